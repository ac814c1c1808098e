package dev.hog.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Transition;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.ToyRules;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.api.ruleset.StrategyParameter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The API's values: made by factories, so that a later release can give them more parts; equal by their parts. */
class ValueTypesTest {
    @ParameterizedTest
    @ValueSource(classes = {Scores.class, Transition.class, Effect.class, TurnRecord.class, TurnRecord.Builder.class,
            GameRecord.class, MatchSnapshot.class, Option.class, RegisteredRuleset.class, StrategyParameter.class,
            RulesetRegistry.Discovery.class, RulesetRegistry.Problem.class})
    void aValueIsAFinalClassWithNoPublicConstructor(Class<?> type) {
        assertThat(type.isRecord()).as("%s is a record", type).isFalse();
        assertThat(Modifier.isFinal(type.getModifiers())).as("%s is final", type).isTrue();
        assertThat(Arrays.stream(type.getConstructors()).map(Constructor::toString)).isEmpty();
    }

    @Test
    void valuesOfEqualPartsAreEqual() {
        GameState start = ToyRules.RULESET.defaultGame().start(0, 0);

        assertThat(Scores.of(3, 4)).isEqualTo(Scores.of(3, 4)).hasSameHashCodeAs(Scores.of(3, 4))
                .isNotEqualTo(Scores.of(4, 3));
        assertThat(Transition.of(start, 0.5)).isEqualTo(Transition.of(start, 0.5))
                .hasSameHashCodeAs(Transition.of(start, 0.5)).isNotEqualTo(Transition.of(start, 0.25));
        assertThat(Effect.of("Swine Swap", "Scores swapped.")).isEqualTo(Effect.of("Swine Swap", "Scores swapped."))
                .hasToString("Swine Swap! Scores swapped.");
        assertThat(StrategyParameter.of("rolls", 6, 0, 10, "the dice"))
                .isEqualTo(StrategyParameter.of("rolls", 6, 0, 10, "the dice"))
                .isNotEqualTo(StrategyParameter.of("rolls", 5, 0, 10, "the dice"));
        assertThat(Option.choice("update", "sus", List.of("sus", "simple"), "how scores update"))
                .isEqualTo(Option.choice("update", "sus", List.of("sus", "simple"), "how scores update"))
                .isNotEqualTo(Option.choice("update", "simple", List.of("sus", "simple"), "how scores update"));
    }

    @Test
    void theFactoriesMakeTheChecksTheConstructorsMade() {
        GameState start = ToyRules.RULESET.defaultGame().start(0, 0);

        assertThatThrownBy(() -> Transition.of(start, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A transition's probability is above 0 and at most 1, not 0.0");
        assertThatThrownBy(() -> StrategyParameter.of("rolls", 11, 0, 10, "the dice"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Parameter rolls: default 11 must lie in 0..10");
        assertThatThrownBy(() -> Option.choice("update", "fast", List.of("sus", "simple"), "how scores update"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Option update: default fast is not one of [sus, simple]");
        assertThatThrownBy(() -> Option.flag("Feral Hogs", true, "the rule"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("An option name is lower case letters, digits and '-', not Feral Hogs");
        assertThatThrownBy(() -> Effect.of("Swine Swap", null)).isInstanceOf(NullPointerException.class)
                .hasMessage("message");
        assertThatThrownBy(() -> RulesetRegistry.Problem.of(null, "failed", null))
                .isInstanceOf(NullPointerException.class).hasMessage("source");
    }
}
