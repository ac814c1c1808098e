package dev.hog.rules.sp24;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Boar Brawl: {@code max(1, 3 * |tens(opponent) - ones(mover)|)}. */
class BoarBrawlTest {
    @ParameterizedTest(name = "boar_brawl({0}, {1}) = {2}")
    @CsvSource({"727, 939, 12", "0, 0, 1", "21, 46, 9", "7, 2, 21", "82, 115, 3", "99, 121, 21", "72, 29, 1"})
    void rulesExamples(int score, int opponentScore, int points) {
        assertThat(new BoarBrawl().zeroDicePoints(TestTurn.of(score, opponentScore))).isEqualTo(points);
    }
}
