package dev.hog.runner.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.hog.json.internal.StrictJackson;
import java.io.UncheckedIOException;

/** Writes the command's JSON output: values (records, lists, maps) as one line each, with the SDK's one mapper. */
public final class Json {
    private Json() {
    }

    /**
     * A value as one line of JSON.
     *
     * @param value a record, list, map or scalar
     * @return the JSON, without a line break
     */
    public static String line(Object value) {
        try {
            return StrictJackson.json().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
