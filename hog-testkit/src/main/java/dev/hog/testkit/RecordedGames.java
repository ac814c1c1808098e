package dev.hog.testkit;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.api.API;
import dev.hog.api.RecordedGame;
import dev.hog.api.RecordedTurn;
import dev.hog.api.Scores;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads recorded games in the conformance format: a JSON array of games, each
 * {@code {"ruleset":"su20","options":{...},"goal":54,"start":[47,53],"turns":[{"player":0,"dice":9,
 * "outcomes":[...],"scores":[53,48]}, ...]}}, with {@code scores} optional.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class RecordedGames {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    private RecordedGames() {
    }

    /**
     * Reads every game in a file.
     *
     * @param json the file's content
     * @return the games, in order
     * @throws UncheckedIOException if the content is not games in this format
     */
    public static List<RecordedGame> read(InputStream json) {
        Objects.requireNonNull(json, "games file");
        try (json) {
            Game[] games = MAPPER.readValue(json, Game[].class);
            return Arrays.stream(games).map(Game::toRecordedGame).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Game(@JsonProperty(required = true) String ruleset, Map<String, Object> options,
            @JsonProperty(required = true) int goal, @JsonProperty(required = true) int[] start,
            @JsonProperty(required = true) List<Turn> turns) {
        RecordedGame toRecordedGame() {
            return new RecordedGame(ruleset, options == null ? Map.of() : options, goal, pair(start),
                    turns.stream().map(Turn::toRecordedTurn).toList());
        }
    }

    private record Turn(@JsonProperty(required = true) int player, @JsonProperty(required = true) int dice,
            @JsonProperty(required = true) List<Integer> outcomes, int[] scores) {
        RecordedTurn toRecordedTurn() {
            return new RecordedTurn(player, dice, outcomes, scores == null ? null : pair(scores));
        }
    }

    private static Scores pair(int[] pair) {
        if (pair.length != 2) {
            throw new IllegalArgumentException("Scores are a pair, not " + Arrays.toString(pair));
        }
        return new Scores(pair[0], pair[1]);
    }
}
