package dev.hog.api;

import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Fair dice. Each face costs 32 random bits, drawn two at a time from one {@code nextLong()}, and is mapped to
 * {@code 1..sides} with Lemire's multiply-and-reject method, which is exactly uniform without a division on the
 * common path: simulation rolls hundreds of millions of dice.
 */
final class FairDice implements Dice {
    private final RandomGenerator random;
    private long bits;
    private boolean halfLeft;

    FairDice(RandomGenerator random) {
        this.random = Objects.requireNonNull(random, "random");
    }

    @Override
    public int roll(int sides) {
        if (sides < 1) {
            throw new HogException("A die needs at least 1 side, not " + sides);
        }
        long product = nextBits() * sides;
        if ((product & 0xFFFF_FFFFL) < sides) {
            long threshold = (1L << 32) % sides;
            while ((product & 0xFFFF_FFFFL) < threshold) {
                product = nextBits() * sides;
            }
        }
        return (int) (product >>> 32) + 1;
    }

    private long nextBits() {
        if (halfLeft) {
            halfLeft = false;
            return bits & 0xFFFF_FFFFL;
        }
        bits = random.nextLong();
        halfLeft = true;
        return bits >>> 32;
    }

    @Override
    public String toString() {
        return "fair dice";
    }
}
