package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.RollDistribution;
import dev.hog.api.Ruleset;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A roll's score drawn in one step has the roll's exact distribution. */
class AliasTableTest {
    /** A ruleset without special rules: a roll scores its sum. */
    private static final Ruleset PLAIN = Ruleset.builder("plain").sides(6).build();

    private static AliasTable table(RollDistribution roll) {
        int[] points = new int[roll.size()];
        double[] chances = new double[roll.size()];
        for (int i = 0; i < roll.size(); i++) {
            points[i] = roll.points(i);
            chances[i] = roll.chance(i);
        }
        return new AliasTable(points, chances);
    }

    @ParameterizedTest(name = "{0} dice of {1} sides")
    @CsvSource({"1, 6", "2, 6", "6, 6", "10, 6", "3, 4", "10, 4", "5, 1"})
    void givesEachScoreItsExactChanceToWithinTwoToTheMinus32(int dice, int sides) {
        RollDistribution roll = PLAIN.defaultRules().rollDistribution(dice, sides);
        AliasTable table = table(roll);

        for (int i = 0; i < roll.size(); i++) {
            assertThat(table.chanceOf(roll.points(i))).as("score %d", roll.points(i))
                    .isCloseTo(roll.chance(i), within(roll.size() * 0x1p-32));
        }
        assertThat(table.chanceOf(-1)).isZero();
    }

    @ParameterizedTest(name = "{0} dice of {1} sides")
    @CsvSource({"1, 6", "3, 6", "6, 6", "10, 6", "4, 4"})
    void drawsPassAChiSquareTestAgainstTheExactDistribution(int dice, int sides) {
        RollDistribution roll = PLAIN.defaultRules().rollDistribution(dice, sides);
        AliasTable table = table(roll);
        int draws = 1_000_000;
        long[] counts = new long[roll.size()];
        SplittableRandom random = new SplittableRandom(dice * 31L + sides);
        int lowest = roll.points(0);
        for (int i = 0; i < draws; i++) {
            counts[indexOf(roll, table.sample(random.nextLong()), lowest)]++;
        }

        double chiSquare = 0;
        int cells = 0;
        for (int i = 0; i < roll.size(); i++) {
            double expected = roll.chance(i) * draws;
            if (expected >= 5) {
                chiSquare += (counts[i] - expected) * (counts[i] - expected) / expected;
                cells++;
            }
        }
        // The 99.9% point of chi-square with cells - 1 degrees of freedom (Wilson and Hilferty).
        double k = cells - 1;
        double critical = k * Math.pow(1 - 2 / (9 * k) + 3.0902 * Math.sqrt(2 / (9 * k)), 3);
        assertThat(chiSquare).isLessThan(critical);
    }

    private static int indexOf(RollDistribution roll, int points, int lowest) {
        for (int i = 0; i < roll.size(); i++) {
            if (roll.points(i) == points) {
                return i;
            }
        }
        throw new AssertionError("drew " + points + ", which the roll cannot score");
    }
}
