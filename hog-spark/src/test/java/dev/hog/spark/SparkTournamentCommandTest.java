package dev.hog.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.Tournament;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.api.game.Strategy;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The job's command line, as spark-submit runs it, here on Spark's local mode: entries in, the same JSON out. */
class SparkTournamentCommandTest {
    @TempDir
    Path folder;

    @Test
    void theExecutorsGetTheThroughputCollectorUnlessTheOptionsChooseOne() {
        assertThat(SparkTournament.executorOptions("", "")).isEqualTo("-XX:+UseParallelGC");
        assertThat(SparkTournament.executorOptions("", " -Xss4m -Dhog.x=1 "))
                .isEqualTo("-XX:+UseParallelGC -Xss4m -Dhog.x=1");
        assertThat(SparkTournament.executorOptions("", "-XX:+UseG1GC")).isEqualTo("-XX:+UseG1GC");
        assertThat(SparkTournament.executorOptions("", "-Xss4m\n\n-XX:+UseZGC\n-Dx=1"))
                .as("options on lines of their own").isEqualTo("-Xss4m\n\n-XX:+UseZGC\n-Dx=1");
        assertThat(SparkTournament.executorOptions("-XX:+UseG1GC -Xss4m", "-Dx=1"))
                .as("a collector the cluster's defaults choose").isEqualTo("-Dx=1");
        assertThat(SparkTournament.executorOptions("", "-Dnote=-XX:+UseG1GC")).as("a property's value chooses nothing")
                .isEqualTo("-XX:+UseParallelGC -Dnote=-XX:+UseG1GC");
    }

    @Test
    void theJobReadsEntriesAndWritesTheTournamentsJson() throws Exception {
        Path tables = Files.createDirectories(folder.resolve("tables"));
        Files.writeString(tables.resolve("fives.csv"), ("5,".repeat(99) + "5\n").repeat(100));
        Files.writeString(tables.resolve("threes.json"), "[" + String.join(",",
                java.util.Collections.nCopies(100, "[" + "3,".repeat(99) + "3]")) + "]");
        Path json = folder.resolve("tournament.json");
        Path csv = folder.resolve("matrix.csv");
        System.setProperty("spark.master", "local[2]");
        System.setProperty("spark.ui.enabled", "false");
        StringWriter err = new StringWriter();

        int exit = new CommandLine(new SparkTournament()).setErr(new PrintWriter(err)).execute("--ruleset", "su15",
                "--entries", tables.toString(), "bacon", "always:4", "--json", json.toString(), "--csv",
                csv.toString());

        assertThat(exit).as(err.toString()).isZero();
        JsonNode written = new JsonMapper().readTree(json.toFile());
        GameDefinition rules = RulesetRegistry.discover().get("su15").defaultGame();
        List<String> names = List.of("bacon", "always:4", "fives.csv", "threes.json");
        List<Strategy> strategies = List.of(RulesetRegistry.discover().get(rules.rulesetId()).strategy("bacon"), Strategy.alwaysRoll(4),
                Strategy.alwaysRoll(5), Strategy.alwaysRoll(3));
        Tournament.Result local;
        try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
            local = Tournament.run(evaluator, names, strategies, 1, null);
        }
        JsonNode expected = new JsonMapper().readTree(dev.hog.runner.io.TournamentFiles.json(local));
        for (String key : List.of("ruleset", "options", "goal", "entries", "matrix", "first", "ranking")) {
            assertThat(written.get(key)).as(key).isEqualTo(expected.get(key));
        }
        assertThat(Files.readAllLines(csv).get(0)).isEqualTo("entry,bacon,always:4,fives.csv,threes.json");
    }
}
