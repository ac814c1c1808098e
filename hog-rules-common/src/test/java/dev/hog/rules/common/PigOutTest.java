package dev.hog.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.game.RollDistribution;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.play.TestDice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Pig Out: the sum of the dice, or 1 if any die is 1. */
class PigOutTest {
    private final GameDefinition rules = Ruleset.builder("pig-out").rule(new PigOut()).build().defaultGame();

    @ParameterizedTest(name = "{0} dice of {1}: {2}")
    @CsvSource(delimiter = ';', value = {"7; 1,1,1,1,1,3,3; 1", "4; 3; 12", "2; 4,6,1; 10", "3; 4,6,1; 1",
            "9; 6; 54", "7; 2,2,2,2,2,2,1; 1"})
    void rulesExamples(int count, String outcomes, int points) {
        TestDice dice = Dice.test(java.util.Arrays.stream(outcomes.split(",")).mapToInt(Integer::parseInt).toArray());

        assertThat(rules.roll(dice::roll, count, 6)).isEqualTo(points);
        assertThat(dice.rolled()).as("every die is rolled, even after a 1").isEqualTo(count);
    }

    @Test
    void firesOnlyWhenAOneComesUp() {
        PigOut pigOut = new PigOut();
        int clean = pigOut.add(pigOut.add(pigOut.start(), 3), 4);
        int pigged = pigOut.add(pigOut.add(pigOut.start(), 1), 6);

        assertThat(pigOut.fired(clean)).isFalse();
        assertThat(pigOut.fired(pigged)).isTrue();
        assertThat(pigOut.points(pigged)).isOne();
    }

    @Test
    void sowSadIsTheSameRuleUnderSp24sName() {
        PigOut sowSad = PigOut.sowSad();

        assertThat(sowSad.name()).isEqualTo("Sow Sad");
        assertThat(sowSad).isInstanceOf(PigOut.class);
        assertThat(sowSad.points(sowSad.add(sowSad.add(sowSad.start(), 5), 1))).isOne();
    }

    @Test
    void tenDiceScoreOneOrTwentyToSixty() {
        RollDistribution ten = rules.rollDistribution(10, 6);

        assertThat(ten.size()).as("1, and 20 to 60").isEqualTo(42);
        assertThat(ten.chanceOf(1)).isEqualTo((Math.pow(6, 10) - Math.pow(5, 10)) / Math.pow(6, 10));
        assertThat(ten.points(ten.size() - 1)).isEqualTo(60);
    }
}
