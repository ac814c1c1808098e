package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The packaged {@code hog serve} as its own process, on a database, with a seed: for the tests that kill it.
 */
final class ServeProcess implements AutoCloseable {
    private static final Path JAR = Path.of(System.getProperty("hog.jar", "target/hog.jar"));
    private static final Pattern SERVED = Pattern.compile("^Hog is served at (http://\\S+/) ");

    /** Where it is served. */
    final URI uri;
    private final Process process;

    /**
     * Starts {@code hog serve --port 0 --seed 21 --db DATABASE} and waits for the line that says where it is served.
     *
     * @param database the JDBC URL
     * @param home the HOME of the process
     * @throws IOException if it cannot be started
     */
    ServeProcess(String database, Path home) throws IOException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", JAR.toString(), "serve", "--port", "0", "--seed", "21", "--db", database);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("HOME", home.toString());
        process = builder.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8));
        String line = out.readLine();
        Matcher served = SERVED.matcher(line == null ? "" : line);
        if (!served.find()) {
            process.destroyForcibly();
            throw new AssertionError("hog serve did not start: " + line);
        }
        uri = URI.create(served.group(1));
    }

    /** SIGKILL: no shutdown hook runs, nothing is flushed or closed. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("killed by SIGKILL").isEqualTo(128 + 9);
    }

    /** Stops it as Ctrl-C does, or kills it if it does not stop in 10 s. */
    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
