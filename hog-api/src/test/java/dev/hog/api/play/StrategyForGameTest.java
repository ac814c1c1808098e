package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.ToyRules;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A strategy bound to its game: once per match, before any choice, and asked only as bound. */
class StrategyForGameTest {
    private final GameDefinition toy = ToyRules.RULESET.defaultGame();

    /** Records each game it is bound to; the bound strategy rolls the game's most dice, a number only the game knows. */
    private static final class Binding implements Strategy {
        private final List<GameDefinition> boundTo = new ArrayList<>();

        @Override
        public int numRolls(int score, int opponentScore) {
            throw new AssertionError("asked before being bound to a game");
        }

        @Override
        public Strategy forGame(GameDefinition game) {
            boundTo.add(game);
            int most = game.maxDice();
            return (score, opponentScore) -> most;
        }
    }

    @Test
    void aMatchBindsEachStrategyOnceAndAsksOnlyTheBoundOne() {
        Binding binding = new Binding();

        GameRecord game = Match.builder(toy).players(binding, Strategy.alwaysRoll(1)).dice(Dice.fair(5)).play();

        assertThat(binding.boundTo).containsExactly(toy);
        assertThat(game.turns()).filteredOn(turn -> turn.player() == 0).isNotEmpty()
                .allSatisfy(turn -> assertThat(turn.dice()).isEqualTo(toy.maxDice()));
    }

    @Test
    void aNamedStrategyKeepsItsNameAndBindsWhatItNames() {
        Binding binding = new Binding();
        Strategy named = Strategy.named("binder", binding);

        Strategy bound = named.forGame(toy);

        assertThat(bound).hasToString("binder");
        assertThat(bound.numRolls(0, 0)).isEqualTo(toy.maxDice());
        assertThat(binding.boundTo).containsExactly(toy);
    }

    @Test
    void aStrategyThatDoesNotNeedTheGameIsItself() {
        Strategy always = Strategy.alwaysRoll(3);

        assertThat(always.forGame(toy)).isSameAs(always);
        assertThat(Strategy.named("three", always).forGame(toy)).hasToString("three");
    }

    @Test
    void aDefinitionWhoseFactoryReadsTheGameBuildsItsStrategyForEachGame() {
        List<GameDefinition> built = new ArrayList<>();
        StrategyDefinition most = StrategyDefinition.of("most", "Rolls the most dice less a margin.",
                List.of(StrategyParameter.of("margin", 1, 0, 5, "dice fewer than the most")),
                (game, values) -> {
                    built.add(game);
                    int dice = game.maxDice() - values.get("margin");
                    return new Strategy() {
                        @Override
                        public int numRolls(int score, int opponentScore) {
                            return dice;
                        }

                        @Override
                        public int numRolls(GameState state) {
                            return dice;
                        }
                    };
                });
        Strategy strategy = most.create("margin=2");

        assertThat(built).as("built only for a game").isEmpty();
        assertThatThrownBy(() -> strategy.numRolls(0, 0)).isInstanceOf(HogException.class)
                .hasMessageContaining("most:margin=2").hasMessageContaining("forGame(game)");
        GameRecord game = Match.builder(toy).players(strategy, Strategy.alwaysRoll(1)).dice(Dice.fair(9)).play();

        assertThat(built).containsExactly(toy);
        assertThat(game.turns()).filteredOn(turn -> turn.player() == 0)
                .allSatisfy(turn -> assertThat(turn.dice()).isEqualTo(toy.maxDice() - 2));
        assertThat(strategy.forGame(toy)).hasToString("most:margin=2");
    }
}
