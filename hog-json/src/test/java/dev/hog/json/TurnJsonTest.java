package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.Scores;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import dev.hog.api.ruleset.Ruleset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A turn has one JSON form: the guide's, the one a save holds, with a game's index in front when asked. */
class TurnJsonTest {
    private static final Ruleset TOY = Ruleset.builder("toy").rule(ToyRules.SNAKE_EYES).rule(ToyRules.HALF)
            .rule(ToyRules.ROUND_UP).rule(ToyRules.AGAIN).goal(60).build();
    private static final TurnRecord FREE_BACON = TurnRecord.builder().number(4).player(0).dice(0).sides(6)
            .outcomes(List.of()).points(11).scores(Scores.of(23, 17)).effects(List.of(Effect.of("Free Bacon",
                    "11 points."))).commentary(List.of("Player 0 takes the lead by 6")).build();

    @Test
    void theGuidesTurnIsWhatWriteMakes() throws IOException {
        String guide = Files.readString(Path.of("../docs/json.md"));
        int start = guide.indexOf("```json\n") + "```json\n".length();
        String example = guide.substring(start, guide.indexOf("```", start)).strip();

        assertThat(TurnJson.write(FREE_BACON)).isEqualTo(example);
    }

    @Test
    void aTurnOfOneOfSeveralGamesStartsWithTheGamesIndex() {
        assertThat(TurnJson.write(2, FREE_BACON)).isEqualTo("{\"game\":2," + TurnJson.write(FREE_BACON).substring(1));
        assertThatThrownBy(() -> TurnJson.write(-1, FREE_BACON)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a game's index is 0 or more, not -1");
    }

    @Test
    void aSavedMatchHoldsItsTurnsInTheSameForm() {
        Match match = Match.builder(TOY).dice(Dice.test(3, 4, 1, 1)).build();
        match.roll(2);
        match.roll(2);

        String save = MatchSnapshots.write(match.snapshot());

        for (TurnRecord turn : match.turns()) {
            assertThat(save).contains(TurnJson.write(turn));
        }
        assertThat(TurnJson.write(match.turns().get(1))).contains("\"scores\":[7,0],\"effects\":[{\"rule\":"
                + "\"Snake Eyes\",\"message\":\"The roll scores 0.\"}]");
    }
}
