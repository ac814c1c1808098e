package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.RollRule;
import dev.hog.api.ruleset.Ruleset;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The chain of a game against what else knows its answers: the solver's win rates, the geometric law of a game whose
 * turns can score nothing, and games played by the engine with fair dice.
 */
class GameChainTest {
    private final Solver solver = new Solver(2);

    @Test
    void aGameThatEndsEachTurnWithChanceOneHalfLastsTwoTurnsOnAverage() {
        GameChain chain = GameChain.between(SolverTest.COIN_GAME, Strategy.alwaysRoll(1), Strategy.alwaysRoll(1));

        assertThat(chain.winChance(0)).isCloseTo(2.0 / 3, within(1e-14));
        assertThat(chain.expectedTurns()).isCloseTo(2, within(1e-14));
        double[] length = chain.lengthDistribution();
        for (int turns = 1; turns < 40; turns++) {
            assertThat(length[turns]).as("turn " + turns).isCloseTo(Math.pow(0.5, turns), within(1e-15));
        }
        assertThat(chain.firings()).isEmpty();
    }

    /**
     * A roll scores the sum of its faces, but at most 10: a 10 is reached both with and without the rule firing. A
     * silent cap's announcement nobody may ask for.
     */
    private static final class Cap implements RollRule {
        private final boolean silent;

        Cap(boolean silent) {
            this.silent = silent;
        }

        @Override
        public String name() {
            return "Cap";
        }

        @Override
        public int start() {
            return 0;
        }

        @Override
        public int add(int accumulator, int face) {
            return accumulator + face;
        }

        @Override
        public int points(int accumulator) {
            return Math.min(accumulator, 10);
        }

        @Override
        public boolean fired(int accumulator) {
            return accumulator > 10;
        }

        @Override
        public String announce(int points) {
            if (silent) {
                throw new AssertionError("announced " + points);
            }
            return RollRule.super.announce(points);
        }
    }

    private static final RollRule CAPPED = new Cap(false);
    private static final RollRule CAPPED_IN_SILENCE = new Cap(true);

    @Test
    void aRollRuleFiresAsOftenAsItsRollsOccurEvenWhereItSharesAScoreWithRollsItLeavesAlone() {
        GameDefinition capped = Ruleset.builder("capped").rule(CAPPED).maxDice(3).goal(40).build().defaultGame();
        GameChain chain = GameChain.between(capped, Strategy.alwaysRoll(3), Strategy.alwaysRoll(3));

        // Three dice sum to more than 10 in 108 of their 216 rolls, and every turn rolls three.
        assertThat(chain.firings().get("Cap")).isCloseTo(chain.expectedTurns() * 108 / 216, within(1e-12));
    }

    @Test
    void theChainCountsFiringsWithoutWordingAnnouncements() {
        GameDefinition capped = Ruleset.builder("capped").rule(CAPPED).maxDice(3).goal(40).build().defaultGame();
        GameDefinition silent = Ruleset.builder("capped").rule(CAPPED_IN_SILENCE).maxDice(3).goal(40).build()
                .defaultGame();

        GameChain counted = GameChain.between(silent, Strategy.alwaysRoll(3), Strategy.alwaysRoll(2));

        GameChain announced = GameChain.between(capped, Strategy.alwaysRoll(3), Strategy.alwaysRoll(2));
        assertThat(counted.firings()).isEqualTo(announced.firings()).containsOnlyKeys("Cap");
        assertThat(counted.lengthDistribution()).isEqualTo(announced.lengthDistribution());
    }

    @Test
    void theChainsWinnerIsTheSolversToTheLastDigits() {
        GameDefinition echo = SolverTest.ECHO_HOG;
        StrategyTable optimal = solver.optimal(echo).strategy();
        for (Strategy[] pair : new Strategy[][] {{optimal, optimal}, {optimal, Strategy.alwaysRoll(2)},
            {Strategy.alwaysRoll(3), Strategy.alwaysRoll(1)}}) {
            ExactWinRate exact = solver.winRate(echo, pair[0], pair[1]);

            assertThat(GameChain.between(echo, pair[0], pair[1]).winChance(0)).isCloseTo(exact.first(),
                    within(1e-12));
            assertThat(GameChain.between(echo, pair[1], pair[0]).winChance(1)).isCloseTo(exact.second(),
                    within(1e-12));
        }
    }

    @Test
    void lengthAndFiringsAgreeWithGamesPlayedByTheEngine() {
        GameDefinition echo = SolverTest.ECHO_HOG;
        StrategyTable optimal = solver.optimal(echo).strategy();
        GameChain chain = GameChain.between(echo, optimal, Strategy.alwaysRoll(2));
        double[] length = chain.lengthDistribution();
        double mean = 0;
        double total = 0;
        for (int turns = 0; turns < length.length; turns++) {
            mean += turns * length[turns];
            total += length[turns];
        }
        assertThat(total).isCloseTo(1, within(1e-12));
        assertThat(mean).isCloseTo(chain.expectedTurns(), within(1e-9));

        int games = 100_000;
        Dice dice = Dice.fair(42);
        double turns = 0;
        double squares = 0;
        Map<String, Integer> fired = new HashMap<>();
        for (int game = 0; game < games; game++) {
            Match match = Match.builder(echo).players(optimal, Strategy.alwaysRoll(2)).dice(dice).build();
            match.play();
            turns += match.turns().size();
            squares += (double) match.turns().size() * match.turns().size();
            for (TurnRecord turn : match.turns()) {
                turn.effects().stream().map(Effect::rule).distinct().forEach(rule -> fired.merge(rule, 1, Integer::sum));
            }
        }
        double sampleMean = turns / games;
        double error = Math.sqrt((squares / games - sampleMean * sampleMean) / games);
        assertThat(chain.expectedTurns()).isCloseTo(sampleMean, within(5 * error));
        assertThat(chain.firings().keySet()).containsExactlyInAnyOrderElementsOf(fired.keySet());
        for (Map.Entry<String, Double> rule : chain.firings().entrySet()) {
            double seen = fired.get(rule.getKey()) / (double) games;
            // A rule fires at most once a turn, so its count per game varies no more than the game's length.
            assertThat(rule.getValue()).as(rule.getKey()).isCloseTo(seen, within(5 * error * 2 + 0.005));
        }
        assertThat(Arrays.stream(chain.visits()).allMatch(visit -> visit > 0 && visit <= 1 + 1e-12)).isTrue();
    }
}
