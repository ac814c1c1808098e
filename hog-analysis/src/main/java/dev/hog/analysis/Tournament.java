package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import java.util.stream.IntStream;

/**
 * A round robin, as the course's strategy contest plays it: every entry against every other, exactly, in both seats.
 * An entry beats another when its mean win rate against it is above {@value #BEATS}; entries rank by the number they
 * beat, then by their mean win rate against all the others. Entries that choose alike in every state are evaluated
 * once.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class Tournament {
    /** The course's rule: a mean win rate above this beats the opponent. */
    public static final double BEATS = 0.500001;

    private Tournament() {
    }

    /**
     * What a round robin found.
     *
     * <p>Immutable and thread-safe: the win rates are copied in when the result is made and out when they are read.
     * Only {@link Tournament} makes results. Two results are equal when their games, names, win rates (by content),
     * rankings and pairs evaluated are; how long the evaluation took is not part of a result's identity.
     */
    public static final class Result {
        private final GameDefinition rules;
        private final List<String> names;
        private final double[][] first;
        private final List<Integer> ranking;
        private final long evaluated;
        private final double seconds;

        /** Takes {@code first} as it is: the caller gives up the array, or gives a copy. */
        private Result(GameDefinition rules, List<String> names, double[][] first, List<Integer> ranking,
                long evaluated, double seconds) {
            this.rules = Objects.requireNonNull(rules, "rules");
            this.names = List.copyOf(names);
            if (first.length != this.names.size()) {
                throw new IllegalArgumentException(first.length + " rows of win rates for " + this.names.size()
                        + " entries; there is one row per entry");
            }
            for (int i = 0; i < first.length; i++) {
                if (first[i].length != first.length) {
                    throw new IllegalArgumentException("row " + i + " of the win rates has " + first[i].length
                            + " columns, not one per entry (" + first.length + ")");
                }
            }
            this.first = first;
            this.ranking = List.copyOf(ranking);
            this.evaluated = evaluated;
            this.seconds = seconds;
        }

        /**
         * The game.
         *
         * @return the game the entries played
         */
        public GameDefinition rules() {
            return rules;
        }

        /**
         * The entries' names.
         *
         * @return the names, in the order given; unmodifiable
         */
        public List<String> names() {
            return names;
        }

        /**
         * Every entry's chance against every other when it moves first. The array is a copy, made on each call: to
         * read single pairs of a large round robin, {@link #first(int, int)} copies nothing.
         *
         * @return {@code first[i][j]}: entry i's chance of beating entry j when i moves first
         */
        public double[][] first() {
            return copy(first);
        }

        /**
         * Entry i's chance of beating entry j when i moves first.
         *
         * @param i an entry
         * @param j another, or the same
         * @return the chance
         * @throws IndexOutOfBoundsException if an index is not an entry's
         */
        @API(status = API.Status.EXPERIMENTAL, since = "2.0")
        public double first(int i, int j) {
            return first[i][j];
        }

        /**
         * The ranking.
         *
         * @return the entries' indices, best first; unmodifiable
         */
        public List<Integer> ranking() {
            return ranking;
        }

        /**
         * The pairs evaluated.
         *
         * @return the pairs, identical entries counted once
         */
        public long evaluated() {
            return evaluated;
        }

        /**
         * How long the evaluation took. Not part of {@link #equals(Object)}.
         *
         * @return the time, in seconds
         */
        public double seconds() {
            return seconds;
        }

        /**
         * Entry i's mean win rate against entry j over both seats.
         *
         * @param i an entry
         * @param j another, or the same
         * @return the mean; exactly one half for an entry against itself, whose two seats balance
         */
        public double mean(int i, int j) {
            return i == j ? 0.5 : (first[i][j] + 1 - first[j][i]) / 2;
        }

        /**
         * The mean win rate of every entry against every entry.
         *
         * @return the matrix, rows and columns in the order given
         */
        public double[][] matrix() {
            int n = names.size();
            double[][] matrix = new double[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    matrix[i][j] = mean(i, j);
                }
            }
            return matrix;
        }

        /**
         * How many other entries an entry beats.
         *
         * @param i the entry
         * @return the number of entries it beats
         */
        public int wins(int i) {
            int wins = 0;
            for (int j = 0; j < names.size(); j++) {
                if (j != i && mean(i, j) > BEATS) {
                    wins++;
                }
            }
            return wins;
        }

        /**
         * An entry's mean win rate against all the others.
         *
         * @param i the entry
         * @return the mean of its mean win rates against each other entry
         */
        public double meanWinRate(int i) {
            double sum = 0;
            for (int j = 0; j < names.size(); j++) {
                if (j != i) {
                    sum += mean(i, j);
                }
            }
            return sum / (names.size() - 1);
        }

        /**
         * Whether another object is a result of the same game with the same names, win rates, ranking and pairs
         * evaluated; the time taken is ignored.
         *
         * @param other the object to compare with
         * @return {@code true} if it is an equal result
         */
        @Override
        public boolean equals(Object other) {
            return other instanceof Result that && rules.equals(that.rules) && names.equals(that.names)
                    && Arrays.deepEquals(first, that.first) && ranking.equals(that.ranking)
                    && evaluated == that.evaluated;
        }

        /**
         * A hash of what {@link #equals(Object)} compares.
         *
         * @return the hash
         */
        @Override
        public int hashCode() {
            return Objects.hash(rules, names, Arrays.deepHashCode(first), ranking, evaluated);
        }

        /**
         * The game, the entries and the ranking, for messages; the win rates, which grow with the square of the
         * entries, are left to {@link #first()}.
         *
         * @return {@code Result[rules=..., names=..., ranking=..., evaluated=..., seconds=...]}
         */
        @Override
        public String toString() {
            return "Result[rules=" + rules + ", names=" + names + ", ranking=" + ranking + ", evaluated=" + evaluated
                    + ", seconds=" + seconds + "]";
        }
    }

    /**
     * Plays a round robin.
     *
     * @param evaluator the game's pair evaluator
     * @param names the entries' names
     * @param strategies the entries, as many as the names
     * @param threads the threads to evaluate pairs on
     * @param progress told of the pairs evaluated so far, out of {@link #pairs(int)} of the distinct entries; may be
     *     {@code null}
     * @return the result
     * @throws HogException if there are fewer than two entries, or an entry chooses a number of dice out of range
     */
    public static Result run(PairEvaluator evaluator, List<String> names, List<Strategy> strategies, int threads,
            LongConsumer progress) {
        if (names.size() != strategies.size()) {
            throw new IllegalArgumentException(names.size() + " names for " + strategies.size() + " entries");
        }
        return play(evaluator, names, lay(evaluator, strategies), threads, progress);
    }

    /**
     * Lays out strategies for an evaluator, on every core: what {@link #play} takes.
     *
     * @param evaluator the game's pair evaluator
     * @param strategies the entries
     * @return their layouts, in the same order
     * @throws HogException if an entry chooses a number of dice out of range
     */
    public static List<PairEvaluator.Entry> lay(PairEvaluator evaluator, List<Strategy> strategies) {
        return strategies.parallelStream().map(evaluator::entry).toList();
    }

    /**
     * Plays a round robin of entries already laid out.
     *
     * @param evaluator the evaluator that laid the entries out
     * @param names the entries' names
     * @param entries the entries, as many as the names
     * @param threads the threads to evaluate pairs on
     * @param progress told of the pairs evaluated so far, out of {@link #pairs(int)} of the distinct entries; may be
     *     {@code null}
     * @return the result
     * @throws HogException if there are fewer than two entries
     */
    public static Result play(PairEvaluator evaluator, List<String> names, List<PairEvaluator.Entry> entries,
            int threads, LongConsumer progress) {
        if (names.size() != entries.size()) {
            throw new IllegalArgumentException(names.size() + " names for " + entries.size() + " entries");
        }
        if (names.size() < 2) {
            throw new HogException("A tournament needs at least two entries, not " + names.size());
        }
        long start = System.nanoTime();
        Distinct distinct = Distinct.of(entries);
        double[][] first = distinct.expand(evaluate(evaluator, distinct.entries(), threads, progress));
        return rankedOwning(evaluator.rules(), names, first, pairs(distinct.entries().size()),
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * The entries of a round robin that choose differently somewhere, each evaluated once however often it is
     * entered.
     *
     * @param entries the distinct entries, in the order they first appear
     * @param of for each entry given, the index of its distinct entry
     */
    record Distinct(List<PairEvaluator.Entry> entries, int[] of) {
        /**
         * The distinct entries among some.
         *
         * @param entries the entries, in the order given
         * @return the distinct ones, and which each entry is
         */
        static Distinct of(List<PairEvaluator.Entry> entries) {
            Map<PairEvaluator.Entry, Integer> index = new HashMap<>();
            List<PairEvaluator.Entry> distinct = new ArrayList<>();
            int[] of = new int[entries.size()];
            for (int i = 0; i < of.length; i++) {
                of[i] = index.computeIfAbsent(entries.get(i), entry -> {
                    distinct.add(entry);
                    return distinct.size() - 1;
                });
            }
            return new Distinct(List.copyOf(distinct), of);
        }

        /**
         * The win rates of every entry given from those of the distinct entries.
         *
         * @param first {@code first[a][b]}: distinct entry a's chance against b when a moves first
         * @return the same for every pair of entries given
         */
        double[][] expand(double[][] first) {
            double[][] all = new double[of.length][of.length];
            for (int i = 0; i < of.length; i++) {
                for (int j = 0; j < of.length; j++) {
                    all[i][j] = first[of[i]][of[j]];
                }
            }
            return all;
        }
    }

    /**
     * A round robin's result from the win rates of every ordered pair, however they were evaluated (on a cluster,
     * say): the entries ranked by the course's rule.
     *
     * @param rules the game
     * @param names the entries' names
     * @param first {@code first[i][j]}: entry i's chance of beating entry j when i moves first
     * @param evaluated the pairs evaluated
     * @param seconds how long the evaluation took
     * @return the result, ranked; it holds a copy of {@code first}
     * @throws IllegalArgumentException unless {@code first} has a row per name and a column per name in each row
     */
    public static Result ranked(GameDefinition rules, List<String> names, double[][] first, long evaluated,
            double seconds) {
        return rankedOwning(rules, names, copy(first), evaluated, seconds);
    }

    /** A copy of a matrix, row by row: a result's win rates are its own. */
    private static double[][] copy(double[][] matrix) {
        double[][] copy = new double[matrix.length][];
        for (int i = 0; i < matrix.length; i++) {
            copy[i] = matrix[i].clone();
        }
        return copy;
    }

    /** {@link #ranked}, taking over {@code first} rather than copying it: the caller must not keep it. */
    private static Result rankedOwning(GameDefinition rules, List<String> names, double[][] first, long evaluated,
            double seconds) {
        Result unranked = new Result(rules, names, first, List.of(), evaluated, seconds);
        List<Integer> ranking = IntStream.range(0, names.size()).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> -unranked.wins(i))
                        .thenComparingDouble(i -> -unranked.meanWinRate(i)))
                .toList();
        return new Result(rules, unranked.names(), first, ranking, evaluated, seconds);
    }

    /**
     * The pairs a round robin of distinct entries evaluates: each pair once, both seats in one evaluation, and each
     * entry against itself.
     *
     * @param entries the distinct entries
     * @return {@code entries * (entries + 1) / 2}
     */
    public static long pairs(int entries) {
        return (long) entries * (entries + 1) / 2;
    }

    /**
     * The entries a thread takes together: the pairs between two blocks of this many entries are evaluated one after
     * another, so that the entries' streams (about 2 MB each for a game to 100) are read from memory once per block
     * rather than once per pair, and stay in the shared cache while both threads read them.
     */
    private static final int BLOCK = 4;

    private static double[][] evaluate(PairEvaluator evaluator, List<PairEvaluator.Entry> entries, int threads,
            LongConsumer progress) {
        int n = entries.size();
        double[][] first = new double[n][n];
        int blocks = (n + BLOCK - 1) / BLOCK;
        // The pairs of blocks, row after row: consecutive pairs share their first block.
        int[] rows = new int[blocks * (blocks + 1) / 2];
        int[] columns = new int[rows.length];
        for (int row = 0, k = 0; row < blocks; row++) {
            for (int column = row; column < blocks; column++, k++) {
                rows[k] = row;
                columns[k] = column;
            }
        }
        AtomicInteger next = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        Runnable worker = () -> {
            for (int k = next.getAndIncrement(); k < rows.length; k = next.getAndIncrement()) {
                long pairs = 0;
                for (int i = rows[k] * BLOCK; i < Math.min(n, rows[k] * BLOCK + BLOCK); i++) {
                    for (int j = Math.max(i, columns[k] * BLOCK); j < Math.min(n, columns[k] * BLOCK + BLOCK); j++) {
                        ExactWinRate rate = evaluator.evaluate(entries.get(i), entries.get(j));
                        first[i][j] = rate.first();
                        first[j][i] = 1 - rate.second();
                        pairs++;
                    }
                }
                long now = done.addAndGet(pairs);
                if (progress != null) {
                    progress.accept(now);
                }
            }
        };
        if (threads <= 1) {
            worker.run();
            return first;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "hog-tournament");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                running.add(pool.submit(worker));
            }
            for (Future<?> future : running) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineLimitException("The tournament was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return first;
    }
}
