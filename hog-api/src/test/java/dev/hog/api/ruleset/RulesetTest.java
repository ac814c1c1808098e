package dev.hog.api.ruleset;

import dev.hog.api.rule.ToyRules;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Options;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RulesetTest {
    @Test
    void describesItself() {
        Ruleset toy = ToyRules.RULESET;

        assertThat(toy.id()).isEqualTo("toy");
        assertThat(toy.name()).isEqualTo("Toy");
        assertThat(toy.goal()).isEqualTo(50);
        assertThat(toy.maxDice()).isEqualTo(5);
        assertThat(toy.sides()).isEqualTo(6);
        assertThat(toy.rules()).extracting(Rule::name).containsExactly("Small Dice", "Snake Eyes", "Half", "Echo",
                "Round Up", "Tied", "Again", "Clock", "Mimic");
        assertThat(toy.condition(ToyRules.SMALL_DICE)).hasValue("small-dice=true");
        assertThat(toy.condition(ToyRules.HALF)).isEmpty();
        assertThat(toy.options()).extracting(Option::name, Option::type, Option::defaultValue)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("small-dice", Option.Type.BOOLEAN, "false"),
                        org.assertj.core.groups.Tuple.tuple("clock", Option.Type.BOOLEAN, "false"),
                        org.assertj.core.groups.Tuple.tuple("mimic", Option.Type.BOOLEAN, "false"));
        assertThat(toy.baseline()).hasToString("always:3");
        assertThat(toy.strategyDefinition("cautious")).isPresent();
        assertThat(toy.strategyDefinition("reckless")).isEmpty();
    }

    @Test
    void theStandardStrategiesAreTheBaselineThenEveryNamedStrategyAtItsDefaults() {
        assertThat(ToyRules.RULESET.standardStrategies()).extracting(Object::toString)
                .containsExactly("always:3", "cautious:rolls=3");
    }

    @Test
    void optionsFillInDefaultsAndCheckValues() {
        Ruleset toy = ToyRules.RULESET;

        assertThat(toy.defaultOptions().asMap()).containsExactly(Map.entry("small-dice", "false"),
                Map.entry("clock", "false"), Map.entry("mimic", "false"));
        assertThat(toy.options(Map.of("small-dice", true)).flag("small-dice")).isTrue();
        assertThat(toy.options(Map.of("small-dice", "true"))).isEqualTo(toy.options(Map.of("small-dice", true)));
    }

    @Test
    void anOptionNotDeclaredOrOfAnotherRulesetIsACallersMistake() {
        Ruleset toy = ToyRules.RULESET;

        assertThatThrownBy(() -> toy.defaultOptions().get("feral-hogs")).isInstanceOf(HogException.class)
                .hasMessage("No option feral-hogs; the options are [small-dice, clock, mimic]");
        assertThatThrownBy(() -> toy.game(Options.of(Map.of("feral-hogs", "true")))).isInstanceOf(HogException.class)
                .hasMessage("Options feral-hogs=true are not options of ruleset toy, whose options are [small-dice,"
                        + " clock, mimic]: make them with options(...) of this ruleset");
    }

    @Test
    void aChoiceTakesOnlyItsWords() {
        Option update = Option.choice("update", "sus", List.of("sus", "simple"), "how scores update");

        assertThat(update.check("simple")).isEqualTo("simple");
        assertThatThrownBy(() -> update.check("fancy")).isInstanceOf(HogException.class)
                .hasMessage("Option update takes one of sus, simple, not 'fancy'");
        assertThatThrownBy(() -> update.check(true)).isInstanceOf(HogException.class)
                .hasMessage("Option update takes one of sus, simple, not true (Boolean)");
    }

    @Test
    void anIdIsLowerCaseLettersDigitsAndDashes() {
        assertThatThrownBy(() -> Ruleset.builder(" ")).isInstanceOf(HogException.class)
                .hasMessage("A ruleset id must not be blank");
        assertThatThrownBy(() -> Ruleset.builder("Su20")).isInstanceOf(HogException.class)
                .hasMessage("A ruleset id is lower case letters, digits and '-', not 'Su20'");
    }

    @Test
    void twoZeroDiceRulesInForceTogetherAreRefusedAtBuildTime() {
        Ruleset.Builder builder = Ruleset.builder("clash")
                .option(Option.flag("second", false, "adds a second zero-dice rule"))
                .rule(ToyRules.HALF)
                .rule(new ZeroDiceRule() {
                    @Override
                    public String name() {
                        return "Double";
                    }

                    @Override
                    public int zeroDicePoints(Turn turn) {
                        return 2 * turn.opponentScore();
                    }
                }, "second", "true");

        assertThatThrownBy(builder::build).isInstanceOf(HogException.class)
                .hasMessage("clash (second=true) has 2 zero-dice rules (Half, Double);"
                        + " rolling no dice scores only one way");
    }

    @Test
    void aRuleCanDependOnlyOnADeclaredOptionValue() {
        assertThatThrownBy(() -> Ruleset.builder("x").rule(ToyRules.HALF, "missing", "true"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Rule Half depends on missing=true, which is not a declared option value");
    }

    @Test
    void withoutARollRuleARollScoresTheSumOfItsFaces() {
        GameDefinition plain = Ruleset.builder("plain").build().defaultGame();

        assertThat(plain.roll(Dice.test(1, 2, 3)::roll, 3, 6)).isEqualTo(6);
        assertThat(plain.next(plain.start(10, 20), 0, 0).scores()).as("no zero-dice rule: no points")
                .isEqualTo(Scores.of(10, 20));
        assertThat(plain.memorySize()).isOne();
    }

    @Test
    void theMemoryOfSeveralMemoryRulesCombines() {
        GameDefinition rules = ToyRules.RULESET.game(Map.of("mimic", true));
        GameState start = rules.start(0, 0);

        assertThat(rules.memorySize()).isEqualTo(12 * 7);
        assertThat(rules.memory(start, 0, ToyRules.ECHO)).isEqualTo(11);
        assertThat(rules.memory(start, 0, ToyRules.MIMIC)).isEqualTo(6);
        GameState next = rules.next(start, 4, 9);
        assertThat(rules.memory(next, 0, ToyRules.ECHO)).isEqualTo(4);
        assertThat(rules.memory(next, 0, ToyRules.MIMIC)).isEqualTo(4);
    }

    @Test
    void aStrategySpecIsReadByTheRuleset() {
        Ruleset toy = ToyRules.RULESET;

        assertThat(toy.strategy("always:4").numRolls(0, 0)).isEqualTo(4);
        assertThat(toy.strategy(" baseline ")).isSameAs(toy.baseline());
        assertThat(toy.strategy("cautious:rolls=5")).hasToString("cautious:rolls=5");
        assertThat(toy.strategy("cautious:rolls=5").numRolls(1, 10)).isEqualTo(5);
        assertThat(toy.strategySpecs()).containsExactly("always:N", "baseline (always:3)", "cautious[:rolls=3]");
    }

    @Test
    void aWrongStrategySpecSaysWhatIsAllowed() {
        Ruleset toy = ToyRules.RULESET;

        assertThatThrownBy(() -> toy.strategy("always:6")).isInstanceOf(HogException.class)
                .hasMessage("always:N needs a number of dice from 0 to 5, such as always:5; not always:6");
        assertThatThrownBy(() -> toy.strategy("always:x")).isInstanceOf(HogException.class)
                .hasMessage("always:N needs a number of dice from 0 to 5, such as always:5; not always:x");
        assertThatThrownBy(() -> toy.strategy("reckless")).isInstanceOf(HogException.class)
                .hasMessage("Unknown strategy 'reckless'; the strategies are always:N, baseline (always:3),"
                        + " cautious[:rolls=3]");
        assertThatThrownBy(() -> toy.strategy("baseline:x=1")).isInstanceOf(HogException.class)
                .hasMessage("Strategy baseline takes no parameters; not baseline:x=1");
        assertThatThrownBy(() -> toy.strategy("cautious:rolls=9")).isInstanceOf(HogException.class)
                .hasMessage("Strategy cautious: rolls must be from 0 to 5, not 9");
    }
}
