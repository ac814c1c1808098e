package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameState;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.rule.TestTurn;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, su20: swap when {@code |ones(mover) - ones(opponent)| == tens(opponent)}. */
class SwineSwapTest {
    private final GameDefinition rules = Su20.ruleset().defaultGame();

    @ParameterizedTest(name = "{0} against {1}: swap {2}")
    @CsvSource({"6, 2, false", "17, 65, false", "55, 23, true", "89, 54, true", "11, 1, true", "960, 144, true",
            "1, 0, false"})
    void rulesExamples(int score, int opponentScore, boolean swaps) {
        SwineSwap swineSwap = new SwineSwap();
        TestTurn turn = TestTurn.of(score, opponentScore);

        assertThat(swineSwap.appliesTo(turn)).isEqualTo(swaps);
        assertThat(SwineSwap.isSwap(score, opponentScore)).isEqualTo(swaps);
        assertThat(swineSwap.score(turn)).isEqualTo(opponentScore);
        assertThat(swineSwap.opponentScore(turn)).isEqualTo(score);
    }

    @Test
    void swapsAfterTheFeralHogsBonusIsAdded() {
        // The mover at 40 scored 5 last turn and now rolls 3 dice for 9: Feral Hogs makes it 40 + 9 + 3 = 52.
        // Against 13, |2 - 3| == 1 == tens(13): a swap, which 49 against 13 (|9 - 3| = 6) would not be.
        GameState state = GameState.ofCodes(40, 13, 0, 6, false, 5, 0);
        GameDefinition withoutFeralHogs = Su20.ruleset().game(Map.of(Su20.FERAL_HOGS, false));

        assertThat(rules.next(state, 3, 9).scores()).isEqualTo(Scores.of(13, 52));
        assertThat(withoutFeralHogs.next(GameState.ofCodes(40, 13, 0, 6, false, 0, 0), 3, 9).scores())
                .isEqualTo(Scores.of(49, 13));
    }
}
