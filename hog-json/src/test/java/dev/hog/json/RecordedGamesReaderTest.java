package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.json.RecordedGame;
import dev.hog.json.RecordedTurn;
import dev.hog.api.game.Scores;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Recorded games, read strictly and one at a time. */
class RecordedGamesReaderTest {
    private static final String GAME = "{\"ruleset\":\"su20\",\"options\":{\"feral-hogs\":false},\"goal\":30,"
            + "\"start\":[1,2],\"turns\":[{\"player\":0,\"dice\":2,\"outcomes\":[3,4],\"scores\":[8,2]},"
            + "{\"player\":1,\"dice\":0,\"outcomes\":[]}]}";

    private static List<RecordedGame> read(String json) {
        return RecordedGamesReader.readAll(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)),
                "games.json");
    }

    private static String failure(String json) {
        try {
            read(json);
        } catch (HogException e) {
            return e.getMessage();
        }
        throw new AssertionError("read " + json + " without a mistake");
    }

    @Test
    void readsEveryPartOfAGame() {
        assertThat(read("[" + GAME + "]")).containsExactly(RecordedGame.of("su20", Map.of("feral-hogs", false), 30,
                Scores.of(1, 2), List.of(RecordedTurn.of(0, 2, List.of(3, 4), Scores.of(8, 2)),
                        RecordedTurn.of(1, 0, List.of()))));
    }

    @Test
    void readsGamesInOrderAndCountsThem() {
        try (RecordedGamesReader games = RecordedGamesReader.of(new ByteArrayInputStream(("[" + GAME + ","
                + GAME.replace("\"goal\":30", "\"goal\":40") + "]").getBytes(StandardCharsets.UTF_8)), "two")) {
            assertThat(games.next()).map(RecordedGame::goal).hasValue(30);
            assertThat(games.gamesRead()).isOne();
            assertThat(games.next()).map(RecordedGame::goal).hasValue(40);
            assertThat(games.next()).isEmpty();
            assertThat(games.next()).isEmpty();
            assertThat(games.gamesRead()).isEqualTo(2);
        }
    }

    @Test
    void anEmptyArrayHoldsNoGames() {
        assertThat(read(" [ ] \n")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            null ruleset | [{"ruleset":null,"goal":30,"start":[0,0],"turns":[]}] | games.json:1:13: null for 'ruleset'
            null start | [{"ruleset":"su20","goal":30,"start":null,"turns":[]}] | games.json:1:38: null for 'start'
            null turns | [{"ruleset":"su20","goal":30,"start":[0,0],"turns":null}] | games.json:1:52: null for 'turns'
            null turn | [{"ruleset":"su20","goal":30,"start":[0,0],"turns":[null]}] | games.json:1:53: null in 'turns'
            null outcomes | [{"ruleset":"su20","goal":30,"start":[0,0],"turns":[{"player":0,"dice":1,"outcomes":null}]}] | games.json:1:85: null for 'outcomes'
            null outcome | [{"ruleset":"su20","goal":30,"start":[0,0],"turns":[{"player":0,"dice":1,"outcomes":[null]}]}] | games.json:1:86: null in 'outcomes'
            null option | [{"ruleset":"su20","options":{"feral-hogs":null},"goal":30,"start":[0,0],"turns":[]}] | games.json:1:44: null in 'options'
            null goal | [{"ruleset":"su20","goal":null,"start":[0,0],"turns":[]}] | games.json:1:27: 'goal' must be a whole number, not null
            """)
    void aNullIsAMistakeAtItsPlace(String what, String json, String place) {
        assertThat(failure(json)).startsWith(place).contains("null").doesNotContain("dev.hog", "java.");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            game null | [null] | games.json:1:2: game 0 is null; a game is an object with ruleset, options, goal, start and turns
            game number | [7] | games.json:1:2: game 0 is a whole number; a game is an object with ruleset, options, goal, start and turns
            an object | {"ruleset":"su20"} | games.json:1:1: a file of recorded games is a JSON array of games, [{"ruleset": ...}, ...]; this one holds an object
            empty |  | games.json: a file of recorded games is a JSON array of games, [{"ruleset": ...}, ...]; this one is empty
            trailing | [] [] | games.json:1:4: the file holds one array of games, and nothing after it
            outcome 0 | [{"ruleset":"su20","goal":30,"start":[0,0],"turns":[{"player":0,"dice":1,"outcomes":[0]}]}] | games.json:1:86: an outcome is a face of a die, 1 or more; not 0
            three scores | [{"ruleset":"su20","goal":30,"start":[0,0,0],"turns":[]}] | games.json:1:44: scores are a pair of numbers of 0 or more, player 0's first, such as [0, 0]; not [0, 0, 0]
            goal text | [{"ruleset":"su20","goal":"30","start":[0,0],"turns":[]}] | games.json:1:27: 'goal' must be a whole number, not text
            start text | [{"ruleset":"su20","goal":30,"start":"0,0","turns":[]}] | games.json:1:38: 'start' must be a pair of scores such as [0, 0], not text
            unknown key | [{"ruleset":"su20","goal":30,"start":[0,0],\\n "turns":[],"seed":4}] | games.json:2:13: unknown key 'seed'; a game has ruleset, options, goal, start and turns, and a turn has player, dice, outcomes and scores
            missing key | [{"ruleset":"su20","goal":100,"turns":[]}] | games.json:1:41: missing key 'start'; a game has ruleset, options, goal, start and turns, and a turn has player, dice, outcomes and scores
            duplicate key | [{"ruleset":"su20","ruleset":"su20"}] | games.json:1:29: not valid JSON: Duplicate field 'ruleset'
            unclosed | [{"ruleset":"su20","goal":30,"start":[0,0],"turns":[] | games.json:1:54: not valid JSON: Unexpected end-of-input: expected close marker for Object
            """)
    void aMistakeSaysWhereAndWhat(String what, String json, String message) {
        assertThat(failure(json == null ? "" : json.replace("\\n", "\n"))).startsWith(message);
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path folder) {
        assertThatThrownBy(() -> RecordedGamesReader.open(folder.resolve("none.json")))
                .isInstanceOf(HogException.class)
                .hasMessage(folder.resolve("none.json") + ": no such file; give a JSON file of recorded games");
    }

    @Test
    void readsAFileOneGameAtATime(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("games.json");
        Files.writeString(file, "[" + GAME + ",\n" + GAME + "]");
        try (RecordedGamesReader games = RecordedGamesReader.open(file)) {
            List<RecordedGame> all = new java.util.ArrayList<>();
            games.forEachRemaining(all);
            assertThat(all).hasSize(2).allMatch(game -> game.turns().size() == 2);
        }
    }

    @Test
    void aGameIsReadBeforeTheRestOfTheStreamArrives() {
        // The stream fails if it is read past the first game and its comma: a reader that loads the whole file could
        // not return the first game.
        AtomicInteger served = new AtomicInteger();
        InputStream first = new ByteArrayInputStream(("[" + GAME + ",").getBytes(StandardCharsets.UTF_8));
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                served.incrementAndGet();
                throw new IOException("the rest is not there yet");
            }
        };
        try (RecordedGamesReader games = RecordedGamesReader.of(new SequenceInputStream(Collections.enumeration(
                List.of(first, broken))), "stream")) {
            Optional<RecordedGame> game = games.next();
            assertThat(game).map(RecordedGame::ruleset).hasValue("su20");
        } catch (java.io.UncheckedIOException e) {
            throw new AssertionError("read past the first game", e);
        }
    }
}
