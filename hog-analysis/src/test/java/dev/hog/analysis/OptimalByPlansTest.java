package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The optimal solve by plans values every memory of the opponent at once, to the bits it gives one memory at a time,
 * and chooses by ranking the usual values what going through every number of dice chooses.
 */
class OptimalByPlansTest {
    @Test
    void aPlanValuedForEveryMemoryOfTheOpponentAtOnceGivesEachTheBitsItGetsAlone() {
        for (GameDefinition rules : new GameDefinition[] {MemorySweepTest.FERAL, MemorySweepTest.FERAL_TROT,
                MemorySweepTest.GRADED, SolverTest.TROT}) {
            TurnTables turn = new TurnTables(rules);
            int memories = turn.space.memorySize();
            Planner planner = new Planner(turn, new SumChanges(), true);
            Plan plan = planner.plans()[0];
            double[] value = new SplittableRandom(20).doubles(turn.states()).toArray();
            double[] each = new double[memories + 3];
            int passed = 0;
            int kept = 0;
            for (int score = 0; score < rules.goal(); score += 7) {
                for (int opponent = 0; opponent < rules.goal(); opponent += 5) {
                    for (int dice = 0; dice < turn.choiceCount; dice++) {
                        planner.plan(plan, score, opponent, turn.classMemory[dice][0], 0, 0, 0, dice);
                        plan.symmetricEach(value, each, 3, memories);
                        for (int theirs = 0; theirs < memories; theirs++) {
                            assertThat(Double.doubleToRawLongBits(each[3 + theirs]))
                                    .as("%s at %d to %d rolling %d, opponent's memory %d", rules, score, opponent,
                                            dice, theirs)
                                    .isEqualTo(Double.doubleToRawLongBits(plan.symmetric(value, theirs)));
                        }
                        passed += plan.passed;
                        kept += plan.kept;
                    }
                }
            }
            assertThat(passed).as("outcomes that pass the turn under %s", rules).isPositive();
            assertThat(kept > 0).as("outcomes that keep the mover under %s", rules)
                    .isEqualTo(turn.space.extras() > 1);
        }
    }

    @Test
    void rankingTheUsualValuesChoosesWhatGoingThroughEveryNumberOfDiceChooses() {
        for (GameDefinition rules : new GameDefinition[] {MemorySweepTest.FERAL, MemorySweepTest.FERAL_TROT,
                MemorySweepTest.FERAL.withGoal(100)}) {
            TurnTables turn = new TurnTables(rules);
            double[] rankedValues = new double[turn.states()];
            byte[] rankedChoices = new byte[turn.states()];
            double[] values = new double[turn.states()];
            byte[] choices = new byte[turn.states()];
            OptimalByPlans ranked = new OptimalByPlans(new Planner(turn, new SumChanges(), true), rankedValues,
                    rankedChoices, true);

            LayerSweep.serially(turn.goal, ranked);
            LayerSweep.serially(turn.goal,
                    new OptimalByPlans(new Planner(turn, new SumChanges(), true), values, choices, false));

            assertThat(ranked.ranks()).as("ranking under %s", rules).isTrue();
            assertThat(Arrays.mismatch(rankedChoices, choices)).as("first choice apart under %s", rules)
                    .isEqualTo(-1);
            assertThat(Arrays.mismatch(rankedValues, values)).as("first value apart under %s", rules).isEqualTo(-1);
        }
    }

    @Test
    void rulesWithManyUnusualNumbersOfDiceAreChosenThroughEveryNumberOfDice() {
        TurnTables turn = new TurnTables(MemorySweepTest.GRADED);

        assertThat(new OptimalByPlans(new Planner(turn, new SumChanges(), true), new double[turn.states()],
                new byte[turn.states()]).ranks()).isFalse();
    }
}
