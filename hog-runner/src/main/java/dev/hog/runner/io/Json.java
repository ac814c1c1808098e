package dev.hog.runner.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.json.jackson.StrictJackson;
import java.io.UncheckedIOException;

/**
 * The command's JSON: its output, values (records, lists, maps) as one line each, and what {@code hog serve} reads
 * and writes, with one mapper as strict as the SDK's readers.
 */
public final class Json {
    /** Made on first use: a command that writes no JSON need not build it. */
    private static final class Mapper {
        static final JsonMapper STRICT = StrictJackson.strict(JsonMapper.builder()).build();
    }

    private Json() {
    }

    /**
     * The command's strict JSON mapper, for reading and for writing. Thread-safe; never reconfigure it.
     *
     * @return the mapper
     */
    public static JsonMapper mapper() {
        return Mapper.STRICT;
    }

    /**
     * A value as one line of JSON.
     *
     * @param value a record, list, map or scalar
     * @return the JSON, without a line break
     */
    public static String line(Object value) {
        try {
            return mapper().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
