package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The YAML configuration: how it chooses the ruleset, options and players, and its error messages, word for word.
 * Every mistake exits with 2 and one line on standard error, without a stack trace.
 */
class ConfigurationTest {
    @TempDir
    Path folder;

    private HogCli hog() {
        return new HogCli(folder);
    }

    private HogCli.Result traceWith(String yaml) {
        return hog().file("bad.yaml", yaml)
                .run("trace", "--config", "bad.yaml", "--dice", "3", "--p0", "always:1", "--p1", "always:1");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        unknown key          | ruleset: su20\\ngolf: 100                   | bad.yaml:2:1: unknown key 'golf'; known keys: ruleset, options, goal, start, seed, players, commentary
        duplicate key        | ruleset: su20\\ngoal: 100\\ngoal: 90        | bad.yaml:3:1: duplicate key 'goal'; each key may appear once
        text for a number    | goal: a hundred                            | bad.yaml:1:7: goal must be a whole number, not a hundred
        quoted number        | goal: '100'                                | bad.yaml:1:7: goal must be a whole number, not '100'
        fraction             | goal: 99.5                                 | bad.yaml:1:7: goal must be a whole number, not 99.5
        list for text        | ruleset: [su20, sp24]                      | bad.yaml:1:10: ruleset is a ruleset's id, such as su20, or house rules: a mapping with id and rules
        unknown ruleset      | ruleset: su16                              | bad.yaml:1:10: Unknown ruleset 'su16'; the rulesets are fa16, fa17, fa18, fa19, fa20, fa21, fa22, sp15, sp17, sp18, sp19, sp20, sp21, sp22, sp24, su15, su18, su19, su20, su21, su22, su23
        unknown option       | ruleset: su20\\noptions:\\n  feral_hogs: no | bad.yaml:3:15: Ruleset su20 has no option 'feral_hogs'; its options are feral-hogs, swine-swap
        ill-typed option     | ruleset: sp24\\noptions:\\n  update: fancy  | bad.yaml:3:11: Option update takes one of sus, simple, not 'fancy'
        goal out of range    | goal: 0                                    | bad.yaml:1:7: The goal must be from 1 to 10000, not 0
        one start score      | start: [5]                                 | bad.yaml:1:8: start is two scores of 0 or more, player 0's first, such as [0, 0]; not [5]
        three players        | players: [{strategy: human}, {strategy: human}, {strategy: human}] | bad.yaml:1:10: players lists two players, player 0 first; not 3
        unknown player key   | players:\\n  - name: Ann\\n    stratgy: bacon | bad.yaml:3:5: unknown key 'stratgy' in a player; known keys: name, strategy
        unknown commentary   | commentary: [scores, jokes]                | bad.yaml:1:22: commentary takes scores, lead-changes, highest; not 'jokes'
        second document      | goal: 50\\n---\\ngoal: 60                   | bad.yaml:3:1: a configuration is one YAML document; remove the second one that starts here
        a list, not a map    | - su20                                     | bad.yaml:1:1: the configuration must be a mapping of keys to values (ruleset, options, goal, start, seed, players, commentary), not - su20
        """)
    void mistakesAreReportedAtTheirPlace(String mistake, String yaml, String message) {
        HogCli.Result result = traceWith(yaml.replace("\\n", "\n"));

        assertThat(result.err()).isEqualTo("hog: " + message + "\n");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.out()).isEmpty();
    }

    @Test
    void aStrategyInTheConfigurationIsReportedAtItsPlace() {
        HogCli.Result result = hog().file("bad.yaml", "players:\n  - strategy: bacn\n  - strategy: human\n")
                .run("play", "--config", "bad.yaml");

        assertThat(result.err()).isEqualTo("hog: bad.yaml:2:15: Unknown strategy 'bacn'; the strategies are always:N,"
                + " baseline (always:6), bacon[:cutoff=8,rolls=6], swap[:cutoff=8,rolls=6], human, table:FILE,"
                + " python:FILE[:FUNCTION], optimal\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void aMissingConfigurationFileIsNamed() {
        HogCli.Result result = hog().run("play", "--config", "nowhere.yaml");

        assertThat(result.err()).isEqualTo("hog: nowhere.yaml: no such file\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void withoutAConfigurationTheBundledOneChoosesSu20AndItsDefaults() {
        HogCli.Result result = hog().run("trace", "--dice", "3", "--p0", "always:2", "--p1", "always:2", "--json");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).startsWith("{\"number\":0,\"player\":0,\"extraTurn\":false,\"movesAgain\":false,\"dice\":2,\"sides\":6,"
                + "\"outcomes\":[3,3],\"points\":6,\"scores\":[9,0],"
                + "\"effects\":[{\"rule\":\"Feral Hogs\",\"message\":\"+3 points.\"}],\"commentary\":[]}");
    }

    @Test
    void hogYamlInTheWorkingDirectoryIsReadWithoutAsking() {
        HogCli.Result result = hog().file("hog.yaml", "ruleset: su20\noptions:\n  feral-hogs: false\n")
                .run("trace", "--dice", "3", "--p0", "always:2", "--p1", "always:2", "--json");

        assertThat(result.out()).startsWith("{\"number\":0,\"player\":0,\"extraTurn\":false,\"movesAgain\":false,\"dice\":2,\"sides\":6,"
                + "\"outcomes\":[3,3],\"points\":6,\"scores\":[6,0],"
                + "\"effects\":[],\"commentary\":[]}");
    }

    @Test
    void theRulesetFlagWinsOverTheConfigurationAndDropsItsOptions() {
        HogCli.Result result = hog().file("hog.yaml", "ruleset: su20\noptions:\n  feral-hogs: false\n")
                .run("trace", "--ruleset", "sp24", "--dice", "3", "--p0", "always:2", "--p1", "always:2", "--json");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).as("6 has 4 factors: Sus Fuss makes it 7").startsWith(
                "{\"number\":0,\"player\":0,\"extraTurn\":false,\"movesAgain\":false,\"dice\":2,\"sides\":6,"
                        + "\"outcomes\":[3,3],\"points\":6,\"scores\":[7,0],\"effects\":[{\"rule\":\"Sus Fuss\","
                        + "\"message\":\"6 becomes 7.\"}],\"commentary\":[]}");
    }

    @Test
    void setWinsOverTheConfigurationsOptions() {
        HogCli.Result result = hog().file("hog.yaml", "ruleset: su20\noptions:\n  feral-hogs: false\n")
                .run("trace", "--set", "feral-hogs=true", "--dice", "3", "--p0", "always:2", "--p1", "always:2",
                        "--json");

        assertThat(result.out()).contains("\"scores\":[9,0]");
    }

    @Test
    void aSetMistakeNamesTheFlag() {
        HogCli.Result bad = hog().run("trace", "--set", "feral-hogs=maybe", "--dice", "3", "--p0", "always:1",
                "--p1", "always:1");
        HogCli.Result unknown = hog().run("trace", "--set", "feral_hogs=false", "--dice", "3", "--p0", "always:1",
                "--p1", "always:1");
        HogCli.Result malformed = hog().run("trace", "--set", "feral-hogs", "--dice", "3", "--p0", "always:1",
                "--p1", "always:1");

        assertThat(bad.err()).isEqualTo("hog: --set feral-hogs=maybe: Option feral-hogs takes true or false,"
                + " not 'maybe'\n");
        assertThat(unknown.err()).isEqualTo("hog: --set feral_hogs=false: Ruleset su20 has no option 'feral_hogs';"
                + " its options are feral-hogs, swine-swap\n");
        assertThat(malformed.err()).isEqualTo("hog: --set takes KEY=VALUE, such as --set feral-hogs=false;"
                + " not 'feral-hogs' (see hog trace --help)\n");
        assertThat(bad.exitCode()).isEqualTo(2);
    }

    @Test
    void anEmptyConfigurationKeepsEveryDefault() {
        HogCli.Result result = hog().file("hog.yaml", "# nothing yet\n")
                .run("trace", "--dice", "3", "--p0", "always:2", "--p1", "always:2", "--json");

        assertThat(result.exitCode()).isZero();
    }
}
