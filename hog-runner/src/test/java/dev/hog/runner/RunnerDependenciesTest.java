package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * hog-runner's classes, as the JDK's jdeps reads them from the compiled classes: the subcommands are given the run's
 * {@link Session} and know nothing of the {@link Hog} command above them, so that the only way from the root package
 * to the commands and back is the root command listing its subcommands.
 */
class RunnerDependenciesTest {
    private static final String RUNNER = "dev.hog.runner.";
    private static final String COMMANDS = RUNNER + "commands.";
    private static final String ROOT_COMMAND = Hog.class.getName();
    /** Each class of hog-runner, with the classes of hog-runner it uses. */
    private static final Map<String, Set<String>> DEPENDENCIES = new TreeMap<>();

    @BeforeAll
    static void readTheClasses() {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
        StringWriter out = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:class", "-filter:none",
                Path.of("target/classes").toString());
        assertThat(status).as("jdeps: %s", out).isZero();
        for (String line : out.toString().split("\n")) {
            String[] parts = line.strip().split("\\s+");
            if (parts.length >= 3 && parts[1].equals("->") && parts[0].startsWith(RUNNER)
                    && parts[2].startsWith(RUNNER) && !parts[0].equals(parts[2])) {
                DEPENDENCIES.computeIfAbsent(parts[0], from -> new TreeSet<>()).add(parts[2]);
            }
        }
    }

    private static boolean isCommand(String type) {
        return type.startsWith(COMMANDS);
    }

    private static boolean isRootCommand(String type) {
        return type.equals(ROOT_COMMAND) || type.startsWith(ROOT_COMMAND + "$");
    }

    @Test
    void noCommandReachesTheRootCommand() {
        List<String> commands = DEPENDENCIES.keySet().stream().filter(RunnerDependenciesTest::isCommand).toList();
        assertThat(commands).as("the commands jdeps found").isNotEmpty();
        for (String command : commands) {
            assertThat(pathToTheRootCommand(command)).as("%s reaches %s", command, ROOT_COMMAND).isEmpty();
        }
    }

    @Test
    void onlyTheRootCommandDependsOnTheCommands() {
        Set<String> dependents = new TreeSet<>();
        DEPENDENCIES.forEach((type, uses) -> {
            if (!isCommand(type) && uses.stream().anyMatch(RunnerDependenciesTest::isCommand)) {
                dependents.add(type);
            }
        });
        assertThat(dependents).as("the classes outside %s that use it", COMMANDS).isNotEmpty()
                .allMatch(RunnerDependenciesTest::isRootCommand);
    }

    /** The classes from a command to the root command, if it reaches it through any of hog-runner's classes. */
    private static List<String> pathToTheRootCommand(String command) {
        Map<String, String> reachedFrom = new HashMap<>();
        Deque<String> todo = new ArrayDeque<>(List.of(command));
        reachedFrom.put(command, command);
        while (!todo.isEmpty()) {
            String next = todo.pop();
            if (isRootCommand(next)) {
                List<String> path = new ArrayList<>();
                for (String at = next; !at.equals(command); at = reachedFrom.get(at)) {
                    path.add(at);
                }
                path.add(command);
                Collections.reverse(path);
                return path;
            }
            for (String used : DEPENDENCIES.getOrDefault(next, Set.of())) {
                if (reachedFrom.putIfAbsent(used, next) == null) {
                    todo.add(used);
                }
            }
        }
        return List.of();
    }
}
