package dev.hog.rules.su22;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** su22's named strategies, the course's oink_points_strategy and pigs_on_prime_strategy, against always:6. */
class Su22StrategiesTest {
    private final Ruleset su22 = Su22.ruleset();

    @Test
    void offersTheCoursesStrategiesWithItsDefaults() {
        assertThat(su22.strategies()).extracting(StrategyDefinition::name)
                .containsExactly("oink-points", "pigs-on-prime");
        assertThat(su22.baseline()).hasToString("always:6");
        assertThat(su22.strategyDefinition("pigs-on-prime").orElseThrow().create())
                .hasToString("pigs-on-prime:threshold=8,rolls=6");
    }

    @Test
    void pigsOnPrimeStrategyRollsNoDiceForAPrime() {
        // 10 against 13: Oink Points 1, 11 is prime: no dice whatever the threshold.
        assertThat(strategy("pigs-on-prime", 100, 4).numRolls(10, 13)).isZero();
        // 11 against 13: 1 point, 12 is not prime.
        assertThat(strategy("pigs-on-prime", 2, 4).numRolls(11, 13)).isEqualTo(4);
        assertThat(strategy("pigs-on-prime", 1, 4).numRolls(11, 13)).isZero();
    }

    @Test
    void oinkPointsStrategyTakesTheThreshold() {
        assertThat(strategy("oink-points", 12, 5).numRolls(3, 60)).isZero();
        assertThat(strategy("oink-points", 13, 5).numRolls(3, 60)).isEqualTo(5);
    }

    private Strategy strategy(String name, int threshold, int rolls) {
        return su22.strategyDefinition(name).orElseThrow().create(Map.of("threshold", threshold, "rolls", rolls));
    }
}
