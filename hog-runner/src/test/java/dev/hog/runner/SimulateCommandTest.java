package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hog simulate} and {@code hog experiments}. */
class SimulateCommandTest {
    private static final Pattern JSON = Pattern.compile("\\{\"games\":(\\d+),\"winRate\":([0-9.E-]+),"
            + "\"ci95\":\\[([0-9.E-]+),([0-9.E-]+)\\],\"gamesPerSecond\":(\\d+),\"threads\":(\\d+),\"seed\":9}\n");

    @TempDir
    Path folder;

    private HogCli.Result hog(String... args) {
        return new HogCli(folder).run(args);
    }

    @Test
    void writesOneJsonLineWithTheWinRateItsIntervalAndTheThroughput() {
        HogCli.Result result = hog("simulate", "--ruleset", "su15", "--p0", "bacon", "--p1", "baseline", "--games",
                "200000", "--seed", "9", "--threads", "2", "--json");

        Matcher json = JSON.matcher(result.out());
        assertThat(json.matches()).as(result.out()).isTrue();
        assertThat(json.group(1)).isEqualTo("200000");
        double rate = Double.parseDouble(json.group(2));
        assertThat(Double.parseDouble(json.group(3))).isLessThan(rate).isLessThanOrEqualTo(0.5437);
        assertThat(Double.parseDouble(json.group(4))).isGreaterThan(rate).isGreaterThanOrEqualTo(0.5437);
        assertThat(Long.parseLong(json.group(5))).isPositive();
        assertThat(json.group(6)).isEqualTo("2");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void theSameSeedGivesTheSameResultWhateverTheThreads() {
        String one = hog("simulate", "--ruleset", "su20", "--p0", "swap", "--p1", "always:6", "--games", "100000",
                "--seed", "4", "--threads", "1", "--json").out();
        String two = hog("simulate", "--ruleset", "su20", "--p0", "swap", "--p1", "always:6", "--games", "100000",
                "--seed", "4", "--threads", "2", "--json").out();

        assertThat(rateAndInterval(two)).isEqualTo(rateAndInterval(one));
    }

    private static String rateAndInterval(String json) {
        return json.substring(0, json.indexOf(",\"gamesPerSecond\""));
    }

    @Test
    void readsWellByDefault() {
        HogCli.Result result = hog("simulate", "--ruleset", "sp24", "--p0", "boar:threshold=10", "--p1", "always:6",
                "--games", "20000", "--seed", "3", "--threads", "1");

        assertThat(result.out()).startsWith("sp24 (update=sus), goal 100: boar:threshold=10,rolls=6 against always:6,"
                + " averaged over both seats.\n20,000 games (seed 3): win rate 0.");
        assertThat(result.out()).containsPattern("\\n[0-9,]+ games per second on 1 thread\\.\\n$");
        assertThat(result.err()).as("no progress bar when nobody watches a terminal").isEmpty();
    }

    @Test
    void aQuickRunShowsNoProgressEvenAtATerminal() {
        HogCli.Result result = new HogCli(folder).atTerminal().run("simulate", "--ruleset", "su20", "--p0",
                "always:5", "--p1", "always:6", "--games", "1000", "--seed", "1");

        assertThat(result.err()).isEmpty();
    }

    @Test
    void aPersonCannotPlayASimulation() {
        HogCli.Result result = hog("simulate", "--ruleset", "su20", "--p0", "human", "--p1", "always:6");

        assertThat(result.err()).isEqualTo("hog: --p0 human: a person cannot be solved or simulated; give always:N,"
                + " baseline, optimal, table:FILE, python:FILE or a ruleset's named strategy\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void gamesAndThreadsMustBePositive() {
        assertThat(hog("simulate", "--ruleset", "su20", "--p0", "always:5", "--p1", "always:6", "--games", "1").err())
                .isEqualTo("hog: --games must be from 2 to 4,503,599,627,370,496 (2^52, the most a simulation"
                        + " counts exactly); not 1\n");
        assertThat(hog("simulate", "--ruleset", "su20", "--p0", "always:5", "--p1", "always:6", "--threads", "0")
                .err()).startsWith("hog: --threads must be from 1 to ").endsWith(" here); not 0\n");
    }

    @Test
    void experimentsReportWhatTheCoursesRunExperimentsDid() {
        HogCli.Result result = hog("experiments", "--ruleset", "su15", "--games", "20000", "--seed", "5");

        assertThat(result.out()).startsWith("Experiments for su15 (hog-wild=true, swine-swap=true), goal 100,"
                + " against the baseline always:5:\n"
                + "Max scoring num rolls for six-sided dice: ");
        assertThat(result.out()).contains("Win rates over both seats, 20,000 games each (seed 5):\n");
        assertThat(result.out().lines().filter(line -> line.matches("  \\S+ +0\\.\\d{4}  \\(0\\.\\d{4} to"
                + " 0\\.\\d{4}\\)")))
                .hasSize(12);
        assertThat(result.out()).contains("  always:10 ", "  bacon:margin=8,rolls=5 ", "  swap:margin=8,rolls=5 ");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void experimentsAsJson() {
        HogCli.Result result = hog("experiments", "--ruleset", "sp24", "--set", "update=simple", "--games", "2000",
                "--seed", "5", "--json");

        assertThat(result.out()).startsWith("{\"ruleset\":\"sp24\",\"options\":{\"update\":\"simple\"},\"goal\":100,"
                + "\"baseline\":\"always:6\",\"maxScoringNumRolls\":");
        assertThat(result.out()).contains("{\"strategy\":\"catch-up\",\"winRate\":");
    }
}
