package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import dev.hog.api.HogException;
import dev.hog.api.rule.ToyRules;
import dev.hog.api.ruleset.GainAnnouncement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Commentary that says the players' names and counts points in English, beside the course's words. */
class NamedCommentaryTest {
    private static final PlayerNames ALICE_AND_BOB = PlayerNames.of("Alice", "Bob");

    private final List<String> said = new ArrayList<>();

    private Commentary say(Commentary commentary, int score0, int score1) {
        return commentary.say(score0, score1, said::add);
    }

    /** Says each pair of scores in turn, each to the commentary the previous one returned. */
    private void sayEach(Commentary commentary, int... scores) {
        for (int i = 0; i < scores.length; i += 2) {
            commentary = say(commentary, scores[i], scores[i + 1]);
        }
    }

    @Test
    void sayScoresSaysBothNames() {
        sayEach(Commentary.sayScores(ALICE_AND_BOB), 10, 6, 11, 6);

        assertThat(said).containsExactly("Alice now has 10 and Bob now has 6", "Alice now has 11 and Bob now has 6");
    }

    @Test
    void theNumberedNamesSayTheScoresInTheCoursesWords() {
        say(Commentary.sayScores(PlayerNames.numbered()), 10, 6);
        say(Commentary.sayScores(), 10, 6);

        assertThat(said).containsExactly("Player 0 now has 10 and Player 1 now has 6",
                "Player 0 now has 10 and Player 1 now has 6");
    }

    @Test
    void announceLeadChangesNamesTheLeaderAndCountsTheLeadInPoints() {
        sayEach(Commentary.announceLeadChanges(ALICE_AND_BOB), 5, 0, 5, 12, 8, 12, 8, 13, 14, 13);

        assertThat(said).containsExactly("Alice takes the lead by 5 points", "Bob takes the lead by 7 points",
                "Alice takes the lead by 1 point");
    }

    @Test
    void aTieLeavesNobodyLeadingWithNamesToo() {
        sayEach(Commentary.announceLeadChanges(ALICE_AND_BOB), 0, 1, 3, 3, 3, 5);

        assertThat(said).containsExactly("Bob takes the lead by 1 point", "Bob takes the lead by 2 points");
    }

    @Test
    void announceHighestNamesThePlayerInTheDefaultWords() {
        sayEach(Commentary.announceHighest(1, ALICE_AND_BOB, GainAnnouncement.DEFAULT), 12, 1, 12, 1, 20, 11, 22, 15,
                22, 30);

        assertThat(said).containsExactly("1 point! That's the biggest gain yet for Bob",
                "10 points! That's the biggest gain yet for Bob", "15 points! That's the biggest gain yet for Bob");
    }

    @Test
    void announceHighestWatchesPlayerZeroByName() {
        say(Commentary.announceHighest(0, ALICE_AND_BOB, GainAnnouncement.DEFAULT), 7, 3);

        assertThat(said).containsExactly("7 points! That's the biggest gain yet for Alice");
    }

    @Test
    void wordsThatAreTheirOwnSayTheNameTheirOwnWay() {
        GainAnnouncement brief = new GainAnnouncement() {
            @Override
            public String announce(int who, int gain) {
                return "P" + who + " +" + gain;
            }

            @Override
            public String announce(String player, int gain) {
                return player + " +" + gain;
            }
        };

        say(Commentary.announceHighest(1, ALICE_AND_BOB, brief), 0, 4);

        assertThat(said).containsExactly("Bob +4");
    }

    @Test
    void aLambdasWordsGiveTheDefaultNamedWords() {
        say(Commentary.announceHighest(0, ALICE_AND_BOB, ToyRules.RULESET.gainAnnouncement()), 7, 0);

        assertThat(said).containsExactly("7 points! That's the biggest gain yet for Alice");
    }

    @Test
    void announceHighestWithNamesWatchesOnlyPlayerZeroOrOne() {
        assertThatExceptionOfType(HogException.class)
                .isThrownBy(() -> Commentary.announceHighest(2, ALICE_AND_BOB, GainAnnouncement.DEFAULT))
                .withMessage("announceHighest watches player 0 or 1, not 2");
    }

    @Test
    void namedCommentariesAreValues() {
        assertThat(Commentary.announceLeadChanges(ALICE_AND_BOB))
                .isEqualTo(Commentary.announceLeadChanges(PlayerNames.of("Alice", "Bob")));
        assertThat(Commentary.announceHighest(1, ALICE_AND_BOB, GainAnnouncement.DEFAULT))
                .isEqualTo(Commentary.announceHighest(1, PlayerNames.of("Alice", "Bob"), GainAnnouncement.DEFAULT));
        assertThat(Commentary.sayScores(ALICE_AND_BOB)).isEqualTo(Commentary.sayScores(ALICE_AND_BOB));
    }

    @Test
    void theCoursesCommentaryKeepsItsWordsAtOnePoint() {
        Commentary course = Commentary.both(Commentary.both(Commentary.sayScores(), Commentary.announceLeadChanges()),
                Commentary.announceHighest(0));
        say(course, 1, 0);

        assertThat(said).containsExactly("Player 0 now has 1 and Player 1 now has 0", "Player 0 takes the lead by 1",
                "1 point(s)! That's the biggest gain yet for Player 0");
    }

    @Test
    void theDefaultWordsSayTheCoursesWordsByNumberAndEnglishByName() {
        assertThat(GainAnnouncement.DEFAULT.announce(1, 15)).isEqualTo("15 point(s)! That's the biggest gain yet for"
                + " Player 1");
        assertThat(GainAnnouncement.DEFAULT.announce("Player 1", 15)).isEqualTo("15 points! That's the biggest gain"
                + " yet for Player 1");
        assertThat(GainAnnouncement.DEFAULT.announce("Alice", 1)).isEqualTo("1 point! That's the biggest gain yet for"
                + " Alice");
    }
}
