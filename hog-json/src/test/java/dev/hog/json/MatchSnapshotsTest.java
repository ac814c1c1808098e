package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.Scores;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchSnapshotsTest {
    private static final Ruleset TOY = Ruleset.builder("toy").rule(ToyRules.SNAKE_EYES).rule(ToyRules.HALF)
            .rule(ToyRules.ROUND_UP).rule(ToyRules.AGAIN).goal(60).build();
    /** The ruleset of the format-1 save, with extra turns as an option. */
    private static final Ruleset TOY_WITH_OPTION = Ruleset.builder("toy").rule(ToyRules.SNAKE_EYES)
            .rule(ToyRules.HALF).rule(ToyRules.ROUND_UP).option(Option.flag("again", false, "extra turns"))
            .rule(ToyRules.AGAIN, "again", "true").goal(60).build();

    @Test
    void aSnapshotReadBackFromItsJsonIsTheSameAndResumesTheSameMatch() {
        Match match = Match.builder(TOY).dice(Dice.fair(9)).commentary(Commentary.announceLeadChanges()).build();
        for (int turn = 0; turn < 4; turn++) {
            match.roll(turn % 2 == 0 ? 5 : 0);
        }
        MatchSnapshot saved = match.snapshot();

        String json = MatchSnapshots.write(saved);
        MatchSnapshot read = MatchSnapshots.read(json, "saved.json");

        assertThat(json).doesNotContain("\n").startsWith("{\"version\":2,")
                .contains("\"dice\":\"fair:Xoroshiro128PlusPlus:9:");
        assertThat(read).isEqualTo(saved);
        Match resumed = Match.restore(TOY, read).commentary(Commentary.announceLeadChanges()).build();
        while (!match.isOver()) {
            int dice = match.mover() == 0 ? 4 : 2;
            assertThat(resumed.roll(dice)).isEqualTo(match.roll(dice));
        }
        assertThat(resumed.turns()).isEqualTo(match.turns());
    }

    @Test
    void aSaveIsFormat2AndSaysSoFirst() {
        Match match = Match.builder(TOY).dice(Dice.test(3, 4)).build();
        match.roll(2);

        assertThat(MatchSnapshots.write(match.snapshot())).isEqualTo("{\"version\":2,\"ruleset\":\"toy\","
                + "\"options\":{},\"goal\":60,\"start\":[0,0],\"turns\":[{\"number\":0,"
                + "\"player\":0,\"extraTurn\":false,\"movesAgain\":false,\"dice\":2,\"sides\":6,\"outcomes\":[3,4],"
                + "\"points\":7,\"scores\":[7,0],\"effects\":[],\"commentary\":[]}],"
                + "\"dice\":\"test:0:2:3,4\"}");
    }

    @Test
    void aSaveOfFormat1AsHogSdk1WroteItIsReadAndResumes() throws IOException {
        String format1;
        MatchSnapshot read;
        try (InputStream in = getClass().getResourceAsStream("/saves/format-1.json")) {
            format1 = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        }
        try (InputStream in = getClass().getResourceAsStream("/saves/format-1.json")) {
            read = MatchSnapshots.read(in, "format-1.json");
        }

        assertThat(format1).doesNotContain("\"version\"");
        assertThat(MatchSnapshots.write(read)).isEqualTo("{\"version\":2," + format1.substring(1)
                .replaceAll("\\{\"score0\":(\\d+),\"score1\":(\\d+)}", "[$1,$2]"));
        Match resumed = Match.restore(TOY_WITH_OPTION, read).commentary(Commentary.announceLeadChanges()).build();
        assertThat(resumed.turns()).hasSize(8);
        assertThat(resumed.scores()).isEqualTo(Scores.of(2, 13));
        assertThat(resumed.roll(2).outcomes()).hasSize(2);
    }

    @Test
    void aSaveReadsTheSameFromTextAReaderAStreamAndAFile(@TempDir Path folder) throws IOException {
        Match match = Match.builder(TOY).dice(Dice.fair(42)).commentary(Commentary.announceLeadChanges()).build();
        match.roll(4);
        match.roll(0);
        MatchSnapshot saved = match.snapshot();
        String json = MatchSnapshots.write(saved);
        Path file = Files.writeString(folder.resolve("saved.json"), json);

        assertThat(MatchSnapshots.read(json, "saved.json")).isEqualTo(saved);
        assertThat(MatchSnapshots.read(new StringReader(json), "saved.json")).isEqualTo(saved);
        assertThat(MatchSnapshots.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "saved.json"))
                .isEqualTo(saved);
        assertThat(MatchSnapshots.read(file)).isEqualTo(saved);
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path folder) {
        Path missing = folder.resolve("missing.json");

        assertThatThrownBy(() -> MatchSnapshots.read(missing)).isInstanceOf(HogException.class)
                .hasMessage(missing + ": no such file; give a file that holds a saved match");
    }

    @Test
    void theGuidesExampleIsASaveAsWriteMakesIt() throws IOException {
        String guide = Files.readString(Path.of("../docs/saves.md"));
        int start = guide.indexOf("```json\n") + "```json\n".length();
        String example = guide.substring(start, guide.indexOf("```", start)).strip().replace("\n ", "");

        assertThat(MatchSnapshots.write(MatchSnapshots.read(example, "saves.md"))).isEqualTo(example);
    }

    @Test
    void theDiceOfTheDocumentedExampleAreWhatFairDiceSave() {
        Dice dice = Dice.fair(42);
        for (int die = 0; die < 4; die++) {
            dice.roll(6);
        }

        assertThat(dice.save()).contains("fair:Xoroshiro128PlusPlus:42:1:0:0");
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
    void aSnapshotIsWrittenWithItsVersionFirstThenTheKeysOfItsAccessorsInTheirOrder() {
        Match match = Match.builder(TOY).dice(Dice.test(1, 1, 3, 4)).build();
        match.roll(2);

        assertThat(MatchSnapshots.write(match.snapshot())).isEqualTo("{\"version\":2,\"ruleset\":\"toy\",\"options\":{},"
                + "\"goal\":60,"
                + "\"start\":[0,0],\"turns\":[{\"number\":0,\"player\":0,\"extraTurn\":false,"
                + "\"movesAgain\":false,\"dice\":2,\"sides\":6,\"outcomes\":[1,1],\"points\":0,"
                + "\"scores\":[0,0],"
                + "\"effects\":[{\"rule\":\"Snake Eyes\",\"message\":\"The roll scores 0.\"}],\"commentary\":[]}],"
                + "\"dice\":\"test:2:2:1,1,3,4\"}");
    }

    @Test
    void aMatchPastTheFormatsLimitsIsRefusedWhenWrittenNotWhenReadBack() {
        Match match = Match.builder(TOY).dice(Dice.test(3, 4)).build();
        match.roll(2);
        MatchSnapshot saved = match.snapshot();
        TurnRecord turn = saved.turns().get(0);
        MatchSnapshot wordy = MatchSnapshot.of(saved.ruleset(), saved.options(), saved.goal(), saved.start(),
                List.of(turn.toBuilder().commentary(List.of("!".repeat(70_000))).build()), saved.dice());

        assertThatThrownBy(() -> MatchSnapshots.write(wordy)).isInstanceOf(EngineLimitException.class)
                .hasMessage("The match holds a text of 70000 characters; a save holds texts of at most 65536, so that"
                        + " every save written reads back");
    }

    @Test
    void aMistakeInsideATurnIsReportedAtItsPlace() {
        Match match = Match.builder(TOY).dice(Dice.test(3, 4)).build();
        match.roll(2);
        String json = MatchSnapshots.write(match.snapshot());

        assertThatThrownBy(() -> MatchSnapshots.read(json.replace(",\"points\":7", ""), "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("saved.json:1:").hasMessageContaining(": missing key 'points' in 'turns[0]'; ");
        assertThatThrownBy(() -> MatchSnapshots.read(json.replace("\"scores\":[7,0]", "\"scores\":[7]"),
                "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("saved.json:1:")
                .hasMessageContaining(": 'turns[0].scores' must be a pair of scores, player 0's first, such as [0, 0],"
                        + " not one number");
        assertThatThrownBy(() -> MatchSnapshots.read(json.replace("\"commentary\":[]", "\"commentary\":[null]"),
                "saved.json"))
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("saved.json:1:").hasMessageContaining("commentary");
    }
}
