package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.rule.RollRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Monte Carlo win rates: determinism, both seats, the confidence interval. */
class SimulationTest {
    /** Plain Hog with a zero-dice rule, so that rolling no dice scores and every game ends. */
    static final Rule ONE_FOR_NOTHING = new ZeroDiceRule() {
        @Override
        public String name() {
            return "One for Nothing";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return 1;
        }
    };

    private final GameDefinition rules = Ruleset.builder("plain").rule(ONE_FOR_NOTHING).build().defaultGame();

    private Simulation simulation(Strategy a, Strategy b) {
        return new Simulation(rules, a, b);
    }

    @Test
    void theSameSeedGivesTheSameResultOnAnyNumberOfThreads() {
        Simulation simulation = simulation(Strategy.alwaysRoll(5), Strategy.alwaysRoll(3));

        WinRate one = simulation.run(50_000, 11, 1, null);
        WinRate two = simulation.run(50_000, 11, 2, null);
        WinRate four = simulation.run(50_000, 11, 4, null);

        assertThat(two.winsFirst()).isEqualTo(one.winsFirst());
        assertThat(two.winsSecond()).isEqualTo(one.winsSecond());
        assertThat(four.winRate()).isEqualTo(one.winRate());
        assertThat(four).as("equal whatever the threads and time").isEqualTo(one).hasSameHashCodeAs(one);
        assertThat(simulation.run(50_000, 12, 2, null).winRate()).as("another seed").isNotEqualTo(one.winRate());
    }

    @Test
    void aStrategyAgainstItselfWinsHalfTheGamesOverBothSeats() {
        WinRate rate = simulation(Strategy.alwaysRoll(4), Strategy.alwaysRoll(4)).run(200_000, 3, 2, null);

        assertThat(rate.games()).isEqualTo(200_000);
        assertThat(rate.contains(0.5)).as("%s", rate).isTrue();
        assertThat(rate.winsFirst()).as("moving first is an advantage").isGreaterThan(rate.winsSecond());
    }

    @Test
    void theIntervalIsTheNormalIntervalOfTheMeanOfTwoSeats() {
        WinRate rate = WinRate.of(1000, 600, 1000, 400, 1.0, 2);
        double margin = 1.959963984540054 * Math.sqrt((0.6 * 0.4 / 1000 + 0.4 * 0.6 / 1000) / 4);

        assertThat(rate.winRate()).isEqualTo(0.5);
        assertThat(rate.low()).isCloseTo(0.5 - margin, within(1e-15));
        assertThat(rate.high()).isCloseTo(0.5 + margin, within(1e-15));
        assertThat(rate.gamesPerSecond()).isEqualTo(2000);
    }

    @Test
    void aClearlyBetterStrategyWinsWithConfidence() {
        WinRate rate = simulation(Strategy.alwaysRoll(5), Strategy.alwaysRoll(1)).run(20_000, 5, 2, null);

        assertThat(rate.low()).isGreaterThan(0.9);
    }

    @Test
    void progressReachesEveryGame() {
        AtomicLong last = new AtomicLong();

        simulation(Strategy.alwaysRoll(5), Strategy.alwaysRoll(3)).run(40_001, 1, 2,
                done -> last.accumulateAndGet(done, Math::max));

        assertThat(last).hasValue(40_001);
    }

    @Test
    void anOddNumberOfGamesPlaysExactlyThatManyWithTheExtraOneFirst() {
        WinRate rate = simulation(Strategy.alwaysRoll(5), Strategy.alwaysRoll(3)).run(3, 1, 1, null);

        assertThat(rate.games()).isEqualTo(3);
        assertThat(rate.winsFirst()).isBetween(0.0, 2.0);
        assertThat(rate.winsSecond()).isBetween(0.0, 1.0);
    }

    @Test
    void chunksAreSeededAsASplittableRandomOfTheSeedWouldSeedThem() {
        SplittableRandom root = new SplittableRandom(61);
        for (long chunk = 0; chunk < 1000; chunk++) {
            assertThat(Simulation.chunkSeed(61, chunk)).isEqualTo(root.nextLong());
        }
    }

    @Test
    void startScoresBelongToTheStrategiesWhicheverMovesFirst() {
        // From 99 of 100, always:1 reaches the goal on its first turn, whatever it rolls, before always:10 can from 0.
        WinRate ahead = simulation(Strategy.alwaysRoll(1), Strategy.alwaysRoll(10)).from(99, 0).run(2_000, 4, 1,
                null);

        assertThat(ahead.winRate()).isEqualTo(1.0);
    }

    @Test
    void needsGamesAndThreads() {
        Simulation simulation = simulation(Strategy.alwaysRoll(5), Strategy.alwaysRoll(3));

        assertThatThrownBy(() -> simulation.run(1, 1, 1, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A simulation plays 2 to 4503599627370496 games on at least 1 thread, not 1 games on 1"
                        + " threads");
        assertThatThrownBy(() -> simulation.run(Simulation.MAX_GAMES + 1, 1, 1, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> simulation.run(10, 1, 0, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aTieCountsAsHalfAWin() {
        // One-sided dice and a rule that lifts the opponent to the mover's score: every game ends tied at 1.
        GameDefinition tying = Ruleset.builder("tying").sides(1).maxDice(1).goal(1).rule(SolverTest.TIE).build()
                .defaultGame();

        WinRate rate = new Simulation(tying, Strategy.alwaysRoll(1), Strategy.alwaysRoll(1)).run(100, 1, 1, null);

        assertThat(rate.winRate()).isEqualTo(0.5);
        assertThat(rate.winsFirst()).isEqualTo(25.0);
    }

    @Test
    void aStrategyThatFailsOnAnotherThreadFailsTheSimulation() {
        Strategy broken = (score, opponent) -> 99;

        assertThatThrownBy(() -> simulation(broken, Strategy.alwaysRoll(1)).run(1000, 1, 2, null))
                .hasMessageContaining("chose 99 dice");
    }

    @Test
    void rollsThatCanScoreMoreThanAnAliasTableHoldsArePlayedADieAtATime() {
        // A six on any die is worth 70,000 points: more than an alias table's 16 bits.
        GameDefinition jackpot = Ruleset.builder("jackpot").rule(ONE_FOR_NOTHING).rule(new RollRule() {
            @Override
            public String name() {
                return "Jackpot";
            }

            @Override
            public int start() {
                return 0;
            }

            @Override
            public int add(int accumulator, int face) {
                return accumulator + (face == 6 ? 70_000 : face);
            }

            @Override
            public int points(int accumulator) {
                return accumulator;
            }
        }).build().defaultGame();
        Simulation simulation = new Simulation(jackpot, Strategy.alwaysRoll(1), Strategy.alwaysRoll(2));

        assertThat(SampledGames.of(jackpot, Strategy.alwaysRoll(1), Strategy.alwaysRoll(2))).isNull();
        WinRate played = simulation.run(20_000, 9, 2, null);
        assertThat(played.winRate()).isEqualTo(simulation.diceByDice().run(20_000, 9, 1, null).winRate())
                .isBetween(0.2, 0.5);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"echo", "trot", "swap"})
    void turnsDrawnInOneStepWinAsOftenAsTheSolverSaysAndAsDiceRolledOneByOne(String name) {
        // Echo remembers and awards a bonus; Trot reads the turn number and grants extra turns; Swap changes the scores
        // after about one turn in ten. The optimal strategy reads the whole state, so it is asked every turn; always:2
        // is asked once per pair of scores.
        GameDefinition rules = switch (name) {
            case "echo" -> SolverTest.ECHO_HOG;
            case "trot" -> SolverTest.TROT;
            default -> SampledGamesTest.SWAP;
        };
        try (Solver solver = new Solver()) {
            Strategy optimal = solver.optimal(rules).strategy();
            double exact = solver.winRate(rules, optimal, Strategy.alwaysRoll(2)).mean();
            Simulation simulation = new Simulation(rules, optimal, Strategy.alwaysRoll(2));

            WinRate sampled = simulation.run(400_000, 5, 2, null);
            WinRate rolled = simulation.diceByDice().run(400_000, 6, 2, null);

            double margin = (sampled.high() - sampled.low()) / 2 * 3.29 / 1.96;
            assertThat(sampled.winRate()).as("sampled against exact").isCloseTo(exact, within(margin));
            assertThat(rolled.winRate()).as("rolled against exact").isCloseTo(exact, within(margin));
        }
    }
}
