package dev.hog.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How long the {@code hog} command takes as a whole process, as a person at a terminal waits for it: each command run
 * ten times through the launcher, after one run that warms the disk, with the minimum and the median, beside a JVM
 * that only prints a line, in the same run. Run from the root of a clone, after {@code ./hog --version} has built the
 * command:
 * <pre>
 * java -cp hog-bench/target/benchmarks.jar dev.hog.bench.Startup [RUNS]
 * </pre>
 * JMH measures code inside one JVM; a process's start-up is outside its reach, so this is a plain program.
 */
public final class Startup {
    private static final List<List<String>> COMMANDS = List.of(
            List.of("./hog", "--version"),
            List.of("./hog", "rulesets"),
            List.of("./hog", "compare", "--ruleset", "su15", "always:4", "always:6"));

    private Startup() {
    }

    /**
     * Times the commands.
     *
     * @param args the number of timed runs of each, 10 by default
     * @throws IOException if a command cannot be started
     * @throws InterruptedException if interrupted while a command runs
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        if (!Files.isExecutable(Path.of("hog"))) {
            throw new IllegalStateException("Run this from the root of a Hog SDK clone, where ./hog is");
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("java.class.path");
        List<List<String>> all = new ArrayList<>();
        all.add(List.of(java, "-cp", classPath, Hello.class.getName()));
        all.addAll(COMMANDS);
        System.out.printf("%-55s %8s %8s%n", "command (" + runs + " runs)", "min ms", "median ms");
        for (List<String> command : all) {
            time(command);
            long[] millis = new long[runs];
            for (int run = 0; run < runs; run++) {
                millis[run] = time(command);
            }
            Arrays.sort(millis);
            String name = command.get(0).equals(java) ? "java (a JVM that prints a line)" : String.join(" ", command);
            System.out.printf("%-55s %8d %8d%n", name, millis[0], millis[runs / 2]);
        }
    }

    private static long time(List<String> command) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        int status = process.waitFor();
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (status != 0) {
            throw new IllegalStateException(String.join(" ", command) + " exited with " + status);
        }
        return millis;
    }

    /** The yardstick: a JVM that starts, prints a line and ends. */
    public static final class Hello {
        private Hello() {
        }

        /**
         * Prints a line.
         *
         * @param args ignored
         */
        public static void main(String[] args) {
            System.out.println("hello");
        }
    }
}
