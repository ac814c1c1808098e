package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Pairs under rules that remember something of each player, swept over the states that can differ, and under rules
 * that read the turn number only to end a turn, swept a pair of scores at a time, against the solver's duel over
 * every state: equal to within 1e-12, and to the bit where an entry chooses by what is remembered and the pair goes
 * to the duel itself.
 */
class MemorySweepTest {
    /** su20's Free Bacon: 10 minus the ones digit of the opponent's score plus its tens digit. */
    static final ZeroDiceRule BACON = new ZeroDiceRule() {
        @Override
        public String name() {
            return "Bacon";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return 10 - turn.opponentScore() % 10 + turn.opponentScore() / 10 % 10;
        }
    };

    /** su20's Feral Hogs: 3 more points for rolling 2 dice away from the mover's own previous points. */
    static class Feral implements BonusRule, MemoryRule {
        private final int largest;

        Feral(int maxDice) {
            this.largest = maxDice + 3;
        }

        @Override
        public String name() {
            return "Feral";
        }

        @Override
        public int memorySize() {
            return largest + 1;
        }

        @Override
        public int bonus(Turn turn) {
            return Math.abs(turn.dice() - turn.memory()) == 2 ? 3 : 0;
        }

        @Override
        public int remember(Turn turn) {
            return Math.min(turn.points(), largest);
        }
    }

    /** su20's Swine Swap: the scores change places when their ones digits differ by the opponent's tens digit. */
    static final AfterTurnRule SWAP = new AfterTurnRule() {
        @Override
        public String name() {
            return "Swap";
        }

        @Override
        public boolean appliesTo(Turn turn) {
            return Math.abs(turn.score() % 10 - turn.opponentScore() % 10) == turn.opponentScore() / 10 % 10;
        }

        @Override
        public int score(Turn turn) {
            return turn.opponentScore();
        }

        @Override
        public int opponentScore(Turn turn) {
            return turn.score();
        }
    };

    /** Rolling as many dice as the turn number modulo 3 gives an extra turn, never two in a row. */
    private static final ExtraTurnRule TROT = SolverTest.timeTrot(3);

    /** su20 with Feral Hogs, at a goal of 60 for the duel's sake. */
    static final GameDefinition FERAL = Ruleset.builder("feral").maxDice(10).rule(BACON).rule(new Feral(10))
            .rule(SWAP).build().defaultGame().withGoal(60);
    /** Feral Hogs with Time Trot's extra turns: what is remembered, the turn number and the kind of turn at once. */
    static final GameDefinition FERAL_TROT = Ruleset.builder("feral-trot").maxDice(6).rule(BACON).rule(new Feral(6))
            .rule(TROT).build().defaultGame().withGoal(40);

    /** Feral Hogs with a smaller bonus 1 away: three groups of memories for most numbers of dice. */
    private static final class Graded implements BonusRule, MemoryRule {
        @Override
        public String name() {
            return "Graded";
        }

        @Override
        public int memorySize() {
            return 10;
        }

        @Override
        public int bonus(Turn turn) {
            int away = Math.abs(turn.dice() - turn.memory());
            return away == 2 ? 3 : away == 1 ? 1 : 0;
        }

        @Override
        public int remember(Turn turn) {
            return Math.min(turn.points(), 9);
        }
    }

    static final GameDefinition GRADED = Ruleset.builder("graded").maxDice(6).rule(BACON).rule(new Graded())
            .build().defaultGame().withGoal(50);

    private final Solver solver = new Solver(2);

    /** Tables of random dice over the scores, seeded: contest-like entries. */
    private static List<Strategy> randomTables(GameDefinition rules, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Strategy> tables = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int[][] dice = new int[rules.goal()][rules.goal()];
            for (int[] row : dice) {
                for (int j = 0; j < row.length; j++) {
                    row[j] = random.nextInt(rules.maxDice() + 1);
                }
            }
            tables.add((score, opponent) -> dice[score][opponent]);
        }
        return tables;
    }

    /** Rolls as many dice as the turn number modulo the rules' period, but 1 on an extra turn. */
    private static Strategy byTurn(GameDefinition rules) {
        return new Strategy() {
            @Override
            public int numRolls(int score, int opponentScore) {
                return 1;
            }

            @Override
            public int numRolls(GameState state) {
                return state.extraTurn() ? 1 : state.turn() % rules.turnPeriod() % (rules.maxDice() + 1);
            }
        };
    }

    private static List<Strategy> strategies(GameDefinition rules) {
        List<Strategy> strategies = new ArrayList<>(List.of(Strategy.alwaysRoll(0), Strategy.alwaysRoll(4),
                Strategy.alwaysRoll(rules.maxDice()), PairEvaluatorTest.CATCH_UP));
        if (rules.turnPeriod() > 1) {
            strategies.add(byTurn(rules));
        }
        strategies.addAll(randomTables(rules, 3, 61));
        return strategies;
    }

    @Test
    void rulesThatRememberAreSweptAndAgreeWithTheDuel() {
        for (GameDefinition rules : List.of(FERAL, FERAL.withGoal(100), FERAL_TROT, SolverTest.ECHO_HOG, GRADED)) {
            try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
                assertThat(evaluator.sweeps()).as("%s", rules).isTrue();
                List<Strategy> strategies = strategies(rules).stream()
                        .map(strategy -> rules.maxDice() >= 6 ? strategy : capped(strategy, rules.maxDice()))
                        .toList();
                if (rules.goal() == 100) {
                    // su20's own size, whose duels take a while: a fixed strategy and the random tables.
                    strategies = strategies.subList(strategies.size() - 4, strategies.size());
                }
                for (Strategy a : strategies) {
                    for (Strategy b : strategies) {
                        ExactWinRate swept = evaluator.evaluate(evaluator.entry(a), evaluator.entry(b));
                        ExactWinRate solved = solver.winRate(rules, a, b);
                        assertThat(swept.first()).as("%s: %s against %s first", rules, a, b)
                                .isCloseTo(solved.first(), within(1e-12));
                        assertThat(swept.second()).as("%s: %s against %s second", rules, a, b)
                                .isCloseTo(solved.second(), within(1e-12));
                    }
                }
            }
        }
    }

    /**
     * Time Trot's rule at a period, with Picky-Piggy-like points for no dice: at 8, the trot example's game; at 13,
     * one whose turns pass to thirteen turn numbers, which the sweep sums eight, then four, then one at a time.
     */
    static GameDefinition trot(int period) {
        return Ruleset.builder("trot-" + period).maxDice(10).rule(BACON).rule(SolverTest.timeTrot(period)).build()
                .defaultGame();
    }

    static final GameDefinition TROT_8 = trot(8);

    @Test
    void rulesThatReadTheTurnNumberOnlyToEndATurnAreSweptByPairsAndAgreeWithTheDuel() {
        for (GameDefinition rules : List.of(TROT_8, TROT_8.withGoal(37), trot(13).withGoal(29), SolverTest.TROT)) {
            try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
                assertThat(PartSweep.of(new TurnTables(rules), RunSweep.of(new TurnTables(rules)))).as("%s", rules)
                        .isNotNull();
                List<Strategy> strategies = strategies(rules).stream()
                        .map(strategy -> rules.maxDice() >= 6 ? strategy : capped(strategy, rules.maxDice()))
                        .toList();
                if (rules.goal() == 100) {
                    // The trot example's own size, whose duels take a while: the random tables and one that reads
                    // the turn number.
                    strategies = strategies.subList(strategies.size() - 4, strategies.size());
                }
                for (Strategy a : strategies) {
                    for (Strategy b : strategies) {
                        ExactWinRate swept = evaluator.evaluate(evaluator.entry(a), evaluator.entry(b));
                        ExactWinRate solved = solver.winRate(rules, a, b);
                        assertThat(swept.first()).as("%s: %s against %s first", rules, a, b)
                                .isCloseTo(solved.first(), within(1e-12));
                        assertThat(swept.second()).as("%s: %s against %s second", rules, a, b)
                                .isCloseTo(solved.second(), within(1e-12));
                    }
                }
            }
        }
    }

    @Test
    void anEntryThatChoosesByWhatIsRememberedGoesToTheDuelAndGetsItsVeryBits() {
        Strategy byMemory = new Strategy() {
            @Override
            public int numRolls(int score, int opponentScore) {
                return 3;
            }

            @Override
            public int numRolls(GameState state) {
                return state.memoryCode(state.mover()) % 6 + 1;
            }
        };
        Strategy optimal = solver.optimal(FERAL).strategy();
        try (PairEvaluator evaluator = PairEvaluator.of(FERAL)) {
            for (Strategy other : List.of(Strategy.alwaysRoll(5), byMemory, optimal)) {
                for (Strategy a : List.of(byMemory, optimal)) {
                    assertThat(evaluator.evaluate(evaluator.entry(a), evaluator.entry(other)))
                            .isEqualTo(solver.winRate(FERAL, a, other));
                    assertThat(evaluator.evaluate(evaluator.entry(other), evaluator.entry(a)))
                            .isEqualTo(solver.winRate(FERAL, other, a));
                }
            }
        }
    }

    @Test
    void theGameOfThreeGroupsHasThem() {
        assertThat(new TurnTables(GRADED).maxClasses).isEqualTo(3);
    }

    @Test
    void anEntryKeepsItsChoicesByPlaceAndSpellsThemOutInEveryState() {
        try (PairEvaluator evaluator = PairEvaluator.of(FERAL)) {
            List<Strategy> tables = randomTables(FERAL, 2, 7);
            PairEvaluator.Entry entry = evaluator.entry(tables.get(0));

            assertThat(entry.choices()).isEqualTo(Choices.of(new TurnTables(FERAL), tables.get(0)));
            PairEvaluator.Entry again = evaluator.entry(entry.choices());
            assertThat(again).isEqualTo(entry).hasSameHashCodeAs(entry);
            assertThat(again.sameChoices(entry)).isTrue();
            assertThat(evaluator.entry(tables.get(1))).isNotEqualTo(entry);
            assertThat(evaluator.evaluate(again, evaluator.entry(tables.get(1))))
                    .isEqualTo(evaluator.evaluate(entry, evaluator.entry(tables.get(1))));
        }
    }

    @Test
    void aStrategyAgainstItselfWinsAsMuchFirstAsItLosesSecond() {
        try (PairEvaluator evaluator = PairEvaluator.of(FERAL)) {
            for (Strategy strategy : strategies(FERAL)) {
                PairEvaluator.Entry entry = evaluator.entry(strategy);
                ExactWinRate self = evaluator.evaluate(entry, entry);

                assertThat(self.first() + self.second()).as("%s", strategy).isCloseTo(1, within(1e-12));
            }
        }
    }

    private static Strategy capped(Strategy strategy, int most) {
        return new Strategy() {
            @Override
            public int numRolls(int score, int opponentScore) {
                return Math.min(most, strategy.numRolls(score, opponentScore));
            }

            @Override
            public int numRolls(GameState state) {
                return Math.min(most, strategy.numRolls(state));
            }

            @Override
            public String toString() {
                return strategy + " capped at " + most;
            }
        };
    }
}
