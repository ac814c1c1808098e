package dev.hog.api;

import java.util.Arrays;
import java.util.List;

/**
 * Test dice: they give fixed outcomes in order and then start again, whatever the number of sides asked for, and
 * count how many dice they have rolled.
 *
 * <p>Like all dice, test dice keep state and serve one game at a time.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class TestDice implements Dice {
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
