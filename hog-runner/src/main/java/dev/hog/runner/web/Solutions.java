package dev.hog.runner.web;

import dev.hog.analysis.Odds;
import dev.hog.analysis.Solver;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * What the server solves, kept within bounds so that no client can exhaust it: the optimal strategies and the odds of
 * the last few set-ups, each of a game within {@link StateCap}, each solved once, as a job of the server's
 * {@link HeavyWork}, by a solver of its own that is closed afterwards. Odds are solved in the background, one set-up
 * at a time, so that a page never waits on them; a set-up asked for while the queue is full is asked again by the
 * page. A request for a strategy being solved for another waits for that solution, as one of the requests waiting
 * for heavy work.
 */
final class Solutions implements AutoCloseable {
    /** Set-ups whose optimal strategies and odds are kept. */
    private static final int KEPT = 4;

    private final Failures failures;
    private final HeavyWork heavy;
    private final Map<GameDefinition, CompletableFuture<Strategy>> optimal = new LastFew<>(KEPT);
    private final Map<Key, Odds> odds = new LastFew<>(KEPT);
    private final Set<Key> solving = new HashSet<>();
    private final ThreadPoolExecutor background = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(KEPT), task -> {
                Thread thread = new Thread(task, "hog-serve-odds");
                thread.setDaemon(true);
                return thread;
            });

    /**
     * Solutions with nothing solved yet.
     *
     * @param failures where a failure of background solving is logged
     * @param heavy where the solving takes its turn
     */
    Solutions(Failures failures, HeavyWork heavy) {
        this.failures = failures;
        this.heavy = heavy;
    }

    /** The odds of a set-up: the rules, and the opponent by its spec. */
    private record Key(GameDefinition rules, String opponent) {
    }

    /**
     * The optimal strategy of a game, solved now if it is not kept.
     *
     * @param rules the game
     * @return the strategy
     * @throws StateCap.TooLarge if the game is larger than the server solves
     * @throws Games.Busy if the server's heavy work is at its most
     */
    Strategy optimal(GameDefinition rules) {
        CompletableFuture<Strategy> solving;
        CompletableFuture<Strategy> other;
        synchronized (optimal) {
            other = optimal.get(rules);
            solving = null;
            if (other == null) {
                StateCap.check(rules, "the optimal strategy is solved state by state");
                solving = new CompletableFuture<>();
                optimal.put(rules, solving);
            }
        }
        if (other != null) {
            // Solved, or being solved for another request: that solution rather than the same game again.
            return heavy.await("solving " + rules, other);
        }
        try {
            Strategy strategy = heavy.run("solving " + rules, () -> {
                try (Solver solver = new Solver()) {
                    return solver.optimal(rules).strategy();
                }
            });
            solving.complete(strategy);
            return strategy;
        } catch (RuntimeException e) {
            solving.completeExceptionally(e);
            synchronized (optimal) {
                optimal.remove(rules, solving);
            }
            throw e;
        }
    }

    /**
     * The odds against an opponent, if solved; else they are queued to be solved in the background.
     *
     * @param rules the game
     * @param spec the opponent's spec, which names it
     * @param opponent builds the opponent's strategy, in the background
     * @return the odds, or empty until they are solved
     * @throws StateCap.TooLarge if the game is larger than the server solves
     */
    Optional<Odds> odds(GameDefinition rules, String spec, Supplier<Strategy> opponent) {
        StateCap.check(rules, "the odds are solved state by state");
        Key key = new Key(rules, spec);
        synchronized (odds) {
            Odds kept = odds.get(key);
            if (kept != null || !solving.add(key)) {
                return Optional.ofNullable(kept);
            }
        }
        Runnable solve = () -> {
            try {
                // The opponent first, as a job of its own: the optimal one may be solved for it.
                Strategy against = opponent.get();
                Odds solved = heavy.inBackground("solving the odds of " + rules, () -> {
                    try (Solver solver = new Solver()) {
                        return solver.odds(rules, against);
                    }
                });
                synchronized (odds) {
                    odds.put(key, solved);
                }
            } catch (Games.Busy e) {
                // Not solved this time: the page asks again, and the set-up is queued again then.
            } catch (RuntimeException e) {
                // The opponent or the game could not be solved: the page keeps asking and shows no odds.
                failures.unattended("no odds for " + rules + " against " + spec, e);
            } finally {
                synchronized (odds) {
                    solving.remove(key);
                }
            }
        };
        try {
            background.execute(solve);
        } catch (RejectedExecutionException full) {
            synchronized (odds) {
                solving.remove(key);
            }
        }
        return Optional.empty();
    }

    @Override
    public void close() {
        background.shutdownNow();
    }
}
