package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.api.ruleset.Ruleset;
import org.junit.jupiter.api.Test;

class MatchSnapshotsTest {
    private static final Ruleset TOY = Ruleset.builder("toy").rule(ToyRules.SNAKE_EYES).rule(ToyRules.HALF)
            .rule(ToyRules.ROUND_UP).rule(ToyRules.AGAIN).goal(60).build();

    @Test
    void aSnapshotReadBackFromItsJsonIsTheSameAndResumesTheSameMatch() {
        Match match = Match.builder(TOY).dice(Dice.fair(9)).commentary(Commentary.announceLeadChanges()).build();
        for (int turn = 0; turn < 4; turn++) {
            match.roll(turn % 2 == 0 ? 5 : 0);
        }
        MatchSnapshot saved = match.snapshot();

        String json = MatchSnapshots.write(saved);
        MatchSnapshot read = MatchSnapshots.read(json, "saved.json");

        assertThat(json).doesNotContain("\n").contains("\"dice\":\"fair:Xoroshiro128PlusPlus:9:");
        assertThat(read).isEqualTo(saved);
        Match resumed = Match.restore(TOY, read).commentary(Commentary.announceLeadChanges()).build();
        while (!match.isOver()) {
            int dice = match.mover() == 0 ? 4 : 2;
            assertThat(resumed.roll(dice)).isEqualTo(match.roll(dice));
        }
        assertThat(resumed.turns()).isEqualTo(match.turns());
    }

    @Test
    void aMistakeIsReportedAtItsPlaceWithTheKeysASavedMatchHas() {
        Match match = Match.builder(TOY).dice(Dice.test(3, 4)).build();
        match.roll(2);
        String json = MatchSnapshots.write(match.snapshot());

        assertThatThrownBy(() -> MatchSnapshots.read(json.replace("\"goal\":60", "\"goal\":\"high\""), "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("saved.json:1:")
                .hasMessageContaining(": 'goal' is not a whole number; a saved match is the JSON that"
                        + " MatchSnapshots.write makes: ruleset, options, goal, start, turns and dice");
        assertThatThrownBy(() -> MatchSnapshots.read(json.replace("\"goal\":60", "\"goal\":60,\"colour\":1"),
                "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageContaining(": unknown key 'colour'; ");
        assertThatThrownBy(() -> MatchSnapshots.read(json.replace(",\"goal\":60", ""), "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageContaining(": missing key 'goal'; ");
        assertThatThrownBy(() -> MatchSnapshots.read(json.replace("\"dice\":2", "\"dice\":true"), "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageContaining(": 'turns[0].dice' is not a whole number; ");
        assertThatThrownBy(() -> MatchSnapshots.read("{\"ruleset\":", "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("saved.json:1:12: not JSON: ");
    }

    @Test
    void aMatchWhoseDiceCannotBeSavedReadsBackWithoutThem() {
        Match match = Match.builder(TOY).dice(Dice.fair(new java.util.SplittableRandom(4))).build();
        match.roll(3);

        MatchSnapshot read = MatchSnapshots.read(MatchSnapshots.write(match.snapshot()), "saved.json");

        assertThat(read.savedDice()).isEmpty();
        assertThat(read).isEqualTo(match.snapshot());
        assertThat(Match.restore(TOY, read).dice(Dice.test(2)).build().roll(1).outcomes()).containsExactly(2);
    }

    @Test
    void aSnapshotIsWrittenWithTheKeysOfItsAccessorsInTheirOrder() {
        Match match = Match.builder(TOY).dice(Dice.test(1, 1, 3, 4)).build();
        match.roll(2);

        assertThat(MatchSnapshots.write(match.snapshot())).isEqualTo("{\"ruleset\":\"toy\",\"options\":{},"
                + "\"goal\":60,"
                + "\"start\":{\"score0\":0,\"score1\":0},\"turns\":[{\"number\":0,\"player\":0,\"extraTurn\":false,"
                + "\"movesAgain\":false,\"dice\":2,\"sides\":6,\"outcomes\":[1,1],\"points\":0,"
                + "\"scores\":{\"score0\":0,\"score1\":0},"
                + "\"effects\":[{\"rule\":\"Snake Eyes\",\"message\":\"The roll scores 0.\"}],\"commentary\":[]}],"
                + "\"dice\":\"test:2:2:1,1,3,4\"}");
    }

    @Test
    void aMistakeInsideATurnIsReportedAtItsPlace() {
        Match match = Match.builder(TOY).dice(Dice.test(3, 4)).build();
        match.roll(2);
        String json = MatchSnapshots.write(match.snapshot());

        assertThatThrownBy(() -> MatchSnapshots.read(json.replace(",\"points\":7", ""), "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageContaining(": missing key 'points'; ");
        assertThatThrownBy(() -> MatchSnapshots.read(json.replace("\"scores\":{\"score0\":7,", "\"scores\":{"),
                "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageContaining(": missing key 'score0'; ");
        assertThatThrownBy(() -> MatchSnapshots.read(json.replace("\"commentary\":[]", "\"commentary\":[null]"),
                "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageContaining(": 'turns[0]' is not ");
    }
}
