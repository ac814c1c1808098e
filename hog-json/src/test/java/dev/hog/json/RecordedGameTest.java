package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.Scores;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A recorded game is a value: made from its parts, it keeps copies of them and equals another with the same. */
class RecordedGameTest {
    @Test
    void aRecordedGameKeepsItsOwnOptionsAndTurns() {
        Map<String, Object> options = new HashMap<>(Map.of("feral-hogs", false));
        List<Integer> outcomes = new ArrayList<>(List.of(3, 4));
        List<RecordedTurn> turns = new ArrayList<>(List.of(RecordedTurn.of(0, 2, outcomes, Scores.of(7, 0))));
        RecordedGame game = RecordedGame.of("su20", options, 30, Scores.of(0, 0), turns);

        options.put("feral-hogs", true);
        outcomes.add(5);
        turns.add(RecordedTurn.of(1, 0, List.of()));

        assertThat(game.options()).containsExactly(Map.entry("feral-hogs", false));
        assertThat(game.turns()).containsExactly(RecordedTurn.of(0, 2, List.of(3, 4), Scores.of(7, 0)));
    }

    @Test
    void recordedGamesWithTheSameSetUpAndTurnsAreEqual() {
        RecordedGame game = RecordedGame.of("su20", Map.of(), 30, Scores.of(0, 0),
                List.of(RecordedTurn.of(0, 2, List.of(3, 4))));

        assertThat(RecordedGame.of("su20", Map.of(), 30, Scores.of(0, 0), List.of(RecordedTurn.of(0, 2,
                List.of(3, 4))))).isEqualTo(game).hasSameHashCodeAs(game);
        assertThat(RecordedGame.of("su20", Map.of(), 30, Scores.of(0, 0), List.of(RecordedTurn.of(0, 2,
                List.of(3, 4), Scores.of(7, 0))))).as("scores recorded").isNotEqualTo(game);
        assertThat(game).hasToString("RecordedGame[ruleset=su20, options={}, goal=30, start=" + Scores.of(0, 0)
                + ", turns=[RecordedTurn[player=0, dice=2, outcomes=[3, 4], scores=null]]]");
    }

    @Test
    void aTurnWithoutScoresSaysSoWithNull() {
        assertThat(RecordedTurn.of(1, 0, List.of()).scores()).isNull();
    }

    @Test
    void aMissingPartIsRefusedByName() {
        assertThatThrownBy(() -> RecordedGame.of(null, Map.of(), 30, Scores.of(0, 0), List.of()))
                .isInstanceOf(NullPointerException.class).hasMessage("ruleset");
        assertThatThrownBy(() -> RecordedGame.of("su20", Map.of(), 30, null, List.of()))
                .isInstanceOf(NullPointerException.class).hasMessage("start");
    }
}
