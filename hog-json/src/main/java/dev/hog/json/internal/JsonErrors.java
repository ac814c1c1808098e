package dev.hog.json.internal;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonEOFException;
import dev.hog.api.HogException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Says in one line where JSON is wrong and what was found there, in the file's terms rather than the parser's, for
 * the SDK's JSON readers. Text taken from the file is shortened and its control characters shown as codes, so that a
 * message stays one short line whatever the file holds.
 *
 * <p>Internal: for the SDK's own readers; it may change in any release.
 */
public final class JsonErrors {
    /** The most characters of a file's text that a message quotes. */
    private static final int QUOTED = 48;
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate field '(.*)'", Pattern.DOTALL);
    private static final Pattern TOKEN = Pattern.compile("^Unrecognized token '(.*?)': was expecting", Pattern.DOTALL);
    private static final Pattern CHARACTER = Pattern.compile("^Unexpected character \\('(.*?)' \\(code (\\d+)",
            Pattern.DOTALL);
    private static final Pattern CONTROL = Pattern.compile("^(?:Illegal|Unexpected) (unquoted )?character"
            + " \\(\\(CTRL-CHAR, code (\\d+)\\)\\)");

    private static final Pattern CLOSE = Pattern.compile("^Unexpected close marker '(.)': expected '(.)'");
    private static final Pattern ESCAPE = Pattern.compile("^Unrecognized character escape .*?\\(code (\\d+)\\)",
            Pattern.DOTALL);

    private JsonErrors() {
    }

    /**
     * A mistake at its place.
     *
     * @param name what messages call the file
     * @param location where the mistake is, or {@code null} when the parser does not say
     * @param message what is wrong and what would be right
     * @return {@code NAME:LINE:COLUMN: message}, or {@code NAME: message} without a place
     */
    public static HogException located(String name, JsonLocation location, String message) {
        return located(name, location, message, null);
    }

    /**
     * A mistake at its place, with the exception that found it.
     *
     * @param name what messages call the file
     * @param location where the mistake is, or {@code null} when the parser does not say
     * @param message what is wrong and what would be right
     * @param cause the parser's exception, or {@code null}
     * @return {@code NAME:LINE:COLUMN: message}, or {@code NAME: message} without a place
     */
    public static HogException located(String name, JsonLocation location, String message, Throwable cause) {
        boolean placed = location != null && location.getLineNr() > 0 && location.getColumnNr() > 0;
        return new HogException(name + (placed ? ":" + location.getLineNr() + ":" + location.getColumnNr() : "")
                + ": " + message, cause);
    }

    /**
     * What a token is, in words.
     *
     * @param token the token, or {@code null} at the end of the file
     * @return such as {@code text} or {@code a whole number}
     */
    public static String describe(JsonToken token) {
        if (token == null) {
            return "the end of the file";
        }
        return switch (token) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "text";
            case VALUE_NUMBER_INT -> "a whole number";
            case VALUE_NUMBER_FLOAT -> "a number with a fraction";
            case VALUE_TRUE, VALUE_FALSE -> "true or false";
            case VALUE_NULL -> "null";
            default -> "'" + token.asString() + "'";
        };
    }

    /**
     * The key a parser found twice, when that is what it reports.
     *
     * @param e the parser's exception
     * @return the key, or empty for another mistake
     */
    public static Optional<String> duplicateKey(JsonParseException e) {
        Matcher duplicate = DUPLICATE.matcher(e.getOriginalMessage());
        return duplicate.find() ? Optional.of(duplicate.group(1)) : Optional.empty();
    }

    /**
     * Whether the text ended before the JSON did: a file cut short.
     *
     * @param e the parser's exception
     * @return whether that is what it reports
     */
    public static boolean endsEarly(JsonParseException e) {
        return e instanceof JsonEOFException || e.getOriginalMessage().startsWith("Unexpected end-of-input");
    }

    /**
     * What a parser found that is not JSON, in words and without its copy of the text.
     *
     * @param e the parser's exception
     * @return such as {@code unexpected 'x'}
     */
    public static String unexpected(JsonParseException e) {
        String message = e.getOriginalMessage();
        Matcher token = TOKEN.matcher(message);
        if (token.find()) {
            return "unexpected " + quote(token.group(1));
        }
        Matcher character = CHARACTER.matcher(message);
        if (character.find()) {
            return "unexpected " + quote(Character.toString(Integer.parseInt(character.group(2))));
        }
        Matcher close = CLOSE.matcher(message);
        if (close.find()) {
            return "unexpected '" + close.group(1) + "' where '" + close.group(2) + "' would close what is open";
        }
        Matcher escape = ESCAPE.matcher(message);
        if (escape.find()) {
            return "an escape " + quote("\\" + Character.toString(Integer.parseInt(escape.group(1))))
                    + " that JSON does not have";
        }
        Matcher control = CONTROL.matcher(message);
        if (control.find()) {
            return "a control character (code " + control.group(2) + ")"
                    + (control.group(1) == null ? " between values" : " inside text, where it must be escaped");
        }
        return "something JSON does not allow";
    }

    /**
     * Text from a file, quoted for a message: at most a short prefix, and control characters as codes.
     *
     * @param text the text
     * @return such as {@code 'colour'} or {@code 'a very long key that goes...' (2000 characters)}
     */
    public static String quote(String text) {
        StringBuilder quoted = new StringBuilder("'");
        text.codePoints().limit(QUOTED).forEach(c -> {
            if (Character.isISOControl(c) || !Character.isDefined(c)) {
                quoted.append("\\u").append(String.format("%04x", c));
            } else {
                quoted.appendCodePoint(c);
            }
        });
        quoted.append(text.codePointCount(0, text.length()) > QUOTED ? "...' (" + text.length() + " characters)"
                : "'");
        return quoted.toString();
    }
}
