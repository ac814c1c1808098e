package dev.hog.runner.commands;

import picocli.CommandLine.Option;

/** The {@code --seed} option. */
public final class SeedOption {
    @Option(names = "--seed", paramLabel = "S", description = "Seed the dice, to roll the same again (default: the"
            + " configuration's seed, else a new one).")
    Long seed;
}
