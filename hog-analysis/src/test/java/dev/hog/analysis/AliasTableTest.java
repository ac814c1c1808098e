package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.RollDistribution;
import dev.hog.api.ruleset.Ruleset;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A roll's score drawn in one step has the roll's exact distribution. */
class AliasTableTest {
    /** A ruleset without special rules: a roll scores its sum. */
    private static final Ruleset PLAIN = Ruleset.builder("plain").sides(6).build();

    /** The roll's table with this many columns, or with the fewest it needs for 0. */
    private static AliasTable table(RollDistribution roll, int columns) {
        return new AliasTable(points(roll), chances(roll), columns == 0 ? AliasTable.columnsFor(roll.size()) : columns);
    }

    private static int[] points(RollDistribution roll) {
        int[] points = new int[roll.size()];
        for (int i = 0; i < roll.size(); i++) {
            points[i] = roll.points(i);
        }
        return points;
    }

    private static double[] chances(RollDistribution roll) {
        double[] chances = new double[roll.size()];
        for (int i = 0; i < roll.size(); i++) {
            chances[i] = roll.chance(i);
        }
        return chances;
    }

    @ParameterizedTest(name = "{0} dice of {1} sides, {2} columns")
    @CsvSource({"1, 6, 0", "2, 6, 0", "6, 6, 0", "10, 6, 0", "3, 4, 0", "10, 4, 0", "5, 1, 0", "1, 6, 64", "6, 6, 64",
        "10, 6, 64", "3, 4, 128"})
    void givesEachScoreItsExactChanceToWithinTwoToTheMinus32(int dice, int sides, int columns) {
        RollDistribution roll = PLAIN.defaultGame().rollDistribution(dice, sides);
        AliasTable table = table(roll, columns);

        assertThat(table.size()).isEqualTo(columns == 0 ? AliasTable.columnsFor(roll.size()) : columns);
        for (int i = 0; i < roll.size(); i++) {
            assertThat(table.chanceOf(roll.points(i))).as("score %d", roll.points(i))
                    .isCloseTo(roll.chance(i), within(roll.size() * 0x1p-32));
        }
        assertThat(table.chanceOf(-1)).isZero();
    }

    @ParameterizedTest(name = "{0} dice of {1} sides, {2} columns")
    @CsvSource({"1, 6, 0", "3, 6, 0", "6, 6, 0", "10, 6, 0", "4, 4, 0", "1, 6, 64", "6, 6, 64"})
    void drawsPassAChiSquareTestAgainstTheExactDistribution(int dice, int sides, int columns) {
        RollDistribution roll = PLAIN.defaultGame().rollDistribution(dice, sides);
        AliasTable table = table(roll, columns);
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

    @Test
    void aTableHasAPowerOfTwoOfColumnsAndRoomForEveryScore() {
        RollDistribution roll = PLAIN.defaultGame().rollDistribution(6, 6);
        int[] points = points(roll);
        double[] chances = chances(roll);

        assertThat(AliasTable.columnsFor(roll.size())).isEqualTo(32);
        assertThatThrownBy(() -> new AliasTable(points, chances, 16)).hasMessage("16 columns cannot hold 31 scores");
        assertThatThrownBy(() -> new AliasTable(points, chances, 48)).hasMessage("48 columns cannot hold 31 scores");
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
