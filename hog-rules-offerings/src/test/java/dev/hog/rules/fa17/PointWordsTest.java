package dev.hog.rules.fa17;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** fa17's words for a new high, which sp18 shares: the course's announce_highest cases count the points in English. */
class PointWordsTest {
    @ParameterizedTest(name = "{0} gains {1}: {2}")
    @CsvSource(delimiter = ';', value = {"1; 1; 1 point! That's the biggest gain yet for Player 1",
            "1; 19; 19 points! That's the biggest gain yet for Player 1",
            "0; 50; 50 points! That's the biggest gain yet for Player 0"})
    void theCoursesWords(int who, int gain, String words) {
        assertThat(Fa17.ruleset().gainAnnouncement().announce(who, gain)).isEqualTo(words);
    }
}
