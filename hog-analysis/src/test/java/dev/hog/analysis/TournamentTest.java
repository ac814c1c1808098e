package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Round robins checked pair by pair against the solver. */
class TournamentTest {
    private static final List<String> NAMES = List.of("always:0", "always:3", "always:6", "catch-up", "three");
    private static final List<Strategy> STRATEGIES = List.of(Strategy.alwaysRoll(0), Strategy.alwaysRoll(3),
            Strategy.alwaysRoll(6), PairEvaluatorTest.CATCH_UP, Strategy.alwaysRoll(3));

    private final Solver solver = new Solver(2);

    @Test
    void everyPairIsTheSolversAndEntriesRankByWinsThenMeanWinRate() {
        try (PairEvaluator evaluator = PairEvaluator.of(PairEvaluatorTest.PLAIN)) {
            AtomicLong progress = new AtomicLong();
            Tournament.Result result = Tournament.run(evaluator, NAMES, STRATEGIES, 2, progress::set);

            int n = NAMES.size();
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    ExactWinRate rate = solver.winRate(PairEvaluatorTest.PLAIN, STRATEGIES.get(i), STRATEGIES.get(j));
                    assertThat(result.first(i, j)).as("%d first against %d", i, j)
                            .isCloseTo(rate.first(), within(1e-12));
                    assertThat(result.mean(i, j)).isCloseTo(rate.mean(), within(1e-12));
                }
                assertThat(result.mean(i, i)).isCloseTo(0.5, within(1e-12));
            }
            // always:3 given twice is evaluated once: 4 distinct entries, 10 pairs with themselves.
            assertThat(result.evaluated()).isEqualTo(10);
            assertThat(progress.get()).isEqualTo(10);

            List<Integer> expected = new ArrayList<>(List.of(0, 1, 2, 3, 4));
            expected.sort((a, b) -> result.wins(a) != result.wins(b) ? result.wins(b) - result.wins(a)
                    : Double.compare(result.meanWinRate(b), result.meanWinRate(a)));
            assertThat(result.ranking()).isEqualTo(expected);
            for (int k = 1; k < n; k++) {
                assertThat(result.wins(result.ranking().get(k - 1)))
                        .isGreaterThanOrEqualTo(result.wins(result.ranking().get(k)));
            }
            assertThat(result.wins(1)).isEqualTo(result.wins(4));
            int beaten = 0;
            for (int j = 0; j < n; j++) {
                beaten += j != 2 && result.mean(2, j) > Tournament.BEATS ? 1 : 0;
            }
            assertThat(result.wins(2)).isEqualTo(beaten);
        }
    }

    @Test
    void oneThreadAndTwoAgree() {
        try (PairEvaluator evaluator = PairEvaluator.of(PairEvaluatorTest.PLAIN)) {
            Tournament.Result one = Tournament.run(evaluator, NAMES, STRATEGIES, 1, null);
            Tournament.Result two = Tournament.run(evaluator, NAMES, STRATEGIES, 2, null);

            assertThat(two.first()).isDeepEqualTo(one.first());
            assertThat(two.ranking()).isEqualTo(one.ranking());
            assertThat(two).as("equal whatever each took").isEqualTo(one).hasSameHashCodeAs(one);
        }
    }

    @Test
    void aTournamentNeedsTwoEntries() {
        try (PairEvaluator evaluator = PairEvaluator.of(PairEvaluatorTest.PLAIN)) {
            assertThatThrownBy(() -> Tournament.run(evaluator, List.of("solo"), List.of(Strategy.alwaysRoll(4)), 1,
                    null)).isInstanceOf(HogException.class).hasMessage("A tournament needs at least two"
                            + " entries, not 1");
        }
    }
}
