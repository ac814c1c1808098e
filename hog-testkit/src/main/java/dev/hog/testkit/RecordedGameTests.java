package dev.hog.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.API;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.json.RecordedGame;
import java.io.InputStream;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.DynamicTest;

/**
 * Replays recorded games through the engine as JUnit dynamic tests: each player's strategy returns that player's
 * recorded choices and the dice give the recorded faces. Every turn's player, dice, faces and (where recorded) scores
 * must match; a strategy asked more than once per turn, or dice rolled more or fewer times than recorded, fail the
 * replay.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class RecordedGameTests {
    private RecordedGameTests() {
    }

    /**
     * One test per recorded game.
     *
     * @param ruleset the games' ruleset
     * @param games the games file, in the conformance format
     * @return the tests, named {@code game 0}, {@code game 1}, ...
     */
    public static Stream<DynamicTest> replay(Ruleset ruleset, InputStream games) {
        List<RecordedGame> recorded = RecordedGames.read(games);
        assertThat(recorded).as("recorded games").isNotEmpty();
        return IntStream.range(0, recorded.size()).mapToObj(index -> DynamicTest.dynamicTest("game " + index,
                () -> assertReplays(ruleset, recorded.get(index))));
    }

    /**
     * Asserts that the engine plays a recorded game exactly as recorded.
     *
     * @param ruleset the game's ruleset
     * @param game the recorded game
     */
    public static void assertReplays(Ruleset ruleset, RecordedGame game) {
        GameRecord played = game.replay(ruleset);

        assertThat(played.turns()).extracting(TurnRecord::player, TurnRecord::dice, TurnRecord::outcomes)
                .containsExactlyElementsOf(game.turns().stream()
                        .map(turn -> Tuple.tuple(turn.player(), turn.dice(), turn.outcomes())).toList());
        assertThat(game.firstDifference(played)).as("turn by turn, scores included").isEmpty();
    }
}
