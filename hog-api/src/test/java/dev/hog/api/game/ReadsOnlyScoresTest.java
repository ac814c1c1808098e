package dev.hog.api.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Whether a strategy reads only the two scores: a property it states, which names and wrappers pass on. */
class ReadsOnlyScoresTest {
    /** A strategy that reads the whole state: the turn number, here. */
    private static final class ByTurn implements Strategy {
        @Override
        public int numRolls(int score, int opponentScore) {
            return 4;
        }

        @Override
        public int numRolls(GameState state) {
            return state.turn() % 2 == 0 ? 4 : 6;
        }
    }

    /** A strategy that overrides the state's choice and yet says it reads only the scores. */
    private static final class ScoresThroughTheState implements Strategy {
        @Override
        public int numRolls(int score, int opponentScore) {
            return score < opponentScore ? 6 : 4;
        }

        @Override
        public int numRolls(GameState state) {
            return numRolls(state.moverScore(), state.opponentScore());
        }

        @Override
        public boolean readsOnlyScores() {
            return true;
        }
    }

    @Test
    void aStrategyOfTheTwoScoresReadsOnlyTheScores() {
        Strategy lambda = (score, opponentScore) -> score < 50 ? 6 : 4;

        assertThat(lambda.readsOnlyScores()).isTrue();
        assertThat(Strategy.alwaysRoll(5).readsOnlyScores()).isTrue();
    }

    @Test
    void aStrategyThatOverridesTheStatesChoiceReadsTheState() {
        assertThat(new ByTurn().readsOnlyScores()).isFalse();
    }

    @Test
    void aStrategyMaySayItReadsOnlyTheScoresThoughItOverridesTheStatesChoice() {
        assertThat(new ScoresThroughTheState().readsOnlyScores()).isTrue();
    }

    @Test
    void aNamedStrategyReadsWhatTheStrategyItNamesReads() {
        assertThat(Strategy.named("by-turn", new ByTurn()).readsOnlyScores()).isFalse();
        assertThat(Strategy.named("always:5", Strategy.alwaysRoll(5)).readsOnlyScores()).isTrue();
        assertThat(Strategy.named("through", new ScoresThroughTheState()).readsOnlyScores()).isTrue();
    }
}
