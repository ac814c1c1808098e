package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.rule.ToyRules;
import dev.hog.api.ruleset.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A match shared between threads: each call is whole, and a call from inside a turn is refused. */
class MatchThreadsTest {
    private static final int THREADS = 8;
    private static final int ROLLS = 10_000;

    /** Rules that remember (Echo, Mimic), change the dice (Small Dice) and give extra turns (Clock, Again). */
    private static final Map<String, Object> EVERY_TOY_OPTION = Map.of("small-dice", true, "clock", true,
            "mimic", true);
    /** Rules that remember a turn and refuse a choice after it, so that some rolls are refused. */
    private static final Ruleset WINDED = Ruleset.builder("winded").rule(new ChoiceAndFaceRulesTest.Winded())
            .rule(ChoiceAndFaceRulesTest.ONE).maxDice(5).build();

    /** A ruleset, its options, and the commentary its matches are played and restored with. */
    record Shared(String name, Ruleset ruleset, Map<String, Object> options, Supplier<Commentary> commentary) {
        Match.Builder match(long seed) {
            return Match.builder(ruleset).options(options).goal(GameDefinition.MAX_GOAL).dice(Dice.fair(seed))
                    .commentary(commentary.get());
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static List<Shared> rulesets() {
        return List.of(
                new Shared("toy with every option", ToyRules.RULESET, EVERY_TOY_OPTION,
                        Commentary::announceLeadChanges),
                new Shared("winded", WINDED, Map.of(),
                        () -> Commentary.both(Commentary.sayScores(), Commentary.announceHighest(0))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void eightThreadsRollingOneMatchEachApplyWholeTurnsOrAreRefused(Shared shared) throws Exception {
        AtomicLong seeds = new AtomicLong(1);
        List<TurnRecord> heard = new ArrayList<>();
        Function<Long, Match> newMatch = seed -> shared.match(seed).listener(heard::add).build();
        Match first = newMatch.apply(seeds.getAndIncrement());
        AtomicReference<Match> current = new AtomicReference<>(first);
        Set<Match> matches = ConcurrentHashMap.newKeySet();
        matches.add(first);
        AtomicInteger calls = new AtomicInteger();
        AtomicInteger applied = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        CountDownLatch start = new CountDownLatch(1);

        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<?>> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            threads.add(pool.submit(() -> {
                start.await();
                while (calls.getAndIncrement() < ROLLS) {
                    Match match = current.get();
                    int dice = ThreadLocalRandom.current().nextInt(match.game().maxDice() + 1);
                    try {
                        TurnRecord turn = match.roll(dice);
                        assertThat(turn.dice()).isEqualTo(dice);
                        applied.incrementAndGet();
                    } catch (HogException refusal) {
                        refused.incrementAndGet();
                        if (match.isOver()) {
                            Match next = newMatch.apply(seeds.getAndIncrement());
                            if (current.compareAndSet(match, next)) {
                                matches.add(next);
                            }
                        }
                    }
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> thread : threads) {
            thread.get();
        }
        pool.shutdown();

        assertThat(applied.get() + refused.get()).isEqualTo(ROLLS);
        assertThat(matches.stream().mapToInt(match -> match.turns().size()).sum()).isEqualTo(applied.get());
        assertThat(heard).hasSize(applied.get());
        for (Match match : matches) {
            List<TurnRecord> turns = match.turns();
            for (int i = 0; i < turns.size(); i++) {
                assertThat(turns.get(i).number()).as("the turn at %d", i).isEqualTo(i);
            }
            Match restored = Match.restore(shared.ruleset(), match.snapshot())
                    .commentary(shared.commentary().get()).build();
            assertThat(restored.turns()).isEqualTo(turns);
            assertThat(restored.scores()).isEqualTo(match.scores());
            assertThat(restored.state()).isEqualTo(match.state());
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void whatOtherThreadsReadWhileTurnsArePlayedIsAlwaysBetweenTwoWholeTurns() throws Exception {
        Match match = Match.builder(ToyRules.RULESET).options(EVERY_TOY_OPTION).goal(GameDefinition.MAX_GOAL)
                .dice(Dice.fair(3)).commentary(Commentary.announceLeadChanges()).build();
        List<MatchSnapshot> seen = new ArrayList<>();

        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<?>> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            boolean roller = t % 2 == 0;
            threads.add(pool.submit(() -> {
                int[] lastTotal = {0};
                for (int i = 0; i < ROLLS / THREADS; i++) {
                    if (roller) {
                        try {
                            match.roll(1 + i % 3);
                        } catch (HogException over) {
                            assertThat(match.isOver()).as("refused only once the match is over").isTrue();
                        }
                    } else if (i % 250 == 0) {
                        MatchSnapshot snapshot = match.snapshot();
                        synchronized (seen) {
                            seen.add(snapshot);
                        }
                    } else if (i % 50 == 0) {
                        List<TurnRecord> turns = match.turns();
                        for (int n = 0; n < turns.size(); n++) {
                            assertThat(turns.get(n).number()).isEqualTo(n);
                        }
                    } else {
                        Scores now = match.scores();
                        assertThat(now.score0() + now.score1()).as("the toy rules never take points away")
                                .isGreaterThanOrEqualTo(lastTotal[0]);
                        lastTotal[0] = now.score0() + now.score1();
                    }
                }
                return null;
            }));
        }
        for (Future<?> thread : threads) {
            thread.get();
        }
        pool.shutdown();

        assertThat(seen).isNotEmpty();
        for (MatchSnapshot snapshot : seen) {
            Match restored = Match.restore(ToyRules.RULESET, snapshot).commentary(Commentary.announceLeadChanges())
                    .build();
            List<TurnRecord> turns = snapshot.turns();
            if (!turns.isEmpty()) {
                assertThat(restored.scores()).isEqualTo(turns.get(turns.size() - 1).scores());
            }
            assertThat(match.turns().subList(0, turns.size())).as("the turns saved after %d", turns.size())
                    .isEqualTo(turns);
        }
    }

    @Test
    void aListenerThatRollsTheMatchItHearsIsRefusedAndTheTurnIsNotApplied() {
        AtomicReference<Match> self = new AtomicReference<>();
        Match match = Match.builder(ToyRules.RULESET).dice(Dice.test(3))
                .listener(turn -> self.get().roll(1)).build();
        self.set(match);

        assertThatThrownBy(() -> match.roll(2)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Match.roll() was called from inside a call of the same match, by its dice,"
                        + " a strategy, a rule, the commentary or the listener");
        assertThat(match.turns()).isEmpty();
        assertThat(match.scores()).isEqualTo(Scores.of(0, 0));
    }

    @Test
    void aCommentaryThatReadsTheMatchItCommentsOnIsRefusedAndTheTurnIsNotApplied() {
        AtomicReference<Match> self = new AtomicReference<>();
        Commentary nosy = new Commentary() {
            @Override
            public Commentary say(int score0, int score1, java.util.function.Consumer<String> say) {
                say.accept("the match says " + self.get().scores());
                return this;
            }
        };
        Match match = Match.builder(ToyRules.RULESET).dice(Dice.test(3)).commentary(nosy).build();
        self.set(match);

        assertThatThrownBy(() -> match.roll(2)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Match.scores() was called from inside a call of the same match");
        assertThat(match.turns()).isEmpty();
    }

    @Test
    void diceThatSaveTheMatchTheyRollForAreRefused() {
        AtomicReference<Match> self = new AtomicReference<>();
        Match match = Match.builder(ToyRules.RULESET).dice(sides -> {
            self.get().snapshot();
            return 2;
        }).build();
        self.set(match);

        assertThatThrownBy(() -> match.roll(1)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Match.snapshot() was called from inside a call of the same match");
        assertThat(match.turns()).isEmpty();
    }
}
