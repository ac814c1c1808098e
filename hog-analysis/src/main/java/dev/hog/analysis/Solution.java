package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.game.GameDefinition;

/**
 * The game solved: its value and the optimal strategy when both players play optimally.
 *
 * @param rules the game: the rules in force and the goal
 * @param value the first player's chance of winning when both play optimally
 * @param strategy the optimal strategy, for either player
 * @param valueIteration whether the solution came from value iteration (the rules let some turn keep or lower the sum
 *     of the scores) rather than one exact backward pass
 * @param iterations the sweeps of value iteration, or 1 for the backward pass
 * @param seconds how long solving took
 */
@API(status = API.Status.STABLE, since = "1.0")
public record Solution(GameDefinition rules, double value, StrategyTable strategy, boolean valueIteration,
        int iterations, double seconds) {
}
