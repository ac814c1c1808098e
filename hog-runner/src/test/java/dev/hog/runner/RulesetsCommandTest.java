package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hog rulesets}, and the command's help and version. */
class RulesetsCommandTest {
    @TempDir
    Path folder;

    @Test
    void listsEveryRulesetWithItsRulesOptionsStrategiesVersionAndOrigin() {
        HogCli.Result result = new HogCli(folder).run("rulesets");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("sp21: CS 61A Spring 2021\n", "sp24: CS 61A Spring 2024\n",
                "su15: CS 61A Summer 2015\n", "su18: CS 61A Summer 2018 (Swift port)\n", "su20: CS 61A Summer 2020\n");
        assertThat(result.out()).contains("  rules: Pig Out, Free Bacon, Feral Hogs (when feral-hogs=true),"
                + " Swine Swap (when"
                + " swine-swap=true)\n"
                + "    su20/pig-out: If any die comes up 1, the turn scores 1; otherwise it scores the sum of the"
                + " dice.\n", "    su20/feral-hogs: ",
                "  options:\n    feral-hogs=true (true|false): Feral Hogs: +3 points for rolling exactly 2 away from"
                + " your previous turn's points\n    swine-swap=true (true|false): Swine Swap: the scores swap when the"
                + " ones digits differ by the opponent's tens digit\n  baseline: always:6\n  strategies:\n"
                + "    bacon [cutoff=8 (0..10000), rolls=6 (0..10)]: Rolls no dice when Free Bacon gives at least"
                + " cutoff points, else rolls dice.\n");
        assertThat(result.out()).contains("  rules: Sow Sad, Boar Brawl, Sus Fuss (when update=sus)\n");
        assertThat(result.out()).contains("    su15/hog-wild [sides=4 (1..100), multiple=7 (1..1000)]: When the scores"
                + " sum to a multiple of `multiple` at the start of a turn, the mover rolls dice of `sides` sides.\n");
        assertThat(result.out()).containsPattern("  version (\\S+), built against hog-api \\1, from"
                + " \\S*hog-rules-su20\\S*\n");
    }

    @Test
    void listsTheOfferingsByYearWithTheRulesetThatPlaysEach() {
        HogCli.Result result = new HogCli(folder).run("rulesets", "--offerings");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).startsWith("CS 61A offerings, by year: the offering, the ruleset that plays its rules,"
                + " and the rules.\n  2015  sp15  sp15  ");
        assertThat(result.out()).contains("  2023  sp23  fa22  ", "        fa23  sp24  Sow Sad, Boar Brawl, Sus Fuss\n",
                "  2024  sp24  sp24  Sow Sad, Boar Brawl, Sus Fuss\n");
        List<Integer> terms = result.out().lines().filter(line -> line.matches("  (\\d{4}|    )  (sp|su|fa)\\d\\d  .*"))
                .map(line -> Integer.parseInt(line.substring(10, 12)) * 3 + List.of("sp", "su", "fa")
                        .indexOf(line.substring(8, 10))).toList();
        assertThat(terms).as("one line an offering, in order of year and term").hasSize(29)
                .isSorted().doesNotHaveDuplicates();
        assertThat(result.out()).doesNotContain("sp24: CS 61A Spring 2024");
    }

    @Test
    void aRulesetIsListedAloneByItsIdOrTheIdOfAnOfferingThatPlayedIt() {
        HogCli.Result result = new HogCli(folder).run("rulesets", "fa24");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).startsWith("sp24: CS 61A Spring 2024\n");
        assertThat(result.out()).contains("  also the rules of fa23, su24, fa24, sp25, su25, fa25\n");
        assertThat(result.out()).doesNotContain("su20: ", "CS 61A offerings");

        HogCli.Result both = new HogCli(folder).run("rulesets", "--offerings", "fa24");
        assertThat(both.err()).isEqualTo("hog: --offerings lists every offering, not some rulesets: leave out fa24, or"
                + " --offerings to list those rulesets in full\n");
        assertThat(both.exitCode()).isEqualTo(2);

        HogCli.Result unknown = new HogCli(folder).run("rulesets", "fa14");
        assertThat(unknown.err()).startsWith("hog: Unknown ruleset 'fa14'; the rulesets are ");
        assertThat(unknown.exitCode()).isEqualTo(2);
    }

    @Test
    void everyCommandHasHelpAndVersion() {
        for (String command : new String[] {"rulesets", "play", "trace", "replay"}) {
            HogCli.Result help = new HogCli(folder).run(command, "--help");
            HogCli.Result version = new HogCli(folder).run(command, "--version");

            assertThat(help.out()).startsWith("Usage: hog " + command);
            assertThat(help.exitCode()).isZero();
            assertThat(version.out()).startsWith("hog ");
            assertThat(version.exitCode()).isZero();
        }
    }

    @Test
    void noCommandShowsTheUsageAsAMistake() {
        HogCli.Result result = new HogCli(folder).run();

        assertThat(result.err()).startsWith("Usage: hog [-hV] [--plugins=DIR] [--rulesets=DIR] [COMMAND]");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void anUnknownCommandIsAUsageMistake() {
        HogCli.Result result = new HogCli(folder).run("plya");

        assertThat(result.err()).isEqualTo("hog: Unmatched argument at index 0: 'plya'; did you mean play or replay"
                + " or analyze? (see hog --help)\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void everyCommandSummaryIsAWholeSentence() {
        String help = new HogCli(folder).run("--help").out();
        String commands = help.substring(help.indexOf("Commands:\n") + "Commands:\n".length());
        // A summary may wrap onto indented lines; joined, each ends a sentence.
        List<String> summaries = new ArrayList<>();
        for (String line : commands.lines().toList()) {
            if (line.startsWith("  ") && !line.startsWith("   ")) {
                summaries.add(line.strip());
            } else {
                summaries.set(summaries.size() - 1, summaries.get(summaries.size() - 1) + " " + line.strip());
            }
        }

        assertThat(summaries).hasSize(13).allMatch(summary -> summary.endsWith("."), "ends a sentence");
    }
}
