package dev.hog.json.jackson;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.hog.api.API;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Says in one line what is wrong with YAML that does not parse, the way the SDK's readers say it: a duplicate key and a
 * tab in plain words, anything else in the parser's own words without its copy of the line.
 *
 * <p>Stateless and thread-safe.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class YamlErrors {
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '([^']*)'");

    private YamlErrors() {
    }

    /**
     * What is wrong: {@code duplicate key 'goal'; each key may appear once}, {@code a tab character; YAML indents and
     * separates with spaces, never tabs}, or {@code not valid YAML: } and the parser's words. The place is not part of
     * it: the exception's location gives the line and column.
     *
     * @param e what a YAML parser (or a mapper reading YAML) threw
     * @return one line, without the place
     * @throws NullPointerException if the exception is null
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
}
