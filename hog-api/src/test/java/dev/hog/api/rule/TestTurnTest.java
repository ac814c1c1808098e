package dev.hog.api.rule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A turn of given values tests every hook on its own, a face rule's included. */
class TestTurnTest {
    /** All dice alike: 0 before any face, 1 to 6 while alike, 7 once two differ. */
    private static final class Doubles implements FaceRule, ExtraTurnRule {
        @Override
        public String name() {
            return "Doubles";
        }

        @Override
        public int summarySize() {
            return 8;
        }

        @Override
        public int summarize(int summary, int face) {
            return summary == 0 || summary == face ? face : 7;
        }

        @Override
        public boolean extraTurn(Turn turn) {
            return turn.dice() >= 2 && turn.faceSummary() >= 1 && turn.faceSummary() <= 6;
        }
    }

    @Test
    void aFirstTurnHasTheScoresAndNothingElse() {
        TestTurn turn = TestTurn.of(12, 34);

        assertThat(turn.score()).isEqualTo(12);
        assertThat(turn.opponentScore()).isEqualTo(34);
        assertThat(turn.dice()).isZero();
        assertThat(turn.points()).isZero();
        assertThat(turn.number()).isZero();
        assertThat(turn.isExtraTurn()).isFalse();
        assertThat(turn.memory()).isZero();
        assertThat(turn.opponentMemory()).isZero();
        assertThat(turn.faceSummary()).isZero();
    }

    @Test
    void eachWithChangesOnePartOfACopy() {
        TestTurn first = TestTurn.of(1, 2);
        TestTurn later = first.withDice(3).withPoints(9).withNumber(7).withExtraTurn(true).withMemories(4, 5)
                .withScores(10, 20).withFaceSummary(6);

        assertThat(first).isEqualTo(TestTurn.of(1, 2));
        assertThat(later).extracting(Turn::score, Turn::opponentScore, Turn::dice, Turn::points, Turn::number,
                Turn::isExtraTurn, Turn::memory, Turn::opponentMemory, Turn::faceSummary)
                .containsExactly(10, 20, 3, 9, 7, true, 4, 5, 6);
        assertThat(later).isEqualTo(TestTurn.of(10, 20).withFaceSummary(6).withMemories(4, 5).withExtraTurn(true)
                .withNumber(7).withPoints(9).withDice(3)).hasSameHashCodeAs(later);
    }

    @Test
    void aFaceRuleFoldsTheFacesAsTheEngineWould() {
        Doubles doubles = new Doubles();

        assertThat(doubles.extraTurn(TestTurn.of(0, 0).withFaces(doubles, 4, 4, 4))).isTrue();
        assertThat(doubles.extraTurn(TestTurn.of(0, 0).withFaces(doubles, 4, 4, 5))).isFalse();
        assertThat(doubles.extraTurn(TestTurn.of(0, 0).withFaces(doubles, 6))).as("one die is no double").isFalse();
        assertThat(TestTurn.of(0, 0).withFaces(doubles, 2, 2).faceSummary()).isEqualTo(2);
        assertThat(TestTurn.of(0, 0).withFaces(doubles, 2, 2).dice()).isEqualTo(2);
    }

    @Test
    void aFaceBelowOneOrASummaryOutOfRangeIsRefused() {
        FaceRule wild = new FaceRule() {
            @Override
            public String name() {
                return "Wild";
            }

            @Override
            public int summarySize() {
                return 2;
            }

            @Override
            public int summarize(int summary, int face) {
                return face;
            }
        };

        assertThatThrownBy(() -> TestTurn.of(0, 0).withFaces(wild, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("A face is at least 1, not 0");
        assertThatThrownBy(() -> TestTurn.of(0, 0).withFaces(wild, 1, 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Wild summarised face 5 as 5, outside 0 to 1");
    }
}
