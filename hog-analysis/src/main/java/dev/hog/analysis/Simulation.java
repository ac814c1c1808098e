package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import java.util.Collections;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.function.LongConsumer;

/**
 * Monte Carlo win rates: strategy A against strategy B, half the games with A moving first and half with A second,
 * under the same rules as everything else in the SDK. A turn is played in one step: its roll's score is drawn from the
 * exact distribution of the score of that many dice of that size (a rule sees a roll only through its score), and the
 * rest of the turn is looked up in the tables the exact solver builds from the rules' own hooks. That is how
 * {@link Match} plays with fair dice, in law, with one random number a turn instead of one a die. Rules too large to
 * tabulate (a goal in the thousands) are played through {@link Match} a die at a time. A game's result counts by the
 * SDK's one rule of who won ({@link dev.hog.api.game.Outcome}): a tie is half a win.
 *
 * <p>The games are split into fixed chunks, each with fair dice seeded from the simulation's seed and the chunk's
 * number, and threads take chunks as they come. The result depends on the seed and the number of games only, not on
 * the number of threads or how the chunks were shared. Memory does not grow with the number of games.
 *
 * <p>The strategies are called from every thread at once, so they must be thread-safe; every named strategy, table
 * and exact strategy is.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Simulation {
    /**
     * The most games one simulation plays: 2<sup>52</sup>, so that every count of wins (half a win for a tie) is
     * exact in a {@code double}.
     */
    public static final long MAX_GAMES = 1L << 52;

    /** Games per seat in one chunk: large enough to keep threads busy, small enough to share out evenly. */
    static final int CHUNK = 1 << 13;

    private final GameDefinition rules;
    private final Strategy a;
    private final Strategy b;
    private final int startA;
    private final int startB;
    private final boolean diceByDice;

    /**
     * A simulation of A against B, both starting at 0.
     *
     * @param rules the game: the rules in force and the goal
     * @param a the strategy whose win rate is measured
     * @param b its opponent
     */
    public Simulation(GameDefinition rules, Strategy a, Strategy b) {
        this(rules, Choices.forGame(Objects.requireNonNull(a, "a"), Objects.requireNonNull(rules, "rules")),
                Choices.forGame(Objects.requireNonNull(b, "b"), rules), 0, 0, false);
    }

    private Simulation(GameDefinition rules, Strategy a, Strategy b, int startA, int startB, boolean diceByDice) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.a = Objects.requireNonNull(a, "a");
        this.b = Objects.requireNonNull(b, "b");
        this.startA = startA;
        this.startB = startB;
        this.diceByDice = diceByDice;
    }

    /**
     * The same simulation with A and B starting at these scores, whichever of them moves first.
     *
     * @param scoreA A's start score
     * @param scoreB B's start score
     * @return the simulation
     * @throws dev.hog.api.HogException if a score is negative
     */
    @API(status = API.Status.EXPERIMENTAL, since = "1.0")
    public Simulation from(int scoreA, int scoreB) {
        rules.start(scoreA, scoreB);
        return new Simulation(rules, a, b, scoreA, scoreB, diceByDice);
    }

    /**
     * The same simulation played through {@link Match} a die at a time, as it was before turns were sampled: slower,
     * the same in law. For comparing the two.
     *
     * @return the simulation
     */
    Simulation diceByDice() {
        return new Simulation(rules, a, b, startA, startB, true);
    }

    /**
     * Plays the games: A first in half of them, and second in the other half (one more first for an odd number).
     *
     * @param games how many games, from 2 to {@link #MAX_GAMES}
     * @param seed the seed
     * @param threads how many threads, at least 1
     * @param progress told, from any thread, how many games are done after each chunk; may be {@code null}
     * @return A's win rate
     * @throws IllegalArgumentException if games or threads are out of range
     */
    public WinRate run(long games, long seed, int threads, LongConsumer progress) {
        if (games < 2 || games > MAX_GAMES || threads < 1) {
            throw new IllegalArgumentException("A simulation plays 2 to " + MAX_GAMES + " games on at least 1 thread,"
                    + " not " + games + " games on " + threads + " threads");
        }
        long gamesFirst = (games + 1) / 2;
        long gamesSecond = games / 2;
        long chunks = (gamesFirst + CHUNK - 1) / CHUNK;
        DoubleAdder winsFirst = new DoubleAdder();
        DoubleAdder winsSecond = new DoubleAdder();
        AtomicLong nextChunk = new AtomicLong();
        AtomicLong done = new AtomicLong();
        long start = System.nanoTime();
        SampledGames sampled = diceByDice ? null : SampledGames.of(rules, a, b);
        Runnable worker = () -> {
            for (long chunk = nextChunk.getAndIncrement(); chunk < chunks; chunk = nextChunk.getAndIncrement()) {
                long sizeFirst = Math.min(CHUNK, gamesFirst - chunk * CHUNK);
                long sizeSecond = Math.min(CHUNK, gamesSecond - chunk * CHUNK);
                double wonFirst = 0;
                double wonSecond = 0;
                if (sampled != null) {
                    double[] wins = new double[2];
                    sampled.play(sizeFirst, Math.max(0, sizeSecond), startA, startB,
                            chunkSeed(seed, chunk), wins);
                    wonFirst = wins[0];
                    wonSecond = wins[1];
                } else {
                    Dice dice = Dice.fair(chunkSeed(seed, chunk));
                    Match.Builder first = Match.builder(rules).players(a, b).start(startA, startB).dice(dice);
                    Match.Builder second = Match.builder(rules).players(b, a).start(startB, startA).dice(dice);
                    for (long game = 0; game < sizeFirst; game++) {
                        wonFirst += first.build().finalScores().outcome(0).value();
                        if (game < sizeSecond) {
                            wonSecond += second.build().finalScores().outcome(1).value();
                        }
                    }
                }
                winsFirst.add(wonFirst);
                winsSecond.add(wonSecond);
                long total = done.addAndGet(sizeFirst + Math.max(0, sizeSecond));
                if (progress != null) {
                    progress.accept(total);
                }
            }
        };
        Workers.run("simulation", threads, Collections.nCopies(threads, Executors.callable(worker)), finished -> { });
        double seconds = (System.nanoTime() - start) / 1e9;
        return WinRate.of(gamesFirst, winsFirst.sum(), gamesSecond, winsSecond.sum(), seconds, threads);
    }

    /** The seed of a chunk: the chunk-th long of {@code new SplittableRandom(seed)}, computed directly. */
    static long chunkSeed(long seed, long chunk) {
        return SplitMix.mix(seed + (chunk + 1) * SplitMix.GAMMA);
    }
}
