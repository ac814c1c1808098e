package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The fast optimal solve: which games it serves, and that it gives what laying out every number of dice gives. */
class OptimalByOutcomesTest {
    private static final GameDefinition PLAIN = Ruleset.builder("plain").rule(SimulationTest.ONE_FOR_NOTHING).build()
            .defaultGame();

    @Test
    void servesGamesWhoseOutcomesAreWorthTheSameWhateverNumberOfDiceRolledThem() {
        assertThat(OptimalByOutcomes.serves(new TurnTables(PLAIN))).as("plain").isTrue();
        assertThat(OptimalByOutcomes.serves(new TurnTables(SampledGamesTest.SWAP))).as("a swap of the scores")
                .isTrue();
        assertThat(OptimalByOutcomes.serves(new TurnTables(SolverTest.ECHO_HOG))).as("a memory of the dice")
                .isFalse();
        assertThat(OptimalByOutcomes.serves(new TurnTables(SolverTest.TROT))).as("the turn number").isFalse();
        assertThat(OptimalByOutcomes.serves(new TurnTables(ChoiceAndFaceAnalysisTest.MODEST_SIXES))).as("faces")
                .isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"plain", "swap"})
    void givesTheValuesAndChoicesOfPlansToTheLastBit(String name) {
        TurnTables turn = new TurnTables(name.equals("plain") ? PLAIN : SampledGamesTest.SWAP);
        double[] byOutcomes = new double[turn.states()];
        byte[] choicesByOutcomes = new byte[turn.states()];
        double[] byPlans = new double[turn.states()];
        byte[] choicesByPlans = new byte[turn.states()];

        LayerSweep.serially(turn.goal,
                new OptimalByOutcomes(turn, new SumChanges(), byOutcomes, choicesByOutcomes));
        // Without memory the solve's order of the states is the space's.
        LayerSweep.serially(turn.goal,
                new OptimalByPlans(new Planner(turn, new SumChanges(), true), byPlans, choicesByPlans));

        assertThat(byOutcomes).containsExactly(byPlans);
        assertThat(choicesByOutcomes).containsExactly(choicesByPlans);
    }
}
