package dev.hog.json.internal;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Says in one line what is wrong with YAML that does not parse, in the parser's own words without its copy of the line,
 * and a tab in plain words. Internal: for the SDK's own readers.
 */
public final class YamlErrors {
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '([^']*)'");

    private YamlErrors() {
    }

    /**
     * What is wrong.
     *
     * @param e the parser's exception
     * @return one line, without the place
     */
    public static String describe(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        Matcher duplicate = DUPLICATE.matcher(message);
        if (duplicate.find()) {
            return "duplicate key '" + duplicate.group(1) + "'; each key may appear once";
        }
        if (message.contains("\\t(TAB)")) {
            return "a tab character; YAML indents and separates with spaces, never tabs";
        }
        return "not valid YAML: " + message.lines().filter(line -> !line.isBlank() && !line.startsWith(" in 'reader'")
                && !line.startsWith("    ")).map(String::strip).collect(Collectors.joining(": "));
    }

    /**
     * Where it is, as a message's start.
     *
     * @param name what messages call the text
     * @param e the parser's exception
     * @return {@code NAME:LINE:COL: }, or {@code NAME: } when the parser does not say
     */
    public static String at(String name, JsonProcessingException e) {
        JsonLocation location = e.getLocation();
        return location == null || location.getLineNr() < 1 ? name + ": "
                : name + ":" + location.getLineNr() + ":" + location.getColumnNr() + ": ";
    }
}
