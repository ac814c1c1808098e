package dev.hog.course;

import dev.hog.api.API;
import java.util.List;

/**
 * A Python tuple, such as the {@code (score0, score1)} that the course's {@code play} returns.
 *
 * @param items the items
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public record Tuple(List<Object> items) {
    /**
     * Copies the items.
     *
     * @param items the items
     */
    public Tuple {
        items = List.copyOf(items);
    }

    /**
     * A tuple of items.
     *
     * @param items the items
     * @return the tuple
     */
    public static Tuple of(Object... items) {
        return new Tuple(List.of(items));
    }
}
