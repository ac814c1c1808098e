package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * House rulesets composed in YAML from the rules of the built-in rulesets: composing a course ruleset's own rules gives
 * exactly its game, and a ruleset no course used plays, simulates and solves like any other.
 */
class HouseRulesetsTest {
    private static final Pattern VALUE = Pattern.compile("\"value\":([0-9.E-]+)");
    private static final Pattern MEAN = Pattern.compile("\"mean\":([0-9.E-]+)");

    @TempDir
    Path folder;

    @BeforeEach
    void makeRulesetsFolder() throws IOException {
        Files.createDirectories(folder.resolve("rulesets"));
    }

    private HogCli withRuleset(String file, String yaml) throws IOException {
        Files.writeString(folder.resolve("rulesets").resolve(file), yaml);
        return new HogCli(folder);
    }

    private static double first(Pattern pattern, String json) {
        Matcher matcher = pattern.matcher(json);
        assertThat(matcher.find()).as(json).isTrue();
        return Double.parseDouble(matcher.group(1));
    }

    @Test
    void su20sOwnRulesWithoutFeralHogsSolveToExactlySu20sValue() throws IOException {
        HogCli cli = withRuleset("plain.yaml", """
                id: plain20
                rules: [su20/pig-out, su20/free-bacon, su20/swine-swap]
                baseline: always:6
                """);

        String composed = cli.run("solve", "--rulesets", "rulesets", "--ruleset", "plain20", "--json").out();
        String course = cli.run("solve", "--ruleset", "su20", "--set", "feral-hogs=false", "--json").out();

        assertThat(first(VALUE, composed)).isEqualTo(first(VALUE, course));
    }

    @Test
    void su15sFourRulesSolveToExactlySu15sValue() throws IOException {
        HogCli cli = withRuleset("fifteen.yaml", """
                id: fifteen
                name: su15 again
                rules: [su15/pig-out, su15/free-bacon, su15/hog-wild, su15/swine-swap]
                baseline: always:5
                strategies: [su15/bacon]
                """);

        String composed = cli.run("solve", "--rulesets", "rulesets", "--ruleset", "fifteen", "--json").out();
        String course = cli.run("solve", "--ruleset", "su15", "--json").out();

        assertThat(first(VALUE, composed)).isEqualTo(first(VALUE, course));
        assertThat(composed).contains("{\"against\":\"bacon:margin=8,rolls=5\"");
    }

    @Test
    void aRulesetNoCourseUsedPlaysAndItsExactFiguresAgreeWithSimulation() throws IOException {
        HogCli cli = withRuleset("sus20.yaml", """
                id: sus20
                rules: [su20/pig-out, su20/free-bacon, su20/swine-swap, sp24/sus-fuss]
                baseline: always:6
                """);

        HogCli.Result played = cli.run("trace", "--rulesets", "rulesets", "--ruleset", "sus20", "--dice", "4,2",
                "--p0", "always:2", "--p1", "always:0", "--goal", "30");
        double exact = first(MEAN, cli.run("compare", "--rulesets", "rulesets", "--ruleset", "sus20", "always:5",
                "always:6", "--json").out());
        String simulated = cli.run("simulate", "--rulesets", "rulesets", "--ruleset", "sus20", "--p0", "always:5",
                "--p1", "always:6", "--games", "400000", "--seed", "3", "--json").out();

        assertThat(played.out()).contains("Sus Fuss!").containsPattern("Player [01] wins, \\d+ to \\d+\\.\n$");
        assertThat(played.exitCode()).isZero();
        Matcher interval = Pattern.compile("\"ci95\":\\[([0-9.E-]+),([0-9.E-]+)]").matcher(simulated);
        assertThat(interval.find()).as(simulated).isTrue();
        double low = Double.parseDouble(interval.group(1));
        double high = Double.parseDouble(interval.group(2));
        double margin = (high - low) / 2 * (3.29 / 1.96);
        assertThat(exact).isBetween((low + high) / 2 - margin, (low + high) / 2 + margin);
    }

    @Test
    void aRuleWithParametersTakesThem() throws IOException {
        HogCli cli = withRuleset("wild.yaml", """
                id: wilder
                rules: [su20/pig-out, {rule: su15/hog-wild, sides: 3, multiple: 5}]
                """);

        HogCli.Result result = cli.run("trace", "--rulesets", "rulesets", "--ruleset", "wilder", "--dice", "2",
                "--p0", "always:1", "--p1", "always:1", "--goal", "3");

        assertThat(result.out()).startsWith("Player 0: 1 die (3-sided): 2 = 2 points.\n  Hog Wild! 3-sided dice.\n");
    }

    @Test
    void theRuleThatWinsIsKeptWhenTwoDecideTheSameThing() throws IOException {
        HogCli cli = withRuleset("both.yaml", """
                id: both-bacons
                rules: [su20/pig-out, su20/free-bacon, su15/free-bacon]
                wins: [su15/free-bacon]
                """);

        HogCli.Result result = cli.run("trace", "--rulesets", "rulesets", "--ruleset", "both-bacons", "--dice", "3",
                "--p0", "always:3", "--p1", "always:0", "--goal", "12", "--json");

        // su15's Free Bacon scores 1 + the largest digit of 9: 10; su20's would score 10 - 9 + 0 = 1.
        assertThat(result.out().lines().skip(1).findFirst()).hasValueSatisfying(line ->
                assertThat(line).contains("\"points\":10"));
    }

    @Test
    void houseRulesInlineInTheConfigurationPlay() throws IOException {
        HogCli cli = new HogCli(folder).file("hog.yaml", """
                ruleset:
                  id: inline
                  rules: [su20/pig-out, sp21/piggy-points]
                  goal: 40
                players:
                  - name: Ann
                    strategy: always:0
                  - name: Bob
                    strategy: always:3
                """);

        HogCli.Result result = cli.run("trace", "--dice", "5");

        assertThat(result.out()).startsWith("Player 0: no dice = 3 points.\n  Piggy Points! 3 points.\n");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void theRulesetsFolderBesideTheLauncherIsListedWithWhereEachCameFrom() throws IOException {
        Path file = folder.resolve("rulesets").resolve("plain.yaml");
        Files.writeString(file, "id: plain20\nrules: [su20/pig-out]\n");

        HogCli.Result result = new HogCli(folder).run("rulesets", "--rulesets", "rulesets");

        assertThat(result.out()).contains("plain20: plain20\n  House rules.\n  house rules, from " + file + "\n",
                "    plain20/pig-out: ");
    }
}
