package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * A failure's line is one line of at most 300 characters, whatever the message holds: control characters as escapes,
 * a long middle as an ellipsis, and no Java exception class names.
 */
class FailureLinesTest {
    @Test
    void controlCharactersAreShownAsEscapes() {
        assertThat(FailureLines.line("Unknown ruleset 'su20\nhog: fake\t\0\u001b[31m\r'", ""))
                .isEqualTo("hog: Unknown ruleset 'su20\\nhog: fake\\t\\0\\u001b[31m\\r'");
    }

    @Test
    void aLineSeparatorOfUnicodeIsAnEscapeToo() {
        assertThat(FailureLines.line("a\u2028b\u0085c", "")).isEqualTo("hog: a\\u2028b\\u0085c");
    }

    @Test
    void aLongMessageKeepsItsStartAndItsEndAroundAnEllipsis() {
        String message = "--p0 " + "x".repeat(1_000_000) + ": Unknown strategy; the strategies are always:N";

        String line = FailureLines.line(message, " (see hog simulate --help)");

        assertThat(line).hasSize(FailureLines.MAX_LINE)
                .startsWith("hog: --p0 xxx")
                .contains("x\u2026x")
                .endsWith("xxx: Unknown strategy; the strategies are always:N (see hog simulate --help)");
    }

    @Test
    void anEscapeIsNotCutInTwo() {
        String line = FailureLines.line("\n".repeat(400), "");

        assertThat(line).hasSizeLessThanOrEqualTo(FailureLines.MAX_LINE).matches("hog: (\\\\n)+\u2026(\\\\n)+");
    }

    @Test
    void aLineThatFitsIsLeftWhole() {
        String message = "y".repeat(FailureLines.MAX_LINE - "hog: ".length());

        assertThat(FailureLines.line(message, "")).isEqualTo("hog: " + message);
    }

    @Test
    void aMistakeNamesNoExceptionClass() {
        StringWriter err = new StringWriter();
        FailureLines failures = new FailureLines(null, new PrintWriter(err, true));

        int code = failures.mistake("cannot read x.yaml: java.nio.file.AccessDeniedException: x.yaml", "");

        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("hog: cannot read x.yaml: x.yaml" + System.lineSeparator());
    }

    @Test
    void suggestionsAreWithinTwoEdits() {
        assertThat(Suggestions.edits("--gaol", "--goal")).isEqualTo(2);
        assertThat(Suggestions.edits("--seeed", "--seed")).isEqualTo(1);
        assertThat(Suggestions.edits("", "--seed")).isEqualTo(6);
    }
}
