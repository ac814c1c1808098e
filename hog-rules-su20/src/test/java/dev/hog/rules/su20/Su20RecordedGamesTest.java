package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.json.RecordedGame;
import dev.hog.json.RecordedTurn;
import dev.hog.api.game.Scores;
import dev.hog.testkit.RecordedGameTests;
import dev.hog.testkit.RecordedGames;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The 100 games the course's randomised tests recorded, replayed through the engine: each strategy returns its
 * player's recorded choices and the dice give the recorded faces. Every turn's player, faces and scores must match,
 * every strategy is asked once per turn, and every face is rolled exactly once.
 */
class Su20RecordedGamesTest {
    private static final List<RecordedGame> GAMES =
            RecordedGames.read(Su20RecordedGamesTest.class.getResourceAsStream("/conformance/su20-games.json"));

    @Test
    void theCourseRecordedOneHundredGamesWithAndWithoutFeralHogs() {
        assertThat(GAMES).hasSize(100);
        assertThat(GAMES).extracting(game -> game.options().get(Su20.FERAL_HOGS)).contains(true, false);
    }

    @TestFactory
    Stream<DynamicTest> replaysTurnByTurn() {
        return RecordedGameTests.replay(Su20.ruleset(),
                getClass().getResourceAsStream("/conformance/su20-games.json"));
    }

    @Test
    void aReplayThatDisagreesNamesTheTurn() {
        RecordedGame game = GAMES.get(0);
        List<RecordedTurn> altered = game.turns().stream()
                .map(turn -> RecordedTurn.of(turn.player(), turn.dice(), turn.outcomes(),
                        Scores.of(turn.scores().score0() + 1, turn.scores().score1())))
                .toList();
        RecordedGame wrong = RecordedGame.of(game.ruleset(), game.options(), game.goal(), game.start(), altered);

        assertThat(wrong.firstDifference(wrong.replay(Su20.ruleset()))).hasValueSatisfying(difference ->
                assertThat(difference).startsWith("turn 1: recorded player 0 rolling 9"));
    }

    @Test
    void aRecordedFaceTheDieDoesNotHaveIsAMistakeNamingTheTurn() {
        RecordedGame game = RecordedGame.of("su20", Map.of(), 100, Scores.of(0, 0),
                List.of(RecordedTurn.of(0, 2, List.of(3, 3)), RecordedTurn.of(1, 1, List.of(7))));

        assertThatThrownBy(() -> game.replay(Su20.ruleset())).isInstanceOf(HogException.class)
                .hasMessage("turn 2: the recorded outcome 7 is not a face of the 6-sided die the engine rolled; its"
                        + " faces are 1 to 6");
    }
}
