package com.example.hog.doubles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.Solution;
import dev.hog.analysis.Solver;
import dev.hog.api.game.GameDefinition;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The exact solver on doubles: Breather and Pig Out make every turn score, so it solves in one backward pass. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DoublesSolveTest {
    private final GameDefinition rules = DoublesRuleset.ruleset().defaultGame();
    private final Solver solver = new Solver();

    @AfterAll
    void closeSolver() {
        solver.close();
    }

    @Test
    void everyTurnRaisesTheSumOfTheScoresSoOnePassSolvesTheGame() {
        Solution solution = solver.optimal(rules);

        assertThat(solution.valueIteration()).isFalse();
        assertThat(solution.value()).as("the figure in the README").isCloseTo(0.537263, within(0.0000005));
    }
}
