package dev.hog.api.play;

import static dev.hog.api.internal.Preconditions.check;

import dev.hog.api.API;
import dev.hog.api.HogException;
import java.util.Objects;

/**
 * The names of the two players, as commentary speaks them: {@code PlayerNames.of("Alice", "Bob")} makes
 * {@link Commentary#sayScores(PlayerNames)} say "Alice now has 10 and Bob now has 6".
 *
 * <p>Each name is a non-blank line of text without control characters, and the two names differ, so that every line of
 * commentary says unmistakably whom it is about. Immutable and thread-safe; equal when both names are.
 */
@API(status = API.Status.STABLE, since = "2.0")
public final class PlayerNames {
    private static final PlayerNames NUMBERED = new PlayerNames("Player 0", "Player 1");

    private final String first;
    private final String second;

    private PlayerNames(String first, String second) {
        this.first = first;
        this.second = second;
    }

    /**
     * The names of player 0, who moves first, and of player 1.
     *
     * @param first player 0's name, such as {@code "Alice"}
     * @param second player 1's name, such as {@code "Bob"}
     * @return the names
     * @throws NullPointerException if a name is {@code null}
     * @throws HogException if a name is blank or holds a control character such as a line break, or if
     *     the two names are the same
     */
    public static PlayerNames of(String first, String second) {
        checkName(0, Objects.requireNonNull(first, "first"));
        checkName(1, Objects.requireNonNull(second, "second"));
        check(!first.equals(second), () -> "Both players are named \"" + first
                + "\": give them different names, or the commentary cannot tell them apart");
        return new PlayerNames(first, second);
    }

    /**
     * The course's names, {@code "Player 0"} and {@code "Player 1"}.
     *
     * @return the numbered names
     */
    public static PlayerNames numbered() {
        return NUMBERED;
    }

    private static void checkName(int who, String name) {
        check(!name.isBlank(), () -> "Player " + who + "'s name is empty or only spaces: give a name such as"
                + " \"Alice\"");
        for (int i = 0; i < name.length(); i++) {
            if (Character.isISOControl(name.charAt(i))) {
                throw new HogException(String.format("Player %d's name holds a control character, U+%04X,"
                        + " at index %d: a name is said on one line, without line breaks or tabs", who,
                        (int) name.charAt(i), i));
            }
        }
    }

    /**
     * A player's name.
     *
     * @param who the player, 0 or 1
     * @return the name
     * @throws HogException if {@code who} is not 0 or 1
     */
    public String name(int who) {
        return switch (who) {
            case 0 -> first;
            case 1 -> second;
            default -> throw new HogException("A game has player 0 and player 1, not " + who);
        };
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PlayerNames that && first.equals(that.first) && second.equals(that.second);
    }

    @Override
    public int hashCode() {
        return 31 * first.hashCode() + second.hashCode();
    }

    /**
     * Both names, player 0's first.
     *
     * @return text such as {@code Alice and Bob}
     */
    @Override
    public String toString() {
        return first + " and " + second;
    }
}
