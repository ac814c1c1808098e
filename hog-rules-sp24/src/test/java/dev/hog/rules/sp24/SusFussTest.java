package dev.hog.rules.sp24;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Sus Fuss: after every turn, a score with exactly 3 or 4 factors becomes the next prime above it. */
class SusFussTest {
    private final GameDefinition sus = Sp24.ruleset().defaultGame();
    private final GameDefinition simple = Sp24.ruleset().game(Sp24.ruleset().options(Map.of(Sp24.UPDATE, Sp24.SIMPLE)));

    @ParameterizedTest(name = "{0} becomes {1}")
    @CsvSource({"21, 23", "5, 5", "1, 1", "46, 47", "25, 29", "62, 67", "64, 64", "86, 89", "100, 100", "9, 11",
            "8, 11", "4, 5"})
    void rulesExamples(int score, int after) {
        assertThat(SusFuss.susPoints(score)).isEqualTo(after);
    }

    @Test
    void appliesAfterBoarBrawlToo() {
        // 0 dice at 40 against 22: Boar Brawl 3 * |2 - 0| = 6, so 46, which has 4 factors: 47.
        assertThat(sus.next(sus.start(40, 22), 0, 0).score0()).isEqualTo(47);
        assertThat(simple.next(simple.start(40, 22), 0, 0).score0()).isEqualTo(46);
    }

    @Test
    void isTheOnlyDifferenceBetweenTheTwoUpdates() {
        assertThat(sus.rules()).extracting(rule -> rule.name()).containsExactly("Sow Sad", "Boar Brawl", "Sus Fuss");
        assertThat(simple.rules()).extracting(rule -> rule.name()).containsExactly("Sow Sad", "Boar Brawl");
    }

    @Test
    void firesInAGameAndSaysSo() {
        GameRecord game = Match.builder(Sp24.ruleset()).players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(3))
                .dice(Dice.test(7)).goal(30).play();

        assertThat(game.turns().get(0).scores()).as("21 has 4 factors").isEqualTo(Scores.of(23, 0));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Sus Fuss! 21 becomes 23.");
    }
}
