package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Simulation;
import dev.hog.analysis.Solver;
import dev.hog.analysis.WinRate;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.testkit.BruteForce;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A named strategy that reads what Feral Hogs remembers, which it finds among the game's rules when it is bound to the
 * game: played by the engine, simulated, and solved exactly, each binding it once.
 */
class FeralStrategyTest {
    /**
     * Rolls 2 more dice than the points it scored on its own previous turn, or else 2 fewer, each from 1 to
     * {@code most}, to earn Feral Hogs' bonus; rolls {@code rolls} when neither can, or when Feral Hogs is off.
     */
    private static final StrategyDefinition FERAL = StrategyDefinition.of("feral",
            "Rolls 2 away from its previous points, to earn Feral Hogs' bonus.",
            List.of(StrategyParameter.of("most", 6, 1, 10, "the most dice it rolls for the bonus"),
                    StrategyParameter.of("rolls", 5, 0, 10, "the dice to roll otherwise")),
            (game, values) -> new Feral(feralHogs(game), game, values.get("most"), values.get("rolls")));

    private static Optional<MemoryRule> feralHogs(GameDefinition game) {
        return game.rules().stream().filter(FeralHogs.class::isInstance).map(MemoryRule.class::cast).findFirst();
    }

    private record Feral(Optional<MemoryRule> feralHogs, GameDefinition game, int most, int rolls)
            implements Strategy {
        @Override
        public int numRolls(int score, int opponentScore) {
            return rolls;
        }

        @Override
        public int numRolls(GameState state) {
            if (feralHogs.isEmpty()) {
                return rolls;
            }
            return choose(game.memory(state, state.mover(), feralHogs.get()), most, rolls);
        }
    }

    private static int choose(int previousPoints, int most, int rolls) {
        if (previousPoints + 2 <= most) {
            return previousPoints + 2;
        }
        int fewer = previousPoints - 2;
        return fewer >= 1 && fewer <= most ? fewer : rolls;
    }

    private final GameDefinition rules = Su20.ruleset().defaultGame();
    private final Strategy feral = FERAL.create();
    private final Strategy baseline = Su20.ruleset().baseline();

    @Test
    void theEngineBindsTheStrategyToTheGameAndItRollsTwoAwayFromItsPreviousPoints() {
        GameRecord game = Match.builder(rules).players(feral, baseline).dice(Dice.fair(3)).play();

        int previous = 0;
        for (TurnRecord turn : game.turns()) {
            if (turn.player() == 0) {
                assertThat(turn.dice()).as("turn %d, after %d points", turn.number(), previous)
                        .isEqualTo(choose(previous, 6, 5));
                previous = turn.points();
            }
        }
        assertThat(game.turns().stream().filter(turn -> turn.player() == 0).map(TurnRecord::dice).distinct())
                .as("choices that follow the memory, not one number").hasSizeGreaterThan(1);
    }

    @Test
    void theStrategyKeepsItsSpecAsItsNameOnceBound() {
        assertThat(feral).hasToString("feral:most=6,rolls=5");
        assertThat(feral.forGame(rules)).hasToString("feral:most=6,rolls=5");
    }

    @Test
    void withoutFeralHogsItRollsItsDefault() {
        GameDefinition noFeral = Su20.ruleset().game(Su20.ruleset().options(Map.of(Su20.FERAL_HOGS, "false")));

        assertThat(feral.forGame(noFeral).numRolls(noFeral.start(10, 20))).isEqualTo(5);
    }

    @Test
    void askedOutsideAGameItSaysToBindItFirst() {
        assertThatThrownBy(() -> feral.numRolls(10, 20)).isInstanceOf(HogException.class)
                .hasMessageContaining("feral:most=6,rolls=5").hasMessageContaining("forGame(game)");
    }

    @Test
    void theSolversExactWinRateLiesInTheSimulationsInterval() {
        ExactWinRate exact;
        try (Solver solver = new Solver()) {
            exact = solver.winRate(rules, feral, baseline);
        }
        WinRate simulated = new Simulation(rules, feral, baseline).run(200_000, 7, 2, null);

        assertThat(simulated.contains(exact.mean())).as("exact %s, simulated %s", exact.mean(), simulated).isTrue();
    }

    @Test
    void theSolverAgreesWithBruteForceOnASmallGoal() {
        GameDefinition small = rules.withGoal(20);
        ExactWinRate exact;
        try (Solver solver = new Solver()) {
            exact = solver.winRate(small, feral, baseline);
        }
        ExactWinRate brute = new BruteForce(small).winRate(feral, baseline);

        assertThat(exact.first()).isCloseTo(brute.first(), within(1e-12));
        assertThat(exact.second()).isCloseTo(brute.second(), within(1e-12));
    }
}
