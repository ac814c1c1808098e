package dev.hog.api.play;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.internal.Preconditions;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

/**
 * Rolls dice: one call rolls one die with the number of sides asked for.
 *
 * <p>The engine calls {@link #roll(int)} exactly once per die, even after a 1 has come up, and once more for a die
 * whose face a {@link dev.hog.api.rule.RerollRule re-roll rule} rolls again, so that test dice give their outcomes in
 * a predictable order. Dice may keep state (a random generator, a position in a list of outcomes),
 * so one dice object serves one game at a time and is not safe to share between threads.
 *
 * <p>Implementations:
 * <ul>
 *   <li>{@link #fair(long)}: fair dice from a seeded generator, the same faces for the same seed;</li>
 *   <li>{@link #test(int...)}: test dice that cycle through fixed outcomes whatever the number of sides;</li>
 *   <li>{@link #bySides(Map)}: different dice for different numbers of sides, as the su15 course tests use.</li>
 * </ul>
 */
@API(status = API.Status.STABLE, since = "1.0")
@FunctionalInterface
public interface Dice {
    /**
     * Rolls one die.
     *
     * @param sides the number of sides, at least 1
     * @return the face rolled, from 1 to {@code sides}: a {@link Match} refuses any other face with a
     *     {@link HogException} and does not play that turn, except from {@link #test(int...) test dice}
     * @throws HogException if these dice cannot roll a die with that many sides
     */
    int roll(int sides);

    /**
     * The dice as text from which {@link #restore(String)} makes dice that roll on exactly as these would, for a
     * {@link Match#snapshot() saved match}. Fair dice from {@link #fair()} or {@link #fair(long)} and test dice can be
     * saved; fair dice from a generator given to {@link #fair(java.util.random.RandomGenerator)}, dice by sides and
     * dice of your own cannot, unless they override this.
     *
     * @return the saved dice, or empty if these dice cannot be saved
     */
    default Optional<String> save() {
        return Optional.empty();
    }

    /**
     * Whether these dice give the faces that counted in turns played before, such as a recorded game's, rather than
     * faces rolled now: the engine then rolls no die again for a {@link dev.hog.api.rule.RerollRule re-roll rule},
     * because a face they give already stood. By default, {@code false}.
     *
     * @return {@code true} for dice that replay the faces that counted
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    default boolean givesCountedFaces() {
        return false;
    }

    /**
     * Dice that roll on exactly where saved dice left off.
     *
     * @param saved text made by {@link #save()}
     * @return the dice
     * @throws HogException if the text is not saved fair or test dice
     */
    static Dice restore(String saved) {
        Objects.requireNonNull(saved, "saved");
        Dice dice = FairDice.restore(saved);
        if (dice == null) {
            dice = TestDice.restore(saved);
        }
        if (dice == null) {
            throw new HogException("Saved dice start with fair:" + GENERATOR + ": or test:, not "
                    + Preconditions.shortened(saved));
        }
        return dice;
    }

    /** The generator fair dice use unless given one: the JDK's, fast enough for simulation at full speed. */
    String GENERATOR = "Xoroshiro128PlusPlus";

    /**
     * Fair dice from a generator seeded unpredictably, for play rather than experiments.
     *
     * @return new fair dice
     */
    static Dice fair() {
        return new FairDice(RandomGeneratorFactory.of(GENERATOR).create().nextLong());
    }

    /**
     * Fair dice from the JDK's {@value #GENERATOR} generator with this seed: the same seed rolls the same faces.
     *
     * @param seed the seed
     * @return new fair dice
     */
    static Dice fair(long seed) {
        return new FairDice(seed);
    }

    /**
     * Fair dice that draw from the given generator, 32 bits per die.
     *
     * @param random the generator; the dice use it exclusively
     * @return new fair dice
     */
    static Dice fair(RandomGenerator random) {
        return new FairDice(random);
    }

    /**
     * Test dice that give these outcomes in order, then start again, whatever the number of sides asked for: an
     * outcome above the sides counts as it is, as with the course's {@code make_test_dice}.
     *
     * @param outcomes the outcomes, each at least 1
     * @return new test dice
     * @throws HogException if there are no outcomes or one is below 1
     */
    static TestDice test(int... outcomes) {
        return new TestDice(outcomes);
    }

    /**
     * Dice that roll with the dice given for the number of sides asked for.
     *
     * @param dice dice by number of sides, such as {@code Map.of(4, Dice.test(1), 6, Dice.test(3))}
     * @return dice that pick by number of sides
     * @throws HogException if the map is empty
     */
    static Dice bySides(Map<Integer, ? extends Dice> dice) {
        return new DiceBySides(dice);
    }
}
