package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.analysis.StateSpace.Part;
import dev.hog.api.game.GameState;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A state space numbers every state it tells apart once, reads each number back, and refuses what it does not hold. */
class StateSpaceTest {
    private static final StateSpace REMEMBERING = StateSpace.of(4, 3, 2, true, 1);

    @Test
    void everyStateHasItsOwnNumberAndReadsBackFromIt() {
        Set<Integer> numbers = new HashSet<>();
        for (int score = 0; score < 4; score++) {
            for (int opponent = 0; opponent < 4; opponent++) {
                for (int mine = 0; mine < 3; mine++) {
                    for (int theirs = 0; theirs < 3; theirs++) {
                        for (int turn = 0; turn < 2; turn++) {
                            for (boolean extra : new boolean[] {false, true}) {
                                int index = REMEMBERING.index(score, opponent, mine, theirs, turn, extra);
                                GameState state = REMEMBERING.state(index);

                                assertThat(numbers.add(index)).isTrue();
                                assertThat(state).isEqualTo(GameState.ofCodes(score, opponent, 0, turn, extra, mine,
                                        theirs));
                                assertThat(REMEMBERING.index(state)).isEqualTo(index);
                                assertThat(REMEMBERING.part(index, Part.OPPONENT_MEMORY)).isEqualTo(theirs);
                            }
                        }
                    }
                }
            }
        }
        assertThat(numbers).hasSize(REMEMBERING.size()).allMatch(index -> index >= 0 && index < 4 * 4 * 3 * 3 * 2 * 2);
    }

    @Test
    void eachPartStepsTheNumberByItsStrideTheKindOfTurnFastest() {
        assertThat(Part.values()).extracting(REMEMBERING::stride).containsExactly(144, 36, 12, 4, 2, 1);
        assertThat(Part.values()).extracting(REMEMBERING::count).containsExactly(4, 4, 3, 3, 2, 2);
        assertThat(REMEMBERING.perPair()).isEqualTo(36);
        assertThat(REMEMBERING.index(2, 1, 0, 0, 0, false)).isEqualTo(2 * 144 + 36)
                .isEqualTo(REMEMBERING.pair(2, 1) * REMEMBERING.perPair());
        assertThat(REMEMBERING.pairs()).isEqualTo(16);
    }

    @Test
    void theSolveOrderNumbersEachPairsStatesAmongTheSameNumbersTheMoverMemoryFastest() {
        byte[] bySolve = new byte[REMEMBERING.size()];
        byte[] expected = new byte[REMEMBERING.size()];
        Set<Integer> numbers = new HashSet<>();
        for (int score = 0; score < 4; score++) {
            for (int opponent = 0; opponent < 4; opponent++) {
                int pair = REMEMBERING.pair(score, opponent) * REMEMBERING.perPair();
                for (int mine = 0; mine < 3; mine++) {
                    for (int theirs = 0; theirs < 3; theirs++) {
                        for (int turn = 0; turn < 2; turn++) {
                            for (int extra = 0; extra < 2; extra++) {
                                int index = REMEMBERING.inSolveOrder(score, opponent, mine, theirs, turn, extra);
                                int inSpace = REMEMBERING.at(score, opponent, mine, theirs, turn, extra);
                                bySolve[index] = (byte) (inSpace - pair);
                                expected[inSpace] = (byte) (inSpace - pair);

                                assertThat(numbers.add(index)).isTrue();
                                assertThat(index).isBetween(pair, pair + REMEMBERING.perPair() - 1);
                                if (mine > 0) {
                                    assertThat(REMEMBERING.inSolveOrder(score, opponent, mine - 1, theirs, turn,
                                            extra)).isEqualTo(index - 1);
                                }
                            }
                        }
                    }
                }
            }
        }

        assertThat(REMEMBERING.toSpaceOrder(bySolve)).containsExactly(expected);
    }

    @Test
    void aStateIsSeenFromItsMoverWithTheTurnModuloThePeriod() {
        GameState playerOneMoves = GameState.ofCodes(1, 3, 1, 5, true, 2, 0);

        assertThat(REMEMBERING.index(playerOneMoves)).isEqualTo(REMEMBERING.index(3, 1, 0, 2, 1, true));
    }

    @Test
    void aSpaceOfScoresIgnoresWhatTheStateHoldsBesides() {
        StateSpace scores = StateSpace.ofScores(5);

        assertThat(scores.size()).isEqualTo(25);
        assertThat(scores.perPair()).isOne();
        assertThat(scores.index(GameState.ofCodes(2, 3, 0, 7, true, 9, 4))).isEqualTo(2 * 5 + 3);
        assertThat(scores.index(2, 3, 0, 0, 0, true)).as("extra turns are not told apart").isEqualTo(13);
    }

    @Test
    void equalSpacesHaveTheSameSizesAndInitialMemory() {
        assertThat(StateSpace.of(4, 3, 2, true, 1)).isEqualTo(REMEMBERING).hasSameHashCodeAs(REMEMBERING)
                .isNotEqualTo(StateSpace.of(4, 3, 2, true, 0));
        assertThat(REMEMBERING.withGoal(6)).isEqualTo(StateSpace.of(6, 3, 2, true, 1));
        assertThat(REMEMBERING).hasToString("states below goal 4 with 3 memory codes from 1, turn period 2 and extra"
                + " turns told apart");
    }

    @Test
    void theSpaceOfAGameIsTheOneItsSolutionIsTabulatedIn() {
        try (Solver solver = new Solver(1)) {
            assertThat(StateSpace.of(SolverTest.TROT)).isEqualTo(solver.optimal(SolverTest.TROT).strategy().space())
                    .isEqualTo(StateSpace.of(10, 1, 4, true, 0));
        }
    }

    @Test
    void aStateOrNumberOutsideTheSpaceIsRefusedSayingWhatItHolds() {
        assertThatThrownBy(() -> REMEMBERING.index(4, 0, 0, 0, 0, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(REMEMBERING + " holds scores below 4, memory codes below 3 and turns below 2, not scores 4"
                        + " and 0 with memories 0 and 0 on turn 0");
        assertThatThrownBy(() -> REMEMBERING.index(GameState.ofCodes(0, 0, 0, 0, false, 3, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(REMEMBERING + " holds scores"
                        + " below 4 and memory codes below 3, not ");
        assertThatThrownBy(() -> REMEMBERING.state(576)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(REMEMBERING + " numbers its states from 0 to 575, not 576");
        assertThatThrownBy(() -> StateSpace.of(0, 1, 1, false, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A state space needs a goal from 1 to 10000, at least one memory code with the initial one"
                        + " among them and a turn period of at least 1; not goal 0, 1 memory codes starting at 0 and"
                        + " period 1");
        assertThatThrownBy(() -> StateSpace.of(10_000, 32, 1024, true, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A state space of 209715200000000 states is too large: at most 2147483647 can be"
                        + " numbered");
    }
}
