package dev.hog.runner.config;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds places in a configuration or data file's text. Jackson reports a key that is unknown or repeated at its value,
 * or after it; messages are clearer at the key itself, which is on the reported line or a few lines above.
 */
public final class SourceText {
    private static final int LINES_BACK = 3;

    private SourceText() {
    }

    /**
     * Where a key was written: the last {@code key:} (YAML) or {@code "key":} (JSON) at or before a reported place.
     *
     * @param text the file's text
     * @param line the reported line, from 1
     * @param column the reported column, from 1
     * @param key the key
     * @return the key's line and column, or the reported ones if it is not found nearby
     */
    public static int[] keyPosition(String text, int line, int column, String key) {
        String[] lines = text.split("\n", -1);
        Pattern pattern = Pattern.compile("(^|[\\s{,\\-])\"?" + Pattern.quote(key) + "\"?\\s*:");
        // A place past the end (as an alias's keys are reported) is searched from the end to the top.
        boolean pastEnd = line > lines.length || line == lines.length && lines[line - 1].isBlank();
        int top = pastEnd ? 1 : Math.max(1, line - LINES_BACK);
        for (int candidate = Math.min(line, lines.length); candidate >= top; candidate--) {
            Matcher matcher = pattern.matcher(lines[candidate - 1]);
            int found = -1;
            while (matcher.find()) {
                int start = matcher.start() + matcher.group(1).length() + 1;
                if (candidate < line || start < column) {
                    found = start;
                }
            }
            if (found > 0) {
                return new int[] {candidate, found};
            }
        }
        if (pastEnd) {
            int last = lines.length;
            while (last > 1 && lines[last - 1].isBlank()) {
                last--;
            }
            return new int[] {last, 1};
        }
        return new int[] {line, column};
    }

    /**
     * The text at a place, up to the end of its line or a comment, for saying what was found there.
     *
     * @param text the file's text
     * @param line the line, from 1
     * @param column the column, from 1
     * @return the text there, at most 40 characters
     */
    public static String at(String text, int line, int column) {
        String[] lines = text.split("\n", -1);
        if (line < 1 || line > lines.length) {
            return "what is there";
        }
        String rest = lines[line - 1].substring(Math.min(Math.max(column - 1, 0), lines[line - 1].length()));
        int comment = rest.indexOf(" #");
        rest = (comment >= 0 ? rest.substring(0, comment) : rest).strip();
        if (rest.isEmpty()) {
            return "an empty value";
        }
        return rest.length() > 40 ? rest.substring(0, 40) + "..." : rest;
    }
}
