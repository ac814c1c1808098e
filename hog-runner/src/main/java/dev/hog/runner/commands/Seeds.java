package dev.hog.runner.commands;

import java.util.SplittableRandom;

/** Seeds for runs the user did not seed: new each time, and printed so the run can be repeated. */
final class Seeds {
    private Seeds() {
    }

    /**
     * A new seed, from 0 up, so that it reads well and {@code --seed} takes it back.
     *
     * @return the seed
     */
    static long fresh() {
        return new SplittableRandom().nextLong() >>> 1;
    }
}
