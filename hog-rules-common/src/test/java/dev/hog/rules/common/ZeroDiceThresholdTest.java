package dev.hog.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

class ZeroDiceThresholdTest {
    /** Rolling no dice scores the opponent's ones digit plus 1, or the mover's tens digit when that is larger. */
    private static final IntBinaryOperator POINTS = (score, opponentScore) ->
            Math.max(opponentScore % 10 + 1, score / 10 % 10);

    @Test
    void rollsNoDiceFromTheThresholdUp() {
        assertThat(new ZeroDiceThreshold(POINTS, 8, 6).numRolls(0, 7)).isZero();
        assertThat(new ZeroDiceThreshold(POINTS, 8, 6).numRolls(0, 9)).isZero();
        assertThat(new ZeroDiceThreshold(POINTS, 8, 6).numRolls(0, 6)).isEqualTo(6);
        assertThat(new ZeroDiceThreshold(POINTS, 0, 6).numRolls(0, 0)).isZero();
        assertThat(new ZeroDiceThreshold(POINTS, 11, 4).numRolls(0, 9)).isEqualTo(4);
    }

    @Test
    void readsBothScores() {
        assertThat(new ZeroDiceThreshold(POINTS, 9, 5).numRolls(90, 0)).isZero();
        assertThat(new ZeroDiceThreshold(POINTS, 9, 5).numRolls(80, 0)).isEqualTo(5);
    }

    @Test
    void isEqualForTheSameFunctionThresholdAndDice() {
        assertThat(new ZeroDiceThreshold(POINTS, 8, 6)).isEqualTo(new ZeroDiceThreshold(POINTS, 8, 6))
                .hasSameHashCodeAs(new ZeroDiceThreshold(POINTS, 8, 6))
                .isNotEqualTo(new ZeroDiceThreshold(POINTS, 7, 6))
                .isNotEqualTo(new ZeroDiceThreshold(POINTS, 8, 5))
                .isNotEqualTo(new ZeroDiceThreshold((score, opponentScore) -> 0, 8, 6))
                .hasToString("ZeroDiceThreshold[threshold=8, rolls=6]");
    }

    @Test
    void readsOnlyTheScores() {
        assertThat(new ZeroDiceThreshold(POINTS, 8, 6).readsOnlyScores()).isTrue();
    }
}
