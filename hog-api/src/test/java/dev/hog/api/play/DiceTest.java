package dev.hog.api.play;

import dev.hog.api.HogException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.random.RandomGeneratorFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class DiceTest {
    @Test
    void testDiceCycleThroughTheirOutcomesWhateverTheSides() {
        TestDice dice = Dice.test(4, 1, 2);

        assertThat(new int[] {dice.roll(6), dice.roll(4), dice.roll(6), dice.roll(100)}).containsExactly(4, 1, 2, 4);
        assertThat(dice.rolled()).isEqualTo(4);
        assertThat(dice.outcomes()).containsExactly(4, 1, 2);
    }

    @Test
    void testDiceNeedOutcomesOfAtLeastOne() {
        assertThatThrownBy(Dice::test).isInstanceOf(HogException.class)
                .hasMessage("Test dice need at least one outcome");
        assertThatThrownBy(() -> Dice.test(3, 0)).isInstanceOf(HogException.class)
                .hasMessage("Test dice outcomes must be at least 1, not 0");
    }

    @Test
    void theSameSeedRollsTheSameFaces() {
        Dice one = Dice.fair(42);
        Dice two = Dice.fair(42);
        for (int i = 0; i < 1000; i++) {
            assertThat(one.roll(6)).isEqualTo(two.roll(6));
        }
    }

    @Test
    void fairDiceFromAGivenGeneratorMatchTheSeededOnes() {
        Dice seeded = Dice.fair(9);
        Dice given = Dice.fair(RandomGeneratorFactory.of(Dice.GENERATOR).create(9));
        for (int i = 0; i < 100; i++) {
            assertThat(given.roll(4)).isEqualTo(seeded.roll(4));
        }
    }

    @ParameterizedTest(name = "{0} sides")
    @ValueSource(ints = {1, 2, 4, 6, 7, 20, 1000})
    void fairDiceAreFairAndStayOnTheirFaces(int sides) {
        Dice dice = Dice.fair(2024);
        int rolls = 60_000 * Math.min(sides, 20);
        long[] counts = new long[sides + 1];
        for (int i = 0; i < rolls; i++) {
            int face = dice.roll(sides);
            assertThat(face).isBetween(1, sides);
            counts[face]++;
        }
        double expected = (double) rolls / sides;
        double chiSquare = 0;
        for (int face = 1; face <= sides; face++) {
            chiSquare += (counts[face] - expected) * (counts[face] - expected) / expected;
        }
        // Well above the 99.9th percentile of chi-square with sides - 1 degrees of freedom; the seed is fixed.
        assertThat(chiSquare).isLessThan(sides - 1 + 6 * Math.sqrt(2.0 * Math.max(sides - 1, 1)) + 10);
    }

    @Test
    void aDieNeedsASide() {
        assertThatThrownBy(() -> Dice.fair(1).roll(0)).isInstanceOf(HogException.class)
                .hasMessage("A die needs at least 1 side, not 0");
    }

    @Test
    void diceBySidesRollWithTheDiceForThatManySides() {
        Dice dice = Dice.bySides(Map.of(4, Dice.test(1), 6, Dice.test(3)));

        assertThat(dice.roll(4)).isEqualTo(1);
        assertThat(dice.roll(6)).isEqualTo(3);
        assertThatThrownBy(() -> dice.roll(8)).isInstanceOf(HogException.class)
                .hasMessage("No dice for 8-sided rolls: dice are given for [4, 6] sides");
    }

    @Test
    void savedFairDiceRollOnExactlyWhereTheyWere() {
        Dice dice = Dice.fair(77);
        for (int i = 0; i < 13; i++) {
            dice.roll(i % 2 == 0 ? 6 : 1000);
        }
        Dice restored = Dice.restore(dice.save().orElseThrow());

        for (int i = 0; i < 200; i++) {
            int sides = i % 3 == 0 ? 4 : i % 3 == 1 ? 6 : 100_000;
            assertThat(restored.roll(sides)).isEqualTo(dice.roll(sides));
        }
    }

    @Test
    void savedDiceThatAreNotFairOrTestDiceAreRefused() {
        assertThatThrownBy(() -> Dice.restore("loaded:6")).isInstanceOf(HogException.class)
                .hasMessage("Saved dice start with fair:Xoroshiro128PlusPlus: or test:, not loaded:6");
        assertThatThrownBy(() -> Dice.restore("fair:Xoroshiro128PlusPlus:1:x")).isInstanceOf(HogException.class)
                .hasMessage("Saved fair dice are fair:Xoroshiro128PlusPlus:SEED:DRAWS:BITS:CHUNKS, not"
                        + " fair:Xoroshiro128PlusPlus:1:x");
        assertThatThrownBy(() -> Dice.restore("fair:Xoroshiro128PlusPlus:1:9223372036854775807:0:0"))
                .isInstanceOf(HogException.class).hasMessageStartingWith("Saved fair dice have drawn");
    }

}
