package dev.hog.api.game;

import dev.hog.api.rule.ToyRules;
import dev.hog.api.HogException;
import dev.hog.api.play.Dice;
import dev.hog.api.play.TestDice;
import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.RuleException;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Ruleset;
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

/** The game as a pure function of its states, under the toy rules. */
class GameDefinitionTest {
    private final GameDefinition rules = ToyRules.RULESET.defaultGame();
    private final int fresh = rules.start(0, 0).memory0();

    private static GameState state(int score0, int score1, int mover, int memory0, int memory1) {
        return new GameState(score0, score1, mover, 0, false, memory0, memory1);
    }

    private static GameDefinition with(String option) {
        return ToyRules.RULESET.game(Map.of(option, true));
    }

    @Test
    void theRollScoreIsAddedToTheMoverAndTheTurnPasses() {
        GameState next = rules.next(state(10, 20, 0, fresh, fresh), 3, 12);

        assertThat(next).isEqualTo(new GameState(22, 20, 1, 1, false, 3, fresh));
    }

    @Test
    void zeroDiceScoresTheZeroDiceRuleAndIgnoresTheRollScore() {
        GameState next = rules.next(state(10, 20, 1, fresh, fresh), 0, 999);

        assertThat(next).isEqualTo(new GameState(10, 26, 0, 1, false, fresh, 0));
    }

    @Test
    void bonusesSeeTheMoversOwnMemory() {
        // Player 1 rolled 2 dice last time and rolls 2 again: Echo +1. Player 0's memory is untouched.
        GameState next = rules.next(state(30, 12, 1, 4, 2), 2, 7);

        assertThat(next.scores()).isEqualTo(Scores.of(30, 20));
        assertThat(rules.memory(next, 0, ToyRules.ECHO)).isEqualTo(4);
        assertThat(rules.memory(next, 1, ToyRules.ECHO)).isEqualTo(2);
    }

    @Test
    void aRuleCanReadWhatItRemembersOfTheOpponent() {
        GameDefinition mimic = with("mimic");
        GameState start = mimic.start(0, 0);
        // Player 0 rolls 3 dice; then player 1 rolls 3 too: Mimic gives +2 for copying the opponent's last choice.
        GameState afterFirst = mimic.next(start, 3, 10);
        GameState afterSecond = mimic.next(afterFirst, 3, 10);

        assertThat(mimic.memory(afterFirst, 0, ToyRules.MIMIC)).isEqualTo(3);
        assertThat(mimic.memory(afterFirst, 1, ToyRules.MIMIC)).as("before their first turn").isEqualTo(6);
        assertThat(afterSecond.scores()).isEqualTo(Scores.of(10, 12));
        assertThat(mimic.memorySize()).as("Echo's 12 values times Mimic's 7").isEqualTo(84);
    }

    @Test
    void afterTurnRulesApplyInOrderToWhatThePreviousLeft() {
        // 10 + 9 = 19 ends in 9: Round Up makes it 20, which ties 20: Tied gives the opponent 1.
        GameState next = rules.next(state(10, 20, 0, fresh, fresh), 1, 9);

        assertThat(next.scores()).isEqualTo(Scores.of(20, 21));
    }

    @Test
    void anExtraTurnKeepsTheMoverAndIsMarked() {
        GameState next = rules.next(state(0, 40, 0, fresh, fresh), 1, 5);

        assertThat(next.mover()).isZero();
        assertThat(next.extraTurn()).isTrue();
        assertThat(next.scores()).isEqualTo(Scores.of(5, 40));
        assertThat(rules.next(next, 1, 30).extraTurn()).as("5 + 30 is not behind by more than 20").isFalse();
    }

    @Test
    void everyTurnIsCountedExtraTurnsIncluded() {
        GameState state = rules.start(0, 40);
        for (int turn = 1; turn <= 3; turn++) {
            state = rules.next(state, 1, 2);
            assertThat(state.turn()).isEqualTo(turn);
            assertThat(state.mover()).as("behind by more than 20: extra turns").isZero();
        }
    }

    @ParameterizedTest(name = "turn {0}, {1} dice, extra turn {2}: another turn {3}")
    @CsvSource({"3, 3, false, true", "7, 3, false, true", "4, 0, false, true", "5, 1, false, true",
        "5, 2, false, false", "3, 3, true, false"})
    void aRuleSeesTheTurnNumberTheDiceAndWhetherTheTurnIsAnExtraTurn(int turn, int dice, boolean extra,
            boolean again) {
        GameDefinition clock = with("clock");
        GameState state = new GameState(30, 30, 1, turn, extra, fresh, fresh);

        GameState next = clock.next(state, dice, 2);

        assertThat(next.mover() == 1).isEqualTo(again);
        assertThat(next.extraTurn()).isEqualTo(again);
        assertThat(clock.turnPeriod()).isEqualTo(4);
    }

    @Test
    void theTurnPeriodIsTheLeastCommonMultipleOfTheRules() {
        Rule everySixth = new Rule() {
            @Override
            public String name() {
                return "Sixth";
            }

            @Override
            public int turnPeriod() {
                return 6;
            }
        };
        GameDefinition both = Ruleset.builder("periods").rule(ToyRules.CLOCK).rule(everySixth).build().defaultGame();

        assertThat(both.turnPeriod()).isEqualTo(12);
        assertThat(rules.turnPeriod()).isOne();
    }

    @Test
    void aRuleThatReadsTheTurnNumberWithoutDeclaringItsPeriodIsNamed() {
        ExtraTurnRule careless = new ExtraTurnRule() {
            @Override
            public String name() {
                return "Careless";
            }

            @Override
            public boolean extraTurn(Turn turn) {
                return turn.number() % 3 == 0;
            }
        };
        GameDefinition broken = Ruleset.builder("careless").rule(careless).build().defaultGame();

        assertThatThrownBy(() -> broken.next(broken.start(0, 0), 1, 3)).isInstanceOf(RuleException.class)
                .hasMessageStartingWith("Rule Careless read the turn number, but its turnPeriod() is 1")
                .extracting(e -> ((RuleException) e).rule()).isEqualTo("Careless");
    }

    @Test
    void aZeroDiceRuleCannotReadThePointsItDecides() {
        ZeroDiceRule circular = new ZeroDiceRule() {
            @Override
            public String name() {
                return "Circular";
            }

            @Override
            public int zeroDicePoints(Turn turn) {
                return turn.points() + 1;
            }
        };
        GameDefinition broken = Ruleset.builder("circular").rule(circular).build().defaultGame();

        assertThatThrownBy(() -> broken.next(broken.start(0, 0), 0, 0)).isInstanceOf(RuleException.class)
                .hasMessage("Rule Circular read the turn's points or faces before they are known: the choice of dice,"
                        + " die sizes and zero-dice points are decided before the roll");
    }

    @Test
    void theTurnIsAPureFunctionOfItsInputs() {
        GameState state = new GameState(13, 27, 1, 8, true, 5, 3);

        assertThat(rules.next(state, 3, 10)).isEqualTo(rules.next(state, 3, 10));
    }

    @Test
    void aTurnOutsideTheDiceRangeIsACallersMistake() {
        GameState start = rules.start(0, 0);

        assertThatThrownBy(() -> rules.next(start, 6, 10)).isInstanceOf(HogException.class)
                .hasMessage("Player 0 chose 6 dice on turn 0 (score 0, opponent 0); a turn rolls from 0 to 5 dice");
        assertThatThrownBy(() -> rules.next(start, 2, -1)).isInstanceOf(HogException.class)
                .hasMessage("A roll's score must be at least 0, not -1");
        assertThatThrownBy(() -> rules.sides(start, -1)).isInstanceOf(HogException.class)
                .hasMessage("The number of dice must be from 0 to 5, not -1");
        assertThatThrownBy(() -> rules.rollDistribution(6, 6)).isInstanceOf(HogException.class)
                .hasMessage("A roll distribution needs 1 to 5 dice of 1 to 65535 sides, not 6 dice of 6");
    }

    @Test
    void aStateOutOfRangeIsACallersMistake() {
        assertThatThrownBy(() -> rules.state(-1, 0, 0)).isInstanceOf(HogException.class)
                .hasMessage("Player 0's score must be at least 0, not -1");
        assertThatThrownBy(() -> rules.state(0, 0, 2)).isInstanceOf(HogException.class)
                .hasMessage("The mover must be player 0 or 1, not 2");
        assertThatThrownBy(() -> rules.withGoal(0)).isInstanceOf(HogException.class)
                .hasMessage("The goal must be from 1 to 10000, not 0");
    }

    @Test
    void transitionsListEveryNextStateOnceWithTheChanceOfTheRollsThatLeadThere() {
        GameState state = state(10, 20, 0, fresh, fresh);
        RollDistribution two = rules.rollDistribution(2, 6);

        List<Transition> transitions = rules.transitions(state, 2);

        assertThat(transitions).as("9 and 10 both reach (20, 21) by Round Up and Tied").hasSize(two.size() - 1);
        assertThat(transitions).contains(Transition.of(rules.next(state, 2, 10), two.chanceOf(9) + two.chanceOf(10)));
        assertThat(transitions.stream().mapToDouble(Transition::probability).sum()).isCloseTo(1.0, within(1e-12));
        assertThat(transitions.get(0).state()).as("Snake Eyes: the lowest score first")
                .isEqualTo(rules.next(state, 2, 0));
        assertThat(transitions.get(0).probability()).isEqualTo(two.chanceOf(0));
        assertThat(transitions).extracting(Transition::state).doesNotHaveDuplicates();
        assertThat(rules.transitions(state, 0)).containsExactly(Transition.of(rules.next(state, 0, 0), 1.0));
    }

    @Test
    void rollsThatLeadToTheSameStateAreOneTransition() {
        // Round Up: 9 + 10 = 19 becomes 20, as does 10 + 10: both reach (20, 30).
        GameDefinition plain = Ruleset.builder("merge").rule(ToyRules.ROUND_UP).build().defaultGame();
        GameState state = state(10, 30, 0, 0, 0);

        Map<GameState, Double> chances = new HashMap<>();
        plain.transitions(state, 2).forEach(t -> chances.put(t.state(), t.probability()));

        RollDistribution two = plain.rollDistribution(2, 6);
        assertThat(chances.get(plain.next(state, 2, 10))).isCloseTo(two.chanceOf(9) + two.chanceOf(10),
                within(1e-15));
    }

    @Test
    void aGameIsOverWhenAScoreReachesTheGoal() {
        assertThat(rules.isOver(state(49, 10, 0, fresh, fresh))).isFalse();
        assertThat(rules.isOver(state(10, 50, 0, fresh, fresh))).isTrue();
        assertThat(rules.withGoal(60).isOver(state(10, 50, 0, fresh, fresh))).isFalse();
        assertThatThrownBy(() -> rules.transitions(state(50, 3, 1, fresh, fresh), 2))
                .isInstanceOf(HogException.class).hasMessageContaining("The game is over");
    }

    @Test
    void theGoalIsPartOfTheGamesDefinition() {
        GameDefinition fifty = ToyRules.RULESET.defaultGame();
        GameDefinition thirty = fifty.withGoal(30);

        assertThat(fifty.goal()).as("the ruleset's").isEqualTo(50);
        assertThat(thirty.goal()).isEqualTo(30);
        assertThat(thirty).isEqualTo(fifty.withGoal(30)).hasSameHashCodeAs(fifty.withGoal(30)).isNotEqualTo(fifty);
        assertThat(fifty.withGoal(50)).isSameAs(fifty);
        assertThat(thirty).hasToString("toy (small-dice=false, clock=false, mimic=false), goal 30");
        assertThatThrownBy(() -> fifty.withGoal(0)).isInstanceOf(HogException.class)
                .hasMessage("The goal must be from 1 to 10000, not 0");
        assertThatThrownBy(() -> fifty.withGoal(10_001)).isInstanceOf(HogException.class)
                .hasMessage("The goal must be from 1 to 10000, not 10001");
    }

    @Test
    void theFirstStateHasPlayer0ToMoveOnTurn0WithNothingRemembered() {
        GameState start = rules.start(7, 9);

        assertThat(start).isEqualTo(new GameState(7, 9, 0, 0, false, 11, 11));
        assertThat(rules.memory(start, 1, ToyRules.ECHO)).isEqualTo(11);
        assertThatThrownBy(() -> rules.start(0, -5)).isInstanceOf(HogException.class)
                .hasMessage("Player 1's start score must be 0 or more, not -5");
        assertThatThrownBy(() -> rules.memory(start, 0, ToyRules.MIMIC)).isInstanceOf(HogException.class)
                .hasMessageContaining("Mimic is not a memory rule in force");
    }

    @Test
    void rollingCallsTheDiceExactlyOncePerDieEvenAfterTheRollRuleFires() {
        TestDice dice = Dice.test(1, 4, 4);

        assertThat(rules.roll(dice::roll, 5, 6)).isZero();
        assertThat(dice.rolled()).isEqualTo(5);
        assertThat(rules.roll(dice::roll, 1, 6)).as("the sixth die is the third outcome").isEqualTo(4);
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
        GameDefinition small = with("small-dice");

        assertThat(rules.sides(state(5, 10, 0, fresh, fresh), 2)).isEqualTo(6);
        assertThat(small.sides(state(5, 10, 0, fresh, fresh), 2)).isEqualTo(4);
        assertThat(small.sides(state(5, 11, 0, fresh, fresh), 2)).isEqualTo(6);
        assertThat(small.rules()).contains(ToyRules.SMALL_DICE);
        assertThat(rules.rules()).doesNotContain(ToyRules.SMALL_DICE);
    }

    @Test
    void effectsNameTheRulesThatFiredInOrder() {
        List<Effect> effects = new ArrayList<>();
        // 10 + 8 + Echo's 1 = 19 ends in 9: Round Up makes 20, which ties 20: Tied gives the opponent 1.
        rules.next(state(10, 20, 0, 2, fresh), 2, 8, 0, effects::add);

        assertThat(effects).extracting(Effect::rule).containsExactly("Echo", "Round Up", "Tied");
    }

    @Test
    void aRuleThatBreaksItsContractIsReportedByName() {
        MemoryRule forgetful = new MemoryRule() {
            @Override
            public String name() {
                return "Forgetful";
            }

            @Override
            public int memorySize() {
                return 2;
            }

            @Override
            public int remember(Turn turn) {
                return 7;
            }
        };
        GameDefinition broken = Ruleset.builder("broken").rule(forgetful).build().defaultGame();

        assertThatThrownBy(() -> broken.next(broken.start(0, 0), 1, 3)).isInstanceOf(RuleException.class)
                .hasMessage("Rule Forgetful of broken remembered 7, outside its memory of 0 to 1");
    }

    @Test
    void aRuleThatThrowsIsReportedByNameWithTheTurnAndItsCause() {
        AfterTurnRule faulty = new AfterTurnRule() {
            @Override
            public String name() {
                return "Faulty";
            }

            @Override
            public boolean appliesTo(Turn turn) {
                return turn.score() / (turn.opponentScore() - 20) > 0;
            }

            @Override
            public int score(Turn turn) {
                return turn.score();
            }
        };
        GameDefinition broken = Ruleset.builder("faulty").rule(faulty).build().defaultGame();

        assertThatThrownBy(() -> broken.next(broken.start(0, 20), 2, 7)).isInstanceOf(RuleException.class)
                .hasMessage("Rule Faulty of faulty failed on turn 0: 7 to 20, 2 dice, 7 points:"
                        + " java.lang.ArithmeticException: / by zero")
                .hasCauseInstanceOf(ArithmeticException.class);
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
            public int zeroDicePoints(Turn turn) {
                calls.incrementAndGet();
                return 1;
            }
        };
        GameDefinition counting = Ruleset.builder("counting").rule(counted).build().defaultGame();

        counting.next(counting.start(0, 0), 3, 6);
        assertThat(calls).hasValue(0);
        counting.next(counting.start(0, 0), 0, 0);
        assertThat(calls).hasValue(1);
    }
}
