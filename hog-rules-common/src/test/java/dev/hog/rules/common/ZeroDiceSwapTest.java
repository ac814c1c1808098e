package dev.hog.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

class ZeroDiceSwapTest {
    /** Rolling no dice scores the opponent's ones digit plus 1. */
    private static final IntBinaryOperator POINTS = (score, opponentScore) -> opponentScore % 10 + 1;
    /** The scores swap when one is twice the other, as sp17's Swine Swap. */
    private static final ZeroDiceSwap.SwapTest TWICE = (score, opponentScore) ->
            score == 2 * opponentScore || opponentScore == 2 * score;
    /** The scores swap when they are equal. */
    private static final ZeroDiceSwap.SwapTest EQUAL = (score, opponentScore) -> score == opponentScore;

    @Test
    void rollsNoDiceForABeneficialSwapWhateverThePoints() {
        // 9 + 1 = 10 against 20: twice, and the opponent ahead.
        assertThat(new ZeroDiceSwap(POINTS, TWICE, 100, 6).numRolls(9, 20)).isZero();
    }

    @Test
    void rollsTheDiceForAHarmfulSwapWhateverThePoints() {
        // 27 + 9 = 36 against 18: twice, and the mover ahead.
        assertThat(new ZeroDiceSwap(POINTS, TWICE, 0, 6).numRolls(27, 18)).isEqualTo(6);
    }

    @Test
    void letsTheThresholdDecideWithoutASwapOrForASwapOfEqualScores() {
        assertThat(new ZeroDiceSwap(POINTS, TWICE, 8, 6).numRolls(0, 17)).isZero();
        assertThat(new ZeroDiceSwap(POINTS, TWICE, 9, 6).numRolls(0, 17)).isEqualTo(6);
        // 9 + 1 = 10 against 10: a swap of equal scores is neither beneficial nor harmful.
        assertThat(new ZeroDiceSwap(POINTS, EQUAL, 1, 4).numRolls(9, 10)).isZero();
        assertThat(new ZeroDiceSwap(POINTS, EQUAL, 2, 4).numRolls(9, 10)).isEqualTo(4);
    }

    @Test
    void isEqualForTheSameFunctionsThresholdAndDice() {
        assertThat(new ZeroDiceSwap(POINTS, TWICE, 8, 6)).isEqualTo(new ZeroDiceSwap(POINTS, TWICE, 8, 6))
                .hasSameHashCodeAs(new ZeroDiceSwap(POINTS, TWICE, 8, 6))
                .isNotEqualTo(new ZeroDiceSwap(POINTS, EQUAL, 8, 6))
                .isNotEqualTo(new ZeroDiceSwap(POINTS, TWICE, 7, 6))
                .isNotEqualTo(new ZeroDiceSwap(POINTS, TWICE, 8, 5))
                .hasToString("ZeroDiceSwap[threshold=8, rolls=6]");
    }
}
