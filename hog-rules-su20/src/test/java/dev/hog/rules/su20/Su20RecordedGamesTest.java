package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.GameRecord;
import dev.hog.api.RecordedGame;
import dev.hog.api.RecordedTurn;
import dev.hog.api.TurnRecord;
import dev.hog.testkit.RecordedGames;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The 100 games the course's randomised tests recorded, replayed through the engine: each strategy returns its
 * player's recorded choices and the dice give the recorded faces. Every turn's player, faces and scores must match,
 * every strategy is asked once per turn, and every face is rolled exactly once.
 */
class Su20RecordedGamesTest {
    private static final List<RecordedGame> GAMES =
            RecordedGames.read(Su20RecordedGamesTest.class.getResourceAsStream("/conformance/su20-games.json"));

    static Stream<Arguments> games() {
        return IntStream.range(0, GAMES.size()).mapToObj(i -> Arguments.of(i, GAMES.get(i)));
    }

    @Test
    void theCourseRecordedOneHundredGamesWithAndWithoutFeralHogs() {
        assertThat(GAMES).hasSize(100);
        assertThat(GAMES).extracting(game -> game.options().get(Su20.FERAL_HOGS)).contains(true, false);
    }

    @ParameterizedTest(name = "game {0}")
    @MethodSource("games")
    void replaysTurnByTurn(int index, RecordedGame game) {
        GameRecord played = game.replay(Su20.ruleset());

        assertThat(played.turns()).extracting(TurnRecord::player, TurnRecord::dice, TurnRecord::outcomes,
                        TurnRecord::scores)
                .containsExactlyElementsOf(game.turns().stream().map(turn -> org.assertj.core.groups.Tuple.tuple(
                        turn.player(), turn.dice(), turn.outcomes(), turn.scores())).toList());
        assertThat(game.firstDifference(played)).isEmpty();
        assertThat(played.finalScores()).isEqualTo(game.turns().get(game.turns().size() - 1).scores());
    }

    @Test
    void aReplayThatDisagreesNamesTheTurn() {
        RecordedGame game = GAMES.get(0);
        List<RecordedTurn> altered = game.turns().stream()
                .map(turn -> new RecordedTurn(turn.player(), turn.dice(), turn.outcomes(),
                        new dev.hog.api.Scores(turn.scores().score0() + 1, turn.scores().score1())))
                .toList();
        RecordedGame wrong = new RecordedGame(game.ruleset(), game.options(), game.goal(), game.start(), altered);

        assertThat(wrong.firstDifference(wrong.replay(Su20.ruleset()))).hasValueSatisfying(difference ->
                assertThat(difference).startsWith("turn 1: recorded player 0 rolling 9"));
    }
}
