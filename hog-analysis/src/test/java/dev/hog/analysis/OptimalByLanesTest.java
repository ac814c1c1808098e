package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Ruleset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The optimal solve of rules that remember, every opponent's memory at once, against the same solve one opponent's
 * memory after another: the same values and the same choices, to the bit, in every state.
 */
class OptimalByLanesTest {
    /** +1 for rolling as many dice as on the mover's previous turn; no dice score nothing, so a turn can keep the sum. */
    private static final class Echo implements BonusRule, MemoryRule {
        @Override
        public String name() {
            return "Echo";
        }

        @Override
        public int memorySize() {
            return 4;
        }

        @Override
        public int bonus(Turn turn) {
            return turn.memory() == turn.dice() && turn.dice() > 0 ? 1 : 0;
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice();
        }
    }

    private static final GameDefinition STILL_ECHO = Ruleset.builder("still-echo").maxDice(3).goal(12)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "Nothing";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 0;
                }
            })
            .rule(new Echo()).build().defaultGame();

    /** The values and choices of a body, solved as the solver solves them, on one thread. */
    private record Solved(double[] value, byte[] policy, int iterations) {
    }

    private static Solved solve(TurnTables turn, boolean byLanes) {
        double[] value = new double[turn.states()];
        double[] swapped = new double[turn.states()];
        byte[] policy = new byte[turn.states()];
        SumChanges sums = new SumChanges();
        LayerSweep.PairBody body = byLanes ? new OptimalByLanes(new Planner(turn, sums), value, swapped, policy)
                : new OptimalByPlans(new Planner(turn, sums), value, policy);
        LayerSweep.serially(turn.goal, body);
        int iterations = 1;
        if (sums.kept()) {
            iterations = byLanes ? ValueIteration.iterate(turn, sums, body, value, swapped)
                    : ValueIteration.iterate(turn, sums, body, value);
        }
        return new Solved(value, policy, iterations);
    }

    @Test
    void everyOpponentsMemoryAtOnceGivesTheSameBitsAsOneAfterAnother() {
        for (GameDefinition rules : List.of(MemorySweepTest.FERAL, MemorySweepTest.FERAL.withGoal(100),
                MemorySweepTest.FERAL_TROT, SolverTest.ECHO_HOG, STILL_ECHO)) {
            TurnTables turn = new TurnTables(rules);
            assertThat(OptimalByLanes.serves(turn)).as("%s", rules).isTrue();

            Solved byLanes = solve(turn, true);
            Solved byPlans = solve(turn, false);

            assertThat(byLanes.value()).as("%s", rules).isEqualTo(byPlans.value());
            assertThat(byLanes.policy()).as("%s", rules).isEqualTo(byPlans.policy());
            assertThat(byLanes.iterations()).as("%s", rules).isEqualTo(byPlans.iterations());
        }
    }

    @Test
    void aGameWhoseTurnsCanKeepTheSumIsStillIterated() {
        assertThat(solve(new TurnTables(STILL_ECHO), true).iterations()).isGreaterThan(1);
    }

    @Test
    void theSolverSolvesRulesThatRememberByLanesOnEveryThreadAlike() {
        TurnTables turn = new TurnTables(MemorySweepTest.FERAL.withGoal(100));
        Solved byPlans = solve(turn, false);
        try (Solver solver = new Solver(2)) {
            Solution solution = solver.optimal(MemorySweepTest.FERAL.withGoal(100));
            StrategyTable strategy = solution.strategy();
            for (int index = 0; index < turn.states(); index++) {
                assertThat(strategy.numRolls(turn.space.state(index))).as("state %d", index)
                        .isEqualTo(byPlans.policy()[index]);
            }
            StateSpace space = turn.space;
            assertThat(solution.value()).isEqualTo(
                    byPlans.value()[space.at(0, 0, space.initialMemory(), space.initialMemory(), 0, 0)]);
        }
    }
}
