package dev.hog.api.play;

import dev.hog.api.HogException;
import dev.hog.api.internal.Preconditions;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

/**
 * Fair dice, exactly uniform. A face is drawn from a chunk of random bits with Lemire's multiply-and-reject method:
 * the chunk times the number of sides gives the face in its high bits, and the rare chunk whose low bits fall under
 * {@code 2^bits mod sides} is drawn again, so that every face has exactly the same chance, without a division on the
 * common path. Dice of up to {@value #SMALL_SIDES} sides take 16-bit chunks, four to one {@code nextLong()}, which
 * measured faster in the engine than two 32-bit halves; larger dice take 32-bit chunks.
 */
final class FairDice implements Dice {
    /** The most sides that 16-bit chunks serve; above this the chance of drawing again passes 0.4%. */
    static final int SMALL_SIDES = 256;

    private static final String SAVED = "fair:" + GENERATOR + ":";
    /** The most draws a saved fair dice may have made: restoring them draws as many again. */
    private static final long MAX_SAVED_DRAWS = 10_000_000;

    private final RandomGenerator random;
    /** The seed of {@link Dice#GENERATOR} these dice started from, when known, so that they can be saved. */
    private final Long seed;
    private long draws;
    private long bits;
    private int chunksLeft;

    FairDice(RandomGenerator random) {
        this.random = Objects.requireNonNull(random, "random");
        this.seed = null;
    }

    FairDice(long seed) {
        this.random = RandomGeneratorFactory.of(GENERATOR).create(seed);
        this.seed = seed;
    }

    /**
     * Fair dice where saved ones left off: the same seed, the same draws skipped, the same bits waiting.
     *
     * @param saved text made by {@link #save()}
     * @return the dice, or {@code null} if the text is not a fair dice's
     */
    static FairDice restore(String saved) {
        if (!saved.startsWith(SAVED)) {
            return null;
        }
        String[] parts = saved.substring(SAVED.length()).split(":");
        try {
            if (parts.length != 4) {
                throw new NumberFormatException();
            }
            FairDice dice = new FairDice(Long.parseLong(parts[0]));
            long draws = Long.parseLong(parts[1]);
            int chunksLeft = Integer.parseInt(parts[3]);
            if (draws < 0 || chunksLeft < 0 || chunksLeft > 4) {
                throw new NumberFormatException();
            }
            if (draws > MAX_SAVED_DRAWS) {
                throw new HogException("Saved fair dice have drawn " + draws + " times; dice that restore draw as"
                        + " many again, so at most " + MAX_SAVED_DRAWS + " are taken, far more than a match draws");
            }
            for (long i = 0; i < draws; i++) {
                dice.random.nextLong();
            }
            dice.draws = draws;
            dice.bits = Long.parseUnsignedLong(parts[2], 16);
            dice.chunksLeft = chunksLeft;
            return dice;
        } catch (NumberFormatException e) {
            throw new HogException("Saved fair dice are " + SAVED + "SEED:DRAWS:BITS:CHUNKS, not "
                    + Preconditions.shortened(saved));
        }
    }

    @Override
    public Optional<String> save() {
        if (seed == null) {
            return Optional.empty();
        }
        return Optional.of(SAVED + seed + ":" + draws + ":" + Long.toHexString(bits) + ":" + chunksLeft);
    }

    private long nextLong() {
        draws++;
        return random.nextLong();
    }

    @Override
    public int roll(int sides) {
        if (sides <= SMALL_SIDES) {
            if (sides < 1) {
                throw new HogException("A die needs at least 1 side, not " + sides);
            }
            int product = nextChunk16() * sides;
            if ((product & 0xFFFF) < sides) {
                int threshold = (1 << 16) % sides;
                while ((product & 0xFFFF) < threshold) {
                    product = nextChunk16() * sides;
                }
            }
            return (product >>> 16) + 1;
        }
        long product = (nextLong() >>> 32) * sides;
        if ((product & 0xFFFF_FFFFL) < sides) {
            long threshold = (1L << 32) % sides;
            while ((product & 0xFFFF_FFFFL) < threshold) {
                product = (nextLong() >>> 32) * sides;
            }
        }
        return (int) (product >>> 32) + 1;
    }

    private int nextChunk16() {
        if (chunksLeft == 0) {
            bits = nextLong();
            chunksLeft = 4;
        }
        chunksLeft--;
        int chunk = (int) bits & 0xFFFF;
        bits >>>= 16;
        return chunk;
    }

    @Override
    public String toString() {
        return "fair dice";
    }
}
