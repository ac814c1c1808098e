package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pairs evaluated by the sweep, and by the solver where a sweep cannot, against the solver's own duel. */
class PairEvaluatorTest {
    static final ZeroDiceRule TWO_FOR_NOTHING = new ZeroDiceRule() {
        @Override
        public String name() {
            return "Two for Nothing";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return 2;
        }
    };

    /** A mover whose score ends in 0 plays again. */
    private static final ExtraTurnRule ROUND = new ExtraTurnRule() {
        @Override
        public String name() {
            return "Round";
        }

        @Override
        public boolean extraTurn(Turn turn) {
            return turn.score() % 10 == 0;
        }
    };

    static final GameDefinition PLAIN = Ruleset.builder("plain").rule(TWO_FOR_NOTHING).maxDice(6).build()
            .defaultGame().withGoal(60);
    private static final GameDefinition ROUNDS = Ruleset.builder("rounds").rule(TWO_FOR_NOTHING).rule(ROUND).maxDice(6)
            .build().defaultGame().withGoal(60);

    /** Rolls more dice the further behind it is. */
    static final Strategy CATCH_UP = new Strategy() {
        @Override
        public int numRolls(int score, int opponentScore) {
            return Math.max(0, Math.min(6, 3 + (opponentScore - score) / 10));
        }
    };

    private final Solver solver = new Solver(2);

    @Test
    void theSweepAgreesWithTheSolverWithAndWithoutExtraTurns() {
        List<Strategy> strategies = List.of(Strategy.alwaysRoll(0), Strategy.alwaysRoll(3), Strategy.alwaysRoll(6),
                CATCH_UP);
        for (GameDefinition rules : List.of(PLAIN, ROUNDS)) {
            try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
                assertThat(evaluator.sweeps()).as("%s", rules).isTrue();
                agreesWithTheSolver(evaluator, rules, strategies);
            }
        }
    }

    /**
     * A strategy against itself plays the same game from either seat: its chance moving second is 1 less its chance
     * moving first, and their mean is 1/2, exactly, whichever way the pair is evaluated (sweep, runs or solver), and
     * from two entries of the same choices too.
     */
    @Test
    void aStrategyAgainstItselfIsAnEvenMatchExactly() {
        for (GameDefinition rules : List.of(PLAIN, ROUNDS, SolverTest.TROT, SolverTest.ECHO_HOG)) {
            try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
                for (Strategy strategy : List.of(Strategy.alwaysRoll(1), Strategy.alwaysRoll(3))) {
                    ExactWinRate self = evaluator.evaluate(evaluator.entry(strategy), evaluator.entry(strategy));
                    ExactWinRate solved = solver.winRate(rules, strategy, strategy);

                    assertThat(self.second()).as("%s, %s", rules, strategy).isEqualTo(1 - self.first());
                    assertThat(self.mean()).as("%s, %s", rules, strategy).isEqualTo(0.5);
                    assertThat(solved.mean()).as("%s, %s", rules, strategy).isEqualTo(0.5);
                    assertThat(solved.first()).isCloseTo(self.first(), within(1e-12));
                }
            }
        }
    }

    /** Every pair of the strategies, both seats, as the evaluator and as the solver's duel value it. */
    private void agreesWithTheSolver(PairEvaluator evaluator, GameDefinition rules, List<Strategy> strategies) {
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

    @Test
    void rulesThatRememberAreSweptOverTheStatesThatDifferAndAgreeWithTheSolver() {
        try (PairEvaluator evaluator = PairEvaluator.of(SolverTest.ECHO_HOG)) {
            assertThat(evaluator.sweeps()).isTrue();
            agreesWithTheSolver(evaluator, SolverTest.ECHO_HOG, List.of(Strategy.alwaysRoll(0),
                    Strategy.alwaysRoll(1), Strategy.alwaysRoll(2), Strategy.alwaysRoll(3)));
        }
    }

    /** Rolls as many dice as the turn number modulo 4, when it is not an extra turn; else 1. */
    private static final Strategy TROTTER = new Strategy() {
        @Override
        public int numRolls(int score, int opponentScore) {
            return 1;
        }

        @Override
        public int numRolls(dev.hog.api.game.GameState state) {
            return state.extraTurn() ? 1 : state.turn() % 4;
        }
    };

    @Test
    void rulesThatReadTheTurnNumberAndExtraTurnsAreSweptByRunsAndAgreeWithTheSolver() {
        List<Strategy> strategies = List.of(Strategy.alwaysRoll(0), Strategy.alwaysRoll(2), TROTTER,
                (score, opponent) -> (score * 7 + opponent * 3) % 4);
        for (GameDefinition rules : List.of(SolverTest.TROT, SolverTest.TROT.withGoal(60))) {
            try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
                assertThat(evaluator.sweeps()).as("%s", rules).isTrue();
                agreesWithTheSolver(evaluator, rules, strategies);
            }
        }
    }

    @Test
    void entriesAreCheckedAndCompared() {
        try (PairEvaluator evaluator = PairEvaluator.of(PLAIN)) {
            byte[] choices = new byte[60 * 60];
            java.util.Arrays.fill(choices, (byte) 3);

            assertThat(evaluator.entry(choices).sameChoices(evaluator.entry(Strategy.alwaysRoll(3)))).isTrue();
            assertThat(evaluator.entry(choices)).isNotEqualTo(evaluator.entry(Strategy.alwaysRoll(4)));
            choices[17] = 7;
            assertThatThrownBy(() -> evaluator.entry(choices)).isInstanceOf(HogException.class)
                    .hasMessageContaining("chooses 7 dice");
            assertThatThrownBy(() -> evaluator.entry(new byte[3])).isInstanceOf(HogException.class)
                    .hasMessageContaining("has 3600 choices, not 3");
        }
    }
    @Test
    void anEntrysMemoryIsKnownBeforeItIsLaidOut() {
        try (PairEvaluator evaluator = PairEvaluator.of(PLAIN)) {
            byte[] zero = new byte[60 * 60];
            // Zero dice score 2: one outcome, padded to a step of 4, from each of the 58 x 60 states it does not end;
            // per state its place, two chances of ending and where its outcomes start; per outcome a place and a
            // chance; and the choices.
            assertThat(evaluator.entryBytes(zero)).isEqualTo(3600 + 3600 * 24 + 4 + 58 * 60 * 4 * 12);
            for (Strategy strategy : List.of(Strategy.alwaysRoll(0), Strategy.alwaysRoll(3), CATCH_UP)) {
                PairEvaluator.Entry entry = evaluator.entry(strategy);
                assertThat(evaluator.entryBytes(entry.choices())).as("%s", strategy).isEqualTo(entry.bytes());
            }
            assertThat(evaluator.entryBytes(evaluator.entry(Strategy.alwaysRoll(6)).choices()))
                    .isGreaterThan(evaluator.entryBytes(evaluator.entry(Strategy.alwaysRoll(1)).choices()));
            byte[] seven = zero.clone();
            seven[17] = 7;
            assertThatThrownBy(() -> evaluator.entryBytes(seven)).isInstanceOf(HogException.class)
                    .hasMessageContaining("chooses 7 dice");
            assertThatThrownBy(() -> evaluator.entryBytes(new byte[3])).isInstanceOf(HogException.class)
                    .hasMessageContaining("has 3600 choices, not 3");
        }
        // Rules that remember, by place and by what is remembered, and rules that read the turn number.
        Strategy byMemory = new Strategy() {
            @Override
            public int numRolls(int score, int opponentScore) {
                return 1;
            }

            @Override
            public int numRolls(dev.hog.api.game.GameState state) {
                return state.memoryCode(state.mover()) % 3;
            }
        };
        for (GameDefinition rules : List.of(SolverTest.ECHO_HOG, SolverTest.TROT)) {
            try (PairEvaluator evaluator = PairEvaluator.of(rules)) {
                Strategy byScores = (score, opponent) -> (score + 2 * opponent) % 3;
                for (Strategy strategy : List.of(Strategy.alwaysRoll(2), byScores, byMemory)) {
                    PairEvaluator.Entry entry = evaluator.entry(strategy);
                    assertThat(entry.bytes()).as("%s, %s", rules, strategy).isPositive();
                    assertThat(evaluator.entryBytes(entry.choices())).as("%s, %s", rules, strategy)
                            .isEqualTo(entry.bytes());
                }
            }
        }
    }
}
