package dev.hog.runner;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The Python 3 that {@code python:FILE} runs ({@code HOG_PYTHON}, else {@code python3} on the PATH), for the tests
 * that need it. Without it they are skipped, saying so, unless {@code HOG_REQUIRE_PYTHON=1} (as the gate sets it)
 * makes that a failure.
 */
final class Python3 {
    /** Why Python 3 cannot run here, or empty if it can. */
    private static final String MISSING = missing();

    private Python3() {
    }

    /** Skips the calling test, or fails it where Python is required, if Python 3 does not run here. */
    static void assumeAvailable() {
        if (MISSING.isEmpty()) {
            return;
        }
        if ("1".equals(System.getenv("HOG_REQUIRE_PYTHON"))) {
            throw new IllegalStateException(MISSING);
        }
        Assumptions.abort(MISSING);
    }

    private static String missing() {
        String python = System.getenv().getOrDefault("HOG_PYTHON", "python3");
        String why = "no Python 3 to run python:FILE strategies: " + python;
        try {
            Process process = new ProcessBuilder(python, "-c", "import sys; sys.exit(sys.version_info < (3, 6))")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return why + " did not end";
            }
            return process.exitValue() == 0 ? "" : why + " is not Python 3.6 or later; install one (or set HOG_PYTHON to"
                    + " one)";
        } catch (IOException e) {
            return why + " cannot run; install Python 3 (or set HOG_PYTHON to one)";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return why + " was interrupted";
        }
    }
}
