package dev.hog.course;

import dev.hog.api.API;

/**
 * Python's {@code random} module as the course's tests use it: the Mersenne Twister MT19937 seeded from an integer
 * with {@code init_by_array}, {@code getrandbits} and {@code randrange}, drawing the very same numbers as CPython, so
 * that a case seeded with {@code random.seed(1337)} can be reproduced exactly.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class PythonRandom {
    private static final int N = 624;
    private static final int M = 397;

    private final int[] mt = new int[N];
    private int index;

    /**
     * A generator seeded as {@code random.seed(seed)} seeds one.
     *
     * @param seed a non-negative seed below 2^32
     */
    public PythonRandom(long seed) {
        if (seed < 0 || seed > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("seed must be from 0 to 2^32 - 1, not " + seed);
        }
        initByArray((int) seed);
    }

    private void initGenrand(int seed) {
        mt[0] = seed;
        for (int i = 1; i < N; i++) {
            mt[i] = 1812433253 * (mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
        }
        index = N;
    }

    private void initByArray(int key) {
        initGenrand(19650218);
        int i = 1;
        for (int k = N; k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key;
            i++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        for (int k = N - 1; k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
            i++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x80000000;
    }

    private int next32() {
        if (index >= N) {
            for (int k = 0; k < N; k++) {
                int y = (mt[k] & 0x80000000) | (mt[(k + 1) % N] & 0x7fffffff);
                mt[k] = mt[(k + M) % N] ^ (y >>> 1) ^ ((y & 1) == 0 ? 0 : 0x9908b0df);
            }
            index = 0;
        }
        int y = mt[index++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y;
    }

    /**
     * Python's {@code getrandbits(bits)} for up to 32 bits.
     *
     * @param bits from 1 to 32
     * @return a number of that many random bits
     */
    public long getrandbits(int bits) {
        return (next32() & 0xFFFF_FFFFL) >>> (32 - bits);
    }

    /**
     * Python's {@code randrange(stop)}: a number from 0 to {@code stop - 1}, by rejection over
     * {@code stop.bit_length()} bits.
     *
     * @param stop the bound, at least 1
     * @return the number
     */
    public int randrange(int stop) {
        int bits = 32 - Integer.numberOfLeadingZeros(stop);
        long r = getrandbits(bits);
        while (r >= stop) {
            r = getrandbits(bits);
        }
        return (int) r;
    }

    /**
     * Python's {@code randrange(start, stop)}.
     *
     * @param start the smallest number
     * @param stop one more than the largest
     * @return the number
     */
    public int randrange(int start, int stop) {
        return start + randrange(stop - start);
    }

    /**
     * Python's {@code random()}: 53 random bits as a fraction in [0, 1).
     *
     * @return the fraction
     */
    public double random() {
        long a = (next32() & 0xFFFF_FFFFL) >>> 5;
        long b = (next32() & 0xFFFF_FFFFL) >>> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }
}
