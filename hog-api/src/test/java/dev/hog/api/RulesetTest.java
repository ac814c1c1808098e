package dev.hog.api;

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
                "Round Up", "Tied", "Again");
        assertThat(toy.condition(ToyRules.SMALL_DICE)).hasValue("small-dice=true");
        assertThat(toy.condition(ToyRules.HALF)).isEmpty();
        assertThat(toy.options()).extracting(Option::name, Option::type, Option::defaultValue)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("small-dice", Option.Type.BOOLEAN, "false"));
        assertThat(toy.baseline()).hasToString("always:3");
        assertThat(toy.strategy("cautious")).isPresent();
        assertThat(toy.strategy("reckless")).isEmpty();
    }

    @Test
    void theStandardStrategiesAreTheBaselineThenEveryNamedStrategyAtItsDefaults() {
        assertThat(ToyRules.RULESET.standardStrategies()).extracting(Object::toString)
                .containsExactly("always:3", "cautious:rolls=3");
    }

    @Test
    void optionsFillInDefaultsAndCheckValues() {
        Ruleset toy = ToyRules.RULESET;

        assertThat(toy.defaultOptions().asMap()).containsExactly(Map.entry("small-dice", "false"));
        assertThat(toy.options(Map.of("small-dice", true)).flag("small-dice")).isTrue();
        assertThat(toy.options(Map.of("small-dice", "true"))).isEqualTo(toy.options(Map.of("small-dice", true)));
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
                    public int zeroDicePoints(int score, int opponentScore) {
                        return 2 * opponentScore;
                    }
                }, "second", "true");

        assertThatThrownBy(builder::build).isInstanceOf(HogException.class)
                .hasMessage("Ruleset clash with second=true has 2 zero-dice rules (Half, Double);"
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
        Rules plain = Ruleset.builder("plain").build().defaultRules();

        assertThat(plain.roll(Dice.test(1, 2, 3), 3, 6)).isEqualTo(6);
        assertThat(plain.zeroDicePoints(10, 20)).isZero();
        assertThat(plain.memorySize()).isOne();
    }

    @Test
    void theMemoryOfSeveralBonusRulesCombines() {
        Rules rules = ToyRules.RULESET.defaultRules();

        assertThat(rules.memorySize()).isEqualTo(12);
        assertThat(rules.initialMemory()).isEqualTo(11);
        assertThat(rules.memoryOf(ToyRules.ECHO, 7)).isEqualTo(7);
    }
}
