package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameState;
import org.junit.jupiter.api.Test;

/** A strategy table is filled state by state, and reads back each choice where it was put. */
class StrategyTableTest {
    private static StrategyTable.Builder remembering() {
        return StrategyTable.builder("remembering", 4, 2, 3, true, 1);
    }

    @Test
    void everyChoiceReadsBackFromTheStateItWasGivenFor() {
        StrategyTable.Builder builder = remembering();
        for (int score = 0; score < 4; score++) {
            for (int opponent = 0; opponent < 4; opponent++) {
                for (int mine = 0; mine < 2; mine++) {
                    for (int theirs = 0; theirs < 2; theirs++) {
                        for (int turn = 0; turn < 3; turn++) {
                            builder.choose(score, opponent, mine, theirs, turn, false, score + opponent + turn)
                                    .choose(score, opponent, mine, theirs, turn, true, 10 + mine + theirs);
                        }
                    }
                }
            }
        }
        StrategyTable table = builder.build();

        assertThat(table.states()).isEqualTo(4 * 4 * 2 * 2 * 3 * 2);
        assertThat(table.dice(3, 2, 1, 0, 2, false)).isEqualTo(7);
        assertThat(table.dice(3, 2, 1, 1, 2, true)).isEqualTo(12);
        assertThat(table.numRolls(GameState.ofCodes(1, 2, 0, 5, false, 0, 1))).as("turn 5 is turn 2 of 3")
                .isEqualTo(5);
        assertThat(table.numRolls(2, 1)).as("the first turn, remembering the initial code").isEqualTo(3);
    }

    @Test
    void aPlainTableIsFilledByScores() {
        StrategyTable.Builder builder = StrategyTable.builder("plain", 3, 1, 1, false, 0);
        for (int score = 0; score < 3; score++) {
            for (int opponent = 0; opponent < 3; opponent++) {
                builder.choose(score, opponent, score * 3 + opponent);
            }
        }

        assertThat(builder.build().numRolls(2, 1)).isEqualTo(7);
    }

    @Test
    void aStateWithoutAChoiceIsNamedWhenTheTableIsBuilt() {
        StrategyTable.Builder builder = StrategyTable.builder("gappy", 2, 1, 1, false, 0)
                .choose(0, 0, 1).choose(0, 1, 1).choose(1, 1, 1);

        assertThatThrownBy(builder::build).isInstanceOf(IllegalStateException.class)
                .hasMessage("gappy has no choice at scores 1 and 0 with memories 0 and 0 on turn 0; 1 states have"
                        + " none");
    }

    @Test
    void aStateOutsideTheTableOrAnImpossibleChoiceIsRefused() {
        assertThatThrownBy(() -> remembering().choose(4, 0, 0, 0, 0, false, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("remembering covers scores below 4, 2 memory codes and turns modulo 3, not scores 4 and 0"
                        + " with memories 0 and 0 on turn 0");
        assertThatThrownBy(() -> remembering().choose(0, 0, 0, 0, 0, false, 128))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("remembering cannot choose 128 dice");
        assertThatThrownBy(() -> StrategyTable.builder("none", 0, 1, 1, false, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("A state space needs a goal from 1");
    }
}
