package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Numbers CPython 3.11 draws after {@code random.seed(1337)}. */
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
}
