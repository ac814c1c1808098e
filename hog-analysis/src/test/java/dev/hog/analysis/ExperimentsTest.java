package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.TestDice;
import java.util.function.DoubleSupplier;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * The course's experiment helpers. Their course cases run in each ruleset's course-case tests; these are the ones
 * whose strategies the course defines as functions, and what the helpers promise beyond them.
 */
class ExperimentsTest {
    private final GameDefinition plain = Ruleset.builder("plain").build().defaultGame();

    @Test
    void makeAveragedAveragesTheCallsInOrder() {
        TestDice dice = Dice.test(3, 1, 5, 6);
        DoubleSupplier averaged = Experiments.makeAveraged(() -> dice.roll(6), 1000);

        assertThat(averaged.getAsDouble()).isEqualTo(3.75);
        assertThat(dice.rolled()).isEqualTo(1000);
    }

    @Test
    void makeAveragedPassesTheArgumentsToEveryCall() {
        ToDoubleFunction<int[]> sum = pair -> pair[0] + pair[1];

        assertThat(Experiments.makeAveraged(sum, 5).applyAsDouble(new int[] {2, 5})).isEqualTo(7.0);
    }

    @Test
    void maxScoringNumRollsTakesTheFewestDiceOnATie() {
        assertThat(Experiments.maxScoringNumRolls(plain, Dice.test(1), 10)).as("1 scores 1 per die: 10 dice").isEqualTo(10);
        GameDefinition flat = Ruleset.builder("flat").rule(new dev.hog.api.rule.RollRule() {
            @Override
            public String name() {
                return "Flat";
            }

            @Override
            public int start() {
                return 0;
            }

            @Override
            public int add(int accumulator, int face) {
                return 7;
            }

            @Override
            public int points(int accumulator) {
                return accumulator;
            }
        }).build().defaultGame();

        assertThat(Experiments.maxScoringNumRolls(flat, Dice.test(3), 10)).as("every count scores 7").isOne();
    }

    /** The course's {@code s(x, y)}: 0 at one pair of scores, 1 everywhere else. */
    private static Strategy zeroAt(int x, int y) {
        return (score, opponent) -> score == x && opponent == y ? 0 : 1;
    }

    @Test
    void isAlwaysRollChecksEveryPairOfScoresBelowTheGoal() {
        assertThat(Experiments.isAlwaysRoll(Strategy.alwaysRoll(3), 100)).isTrue();
        assertThat(Experiments.isAlwaysRoll(zeroAt(0, 0), 100)).isFalse();
        assertThat(Experiments.isAlwaysRoll(zeroAt(60, 0), 100)).isFalse();
        assertThat(Experiments.isAlwaysRoll(zeroAt(0, 60), 100)).isFalse();
        assertThat(Experiments.isAlwaysRoll(zeroAt(60, 60), 100)).isFalse();
        assertThat(Experiments.isAlwaysRoll(zeroAt(99, 99), 100)).isFalse();
        assertThat(Experiments.isAlwaysRoll(zeroAt(150, 125), 200)).as("the goal is not always 100").isFalse();
        assertThat(Experiments.isAlwaysRoll(zeroAt(150, 125), 100)).isTrue();
    }

    @Test
    void winnerIsPlayerZeroOnlyWithTheHigherScore() {
        assertThat(Experiments.winner(plain, Strategy.alwaysRoll(2), Strategy.alwaysRoll(1), Dice.test(50)))
                .isZero();
        assertThat(Experiments.winner(plain, Strategy.alwaysRoll(0), Strategy.alwaysRoll(3), Dice.test(50)))
                .as("rolling no dice scores nothing without a zero-dice rule").isOne();
    }

    @Test
    void aTieHasNoWinnerAndCountsAsHalfAWin() {
        GameDefinition tying = Ruleset.builder("tying").sides(1).maxDice(1).goal(1).rule(SolverTest.TIE).build()
                .defaultGame();

        assertThat(Experiments.winner(tying, Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(1)))
                .isEqualTo(-1);
        assertThat(Experiments.averageWinRate(tying, Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), Dice.test(1), 4))
                .isEqualTo(0.5);
    }

    @Test
    void averageWinRateAveragesBothSeats() {
        // Rolling one die of 60 wins every game, moving first or second, against rolling none.
        double rate = Experiments.averageWinRate(plain, Strategy.alwaysRoll(1), Strategy.alwaysRoll(0),
                Dice.test(60), 10);

        assertThat(rate).isEqualTo(1.0);
    }
}
