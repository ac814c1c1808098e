package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.rule.Rule;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** House rulesets read from YAML text, with every mistake at its line and column. */
class HouseRulesReaderTest {
    private static final ZeroDiceRule FIVE = new ZeroDiceRule() {
        @Override
        public String name() {
            return "Five Alive";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return 5;
        }
    };

    private static final RulesetRegistry REGISTRY = RulesetRegistry.of(() -> Ruleset.builder("toy").rule(FIVE)
            .build());

    private static String mistake(String yaml) {
        try {
            HouseRulesReader.read(yaml, "house.yaml", REGISTRY);
        } catch (HogException e) {
            return e.getMessage();
        }
        throw new AssertionError("read " + yaml);
    }

    @Test
    void readsAHouseRuleset() {
        Ruleset house = HouseRulesReader.read("id: fives\ngoal: 20\nrules: [toy/five-alive]\n", "house.yaml",
                REGISTRY);

        assertThat(house.id()).isEqualTo("fives");
        assertThat(house.goal()).isEqualTo(20);
        assertThat(house.rules()).extracting(Rule::name).containsExactly("Five Alive");
    }

    @Test
    void aMistakeIsAtItsLineAndColumn() {
        assertThat(mistake("id: fives\nrules:\n  - toy/five-alive\n  - toy/six\n")).isEqualTo("house.yaml:4:5:"
                + " ruleset toy has no rule 'six'; its rules are five-alive");
        assertThat(mistake("id: fives\nrules: [toy/five-alive]\ngaol: 3\n")).startsWith("house.yaml:3:1: unknown"
                + " key 'gaol'");
        assertThat(mistake("id: toy\nrules: [toy/five-alive]\n")).startsWith("house.yaml:1:1: ruleset id 'toy' is"
                + " taken by ");
        assertThat(mistake("id: fives\nid: again\n")).isEqualTo("house.yaml:2:3: duplicate key 'id'; each key may"
                + " appear once");
        assertThat(mistake("id: fives\n---\nid: again\n")).isEqualTo("house.yaml:3:1: a file is one YAML document;"
                + " remove the second one that starts here");
        assertThat(mistake("- toy/five-alive\n")).isEqualTo("house.yaml:1:1: house rules are a mapping with id,"
                + " rules and the other keys: id, name, description, goal, max-dice, sides, rules, wins, baseline,"
                + " strategies");
    }

    @Test
    void houseRulesInlineInALargerDocumentAreReadUnderTheirKey() {
        Ruleset house = HouseRulesReader.readInline("goal: 50\nruleset:\n  id: fives\n  rules: [toy/five-alive]\n",
                "hog.yaml", "ruleset", REGISTRY);

        assertThat(house.id()).isEqualTo("fives");
        assertThat(house.rules()).extracting(Rule::name).containsExactly("Five Alive");
    }

    @Test
    void aMistakeInInlineHouseRulesIsAtItsLineAndColumnInTheWholeDocument() {
        assertThatThrownBy(() -> HouseRulesReader.readInline("goal: 50\nruleset:\n  id: fives\n  rules:\n"
                + "    - toy/six\n", "hog.yaml", "ruleset", REGISTRY)).isInstanceOf(HogException.class)
                .hasMessage("hog.yaml:5:7: ruleset toy has no rule 'six'; its rules are five-alive");
        assertThatThrownBy(() -> HouseRulesReader.readInline("goal: 50\nruleset: [toy/five-alive]\n", "hog.yaml",
                "ruleset", REGISTRY)).isInstanceOf(HogException.class).hasMessageStartingWith("hog.yaml:2:1: house"
                + " rules are a mapping with id, rules and the other keys: ");
        assertThatThrownBy(() -> HouseRulesReader.readInline("- goal\n", "hog.yaml", "ruleset", REGISTRY))
                .isInstanceOf(HogException.class).hasMessageStartingWith("hog.yaml:1:1: house rules are a mapping");
    }

    @Test
    void aFileThatIsNotThereIsNamed() {
        assertThatThrownBy(() -> HouseRulesReader.read(Path.of("none.yaml"), REGISTRY))
                .isInstanceOf(HogException.class).hasMessage("none.yaml: no such file");
    }
}
