package dev.hog.runner.web;

import static dev.hog.runner.web.ServedRules.required;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.RegretMap;
import dev.hog.analysis.Solver;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.runner.io.RegretReport;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;

/**
 * {@code POST /api/v2/regret-map}: where a strategy gives its chance away against an opponent, for the strategy page. A
 * regret map is computed in the request, and is the costliest thing the server does (two chains of every state a
 * game reaches, and the best response to the opponent), so it is bounded four ways: a game larger than
 * {@link StateCap} is refused before anything is solved, one map is computed at a time (a request meanwhile gets a
 * 503 and asks again), it is computed as a job of the server's {@link HeavyWork}, and the last few maps are kept. The
 * optimal opponent or strategy is the server's kept solution, solved as a job of its own before the map's.
 */
final class RegretApi {
    /** Maps kept, written as JSON once, with what they were asked for. */
    private static final int KEPT = 4;

    private final ServedRules served;
    private final Semaphore computing = new Semaphore(1);
    private final Map<Key, Api.Written> kept = new LastFew<>(KEPT);

    RegretApi(ServedRules served) {
        this.served = served;
    }

    /**
     * A request for a regret map.
     *
     * @param setup the set-up (its opponent is ignored)
     * @param strategy the spec of the strategy whose choices are weighed, such as {@code always:4}
     * @param opponent the spec of the opponent; {@code optimal} when absent
     */
    record Request(Api.Setup setup, String strategy, String opponent) {
    }

    /**
     * A regret map.
     *
     * @param strategy the strategy's name
     * @param opponent the opponent's name
     * @param goal the goal: rows and columns from 0 to goal - 1
     * @param total the chance the strategy gives away in all: {@code bestWinRate - winRate}
     * @param bestWinRate the best response's mean win rate against the opponent
     * @param winRate the strategy's
     * @param regret the regret by the strategy's score (rows) and the opponent's (columns), summed over what the rules
     *     remember and the turn
     * @param costliest the states that cost most, the costliest first, up to ten
     */
    @JsonPropertyOrder({"strategy", "opponent", "goal", "total", "bestWinRate", "winRate", "regret", "costliest"})
    record Reply(String strategy, String opponent, int goal, double total, double bestWinRate, double winRate,
            double[][] regret, List<RegretReport.State> costliest) {
    }

    /** What a map was asked for. */
    private record Key(GameDefinition rules, String strategy, String opponent) {
    }

    /**
     * The regret map a request asks for: kept, or computed now if no other is being computed.
     *
     * @param request the set-up and both strategies
     * @return the map
     * @throws HogException if the set-up or a spec is not possible
     * @throws StateCap.TooLarge if the game is too large to map
     * @throws Games.Busy if another map is being computed, or the server's heavy work is at its most
     */
    Api.Written map(Request request) {
        GameDefinition rules = served.rules(required(request.setup(), "setup"));
        String strategySpec = required(request.strategy(), "strategy").strip();
        String opponentSpec = request.opponent() == null || request.opponent().isBlank()
                ? ServedRules.DEFAULT_OPPONENT : request.opponent().strip();
        StateCap.check(rules, "a regret map follows the game state by state");
        PageApi.checkCells(rules.goal(), "a regret map");
        Key key = new Key(rules, strategySpec, opponentSpec);
        synchronized (kept) {
            Api.Written reply = kept.get(key);
            if (reply != null) {
                return reply;
            }
        }
        Strategy strategy = served.computer(rules, strategySpec);
        Strategy opponent = served.computer(rules, opponentSpec);
        if (!computing.tryAcquire()) {
            throw new Games.Busy("the server is computing another regret map; ask again in a minute", 60);
        }
        try {
            Api.Written reply = served.heavy().run("mapping the regret of " + strategy + " in " + rules, () -> {
                try (Solver solver = new Solver()) {
                    RegretMap map = RegretMap.of(solver, rules, strategy, opponent);
                    return Api.Written.of(new Reply(strategy.toString(), opponent.toString(), rules.goal(),
                            map.total(), map.bestWinRate(), map.winRate(), map.byScores(),
                            RegretReport.summary(map).costliest()));
                }
            });
            synchronized (kept) {
                kept.put(key, reply);
            }
            return reply;
        } finally {
            computing.release();
        }
    }
}
