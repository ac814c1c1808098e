package dev.hog.rules.sp17;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.RollDistribution;
import dev.hog.api.play.Dice;
import dev.hog.api.rule.RollRule;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Pig Out, sp17: a 1 scores the number of 1s rolled, at most 11 minus the number of dice; fa16 counts them without the
 * cap.
 */
class PigOutTest {
    @ParameterizedTest(name = "roll_dice({0}, make_test_dice({1})) = {2}")
    @CsvSource(delimiter = ';', value = {"2; 4 6 1; 10", "3; 4 6 1; 1", "3; 1 2 3; 1", "4; 1 2 3; 2", "9; 1; 2",
            "7; 1 2 1; 4", "5; 4 2 3 3 4 1; 16", "2; 1; 2", "5; 5 4 3 2 1; 1", "10; 5 4 3 2 1; 1", "1; 1; 1",
            "10; 1; 1", "6; 1; 5", "5; 1; 5"})
    void theCoursesRolls(int dice, String faces, int points) {
        assertThat(roll(new PigOut(), dice, faces)).isEqualTo(points);
    }

    @ParameterizedTest(name = "uncapped: roll_dice({0}, make_test_dice({1})) = {2}")
    @CsvSource(delimiter = ';', value = {"10; 5 4 3 2 1; 2", "2; 1; 2", "9; 1; 9", "3; 4 6 1; 1", "2; 4 6; 10"})
    void fa16CountsTheOnesWithoutTheCap(int dice, String faces, int points) {
        assertThat(roll(PigOut.uncapped(), dice, faces)).isEqualTo(points);
    }

    @Test
    void firesOnlyWhenAOneComesUp() {
        PigOut rule = new PigOut();

        assertThat(rule.fired(fold(rule, 4, 6))).isFalse();
        assertThat(rule.fired(fold(rule, 4, 1, 6))).isTrue();
    }

    @Test
    void tenDiceScoreTheirSumOrOneAsTheCapAllowsOnlyOne() {
        RollDistribution roll = Sp17.ruleset().defaultGame().rollDistribution(10, 6);

        assertThat(IntStream.range(0, roll.size()).mapToDouble(roll::chance).sum()).isCloseTo(1.0, within(1e-12));
        assertThat(IntStream.range(0, roll.size()).map(roll::points)).containsExactlyInAnyOrderElementsOf(
                IntStream.concat(IntStream.of(1), IntStream.rangeClosed(20, 60)).boxed().toList());
        assertThat(roll.chanceOf(1)).isCloseTo(1 - Math.pow(5.0 / 6, 10), within(1e-12));
    }

    private static int roll(RollRule rule, int dice, String faces) {
        Dice test = Dice.test(parse(faces));
        int accumulator = rule.start();
        for (int i = 0; i < dice; i++) {
            accumulator = rule.add(accumulator, test.roll(6));
        }
        return rule.points(accumulator);
    }

    private static int fold(RollRule rule, int... faces) {
        int accumulator = rule.start();
        for (int face : faces) {
            accumulator = rule.add(accumulator, face);
        }
        return accumulator;
    }

    private static int[] parse(String faces) {
        return Arrays.stream(faces.trim().split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }
}
