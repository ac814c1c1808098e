package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.Odds;
import dev.hog.analysis.Solution;
import dev.hog.analysis.Solver;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.rules.common.PigOut;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * How the solver chooses between numbers of dice: the most valuable, and among those of exactly equal value the fewest
 * dice. The optimal strategy and the best response to it play the same game, so they choose alike wherever one number
 * of dice is worth more than the others. They sum the same chances in different orders, so where two numbers of dice
 * are worth the same but for the last bits (su20 without Feral Hogs has 22 such states, such as 19 against 97, where 0
 * and 9 dice are worth the same), each may take a different one, and either is a best choice.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SolverTiesTest {
    /** Farther apart than this, two chances are not a tie: the solver's sums are within about 1e-13 of the truth. */
    private static final double TIE = 1e-12;

    private final Solver solver = new Solver(2);

    @AfterAll
    void close() {
        solver.close();
    }

    /** Rolling dice with one side: any number of dice scores 1 under Pig Out, so every choice ties exactly. */
    private static final GameDefinition ONE_SIDED = Ruleset.builder("one-sided").rule(new PigOut())
            .rule(new FreeBacon()).rule(new DiceChoiceRule() {
                @Override
                public String name() {
                    return "Roll";
                }

                @Override
                public boolean allows(Turn turn) {
                    return turn.dice() > 0;
                }
            }).sides(1).maxDice(4).goal(10).baseline(Strategy.alwaysRoll(3)).build().defaultGame();

    @Test
    void amongNumbersOfDiceOfEqualValueEachWayOfSolvingChoosesTheFewest() {
        StrategyTable optimal = solver.optimal(ONE_SIDED).strategy();
        StrategyTable answer = solver.bestResponse(ONE_SIDED, Strategy.alwaysRoll(3)).strategy();
        Odds odds = solver.odds(ONE_SIDED, Strategy.alwaysRoll(3));

        for (int score = 0; score < ONE_SIDED.goal(); score++) {
            for (int opponent = 0; opponent < ONE_SIDED.goal(); opponent++) {
                GameState state = ONE_SIDED.state(score, opponent, 0);
                assertThat(odds.chanceAfter(state, 4)).as("4 dice in %s", state)
                        .isEqualTo(odds.chanceAfter(state, 1));
                assertThat(optimal.numRolls(state)).as("the optimal choice in %s", state).isEqualTo(1);
                assertThat(answer.numRolls(state)).as("the best response in %s", state).isEqualTo(1);
                assertThat(odds.best(state)).as("the odds' best in %s", state).isEqualTo(1);
            }
        }
    }

    @Test
    void theOptimalStrategyAndTheBestResponseToItAgreeBarTiesWithoutFeralHogs() {
        agreeBarTies(Su20.ruleset().game(Su20.ruleset().options(Map.of(Su20.FERAL_HOGS, "false"))));
    }

    @Test
    void theOptimalStrategyAndTheBestResponseToItAgreeBarTiesWithFeralHogs() {
        agreeBarTies(Su20.ruleset().defaultGame().withGoal(40));
    }

    private void agreeBarTies(GameDefinition rules) {
        Solution solution = solver.optimal(rules);
        StrategyTable optimal = solution.strategy();
        Odds odds = solver.odds(rules, optimal);
        for (int score = 0; score < rules.goal(); score++) {
            for (int opponent = 0; opponent < rules.goal(); opponent++) {
                for (int mine = 0; mine < rules.memorySize(); mine++) {
                    for (int theirs = 0; theirs < rules.memorySize(); theirs++) {
                        GameState state = rules.stateOfCodes(score, opponent, 0, 0, false, mine, theirs);
                        int chosen = optimal.numRolls(state);
                        int answered = odds.best(state);
                        double bestChance = odds.chance(state, 0);
                        assertThat(odds.chanceAfter(state, answered)).as("the best response's choice in %s", state)
                                .isCloseTo(bestChance, within(TIE));
                        if (chosen != answered) {
                            assertThat(odds.chanceAfter(state, chosen)).as("in %s the optimal strategy rolls %d and"
                                    + " the best response to it %d: only a tie may part them", state, chosen, answered)
                                    .isCloseTo(odds.chanceAfter(state, answered),
                                            within(TIE));
                        }
                    }
                }
            }
        }
        assertThat(odds.chance(rules.start(0, 0), 0)).as("the best response to the optimal strategy, moving first")
                .isCloseTo(solution.value(), within(TIE));
    }
}
