package dev.hog.runner.commands;

import picocli.CommandLine.Option;

/** The {@code --goal} option. */
public final class GoalOption {
    @Option(names = "--goal", paramLabel = "N",
            description = "The goal score (default: the configuration's, else the ruleset's, 100).")
    Integer goal;
}
