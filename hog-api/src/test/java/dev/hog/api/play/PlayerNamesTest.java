package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import dev.hog.api.HogException;
import org.junit.jupiter.api.Test;

/** The names of the two players, as commentary speaks them, and the names it refuses. */
class PlayerNamesTest {
    @Test
    void namesPlayerZeroFirstAndPlayerOneSecond() {
        PlayerNames names = PlayerNames.of("Alice", "Bob");

        assertThat(names.name(0)).isEqualTo("Alice");
        assertThat(names.name(1)).isEqualTo("Bob");
        assertThat(names).hasToString("Alice and Bob");
    }

    @Test
    void theNumberedNamesAreTheCourses() {
        assertThat(PlayerNames.numbered().name(0)).isEqualTo("Player 0");
        assertThat(PlayerNames.numbered().name(1)).isEqualTo("Player 1");
        assertThat(PlayerNames.numbered()).isEqualTo(PlayerNames.of("Player 0", "Player 1"));
    }

    @Test
    void namesAreEqualWhenBothNamesAreInTheirOrder() {
        assertThat(PlayerNames.of("Alice", "Bob")).isEqualTo(PlayerNames.of("Alice", "Bob"))
                .hasSameHashCodeAs(PlayerNames.of("Alice", "Bob"))
                .isNotEqualTo(PlayerNames.of("Bob", "Alice"))
                .isNotEqualTo(PlayerNames.of("Alice", "Carol"));
    }

    @Test
    void thereAreOnlyPlayersZeroAndOne() {
        assertThatExceptionOfType(HogException.class).isThrownBy(() -> PlayerNames.of("Alice", "Bob").name(2))
                .withMessage("A game has player 0 and player 1, not 2");
        assertThatExceptionOfType(HogException.class).isThrownBy(() -> PlayerNames.of("Alice", "Bob").name(-1))
                .withMessage("A game has player 0 and player 1, not -1");
    }

    @Test
    void aBlankNameIsRefusedNamingThePlayer() {
        assertThatExceptionOfType(HogException.class).isThrownBy(() -> PlayerNames.of("", "Bob"))
                .withMessage("Player 0's name is empty or only spaces: give a name such as \"Alice\"");
        assertThatExceptionOfType(HogException.class).isThrownBy(() -> PlayerNames.of("Alice", " \u2003 "))
                .withMessage("Player 1's name is empty or only spaces: give a name such as \"Alice\"");
    }

    @Test
    void aNameIsSaidOnOneLine() {
        assertThatExceptionOfType(HogException.class).isThrownBy(() -> PlayerNames.of("Alice", "Bob\nSmith"))
                .withMessage("Player 1's name holds a control character, U+000A, at index 3: a name is said on one"
                        + " line, without line breaks or tabs");
    }

    @Test
    void twoPlayersOfOneNameAreRefusedForTheCommentaryCouldNotTellThemApart() {
        assertThatExceptionOfType(HogException.class).isThrownBy(() -> PlayerNames.of("Alice", "Alice"))
                .withMessage("Both players are named \"Alice\": give them different names, or the commentary cannot"
                        + " tell them apart");
    }

    @Test
    void aMissingNameIsAMistakeInTheCode() {
        assertThatNullPointerException().isThrownBy(() -> PlayerNames.of(null, "Bob")).withMessage("first");
        assertThatNullPointerException().isThrownBy(() -> PlayerNames.of("Alice", null)).withMessage("second");
    }
}
