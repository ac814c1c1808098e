package dev.hog.runner;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The run the launcher records its class-data-sharing archive from: the commands people start most, in one JVM, with
 * their output dropped, so that the archive holds the classes each of them loads (the command line, discovery, the
 * configuration, house rulesets, tracing, the solver), not only one command's.
 */
public final class StartupTraining {
    private static final List<List<String>> COMMANDS = List.of(
            List.of("--version"),
            List.of("--help"),
            List.of("rulesets"),
            List.of("compare", "--ruleset", "su15", "always:4", "always:6"),
            List.of("trace", "--ruleset", "su20", "--dice", "3,4,5", "--p0", "always:3", "--p1", "bacon", "--goal",
                    "30", "--json"),
            List.of("simulate", "--ruleset", "su20", "--games", "1000", "--threads", "1"),
            List.of("solve", "--ruleset", "sp24", "--goal", "30"));

    private StartupTraining() {
    }

    /**
     * Runs the commands.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        Optional<Path> home = Optional.ofNullable(System.getProperty("hog.home")).map(Path::of);
        for (List<String> command : COMMANDS) {
            PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
            Environment environment = new Environment(new BufferedReader(new StringReader("")), nowhere, nowhere,
                    Path.of("").toAbsolutePath(), home, false, Map.of());
            new Hog(environment).run(command.toArray(String[]::new));
        }
    }
}
