package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.Rules;
import dev.hog.api.TurnEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, su20: swap when {@code |ones(mover) - ones(opponent)| == tens(opponent)}. */
class SwineSwapTest {
    private final Rules rules = Su20.ruleset().defaultRules();

    @ParameterizedTest(name = "{0} against {1}: swap {2}")
    @CsvSource({"6, 2, false", "17, 65, false", "55, 23, true", "89, 54, true", "11, 1, true", "960, 144, true",
            "1, 0, false"})
    void rulesExamples(int score, int opponentScore, boolean swaps) {
        assertThat(new SwineSwap().appliesTo(score, opponentScore)).isEqualTo(swaps);
        assertThat(rules.endTurn(score, opponentScore)).isEqualTo(swaps
                ? new TurnEnd(opponentScore, score, false) : new TurnEnd(score, opponentScore, false));
    }

    @Test
    void swapsAfterTheFeralHogsBonusIsAdded() {
        // The mover at 40 scored 5 last turn and now rolls 3 dice for 9: Feral Hogs makes it 40 + 9 + 3 = 52.
        // Against 13, |2 - 3| == 1 == tens(13): a swap, which 49 against 13 (|9 - 3| = 6) would not be.
        int memory = 5;
        int score = 40 + 9 + rules.bonus(memory, 3, 9);

        assertThat(score).isEqualTo(52);
        assertThat(rules.endTurn(score, 13)).isEqualTo(new TurnEnd(13, 52, false));
        assertThat(rules.endTurn(40 + 9, 13)).isEqualTo(new TurnEnd(49, 13, false));
    }
}
