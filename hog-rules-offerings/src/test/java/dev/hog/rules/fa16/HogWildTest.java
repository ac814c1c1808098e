package dev.hog.rules.fa16;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.RollDistribution;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.rule.TestTurn;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hog Wild, fa16: when the scores sum to a multiple of 7, each odd face is rolled once more. */
class HogWildTest {
    private final HogWild rule = new HogWild();

    @ParameterizedTest(name = "select_dice({0}, {1}, ...): re-rolled {2}")
    @CsvSource({"4, 24, true", "16, 64, false", "0, 0, true", "50, 80, false", "4, 25, false", "3, 4, true",
            "60, 80, true", "91, 98, true", "99, 96, false"})
    void appliesWhenTheScoresSumToAMultipleOfSeven(int score, int opponentScore, boolean rerolled) {
        // The course's select_dice cases (tests/04.py): whether the dice are wrapped by reroll, named 'rerolled'.
        assertThat(rule.appliesTo(TestTurn.of(score, opponentScore).withDice(3))).isEqualTo(rerolled);
        assertThat(rule.appliesTo(TestTurn.of(opponentScore, score).withDice(3))).as("symmetric").isEqualTo(rerolled);
    }

    @ParameterizedTest(name = "face {0}: rolled again {1}")
    @CsvSource({"1, true", "2, false", "3, true", "4, false", "5, true", "6, false"})
    void rerollsTheOddFaces(int face, boolean again) {
        assertThat(rule.rerolls(face)).isEqualTo(again);
    }

    @ParameterizedTest(name = "reroll(make_test_dice({0})) gives {1}")
    @CsvSource(delimiter = ';', value = {"2 4 6; 2 4 6 2", "1 3 5; 3 1 5 3", "3 2 4 1 5; 2 4 5 2",
            "1 1 1 1 2; 1 1 2 1"})
    void rollingEachOddFaceOnceMoreIsTheCoursesReroll(String outcomes, String faces) {
        // tests/03.py: each call of the re-rolled dice rolls once, and once more if the face is odd.
        Dice dice = Dice.test(parse(outcomes));
        int[] counted = IntStream.range(0, 4).map(die -> {
            int face = dice.roll(6);
            return rule.rerolls(face) ? dice.roll(6) : face;
        }).toArray();

        assertThat(counted).containsExactly(parse(faces));
    }

    private static int[] parse(String faces) {
        return Arrays.stream(faces.split(" ")).mapToInt(Integer::parseInt).toArray();
    }

    @Test
    void theEngineRollsEachOddFaceOnceMoreAndCountsTheSecond() {
        // From 0 to 0: the first die shows 1 and is rolled again, 4; the second shows 3 and is rolled again, 2; the
        // third shows 6 and stands. 4 + 2 + 6 = 12. Player 1 at 0 against 12 rolls without re-rolls: 1, Pig Out.
        GameRecord game = Match.builder(Fa16.ruleset()).players(Strategy.alwaysRoll(3), Strategy.alwaysRoll(1))
                .goal(12).dice(Dice.test(1, 4, 3, 2, 6, 1)).play();

        assertThat(game.turns().get(0).outcomes()).as("the faces that counted").containsExactly(4, 2, 6);
        assertThat(game.turns().get(0).points()).isEqualTo(12);
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .contains("Hog Wild! Each odd face is rolled once more, and the second face counts.");
    }

    @Test
    void aReRolledDieScoresAsOftenAsTheCoursesRerolledDice() {
        // A six-sided die that re-rolls odd faces shows 1, 3 and 5 each 1/12 of the time, 2, 4 and 6 each 1/4.
        GameDefinition rules = Fa16.ruleset().defaultGame();
        RollDistribution roll = rules.rollDistribution(rules.start(0, 0), 1);
        RollDistribution plain = rules.rollDistribution(rules.start(0, 1), 1);

        for (int face = 1; face <= 6; face++) {
            assertThat(roll.chanceOf(face)).as("face %d", face).isCloseTo(face % 2 == 1 ? 1 / 12.0 : 1 / 4.0,
                    within(1e-12));
            assertThat(plain.chanceOf(face)).as("face %d without Hog Wild", face).isCloseTo(1 / 6.0, within(1e-12));
        }
    }
}
