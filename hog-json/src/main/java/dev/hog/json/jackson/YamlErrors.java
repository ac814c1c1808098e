package dev.hog.json.jackson;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
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
    private static final Pattern DEPTH = Pattern.compile("nesting depth \\(\\d+\\) exceeds the maximum allowed \\((\\d+)");
    /** The name of the setting behind a limit, which means nothing to the person whose file broke it. */
    private static final Pattern LIMIT = Pattern.compile(",? from `[^`]*`");

    private YamlErrors() {
    }

    /**
     * What is wrong: {@code duplicate key 'goal'; each key may appear once}, {@code a tab character; YAML indents and
     * separates with spaces, never tabs}, {@code a key is plain text, not a list or a mapping}, {@code nested more
     * than 1000 levels deep; ...}, or {@code not valid YAML: } and the parser's problem in its context. An exception
     * that wraps the parser's (as a mapper's does when the text breaks off a value) is described by the parser's. The
     * place is not part of it: the exception's location gives the line and column.
     *
     * @param e what a YAML parser (or a mapper reading YAML) threw
     * @return one line, without the place
     * @throws NullPointerException if the exception is null
     */
    public static String describe(JsonProcessingException e) {
        JsonProcessingException cause = e;
        while (cause.getCause() instanceof JsonProcessingException inner) {
            cause = inner;
        }
        String message = cause.getOriginalMessage();
        if (cause instanceof StreamConstraintsException) {
            Matcher depth = DEPTH.matcher(message);
            return depth.find() ? "nested more than " + depth.group(1) + " levels deep; nothing the SDK reads nests"
                    + " more than a few" : "too large to read: " + LIMIT.matcher(message).replaceAll("");
        }
        Matcher duplicate = DUPLICATE.matcher(message);
        if (duplicate.find()) {
            return "duplicate key '" + duplicate.group(1) + "'; each key may appear once";
        }
        if (message.contains("\\t(TAB)")) {
            return "a tab character; YAML indents and separates with spaces, never tabs";
        }
        if (message.startsWith("Expected a field name")) {
            return "a key is plain text, not a list or a mapping";
        }
        return "not valid YAML: " + message.lines().filter(line -> !line.isBlank() && !line.startsWith(" in 'reader'")
                && !line.startsWith("    ")).map(String::strip).collect(Collectors.joining(": "));
    }
}
