package dev.hog.runner.commands;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options of a command that seats two players: the goal, the start scores, the seed, the two strategies and
 * JSON output. Each falls back on the configuration.
 */
public final class GameOptions {
    @Mixin
    GoalOption goal;

    @Option(names = "--score0", paramLabel = "N", description = "Player 0's start score (default: the"
            + " configuration's start, else 0).")
    Integer score0;

    @Option(names = "--score1", paramLabel = "N", description = "Player 1's start score (default: as for --score0).")
    Integer score1;

    @Mixin
    SeedOption seed;

    @Option(names = "--p0", paramLabel = "SPEC", description = "Player 0's strategy, such as baseline, always:4,"
            + " optimal, table:FILE, python:hog.py or human (default: the configuration's players).")
    String p0;

    @Option(names = "--p1", paramLabel = "SPEC", description = "Player 1's strategy (default: the configuration's"
            + " players).")
    String p1;

    @Mixin
    JsonOption json;

    /**
     * Whether JSON was asked for.
     *
     * @return {@code --json}
     */
    public boolean json() {
        return json.json;
    }
}
