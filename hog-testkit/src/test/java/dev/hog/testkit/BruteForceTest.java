package dev.hog.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.ExactWinRate;
import dev.hog.api.HogException;
import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.api.rule.RollRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import org.junit.jupiter.api.Test;

/** Brute force on games whose answers are known by hand. */
class BruteForceTest {
    /** One two-sided die scoring 0 or 1: a turn can leave the scores as they were. */
    private static final RollRule COIN = new RollRule() {
        @Override
        public String name() {
            return "Coin";
        }

        @Override
        public int start() {
            return 0;
        }

        @Override
        public int add(int accumulator, int face) {
            return accumulator + face - 1;
        }

        @Override
        public int points(int accumulator) {
            return accumulator;
        }
    };

    private static final GameDefinition COIN_GAME = Ruleset.builder("coin").rule(COIN).maxDice(1).sides(2).goal(1).build()
            .defaultGame();

    @Test
    void aGameWhoseStatesComeRoundAgainIsIteratedToItsValue() {
        // Flipping wins at once half the time, else the turn passes: V = 1/2 + 1/2 (1 - V), so V = 2/3.
        BruteForce bruteForce = new BruteForce(COIN_GAME);

        assertThat(bruteForce.optimalValue()).isCloseTo(2.0 / 3, within(1e-13));
        ExactWinRate flip = bruteForce.winRate(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1));
        assertThat(flip.first()).isCloseTo(2.0 / 3, within(1e-13));
        assertThat(flip.second()).isCloseTo(1.0 / 3, within(1e-13));
        assertThat(bruteForce.winRate(Strategy.alwaysRoll(1), Strategy.alwaysRoll(0)).second())
                .as("waiting never wins").isCloseTo(1.0, within(1e-13));
    }

    @Test
    void aPathLongerThanTheRecursionGoesIsIteratedInsteadOfOverflowingTheStack() {
        // One-sided dice: every roll scores 1, so a game of always:1 is one path of 2 x 2999 + 1 turns.
        GameDefinition lengthy = Ruleset.builder("long").sides(1).maxDice(1).goal(3000).build().defaultGame();

        ExactWinRate rate = new BruteForce(lengthy).winRate(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1));

        assertThat(rate.first()).isEqualTo(1.0);
        assertThat(rate.second()).isEqualTo(0.0);
    }

    @Test
    void theOptimalValueIsTheBestOverTheDiceTheRulesAllowOnly() {
        // Two-sided dice to 2. Two dice always reach 2, so the first player would win for sure; with at most one die,
        // one die wins at once half the time, else the opponent, at 0 against 1, wins half the time and then the first
        // player surely does: 1/2 + 1/2 (1 - 1/2) = 3/4. No dice scores nothing, which never helps.
        DiceChoiceRule oneDie = new DiceChoiceRule() {
            @Override
            public String name() {
                return "One Die";
            }

            @Override
            public boolean allows(Turn turn) {
                return turn.dice() <= 1;
            }
        };
        GameDefinition free = Ruleset.builder("two-sided").maxDice(2).sides(2).goal(2).build().defaultGame();
        GameDefinition limited = Ruleset.builder("one-die").maxDice(2).sides(2).goal(2).rule(oneDie).build()
                .defaultGame();

        assertThat(new BruteForce(free).optimalValue()).isEqualTo(1.0);
        assertThat(new BruteForce(limited).optimalValue()).isCloseTo(3.0 / 4, within(1e-13));
    }

    @Test
    void aStrategyThatMakesAForbiddenChoiceIsRefusedNamingTheRuleAndTheState() {
        GameDefinition choosy = TestRulesets.CHOOSY.defaultGame().withGoal(10);
        BruteForce bruteForce = new BruteForce(choosy);

        assertThatThrownBy(() -> bruteForce.winRate(Strategy.named("always:2", Strategy.alwaysRoll(2)),
                TestRulesets.CHOOSY.baseline()))
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("Strategy always:2 chose 2 dice in ")
                .hasMessageContaining("which the rules of choosy, goal 10 do not allow: No Repeats does not allow 2 dice"
                        + " now: you rolled 2 last turn; choose another number. Allowed there: [0, 1, 3]");
        assertThatThrownBy(() -> bruteForce.winRate(Strategy.alwaysRoll(4), TestRulesets.CHOOSY.baseline()))
                .isInstanceOf(HogException.class).hasMessageContaining("chooses from 0 to 3 dice");
    }

    @Test
    void aGameTooLargeForBruteForceSaysSoClearly() {
        GameDefinition large = TestRulesets.CLOCKWORK.defaultGame();

        assertThatThrownBy(() -> new BruteForce(large, 1_000).optimalValue())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("Brute force for clockwork (mimic=true), goal 40 reached more than 1000 states; it is"
                        + " meant for small goals, such as 10 to 20");
    }
}
