package dev.hog.runner.commands;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.ExactWinRate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A random strategy's win rates: the means of its draws', with Student's t intervals as the tables give them. */
class DrawnRatesTest {
    @Test
    void studentsTIsTheTablesAtEveryNumberOfDraws() {
        assertThat(DrawnRates.studentT(1)).isCloseTo(12.706, within(0.001));
        assertThat(DrawnRates.studentT(4)).isCloseTo(2.776, within(0.001));
        assertThat(DrawnRates.studentT(5)).isCloseTo(2.5706, within(0.003));
        assertThat(DrawnRates.studentT(10)).isCloseTo(2.228, within(0.001));
        assertThat(DrawnRates.studentT(29)).isCloseTo(2.045, within(0.001));
        assertThat(DrawnRates.studentT(999)).isCloseTo(1.962, within(0.001));
    }

    @Test
    void theMeansWithHalfTheirIntervals() {
        DrawnRates drawn = DrawnRates.of(List.of(ExactWinRate.of(0.4, 0.5), ExactWinRate.of(0.6, 0.5)));

        // The draws' spread is 0.1414 moving first; t with one degree of freedom is 12.706; over the root of 2 draws.
        assertThat(drawn.first()).isEqualTo("0.500000 +- 1.270620");
        assertThat(drawn.second()).isEqualTo("0.500000 +- 0.000000");
        assertThat(drawn.ci95().get("first")).containsExactly(0.0, 1.0);
        assertThat(drawn.ci95().get("second")).containsExactly(0.5, 0.5);
        assertThat(drawn.draws()).isEqualTo(2);
    }
}
