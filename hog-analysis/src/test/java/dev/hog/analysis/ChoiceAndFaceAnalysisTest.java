package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.game.Transition;
import dev.hog.api.play.Match;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.api.rule.FaceRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.ruleset.Ruleset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Exact analysis under rules that limit the choice of dice and rules that read the faces, against an expectimax over
 * {@link GameDefinition#transitions}, which knows nothing of the solver's tables: the solver's value, the best
 * response, the duel, the sweep of the pair evaluator, the Markov chain and the sampled simulation.
 */
class ChoiceAndFaceAnalysisTest {
    /** A player ahead may roll at most 4 dice. Reads only the scores, so the state stays the scores alone. */
    private static final DiceChoiceRule MODEST = new DiceChoiceRule() {
        @Override
        public String name() {
            return "Modest";
        }

        @Override
        public boolean allows(Turn turn) {
            return turn.score() <= turn.opponentScore() || turn.dice() <= 4;
        }
    };

    /** Each six rolled adds a point, counted up to 3. */
    private static final class Sixes implements FaceRule, BonusRule {
        @Override
        public String name() {
            return "Sixes";
        }

        @Override
        public int summarySize() {
            return 4;
        }

        @Override
        public int summarize(int summary, int face) {
            return face == 6 ? Math.min(3, summary + 1) : summary;
        }

        @Override
        public int bonus(Turn turn) {
            return turn.faceSummary();
        }
    }

    /** No one rolls the same number of dice (one or more) twice in a row: remembers the mover's last number. */
    private static final class Fickle implements DiceChoiceRule, MemoryRule {
        @Override
        public String name() {
            return "Fickle";
        }

        @Override
        public int memorySize() {
            return 5;
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice();
        }

        @Override
        public boolean allows(Turn turn) {
            return turn.dice() == 0 || turn.dice() != turn.memory();
        }
    }

    static final GameDefinition MODEST_SIXES = Ruleset.builder("modest-sixes").rule(MODEST).rule(new Sixes())
            .rule(PairEvaluatorTest.TWO_FOR_NOTHING).build().defaultGame().withGoal(40);
    static final GameDefinition FICKLE_SIXES = Ruleset.builder("fickle-sixes").rule(new Fickle())
            .rule(new Sixes()).rule(PairEvaluatorTest.TWO_FOR_NOTHING).maxDice(4).build().defaultGame().withGoal(30);

    /** Rolls 3, or 2 right after rolling 3: legal under Fickle, and under Modest. */
    private static final Strategy ALTERNATE = new Strategy() {
        @Override
        public int numRolls(int score, int opponentScore) {
            throw new UnsupportedOperationException("reads the state");
        }

        @Override
        public int numRolls(GameState state) {
            return state.memoryCode(state.mover()) == 3 ? 2 : 3;
        }

        @Override
        public String toString() {
            return "alternate";
        }
    };

    /** Four dice when ahead, six when not: legal under Modest. */
    private static final Strategy BOLD_BEHIND = new Strategy() {
        @Override
        public int numRolls(int score, int opponentScore) {
            return score > opponentScore ? 4 : 6;
        }

        @Override
        public String toString() {
            return "bold-behind";
        }
    };

    private final Solver solver = new Solver(2);

    @Test
    void theSolversValueIsTheExpectimaxOverLegalChoicesAndEveryScoreAndSummary() {
        for (GameDefinition rules : List.of(MODEST_SIXES, FICKLE_SIXES)) {
            Expectimax brute = new Expectimax(rules, null);
            Solution optimal = solver.optimal(rules);
            assertThat(optimal.value()).as("%s", rules).isCloseTo(brute.value(rules.start(0, 0)), within(1e-12));
            assertThat(optimal.valueIteration()).isFalse();
        }
    }

    @Test
    void theOptimalStrategyAndTheBestResponseChooseOnlyLegalDice() {
        Solution optimal = solver.optimal(MODEST_SIXES);
        for (int score = 0; score < 40; score++) {
            for (int opponent = 0; opponent < 40; opponent++) {
                GameState state = MODEST_SIXES.state(score, opponent, 0);
                assertThat(MODEST_SIXES.allows(state, optimal.strategy().numRolls(state))).isTrue();
            }
        }
        BestResponse best = solver.bestResponse(FICKLE_SIXES, ALTERNATE);
        Expectimax brute = new Expectimax(FICKLE_SIXES, ALTERNATE);
        assertThat(best.winRate().first()).isCloseTo(brute.value(FICKLE_SIXES.start(0, 0)), within(1e-12));
    }

    @Test
    void exactWinRatesAgreeWithTheExpectimaxInTheDuelTheSweepAndTheChain() {
        ExactWinRate duel = solver.winRate(FICKLE_SIXES, ALTERNATE, Strategy.alwaysRoll(0));
        double brute = new Expectimax(FICKLE_SIXES, ALTERNATE, Strategy.alwaysRoll(0)).value(FICKLE_SIXES.start(0, 0));
        assertThat(duel.first()).isCloseTo(brute, within(1e-12));
        assertThat(GameChain.between(FICKLE_SIXES, ALTERNATE, Strategy.alwaysRoll(0)).winChance(0))
                .isCloseTo(brute, within(1e-12));

        try (PairEvaluator evaluator = PairEvaluator.of(MODEST_SIXES)) {
            assertThat(evaluator.sweeps()).isTrue();
            Strategy four = Strategy.alwaysRoll(4);
            ExactWinRate swept = evaluator.evaluate(evaluator.entry(BOLD_BEHIND), evaluator.entry(four));
            ExactWinRate solved = solver.winRate(MODEST_SIXES, BOLD_BEHIND, four);
            double first = new Expectimax(MODEST_SIXES, BOLD_BEHIND, four).value(MODEST_SIXES.start(0, 0));
            double second = 1 - new Expectimax(MODEST_SIXES, four, BOLD_BEHIND).value(MODEST_SIXES.start(0, 0));
            assertThat(swept.first()).isCloseTo(first, within(1e-12));
            assertThat(swept.second()).isCloseTo(second, within(1e-12));
            assertThat(solved.first()).isCloseTo(first, within(1e-12));
            assertThat(solved.second()).isCloseTo(second, within(1e-12));
        }
    }

    @Test
    void theSampledSimulationAgreesWithTheExactWinRate() {
        ExactWinRate exact = solver.winRate(MODEST_SIXES, BOLD_BEHIND, Strategy.alwaysRoll(4));
        WinRate simulated = new Simulation(MODEST_SIXES, BOLD_BEHIND, Strategy.alwaysRoll(4)).run(400_000, 5, 2,
                games -> { });
        assertThat(SampledGames.of(MODEST_SIXES, BOLD_BEHIND, Strategy.alwaysRoll(4))).isNotNull();
        assertThat(simulated.contains((exact.first() + exact.second()) / 2)).as("%s against %s", simulated, exact)
                .isTrue();
    }

    @Test
    void aStrategyWithAForbiddenChoiceIsRefusedNamingTheStateAndTheRule() {
        assertThatThrownBy(() -> solver.winRate(MODEST_SIXES, Strategy.alwaysRoll(6), Strategy.alwaysRoll(4)))
                .isInstanceOf(HogException.class)
                .hasMessageContaining("chose 6 dice with player 0 to move, 7 against 6 (reached when it plays itself"
                        + " from 0 to 0), which the rules do not allow: Modest does not allow 6 dice now")
                .hasMessageContaining("Allowed there: 0 to 4");
        try (PairEvaluator evaluator = PairEvaluator.of(MODEST_SIXES)) {
            assertThatThrownBy(() -> evaluator.entry(Strategy.alwaysRoll(5))).isInstanceOf(HogException.class)
                    .hasMessageContaining("Modest does not allow 5 dice now");
        }
        assertThatThrownBy(() -> new Simulation(FICKLE_SIXES, Strategy.alwaysRoll(3), Strategy.alwaysRoll(0))
                .run(1000, 1, 1, games -> { })).hasMessageContaining("Fickle does not allow 3 dice now");
        assertThatThrownBy(() -> GameChain.between(FICKLE_SIXES, Strategy.alwaysRoll(3), Strategy.alwaysRoll(0)))
                .isInstanceOf(HogException.class).hasMessageContaining("Fickle does not allow 3 dice now");
    }

    @Test
    void aForbiddenChoiceIsWordedAlikeByTheMatchTheGameAndTheAnalysis() {
        GameState ahead = MODEST_SIXES.start(1, 0);
        String legality = ", which the rules do not allow: " + MODEST_SIXES.refusal(ahead, 6).orElseThrow()
                + ". Allowed there: 0 to 4";
        String byThePlayer = "Player 0 chose 6 dice on turn 0 (score 1, opponent 0)" + legality;

        assertThatThrownBy(() -> Match.builder(MODEST_SIXES).start(1, 0).build().roll(6))
                .isInstanceOf(HogException.class).hasMessage(byThePlayer);
        assertThatThrownBy(() -> MODEST_SIXES.next(ahead, List.of(6, 6, 6, 6, 6, 6)))
                .isInstanceOf(HogException.class).hasMessage(byThePlayer);
        assertThatThrownBy(() -> GameChain.between(MODEST_SIXES, Strategy.alwaysRoll(6), Strategy.alwaysRoll(4)))
                .isInstanceOf(HogException.class).hasMessageStartingWith("Player 0's strategy always:6 chose 6"
                        + " dice on turn ").hasMessageEndingWith(legality);
        assertThatThrownBy(() -> solver.winRate(MODEST_SIXES, Strategy.alwaysRoll(6), Strategy.alwaysRoll(4)))
                .isInstanceOf(HogException.class).hasMessageContaining(" chose 6 dice with player 0 to move, 7 against"
                        + " 6 (reached when it plays itself from 0 to 0)" + legality + "; exact analysis asks every"
                        + " state");
    }

    @Test
    void aChoiceOutOfRangeIsWordedAlikeByTheMatchAndTheAnalysis() {
        String range = "; a turn rolls from 0 to " + MODEST_SIXES.maxDice() + " dice";
        Strategy eleven = Strategy.named("eleven", (score, opponent) -> 11);

        assertThatThrownBy(() -> Match.builder(MODEST_SIXES).build().roll(11)).isInstanceOf(HogException.class)
                .hasMessage("Player 0 chose 11 dice on turn 0 (score 0, opponent 0)" + range);
        assertThatThrownBy(() -> solver.winRate(MODEST_SIXES, eleven, Strategy.alwaysRoll(4)))
                .isInstanceOf(HogException.class).hasMessage("Strategy eleven chose 11 dice at scores 0 and 0" + range);
    }

    @Test
    void theSolverTellsWhichStrategiesChooseLegallyAndTheReportLeavesTheOthersOut() {
        assertThat(solver.choosesLegally(MODEST_SIXES, Strategy.alwaysRoll(4))).isTrue();
        assertThat(solver.choosesLegally(MODEST_SIXES, BOLD_BEHIND)).isTrue();
        assertThat(solver.choosesLegally(MODEST_SIXES, Strategy.alwaysRoll(5))).isFalse();
        assertThat(solver.choosesLegally(PairEvaluatorTest.PLAIN, Strategy.alwaysRoll(6))).isTrue();

        Ruleset modest = Ruleset.builder("modest").rule(MODEST).rule(PairEvaluatorTest.TWO_FOR_NOTHING)
                .baseline(Strategy.alwaysRoll(3)).build();
        RulesetAnalysis.Report report = RulesetAnalysis.analyse(modest, modest.defaultGame().withGoal(40), solver, 30,
                40, goal -> { });
        RulesetAnalysis.Matchup bestAlways = report.skill().get(1);
        assertThat(bestAlways.opponent()).isEqualTo(RulesetAnalysis.Opponent.BEST_ALWAYS);
        int dice = Integer.parseInt(bestAlways.strategy().substring("always:".length()));
        assertThat(dice).isBetween(0, 4);
        for (int other = 0; other <= 4; other++) {
            assertThat(solver.winRate(modest.defaultGame().withGoal(40), solver.optimal(modest.defaultGame()
                    .withGoal(40)).strategy(), Strategy.alwaysRoll(other)).mean())
                    .isGreaterThanOrEqualTo(bestAlways.optimalWinRate() - 1e-12);
        }
    }

    /**
     * The first player's chance by expectimax over the game definition's transitions: each player plays its strategy,
     * or, for a player without one, its best among the legal numbers of dice.
     */
    private static final class Expectimax {
        private final GameDefinition rules;
        private final Strategy[] players;
        private final Map<GameState, Double> known = new HashMap<>();

        Expectimax(GameDefinition rules, Strategy second) {
            this(rules, null, second);
        }

        Expectimax(GameDefinition rules, Strategy first, Strategy second) {
            this.rules = rules;
            this.players = new Strategy[] {first, second};
        }

        double value(GameState state) {
            if (rules.isOver(state)) {
                return state.scores().outcome(0).value();
            }
            GameState key = rules.stateOfCodes(state.score0(), state.score1(), state.mover(), 0, false,
                    state.memoryCode(0), state.memoryCode(1));
            Double value = known.get(key);
            if (value != null) {
                return value;
            }
            Strategy strategy = players[state.mover()];
            double result;
            if (strategy != null) {
                result = expected(state, strategy.numRolls(state));
            } else {
                // With both players unset, each maximises its own chance; here only the mover without a strategy does.
                boolean forFirst = state.mover() == 0;
                result = forFirst ? -1 : 2;
                for (int dice : rules.legalDice(state)) {
                    double chance = expected(state, dice);
                    result = forFirst ? Math.max(result, chance) : Math.min(result, chance);
                }
            }
            known.put(key, result);
            return result;
        }

        private double expected(GameState state, int dice) {
            double total = 0;
            for (Transition next : rules.transitions(state, dice)) {
                total += next.probability() * value(next.state());
            }
            return total;
        }
    }
}
