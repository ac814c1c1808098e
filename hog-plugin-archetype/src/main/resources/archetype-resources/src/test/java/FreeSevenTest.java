package ${package};

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Seven: 1 plus the opponent's score modulo 7. */
class FreeSevenTest {
    @ParameterizedTest(name = "against {0}: {1} points")
    @CsvSource({"0, 1", "6, 7", "7, 1", "20, 7", "100, 3"})
    void onePlusTheOpponentsScoreModuloSeven(int opponentScore, int points) {
        assertThat(new FreeSeven().zeroDicePoints(TestTurn.of(42, opponentScore))).isEqualTo(points);
    }
}
