package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.RulesetRegistry;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The packaged command: one jar that runs with {@code java -jar} and finds every built-in ruleset. */
class ShadedJarIT {
    private static final Path JAR = Path.of(System.getProperty("hog.jar", "target/hog.jar"));

    private static String run(String... args) throws IOException, InterruptedException {
        return run(null, args);
    }

    /** A run whose Python strategies' choices are kept in the cache given, if one is. */
    private static String run(Path cache, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (cache != null) {
            builder.environment().put("HOG_CACHE", cache.toString());
        }
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        return output;
    }

    @Test
    void theJarListsEveryBuiltInRuleset() throws Exception {
        assertThat(Files.isRegularFile(JAR)).as(JAR + " is built").isTrue();

        String output = run("rulesets");

        assertThat(output).contains("sp21: ", "sp24: ", "su15: ", "su18: ", "su20: ");
        assertThat(output).contains("from " + JAR.toAbsolutePath());
    }

    @Test
    void theJarPlaysAndTellsItsVersion() throws Exception {
        assertThat(run("--version")).isEqualTo("hog " + RulesetRegistry.apiVersion() + "\n");
        assertThat(run("trace", "--ruleset", "sp21", "--dice", "5", "--p0", "always:1", "--p1", "always:1",
                "--goal", "10", "--json")).endsWith("{\"final\":[10,5],\"winner\":0}\n");
    }

    /** The student's folder has no dice.py or ucb.py: the jar's own are imported. */
    @Test
    void theJarRunsAStudentsHogPyWithTheDriverAndTheCourseModulesItCarries(@TempDir Path folder) throws Exception {
        Python3.assumeAvailable();
        for (String file : List.of("hog.py", "digits.py")) {
            Files.copy(Path.of("src/test/resources/python", file), folder.resolve(file));
        }
        String student = "python:" + folder.resolve("hog.py");

        String compared = run(folder.resolve("cache"), "compare", "--ruleset", "su20", student, "always:4");

        assertThat(compared.replace(student, "always:4")).isEqualTo(run("compare", "--ruleset", "su20", "always:4",
                "always:4"));
    }

    @Test
    void aFiftyMegabyteReplayFileStreamsThroughASmallHeap(@TempDir Path folder) throws Exception {
        String recorded = Files.readString(Path.of("src/test/resources/games/su20-games.json")).strip();
        String games = recorded.substring(1, recorded.length() - 1).strip();
        Path big = folder.resolve("big.json");
        int copies = 0;
        try (Writer out = Files.newBufferedWriter(big)) {
            out.write("[");
            while (Files.size(big) < 50_000_000) {
                out.write(copies == 0 ? games : ",\n" + games);
                out.flush();
                copies++;
            }
            out.write("]");
        }

        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-jar", JAR.toString(), "replay", big.toString(), "--check")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();

        assertThat(err).isEqualTo(big + ": " + 100 * copies + " games replayed, 0 differ from the recording\n");
        assertThat(process.exitValue()).isZero();
    }

    /** A file-size limit makes a write fail part way, as a full disk would; the file that was there must survive. */
    @Test
    void anOutputThatCannotBeWrittenWholeLeavesTheOldFileAsItWas(@TempDir Path folder) throws Exception {
        String old = "the good table\n".repeat(1_000);
        Path table = Files.writeString(folder.resolve("good.csv"), old);
        Path map = Files.writeString(folder.resolve("good.svg"), old);

        String table8k = underFileSizeLimit(folder, "solve", "--ruleset", "su15", "--export", "good.csv");
        String map8k = underFileSizeLimit(folder, "compare", "--ruleset", "su15", "always:4", "optimal",
                "--regret", "good.svg");

        assertThat(table8k).startsWith("hog: Cannot write " + table.toAbsolutePath() + ": ")
                .endsWith("; the file is left as it was\n");
        assertThat(map8k).contains("hog: Cannot write " + map.toAbsolutePath() + ": ");
        assertThat(table).hasContent(old.strip());
        assertThat(map).hasContent(old.strip());
        try (var left = Files.list(folder)) {
            assertThat(left).containsExactlyInAnyOrder(table, map);
        }
    }

    /** Runs the command with files limited to 8 KiB, and gives its error output. */
    private static String underFileSizeLimit(Path folder, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", "-c", "ulimit -f 8 && exec \"$0\" \"$@\"",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                JAR.toAbsolutePath().toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(folder.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as(err).isNotZero();
        return err;
    }
}
