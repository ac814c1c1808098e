package dev.hog.rules.fa16;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;
import dev.hog.rules.sp17.HogtimusPrime;

/**
 * When Pigs Fly, fa16: a turn scores at most 25 minus the number of dice rolled, after Hogtimus Prime has boosted a
 * prime turn score. Ten dice of 5 score 15; eight dice of 4 score 17, which stays 17 although it is prime; three dice
 * of 1 score 3, boosted to 5; rolling no dice scores at most 25, more than Free Bacon gives. A Pork Chop's 1 point is
 * capped at 26, so never.
 *
 * <p>The cap may lower a turn's points, which a bonus cannot, so the rule lowers the mover's score after the turn: it
 * must come before every other after-turn rule, to see the score as the turn's points and bonuses left it. It reads
 * the turn score as Hogtimus Prime makes it, from the turn's points: {@link #afterHogtimusPrime()} is the rule for a
 * game with Hogtimus Prime, {@link #WhenPigsFly()} the rule for one without.
 */
public final class WhenPigsFly implements AfterTurnRule {
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

    private int turnScore(Turn turn) {
        return afterHogtimusPrime ? HogtimusPrime.boosted(turn.points()) : turn.points();
    }

    @Override
    public boolean appliesTo(Turn turn) {
        return turnScore(turn) > cap(turn.dice());
    }

    /**
     * The mover's score less what the turn scored above the cap. A score that holds the turn score is never lowered
     * below 0; the analysis also asks about scores no turn reaches, below the turn score, which stay at least 0.
     */
    @Override
    public int score(Turn turn) {
        return Math.max(0, turn.score() - (turnScore(turn) - cap(turn.dice())));
    }

    @Override
    public String announce(Turn turn) {
        return "The turn scores at most " + cap(turn.dice()) + ", " + (turnScore(turn) - cap(turn.dice()))
                + " points less.";
    }

    @Override
    public String toString() {
        return name();
    }
}
