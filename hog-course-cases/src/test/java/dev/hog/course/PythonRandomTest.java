package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/**
 * Numbers CPython draws, each computed with python3 (3.11.7) on this machine by the statement in the comment above it,
 * as {@code r = random.Random(seed)} then the draws.
 */
class PythonRandomTest {
    @Test
    void drawsWhatCPythonDraws() {
        PythonRandom random = new PythonRandom(1337);

        assertThat(new int[] {random.randrange(11), random.randrange(11), random.randrange(11), random.randrange(11),
                random.randrange(11)}).containsExactly(9, 8, 5, 9, 9);
        assertThat(random.getrandbits(32)).isEqualTo(3143464376L);
        assertThat(random.random()).isEqualTo(0.16568728368878083);
        assertThat(random.randrange(1, 7)).isEqualTo(3);
    }

    @Test
    void seedsFromAnIntOfAnySizeAsInitByArrayDoes() {
        // r = random.Random(27182818284590452353602874713527 * 3 + 161803398874989484820)
        // [r.randrange(11) for _ in range(5)] == [0, 9, 6, 3, 5]
        assertThat(fiveOfEleven(new PythonRandom(new BigInteger("27182818284590452353602874713527")
                .multiply(BigInteger.valueOf(3)).add(new BigInteger("161803398874989484820")))))
                .containsExactly(0, 9, 6, 3, 5);
        // random.Random(0): [6, 6, 0, 4, 8]; random.Random(2 ** 32): [1, 5, 6, 0, 0]
        assertThat(fiveOfEleven(new PythonRandom(0))).containsExactly(6, 6, 0, 4, 8);
        assertThat(fiveOfEleven(new PythonRandom(1L << 32))).containsExactly(1, 5, 6, 0, 0);
        // random.Random(-5) seeds as random.Random(5): randrange(11) == 9 for both
        assertThat(new PythonRandom(-5).randrange(11)).isEqualTo(new PythonRandom(5).randrange(11)).isEqualTo(9);
    }

    @Test
    void drawsOverRangesBeyondThirtyTwoBitsAsCPython3Does() {
        // r = random.Random(45891); [r.randrange(2 ** 32) for _ in range(3)]
        PythonRandom random = new PythonRandom(45891);
        assertThat(new long[] {random.randrange(1L << 32), random.randrange(1L << 32), random.randrange(1L << 32)})
                .containsExactly(934366270L, 470780903L, 3372627734L);

        // r = random.Random(7); r.getrandbits(33), r.getrandbits(63), r.getrandbits(64), r.getrandbits(100),
        // r.getrandbits(1)
        random = new PythonRandom(7);
        assertThat(random.getrandbits(33)).isEqualTo(5685818424L);
        assertThat(random.getrandbits(63)).isEqualTo(3641603982383516983L);
        assertThat(random.getrandbitsBig(64)).isEqualTo(new BigInteger("890727360438182992"));
        assertThat(random.getrandbitsBig(100)).isEqualTo(new BigInteger("121685109202443864600992231219"));
        assertThat(random.getrandbits(1)).isZero();

        // r = random.Random(7); r.randrange(10 ** 30), r.randrange(2 ** 64), r.randint(1, 6)
        random = new PythonRandom(7);
        assertThat(random.randrange(BigInteger.TEN.pow(30))).isEqualTo(new BigInteger("487320478161116480663150048312"));
        assertThat(random.randrange(BigInteger.ONE.shiftLeft(64))).isEqualTo(new BigInteger("890727360438182992"));
        assertThat(random.randint(1, 6)).isEqualTo(5);
    }

    @Test
    void aSavedStateDrawsOnAsBeforeWhateverWasDrawnSince() {
        // r = random.Random(99); s = r.getstate(); [r.random() for _ in range(3)]; r.seed(1); r.randrange(100) == 17;
        // r.setstate(s); [r.random() for _ in range(3)] gives the same three again
        PythonRandom random = new PythonRandom(99);
        PythonRandom.State saved = random.getstate();
        double[] first = {random.random(), random.random(), random.random()};
        random.seed(1);
        assertThat(random.randrange(100)).isEqualTo(17);
        random.setstate(saved);

        assertThat(first).containsExactly(0.40397807494366633, 0.20007544457494542, 0.17880232058661227);
        assertThat(new double[] {random.random(), random.random(), random.random()}).containsExactly(first);
    }

    private static int[] fiveOfEleven(PythonRandom random) {
        int[] draws = new int[5];
        for (int i = 0; i < draws.length; i++) {
            draws[i] = random.randrange(11);
        }
        return draws;
    }
}
