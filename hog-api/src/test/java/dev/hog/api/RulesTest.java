package dev.hog.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The turn as a pure function of (state, dice chosen, roll score), under the toy rules. */
class RulesTest {
    private final Rules rules = ToyRules.RULESET.defaultRules();
    private final int fresh = rules.initialMemory();

    private GameState turn(GameState state, int dice, int rollScore) {
        return rules.next(state, dice, rollScore);
    }

    @Test
    void theRollScoreIsAddedToTheMoverAndTheTurnPasses() {
        GameState next = turn(new GameState(10, 20, 0, fresh, fresh), 3, 12);

        assertThat(next).isEqualTo(new GameState(22, 20, 1, 3, fresh));
    }

    @Test
    void zeroDiceScoresTheZeroDiceRuleAndIgnoresTheRollScore() {
        GameState next = turn(new GameState(10, 20, 1, fresh, fresh), 0, 999);

        assertThat(next).isEqualTo(new GameState(10, 26, 0, fresh, 0));
    }

    @Test
    void bonusesSeeTheMoversOwnMemory() {
        // Player 1 rolled 2 dice last time and rolls 2 again: Echo +1. Player 0's memory is untouched.
        GameState next = turn(new GameState(30, 12, 1, 4, 2), 2, 7);

        assertThat(next).isEqualTo(new GameState(30, 20, 0, 4, 2));
    }

    @Test
    void afterTurnRulesApplyInOrderToWhatThePreviousLeft() {
        // 10 + 9 = 19 ends in 9: Round Up makes it 20, which ties 20: Tied gives the opponent 1.
        GameState next = turn(new GameState(10, 20, 0, fresh, fresh), 1, 9);

        assertThat(next.scores()).isEqualTo(new Scores(20, 21));
    }

    @Test
    void anExtraTurnKeepsTheMover() {
        GameState next = turn(new GameState(0, 40, 0, fresh, fresh), 1, 5);

        assertThat(next.mover()).isZero();
        assertThat(next.scores()).isEqualTo(new Scores(5, 40));
    }

    @Test
    void theTurnIsAPureFunctionOfItsInputs() {
        long state = new GameState(13, 27, 1, 5, 3).key();

        assertThat(rules.next(state, 3, 10)).isEqualTo(rules.next(state, 3, 10));
        assertThat(GameState.ofKey(rules.next(state, 3, 10))).isEqualTo(turn(GameState.ofKey(state), 3, 10));
    }

    @Test
    void endTurnShowsTheAfterTurnAndExtraTurnRulesAlone() {
        assertThat(rules.endTurn(19, 20)).isEqualTo(new TurnEnd(20, 21, false));
        assertThat(rules.endTurn(5, 40)).isEqualTo(new TurnEnd(5, 40, true));
    }

    @Test
    void aTurnOutsideTheDiceRangeIsRefused() {
        assertThatThrownBy(() -> rules.next(0L, 6, 10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A turn rolls 0 to 5 dice, not 6");
        assertThatThrownBy(() -> rules.next(0L, 2, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A roll's score is at least 0, not -1");
    }

    @Test
    void rollingCallsTheDiceExactlyOncePerDieEvenAfterTheRollRuleFires() {
        TestDice dice = Dice.test(1, 4, 4);

        assertThat(rules.roll(dice, 5, 6)).isZero();
        assertThat(dice.rolled()).isEqualTo(5);
        assertThat(rules.roll(dice, 1, 6)).as("the sixth die is the third outcome").isEqualTo(4);
    }

    @ParameterizedTest(name = "{0} dice of {1} sides")
    @CsvSource({"1, 6", "2, 6", "3, 4", "4, 6", "5, 3"})
    void theRollDistributionIsExactlyWhatEnumeratingEveryFaceGives(int dice, int sides) {
        Map<Integer, Integer> enumerated = new HashMap<>();
        int combinations = (int) Math.pow(sides, dice);
        for (int code = 0; code < combinations; code++) {
            int accumulator = ToyRules.SNAKE_EYES.start();
            for (int die = 0, rest = code; die < dice; die++, rest /= sides) {
                accumulator = ToyRules.SNAKE_EYES.add(accumulator, rest % sides + 1);
            }
            enumerated.merge(ToyRules.SNAKE_EYES.points(accumulator), 1, Integer::sum);
        }

        RollDistribution distribution = rules.rollDistribution(dice, sides);

        assertThat(distribution.size()).isEqualTo(enumerated.size());
        double total = 0;
        for (int i = 0; i < distribution.size(); i++) {
            assertThat(distribution.chance(i)).as("chance of %d", distribution.points(i))
                    .isEqualTo((double) enumerated.get(distribution.points(i)) / combinations);
            total += distribution.chance(i);
        }
        assertThat(total).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void theRollDistributionListsScoresInIncreasingOrder() {
        RollDistribution two = rules.rollDistribution(2, 6);

        assertThat(two.points(0)).isZero();
        assertThat(two.chanceOf(0)).isCloseTo(11.0 / 36, within(1e-15));
        assertThat(two.chanceOf(12)).isCloseTo(1.0 / 36, within(1e-15));
        assertThat(two.chanceOf(3)).isZero();
        assertThat(two.mean()).isCloseTo(25.0 * 8 / 36, within(1e-12));
    }

    @Test
    void theDieSizeRuleAppliesOnlyWhenItsOptionIsOn() {
        Rules small = ToyRules.RULESET.rules(ToyRules.RULESET.options(Map.of("small-dice", true)));

        assertThat(rules.sides(5, 10)).isEqualTo(6);
        assertThat(small.sides(5, 10)).isEqualTo(4);
        assertThat(small.sides(5, 11)).isEqualTo(6);
        assertThat(small.rules()).contains(ToyRules.SMALL_DICE);
        assertThat(rules.rules()).doesNotContain(ToyRules.SMALL_DICE);
    }

    @Test
    void effectsNameTheRulesThatFiredInOrder() {
        List<Effect> effects = new ArrayList<>();
        // 10 + 8 + Echo's 1 = 19 ends in 9: Round Up makes 20, which ties 20: Tied gives the opponent 1.
        rules.next(new GameState(10, 20, 0, 2, fresh).key(), 2, 8, effects::add);

        assertThat(effects).extracting(Effect::rule).containsExactly("Echo", "Round Up", "Tied");
    }

    @Test
    void aRuleThatBreaksItsContractIsReportedByName() {
        BonusRule forgetful = new BonusRule() {
            @Override
            public String name() {
                return "Forgetful";
            }

            @Override
            public int memorySize() {
                return 2;
            }

            @Override
            public int bonus(int memory, int dice, int points) {
                return 0;
            }

            @Override
            public int remember(int memory, int dice, int points) {
                return 7;
            }
        };
        Rules broken = Ruleset.builder("broken").rule(forgetful).build().defaultRules();

        assertThatThrownBy(() -> broken.next(0L, 1, 3)).isInstanceOf(HogException.class)
                .hasMessage("Rule Forgetful remembered 7, outside its memory of 0 to 1");
    }

    @Test
    void theRulesOfTheRulesetAreCalledNoMoreThanTheTurnNeeds() {
        AtomicInteger calls = new AtomicInteger();
        ZeroDiceRule counted = new ZeroDiceRule() {
            @Override
            public String name() {
                return "Counted";
            }

            @Override
            public int zeroDicePoints(int score, int opponentScore) {
                calls.incrementAndGet();
                return 1;
            }
        };
        Rules counting = Ruleset.builder("counting").rule(counted).build().defaultRules();

        counting.next(0L, 3, 6);
        assertThat(calls).hasValue(0);
        counting.next(0L, 0, 0);
        assertThat(calls).hasValue(1);
    }
}
