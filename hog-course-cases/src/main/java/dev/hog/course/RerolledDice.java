package dev.hog.course;

import dev.hog.api.API;
import dev.hog.api.play.Dice;
import java.util.Objects;

/**
 * fa16's {@code reroll(dice)}: dice whose every roll rolls the given dice once, and once more when the face is odd, the
 * second face counting whatever it is. {@code reroll(make_test_dice(1, 3, 5))} rolls 3, 1, 5, 3. The course's
 * function is named {@value #NAME}, which the cases read as {@code __name__}.
 *
 * <p>It is what the course's {@code select_dice} returns under Hog Wild; the engine re-rolls by the ruleset's
 * {@link dev.hog.api.rule.RerollRule}, from {@link #dice() the dice inside}.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class RerolledDice implements Dice {
    /** The name of the function the course's {@code reroll} returns. */
    public static final String NAME = "rerolled";

    private final Dice dice;

    /**
     * The re-rolled dice.
     *
     * @param dice the dice rolled once or twice for each face
     */
    public RerolledDice(Dice dice) {
        this.dice = Objects.requireNonNull(dice, "dice");
    }

    /**
     * The dice inside, rolled once or twice for each face.
     *
     * @return the dice given
     */
    public Dice dice() {
        return dice;
    }

    @Override
    public int roll(int sides) {
        int face = dice.roll(sides);
        return face % 2 == 1 ? dice.roll(sides) : face;
    }

    @Override
    public String toString() {
        return "<function reroll.<locals>." + NAME + ">";
    }
}
