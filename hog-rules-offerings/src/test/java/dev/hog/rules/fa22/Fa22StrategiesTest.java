package dev.hog.rules.fa22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** fa22's named strategies, the course's tail_strategy, square_strategy and catch_up, against always:6. */
class Fa22StrategiesTest {
    private final Ruleset fa22 = Fa22.ruleset();

    @Test
    void offersTheCoursesStrategiesWithItsDefaults() {
        assertThat(fa22.strategies()).extracting(StrategyDefinition::name).containsExactly("tail", "square", "catch-up");
        assertThat(fa22.baseline()).hasToString("always:6");
        assertThat(fa22.strategyDefinition("square").orElseThrow().create()).hasToString("square:threshold=12,rolls=6");
        assertThat(fa22.strategyDefinition("catch-up").orElseThrow().create().numRolls(10, 20)).isEqualTo(6);
    }

    @Test
    void tailRollsNoDiceExactlyWhenPigTailReachesTheThreshold() {
        // tests/10.py's sweep.
        Strategy tail = strategy("tail", 10, 3);
        for (int opponent = 0; opponent < 100; opponent++) {
            int expected = PigTail.points(opponent) >= 10 ? 0 : 3;
            assertThat(tail.numRolls(90, opponent)).as("against %d", opponent).isEqualTo(expected);
        }
        assertThat(strategy("tail", 7, 2).numRolls(40, 51)).isZero();
        assertThat(strategy("tail", 7, 2).numRolls(40, 53)).isEqualTo(2);
    }

    @Test
    void squareRollsNoDiceExactlyWhenTheSquareUpdateGainsTheThreshold() {
        // tests/11.py's sweep.
        Strategy square = strategy("square", 10, 3);
        GameDefinition rules = fa22.defaultGame();
        for (int opponent = 0; opponent < 100; opponent++) {
            int gain = rules.next(rules.start(20, opponent), 0, 0).score0() - 20;
            assertThat(square.numRolls(20, opponent)).as("against %d", opponent).isEqualTo(gain >= 10 ? 0 : 3);
        }
        assertThat(strategy("square", 7, 2).numRolls(44, 53)).isZero();
        assertThat(strategy("square", 12, 5).numRolls(44, 53)).isZero();
        assertThat(strategy("square", 7, 2).numRolls(40, 53)).isEqualTo(2);
    }

    private Strategy strategy(String name, int threshold, int rolls) {
        return fa22.strategyDefinition(name).orElseThrow().create(Map.of("threshold", threshold, "rolls", rolls));
    }
}
