package dev.hog.runner;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Where the command runs: its input and output, its working directory, the folder the launcher lives in, and the
 * environment variables it reads.
 *
 * @param in the standard input, for people playing
 * @param out the standard output
 * @param err the standard error
 * @param workingDirectory where relative paths and {@code hog.yaml} are looked for
 * @param home the launcher's folder, whose {@code plugins} folder holds third-party rulesets, if known
 * @param terminal whether a person watches the output at a terminal, for progress bars
 * @param variables the environment variables, of which {@code python:FILE} reads {@code HOG_PYTHON},
 *     {@code HOG_PYTHON_TIMEOUT}, {@code HOG_PYTHON_PROCESSES}, {@code HOG_PYTHON_DRAWS} and, for where it keeps
 *     choices, {@code HOG_CACHE}, {@code XDG_CACHE_HOME} and {@code HOME}
 */
public record Environment(BufferedReader in, PrintWriter out, PrintWriter err, Path workingDirectory,
        Optional<Path> home, boolean terminal, Map<String, String> variables) {
    /**
     * A path as the user wrote it, resolved against the working directory.
     *
     * @param path the path
     * @return the resolved path
     */
    public Path resolve(Path path) {
        return workingDirectory.resolve(path);
    }
}
