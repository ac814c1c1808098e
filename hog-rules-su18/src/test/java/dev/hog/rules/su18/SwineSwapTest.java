package dev.hog.rules.su18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameState;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Swine Swap, su18: swap when the mover's ones digit equals the opponent's tens digit. */
class SwineSwapTest {
    private final GameDefinition rules = Su18.ruleset().defaultGame();

    @ParameterizedTest(name = "{0} against {1}: swap {2}")
    @CsvSource({"49, 92, true", "40, 5, true", "111, 12, true", "41, 92, false", "0, 0, true", "7, 75, true",
            "75, 7, false", "20, 102, true"})
    void rulesExamplesAndDerivedCases(int score, int opponentScore, boolean swaps) {
        assertThat(new SwineSwap().appliesTo(TestTurn.of(score, opponentScore))).isEqualTo(swaps);
    }

    @Test
    void handoutExamplesAsTurns() {
        // Example 1: 41 against 92 rolls two dice totalling 8: 49 against 92 swaps.
        assertThat(rules.next(rules.start(41, 92), 2, 8).scores()).isEqualTo(dev.hog.api.game.Scores.of(92, 49));
        // Example 2: 34 against 5 rolls three dice totalling 6: 40 against 05 swaps.
        assertThat(rules.next(rules.start(34, 5), 3, 6).scores()).isEqualTo(dev.hog.api.game.Scores.of(5, 40));
        // Example 3: 91 against 12 rolls five dice totalling 20: 111 against 12 swaps, and the opponent has won.
        GameState end = rules.next(rules.start(91, 12), 5, 20);
        assertThat(end.scores()).isEqualTo(dev.hog.api.game.Scores.of(12, 111));
        assertThat(rules.isOver(end)).isTrue();
        assertThat(end.scores().winner()).isOne();
    }
}
