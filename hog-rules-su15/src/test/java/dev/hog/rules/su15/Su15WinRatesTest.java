package dev.hog.rules.su15;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Simulation;
import dev.hog.analysis.Solver;
import dev.hog.analysis.WinRate;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The course's published exact win rates against always_roll(5), averaged over both seats. */
class Su15WinRatesTest {
    private static final Ruleset SU15 = Su15.ruleset();

    private static Strategy strategy(String spec) {
        return spec.startsWith("always:") ? Strategy.alwaysRoll(Integer.parseInt(spec.substring(7)))
                : SU15.strategyDefinition(spec).orElseThrow().create();
    }

    @ParameterizedTest(name = "{0} wins {1} against always_roll(5)")
    @CsvSource({"always:4, 0.4592", "always:6, 0.5105", "bacon, 0.5437", "swap, 0.5639"})
    void theSolverReproducesThePublishedFiguresToFourDecimals(String spec, double published) {
        ExactWinRate exact = new Solver().winRate(SU15.defaultGame(), strategy(spec), SU15.baseline());

        assertThat(exact.mean()).isCloseTo(published, within(0.00005));
    }

    @ParameterizedTest(name = "{0} wins {1} against always_roll(5)")
    @CsvSource({"bacon, 0.5437", "swap, 0.5639", "always:4, 0.4592", "always:6, 0.5105"})
    void simulatedWinRatesAgreeWithThePublishedFigures(String spec, double published) {
        WinRate rate = new Simulation(SU15.defaultGame(), strategy(spec), SU15.baseline())
                .run(1_000_000, 2015, 2, null);

        assertThat(rate.contains(published)).as("%s", rate).isTrue();
    }
}
