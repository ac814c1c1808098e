package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The regret map on the solver's small games: the optimal strategy regrets nothing against itself, no state regrets
 * less than nothing, and the regrets add up to the chance a strategy gives away, as the performance-difference identity
 * says they must.
 */
class RegretMapTest {
    private final Solver solver = new Solver(2);

    @AfterEach
    void close() {
        solver.close();
    }

    private List<RegretMap.Entry> every(RegretMap map) {
        return map.costliest(Integer.MAX_VALUE);
    }

    @Test
    void theOptimalStrategyRegretsNothingAgainstItself() {
        for (GameDefinition rules : List.of(SolverTest.ECHO_HOG, SolverTest.COIN_GAME)) {
            StrategyTable optimal = solver.optimal(rules).strategy();

            RegretMap map = RegretMap.of(solver, rules, optimal, optimal);

            assertThat(every(map)).as(rules.toString()).isNotEmpty()
                    .allSatisfy(entry -> assertThat(entry.regret()).isCloseTo(0, within(1e-12)));
            assertThat(map.total()).isCloseTo(0, within(1e-12));
            assertThat(map.bestWinRate()).isCloseTo(map.winRate(), within(1e-12));
        }
    }

    @Test
    void theRegretsAddUpToTheChanceGivenAway() {
        GameDefinition echo = SolverTest.ECHO_HOG;
        StrategyTable optimal = solver.optimal(echo).strategy();
        for (Strategy opponent : List.of(optimal, Strategy.alwaysRoll(1), Strategy.alwaysRoll(3))) {
            for (int dice = 0; dice <= echo.maxDice(); dice++) {
                Strategy strategy = Strategy.alwaysRoll(dice);
                double best = solver.bestResponse(echo, opponent).winRate().mean();
                double played = solver.winRate(echo, strategy, opponent).mean();

                RegretMap map = RegretMap.of(solver, echo, strategy, opponent);

                assertThat(map.total()).as(strategy + " against " + opponent).isCloseTo(best - played,
                        within(1e-12));
                assertThat(map.bestWinRate()).isCloseTo(best, within(1e-15));
                assertThat(map.winRate()).isEqualTo(played);
            }
        }
    }

    @Test
    void aGameWhoseStatesComeBackAddsUpToo() {
        GameDefinition coin = SolverTest.COIN_GAME;

        RegretMap waiting = RegretMap.of(solver, coin, Strategy.alwaysRoll(0), Strategy.alwaysRoll(1));

        // Rolling no dice never scores: the flipper wins every game, and the best response would have flipped.
        assertThat(waiting.winRate()).isCloseTo(0, within(1e-11));
        assertThat(waiting.total()).isCloseTo(waiting.bestWinRate(), within(1e-11));
        assertThat(every(waiting)).singleElement().satisfies(entry -> {
            assertThat(entry.dice()).isZero();
            assertThat(entry.best()).isOne();
            // Moving first the waiter is at 0-0 once, then once more for each tail the flipper throws: 2 visits;
            // moving second, 1. Weighed as half of each: 1.5.
            assertThat(entry.weight()).isCloseTo(1.5, within(1e-12));
        });
    }

    @Test
    void noStateRegretsLessThanNothing() {
        GameDefinition echo = SolverTest.ECHO_HOG;
        StrategyTable optimal = solver.optimal(echo).strategy();
        for (Strategy strategy : List.of(Strategy.alwaysRoll(2), Strategy.alwaysRoll(0), optimal)) {
            for (Strategy opponent : List.of(optimal, Strategy.alwaysRoll(2))) {
                assertThat(every(RegretMap.of(solver, echo, strategy, opponent)))
                        .allSatisfy(entry -> assertThat(entry.regret()).isGreaterThanOrEqualTo(-1e-12)
                                .isCloseTo(entry.weight() * entry.loss(), within(0.0)));
            }
        }
    }

    @Test
    void theStartWeighsOneHalfAndIsSeenFromTheStrategysSide() {
        // Every turn of Echo Hog scores, so 0-0 comes only at the start, where the strategy moves in one seat of two.
        RegretMap map = RegretMap.of(solver, SolverTest.ECHO_HOG, Strategy.alwaysRoll(3), Strategy.alwaysRoll(1));

        RegretMap.Entry start = every(map).stream().filter(entry -> entry.state().score0() == 0
                && entry.state().score1() == 0).findFirst().orElseThrow();

        assertThat(start.weight()).isEqualTo(0.5);
        assertThat(every(map)).allSatisfy(entry -> assertThat(entry.state().mover()).isZero());
    }

    @Test
    void theSolversStatesGiveTheEntriesTheChainsGive() {
        for (GameDefinition rules : List.of(MemorySweepTest.FERAL.withGoal(40), MemorySweepTest.FERAL_TROT,
                SolverTest.TROT, SolverTest.ECHO_HOG)) {
            StrategyTable optimal = solver.optimal(rules).strategy();
            StrategyTable always = solver.tabulate("always:2", rules, Strategy.alwaysRoll(2));
            long losing = 0;
            for (StrategyTable[] pair : new StrategyTable[][] {{always, optimal}, {optimal, always}}) {
                Odds odds = solver.odds(rules, pair[1]);

                List<RegretMap.Entry> bySpace = RegretMap.bySpace(solver.tables(rules), pair[0], pair[1], odds);
                List<RegretMap.Entry> byChains = RegretMap.byChains(rules, pair[0], pair[1], odds);

                Map<Object, RegretMap.Entry> chained = byChains.stream()
                        .collect(Collectors.toMap(RegretMap.Entry::state, Function.identity()));
                assertThat(bySpace).as("%s, %s against %s", rules, pair[0], pair[1]).hasSameSizeAs(byChains)
                        .allSatisfy(entry -> {
                            RegretMap.Entry same = chained.get(entry.state());
                            assertThat(same).as("%s in the chains", entry.state()).isNotNull();
                            assertThat(entry.dice()).isEqualTo(same.dice());
                            assertThat(entry.best()).isEqualTo(same.best());
                            assertThat(entry.weight()).isCloseTo(same.weight(), within(1e-12));
                            assertThat(entry.loss()).isCloseTo(same.loss(), within(1e-12));
                            assertThat(entry.regret()).isCloseTo(same.regret(), within(1e-12));
                        });
                losing += bySpace.stream().filter(entry -> entry.loss() != 0).count();
            }
            assertThat(losing).as("states that lose under %s", rules).isPositive();
        }
    }

    @Test
    void aGameWhoseStatesComeBackIsWeighedByItsChains() {
        GameDefinition coin = SolverTest.COIN_GAME;
        StrategyTable waiter = solver.tabulate("always:0", coin, Strategy.alwaysRoll(0));
        StrategyTable flipper = solver.tabulate("always:1", coin, Strategy.alwaysRoll(1));

        assertThat(RegretMap.bySpace(solver.tables(coin), waiter, flipper, solver.odds(coin, flipper))).isNull();
    }

    @Test
    void theMapByScoresAndTheCostliestStatesAgreeWithTheTotal() {
        GameDefinition echo = SolverTest.ECHO_HOG;
        RegretMap map = RegretMap.of(solver, echo, Strategy.alwaysRoll(1), solver.optimal(echo).strategy());

        double[][] byScores = map.byScores();
        List<RegretMap.Entry> costliest = map.costliest(5);

        assertThat(byScores).hasNumberOfRows(echo.goal());
        assertThat(byScores[0]).hasSize(echo.goal());
        assertThat(Arrays.stream(byScores).flatMapToDouble(Arrays::stream).sum()).isCloseTo(map.total(),
                within(1e-14));
        assertThat(costliest).hasSize(5).isSortedAccordingTo((a, b) -> Double.compare(b.regret(), a.regret()));
        assertThat(costliest.get(0).regret()).isPositive()
                .isEqualTo(every(map).stream().mapToDouble(RegretMap.Entry::regret).max().orElseThrow());
        assertThat(costliest.get(0).dice()).isNotEqualTo(costliest.get(0).best());
        assertThat(map.costliest(0)).isEmpty();
        assertThatThrownBy(() -> map.costliest(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
