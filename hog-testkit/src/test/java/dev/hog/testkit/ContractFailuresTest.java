package dev.hog.testkit;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Ruleset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the contract says when a ruleset breaks it: the state in the rules' words, one a game reaches, and the remedy. */
class ContractFailuresTest {
    /** No Repeats with the default baseline, always:3 here: its second turn repeats the first, which is refused. */
    private static final Ruleset STUBBORN = Ruleset.builder("stubborn").maxDice(3).sides(4).goal(20)
            .rule(TestRulesets.NO_REPEATS)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "Twos";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 2;
                }
            })
            .build();

    private static final class StubbornContract extends RulesetContract {
        @Override
        protected List<Ruleset> rulesets() {
            return List.of(STUBBORN);
        }
    }

    @Test
    void aDefaultBaselineThatAChoiceRuleForbidsIsNamedWithTheRemedyInAStateAGameReaches() {
        StubbornContract contract = new StubbornContract();
        GameDefinition rules = STUBBORN.defaultGame();
        try {
            assertThatThrownBy(() -> contract.theBaselineAndEveryNamedStrategyChooseLegalDice(rules))
                    .isInstanceOf(AssertionError.class)
                    .hasMessageStartingWith("always:3 chose 3 dice with player ")
                    .hasMessageContaining(", No Repeats remembers 3 for the mover and ")
                    .hasMessageContaining(" of a game with random legal choices and fair dice of seed ")
                    .hasMessageContaining("which stubborn, goal 20 does not allow: No Repeats does not allow 3 dice"
                            + " now: you rolled 3 last turn; choose another number; allowed there: [0, 1, 2].")
                    .hasMessageEndingWith("set one that the choice rules allow everywhere, with"
                            + " Ruleset.Builder.baseline(...).");
        } finally {
            contract.closeSolver();
        }
    }
}
