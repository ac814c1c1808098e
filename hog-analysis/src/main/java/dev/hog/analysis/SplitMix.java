package dev.hog.analysis;

/**
 * SplitMix64, the generator behind {@link java.util.SplittableRandom}: a state that moves on by a fixed odd
 * increment, and a mixing function of it. Written out so that the simulation's inner loop keeps the state in a
 * register: {@code new SplittableRandom(s)}'s n-th {@code nextLong()} is {@code mix(s + n * GAMMA)}, counting from 1.
 */
final class SplitMix {
    /** The increment: the odd integer closest to 2<sup>64</sup> divided by the golden ratio. */
    static final long GAMMA = 0x9e3779b97f4a7c15L;

    private SplitMix() {
    }

    /**
     * The output of a state: Stafford's variant 13 of MurmurHash3's finaliser.
     *
     * @param state the state, already moved on
     * @return 64 uniformly distributed bits
     */
    static long mix(long state) {
        long z = (state ^ (state >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
