package dev.hog.rules.sp20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.rules.su20.FeralHogs;
import org.junit.jupiter.api.Test;

/** sp20 plays su20's Feral Hogs, which compares the dice with the previous turn's points (fa19's, with its dice). */
class Sp20FeralHogsTest {
    @Test
    void isSu20sRule() {
        assertThat(Sp20.ruleset().rules()).filteredOn(FeralHogs.class::isInstance).hasSize(1);
    }

    @Test
    void comparesTheDiceWithThePreviousTurnsPoints() {
        // Every die a 2, no swaps. Player 0 rolls 2 dice: 4 + 3 (0 points before) = 7; player 1 rolls 1 die: 2.
        // Player 0 again: 4 + 3, as 2 dice are 2 away from the 4 points of their previous turn (not its 7, nor its 2
        // dice); player 1: 2, as 1 die is 1 away from 2 points.
        GameRecord game = Match.builder(Sp20.ruleset()).option(Sp20.SWINE_SWAP, false)
                .players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1)).goal(20).dice(Dice.test(2)).play();

        assertThat(game.turns()).extracting(TurnRecord::scores).containsExactly(Scores.of(7, 0), Scores.of(7, 2),
                Scores.of(14, 2), Scores.of(14, 4), Scores.of(21, 4));
    }

    @Test
    void theCoursesLockedGames() {
        // tests/05b.py's examples, whose answers are hashed. Each hash stands for one value throughout the course's
        // files, which pins them: example 1's s1 has the hash of 05a's goal-10 game's 15, example 2's s1 that of 0,
        // and the swap example's s0 that of take_turn(0, 47), 6.
        Strategy first = (score, opponent) -> score == 0 ? 3 : score == 7 ? 5 : 8;
        Strategy second = (score, opponent) -> score == 0 ? 1 : score == 4 ? 2 : 6;

        assertThat(Match.builder(Sp20.ruleset()).players(first, second).goal(21)
                .dice(Dice.test(2, 2, 3, 4, 2, 2, 2, 2, 2, 3, 5, 2, 2, 2, 2, 2, 2, 2, 6, 1)).build().finalScores())
                .isEqualTo(Scores.of(43, 15));
        assertThat(Match.builder(Sp20.ruleset()).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1)).goal(5)
                .dice(Dice.test(2, 2)).build().finalScores()).isEqualTo(Scores.of(7, 0));
        assertThat(Match.builder(Sp20.ruleset()).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1))
                .start(17, 6).goal(21).dice(Dice.test(1, 2)).build().finalScores()).isEqualTo(Scores.of(6, 21));
        assertThat(FreeBacon.points(47)).isEqualTo(6);
    }

    @Test
    void offWhenTheOptionIsFalse() {
        GameRecord game = Match.builder(Sp20.ruleset()).option(Sp20.SWINE_SWAP, false)
                .option(Sp20.FERAL_HOGS, false).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(1)).goal(8)
                .dice(Dice.test(2)).play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(4, 0));
        assertThat(game.turns().get(0).effects()).isEmpty();
    }
}
