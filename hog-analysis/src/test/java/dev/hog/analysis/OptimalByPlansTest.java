package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Ruleset;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * The optimal solve by plans values every memory of the opponent at once, to the bits it gives one memory at a time,
 * chooses by ranking the usual values what going through every number of dice chooses, and takes a group's values from
 * the usual group's at a higher score to the bits it gets by laying the group's turns out; and its best response to
 * fixed choices is the duel of its own choices, to the bit, and no number of dice does better in any state.
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

    /** Feral Hogs' bonus, but only while the mover has fewer than 30 points: it reads the mover's score. */
    private static final class EarlyFeral extends MemorySweepTest.Feral {
        EarlyFeral() {
            super(6);
        }

        @Override
        public int bonus(Turn turn) {
            return turn.score() < 30 ? super.bonus(turn) : 0;
        }
    }

    /** Feral Hogs' bonus, and half the points rolled besides: not the same number of points in every case. */
    private static final class HalfFeral extends MemorySweepTest.Feral {
        HalfFeral() {
            super(6);
        }

        @Override
        public int bonus(Turn turn) {
            int bonus = super.bonus(turn);
            return bonus == 0 ? 0 : bonus + turn.points() / 2;
        }
    }

    /** 2 more points for rolling as many dice as the opponent rolled last: a rule that reads the opponent's memory. */
    private static final class Mirror implements BonusRule, MemoryRule {
        @Override
        public String name() {
            return "Mirror";
        }

        @Override
        public int memorySize() {
            return 5;
        }

        @Override
        public int bonus(Turn turn) {
            return turn.dice() == turn.opponentMemory() ? 2 : 0;
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice();
        }
    }

    private static final GameDefinition MIRROR = Ruleset.builder("mirror").maxDice(4).rule(MemorySweepTest.BACON)
            .rule(new Mirror()).build().defaultGame().withGoal(30);

    /** Rolling no dice scores nothing, so that turns of no dice keep the sum of the scores. */
    private static final ZeroDiceRule NOTHING = new ZeroDiceRule() {
        @Override
        public String name() {
            return "Nothing";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return turn.opponentScore() % 3 == 0 ? 0 : 1;
        }
    };

    @Test
    void theGroupsTwoAwayAreTheUsualGroupThreePointsHigherAndGradedOnesOneOrThree() {
        TurnTables feral = new TurnTables(MemorySweepTest.FERAL);
        for (int dice = 0; dice < feral.choiceCount; dice++) {
            int[] shift = feral.scoreShift[dice];
            assertThat(shift).as("groups of %d dice", dice).hasSize(2);
            assertThat(shift[feral.usualClass[dice]]).isZero();
            assertThat(shift[1 - feral.usualClass[dice]]).as("the group 2 away from %d dice", dice).isEqualTo(3);
        }
        TurnTables graded = new TurnTables(MemorySweepTest.GRADED);
        int[] three = graded.scoreShift[3];
        int[] sorted = three.clone();
        Arrays.sort(sorted);
        assertThat(sorted).as("groups of 3 dice: none, 1 and 2 away").containsExactly(0, 1, 3);
    }

    @Test
    void aBonusThatReadsTheScoreOrVariesWithThePointsIsNoShift() {
        for (MemorySweepTest.Feral bonus : new MemorySweepTest.Feral[] {new EarlyFeral(), new HalfFeral()}) {
            GameDefinition rules = Ruleset.builder("shiftless").maxDice(6).rule(MemorySweepTest.BACON).rule(bonus)
                    .build().defaultGame().withGoal(40);
            TurnTables turn = new TurnTables(rules);
            for (int dice = 0; dice < turn.choiceCount; dice++) {
                assertThat(turn.classMemory[dice]).as("%s, %d dice", bonus.getClass(), dice).hasSize(2);
                assertThat(turn.scoreShift[dice]).as("%s, %d dice", bonus.getClass(), dice).containsOnly(0);
            }
            assertThat(new OptimalByPlans(new Planner(turn, new SumChanges(), true), new double[turn.states()],
                    null).shifts()).isFalse();
        }
    }

    @Test
    void aShiftedGroupsTurnIsTheUsualGroupsTurnFromTheHigherScoreOutcomeForOutcome() {
        for (GameDefinition rules : new GameDefinition[] {MemorySweepTest.FERAL, MemorySweepTest.FERAL_TROT,
                MemorySweepTest.GRADED}) {
            TurnTables turn = new TurnTables(rules);
            Planner planner = new Planner(turn, new SumChanges(), true);
            Plan shifted = planner.plans()[0];
            Plan usual = planner.plans()[1];
            int checked = 0;
            for (int score = 0; score < rules.goal(); score++) {
                for (int opponent = 0; opponent < rules.goal(); opponent += 3) {
                    for (int dice = 0; dice < turn.choiceCount; dice++) {
                        for (int group = 0; group < turn.classMemory[dice].length; group++) {
                            int points = turn.scoreShift[dice][group];
                            if (points == 0 || score + points >= rules.goal()) {
                                continue;
                            }
                            for (int number = 0; number < turn.space.turnPeriod(); number++) {
                                for (int kind = 0; kind < turn.space.extras(); kind++) {
                                    planner.plan(shifted, score, opponent, turn.classMemory[dice][group], 0, number,
                                            kind, dice);
                                    planner.plan(usual, score + points, opponent,
                                            turn.classMemory[dice][turn.usualClass[dice]], 0, number, kind, dice);
                                    assertSame(shifted, usual, rules + " at " + score + " to " + opponent + ", "
                                            + dice + " dice, group " + group);
                                    checked++;
                                }
                            }
                        }
                    }
                }
            }
            assertThat(checked).as("shifted turns under %s", rules).isGreaterThan(100);
        }
    }

    private static void assertSame(Plan a, Plan b, String where) {
        assertThat(new double[] {a.ended, a.won, a.passedChance}).as(where)
                .containsExactly(b.ended, b.won, b.passedChance);
        assertThat(Arrays.copyOf(a.passingAt, a.passed)).as(where).containsExactly(Arrays.copyOf(b.passingAt,
                b.passed));
        assertThat(Arrays.copyOf(a.passingChance, a.passed)).as(where)
                .containsExactly(Arrays.copyOf(b.passingChance, b.passed));
        assertThat(Arrays.copyOf(a.keptAt, a.kept)).as(where).containsExactly(Arrays.copyOf(b.keptAt, b.kept));
        assertThat(Arrays.copyOf(a.keptChance, a.kept)).as(where)
                .containsExactly(Arrays.copyOf(b.keptChance, b.kept));
    }

    @Test
    void takingTheUsualGroupsValuesAtAHigherScoreGivesTheBitsOfLayingEveryGroupOut() {
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            for (GameDefinition rules : new GameDefinition[] {MemorySweepTest.FERAL, MemorySweepTest.FERAL_TROT,
                    MemorySweepTest.GRADED, MemorySweepTest.FERAL.withGoal(100)}) {
                TurnTables turn = new TurnTables(rules);
                double[] laid = new double[turn.states()];
                byte[] laidChoices = new byte[turn.states()];
                LayerSweep.serially(turn.goal, new OptimalByPlans(new Planner(turn, new SumChanges(), true), laid,
                        laidChoices, true, false));
                for (boolean threads : new boolean[] {false, true}) {
                    double[] values = new double[turn.states()];
                    byte[] choices = new byte[turn.states()];
                    OptimalByPlans shifting = new OptimalByPlans(new Planner(turn, new SumChanges(), true), values,
                            choices);
                    if (threads) {
                        LayerSweep.run(turn.goal, pool, 1, shifting);
                    } else {
                        LayerSweep.serially(turn.goal, shifting);
                    }

                    assertThat(shifting.shifts()).as("shifting under %s", rules).isTrue();
                    assertThat(Arrays.mismatch(choices, laidChoices)).as("first choice apart under %s", rules)
                            .isEqualTo(-1);
                    assertThat(Arrays.mismatch(values, laid)).as("first value apart under %s", rules).isEqualTo(-1);
                }
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aGameWhoseTurnsKeepTheSumIsSolvedAsIfEveryGroupWereLaidOut() {
        GameDefinition rules = Ruleset.builder("feral-nothing").maxDice(6).rule(NOTHING)
                .rule(new MemorySweepTest.Feral(6)).build().defaultGame().withGoal(30);
        TurnTables turn = new TurnTables(rules);
        double[] values = new double[turn.states()];
        byte[] choices = new byte[turn.states()];
        SumChanges sums = new SumChanges();
        OptimalByPlans laying = new OptimalByPlans(new Planner(turn, sums, true), values, choices, true, false);
        LayerSweep.serially(turn.goal, laying);
        assertThat(sums.kept()).as("turns of no dice keep the sum").isTrue();
        int sweeps = ValueIteration.iterate(turn, sums, laying, values);

        Solution solved;
        try (Solver solver = new Solver(1)) {
            solved = solver.optimal(rules);
        }

        assertThat(solved.iterations()).isEqualTo(sweeps);
        int start = turn.space.inSolveOrder(0, 0, turn.space.initialMemory(), turn.space.initialMemory(), 0, 0);
        assertThat(solved.value()).isEqualTo(values[start]);
        byte[] inSpaceOrder = turn.space.toSpaceOrder(choices);
        for (int index = 0; index < turn.states(); index += 97) {
            assertThat(solved.strategy().numRolls(turn.space.state(index))).as("at %s", turn.space.state(index))
                    .isEqualTo(inSpaceOrder[index]);
        }
    }

    @Test
    void theBestResponseIsTheDuelOfItsOwnChoicesAndNoOtherNumberOfDiceDoesBetter() {
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            for (GameDefinition rules : new GameDefinition[] {MemorySweepTest.FERAL, MemorySweepTest.FERAL_TROT,
                    MemorySweepTest.GRADED, SolverTest.ECHO_HOG, SolverTest.TROT, MIRROR}) {
                TurnTables turn = new TurnTables(rules);
                assertThat(turn.readsOpponentMemory).as("%s reads the opponent's memory", rules)
                        .isEqualTo(rules == MIRROR);
                Strategy optimal;
                try (Solver solver = new Solver(1)) {
                    optimal = solver.optimal(rules).strategy();
                }
                for (Strategy opponent : new Strategy[] {Strategy.alwaysRoll(3), optimal}) {
                    byte[] choices = Choices.of(turn, opponent);
                    for (boolean threads : new boolean[] {false, true}) {
                        double[] moving = new double[turn.states()];
                        double[] waiting = new double[turn.states()];
                        byte[] policy = new byte[turn.states()];
                        OptimalByPlans response = OptimalByPlans.bestResponse(new Planner(turn, new SumChanges(), true),
                                moving, waiting, policy, turn.space.toSolveOrder(choices));
                        if (threads) {
                            LayerSweep.run(turn.goal, pool, 1, response);
                        } else {
                            LayerSweep.serially(turn.goal, response);
                        }
                        Duel duel = new Duel(turn, turn.space.toSpaceOrder(policy), choices, new SumChanges());
                        LayerSweep.serially(turn.goal, duel);

                        String game = rules + " against " + opponent + (threads ? " on two threads" : "");
                        assertThat(Arrays.mismatch(turn.space.toSpaceOrder(moving), duel.valueA))
                                .as("first of A's chances to move apart, %s", game).isEqualTo(-1);
                        assertThat(Arrays.mismatch(turn.space.toSpaceOrder(waiting), duel.valueB))
                                .as("first of A's chances to wait apart, %s", game).isEqualTo(-1);
                        if (!threads) {
                            assertNoBetterDice(turn, moving, waiting, policy, game);
                        }
                    }
                }
            }
        } finally {
            pool.shutdown();
        }
    }

    /** In states across the game, every number of dice is worth at most A's choice, and fewer dice strictly less. */
    private static void assertNoBetterDice(TurnTables turn, double[] moving, double[] waiting, byte[] policy,
            String game) {
        StateSpace space = turn.space;
        Planner planner = new Planner(turn, new SumChanges(), true);
        Plan plan = planner.plans()[0];
        int memories = space.memorySize();
        int checked = 0;
        for (int score = 0; score < turn.goal; score += 3) {
            for (int opponent = 1; opponent < turn.goal; opponent += 4) {
                for (int number = 0; number < space.turnPeriod(); number++) {
                    for (int kind = 0; kind < space.extras(); kind++) {
                        for (int mine = 0; mine < memories; mine++) {
                            for (int theirs = 0; theirs < memories; theirs++) {
                                int index = space.inSolveOrder(score, opponent, mine, theirs, number, kind);
                                for (int dice = 0; dice < turn.choiceCount; dice++) {
                                    planner.plan(plan, score, opponent, mine, theirs, number, kind, dice);
                                    double chance = plan.duel(true, moving, waiting, theirs);
                                    String where = game + " at " + space.state(index) + " rolling " + dice;
                                    if (dice < policy[index]) {
                                        assertThat(chance).as(where).isLessThan(moving[index]);
                                    } else {
                                        assertThat(chance).as(where).isLessThanOrEqualTo(moving[index]);
                                    }
                                    checked++;
                                }
                            }
                        }
                    }
                }
            }
        }
        assertThat(checked).as("choices checked, %s", game).isGreaterThan(100);
    }

    @Test
    void theBestResponseInAGameWhoseTurnsKeepTheSumIsWorthWhatItsDuelIsWorth() {
        GameDefinition rules = Ruleset.builder("feral-nothing").maxDice(6).rule(NOTHING)
                .rule(new MemorySweepTest.Feral(6)).build().defaultGame().withGoal(30);
        try (Solver solver = new Solver(2)) {
            for (Strategy opponent : new Strategy[] {Strategy.alwaysRoll(2), solver.optimal(rules).strategy()}) {
                BestResponse best = solver.bestResponse(rules, opponent);
                ExactWinRate played = solver.winRate(rules, best.strategy(), opponent);

                assertThat(best.winRate().first()).as("against %s", opponent).isCloseTo(played.first(), within(1e-12));
                assertThat(best.winRate().second()).as("against %s", opponent).isCloseTo(played.second(),
                        within(1e-12));
                assertThat(best.winRate().mean()).as("against %s", opponent).isGreaterThanOrEqualTo(
                        solver.winRate(rules, solver.optimal(rules).strategy(), opponent).mean() - 1e-12);
            }
        }
    }
}
