package dev.hog.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Simulation;
import dev.hog.analysis.Solver;
import dev.hog.analysis.StrategyTable;
import dev.hog.analysis.WinRate;
import dev.hog.api.Dice;
import dev.hog.api.Game;
import dev.hog.api.GameRecord;
import dev.hog.api.GameState;
import dev.hog.api.Option;
import dev.hog.api.RecordedGame;
import dev.hog.api.RecordedTurn;
import dev.hog.api.RegisteredRuleset;
import dev.hog.api.Rules;
import dev.hog.api.Ruleset;
import dev.hog.api.RulesetRegistry;
import dev.hog.api.Strategy;
import dev.hog.api.TurnRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every ruleset promises, checked for every ruleset the registry discovers, under every combination of its
 * options. A plugin gets these checks by extending this class in its tests:
 *
 * <pre>{@code
 * class MyRulesetContractTest extends RulesetContract {
 * }
 * }</pre>
 *
 * <p>Random games use seeded fair dice and strategies that choose a random number of dice, so a failure repeats.
 * The exact solver must agree with brute force on small goals, and with simulation on the ruleset's goal.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class RulesetContract {
    /** Random games played under each combination of options. */
    protected static final int GAMES = 200;
    /** Goals small enough to check the solver by brute force. */
    private static final int[] SMALL_GOALS = {10, 15, 20};
    private static final long SIMULATED_GAMES = 200_000;
    /**
     * The contract compares many exact figures with simulations; each comparison allows the 99.9% interval, so that
     * the chance of one failing by bad luck stays small, where the 95% interval would fail about one in twenty.
     */
    private static final double Z_999 = 3.2905267314918945;
    private static final double Z_95 = 1.959963984540054;

    private final List<RegisteredRuleset> registered = RulesetRegistry.discover().entries();

    /**
     * The rulesets under test: by default every ruleset {@link RulesetRegistry#discover()} finds.
     *
     * @return the rulesets
     */
    protected List<Ruleset> rulesets() {
        return registered.stream().map(RegisteredRuleset::ruleset).toList();
    }

    /**
     * Every ruleset under every combination of its options.
     *
     * @return the rules
     */
    protected List<Rules> rules() {
        List<Rules> all = new ArrayList<>();
        for (Ruleset ruleset : rulesets()) {
            combinations(ruleset, 0, new LinkedHashMap<>(), all);
        }
        return all;
    }

    private static void combinations(Ruleset ruleset, int index, Map<String, String> chosen, List<Rules> all) {
        if (index == ruleset.options().size()) {
            all.add(ruleset.rules(ruleset.options(chosen)));
            return;
        }
        Option option = ruleset.options().get(index);
        for (String value : option.allowedValues()) {
            chosen.put(option.name(), value);
            combinations(ruleset, index + 1, chosen, all);
        }
        chosen.remove(option.name());
    }

    @Test
    void rulesetsAreDiscovered() {
        assertThat(rulesets()).as("rulesets found by ServiceLoader").isNotEmpty();
    }

    @Test
    void idsAreUniqueAndNonBlank() {
        List<String> ids = rulesets().stream().map(Ruleset::id).toList();

        assertThat(ids).doesNotHaveDuplicates().allSatisfy(id -> assertThat(id).isNotBlank()
                .matches("[a-z0-9][a-z0-9-]*"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void everyOptionIsDeclaredWithADefaultItAllows(Ruleset ruleset) {
        assertThat(ruleset.options()).allSatisfy(option -> {
            assertThat(option.defaultValue()).isNotNull();
            assertThat(option.allowedValues()).contains(option.defaultValue());
            assertThat(option.description()).isNotBlank();
        });
        assertThat(ruleset.defaultOptions().asMap().keySet())
                .containsExactlyElementsOf(ruleset.options().stream().map(Option::name).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void theBaselineAndEveryNamedStrategyChooseLegalDice(Ruleset ruleset) {
        for (Strategy strategy : ruleset.standardStrategies()) {
            for (int score = 0; score < ruleset.goal(); score++) {
                for (int opponent = 0; opponent < ruleset.goal(); opponent++) {
                    assertThat(strategy.numRolls(score, opponent)).as("%s at (%d, %d)", strategy, score, opponent)
                            .isBetween(0, ruleset.maxDice());
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void randomGamesEndWithScoresThatNeverGoNegativeAndAlwaysGrow(Rules rules) {
        for (int seed = 0; seed < GAMES; seed++) {
            RandomStrategy first = new RandomStrategy(rules.maxDice(), 2L * seed);
            RandomStrategy second = new RandomStrategy(rules.maxDice(), 2L * seed + 1);
            GameRecord game = Game.builder(rules).players(first, second).dice(Dice.fair(seed)).play();

            int previousTotal = game.start().score0() + game.start().score1();
            for (TurnRecord turn : game.turns()) {
                int total = turn.scores().score0() + turn.scores().score1();
                assertThat(turn.scores().score0()).as("game %d", seed).isNotNegative();
                assertThat(turn.scores().score1()).as("game %d", seed).isNotNegative();
                assertThat(total).as("the sum of the scores after a turn of game %d", seed)
                        .isGreaterThan(previousTotal);
                previousTotal = total;
            }
            assertThat(game.finalScores().score(game.winner())).as("the winner of game %d", seed)
                    .isGreaterThanOrEqualTo(game.goal());
            assertThat(first.asked).as("player 0 asked once per turn, game %d", seed)
                    .isEqualTo(game.turns().stream().filter(turn -> turn.player() == 0).count());
            assertThat(second.asked).as("player 1 asked once per turn, game %d", seed)
                    .isEqualTo(game.turns().stream().filter(turn -> turn.player() == 1).count());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void replayingAGamesDiceAndChoicesReproducesIt(Rules rules) {
        for (int seed = 0; seed < GAMES / 10; seed++) {
            GameRecord game = Game.builder(rules)
                    .players(new RandomStrategy(rules.maxDice(), seed), new RandomStrategy(rules.maxDice(), ~seed))
                    .dice(Dice.fair(seed)).play();
            RecordedGame recorded = new RecordedGame(rules.ruleset().id(), new HashMap<>(rules.options().asMap()),
                    game.goal(), game.start(), game.turns().stream()
                            .map(turn -> new RecordedTurn(turn.player(), turn.dice(), turn.outcomes(), turn.scores()))
                            .toList());

            GameRecord replayed = recorded.replay(rules.ruleset());

            assertThat(recorded.firstDifference(replayed)).as("game %d", seed).isEmpty();
            assertThat(replayed.turns()).extracting(TurnRecord::effects)
                    .containsExactlyElementsOf(game.turns().stream().map(TurnRecord::effects).toList());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theSameSeedPlaysTheSameGame(Rules rules) {
        for (int seed = 0; seed < GAMES / 10; seed++) {
            GameRecord one = Game.builder(rules).players(new RandomStrategy(rules.maxDice(), seed),
                    rules.ruleset().baseline()).dice(Dice.fair(seed)).play();
            GameRecord two = Game.builder(rules).players(new RandomStrategy(rules.maxDice(), seed),
                    rules.ruleset().baseline()).dice(Dice.fair(seed)).play();

            assertThat(two).as("game %d", seed).isEqualTo(one);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theTurnIsAPureFunctionThatTheEngineFollows(Rules rules) {
        GameRecord game = Game.builder(rules).players(new RandomStrategy(rules.maxDice(), 5),
                new RandomStrategy(rules.maxDice(), 6)).dice(Dice.fair(11)).play();
        GameState state = rules.start(game.start().score0(), game.start().score1());
        for (TurnRecord turn : game.turns()) {
            int rollScore = turn.dice() == 0 ? 0 : rules.roll(Dice.test(toArray(turn.outcomes())), turn.dice(),
                    turn.sides());
            state = rules.next(state, turn.dice(), rollScore);
            assertThat(state.scores()).isEqualTo(turn.scores());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theOptimalStrategyChoosesLegalDiceInEveryState(Rules rules) {
        StrategyTable optimal = new Solver().optimal(rules, rules.ruleset().goal()).strategy();
        for (int score = 0; score < optimal.goal(); score++) {
            for (int opponent = 0; opponent < optimal.goal(); opponent++) {
                for (int mine = 0; mine < optimal.memorySize(); mine++) {
                    for (int theirs = 0; theirs < optimal.memorySize(); theirs++) {
                        assertThat(optimal.dice(score, opponent, mine, theirs)).isBetween(0, rules.maxDice());
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theExactSolverAgreesWithBruteForceOnSmallGoals(Rules rules) {
        BruteForce bruteForce = new BruteForce(rules);
        Solver solver = new Solver();
        List<Strategy> strategies = rules.ruleset().standardStrategies();
        for (int goal : SMALL_GOALS) {
            assertThat(solver.optimal(rules, goal).value()).as("the value of the game to %d", goal)
                    .isCloseTo(bruteForce.optimalValue(goal), within(1e-12));
            for (Strategy strategy : strategies) {
                ExactWinRate exact = solver.winRate(rules, goal, strategy, rules.ruleset().baseline());
                ExactWinRate brute = bruteForce.winRate(goal, strategy, rules.ruleset().baseline());
                assertThat(exact.first()).as("%s first, to %d", strategy, goal).isCloseTo(brute.first(),
                        within(1e-12));
                assertThat(exact.second()).as("%s second, to %d", strategy, goal).isCloseTo(brute.second(),
                        within(1e-12));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void exactWinRatesLieWithinTheSimulationsConfidenceIntervals(Rules rules) {
        Solver solver = new Solver();
        Strategy baseline = rules.ruleset().baseline();
        for (Strategy strategy : rules.ruleset().standardStrategies()) {
            double exact = solver.winRate(rules, rules.ruleset().goal(), strategy, baseline).mean();
            WinRate simulated = new Simulation(rules, rules.ruleset().goal(), strategy, baseline)
                    .run(SIMULATED_GAMES, 61, 2, null);
            double margin = Z_999 / Z_95 * (simulated.high() - simulated.low()) / 2;
            assertThat(exact).as("%s against %s: simulated %s", strategy, baseline, simulated)
                    .isBetween(simulated.winRate() - margin, simulated.winRate() + margin);
        }
    }

    private static int[] toArray(List<Integer> outcomes) {
        return outcomes.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Chooses a random number of dice from a seeded generator, and counts how often it is asked. */
    private static final class RandomStrategy implements Strategy {
        private final int maxDice;
        private final SplittableRandom random;
        private long asked;

        RandomStrategy(int maxDice, long seed) {
            this.maxDice = maxDice;
            this.random = new SplittableRandom(seed);
        }

        @Override
        public int numRolls(int score, int opponentScore) {
            asked++;
            return random.nextInt(maxDice + 1);
        }

        @Override
        public String toString() {
            return "random";
        }
    }
}
