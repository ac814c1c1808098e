package dev.hog.runner.commands;

import picocli.CommandLine.Option;

/** The {@code --json} option. */
public final class JsonOption {
    @Option(names = "--json", description = "Write JSON lines instead of text.")
    boolean json;
}
