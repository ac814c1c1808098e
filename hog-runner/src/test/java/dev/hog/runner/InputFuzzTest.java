package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.HogException;
import dev.hog.api.play.Match;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.MatchSnapshots;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A seeded mutation fuzzer over everything the command reads from outside: configurations, house rules, strategy
 * tables in CSV and JSON, recorded games, {@code --set} values and strategy specs, and the saved matches embedders and
 * the server read. Each input is a seed from {@code src/test/resources/fuzz/TARGET/} with a few mutations (flipped
 * bits, structural characters, huge numbers, deep nesting, NUL bytes, bad UTF-8, byte-order marks, cuts, repeats),
 * run through the command as a user would run it. Whatever the input, the command must either work or fail with one
 * line of at most 300 characters that names no exception class, and exit with 1 or 2: never a stack trace, never an
 * internal error.
 *
 * <p>Each target runs for {@code hog.fuzz.seconds} (default 2) seconds from seed {@code hog.fuzz.seed} (default 1),
 * so a run is repeatable up to where its time ends. To fuzz longer:
 * {@code mvn -pl hog-runner -am test -Dtest=InputFuzzTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dhog.fuzz.seconds=600}. Inputs that break the contract are kept in {@code target/fuzz-failures/}.
 */
class InputFuzzTest {
    private static final long SECONDS = Long.getLong("hog.fuzz.seconds", 2);
    private static final long SEED = Long.getLong("hog.fuzz.seed", 1);
    private static final int MAX_LINE = 300;

    /**
     * A kind of input, and the command that reads it; a command that reports (replay's check, a line per game that
     * differs and a total) may print several lines, each within the limit.
     */
    record Target(String name, boolean reports, BiFunction<Path, byte[], String[]> command) {
        Target(String name, BiFunction<Path, byte[], String[]> command) {
            this(name, false, command);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Target> targets() {
        return Stream.of(
                new Target("config", (folder, input) -> {
                    write(folder.resolve("hog.yaml"), input);
                    return new String[] {"solve", "--goal", "3"};
                }),
                new Target("house", (folder, input) -> {
                    write(folder.resolve("rulesets/house.yaml"), input);
                    return new String[] {"solve", "--rulesets", "rulesets", "--ruleset", "mine", "--goal", "3"};
                }),
                new Target("table-csv", (folder, input) -> {
                    write(folder.resolve("t.csv"), input);
                    return new String[] {"compare", "--ruleset", ruleset(input), "--goal", "10", "table:t.csv",
                        "always:4"};
                }),
                new Target("table-json", (folder, input) -> {
                    write(folder.resolve("t.json"), input);
                    return new String[] {"compare", "--ruleset", "su15", "--goal", "10", "table:t.json", "always:4"};
                }),
                new Target("replay", true, (folder, input) -> {
                    write(folder.resolve("games.json"), input);
                    return new String[] {"replay", "games.json", "--check"};
                }),
                new Target("set", (folder, input) -> new String[] {"solve", "--goal", "3", "--set", text(input)}),
                new Target("spec", (folder, input) -> new String[] {"compare", "--ruleset", "su20", "--goal", "5",
                    text(input), "always:4"}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void noInputGetsMoreThanOneLineOrAStackTrace(Target target, @TempDir Path folder) throws IOException {
        List<byte[]> seeds = Mutations.seeds(target.name());
        Files.createDirectories(folder.resolve("rulesets"));
        Random random = new Random(SEED ^ target.name().hashCode());
        List<String> broken = new ArrayList<>();
        long end = System.nanoTime() + SECONDS * 1_000_000_000L;
        int tried = 0;
        while (System.nanoTime() < end && broken.size() < 5) {
            byte[] input = Mutations.mutate(seeds.get(random.nextInt(seeds.size())), random);
            String[] args = target.command().apply(folder, input);
            HogCli.Result result = new HogCli(folder).run(args);
            String why = contractBroken(result, target.reports());
            if (why != null) {
                String err = result.err();
                broken.add(why + " for input " + keep(target.name(), tried, input) + ": "
                        + (err.length() > 400 ? err.substring(0, 400) + "..." : err));
            }
            tried++;
        }
        System.out.printf("fuzz %s: %d inputs in %d s, %d broke the contract%n", target.name(), tried, SECONDS,
                broken.size());
        assertThat(broken).as("%d inputs tried", tried).isEmpty();
        assertThat(tried).isPositive();
    }

    /**
     * Saved matches, which the command does not read but embedders and the server do: a save either restores and
     * plays on, or is refused with a {@link HogException} of one line that names no exception class.
     */
    @Test
    void noSaveIsReadIntoAnythingButAMatchOrOneLine() throws IOException {
        List<byte[]> seeds = Mutations.seeds("save");
        Ruleset su20 = RulesetRegistry.discover().get("su20");
        Random random = new Random(SEED ^ "save".hashCode());
        List<String> broken = new ArrayList<>();
        long end = System.nanoTime() + SECONDS * 1_000_000_000L;
        int tried = 0;
        while (System.nanoTime() < end && broken.size() < 5) {
            byte[] input = Mutations.mutate(seeds.get(random.nextInt(seeds.size())), random);
            try {
                Match match = Match.restore(su20, MatchSnapshots.read(new ByteArrayInputStream(input), "save.json"))
                        .build();
                match.state();
            } catch (HogException e) {
                String message = String.valueOf(e.getMessage());
                if (message.contains("\n") || message.contains("Exception") || message.contains("com.fasterxml")) {
                    broken.add("a message of more than a line or naming a class for input "
                            + keep("save", tried, input) + ": " + message);
                }
            } catch (RuntimeException e) {
                broken.add(e.getClass().getName() + " for input " + keep("save", tried, input) + ": "
                        + e.getMessage());
            }
            tried++;
        }
        System.out.printf("fuzz save: %d inputs in %d s, %d broke the contract%n", tried, SECONDS, broken.size());
        assertThat(broken).as("%d inputs tried", tried).isEmpty();
        assertThat(tried).isPositive();
    }

    /** What is wrong with a run's output, or null if it keeps the contract. */
    private static String contractBroken(HogCli.Result result, boolean reports) {
        String all = result.out() + result.err();
        if (all.contains("\tat ") || all.contains("internal error") || all.contains("Exception")
                || all.contains("java.lang.") || all.contains("com.fasterxml") || all.contains("org.yaml")) {
            return "a stack trace or an exception's name";
        }
        if (result.exitCode() == 0) {
            return null;
        }
        if (result.exitCode() != 1 && result.exitCode() != 2) {
            return "exit code " + result.exitCode();
        }
        List<String> errors = result.err().lines().filter(line -> !line.startsWith("hog: warning: ")).toList();
        if (errors.isEmpty() || errors.size() > 1 && !reports) {
            return errors.size() + " lines";
        }
        return result.err().lines().filter(line -> line.length() > MAX_LINE).findFirst()
                .map(line -> "a line of " + line.length() + " characters").orElse(null);
    }


    /** The ruleset a CSV table seed is for: su20's tables carry its memory columns. */
    private static String ruleset(byte[] input) {
        return new String(input, 0, Math.min(input.length, 4_000), StandardCharsets.ISO_8859_1).contains("memory")
                ? "su20" : "su15";
    }

    /** An argument as the command line would pass it: text, without the NUL that no argument can hold. */
    private static String text(byte[] input) {
        return new String(input, StandardCharsets.UTF_8).replace("\0", "");
    }

    private static void write(Path file, byte[] input) {
        try {
            Files.write(file, input);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String keep(String target, int number, byte[] input) {
        try {
            Path file = Path.of("target", "fuzz-failures", target + "-" + number + ".bin");
            Files.createDirectories(file.getParent());
            Files.write(file, input);
            return file.toString();
        } catch (IOException e) {
            return "(not kept: " + e.getMessage() + ")";
        }
    }
}
