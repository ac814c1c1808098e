package dev.hog.analysis;

import dev.hog.api.API;

/**
 * The best response to a strategy: the strategy that wins most often against it, and how often.
 *
 * @param strategy the best response
 * @param winRate its exact chance of winning against the given strategy
 * @param seconds how long finding it took
 */
@API(status = API.Status.STABLE, since = "1.0")
public record BestResponse(StrategyTable strategy, ExactWinRate winRate, double seconds) {
}
