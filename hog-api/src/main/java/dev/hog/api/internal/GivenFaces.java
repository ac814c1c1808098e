package dev.hog.api.internal;

import dev.hog.api.API;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Faces already known, given to {@link TurnKernel#playFaces} one at a time in order: a saved turn's, or the faces a
 * caller of the game definition names. Whatever the sides asked, the next face is given; the kernel checks it.
 *
 * <p>Not thread-safe: one per turn played.
 */
@API(status = API.Status.INTERNAL)
public final class GivenFaces implements IntUnaryOperator {
    private final List<Integer> faces;
    private int next;

    /**
     * Faces to give, in order.
     *
     * @param faces the faces, one for each die of the turn
     */
    public GivenFaces(List<Integer> faces) {
        this.faces = faces;
    }

    @Override
    public int applyAsInt(int sides) {
        return faces.get(next++);
    }
}
