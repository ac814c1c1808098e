package dev.hog.json.internal;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import dev.hog.api.HogException;
import dev.hog.json.jackson.YamlErrors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML document as plain values (maps, lists, text, whole numbers, booleans), with where each value was written, by
 * path: {@code rules[2].sides}. A library that checks plain values (house rules) names the path of a mistake; this
 * turns it into a line and column.
 *
 * <p>Internal: for the SDK's own readers; it may change in any release.
 *
 * @param value the document
 * @param places each value's line and column, by path; the document itself is the empty path
 */
public record LocatedTree(Object value, Map<String, int[]> places) {
    /**
     * Reads a YAML document strictly: duplicate keys, a second document and invalid YAML are mistakes.
     *
     * @param yaml the text
     * @param name what messages call it
     * @return the document and its places
     * @throws HogException at the place of a mistake: {@code NAME:LINE:COL: message}
     */
    public static LocatedTree read(String yaml, String name) {
        try (JsonParser parser = Mappers.yamlFactory().createParser(yaml)) {
            Map<String, int[]> places = new HashMap<>();
            JsonToken first = parser.nextToken();
            Object value = first == null ? null : value(parser, "", places);
            if (parser.nextToken() != null) {
                JsonLocation at = parser.currentTokenLocation();
                throw new HogException(name + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": a file is one YAML"
                        + " document; remove the second one that starts here");
            }
            return new LocatedTree(value, places);
        } catch (JsonProcessingException e) {
            throw new HogException(at(name, e) + YamlErrors.describe(e), e);
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": " + e.getMessage(), e);
        }
    }

    /** Where a parser's mistake is, as a message's start: {@code NAME:LINE:COL: }, or {@code NAME: } if unsaid. */
    private static String at(String name, JsonProcessingException e) {
        JsonLocation location = e.getLocation();
        return location == null || location.getLineNr() < 1 ? name + ": "
                : name + ":" + location.getLineNr() + ":" + location.getColumnNr() + ": ";
    }

    private static Object value(JsonParser parser, String path, Map<String, int[]> places) throws IOException {
        JsonLocation at = parser.currentTokenLocation();
        places.put(path, new int[] {at.getLineNr(), at.getColumnNr()});
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT -> {
                Map<String, Object> map = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    String child = path.isEmpty() ? key : path + "." + key;
                    JsonLocation keyAt = parser.currentTokenLocation();
                    parser.nextToken();
                    map.put(key, value(parser, child, places));
                    places.put(child + "#key", new int[] {keyAt.getLineNr(), keyAt.getColumnNr()});
                }
                return map;
            }
            case START_ARRAY -> {
                List<Object> list = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    list.add(value(parser, path + "[" + list.size() + "]", places));
                }
                return list;
            }
            case VALUE_NUMBER_INT -> {
                return parser.getNumberType() == JsonParser.NumberType.INT ? parser.getIntValue()
                        : parser.getNumberValue();
            }
            case VALUE_NUMBER_FLOAT -> {
                return parser.getDoubleValue();
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return parser.getBooleanValue();
            }
            case VALUE_NULL -> {
                return null;
            }
            default -> {
                return parser.getText();
            }
        }
    }

    /**
     * Where a path was written: its key, else its value (an item of a list has no key), else the nearest enclosing
     * one's.
     *
     * @param path a path such as {@code rules[2].sides}
     * @return the line and column, or {@code {0, 0}} if nothing of it was written
     */
    public int[] place(String path) {
        for (String at = path; ; at = parent(at)) {
            int[] key = places.get(at + "#key");
            if (key != null) {
                return key;
            }
            int[] value = places.get(at);
            if (value != null) {
                return value;
            }
            if (at.isEmpty()) {
                return new int[2];
            }
        }
    }

    private static String parent(String path) {
        int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
        return cut < 0 ? "" : path.substring(0, cut);
    }
}
