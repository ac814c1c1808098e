package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code table:FILE} strategies: CSV, and the course contest's JSON 100 by 100 array. */
class StrategyTableTest {
    private static final Pattern TURN =
            Pattern.compile("\"player\":(\\d),.*\"dice\":(\\d+),.*\"scores\":\\[(\\d+),(\\d+)\\]");

    @TempDir
    Path folder;

    /** A table that rolls (score + opponent) % 4 + 1 dice, as CSV rows. */
    private static String csv(int size) {
        return IntStream.range(0, size).mapToObj(score -> IntStream.range(0, size)
                .mapToObj(opponent -> String.valueOf((score + opponent) % 4 + 1))
                .collect(Collectors.joining(","))).collect(Collectors.joining("\n", "# rows: my score\n", "\n"));
    }

    private static String json(int size) {
        return IntStream.range(0, size).mapToObj(score -> IntStream.range(0, size)
                .mapToObj(opponent -> String.valueOf((score + opponent) % 4 + 1))
                .collect(Collectors.joining(",", "[", "]"))).collect(Collectors.joining(",\n", "[", "]"));
    }

    private HogCli.Result trace(HogCli cli, String table) {
        return cli.run("trace", "--ruleset", "su20", "--dice", "2", "--p0", "table:" + table, "--p1", "always:1",
                "--json");
    }

    @Test
    void aCsvTableChoosesByBothScores() {
        HogCli.Result result = trace(new HogCli(folder).file("s.csv", csv(100)), "s.csv");

        assertThat(result.exitCode()).isZero();
        int before = 0;
        for (String line : result.out().lines().filter(line -> line.startsWith("{\"player\"")).toList()) {
            Matcher turn = TURN.matcher(line);
            assertThat(turn.find()).isTrue();
            if (turn.group(1).equals("0")) {
                assertThat(Integer.parseInt(turn.group(2))).as(line).isEqualTo(before % 4 + 1);
            }
            before = Integer.parseInt(turn.group(3)) + Integer.parseInt(turn.group(4));
        }
    }

    @Test
    void aJsonTableAsTheContestTookIt() {
        HogCli.Result csv = trace(new HogCli(folder).file("s.csv", csv(100)), "s.csv");
        HogCli.Result json = trace(new HogCli(folder).file("s.json", json(100)), "s.json");

        assertThat(json.out()).isEqualTo(csv.out());
    }

    @Test
    void aTableInTheConfigurationIsFoundBesideIt() {
        HogCli cli = new HogCli(folder).file("s.csv", csv(100))
                .file("hog.yaml", "players:\n  - strategy: table:s.csv\n  - strategy: always:1\n");

        HogCli.Result result = cli.run("play", "--seed", "1");

        assertThat(result.out()).contains("Player 0 (player 0, table:s.csv) against");
    }

    @Test
    void aTableTooSmallForTheGoalIsAMistake() {
        HogCli.Result result = trace(new HogCli(folder).file("s.csv", csv(50)), "s.csv");

        assertThat(result.err()).isEqualTo("hog: --p0 table:s.csv: " + folder.resolve("s.csv") + ": the table has 50"
                + " rows; it needs one per score from 0 to 99, 100 at least\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void aCellOutOfRangeIsAMistakeNamingItsScores() {
        HogCli.Result result = trace(new HogCli(folder).file("s.csv", csv(100).replaceFirst("1,2,3", "1,11,3")),
                "s.csv");

        assertThat(result.err()).isEqualTo("hog: --p0 table:s.csv: " + folder.resolve("s.csv") + ": the table says 11"
                + " dice at scores 0 and 1; a strategy rolls 0 to 10\n");
    }

    @Test
    void aCellThatIsNotANumberIsAMistakeNamingItsLine() {
        HogCli.Result result = trace(new HogCli(folder).file("s.csv", csv(100).replaceFirst("\n1,2,3", "\n1,x,3")),
                "s.csv");

        assertThat(result.err()).isEqualTo("hog: --p0 table:s.csv: " + folder.resolve("s.csv") + ":2: value 2 is 'x',"
                + " not a whole number\n");
    }

    @Test
    void aMissingTableIsAMistake() {
        HogCli.Result result = trace(new HogCli(folder), "none.csv");

        assertThat(result.err()).isEqualTo("hog: --p0 table:none.csv: Strategy table " + folder.resolve("none.csv")
                + ": no such file\n");
    }
}
