package dev.hog.rules.fa16;

import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.Turn;
import dev.hog.rules.sp17.HogtimusPrime;

/**
 * When Pigs Fly, fa16: a turn scores at most 25 minus the number of dice rolled, after Hogtimus Prime has boosted a
 * prime turn score. Ten dice of 5 score 15; eight dice of 4 score 17, which stays 17 although it is prime; three dice
 * of 1 score 3, boosted to 5; rolling no dice scores at most 25, more than Free Bacon gives. A Pork Chop's 1 point is
 * capped at 26, so never.
 *
 * <p>The cap is a penalty beside Hogtimus Prime's bonus: what the turn scores above the cap is taken away, so that the
 * points and both bonuses together are the capped turn score, before the swap. It reads the turn score as Hogtimus
 * Prime makes it, from the turn's points: {@link #afterHogtimusPrime()} is the rule for a game with Hogtimus Prime,
 * {@link #WhenPigsFly()} the rule for one without.
 */
public final class WhenPigsFly implements BonusRule {
    /** A turn scores at most this minus the number of dice. */
    public static final int CAP = 25;

    private final boolean afterHogtimusPrime;

    /** When Pigs Fly in a game without Hogtimus Prime: the turn's points are capped as they are. */
    public WhenPigsFly() {
        this(false);
    }

    private WhenPigsFly(boolean afterHogtimusPrime) {
        this.afterHogtimusPrime = afterHogtimusPrime;
    }

    /**
     * When Pigs Fly as fa16 plays it, after Hogtimus Prime: the turn score it caps is the boosted one.
     *
     * @return the rule
     */
    public static WhenPigsFly afterHogtimusPrime() {
        return new WhenPigsFly(true);
    }

    @Override
    public String name() {
        return "When Pigs Fly";
    }

    @Override
    public String description() {
        return "A turn scores at most 25 minus the number of dice rolled" + (afterHogtimusPrime
                ? ", once Hogtimus Prime has boosted a prime turn score." : ".");
    }

    /**
     * The most a turn may score.
     *
     * @param dice the dice rolled, or -1 for a Pork Chop
     * @return 25 minus the dice
     */
    public static int cap(int dice) {
        return CAP - dice;
    }

    /**
     * What the turn scores above the cap, taken away: 0 or less.
     *
     * @param turn the turn, with its points
     * @return minus the excess of the turn score, boosted where Hogtimus Prime plays, over the cap; 0 within it
     */
    @Override
    public int bonus(Turn turn) {
        int turnScore = afterHogtimusPrime ? HogtimusPrime.boosted(turn.points()) : turn.points();
        return -Math.max(0, turnScore - cap(turn.dice()));
    }

    @Override
    public String announce(int bonus) {
        return "The turn scores at most 25 minus the dice: " + bonus + (bonus == -1 ? " point." : " points.");
    }

    @Override
    public String toString() {
        return name();
    }
}
