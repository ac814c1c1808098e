package dev.hog.rules.sp24;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.analysis.Simulation;
import dev.hog.analysis.Solver;
import dev.hog.analysis.WinRate;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The course's published win rates against always_roll(6): boar "close to 66-67%", sus "close to 67-69%".
 *
 * <p>Those figures are what the course's {@code hog.py -r} printed, averaging about 1000 games per seat, whose own
 * 95% margin is about 2.1 points: {@code 1.96 * sqrt(2 * 0.25 / 1000) / 2}. A correct implementation's true rate is
 * therefore within that margin of the published range: the exact win rate must lie there, and this simulation's
 * 400,000 games must overlap it. (Exactly, boar wins 67.63% and sus 67.83%; an independent simulation agrees.)
 */
class Sp24WinRatesTest {
    private static final double COURSE_MARGIN = 1.96 * Math.sqrt(2 * 0.25 / 1000) / 2;

    @ParameterizedTest(name = "{0} wins close to {1} to {2} against always_roll(6)")
    @CsvSource({"boar, 0.66, 0.67", "sus, 0.67, 0.69"})
    void exactAndSimulatedWinRatesAreWhatTheCoursesExperimentsPrinted(String name, double low, double high) {
        Ruleset sp24 = Sp24.ruleset();
        Strategy strategy = sp24.strategyDefinition(name).orElseThrow().create();

        WinRate rate = new Simulation(sp24.defaultGame(), strategy, sp24.baseline())
                .run(400_000, 2024, 2, null);

        assertThat(rate.high()).as("%s", rate).isGreaterThanOrEqualTo(low - COURSE_MARGIN);
        assertThat(rate.low()).as("%s", rate).isLessThanOrEqualTo(high + COURSE_MARGIN);
        double exact = new Solver().winRate(sp24.defaultGame(), strategy, sp24.baseline()).mean();
        assertThat(exact).isBetween(low - COURSE_MARGIN, high + COURSE_MARGIN);
        assertThat(rate.contains(exact)).as("the exact %s in %s", exact, rate).isTrue();
    }
}
