package dev.hog.rules.sp21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.PlayerNames;
import dev.hog.api.ruleset.GainAnnouncement;
import java.util.List;
import org.junit.jupiter.api.Test;

/** sp21's words for the biggest gain, with the players' names and the points counted in English. */
class Sp21NamedCommentaryTest {
    private static final PlayerNames ALICE_AND_BOB = PlayerNames.of("Alice", "Bob");
    private static final GainAnnouncement WORDS = Sp21.ruleset().gainAnnouncement();

    private static List<String> highestOfBoth(Dice dice, int goal) {
        Commentary both = Commentary.both(Commentary.announceHighest(0, ALICE_AND_BOB, WORDS),
                Commentary.announceHighest(1, ALICE_AND_BOB, WORDS));
        return Match.builder(Sp21.ruleset()).players(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).dice(dice)
                .goal(goal).commentary(both).play().turns().stream().flatMap(turn -> turn.commentary().stream())
                .toList();
    }

    @Test
    void announceHighestSaysTheNameInSp21sWords() {
        assertThat(highestOfBoth(Dice.test(5, 3, 5), 10)).containsExactly(
                "Alice has reached a new maximum point gain. 5 points!",
                "Bob has reached a new maximum point gain. 3 points!");
    }

    @Test
    void aGainOfOneIsOnePoint() {
        assertThat(highestOfBoth(Dice.test(1, 2, 6), 5)).containsExactly(
                "Alice has reached a new maximum point gain. 1 point!",
                "Bob has reached a new maximum point gain. 2 points!",
                "Alice has reached a new maximum point gain. 6 points!");
    }

    @Test
    void theCoursesWordsAreUnchanged() {
        assertThat(WORDS.announce(1, 1)).isEqualTo("Player 1 has reached a new maximum point gain. 1 point(s)!");
        assertThat(WORDS.announce(0, 15)).isEqualTo("Player 0 has reached a new maximum point gain. 15 point(s)!");
    }
}
