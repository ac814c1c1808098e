package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What fuzzing the command line found, each a user's mistake that must come back as one line of at most 300
 * characters, with exit code 2, naming no Java class and printing no stack trace.
 */
class CommandLineMistakesTest {
    @TempDir
    Path folder;

    private HogCli.Result hog(String... args) {
        HogCli.Result result = new HogCli(folder).run(args);
        assertThat(result.exitCode()).as(result.err()).isEqualTo(2);
        assertThat(result.err().lines()).singleElement().asString().startsWith("hog: ").hasSizeLessThanOrEqualTo(300)
                .doesNotContain("Exception", "picocli");
        return result;
    }

    @Test
    void aRulesetNameWithANewlineStaysOnItsLine() {
        assertThat(hog("solve", "--ruleset", "su20\nhog: fake").err()).isEqualTo("hog: Unknown ruleset"
                + " 'su20\\nhog: fake'; the rulesets are " + HogCli.RULESETS + "\n");
    }

    @Test
    void aMegabyteValueIsNotEchoedWhole() {
        String huge = "x".repeat(1 << 20);

        assertThat(hog("simulate", "--p0", huge, "--games", "1").err())
                .startsWith("hog: --p0 xxx").contains("\u2026")
                .endsWith("strategies are always:N, baseline (always:6), bacon[:cutoff=8,rolls=6],"
                        + " swap[:cutoff=8,rolls=6], human, table:FILE, python:FILE[:FUNCTION], optimal\n");
    }

    @Test
    void aMegabyteOptionIsNotEchoedWhole() {
        assertThat(hog("solve", "--" + "x".repeat(1 << 20)).err()).startsWith("hog: Unknown option: '--xxx")
                .endsWith("xxx' (see hog solve --help)\n");
    }

    @Test
    void aLoneQuoteInAnOptionsValueIsTheOptionsMistakeNotPicocliWarnings() {
        // picocli warns on the process's own standard error, not on the command's.
        ByteArrayOutputStream processErr = new ByteArrayOutputStream();
        PrintStream before = System.err;
        HogCli.Result result;
        System.setErr(new PrintStream(processErr, true, StandardCharsets.UTF_8));
        try {
            result = hog("solve", "--set", "feral-hogs=\"false");
        } finally {
            System.setErr(before);
        }

        assertThat(result.err()).isEqualTo("hog: --set feral-hogs=\"false: Option feral-hogs takes true or false, not"
                + " '\"false'\n");
        assertThat(processErr.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aStrategyGivenAsAParameterIsNamedInWords() {
        assertThat(hog("compare", "python:none.py", "baseline").err()).isEqualTo("hog: python:none.py (the first"
                + " strategy): " + folder.resolve("none.py") + ": no such file\n");
        assertThat(hog("compare", "baseline", "boar:").err()).startsWith("hog: boar: (the second strategy): ");
    }

    @Test
    void aMissingParameterIsNamedInWords() {
        assertThat(hog("compare", "baseline").err())
                .isEqualTo("hog: missing the second strategy, B (see hog compare --help)\n");
        assertThat(hog("replay").err())
                .isEqualTo("hog: missing a JSON file of recorded games (see hog replay --help)\n");
    }

    @Test
    void aValueOfTheWrongTypeSaysWhatTheOptionTakes() {
        assertThat(hog("simulate", "--games", "many").err())
                .isEqualTo("hog: --games takes a whole number; not 'many' (see hog simulate --help)\n");
    }

    @Test
    void controlCharactersInAnUnknownArgumentAreEscaped() {
        assertThat(hog("solve", "x\u001b[2J\ty").err())
                .isEqualTo("hog: Unmatched argument at index 1: 'x\\u001b[2J\\ty' (see hog solve --help)\n");
    }
}
