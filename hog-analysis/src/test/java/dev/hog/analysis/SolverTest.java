package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.game.GameState;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.RollRule;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import java.util.Arrays;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
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

    static final GameDefinition COIN_GAME = Ruleset.builder("coin").rule(COIN).maxDice(1).sides(2).goal(1).build()
            .defaultGame();

    /** Lifts the opponent to the mover's score after every turn, so that a game at the goal ends tied. */
    static final AfterTurnRule TIE = new AfterTurnRule() {
        @Override
        public String name() {
            return "Tie";
        }

        @Override
        public boolean appliesTo(Turn turn) {
            return true;
        }

        @Override
        public int score(Turn turn) {
            return turn.score();
        }

        @Override
        public int opponentScore(Turn turn) {
            return turn.score();
        }
    };

    private final Solver solver = new Solver(2);

    @Test
    void aSurveysArrayOfValuesServesGameAfterGameWithTheBitsOfEachGamesOwnSolve() {
        // The largest first, as hog analyze solves its goals; the value-iteration games read values before writing
        // them, so a reused array must be cleared.
        List<GameDefinition> games = List.of(MemorySweepTest.FERAL.withGoal(50), MemorySweepTest.FERAL.withGoal(30),
                SolverThreadsTest.SLIDING, COIN_GAME, TROT, ECHO_HOG);
        double[] dirty = new double[4_000_000];
        Arrays.fill(dirty, 0.37);
        Queue<double[]> spare = new ConcurrentLinkedQueue<>(List.of(dirty));
        for (GameDefinition game : games) {
            double alone;
            try (Solver fresh = new Solver(1)) {
                alone = fresh.optimal(game).value();
            }
            try (Solver survey = new Solver(1)) {
                assertThat(Double.doubleToRawLongBits(survey.optimalValue(game, spare))).as("%s", game)
                        .isEqualTo(Double.doubleToRawLongBits(alone));
            }
            assertThat(spare).as("the array given back").containsExactly(dirty);
        }

        // An array too small for the game is let go for one that fits, which is given back.
        double[] tooSmall = new double[1];
        Queue<double[]> small = new ConcurrentLinkedQueue<>(List.of(tooSmall));
        try (Solver survey = new Solver(1); Solver fresh = new Solver(1)) {
            assertThat(survey.optimalValue(TROT, small)).isEqualTo(fresh.optimal(TROT).value());
        }
        assertThat(small).hasSize(1).doesNotContain(tooSmall);
    }

    @Test
    void aGameWhoseTurnsCanAddNothingIsSolvedByValueIterationAndSaysSo() {
        // Flipping wins at once half the time, else the turn passes: V = 1/2 + 1/2 (1 - V), so V = 2/3.
        Solution solution = solver.optimal(COIN_GAME);

        assertThat(solution.valueIteration()).isTrue();
        assertThat(solution.iterations()).isGreaterThan(1);
        assertThat(solution.value()).isCloseTo(2.0 / 3, within(1e-11));
        assertThat(solution.strategy().numRolls(0, 0)).isOne();
    }

    /**
     * A three-sided coin that wins only on its 3 (the roll of 1 or 2 hands the opponent the goal), and no dice that
     * score nothing: both players would rather wait forever, and the values swing between 1/3 and 2/3.
     */
    static final GameDefinition WAITING_GAME = Ruleset.builder("waiting").rule(COIN).maxDice(1).sides(3).goal(2)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "Nothing";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 0;
                }
            })
            .rule(new AfterTurnRule() {
                @Override
                public String name() {
                    return "Bust";
                }

                @Override
                public boolean appliesTo(Turn turn) {
                    return turn.dice() > 0 && turn.points() < 2;
                }

                @Override
                public int score(Turn turn) {
                    return turn.score();
                }

                @Override
                public int opponentScore(Turn turn) {
                    return 2;
                }
            })
            .build().defaultGame();

    @Test
    void valuesThatStopSettlingAreGivenUpAfterSweepsThatMoveThemNoLess() {
        // Given up about a thousand sweeps in, not after 100,000.
        assertThatThrownBy(() -> solver.optimal(WAITING_GAME)).isInstanceOf(EngineLimitException.class)
                .hasMessageMatching("Value iteration for waiting, goal 2 did not settle to 1.0E-12: after 100[0-9] sweeps"
                        + " a value still moves by 0.3333333333333\\d*, and the values have moved by no less than"
                        + " 0.3333333333333\\d* in the last 1000 sweeps .*");
    }

    @Test
    void exactWinRatesInTheGameWithoutEnd() {
        ExactWinRate flipAgainstFlip = solver.winRate(COIN_GAME, Strategy.alwaysRoll(1), Strategy.alwaysRoll(1));
        ExactWinRate flipAgainstWait = solver.winRate(COIN_GAME, Strategy.alwaysRoll(1), Strategy.alwaysRoll(0));

        assertThat(flipAgainstFlip.first()).isCloseTo(2.0 / 3, within(1e-11));
        assertThat(flipAgainstFlip.second()).isCloseTo(1.0 / 3, within(1e-11));
        assertThat(flipAgainstWait.first()).isCloseTo(1, within(1e-11));
        assertThat(flipAgainstWait.second()).isCloseTo(1, within(1e-11));
    }

    /** Six-sided dice scoring their sum, no dice scoring 1, and a bonus of 1 for repeating last turn's dice. */
    static final GameDefinition ECHO_HOG = Ruleset.builder("echo").maxDice(3).goal(12)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "One";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 1;
                }
            })
            .rule(new Echo()).build().defaultGame();

    /** +1 for rolling as many dice as on the mover's previous turn. */
    private static final class Echo implements BonusRule, MemoryRule {
        @Override
        public String name() {
            return "Echo";
        }

        @Override
        public int memorySize() {
            return 4;
        }

        @Override
        public int bonus(Turn turn) {
            return turn.memory() == turn.dice() ? 1 : 0;
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice();
        }
    }

    @Test
    void theOptimalStrategyAgainstItselfWinsTheGamesValue() {
        Solution solution = solver.optimal(ECHO_HOG);

        ExactWinRate selfPlay = solver.winRate(ECHO_HOG, solution.strategy(), solution.strategy());

        assertThat(solution.valueIteration()).isFalse();
        assertThat(selfPlay.first()).isCloseTo(solution.value(), within(1e-12));
        assertThat(selfPlay.first() + selfPlay.second()).isCloseTo(1, within(1e-12));
    }

    @Test
    void theOptimalStrategyUsesWhatTheRulesRemember() {
        StrategyTable optimal = solver.optimal(ECHO_HOG).strategy();

        assertThat(optimal.memorySize()).isEqualTo(4);
        boolean dependsOnMemory = false;
        for (int score = 0; score < 12 && !dependsOnMemory; score++) {
            for (int opponent = 0; opponent < 12 && !dependsOnMemory; opponent++) {
                for (int memory = 1; memory < 4; memory++) {
                    dependsOnMemory |= optimal.dice(score, opponent, memory, 0, 0, false)
                            != optimal.dice(score, opponent, 0, 0, 0, false);
                }
            }
        }
        assertThat(dependsOnMemory).isTrue();
    }

    @Test
    void theBestResponseBeatsTheStrategyAtLeastAsOftenAsAnyOther() {
        Strategy opponent = Strategy.alwaysRoll(2);
        BestResponse best = solver.bestResponse(ECHO_HOG, opponent);

        assertThat(solver.winRate(ECHO_HOG, best.strategy(), opponent)).isEqualTo(best.winRate());
        for (int dice = 0; dice <= 3; dice++) {
            ExactWinRate other = solver.winRate(ECHO_HOG, Strategy.alwaysRoll(dice), opponent);
            assertThat(best.winRate().first()).isGreaterThanOrEqualTo(other.first() - 1e-15);
            assertThat(best.winRate().second()).isGreaterThanOrEqualTo(other.second() - 1e-15);
        }
        ExactWinRate optimalAgainstIt = solver.winRate(ECHO_HOG, solver.optimal(ECHO_HOG).strategy(),
                opponent);
        assertThat(best.winRate().mean()).isGreaterThanOrEqualTo(optimalAgainstIt.mean() - 1e-15);
    }

    @Test
    void theBestResponseToTheOptimalStrategyWinsNoMoreThanTheGamesValue() {
        Solution solution = solver.optimal(ECHO_HOG);

        BestResponse best = solver.bestResponse(ECHO_HOG, solution.strategy());

        assertThat(best.winRate().first()).isCloseTo(solution.value(), within(1e-12));
    }

    @Test
    void solvingIsDoneOncePerRulesAndGoal() {
        assertThat(solver.optimal(ECHO_HOG)).isSameAs(solver.optimal(ECHO_HOG.withGoal(12)));
        assertThat(solver.optimal(ECHO_HOG.withGoal(11))).isNotSameAs(solver.optimal(ECHO_HOG));
    }

    @Test
    void theStateKeepsOnlyWhatTheRulesRead() {
        StrategyTable optimal = solver.optimal(ECHO_HOG).strategy();

        assertThat(optimal.memorySize()).isEqualTo(4);
        assertThat(optimal.turnPeriod()).as("no rule reads the turn number").isOne();
        assertThat(optimal.extraTurns()).as("no rule reads whether a turn is an extra turn").isFalse();
        assertThat(optimal.states()).isEqualTo(12 * 12 * 4 * 4);
    }

    /**
     * Time Trot on a small game: rolling exactly (turn number mod 4) dice gives an extra turn, never two in a row.
     * The state keeps the turn number modulo 4 and whether the turn is an extra turn.
     */
    static final GameDefinition TROT = Ruleset.builder("trot").maxDice(3).goal(10)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "Two";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 2;
                }
            })
            .rule(timeTrot(4)).build().defaultGame();

    /** Time Trot at a period: rolling exactly (turn number mod period) dice gives an extra turn, never two in a row. */
    static ExtraTurnRule timeTrot(int period) {
        return new ExtraTurnRule() {
            @Override
            public String name() {
                return "Trot";
            }

            @Override
            public int turnPeriod() {
                return period;
            }

            @Override
            public boolean extraTurn(Turn turn) {
                return !turn.isExtraTurn() && turn.dice() == turn.number() % period;
            }
        };
    }

    @Test
    void aRuleThatReadsTheTurnNumberAndExtraTurnsGrowsTheStateByTheirPeriod() {
        Solution solution = solver.optimal(TROT);

        assertThat(solution.strategy().turnPeriod()).isEqualTo(4);
        assertThat(solution.strategy().extraTurns()).isTrue();
        assertThat(solution.strategy().states()).isEqualTo(10 * 10 * 4 * 2);
        assertThat(solution.valueIteration()).isFalse();
        ExactWinRate selfPlay = solver.winRate(TROT, solution.strategy(), solution.strategy());
        assertThat(selfPlay.first()).isCloseTo(solution.value(), within(1e-12));
    }

    @Test
    void theOptimalStrategyPlaysTheTurnNumberAndExtraTurns() {
        StrategyTable optimal = solver.optimal(TROT).strategy();

        boolean byTurn = false;
        boolean byKind = false;
        for (int score = 0; score < 10; score++) {
            for (int opponent = 0; opponent < 10; opponent++) {
                for (int turn = 1; turn < 4; turn++) {
                    byTurn |= optimal.dice(score, opponent, 0, 0, turn, false)
                            != optimal.dice(score, opponent, 0, 0, 0, false);
                    byKind |= optimal.dice(score, opponent, 0, 0, turn, true)
                            != optimal.dice(score, opponent, 0, 0, turn, false);
                }
            }
        }
        assertThat(byTurn).as("some choice depends on the turn number").isTrue();
        assertThat(byKind).as("some choice depends on whether the turn is an extra turn").isTrue();
    }

    @Test
    void aStrategyThatReadsMoreThanTheRulesIsRefusedRatherThanMisjudged() {
        Strategy onEvenTurns = Strategy.named("even turns", new Strategy() {
            @Override
            public int numRolls(int score, int opponentScore) {
                return 1;
            }

            @Override
            public int numRolls(dev.hog.api.game.GameState state) {
                return state.turn() % 2 == 0 ? 1 : 2;
            }
        });

        assertThatThrownBy(() -> solver.winRate(ECHO_HOG, onEvenTurns, Strategy.alwaysRoll(1)))
                .isInstanceOf(HogException.class)
                .hasMessage("Strategy even turns chose 1 and 2 dice at scores 0 and 0 on turns 0 and 1, one an extra"
                        + " turn, which the rules cannot tell apart; the exact solver keeps only what the rules read,"
                        + " so it cannot evaluate this strategy: simulate it instead");
    }

    @Test
    void aGoalTooLargeToSolveIsRefused() {
        GameDefinition big = Ruleset.builder("big").build().defaultGame();

        assertThatThrownBy(() -> solver.optimal(big.withGoal(10_000))).isInstanceOf(HogException.class)
                .hasMessage("Solving big, goal 10000 needs 100000000 states per player; the solver handles at most"
                        + " 64000000: choose a lower goal");
    }

    @Test
    void aTieAtTheEndCountsAsHalfAWin() {
        // Rolling one die of one side scores 1, and Tie lifts the opponent to 1: every game ends tied.
        GameDefinition tying = Ruleset.builder("tying").sides(1).maxDice(1).goal(1).rule(TIE).build().defaultGame();

        assertThat(solver.winRate(tying, Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).first()).isEqualTo(0.5);
        assertThat(solver.optimal(tying).value()).isEqualTo(0.5);
    }

    @Test
    void theOddsOfEveryStateAndChoiceAgreeWithTheBestResponse() {
        for (GameDefinition rules : List.of(ECHO_HOG, TROT)) {
            Strategy opponent = Strategy.alwaysRoll(2);
            BestResponse best = solver.bestResponse(rules, opponent);
            Odds odds = solver.odds(rules, opponent);
            GameState start = rules.start(0, 0);

            assertThat(odds.chance(start, 0)).as("%s first", rules).isCloseTo(best.winRate().first(), within(1e-12));
            assertThat(odds.chance(start, 1)).as("%s second", rules).isCloseTo(best.winRate().second(),
                    within(1e-12));
            double bestChoice = odds.chanceAfter(start, odds.best(start));
            assertThat(bestChoice).isCloseTo(odds.chance(start, 0), within(1e-12));
            for (int dice = 0; dice <= rules.maxDice(); dice++) {
                assertThat(odds.chanceAfter(start, dice)).isLessThanOrEqualTo(bestChoice + 1e-12);
            }
        }
    }
}
