package dev.hog.rules.fa19;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, fa19: the scores swap when their first digit times their last digit are equal. */
class SwineSwapTest {
    @ParameterizedTest(name = "{0} against {1}: swap {2}")
    @CsvSource({"2, 4, false", "22, 4, false", "28, 4, true", "124, 2, true", "44, 28, true", "2, 0, false",
            "10, 0, true", "100, 10, true", "14, 2, true", "27, 72, true", "104, 2, true", "66, 6, true",
            "11, 1, true", "13, 301, true"})
    void theCoursesCases(int score, int opponentScore, boolean swaps) {
        SwineSwap swineSwap = new SwineSwap();
        TestTurn turn = TestTurn.of(score, opponentScore);

        assertThat(SwineSwap.isSwap(score, opponentScore)).isEqualTo(swaps);
        assertThat(SwineSwap.isSwap(opponentScore, score)).as("symmetric").isEqualTo(swaps);
        assertThat(swineSwap.appliesTo(turn)).isEqualTo(swaps);
        assertThat(swineSwap.score(turn)).isEqualTo(opponentScore);
        assertThat(swineSwap.opponentScore(turn)).isEqualTo(score);
    }

    @ParameterizedTest(name = "swap value of {0}: {1}")
    @CsvSource({"0, 0", "4, 16", "28, 16", "124, 4", "301, 3", "1000, 0"})
    void swapValue(int score, int value) {
        assertThat(SwineSwap.swapValue(score)).isEqualTo(value);
    }
}
