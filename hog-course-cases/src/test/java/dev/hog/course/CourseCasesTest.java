package dev.hog.course;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class CourseCasesTest {
    private static final String FILE = String.join("\n",
            "# Course test cases",
            "## aa (Rules)",
            "#### tests/01.py — Question 1 (2 pt)",
            "- suite 0",
            "  - `roll(1)  →  1`",
            "  - `roll(2)  →  2`",
            "- [concept] What is it? → **This**",
            "- suite 1 — setup: `x = 1`",
            "  - `x  →  1`",
            "  - (100 whole random games: see the games file)",
            "#### tests/02.py — Question 2 (0 pt)",
            "- suite 0 (unscored) — setup: `y = 2`",
            "  - `y  →  2`",
            "## bb (Other rules)",
            "#### tests/01.py — Question 1",
            "- suite 0",
            "  - `z  →  3`",
            "");

    private static InputStream file() {
        return new ByteArrayInputStream(FILE.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void readsTheSuitesOfOneSection() {
        List<CourseSuite> suites = CourseCases.read(file(), "aa");

        assertThat(suites).extracting(CourseSuite::toString)
                .containsExactly("aa tests/01.py suite 0", "aa tests/01.py suite 1", "aa tests/02.py suite 0");
        assertThat(suites.get(0).cases()).extracting(CourseCase::code, CourseCase::expected, CourseCase::line)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("roll(1)", "1", 5),
                        org.assertj.core.groups.Tuple.tuple("roll(2)", "2", 6));
        assertThat(suites.get(1).setup()).isEqualTo("x = 1");
        assertThat(suites.get(1).cases()).hasSize(1);
        assertThat(suites.get(2).setup()).isEqualTo("y = 2");
    }

    @Test
    void aMissingSectionIsAnError() {
        assertThatThrownBy(() -> CourseCases.read(file(), "cc")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The cases file has no cases for section cc");
    }
}
