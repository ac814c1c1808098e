package dev.hog.rules.sp20;

import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/**
 * Free Bacon, sp20: rolling no dice scores one more than the absolute alternating difference of the digits of the
 * opponent's score cubed, {@code 1 + |d1 - d2 + d3 - ...|}. 44 gives 1 (85184: 8 - 5 + 1 - 8 + 4 = 0), 37 gives 10
 * (50653), 40 gives 3 (64000), 9 gives 15 (729), 0 gives 1.
 *
 * <p>The cube is a {@code long}: exact for every score below 2,097,152, far beyond any goal the rules allow
 * ({@link dev.hog.api.game.GameDefinition#MAX_GOAL}).
 */
public final class FreeBacon implements ZeroDiceRule {
    /** Creates the rule. */
    public FreeBacon() {
    }

    @Override
    public String name() {
        return "Free Bacon";
    }

    @Override
    public String description() {
        return "Rolling zero dice scores 1 plus the absolute alternating difference of the digits of the cube of the"
                + " opponent's score.";
    }

    @Override
    public int zeroDicePoints(Turn turn) {
        return points(turn.opponentScore());
    }

    /**
     * The Free Bacon points against an opponent's score, as the course's {@code free_bacon}.
     *
     * @param opponentScore the opponent's score, from 0 to 2,097,151
     * @return the points
     * @throws ArithmeticException if the cube does not fit in a {@code long}
     */
    public static int points(int opponentScore) {
        long cube = Math.multiplyExact((long) opponentScore * opponentScore, (long) opponentScore);
        // From the right: |d1 - d2 + ...| is the same read from either end, as the sign only flips.
        long difference = 0;
        long sign = 1;
        for (long rest = cube; rest > 0; rest /= 10, sign = -sign) {
            difference += sign * (rest % 10);
        }
        return 1 + (int) Math.abs(difference);
    }

    @Override
    public String toString() {
        return name();
    }
}
