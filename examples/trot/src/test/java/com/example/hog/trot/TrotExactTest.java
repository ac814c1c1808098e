package com.example.hog.trot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Solution;
import dev.hog.analysis.Solver;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The SDK's exact solver on trot, against a reference written here from the rules' text alone: its own distribution
 * of a Pig Out roll, its own Picky Piggy digits, its own state of (score, opponent's score, turn number mod 8, extra
 * turn) and its own backward pass over the sum of the scores. Nothing but the rules' wording is shared.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TrotExactTest {
    private static final int GOAL = 100;
    private static final int MAX_DICE = 10;
    private static final String SEVENTH = "142857";

    private final GameDefinition rules = Trot.ruleset().defaultGame();
    private final Solver solver = new Solver();

    @AfterAll
    void closeSolver() {
        solver.close();
    }

    @Test
    void theGamesValueIsTheReferences() {
        Solution solution = solver.optimal(rules);

        assertThat(solution.valueIteration()).as("every turn raises the sum of the scores").isFalse();
        assertThat(solution.value()).isCloseTo(new Reference(null).value(0, 0, 0, false), within(1e-12));
        assertThat(solution.value()).as("the figure in the README").isCloseTo(0.5736, within(0.00005));
    }

    @Test
    void exactWinRatesOfFixedStrategiesAreTheReferences() {
        Strategy trotter = Trot.ruleset().strategy("trotter");
        ExactWinRate exact = solver.winRate(rules, trotter, Trot.ruleset().baseline());

        IntBinaryOperator trotterChoice = (number, extra) -> extra == 0 && number % 8 >= 4 ? number % 8 : 6;
        IntBinaryOperator always6 = (number, extra) -> 6;
        assertThat(exact.first()).isCloseTo(new Reference(new IntBinaryOperator[] {trotterChoice, always6})
                .value(0, 0, 0, false), within(1e-12));
        assertThat(exact.second()).isCloseTo(1 - new Reference(new IntBinaryOperator[] {always6, trotterChoice})
                .value(0, 0, 0, false), within(1e-12));
    }

    /**
     * The reference. With {@code seats == null}, the mover's chance when both play optimally; else each seat's choice
     * as a function of the turn number and whether the turn is an extra turn, and the chance of the player to move.
     */
    private static final class Reference {
        private final IntBinaryOperator[] seats;
        /** By score, opponent's score, turn mod 8, extra turn, and (for fixed choices) the seat to move. */
        private final double[][][][][] memo = new double[GOAL][GOAL][8][2][2];
        private final boolean[][][][][] known = new boolean[GOAL][GOAL][8][2][2];
        private final double[][] roll = new double[MAX_DICE + 1][];

        Reference(IntBinaryOperator[] seats) {
            this.seats = seats;
            for (int dice = 1; dice <= MAX_DICE; dice++) {
                roll[dice] = pigOut(dice);
            }
        }

        /** The chance of each score of a roll: a 1 among the dice scores 1, else the sum of faces of 2 to 6. */
        private static double[] pigOut(int dice) {
            double[] withoutOnes = {1};
            for (int die = 0; die < dice; die++) {
                double[] next = new double[withoutOnes.length + 6];
                for (int sum = 0; sum < withoutOnes.length; sum++) {
                    for (int face = 2; face <= 6; face++) {
                        next[sum + face] += withoutOnes[sum] / 6;
                    }
                }
                withoutOnes = next;
            }
            withoutOnes[1] += 1 - Math.pow(5.0 / 6, dice);
            return withoutOnes;
        }

        double value(int score, int opponent, int number, boolean extra) {
            return value(score, opponent, number, extra, 0);
        }

        /** The chance of the player to move (in seat {@code seat} when choices are fixed). */
        private double value(int score, int opponent, int number, boolean extra, int seat) {
            int e = extra ? 1 : 0;
            if (known[score][opponent][number][e][seat]) {
                return memo[score][opponent][number][e][seat];
            }
            double best = -1;
            for (int dice = 0; dice <= MAX_DICE; dice++) {
                if (seats != null && dice != seats[seat].applyAsInt(number, e)) {
                    continue;
                }
                boolean again = !extra && dice == number;
                double expected = 0;
                if (dice == 0) {
                    expected = after(score + digit(opponent), opponent, number, again, seat);
                } else {
                    for (int points = 1; points < roll[dice].length; points++) {
                        if (roll[dice][points] > 0) {
                            expected += roll[dice][points] * after(score + points, opponent, number, again, seat);
                        }
                    }
                }
                best = Math.max(best, expected);
            }
            known[score][opponent][number][e][seat] = true;
            memo[score][opponent][number][e][seat] = best;
            return best;
        }

        private double after(int score, int opponent, int number, boolean again, int seat) {
            if (score >= GOAL) {
                return 1;
            }
            int next = (number + 1) % 8;
            return again ? value(score, opponent, next, true, seat)
                    : 1 - value(opponent, score, next, false, 1 - seat);
        }

        private static int digit(int opponent) {
            return opponent == 0 ? 7 : SEVENTH.charAt((opponent - 1) % 6) - '0';
        }
    }
}
