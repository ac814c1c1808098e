package dev.hog.api.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import org.junit.jupiter.api.Test;

class GameStateTest {
    @Test
    void readsFromTheMoversSide() {
        GameState state = new GameState(30, 70, 1, 12, true, 4, 9);

        assertThat(state.moverScore()).isEqualTo(70);
        assertThat(state.opponentScore()).isEqualTo(30);
        assertThat(state.moverMemory()).isEqualTo(9);
        assertThat(state.opponentMemory()).isEqualTo(4);
        assertThat(state.score(0)).isEqualTo(30);
        assertThat(state.memory(0)).isEqualTo(4);
        assertThat(state.scores()).isEqualTo(Scores.of(30, 70));
    }

    @Test
    void statesAreValues() {
        assertThat(new GameState(1, 2, 0, 5, false, 3, 4)).isEqualTo(new GameState(1, 2, 0, 5, false, 3, 4))
                .hasSameHashCodeAs(new GameState(1, 2, 0, 5, false, 3, 4))
                .isNotEqualTo(new GameState(1, 2, 0, 6, false, 3, 4))
                .isNotEqualTo(new GameState(1, 2, 0, 5, true, 3, 4));
    }

    @Test
    void refusesPartsOutOfRange() {
        assertThatThrownBy(() -> new GameState(-1, 0, 0, 0, false, 0, 0)).isInstanceOf(HogException.class)
                .hasMessage("Player 0's score must be at least 0, not -1");
        assertThatThrownBy(() -> new GameState(0, 0, 2, 0, false, 0, 0)).isInstanceOf(HogException.class)
                .hasMessage("The mover must be player 0 or 1, not 2");
        assertThatThrownBy(() -> new GameState(0, 0, 0, -3, false, 0, 0)).isInstanceOf(HogException.class)
                .hasMessage("The turn number must be at least 0, not -3");
        assertThatThrownBy(() -> new GameState(0, 0, 0, 0, false, 0, -1)).isInstanceOf(HogException.class)
                .hasMessage("Player 1's memory code must be at least 0, not -1");
    }

    @Test
    void theHigherScoreWinsAndEqualScoresTie() {
        assertThat(Scores.of(100, 40).outcome(0)).isEqualTo(Outcome.WIN);
        assertThat(Scores.of(100, 40).outcome(1)).isEqualTo(Outcome.LOSS);
        assertThat(Scores.of(100, 40).winner()).isZero();
        assertThat(Scores.of(3, 101).winner()).isOne();
        assertThat(Scores.of(100, 100).outcome(1)).isEqualTo(Outcome.TIE);
        assertThat(Scores.of(100, 100).winner()).isEqualTo(-1);
        assertThat(Outcome.WIN.value() + Outcome.LOSS.value()).isEqualTo(1.0);
        assertThat(Outcome.TIE.value()).as("a tie is half a win to each player").isEqualTo(0.5);
    }
}
