package dev.hog.testkit.course;

import java.util.List;

/**
 * A Python tuple, such as the {@code (score0, score1)} that the course's {@code play} returns.
 *
 * @param items the items
 */
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
