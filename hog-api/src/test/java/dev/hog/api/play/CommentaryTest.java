package dev.hog.api.play;

import dev.hog.api.rule.ToyRules;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The course's commentary functions, with the examples from their documentation. */
class CommentaryTest {
    private final List<String> said = new ArrayList<>();

    private Commentary say(Commentary commentary, int score0, int score1) {
        return commentary.say(score0, score1, said::add);
    }

    @Test
    void sayScoresSaysBothScoresAndReturnsItself() {
        Commentary next = say(Commentary.sayScores(), 10, 6);

        assertThat(said).containsExactly("Player 0 now has 10 and Player 1 now has 6");
        assertThat(next).isSameAs(Commentary.sayScores());
    }

    @Test
    void announceLeadChangesAnnouncesOnlyANewLeader() {
        Commentary f = Commentary.announceLeadChanges();
        f = say(f, 5, 0);
        f = say(f, 5, 12);
        f = say(f, 8, 12);
        f = say(f, 8, 13);
        say(f, 15, 13);

        assertThat(said).containsExactly("Player 0 takes the lead by 5", "Player 1 takes the lead by 7",
                "Player 0 takes the lead by 2");
    }

    @Test
    void aTieLeavesNobodyLeadingSoTheSameLeaderIsAnnouncedAgain() {
        Commentary f = Commentary.announceLeadChanges();
        f = say(f, 3, 0);
        f = say(f, 3, 3);
        say(f, 5, 3);

        assertThat(said).containsExactly("Player 0 takes the lead by 3", "Player 0 takes the lead by 2");
    }

    @Test
    void announceHighestAnnouncesOnlyANewHighestGainOfItsPlayer() {
        Commentary f = Commentary.announceHighest(1);
        f = say(f, 12, 0);
        f = say(f, 12, 10);
        f = say(f, 20, 10);
        f = say(f, 22, 20);
        f = say(f, 22, 35);
        f = say(f, 30, 47);
        f = say(f, 31, 47);
        f = say(f, 32, 77);
        f = say(f, 83, 32);
        say(f, 38, 83);

        assertThat(said).containsExactly(
                "10 point(s)! That's the biggest gain yet for Player 1",
                "15 point(s)! That's the biggest gain yet for Player 1",
                "30 point(s)! That's the biggest gain yet for Player 1",
                "51 point(s)! That's the biggest gain yet for Player 1");
    }

    @Test
    void announceHighestUsesTheRulesetsWords() {
        say(Commentary.announceHighest(0, ToyRules.RULESET.gainAnnouncement()), 7, 0);

        assertThat(said).containsExactly("P0 +7");
    }

    @Test
    void bothSaysWhatEachSaysInOrderAndCarriesBothOn() {
        Commentary h = Commentary.both(Commentary.sayScores(), Commentary.announceLeadChanges());
        h = say(h, 10, 0);
        h = say(h, 10, 6);
        say(h, 6, 17);

        assertThat(said).containsExactly(
                "Player 0 now has 10 and Player 1 now has 0",
                "Player 0 takes the lead by 10",
                "Player 0 now has 10 and Player 1 now has 6",
                "Player 0 now has 6 and Player 1 now has 17",
                "Player 1 takes the lead by 11");
    }

    @Test
    void silentSaysNothing() {
        assertThat(say(Commentary.silent(), 1, 2)).isSameAs(Commentary.silent());
        assertThat(said).isEmpty();
    }
}
