package dev.hog.rules.su15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.analysis.Simulation;
import dev.hog.analysis.WinRate;
import dev.hog.api.Ruleset;
import dev.hog.api.Strategy;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's published exact win rates against always_roll(5), within the simulation's confidence interval. */
class Su15WinRatesTest {
    @ParameterizedTest(name = "{0} wins {1} against always_roll(5)")
    @CsvSource({"bacon, 0.5437", "swap, 0.5639", "always:4, 0.4592", "always:6, 0.5105"})
    void simulatedWinRatesAgreeWithThePublishedFigures(String spec, double published) {
        Ruleset su15 = Su15.ruleset();
        Strategy strategy = spec.startsWith("always:") ? Strategy.alwaysRoll(Integer.parseInt(spec.substring(7)))
                : su15.strategy(spec).orElseThrow().create();

        WinRate rate = new Simulation(su15.defaultRules(), su15.goal(), strategy, su15.baseline())
                .run(1_000_000, 2015, 2, null);

        assertThat(rate.contains(published)).as("%s", rate).isTrue();
    }
}
