package dev.hog.course;

import dev.hog.api.API;
import java.math.BigInteger;

/**
 * Python's {@code random} module as the course's tests use it: the Mersenne Twister MT19937 seeded from an integer
 * with {@code init_by_array}, {@code getrandbits}, {@code randrange}, {@code randint} and {@code random}, drawing the
 * very same numbers as CPython 3, so that a case seeded with {@code random.seed(1337)} can be reproduced exactly.
 * {@link #getstate()} and {@link #setstate(State)} save and restore the generator as the course's tests do around a
 * strategy that seeds it anew.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class PythonRandom {
    private static final int N = 624;
    private static final int M = 397;
    private static final long WORD = 0xFFFF_FFFFL;

    private final int[] mt = new int[N];
    private int index;

    /**
     * A generator seeded as {@code random.seed(seed)} seeds one.
     *
     * @param seed the seed; as CPython, a negative seed seeds as its absolute value
     */
    public PythonRandom(long seed) {
        this(BigInteger.valueOf(seed));
    }

    /**
     * A generator seeded as {@code random.seed(seed)} seeds one, from an integer of any size.
     *
     * @param seed the seed; as CPython, a negative seed seeds as its absolute value
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public PythonRandom(BigInteger seed) {
        seed(seed);
    }

    /**
     * Seeds the generator again, as {@code random.seed(seed)} does for an int: the seed's 32-bit words, least
     * significant first, go to {@code init_by_array}.
     *
     * @param seed the seed; as CPython, a negative seed seeds as its absolute value
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public void seed(BigInteger seed) {
        BigInteger n = seed.abs();
        int words = Math.max(1, (n.bitLength() + 31) / 32);
        int[] key = new int[words];
        for (int i = 0; i < words; i++) {
            key[i] = n.shiftRight(32 * i).intValue();
        }
        initByArray(key);
    }

    /**
     * Seeds the generator again, as {@code random.seed(seed)} does for an int.
     *
     * @param seed the seed; as CPython, a negative seed seeds as its absolute value
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public void seed(long seed) {
        seed(BigInteger.valueOf(seed));
    }

    /**
     * The generator's state, as {@code random.getstate()} saves it.
     *
     * @return a copy of the state
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public State getstate() {
        return new State(mt.clone(), index);
    }

    /**
     * Puts the generator back in a saved state, as {@code random.setstate(state)} does.
     *
     * @param state a state from {@link #getstate()}
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public void setstate(State state) {
        System.arraycopy(state.mt, 0, mt, 0, N);
        index = state.index;
    }

    /** A saved state of a generator, from {@link #getstate()}; immutable. */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static final class State {
        private final int[] mt;
        private final int index;

        private State(int[] mt, int index) {
            this.mt = mt;
            this.index = index;
        }
    }

    private void initGenrand(int seed) {
        mt[0] = seed;
        for (int i = 1; i < N; i++) {
            mt[i] = 1812433253 * (mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
        }
        index = N;
    }

    private void initByArray(int[] key) {
        initGenrand(19650218);
        int i = 1;
        int j = 0;
        for (int k = Math.max(N, key.length); k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
            i++;
            j++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if (j >= key.length) {
                j = 0;
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
     * Python's {@code getrandbits(bits)} for up to 63 bits: 32-bit words, the first the least significant, the last
     * cut to the bits still wanted.
     *
     * @param bits from 0 to 63
     * @return a number of that many random bits
     */
    public long getrandbits(int bits) {
        if (bits < 0 || bits > 63) {
            throw new IllegalArgumentException("bits must be from 0 to 63, not " + bits);
        }
        if (bits <= 32) {
            return bits == 0 ? 0 : (next32() & WORD) >>> (32 - bits);
        }
        long low = next32() & WORD;
        return low | ((next32() & WORD) >>> (64 - bits)) << 32;
    }

    /**
     * Python's {@code getrandbits(bits)} for any number of bits.
     *
     * @param bits at least 0
     * @return a number of that many random bits
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public BigInteger getrandbitsBig(int bits) {
        if (bits < 0) {
            throw new IllegalArgumentException("bits must be at least 0, not " + bits);
        }
        if (bits == 0) {
            return BigInteger.ZERO;
        }
        if (bits <= 32) {
            return BigInteger.valueOf((next32() & WORD) >>> (32 - bits));
        }
        BigInteger value = BigInteger.ZERO;
        for (int word = 0, left = bits; left > 0; word++, left -= 32) {
            long r = next32() & WORD;
            if (left < 32) {
                r >>>= 32 - left;
            }
            value = value.or(BigInteger.valueOf(r).shiftLeft(32 * word));
        }
        return value;
    }

    /**
     * Python's {@code randrange(stop)}: a number from 0 to {@code stop - 1}, by rejection over
     * {@code stop.bit_length()} bits.
     *
     * @param stop the bound, at least 1
     * @return the number
     */
    public int randrange(int stop) {
        return (int) randrange((long) stop);
    }

    /**
     * Python's {@code randrange(stop)} over a range of up to 2^63 numbers, such as the course's
     * {@code randrange(2 ** 32)}.
     *
     * @param stop the bound, at least 1
     * @return the number
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public long randrange(long stop) {
        if (stop <= 0) {
            throw new IllegalArgumentException("empty range for randrange(" + stop + ")");
        }
        int bits = 64 - Long.numberOfLeadingZeros(stop);
        long r = getrandbits(bits);
        while (r >= stop) {
            r = getrandbits(bits);
        }
        return r;
    }

    /**
     * Python's {@code randrange(stop)} over a range of any size.
     *
     * @param stop the bound, at least 1
     * @return the number
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public BigInteger randrange(BigInteger stop) {
        if (stop.signum() <= 0) {
            throw new IllegalArgumentException("empty range for randrange(" + stop + ")");
        }
        int bits = stop.bitLength();
        BigInteger r = getrandbitsBig(bits);
        while (r.compareTo(stop) >= 0) {
            r = getrandbitsBig(bits);
        }
        return r;
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
     * Python's {@code randint(a, b)}, which is {@code randrange(a, b + 1)}: the course's fair dice roll with it.
     *
     * @param a the smallest number
     * @param b the largest
     * @return the number
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public int randint(int a, int b) {
        return randrange(a, b + 1);
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
