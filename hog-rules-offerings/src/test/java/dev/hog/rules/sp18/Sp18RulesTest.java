package dev.hog.rules.sp18;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** sp18's rules together: fa17's Swine Swap after sp18's Free Bacon, and the course's words for a new high. */
class Sp18RulesTest {
    @Test
    void freeBaconIsScoredAgainstTheRightOpponentAndSwapsFollow() {
        // The course's case: 11 against 99, both rolling no dice, to 13 and 103.
        Scores scores = Match.builder(Sp18.ruleset()).players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(0))
                .start(11, 99).play().finalScores();

        assertThat(scores).isEqualTo(Scores.of(13, 103));
    }

    @Test
    void manySwapsInOneGame() {
        // The course's case: always 0 against always 2 with threes, to 15.
        Scores scores = Match.builder(Sp18.ruleset()).players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(2))
                .goal(15).dice(Dice.test(3)).play().finalScores();

        assertThat(scores).isEqualTo(Scores.of(16, 2));
    }

    @ParameterizedTest(name = "swine-swap={0}: {1} to {2}")
    @CsvSource({"true, 40, 20", "false, 20, 40"})
    void swineSwapCanBeSwitchedOff(boolean on, int score0, int score1) {
        GameDefinition rules = Sp18.ruleset().game(Map.of(Sp18.SWINE_SWAP, String.valueOf(on)));

        GameState after = rules.next(rules.start(11, 40), 2, 9);
        assertThat(after.score0()).isEqualTo(score0);
        assertThat(after.score1()).isEqualTo(score1);
    }

    @Test
    void aNewHighIsCountedInPointsAsTheCourseSaysIt() {
        assertThat(Sp18.ruleset().gainAnnouncement().announce(1, 1))
                .isEqualTo("1 point! That's the biggest gain yet for Player 1");
        assertThat(Sp18.ruleset().gainAnnouncement().announce(1, 19))
                .isEqualTo("19 points! That's the biggest gain yet for Player 1");
    }
}
