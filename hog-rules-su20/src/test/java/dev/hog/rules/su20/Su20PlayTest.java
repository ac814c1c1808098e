package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import org.junit.jupiter.api.Test;

/** Whole su20 games from the course's tests whose strategies are defined functions, and RULES.md's examples. */
class Su20PlayTest {
    private static Match.Builder su20() {
        return Match.builder(Su20.ruleset());
    }

    @Test
    void strategiesThatDependOnTheMoversScore() {
        Strategy strat0 = (s0, s1) -> s0 == 0 ? 3 : s0 == 7 ? 5 : 8;
        Strategy strat1 = (s0, s1) -> s0 == 0 ? 1 : s0 == 4 ? 2 : 6;

        GameRecord game = su20().players(strat0, strat1).goal(21)
                .dice(Dice.test(2, 2, 3, 4, 2, 2, 2, 2, 2, 3, 5, 2, 2, 2, 2, 2, 2, 2, 6, 1))
                .play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(43, 15));
    }

    @Test
    void aSwapAtTheGoalStands() {
        GameRecord game = su20().option(Su20.FERAL_HOGS, false)
                .players(Strategy.alwaysRoll(4), Strategy.alwaysRoll(4)).start(87, 88).dice(Dice.test(3))
                .play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(100, 99));
        assertThat(game.turns()).hasSize(2);
        assertThat(game.winner()).isZero();
    }

    @Test
    void aSwapAtTheGoalCanHandTheWinToTheOpponent() {
        // Player 0 rolls four 3s from 92 to 104; against 40, |4 - 0| == 4 == tens(40): the scores swap.
        GameRecord game = su20().option(Su20.FERAL_HOGS, false)
                .players(Strategy.alwaysRoll(4), Strategy.alwaysRoll(4)).start(92, 40).dice(Dice.test(3))
                .play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(40, 104));
        assertThat(game.winner()).isOne();
        assertThat(game.turns()).singleElement()
                .satisfies(turn -> assertThat(turn.effects()).extracting(Object::toString)
                        .containsExactly("Swine Swap! Scores swapped."));
    }

    @Test
    void zeroDiceTurnsScoreFreeBaconAndRollNothing() {
        GameRecord game = su20().option(Su20.FERAL_HOGS, false)
                .players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(0)).start(9, 92).dice(Dice.test(3))
                .play();

        assertThat(game.finalScores()).isEqualTo(Scores.of(26, 104));
        assertThat(game.turns()).allSatisfy(turn -> assertThat(turn.outcomes()).isEmpty());
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Free Bacon! 17 points.");
    }
}
