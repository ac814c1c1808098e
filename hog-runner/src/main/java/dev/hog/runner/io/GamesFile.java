package dev.hog.runner.io;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.api.HogException;
import dev.hog.api.RecordedGame;
import dev.hog.api.RecordedTurn;
import dev.hog.api.Scores;
import dev.hog.runner.config.SourceText;
import dev.hog.runner.config.StrictJackson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a file of recorded games: a JSON array of
 * {@code {"ruleset":"su20","options":{...},"goal":54,"start":[47,53],"turns":[{"player":0,"dice":9,
 * "outcomes":[...],"scores":[53,48]}, ...]}}, where {@code options} and each turn's {@code scores} are optional.
 * Read strictly; a mistake is reported as {@code FILE:LINE:COL: message}.
 */
public final class GamesFile {
    private static final JsonMapper MAPPER = StrictJackson.strict(JsonMapper.builder()).build();

    private static final String KEYS = "a game has ruleset, options, goal, start and turns, and a turn has player,"
            + " dice, outcomes and scores";
    private static final Pattern MISSING = Pattern.compile("Missing required creator property '([^']*)'");

    private GamesFile() {
    }

    /**
     * Reads the games in a file.
     *
     * @param file the file
     * @return the games, in order
     * @throws HogException if the file cannot be read or is not recorded games
     */
    public static List<RecordedGame> read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new HogException(file + ": no such file");
        } catch (IOException e) {
            throw new HogException(file + ": cannot be read: " + e.getMessage(), e);
        }
        try {
            Game[] games = MAPPER.readValue(text, Game[].class);
            List<RecordedGame> recorded = new ArrayList<>(games.length);
            for (int i = 0; i < games.length; i++) {
                recorded.add(games[i].toRecordedGame(file, i));
            }
            return recorded;
        } catch (UnrecognizedPropertyException e) {
            throw new HogException(at(file, text, e, e.getPropertyName()) + "unknown key '" + e.getPropertyName()
                    + "'; " + KEYS);
        } catch (JsonProcessingException e) {
            Matcher missing = MISSING.matcher(e.getOriginalMessage());
            if (missing.find()) {
                throw new HogException(at(file, text, e, null) + "missing key '" + missing.group(1) + "'; " + KEYS);
            }
            throw new HogException(at(file, text, e, null) + "not recorded games: "
                    + e.getOriginalMessage().lines().findFirst().orElse(""));
        }
    }

    private static String at(Path file, String text, JsonProcessingException e, String key) {
        JsonLocation location = e.getLocation();
        if (location == null) {
            return file + ": ";
        }
        int[] at = key == null ? new int[] {location.getLineNr(), location.getColumnNr()}
                : SourceText.keyPosition(text, location.getLineNr(), location.getColumnNr(), key);
        return file + ":" + at[0] + ":" + at[1] + ": ";
    }

    private record Game(@JsonProperty(required = true) String ruleset, Map<String, Object> options,
            @JsonProperty(required = true) int goal, @JsonProperty(required = true) int[] start,
            @JsonProperty(required = true) List<Turn> turns) {
        RecordedGame toRecordedGame(Path file, int index) {
            return new RecordedGame(ruleset, options == null ? Map.of() : options, goal, pair(file, index, start),
                    turns.stream().map(turn -> turn.toRecordedTurn(file, index)).toList());
        }
    }

    private record Turn(@JsonProperty(required = true) int player, @JsonProperty(required = true) int dice,
            @JsonProperty(required = true) List<Integer> outcomes, int[] scores) {
        RecordedTurn toRecordedTurn(Path file, int game) {
            return new RecordedTurn(player, dice, outcomes, scores == null ? null : pair(file, game, scores));
        }
    }

    private static Scores pair(Path file, int game, int[] scores) {
        if (scores.length != 2) {
            throw new HogException(file + ": game " + game + " has " + scores.length + " scores where a pair belongs");
        }
        return new Scores(scores[0], scores[1]);
    }
}
