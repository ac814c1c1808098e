package dev.hog.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameStateTest {
    @ParameterizedTest(name = "({0}, {1}) mover {2}, memories {3} and {4}")
    @CsvSource({"0, 0, 0, 0, 0", "99, 12, 1, 13, 7", "65535, 65535, 1, 32767, 32767", "100, 0, 0, 0, 32767"})
    void packsIntoAKeyAndBack(int score0, int score1, int mover, int memory0, int memory1) {
        GameState state = new GameState(score0, score1, mover, memory0, memory1);
        long key = state.key();

        assertThat(GameState.ofKey(key)).isEqualTo(state);
        assertThat(GameState.score(key, 0)).isEqualTo(score0);
        assertThat(GameState.score(key, 1)).isEqualTo(score1);
        assertThat(GameState.mover(key)).isEqualTo(mover);
        assertThat(GameState.memory(key, 0)).isEqualTo(memory0);
        assertThat(GameState.memory(key, 1)).isEqualTo(memory1);
        assertThat(GameState.key(score0, score1, mover, memory0, memory1)).isEqualTo(key);
    }

    @Test
    void readsFromTheMoversSide() {
        GameState state = new GameState(30, 70, 1, 4, 9);

        assertThat(state.moverScore()).isEqualTo(70);
        assertThat(state.opponentScore()).isEqualTo(30);
        assertThat(state.moverMemory()).isEqualTo(9);
        assertThat(state.opponentMemory()).isEqualTo(4);
        assertThat(state.isOver(70)).isTrue();
        assertThat(state.isOver(71)).isFalse();
    }

    @Test
    void statesAreValues() {
        assertThat(new GameState(1, 2, 0, 3, 4)).isEqualTo(new GameState(1, 2, 0, 3, 4))
                .hasSameHashCodeAs(new GameState(1, 2, 0, 3, 4));
    }

    @Test
    void refusesPartsOutOfRange() {
        assertThatThrownBy(() -> GameState.of(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Player 0's score must be from 0 to 65535, not -1");
        assertThatThrownBy(() -> GameState.of(0, 0, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The mover must be player 0 or 1, not 2");
        assertThatThrownBy(() -> new GameState(0, 0, 0, 0, 1 << 15)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Player 1's memory must be from 0 to 32767, not 32768");
    }
}
