package ${package};

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import org.junit.jupiter.api.Test;

/** Rolls and whole games under this ruleset, with test dice, as the course tested its functions. */
class PluginGamesTest {
    private static final GameDefinition RULES = PluginRuleset.ruleset().defaultGame();

    @Test
    void aRollScoresTheSumOfItsFacesUnlessAOneComesUp() {
        assertThat(RULES.roll(Dice.test(4, 6)::roll, 2, 6)).isEqualTo(10);
        assertThat(RULES.roll(Dice.test(4, 6, 1)::roll, 3, 6)).as("Pig Out").isEqualTo(1);
    }

    @Test
    void gamesEndAtTheGoal() {
        Scores twos = Match.builder(RULES.withGoal(10))
                .players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(2)).dice(Dice.test(3)).play().finalScores();
        Scores zeros = Match.builder(RULES.withGoal(5))
                .players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(0)).play().finalScores();

        assertThat(twos).isEqualTo(Scores.of(12, 6));
        assertThat(zeros).as("Free Seven every turn").isEqualTo(Scores.of(4, 7));
    }
}
