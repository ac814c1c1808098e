package com.example.hog.doubles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.rule.TestTurn;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Winded: after a turn of 15 points or more, the player may roll at most 3 dice on their next turn. */
class WindedTest {
    private final GameDefinition rules = DoublesRuleset.ruleset().defaultGame();

    @ParameterizedTest(name = "{0} points: winded {1}")
    @CsvSource({"14, false", "15, true", "30, true", "1, false"})
    void aTurnOfFifteenPointsOrMoreWindsThePlayer(int points, boolean winded) {
        assertThat(new Winded().remember(TestTurn.of(0, 0).withPoints(points)))
                .isEqualTo(winded ? Winded.WINDED : 0);
    }

    @ParameterizedTest(name = "{0} dice, winded {1}: allowed {2}")
    @CsvSource({"3, true, true", "4, true, false", "10, true, false", "0, true, true", "4, false, true",
        "10, false, true"})
    void aWindedPlayerMayRollAtMostThreeDice(int dice, boolean winded, boolean allowed) {
        TestTurn turn = TestTurn.of(20, 30).withDice(dice).withMemories(winded ? Winded.WINDED : 0, 0);

        assertThat(new Winded().allows(turn)).isEqualTo(allowed);
    }

    @Test
    void fourDiceAfterFifteenPointsAreRefusedWithTheReason() {
        // Player 0 rolls 5, 5, 6: 16 points, not doubles. Player 1 rolls 2. Player 0 is winded.
        GameState winded = rules.next(rules.next(rules.start(0, 0), List.of(5, 5, 6)), List.of(2));

        assertThat(winded.mover()).isZero();
        assertThat(DoublesRuleset.isWinded(winded)).isTrue();
        assertThat(rules.legalDice(winded)).containsExactly(0, 1, 2, 3);
        assertThat(rules.refusal(winded, 4)).contains("Winded does not allow 4 dice now: you scored 15 or more last"
                + " turn: at most 3 dice now");
        assertThatThrownBy(() -> rules.next(winded, List.of(2, 3, 4, 5))).isInstanceOf(HogException.class)
                .hasMessageContaining("Winded does not allow 4 dice now");
    }

    @Test
    void aTurnOfFewerPointsLeavesThePlayerFree() {
        GameState afterFourteen = rules.next(rules.next(rules.start(0, 0), List.of(4, 4, 6)), List.of(2));

        assertThat(DoublesRuleset.isWinded(afterFourteen)).isFalse();
        assertThat(rules.legalDice(afterFourteen)).hasSize(11);
    }

    @Test
    void aMatchRefusesAStrategyThatRollsTooManyDiceWhenWinded() {
        // always:4 with every die a 5: 20 points, then player 1's 20, then player 0 is winded and may not roll 4.
        Match match = Match.builder(rules).players(Strategy.alwaysRoll(4), Strategy.alwaysRoll(3))
                .dice(Dice.test(5, 6, 5, 6, 5, 6, 5)).build();

        assertThatThrownBy(match::play).isInstanceOf(HogException.class)
                .hasMessageContaining("chose 4 dice on turn 2")
                .hasMessageContaining("Winded does not allow 4 dice now: you scored 15 or more last turn")
                .hasMessageContaining("Allowed there: 0 to 3");
    }
}
