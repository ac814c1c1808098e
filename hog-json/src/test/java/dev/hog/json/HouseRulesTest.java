package dev.hog.json;

import dev.hog.api.HogException;
import dev.hog.api.play.Dice;
import dev.hog.api.rule.DieSizeRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.RuleDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.api.ruleset.StrategyParameter;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** House rules composed from a map, and the rule definitions they read. */
class HouseRulesTest {
    /** A die size rule with a parameter: dice of {@code sides} sides when the scores sum to a multiple of 5. */
    private static final RuleDefinition SIZED = RuleDefinition.of("small-dice", "Dice of `sides` sides.",
            List.of(StrategyParameter.of("sides", 4, 2, 20, "the sides")), values -> new DieSizeRule() {
                @Override
                public String name() {
                    return "Small Dice";
                }

                @Override
                public int sides(Turn turn, int sides) {
                    return (turn.score() + turn.opponentScore()) % 5 == 0 ? values.get("sides") : sides;
                }
            });

    private static final RulesetRegistry REGISTRY = RulesetRegistry.of(() -> Ruleset.builder("toy")
            .rule(ToyRules.SNAKE_EYES).rule(ToyRules.HALF).rule(ToyRules.ROUND_UP)
            .option(Option.flag("small", false, "small dice")).rule(SIZED.create(Map.of()), "small", "true")
            .ruleDefinition(SIZED).build(), () -> Ruleset.builder("other").rule(ToyRules.AGAIN)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "Three";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 3;
                }
            }).build());

    private static HouseRulesException failure(Map<String, ?> spec) {
        try {
            HouseRules.compose(spec, REGISTRY);
        } catch (HouseRulesException e) {
            return e;
        }
        throw new AssertionError("composed " + spec);
    }

    @Test
    void everyRuleOfARulesetHasADefinitionUnderTheIdOfItsName() {
        Ruleset toy = REGISTRY.get("toy");

        assertThat(toy.ruleDefinitions()).extracting(RuleDefinition::id)
                .containsExactly("snake-eyes", "half", "round-up", "small-dice");
        assertThat(toy.ruleDefinition("small-dice")).hasValue(SIZED);
        assertThat(toy.ruleDefinition("half").orElseThrow().create(Map.of())).isSameAs(ToyRules.HALF);
        assertThat(RuleDefinition.idOf("Free Bacon!")).isEqualTo("free-bacon");
    }

    @Test
    void composesTheRulesOfSeveralRulesetsWithParameters() {
        Ruleset house = HouseRules.compose(Map.of("id", "mixed", "goal", 30, "rules", List.of("toy/snake-eyes",
                "other/again", Map.of("rule", "toy/small-dice", "sides", 3)), "baseline", "always:2"), REGISTRY);

        assertThat(house.id()).isEqualTo("mixed");
        assertThat(house.goal()).isEqualTo(30);
        assertThat(house.rules()).extracting(Rule::name).containsExactly("Snake Eyes", "Again", "Small Dice");
        assertThat(house.defaultGame().sides(house.defaultGame().start(0, 0), 1)).isEqualTo(3);
        assertThat(house.baseline()).hasToString("always:2");
    }

    @Test
    void twoRulesThatDecideTheSameThingNeedAWinner() {
        Map<String, Object> clash = Map.of("id", "clash", "rules", List.of("toy/half", "other/three"));

        assertThat(failure(clash)).hasMessage("toy/half and other/three both score zero dice; keep one, or name the"
                + " one that wins, such as wins: [toy/half]").extracting(HouseRulesException::path)
                .isEqualTo("rules[1]");
        Ruleset settled = HouseRules.compose(Map.of("id", "clash", "rules", List.of("toy/half", "other/three"),
                "wins", List.of("other/three")), REGISTRY);
        assertThat(settled.rules()).extracting(Rule::name).containsExactly("Three");
    }

    @Test
    void eachMistakeNamesItsPlace() {
        assertThat(failure(Map.of("id", "x", "rules", List.of("toy/nope"))).path()).isEqualTo("rules[0]");
        HouseRulesException range = failure(Map.of("id", "x", "rules", List.of(Map.of("rule", "toy/small-dice",
                "sides", 99))));
        assertThat(range).hasMessage("Rule small-dice: sides must be from 2 to 20, not 99");
        assertThat(range.path()).isEqualTo("rules[0]");
        assertThat(failure(Map.of("id", "x", "rules", List.of("toy/half"), "colour", "red")))
                .hasMessageStartingWith("unknown key 'colour'").extracting(HouseRulesException::path)
                .isEqualTo("colour");
        assertThat(failure(Map.of("id", "x", "rules", List.of("toy/half"), "goal", "ten")).path()).isEqualTo("goal");
        HouseRulesException strategy = failure(Map.of("id", "x", "rules", List.of("toy/half"), "strategies",
                List.of("toy/bacon")));
        assertThat(strategy).hasMessage("ruleset toy has no strategy 'bacon'; its strategies are none");
        assertThat(strategy.path()).isEqualTo("strategies");
    }

    @Test
    void aComposedRulesetJoinsARegistryUnlessItsIdIsTaken() {
        Ruleset house = HouseRules.compose(Map.of("id", "toy", "rules", List.of("toy/half")), REGISTRY);

        assertThatThrownBy(() -> REGISTRY.with(RegisteredRuleset.of(house, "house rules", "-", "house.yaml", "1.0")))
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("ruleset id 'toy' of house.yaml is taken by ");
        Ruleset renamed = HouseRules.compose(Map.of("id", "toy-2", "rules", List.of("toy/half")), REGISTRY);
        assertThat(REGISTRY.with(RegisteredRuleset.of(renamed, "house rules", "-", "house.yaml", "1.0")).ids())
                .containsExactly("other", "toy", "toy-2");
    }
}
