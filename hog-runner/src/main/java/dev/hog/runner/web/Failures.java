package dev.hog.runner.web;

import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.rule.RuleException;
import dev.hog.runner.PluginFault;
import java.lang.System.Logger.Level;
import java.util.Objects;

/**
 * What {@code hog serve} answers when a request fails: one status per kind of failure (docs/errors.md), and the
 * failure's own message, which says what was wrong. A failure of no known kind is a bug of the server: its client
 * learns only that, and the details go to the log, here and nowhere else; so do failures of the server's own work that
 * no client waits on.
 *
 * <p>Thread-safe if its log is.
 */
final class Failures {
    /** What the client of a request that failed for no known reason is told. */
    static final String UNEXPECTED = "the server failed to answer; its log says why";

    private final System.Logger log;

    /**
     * Failures that log unexpected ones to the given log.
     *
     * @param log where unexpected failures are logged, with their stack traces
     */
    Failures(System.Logger log) {
        this.log = Objects.requireNonNull(log, "log");
    }

    /**
     * The answer to a request that failed.
     *
     * @param status the HTTP status
     * @param message what the client is told, as {@code {"error":"..."}}
     * @param retryAfter the seconds after which a client told the server is busy may ask again, for the Retry-After
     *     header; 0 for other answers
     */
    record Answer(int status, String message, int retryAfter) {
        Answer(int status, String message) {
            this(status, message, 0);
        }
    }

    /**
     * What a failed request answers: a game no longer held 404, a server full of games or of heavy work 503 with when
     * to ask again, a lobby's refusal its own status
     * (401, 403, 409, 429), the games' database out of reach 503, a game larger than the server works on ({@link StateCap.TooLarge}) 422, the caller's mistake
     * ({@link HogException}) 400, an engine limit ({@link EngineLimitException}) 422, a ruleset's fault
     * ({@link RuleException}, or a plugin's as {@link PluginFault}) 500, and anything else a 500 that is logged.
     *
     * @param request the request, such as {@code POST /api/v2/games}, for the log
     * @param failure what went wrong
     * @return the status and the message
     */
    Answer answer(String request, RuntimeException failure) {
        if (failure instanceof Refused refused) {
            return new Answer(refused.status(), failure.getMessage());
        }
        if (failure instanceof dev.hog.runner.store.Database.Unavailable) {
            log.log(Level.WARNING, "hog serve: " + request + ": " + failure.getMessage());
            return new Answer(503, "the games' database is out of reach for now; try again in a few seconds", 5);
        }
        if (failure instanceof Games.Gone) {
            return new Answer(404, failure.getMessage());
        }
        if (failure instanceof Games.Busy busy) {
            return new Answer(503, failure.getMessage(), busy.retryAfter());
        }
        if (failure instanceof StateCap.TooLarge) {
            return new Answer(422, failure.getMessage());
        }
        if (failure instanceof HogException) {
            return new Answer(400, failure.getMessage());
        }
        if (failure instanceof EngineLimitException) {
            return new Answer(422, failure.getMessage());
        }
        if (failure instanceof RuleException || failure instanceof PluginFault) {
            return new Answer(500, failure.getMessage());
        }
        return new Answer(500, unanswered(request, failure));
    }

    /**
     * A request the server failed to answer, for no known reason: logged with its cause, here and nowhere else.
     *
     * @param request the request, such as {@code POST /api/v2/games}
     * @param failure what went wrong, if known
     * @return what the client is told, {@value #UNEXPECTED}
     */
    String unanswered(String request, Throwable failure) {
        log.log(Level.ERROR, "hog serve: " + request + " failed", failure);
        return UNEXPECTED;
    }

    /**
     * Work of the server's own that failed with no client waiting on it, such as odds solved in the background:
     * logged, as a warning with its message if it is of a known kind, else as a failure with its stack trace.
     *
     * @param task what was being done, such as {@code no odds for su20 against optimal}
     * @param failure what went wrong
     */
    void unattended(String task, RuntimeException failure) {
        Answer answer = answer(task, failure);
        if (!answer.message().equals(UNEXPECTED)) {
            log.log(Level.WARNING, "hog serve: " + task + ": " + answer.message());
        }
    }
}
