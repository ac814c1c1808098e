package dev.hog.rules.su23;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.rule.TestTurn;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Fuzzy Factors: g = gcd(score, 100) above 10 raises the score by twice the tens digit of g. */
class FuzzyFactorsTest {
    private final GameDefinition fuzzy = Su23.ruleset().defaultGame();
    private final GameDefinition simple = Su23.ruleset().game(Map.of(Su23.UPDATE, Su23.SIMPLE));

    @ParameterizedTest(name = "hog_gcd({0}, {1}) = {2}")
    @CsvSource({"15, 25, 5", "13, 17, 1", "0, 5, 5", "12, 64, 4", "29, 79, 1", "39, 627, 3", "5, 0, 5", "0, 100, 100"})
    void coursesGcds(int x, int y, int gcd) {
        assertThat(FuzzyFactors.gcd(x, y)).isEqualTo(gcd);
    }

    @ParameterizedTest(name = "fuzzy_points({0}) = {1}")
    @CsvSource({"39, 39", "61, 61", "50, 60", "100, 100", "1, 1", "25, 29", "75, 79", "80, 84", "10, 10", "20, 24",
            "60, 64", "200, 200", "150, 160", "0, 0"})
    void coursesFuzzyPoints(int score, int after) {
        assertThat(FuzzyFactors.fuzzyPoints(score)).isEqualTo(after);
        assertThat(new FuzzyFactors().appliesTo(TestTurn.of(score, 0))).isEqualTo(after != score);
    }

    @Test
    void coursesUpdates() {
        // tests/04.py: fuzzy_update(0, 14, 27) = 24 (Boar Brawl 6, 20 becomes 24); simple_update gives 20.
        assertThat(fuzzy.next(fuzzy.start(14, 27), 0, 0).score0()).isEqualTo(24);
        assertThat(simple.next(simple.start(14, 27), 0, 0).score0()).isEqualTo(20);
        // fuzzy_update(0, 41, 42) = 60: Boar Brawl 9, 50 becomes 60, once.
        assertThat(fuzzy.next(fuzzy.start(41, 42), 0, 0).score0()).isEqualTo(60);
        // fuzzy_update(2, 29, 17, make_test_dice(1, 3)) = 30; fuzzy_update(3, 11, 12, make_test_dice(4, 5, 6)) = 26.
        assertThat(fuzzy.next(fuzzy.start(29, 17), 2, 1).score0()).isEqualTo(30);
        assertThat(fuzzy.next(fuzzy.start(11, 12), 3, 15).score0()).isEqualTo(26);
        // fuzzy_update(2, 2, 3, make_test_dice(4)) = 10: gcd(10, 100) = 10 is not above 10.
        assertThat(fuzzy.next(fuzzy.start(2, 3), 2, 8).score0()).isEqualTo(10);
    }

    @Test
    void isTheOnlyDifferenceBetweenTheTwoUpdates() {
        assertThat(fuzzy.rules()).extracting(rule -> rule.name())
                .containsExactly("Sow Sad", "Boar Brawl", "Fuzzy Factors");
        assertThat(simple.rules()).extracting(rule -> rule.name()).containsExactly("Sow Sad", "Boar Brawl");
    }

    @Test
    void firesInAGameAndSaysSo() {
        // Dice always 5: 5 dice give 25, which becomes 29.
        GameRecord game = Match.builder(Su23.ruleset()).players(Strategy.alwaysRoll(5), Strategy.alwaysRoll(5))
                .dice(Dice.test(5)).goal(40).play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(29, 0));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Fuzzy Factors! 25 becomes 29.");
    }
}
