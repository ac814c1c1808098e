package dev.hog.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.json.RecordedGame;
import dev.hog.json.internal.GameJson;
import dev.hog.json.internal.JsonErrors;
import dev.hog.json.internal.KeyTrackingParser;
import dev.hog.json.internal.Mappers;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a file of recorded games one game at a time, so that a file of any size is read in the memory of one game.
 *
 * <p>The format: a JSON array of games, each
 * {@code {"ruleset":"su20","options":{"feral-hogs":true},"goal":100,"start":[0,0],"turns":[{"player":0,"dice":9,
 * "outcomes":[5,1,1,2,6,1,1,1,5],"scores":[1,0]}, ...]}}, where {@code options} and each turn's {@code scores} may
 * be left out. It is read strictly: an unknown or repeated key, a missing or {@code null} value, a value of the wrong
 * type, an outcome below 1 or anything after the array is a {@link HogException} whose message starts with
 * {@code NAME:LINE:COLUMN:} and says what was wrong and what would be right.
 *
 * <pre>{@code
 * try (RecordedGamesReader games = RecordedGamesReader.open(Path.of("games.json"))) {
 *     for (Optional<RecordedGame> game = games.next(); game.isPresent(); game = games.next()) {
 *         GameRecord played = game.get().replay(registry.get(game.get().ruleset()));
 *     }
 * }
 * }</pre>
 *
 * <p>Not thread-safe: one reader serves one thread.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class RecordedGamesReader implements Closeable {
    private static final ObjectReader GAMES = Mappers.json().readerFor(GameJson.class)
            .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final Pattern SOURCE = Pattern.compile(" \\(start marker at \\[Source:[^\\]]*\\]\\)");
    private static final Pattern MISSING = Pattern.compile("Missing required creator property '([^']*)'");
    private static final String TURN = "a turn: an object with player, dice, outcomes and scores";
    private static final String PAIR = "a pair of scores such as [0, 0]";
    private static final String WHOLE = "a whole number";
    /** What each key holds, and (after a slash) what each element of its list holds. */
    private static final Map<String, String> EXPECTED = Map.ofEntries(
            Map.entry("ruleset", "text, the ruleset's id"),
            Map.entry("options", "an object of option values, such as {\"feral-hogs\": true}"),
            Map.entry("goal", WHOLE),
            Map.entry("start", PAIR),
            Map.entry("start/", WHOLE),
            Map.entry("turns", "a list of turns"),
            Map.entry("turns/", TURN),
            Map.entry("player", WHOLE),
            Map.entry("dice", WHOLE),
            Map.entry("outcomes", "a list of outcomes, such as [3, 1, 6]"),
            Map.entry("outcomes/", WHOLE),
            Map.entry("scores", PAIR),
            Map.entry("scores/", WHOLE));

    private final KeyTrackingParser parser;
    private final String name;
    private int read;
    private boolean started;
    private boolean ended;

    private RecordedGamesReader(InputStream in, String name) {
        this.name = Objects.requireNonNull(name, "name");
        try {
            this.parser = new KeyTrackingParser(Mappers.json().createParser(Objects.requireNonNull(in, "in")));
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": " + e.getMessage(), e);
        }
    }

    /**
     * Opens a file.
     *
     * @param file the file; messages name it as given
     * @return a reader positioned before the first game
     * @throws HogException if there is no such file, or it cannot be opened
     */
    public static RecordedGamesReader open(Path file) {
        try {
            return new RecordedGamesReader(Files.newInputStream(file), file.toString());
        } catch (NoSuchFileException e) {
            throw new HogException(file + ": no such file; give a JSON file of recorded games");
        } catch (IOException e) {
            throw new HogException(file + ": cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * Reads from a stream; closing the reader closes the stream.
     *
     * @param in the stream, in UTF-8
     * @param name what messages call it, such as a file or resource name
     * @return a reader positioned before the first game
     */
    public static RecordedGamesReader of(InputStream in, String name) {
        return new RecordedGamesReader(in, name);
    }

    /**
     * Reads every game of a stream, and closes it.
     *
     * @param in the stream, in UTF-8
     * @param name what messages call it
     * @return the games, in order
     * @throws HogException if the stream does not hold recorded games
     */
    public static List<RecordedGame> readAll(InputStream in, String name) {
        List<RecordedGame> games = new ArrayList<>();
        try (RecordedGamesReader reader = of(in, name)) {
            reader.forEachRemaining(games);
        }
        return games;
    }

    /**
     * The next game.
     *
     * @return the game, or empty after the last one
     * @throws HogException if the file does not hold recorded games at this point, with the place and the reason
     * @throws UncheckedIOException if the file cannot be read
     */
    public Optional<RecordedGame> next() {
        try {
            if (!started) {
                started = true;
                JsonToken first = parser.nextToken();
                if (first != JsonToken.START_ARRAY) {
                    throw located(parser.currentTokenLocation(), "a file of recorded games is a JSON array of games,"
                            + " [{\"ruleset\": ...}, ...]; this one " + (first == null ? "is empty"
                            : "holds " + JsonErrors.describe(first)));
                }
            }
            if (ended) {
                return Optional.empty();
            }
            JsonToken token = parser.nextToken();
            if (token == JsonToken.END_ARRAY) {
                ended = true;
                if (parser.nextToken() != null) {
                    throw located(parser.currentTokenLocation(), "the file holds one array of games, and nothing"
                            + " after it");
                }
                return Optional.empty();
            }
            if (token != JsonToken.START_OBJECT) {
                throw located(parser.currentTokenLocation(), "game " + read + " is " + JsonErrors.describe(token) + "; a game is"
                        + " an object with ruleset, options, goal, start and turns");
            }
            RecordedGame game = GAMES.<GameJson>readValue(parser).toRecordedGame();
            read++;
            return Optional.of(game);
        } catch (JsonProcessingException e) {
            throw translate(e);
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": " + e.getMessage(), e);
        }
    }

    /**
     * Adds every remaining game to a collection.
     *
     * @param games where to add them
     * @throws HogException if the file does not hold recorded games
     */
    public void forEachRemaining(Collection<? super RecordedGame> games) {
        for (Optional<RecordedGame> game = next(); game.isPresent(); game = next()) {
            games.add(game.get());
        }
    }

    /**
     * How many games have been read.
     *
     * @return the count, which is also the index of the next game
     */
    public int gamesRead() {
        return read;
    }

    @Override
    public void close() {
        try {
            parser.close();
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": " + e.getMessage(), e);
        }
    }

    private HogException translate(JsonProcessingException e) {
        if (e instanceof UnrecognizedPropertyException unknown) {
            return located(parser.lastKey(), "unknown key '" + unknown.getPropertyName() + "'; " + GameJson.KEYS);
        }
        if (e instanceof InvalidNullException invalid) {
            List<JsonMappingException.Reference> path = invalid.getPath();
            String property = invalid.getPropertyName().getSimpleName();
            if (property.startsWith("#")) {
                // A pair read from an array has only Jackson's stand-in name: the key is the path's last.
                property = lastKey(path);
            }
            JsonMappingException.Reference last = path.isEmpty() ? null : path.get(path.size() - 1);
            boolean content = last != null && (last.getIndex() >= 0 || !property.equals(last.getFieldName()));
            return located(e.getLocation(), "null " + (content ? "in " : "for ") + "'" + property + "'; "
                    + GameJson.KEYS + ", none of them null");
        }
        if (e instanceof ValueInstantiationException instantiation && instantiation.getCause() != null) {
            return located(e.getLocation(), instantiation.getCause().getMessage());
        }
        Matcher missing = MISSING.matcher(e.getOriginalMessage());
        if (e instanceof MismatchedInputException && missing.find()) {
            return located(e.getLocation(), "missing key '" + missing.group(1) + "'; " + GameJson.KEYS);
        }
        if (e instanceof JsonMappingException mapping) {
            List<JsonMappingException.Reference> path = mapping.getPath();
            String key = lastKey(path);
            boolean element = !path.isEmpty() && path.get(path.size() - 1).getIndex() >= 0;
            String expected = EXPECTED.get(element ? key + "/" : key);
            if (expected != null) {
                return located(e.getLocation(), (element ? "each of '" + key + "'" : "'" + key + "'") + " must be "
                        + expected + ", not " + given());
            }
        }
        if (e instanceof JsonParseException) {
            return located(e.getLocation(), "not valid JSON: " + firstLine(e.getOriginalMessage()));
        }
        return located(e.getLocation(), "not recorded games: " + firstLine(e.getOriginalMessage()));
    }

    private HogException located(JsonLocation location, String message) {
        return JsonErrors.located(name, location, message);
    }

    /**
     * The value the parser stopped at, in words; a whole number too large for the field is named, as "not a whole
     * number" would be wrong.
     */
    private String given() {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NUMBER_INT) {
            try {
                String digits = parser.getText();
                return (digits.length() > 24 ? digits.substring(0, 20) + "..." : digits) + ", which is out of range";
            } catch (IOException e) {
                return JsonErrors.describe(token);
            }
        }
        return JsonErrors.describe(token);
    }

    /** The last key on a path into a game, or empty if there is none. */
    private static String lastKey(List<JsonMappingException.Reference> path) {
        return path.stream().map(JsonMappingException.Reference::getFieldName).filter(Objects::nonNull)
                .reduce((first, second) -> second).orElse("");
    }

    private static String firstLine(String message) {
        int end = message.indexOf('\n');
        return SOURCE.matcher(end < 0 ? message : message.substring(0, end)).replaceAll("").strip();
    }
}
