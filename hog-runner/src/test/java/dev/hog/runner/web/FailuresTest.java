package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.rule.RuleException;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Each kind of failure answers its own status, as docs/errors.md says; only a bug of the server is logged. */
class FailuresTest {
    private final List<String> logged = new ArrayList<>();
    private final Failures failures = new Failures(new RecordingLog());

    @Test
    void theCallersMistakeIsA400WithItsMessage() {
        assertThat(failures.answer("POST /api/v2/games", new HogException("Unknown ruleset 'fa14'")))
                .isEqualTo(new Failures.Answer(400, "Unknown ruleset 'fa14'"));
        assertThat(logged).isEmpty();
    }

    @Test
    void aRulesetsFaultIsA500WithItsMessage() {
        RuleException fault = new RuleException("Rogue", "gave -3 points; points are 0 or more");

        assertThat(failures.answer("POST /api/v2/games/1/roll", fault))
                .isEqualTo(new Failures.Answer(500, fault.getMessage()));
        assertThat(logged).isEmpty();
    }

    @Test
    void anEngineLimitIsA422WithItsMessage() {
        assertThat(failures.answer("POST /api/v2/odds", new EngineLimitException("the values did not settle")))
                .isEqualTo(new Failures.Answer(422, "the values did not settle"));
        assertThat(logged).isEmpty();
    }

    @Test
    void anythingElseIsA500ThatSaysOnlyThatAndIsLogged() {
        IllegalStateException bug = new IllegalStateException("a bug");

        assertThat(failures.answer("GET /api/v2/rulesets", bug))
                .isEqualTo(new Failures.Answer(500, "the server failed to answer; its log says why"));
        assertThat(logged).containsExactly("ERROR hog serve: GET /api/v2/rulesets failed: " + bug);
    }

    @Test
    void backgroundWorkOfAKnownKindIsAWarningWithItsMessage() {
        failures.unattended("no odds for su20 against optimal", new EngineLimitException("the values did not settle"));

        assertThat(logged).containsExactly("WARNING hog serve: no odds for su20 against optimal: the values did not"
                + " settle");
    }

    @Test
    void backgroundWorkThatFailsForNoKnownReasonIsLoggedWithItsCause() {
        IllegalStateException bug = new IllegalStateException("a bug");

        failures.unattended("no odds for su20 against optimal", bug);

        assertThat(logged).containsExactly("ERROR hog serve: no odds for su20 against optimal failed: " + bug);
    }

    @Test
    void aRequestJettyFailedToAnswerIsLoggedAndTheClientToldOnlyThat() {
        IllegalStateException bug = new IllegalStateException("a bug");

        assertThat(failures.unanswered("GET /", bug)).isEqualTo("the server failed to answer; its log says why");
        assertThat(logged).containsExactly("ERROR hog serve: GET / failed: " + bug);
    }

    /** A log that keeps what it is told. */
    private final class RecordingLog implements System.Logger {
        @Override
        public String getName() {
            return "test";
        }

        @Override
        public boolean isLoggable(Level level) {
            return true;
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String message, Throwable thrown) {
            logged.add(level + " " + message + ": " + thrown);
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String format, Object... params) {
            logged.add(level + " " + format);
        }

        @Override
        public void log(Level level, Supplier<String> message, Throwable thrown) {
            logged.add(level + " " + message.get() + ": " + thrown);
        }
    }
}
