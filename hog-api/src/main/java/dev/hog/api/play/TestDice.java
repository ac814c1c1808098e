package dev.hog.api.play;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.internal.Preconditions;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Test dice: they give fixed outcomes in order and then start again, whatever the number of sides asked for, and
 * count how many dice they have rolled.
 *
 * <p>Like all dice, test dice keep state and serve one game at a time.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class TestDice implements Dice {
    private static final String SAVED = "test:";

    private final int[] outcomes;
    private int next;
    private long rolled;

    TestDice(int[] outcomes) {
        if (outcomes.length == 0) {
            throw new HogException("Test dice need at least one outcome");
        }
        for (int outcome : outcomes) {
            if (outcome < 1) {
                throw new HogException("Test dice outcomes must be at least 1, not " + outcome);
            }
        }
        this.outcomes = outcomes.clone();
    }

    /**
     * Whether saved dice are test dice.
     *
     * @param saved text made by {@link Dice#save()}, or empty
     * @return {@code true} if {@link #restore(String)} reads it
     */
    static boolean isSaved(String saved) {
        return saved.startsWith(SAVED);
    }

    /**
     * Test dice where saved ones left off.
     *
     * @param saved text made by {@link #save()}
     * @return the dice, or {@code null} if the text is not a test dice's
     */
    static TestDice restore(String saved) {
        if (!saved.startsWith(SAVED)) {
            return null;
        }
        String[] parts = saved.substring(SAVED.length()).split(":");
        try {
            if (parts.length != 3) {
                throw new NumberFormatException();
            }
            TestDice dice = new TestDice(Arrays.stream(parts[2].split(",")).mapToInt(Integer::parseInt).toArray());
            int next = Integer.parseInt(parts[0]);
            long rolled = Long.parseLong(parts[1]);
            if (next < 0 || next >= dice.outcomes.length || rolled < 0) {
                throw new NumberFormatException();
            }
            dice.next = next;
            dice.rolled = rolled;
            return dice;
        } catch (NumberFormatException e) {
            throw new HogException("Saved test dice are test:NEXT:ROLLED:OUTCOMES, such as test:0:0:4,1,2, not "
                    + Preconditions.shortened(saved));
        }
    }

    @Override
    public Optional<String> save() {
        return Optional.of(SAVED + next + ":" + rolled + ":"
                + Arrays.stream(outcomes).mapToObj(Integer::toString).collect(Collectors.joining(",")));
    }

    @Override
    public int roll(int sides) {
        int outcome = outcomes[next];
        next = next + 1 == outcomes.length ? 0 : next + 1;
        rolled++;
        return outcome;
    }

    /**
     * How many dice these test dice have rolled so far.
     *
     * @return the number of calls to {@link #roll(int)}
     */
    public long rolled() {
        return rolled;
    }

    /**
     * The outcomes, in the order they are given.
     *
     * @return the outcomes
     */
    public List<Integer> outcomes() {
        return Arrays.stream(outcomes).boxed().toList();
    }

    @Override
    public String toString() {
        return "test dice " + Arrays.toString(outcomes);
    }
}
