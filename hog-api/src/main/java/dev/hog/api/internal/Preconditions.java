package dev.hog.api.internal;

import dev.hog.api.API;
import dev.hog.api.HogException;
import java.util.function.Supplier;

/**
 * The checks of hog-api's entry points that refuse a caller's mistake with a {@link HogException}: a value out of
 * range, a player who is not 0 or 1, a number that the game cannot take. Each says what was wrong and what would be
 * right. A {@code null} argument is a programming error, not a caller's mistake, and stays the JDK's
 * {@link NullPointerException} through {@link java.util.Objects#requireNonNull}.
 *
 * <p>The messages are composed only when a check fails, so that a check costs a comparison on the paths that
 * simulation and the solver run millions of times.
 */
@API(status = API.Status.INTERNAL)
public final class Preconditions {
    /** How much of a text from outside the engine a message quotes. */
    private static final int QUOTED = 60;

    private Preconditions() {
    }

    /**
     * Refuses a caller's mistake unless the condition holds.
     *
     * @param condition what a right call satisfies
     * @param message what was wrong and what would be right, composed only if the condition fails
     * @throws HogException with the message, if the condition does not hold
     */
    public static void check(boolean condition, Supplier<String> message) {
        if (!condition) {
            throw new HogException(message.get());
        }
    }

    /**
     * Refuses a number outside a range, as {@code The goal must be from 1 to 10000, not 0}.
     *
     * @param value the number given
     * @param from the least allowed
     * @param to the most allowed
     * @param what what the number is, as the start of a sentence, such as {@code "The goal"}
     * @return the number
     * @throws HogException if the number is outside the range
     */
    public static int checkInRange(int value, int from, int to, String what) {
        if (value < from || value > to) {
            throw new HogException(what + " must be from " + from + " to " + to + ", not " + value);
        }
        return value;
    }

    /**
     * Refuses a negative number, as {@code Player 0's score must be at least 0, not -1}.
     *
     * @param value the number given
     * @param what what the number is, as the start of a sentence
     * @return the number
     * @throws HogException if the number is negative
     */
    public static int checkNotNegative(int value, String what) {
        if (value < 0) {
            throw new HogException(what + " must be at least 0, not " + value);
        }
        return value;
    }

    /**
     * Refuses a player other than 0 and 1, as {@code The mover must be player 0 or 1, not 2}.
     *
     * @param who the player given
     * @param what who the player is, as the start of a sentence, such as {@code "The mover"}
     * @return the player
     * @throws HogException if the player is neither 0 nor 1
     */
    public static int checkPlayer(int who, String what) {
        if (who != 0 && who != 1) {
            throw new HogException(what + " must be player 0 or 1, not " + who);
        }
        return who;
    }

    /**
     * Text from outside the engine, such as a save's, cut short enough that a message quoting it stays readable.
     *
     * @param text the text
     * @return the text, or its first 60 characters and {@code ...}
     */
    public static String shortened(String text) {
        return text.length() <= QUOTED ? text : text.substring(0, QUOTED) + "...";
    }

    /**
     * A plugin's or caller's object (dice, a strategy) as a message names it after a noun: its text, shortened, after a
     * space; nothing for a lambda, whose text is only a class name.
     *
     * @param thing the object
     * @return text such as {@code " loaded dice"}, or the empty string for a lambda
     */
    public static String named(Object thing) {
        Class<?> type = thing.getClass();
        boolean lambda = type.isSynthetic() || type.getName().contains("$$Lambda");
        return lambda ? "" : " " + shortened(String.valueOf(thing));
    }
}
