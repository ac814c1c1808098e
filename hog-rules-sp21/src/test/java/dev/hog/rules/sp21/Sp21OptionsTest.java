package dev.hog.rules.sp21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.GameRecord;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.TurnRecord;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** More Boar switched off, as the course's GUI lets a player do. */
class Sp21OptionsTest {
    @Test
    void moreBoarIsOnByDefault() {
        assertThat(Sp21.ruleset().defaultGame().options().asMap()).containsEntry(Sp21.MORE_BOAR, "true");
    }

    @Test
    void withoutMoreBoarNoTurnIsPlayedAgain() {
        // As in MoreBoarTest: 7 + 3 = 10 against 97 would play again under More Boar.
        GameRecord game = Match.builder(Sp21.ruleset().game(Map.of(Sp21.MORE_BOAR, "false")))
                .players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).start(7, 97).goal(100).dice(Dice.test(3))
                .play();

        // Player 1 then rolls 97 + 3 = 100 and wins.
        assertThat(game.turns()).extracting(TurnRecord::player).containsExactly(0, 1);
        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(10, 97));
        assertThat(game.turns().get(0).effects()).isEmpty();
    }

    @Test
    void piggyPointsStillScoreWithoutMoreBoar() {
        // Piggy Points against 43: 43^2 = 1849, so 3 + 1 = 4.
        GameRecord game = Match.builder(Sp21.ruleset().game(Map.of(Sp21.MORE_BOAR, "false")))
                .players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(0)).start(17, 43).goal(50).dice(Dice.test(2))
                .play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(21, 43));
        assertThat(game.turns().get(1).player()).isOne();
    }
}
