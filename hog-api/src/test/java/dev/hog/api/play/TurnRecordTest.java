package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.Scores;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.ToyRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A turn's record, as a match makes it and as a builder does. */
class TurnRecordTest {
    private static TurnRecord.Builder snakeEyes() {
        return TurnRecord.builder().number(0).player(0).dice(2).sides(6).outcomes(List.of(1, 1)).points(0)
                .scores(Scores.of(0, 0)).effects(List.of(Effect.of("Snake Eyes", "The roll scores 0.")));
    }

    @Test
    void aBuiltRecordEqualsTheOneTheMatchRecordsForTheSameTurn() {
        TurnRecord played = Match.builder(ToyRules.RULESET).dice(Dice.test(1, 1)).build().roll(2);

        TurnRecord built = snakeEyes().scores(Scores.of(0, 1)).effects(List.of(
                Effect.of("Snake Eyes", "The roll scores 0."), Effect.of("Tied", "Scores become 0 and 1."))).build();

        assertThat(played).isEqualTo(built).hasSameHashCodeAs(built);
    }

    @Test
    void everyPartButTheScoresHasADefault() {
        TurnRecord least = TurnRecord.builder().scores(Scores.of(3, 4)).build();

        assertThat(least.number()).isZero();
        assertThat(least.extraTurn()).isFalse();
        assertThat(least.outcomes()).isEmpty();
        assertThat(least.effects()).isEmpty();
        assertThat(least.commentary()).isEmpty();
        assertThatThrownBy(() -> TurnRecord.builder().dice(2).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("A turn record needs the scores after the turn: call scores(Scores) before build()");
    }

    @Test
    void theRecordKeepsCopiesOfTheListsItWasGiven() {
        List<Integer> faces = new ArrayList<>(List.of(3, 4));
        TurnRecord turn = snakeEyes().outcomes(faces).build();

        faces.set(0, 6);

        assertThat(turn.outcomes()).containsExactly(3, 4);
        assertThatThrownBy(() -> turn.outcomes().add(5)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void toBuilderChangesOnlyThePartsThatAreSet() {
        TurnRecord turn = snakeEyes().commentary(List.of("Player 0 takes the lead")).build();

        TurnRecord moved = turn.toBuilder().movesAgain(true).build();

        assertThat(moved).isNotEqualTo(turn);
        assertThat(moved.toBuilder().movesAgain(false).build()).isEqualTo(turn);
    }

    @Test
    void readsInOneLineWithItsEffects() {
        assertThat(snakeEyes().build()).hasToString(
                "turn 0: player 0 rolled 2d6 [1, 1] for 0 points, scores (0, 0); Snake Eyes! The roll scores 0.");
    }
}
