package dev.hog.api.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.ToyRules;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A state in the rules' words, as messages show it: no memory codes, each rule's value by its name. */
class DescribeStateTest {
    private final GameDefinition toy = ToyRules.RULESET.game(ToyRules.RULESET.options(
            Map.of("mimic", "true", "clock", "true")));

    @Test
    void namesTheMoverTheScoresTheTurnAndWhatEachRuleRemembers() {
        GameState afterOne = toy.next(toy.start(0, 0), 3, 9);

        assertThat(toy.describe(afterOne)).startsWith("player 1 to move, 0 against ")
                .contains(", turn 1")
                .contains(", Mimic remembers 6 for the mover and 3 for the opponent");
    }

    @Test
    void leavesOutWhatTheRulesDoNotRead() {
        GameDefinition plain = ToyRules.RULESET.defaultGame();

        assertThat(plain.describe(plain.state(12, 30, 1))).doesNotContain("turn").doesNotContain("Mimic")
                .startsWith("player 1 to move, 30 against 12");
    }
}
