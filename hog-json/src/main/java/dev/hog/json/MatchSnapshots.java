package dev.hog.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.play.Match;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.json.internal.StrictJackson;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@link MatchSnapshot saved match} as one line of JSON, for a game that keeps its matches in files, a database or
 * a message: the set-up, every turn with its faces, effects and commentary, and the saved dice.
 * <pre>
 * {"ruleset":"su20","options":{"feral-hogs":"true","swine-swap":"true"},"goal":100,"start":{"score0":0,"score1":0},
 *  "turns":[{"number":0,"player":0,"extraTurn":false,"movesAgain":false,"dice":4,"sides":6,"outcomes":[3,5,2,6],
 *  "points":16,"scores":{"score0":16,"score1":0},"effects":[],"commentary":[]}],"dice":"fair:2020:1:..."}
 * </pre>
 * Read strictly: a missing or unknown key, a duplicate key, a wrong type or anything after the object is a
 * {@link HogException} whose message starts with {@code NAME:LINE:COLUMN:}. What the rules decide is checked when the
 * snapshot is {@link Match#restore restored}: each turn is played again from its faces.
 *
 * <p>Thread-safe.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class MatchSnapshots {
    private static final ObjectWriter WRITER = StrictJackson.json().writerFor(MatchSnapshot.class);
    private static final ObjectReader READER = StrictJackson.json().readerFor(MatchSnapshot.class)
            .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .with(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES);

    private static final String KEYS = "a saved match is the JSON that MatchSnapshots.write makes: ruleset, options,"
            + " goal, start, turns and dice";
    private static final Pattern MISSING = Pattern.compile("Missing (?:required )?creator property '([^']*)'");

    private MatchSnapshots() {
    }

    /**
     * Writes a snapshot as one line of JSON.
     *
     * @param snapshot the snapshot
     * @return the JSON
     */
    public static String write(MatchSnapshot snapshot) {
        try {
            return WRITER.writeValueAsString(snapshot);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A snapshot is plain values and always writes", e);
        }
    }

    /**
     * Reads a snapshot written by {@link #write(MatchSnapshot)}.
     *
     * @param json the JSON
     * @param name what messages call it, such as a file name
     * @return the snapshot
     * @throws HogException at the place of a mistake
     */
    public static MatchSnapshot read(String json, String name) {
        try {
            return READER.readValue(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? name : name + ":" + at.getLineNr() + ":" + at.getColumnNr();
            throw new HogException(where + ": " + what(e) + "; " + KEYS, e);
        }
    }

    /** What was wrong, in the file's terms: the key, where it is, and what it is not. */
    private static String what(JsonProcessingException e) {
        if (e instanceof UnrecognizedPropertyException unknown) {
            return "unknown key '" + unknown.getPropertyName() + "'";
        }
        Matcher missing = MISSING.matcher(e.getOriginalMessage());
        if (missing.find()) {
            return "missing key '" + missing.group(1) + "'";
        }
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            StringBuilder path = new StringBuilder();
            for (JsonMappingException.Reference reference : mapping.getPath()) {
                if (reference.getFieldName() != null) {
                    path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
                } else {
                    path.append('[').append(reference.getIndex()).append(']');
                }
            }
            Class<?> type = mapping instanceof MismatchedInputException input ? input.getTargetType() : null;
            return "'" + path + "' is not " + (type == null ? "what a saved match holds there"
                    : type == int.class || type == Integer.class ? "a whole number"
                    : type == boolean.class || type == Boolean.class ? "true or false"
                    : type == String.class ? "text" : "a " + type.getSimpleName());
        }
        return "not JSON: " + e.getOriginalMessage().split("\\n")[0];
    }
}
