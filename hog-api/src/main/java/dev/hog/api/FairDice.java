package dev.hog.api;

import java.util.Objects;
import java.util.random.RandomGenerator;

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

    private final RandomGenerator random;
    private long bits;
    private int chunksLeft;

    FairDice(RandomGenerator random) {
        this.random = Objects.requireNonNull(random, "random");
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
        long product = (random.nextLong() >>> 32) * sides;
        if ((product & 0xFFFF_FFFFL) < sides) {
            long threshold = (1L << 32) % sides;
            while ((product & 0xFFFF_FFFFL) < threshold) {
                product = (random.nextLong() >>> 32) * sides;
            }
        }
        return (int) (product >>> 32) + 1;
    }

    private int nextChunk16() {
        if (chunksLeft == 0) {
            bits = random.nextLong();
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
