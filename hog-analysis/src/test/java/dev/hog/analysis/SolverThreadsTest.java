package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Ruleset;
import org.junit.jupiter.api.Test;

/**
 * The solver on several threads gives what it gives on one, even when a single state's turn lowers the sum of the
 * scores and the thread that solves it is not the thread that reads what it found.
 */
class SolverThreadsTest {
    /** No dice score 1, so that every turn raises the sum of the scores but the one that slides. */
    private static final ZeroDiceRule ONE = new ZeroDiceRule() {
        @Override
        public String name() {
            return "One";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return 1;
        }
    };

    /** A turn of 1 point from 20 against 20 slides the mover back to 10: the sum falls from 40 to 30. */
    private static final AfterTurnRule SLIDE = new AfterTurnRule() {
        @Override
        public String name() {
            return "Slide";
        }

        @Override
        public boolean appliesTo(Turn turn) {
            return turn.points() == 1 && turn.score() == 21 && turn.opponentScore() == 20;
        }

        @Override
        public int score(Turn turn) {
            return 10;
        }
    };

    /**
     * Only 20 against 20 slides, so one thread notes it while the other notes, state after state, that its turns
     * raised the sum. One two-sided die a turn makes those states quick, and so many, and the goal of 64 is the
     * smallest whose states the solver shares among its threads.
     */
    static final GameDefinition SLIDING = Ruleset.builder("sliding").goal(64).maxDice(1).sides(2)
            .rule(ONE).rule(SLIDE).build().defaultGame();

    /**
     * Enough solves that a note lost by a race in one solve of a hundred shows in almost every run; each solve takes
     * milliseconds.
     */
    private static final int SOLVES = 500;

    @Test
    void aTurnThatLowersTheSumOnOneStateIsNoticedWhicheverThreadSolvesIt() {
        Solution alone;
        try (Solver oneThread = new Solver(1)) {
            alone = oneThread.optimal(SLIDING);
        }
        assertThat(alone.valueIteration()).isTrue();

        int inexact = 0;
        for (int solve = 0; solve < SOLVES; solve++) {
            // A new solver each time: a solver solves a game once.
            try (Solver twoThreads = new Solver(2)) {
                Solution shared = twoThreads.optimal(SLIDING);
                if (!shared.valueIteration() || Math.abs(shared.value() - alone.value()) > 1e-12) {
                    inexact++;
                }
            }
        }
        assertThat(inexact).as("solves on two threads that differ from the solve on one").isZero();
    }
}
