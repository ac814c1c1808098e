package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.TestTurn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Free Bacon, su20: {@code 10 - ones(opponent) + tens(opponent)}. */
class FreeBaconTest {
    private final GameDefinition rules = Su20.ruleset().defaultGame();

    @ParameterizedTest(name = "against {0}: {1} points")
    @CsvSource({"32, 11", "19, 2", "80, 18", "5, 5", "0, 10", "99, 10", "109, 1", "1234, 9"})
    void rulesExamples(int opponentScore, int points) {
        assertThat(new FreeBacon().zeroDicePoints(TestTurn.of(0, opponentScore))).isEqualTo(points);
        assertThat(rules.zeroDicePoints(rules.start(57, opponentScore))).isEqualTo(points);
    }

    @ParameterizedTest(name = "the mover''s own score {0} does not matter")
    @CsvSource({"0", "7", "88", "123"})
    void onlyTheOpponentsScoreCounts(int score) {
        assertThat(rules.zeroDicePoints(rules.start(score, 32))).isEqualTo(11);
    }
}
