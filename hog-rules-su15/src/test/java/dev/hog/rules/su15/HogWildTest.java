package dev.hog.rules.su15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.TurnRecord;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hog Wild: four-sided dice when the scores at the start of the turn sum to a multiple of 7. */
class HogWildTest {
    @ParameterizedTest(name = "({0}, {1}): {2} sides")
    @CsvSource({"4, 24, 4", "16, 64, 6", "0, 0, 4", "50, 80, 6", "10, 4, 4", "100, 5, 4"})
    void courseCases(int score, int opponentScore, int sides) {
        GameDefinition rules = Su15.ruleset().defaultGame();

        assertThat(rules.sides(rules.start(score, opponentScore), 3)).isEqualTo(sides);
    }

    @Test
    void theFirstTurnOfAGameFromZeroIsHogWild() {
        // Four-sided test dice always give 1, six-sided ones 3: player 0 pigs out on four-sided dice, then player 1
        // at 1 + 0 rolls six-sided dice.
        GameRecord game = Match.builder(Su15.ruleset()).players(Strategy.alwaysRoll(5), Strategy.alwaysRoll(5))
                .dice(Dice.bySides(Map.of(4, Dice.test(1), 6, Dice.test(3)))).goal(10).play();

        assertThat(game.turns()).extracting(TurnRecord::sides).containsExactly(4, 6);
        assertThat(game.finalScores()).isEqualTo(Scores.of(1, 15));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Hog Wild! Four-sided dice.", "Pig Out! A 1 came up: the turn scores 1.");
    }
}
