package dev.hog.runner;

import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.rule.RuleException;
import dev.hog.runner.config.ConfigException;
import dev.hog.runner.strategy.TournamentEntries;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The one place a failure of the command becomes its exit code and its line on standard error, by the SDK's three
 * kinds (docs/errors.md): a caller's mistake is a usage mistake ({@value #USAGE}); a ruleset's fault, a plugin's and
 * an engine limit are failures ({@value #FAILURE}), a fault naming the ruleset's plugin and jar; anything else is a
 * failure of {@code hog} itself, the only one printed with its stack trace.
 *
 * <p>A line is one line whatever the message holds: what a user typed comes back in messages, so control characters
 * are shown as escapes ({@code \n}, {@code \t}, {@code \0}, {@code \u001b}) rather than breaking the line or moving
 * the terminal's cursor, and a line longer than {@value #MAX_LINE} characters loses its middle to an ellipsis, so that
 * a megabyte pasted as a value is not printed back whole. The name of a Java exception class says nothing to a user and
 * is left out of a mistake's line. Several mistakes found in one run, such as a tournament's unreadable entries,
 * are one line each.
 */
public final class FailureLines {
    /** Exit code for a usage or configuration mistake. */
    static final int USAGE = 2;
    /** Exit code for a failure. */
    static final int FAILURE = 1;
    /** The longest line, with its {@code hog: } and its hint. */
    public static final int MAX_LINE = 300;

    private static final String PREFIX = "hog: ";
    private static final String ELLIPSIS = "\u2026";
    /** A Java exception's qualified class name and its colon, as {@code Throwable.toString} puts them in a message. */
    private static final Pattern CLASS_NAME =
            Pattern.compile("\\b(?:[a-z_][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error)\\b:?\\s*");

    private final Session session;
    private final PrintWriter err;

    /**
     * The failures of a run.
     *
     * @param session the run's session, which knows the plugins to blame
     * @param err where the lines go
     */
    FailureLines(Session session, PrintWriter err) {
        this.session = session;
        this.err = err;
    }

    /**
     * Reports a failure in its line, with its stack trace if it is a fault of {@code hog} itself.
     *
     * @param failure what went wrong
     * @return the exit code
     */
    int report(Throwable failure) {
        if (failure instanceof TournamentEntries.Unreadable unreadable) {
            unreadable.problems().forEach(problem -> err.println(line(withoutClassNames(problem), "")));
            return USAGE;
        }
        Verdict verdict = verdict(failure);
        err.println(line(verdict.message(), ""));
        if (verdict.ownFault()) {
            failure.printStackTrace(err);
        }
        return verdict.exitCode();
    }

    /**
     * Reports a mistake on the command line.
     *
     * @param message what was wrong
     * @param hint what follows the message however long it is, such as {@code  (see hog solve --help)}
     * @return {@value #USAGE}
     */
    int mistake(String message, String hint) {
        err.println(line(withoutClassNames(message), hint));
        return USAGE;
    }

    /**
     * What a failure is: its exit code, its message, and whether it is a fault of {@code hog} itself.
     *
     * @param exitCode the exit code
     * @param message the message, without {@code hog: }
     * @param ownFault whether the failure is a bug of {@code hog}, to be shown with its stack trace
     */
    record Verdict(int exitCode, String message, boolean ownFault) {
    }

    /**
     * What a failure is, by its kind.
     *
     * @param failure what went wrong
     * @return the verdict
     */
    Verdict verdict(Throwable failure) {
        if (failure instanceof HogException || failure instanceof ConfigException) {
            return new Verdict(USAGE, withoutClassNames(failure.getMessage()), false);
        }
        if (failure instanceof EngineLimitException) {
            return new Verdict(FAILURE, failure.getMessage(), false);
        }
        if (failure instanceof RuleException broken) {
            String id = broken.ruleset().orElse("?");
            return new Verdict(FAILURE, "the ruleset " + id + originOf(id) + " broke its contract, a fault for its"
                    + " author to fix: " + broken.getMessage(), false);
        }
        if (failure instanceof PluginFault) {
            return new Verdict(FAILURE, failure.getMessage(), false);
        }
        if (failure instanceof OutOfMemoryError) {
            return new Verdict(FAILURE, "out of memory (" + failure.getMessage() + "); ask for less, such as fewer"
                    + " --games or a smaller --goal, or give Java more with HOG_JAVA_OPTS=-Xmx4g", false);
        }
        Optional<String> plugin = session.loadedPlugins().flatMap(plugins -> plugins.blame(failure));
        if (plugin.isPresent()) {
            return new Verdict(FAILURE, PluginFault.describe(plugin.get(), failure), false);
        }
        if (failure instanceof UncheckedIOException io) {
            return new Verdict(FAILURE, withoutClassNames(io.getMessage()), false);
        }
        return new Verdict(FAILURE, "internal error: " + failure, true);
    }

    /**
     * A message as its one line: {@code hog: }, the message with its control characters escaped, cut to fit in
     * {@value #MAX_LINE} characters with an ellipsis, and the hint.
     *
     * @param message what was wrong
     * @param hint what follows the message uncut, such as where the help is; empty for none
     * @return the line, without its line break
     */
    static String line(String message, String hint) {
        return PREFIX + visible(String.valueOf(message), Math.max(1, MAX_LINE - PREFIX.length() - hint.length()))
                + hint;
    }

    /**
     * Text as it can be shown in a line: each control character as an escape, and at most so many characters. Text
     * that is longer loses its middle to an ellipsis, keeping its start, which says what was wrong, and its end, which
     * says what would be right, as this command's messages do; an escape is never cut in two.
     *
     * @param text the text
     * @param max the most characters, at least 1
     * @return the text to show
     */
    public static String visible(String text, int max) {
        if (text.length() <= max) {
            String whole = escaped(text);
            if (whole.length() <= max) {
                return whole;
            }
        }
        int headRoom = (max - ELLIPSIS.length()) / 2;
        int tailRoom = max - ELLIPSIS.length() - headRoom;
        StringBuilder head = new StringBuilder();
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            String piece = escaped(text.codePointAt(i));
            if (head.length() + piece.length() > headRoom) {
                break;
            }
            head.append(piece);
        }
        StringBuilder tail = new StringBuilder();
        for (int i = text.length(); i > 0; i -= Character.charCount(text.codePointBefore(i))) {
            String piece = escaped(text.codePointBefore(i));
            if (tail.length() + piece.length() > tailRoom) {
                break;
            }
            tail.insert(0, piece);
        }
        return head + ELLIPSIS + tail;
    }

    private static String escaped(String text) {
        StringBuilder shown = new StringBuilder();
        text.codePoints().forEach(codePoint -> shown.append(escaped(codePoint)));
        return shown.toString();
    }

    private static String escaped(int codePoint) {
        return switch (codePoint) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case 0 -> "\\0";
            default -> Character.isISOControl(codePoint) || Character.getType(codePoint) == Character.LINE_SEPARATOR
                    || Character.getType(codePoint) == Character.PARAGRAPH_SEPARATOR
                    ? String.format("\\u%04x", codePoint) : Character.toString(codePoint);
        };
    }

    /** The message without the Java exception class names a cause's {@code toString} may have put in it. */
    private static String withoutClassNames(String message) {
        return message == null ? "" : CLASS_NAME.matcher(message).replaceAll("");
    }

    /** Where a ruleset came from, as this run loaded it: its provider, version and jar. */
    private String originOf(String id) {
        return session.loadedPlugins().flatMap(plugins -> plugins.registry().entries().stream()
                .filter(entry -> entry.ruleset().id().equals(id)).findFirst())
                .map(entry -> ", from " + entry.origin() + ",").orElse("");
    }
}
