package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command's exit code follows the SDK's three kinds of failure (docs/errors.md): a caller's mistake is a usage
 * mistake, exit 2; an engine limit is a failure of the request, exit 1; each is one line, without a stack trace.
 */
class FailureKindsTest {
    /** Pig Out alone: rolling no dice scores nothing, so two players who never roll never reach the goal. */
    private static final String STALL = "id: stall\nrules: [su20/pig-out]\nbaseline: always:0\n";

    @TempDir
    Path folder;

    private HogCli cli() throws IOException {
        Files.createDirectories(folder.resolve("rulesets"));
        Files.writeString(folder.resolve("rulesets/stall.yaml"), STALL);
        return new HogCli(folder);
    }

    @Test
    void aGameThatNeverEndsIsAnEngineLimitNotAUsageMistake() throws IOException {
        HogCli.Result result = cli().run("simulate", "--rulesets", "rulesets", "--ruleset", "stall", "--p0",
                "always:0", "--p1", "always:0", "--games", "2", "--threads", "1");

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err()).isEqualTo("hog: The game did not end after 1000000 turns; under stall, goal 100, the"
                + " strategies stall at scores 0 and 0 and do not reach the goal" + System.lineSeparator());
    }

    @Test
    void aStrategyOfElevenDiceIsAUsageMistake() throws IOException {
        HogCli.Result result = cli().run("simulate", "--rulesets", "rulesets", "--ruleset", "stall", "--p0",
                "always:11", "--p1", "always:0", "--games", "2");

        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err().lines()).singleElement().asString().startsWith("hog: ").doesNotContain("Exception");
    }
}
