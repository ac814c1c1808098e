package dev.hog.runner.web;

import static dev.hog.runner.web.ServedRules.required;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.hog.analysis.RulesetAnalysis;
import dev.hog.analysis.RulesetAnalysis.Report;
import dev.hog.analysis.Solver;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.io.AnalysisReports;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * {@code POST /api/v2/analyze}: the rule designer's report ({@code hog analyze}) for the page. A report solves the game
 * at every goal of its range, so every one of those games is checked against {@link StateCap} before anything is
 * queued; it is made in the background, one at a time, as a job of the server's {@link HeavyWork}, and the page asks
 * again until it is ready; the last few reports are kept, and a request while the queue is full is asked again by the
 * page.
 */
final class AnalysisApi implements AutoCloseable {
    /** Reports kept, and waiting to be made. */
    private static final int KEPT = 4;

    private final ServedRules served;
    private final Failures failures;
    private final Map<Key, Reply> kept = new LastFew<>(KEPT);
    private final Set<Key> making = new HashSet<>();
    /** Why the last few reports could not be made, told to the next request for each. */
    private final Map<Key, String> failed = new LastFew<>(KEPT);
    private final ThreadPoolExecutor background = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(KEPT), task -> {
                Thread thread = new Thread(task, "hog-serve-analysis");
                thread.setDaemon(true);
                return thread;
            });

    AnalysisApi(ServedRules served, Failures failures) {
        this.served = served;
        this.failures = failures;
    }

    /**
     * A request for a report.
     *
     * @param setup the set-up (its opponent is ignored)
     * @param fromGoal the first goal the fairest goal is sought among; 20 when absent
     * @param toGoal the last; 200 when absent
     */
    record Request(Api.Setup setup, Integer fromGoal, Integer toGoal) {
    }

    /**
     * A report, once made.
     *
     * @param ready whether it is made; if not, ask again
     * @param report every figure, as {@code hog analyze --json} gives them
     * @param text the report in words, as {@code hog analyze} prints it
     * @param valueByGoal the value by goal, as SVG
     * @param length the distribution of a game's length, as SVG
     * @param strategy the optimal strategy's heat map, as SVG
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"ready", "report", "text", "valueByGoal", "length", "strategy"})
    record Reply(boolean ready, Object report, String text, String valueByGoal, String length, String strategy) {
    }

    private record Key(GameDefinition rules, int from, int to) {
    }

    /**
     * The report of a set-up, if made; else it is queued.
     *
     * @param request the set-up and goals
     * @return the report, or not ready
     * @throws HogException if the set-up or the goals are not possible, the game is too large, or making the report
     *     failed
     */
    Reply analyse(Request request) {
        GameDefinition rules = served.rules(required(request.setup(), "setup"));
        int from = request.fromGoal() == null ? RulesetAnalysis.MIN_GOAL : request.fromGoal();
        int to = request.toGoal() == null ? RulesetAnalysis.MAX_GOAL : request.toGoal();
        if (from < 1 || to < from || to > 1_000) {
            throw new HogException("fromGoal and toGoal are goals from 1 to 1000 in order, such as 20 and 200, not "
                    + from + " and " + to);
        }
        // The report solves the set-up's game and the game at each goal of the range; the states grow with the goal,
        // so the largest of those goals stands for them all.
        StateCap.check(rules.withGoal(Math.max(rules.goal(), to)), "a report solves the game at the set-up's goal"
                + " and at every goal from fromGoal to toGoal, here " + from + " to " + to + " (run hog analyze on"
                + " the command line for larger games)");
        Ruleset ruleset = served.rulesetOf(rules);
        Key key = new Key(rules, from, to);
        synchronized (kept) {
            Reply reply = kept.get(key);
            if (reply != null) {
                return reply;
            }
            String failure = failed.remove(key);
            if (failure != null) {
                throw new HogException(failure);
            }
            if (!making.add(key)) {
                return new Reply(false, null, null, null, null, null);
            }
        }
        try {
            background.execute(() -> make(key, ruleset));
        } catch (RejectedExecutionException full) {
            synchronized (kept) {
                making.remove(key);
            }
        }
        return new Reply(false, null, null, null, null, null);
    }

    private void make(Key key, Ruleset ruleset) {
        try {
            Reply reply = served.heavy().inBackground("reporting on " + key.rules(), () -> {
                try (Solver solver = new Solver()) {
                    Report report = RulesetAnalysis.analyse(ruleset, key.rules(), solver, key.from(), key.to(),
                            goal -> { });
                    return new Reply(true, AnalysisReports.json(ruleset.id(), report), AnalysisReports.text(report),
                            AnalysisReports.valueByGoal(report), AnalysisReports.length(report),
                            AnalysisReports.strategy(report));
                }
            });
            synchronized (kept) {
                kept.put(key, reply);
            }
        } catch (Games.Busy e) {
            // Short of memory this time: nothing is recorded, so the page's next request queues the report again.
            failures.unattended("no report on " + key.rules(), e);
        } catch (HogException | EngineLimitException e) {
            synchronized (kept) {
                failed.put(key, "no report on " + key.rules() + ": " + e.getMessage());
            }
        } finally {
            synchronized (kept) {
                making.remove(key);
            }
        }
    }

    /** Stops the background work. */
    @Override
    public void close() {
        background.shutdownNow();
    }
}
