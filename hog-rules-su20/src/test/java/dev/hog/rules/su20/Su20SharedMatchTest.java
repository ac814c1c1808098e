package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An su20 match shared by eight threads: Feral Hogs remembers each player's previous turn, so a turn recorded out of
 * order, or half applied, would give a bonus the match's own snapshot does not restore.
 */
class Su20SharedMatchTest {
    private static final int THREADS = 8;
    private static final int ROLLS = 10_000;

    private static Match match(long seed) {
        return Match.builder(Su20.ruleset()).option("feral-hogs", true).goal(GameDefinition.MAX_GOAL)
                .dice(Dice.fair(seed)).commentary(Commentary.announceLeadChanges()).build();
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void eightThreadsRollingOneMatchWithFeralHogsLeaveASnapshotThatRestoresToTheSameMatch() throws Exception {
        AtomicLong seeds = new AtomicLong(2020);
        Match first = match(seeds.getAndIncrement());
        AtomicReference<Match> current = new AtomicReference<>(first);
        Set<Match> matches = ConcurrentHashMap.newKeySet();
        matches.add(first);
        AtomicInteger calls = new AtomicInteger();
        AtomicInteger applied = new AtomicInteger();

        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<?>> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            threads.add(pool.submit(() -> {
                while (calls.getAndIncrement() < ROLLS) {
                    Match match = current.get();
                    try {
                        match.roll(ThreadLocalRandom.current().nextInt(11));
                        applied.incrementAndGet();
                    } catch (HogException over) {
                        assertThat(match.isOver()).as("refused only once the match is over").isTrue();
                        Match next = match(seeds.getAndIncrement());
                        if (current.compareAndSet(match, next)) {
                            matches.add(next);
                        }
                    }
                }
                return null;
            }));
        }
        for (Future<?> thread : threads) {
            thread.get();
        }
        pool.shutdown();

        assertThat(matches.stream().mapToInt(match -> match.turns().size()).sum()).isEqualTo(applied.get());
        assertThat(matches.stream().flatMap(match -> match.turns().stream())
                .flatMap(turn -> turn.effects().stream()).map(effect -> effect.rule()))
                .as("the +3 fired, so memory was exercised").contains("Feral Hogs");
        for (Match match : matches) {
            List<TurnRecord> turns = match.turns();
            for (int i = 0; i < turns.size(); i++) {
                assertThat(turns.get(i).number()).isEqualTo(i);
            }
            Match restored = Match.restore(Su20.ruleset(), match.snapshot())
                    .commentary(Commentary.announceLeadChanges()).build();
            assertThat(restored.turns()).isEqualTo(turns);
            assertThat(restored.state()).isEqualTo(match.state());
        }
    }
}
