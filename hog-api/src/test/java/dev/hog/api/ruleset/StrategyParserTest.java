package dev.hog.api.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.ToyRules;
import org.junit.jupiter.api.Test;

class StrategyParserTest {
    private final StrategyParser toy = StrategyParser.of(ToyRules.RULESET);

    @Test
    void theRulesetsKindsAreAlwaysBaselineAndItsNamedStrategies() {
        assertThat(toy.parse("always:3").numRolls(0, 0)).isEqualTo(3);
        assertThat(toy.parse(" baseline ")).isSameAs(ToyRules.RULESET.baseline());
        assertThat(toy.knows("always")).isTrue();
        assertThat(toy.knows("optimal")).isFalse();
        assertThat(toy.usages()).startsWith("always:N", "baseline (" + ToyRules.RULESET.baseline() + ")");
    }

    @Test
    void aHostAddsKindsThatTakeTheTextAfterTheColon() {
        StringBuilder seen = new StringBuilder();
        StrategyParser hosted = toy.with("fixed", "fixed:N", arguments -> {
            seen.append(arguments);
            return Strategy.alwaysRoll(Integer.parseInt(arguments));
        });

        assertThat(hosted.parse("fixed: 2 ").numRolls(5, 5)).isEqualTo(2);
        assertThat(seen).hasToString("2");
        assertThat(hosted.knows("fixed")).isTrue();
        assertThat(hosted.usages()).endsWith("fixed:N");
        assertThat(toy.knows("fixed")).as("the parser it was made from is unchanged").isFalse();
    }

    @Test
    void anUnknownKindListsEveryFormTaken() {
        StrategyParser hosted = toy.with("optimal", "optimal", arguments -> Strategy.alwaysRoll(1));

        assertThatThrownBy(() -> hosted.parse("bacn:cutoff=9")).isInstanceOf(HogException.class)
                .hasMessage("Unknown strategy 'bacn'; the strategies are " + String.join(", ", hosted.usages()))
                .hasMessageEndingWith(", optimal");
    }

    @Test
    void theLibrarysKindsCheckTheirArguments() {
        assertThatThrownBy(() -> toy.parse("always:11")).isInstanceOf(HogException.class)
                .hasMessage("always:N needs a number of dice from 0 to 5, such as always:5; not always:11");
        assertThatThrownBy(() -> toy.parse("baseline:3")).isInstanceOf(HogException.class)
                .hasMessage("Strategy baseline takes no parameters; not baseline:3");
        assertThatThrownBy(() -> toy.with("Bad Kind", "x", arguments -> null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> toy.with("always", "always:N", arguments -> Strategy.alwaysRoll(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theKindOfASpecIsWhatComesBeforeItsFirstColon() {
        assertThat(StrategyParser.kindOf(" bacon : cutoff=9")).isEqualTo("bacon");
        assertThat(StrategyParser.kindOf("table:C:/strategy.csv")).isEqualTo("table");
        assertThat(StrategyParser.kindOf("baseline")).isEqualTo("baseline");
    }

    @Test
    void aKindTheHostAddsComesBeforeANamedStrategyOfTheSameName() {
        String named = ToyRules.RULESET.strategies().get(0).name();
        StrategyParser hosted = toy.with(named, named, arguments -> Strategy.alwaysRoll(0));

        assertThat(hosted.parse(named).numRolls(10, 10)).isZero();
        assertThat(hosted.usages()).containsOnlyOnce(named);
    }

}
