package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.BonusRule;
import dev.hog.api.HogException;
import dev.hog.api.RollRule;
import dev.hog.api.Rules;
import dev.hog.api.Ruleset;
import dev.hog.api.Strategy;
import dev.hog.api.ZeroDiceRule;
import org.junit.jupiter.api.Test;

/**
 * The exact solver on small rulesets whose answers are known. The course rulesets are checked against brute force
 * and simulation by the ruleset contract in hog-testkit.
 */
class SolverTest {
    /** A roll of one two-sided die scores 0 or 1: a turn can leave the sum of the scores unchanged. */
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

    private static final Rules COIN_GAME = Ruleset.builder("coin").rule(COIN).maxDice(1).sides(2).goal(1).build()
            .defaultRules();

    private final Solver solver = new Solver(2);

    @Test
    void aGameWhoseTurnsCanAddNothingIsSolvedByValueIterationAndSaysSo() {
        // Flipping wins at once half the time, else the turn passes: V = 1/2 + 1/2 (1 - V), so V = 2/3.
        Solution solution = solver.optimal(COIN_GAME, 1);

        assertThat(solution.valueIteration()).isTrue();
        assertThat(solution.iterations()).isGreaterThan(1);
        assertThat(solution.value()).isCloseTo(2.0 / 3, within(1e-11));
        assertThat(solution.strategy().numRolls(0, 0)).isOne();
    }

    @Test
    void exactWinRatesInTheGameWithoutEnd() {
        ExactWinRate flipAgainstFlip = solver.winRate(COIN_GAME, 1, Strategy.alwaysRoll(1), Strategy.alwaysRoll(1));
        ExactWinRate flipAgainstWait = solver.winRate(COIN_GAME, 1, Strategy.alwaysRoll(1), Strategy.alwaysRoll(0));

        assertThat(flipAgainstFlip.first()).isCloseTo(2.0 / 3, within(1e-11));
        assertThat(flipAgainstFlip.second()).isCloseTo(1.0 / 3, within(1e-11));
        assertThat(flipAgainstWait.first()).isCloseTo(1, within(1e-11));
        assertThat(flipAgainstWait.second()).isCloseTo(1, within(1e-11));
    }

    /** Hog with six-sided dice scoring their sum, no dice scoring 1, and a bonus of 1 for repeating last turn's dice. */
    private static final Rules ECHO_HOG = Ruleset.builder("echo").maxDice(3).goal(12)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "One";
                }

                @Override
                public int zeroDicePoints(int score, int opponentScore) {
                    return 1;
                }
            })
            .rule(new BonusRule() {
                @Override
                public String name() {
                    return "Echo";
                }

                @Override
                public int memorySize() {
                    return 4;
                }

                @Override
                public int bonus(int memory, int dice, int points) {
                    return memory == dice ? 1 : 0;
                }

                @Override
                public int remember(int memory, int dice, int points) {
                    return dice;
                }
            }).build().defaultRules();

    @Test
    void theOptimalStrategyAgainstItselfWinsTheGamesValue() {
        Solution solution = solver.optimal(ECHO_HOG, 12);

        ExactWinRate selfPlay = solver.winRate(ECHO_HOG, 12, solution.strategy(), solution.strategy());

        assertThat(solution.valueIteration()).isFalse();
        assertThat(selfPlay.first()).isCloseTo(solution.value(), within(1e-12));
        assertThat(selfPlay.first() + selfPlay.second()).isCloseTo(1, within(1e-12));
    }

    @Test
    void theOptimalStrategyUsesWhatTheRulesRemember() {
        StrategyTable optimal = solver.optimal(ECHO_HOG, 12).strategy();

        assertThat(optimal.memorySize()).isEqualTo(4);
        boolean dependsOnMemory = false;
        for (int score = 0; score < 12 && !dependsOnMemory; score++) {
            for (int opponent = 0; opponent < 12 && !dependsOnMemory; opponent++) {
                for (int memory = 1; memory < 4; memory++) {
                    dependsOnMemory |= optimal.dice(score, opponent, memory, 0) != optimal.dice(score, opponent, 0, 0);
                }
            }
        }
        assertThat(dependsOnMemory).isTrue();
    }

    @Test
    void theBestResponseBeatsTheStrategyAtLeastAsOftenAsAnyOther() {
        Strategy opponent = Strategy.alwaysRoll(2);
        BestResponse best = solver.bestResponse(ECHO_HOG, 12, opponent);

        assertThat(solver.winRate(ECHO_HOG, 12, best.strategy(), opponent)).isEqualTo(best.winRate());
        for (int dice = 0; dice <= 3; dice++) {
            ExactWinRate other = solver.winRate(ECHO_HOG, 12, Strategy.alwaysRoll(dice), opponent);
            assertThat(best.winRate().first()).isGreaterThanOrEqualTo(other.first() - 1e-15);
            assertThat(best.winRate().second()).isGreaterThanOrEqualTo(other.second() - 1e-15);
        }
        ExactWinRate optimalAgainstIt = solver.winRate(ECHO_HOG, 12, solver.optimal(ECHO_HOG, 12).strategy(),
                opponent);
        assertThat(best.winRate().mean()).isGreaterThanOrEqualTo(optimalAgainstIt.mean() - 1e-15);
    }

    @Test
    void theBestResponseToTheOptimalStrategyWinsNoMoreThanTheGamesValue() {
        Solution solution = solver.optimal(ECHO_HOG, 12);

        BestResponse best = solver.bestResponse(ECHO_HOG, 12, solution.strategy());

        assertThat(best.winRate().first()).isCloseTo(solution.value(), within(1e-12));
    }

    @Test
    void solvingIsDoneOncePerRulesAndGoal() {
        assertThat(solver.optimal(ECHO_HOG, 12)).isSameAs(solver.optimal(ECHO_HOG, 12));
        assertThat(solver.optimal(ECHO_HOG, 11)).isNotSameAs(solver.optimal(ECHO_HOG, 12));
    }

    @Test
    void aStrategyThatChoosesTooManyDiceIsNamed() {
        Strategy greedy = Strategy.named("greedy", (score, opponent) -> score == 5 ? 4 : 1);

        assertThatThrownBy(() -> solver.winRate(ECHO_HOG, 12, greedy, Strategy.alwaysRoll(1)))
                .isInstanceOf(HogException.class)
                .hasMessage("Strategy greedy chose 4 dice at scores 5 and 0; a strategy must choose from 0 to 3 dice");
    }

    @Test
    void aGoalTooLargeToSolveIsRefused() {
        Rules big = Ruleset.builder("big").build().defaultRules();

        assertThatThrownBy(() -> solver.optimal(big, 10_000)).isInstanceOf(HogException.class)
                .hasMessage("Solving big to 10000 needs 100000000 states per player; the solver handles at most"
                        + " 64000000: choose a lower goal");
    }

    @Test
    void aTieAtTheEndCountsAsHalfAWin() {
        // Rolling one die of one side scores 1; an after-turn rule lifts the opponent to the mover's score at the
        // goal, so every game ends tied.
        Rules tying = Ruleset.builder("tying").sides(1).maxDice(1).goal(1)
                .rule(new dev.hog.api.AfterTurnRule() {
                    @Override
                    public String name() {
                        return "Tie";
                    }

                    @Override
                    public boolean appliesTo(int score, int opponentScore) {
                        return true;
                    }

                    @Override
                    public int score(int score, int opponentScore) {
                        return score;
                    }

                    @Override
                    public int opponentScore(int score, int opponentScore) {
                        return score;
                    }
                }).build().defaultRules();

        assertThat(solver.winRate(tying, 1, Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).first()).isEqualTo(0.5);
    }
}
