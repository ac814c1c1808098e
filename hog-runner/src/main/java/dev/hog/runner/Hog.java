package dev.hog.runner;

import dev.hog.runner.commands.AnalyzeCommand;
import dev.hog.runner.commands.CompareCommand;
import dev.hog.runner.commands.ContestCommand;
import dev.hog.runner.commands.ExperimentsCommand;
import dev.hog.runner.commands.PlayCommand;
import dev.hog.runner.commands.ReplayCommand;
import dev.hog.runner.commands.RulesetsCommand;
import dev.hog.runner.commands.ServeCommand;
import dev.hog.runner.commands.SimulateCommand;
import dev.hog.runner.commands.SolveCommand;
import dev.hog.runner.commands.TournamentCommand;
import dev.hog.runner.commands.TraceCommand;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.lang.reflect.Constructor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The {@code hog} command.
 *
 * <p>Exit codes: 0 on success, 2 for a usage or configuration mistake (an unknown flag, ruleset, option or strategy, a
 * configuration file that does not read), 1 for a failure (a replay that differs from its recording, an I/O error, a
 * ruleset plugin that breaks its contract). Every mistake and failure is reported in one line on standard error,
 * without a stack trace; only a fault of {@code hog} itself prints one. This class wires the command: its options,
 * its subcommands and picocli; what a failure prints and exits with is decided by {@link FailureLines}, and what a
 * mistake on the command line says by {@link UsageMistakes}.
 */
@Command(name = "hog", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, versionProvider = Hog.Version.class,
        usageHelpAutoWidth = true,
        description = "Plays, traces, replays, simulates and solves the dice game Hog under the rules of CS 61A's"
                + " offerings.")
public final class Hog implements Callable<Integer> {
    /** Exit code for a usage or configuration mistake. */
    public static final int USAGE = FailureLines.USAGE;
    /** Exit code for a failure. */
    public static final int FAILURE = FailureLines.FAILURE;

    /**
     * The subcommands, in the order the usage lists them. A run builds only those it names (picocli reads every
     * option of a command class when it is added, which a command that runs one of them need not pay for), all of
     * them when it names none, for the usage and for suggestions after a typo, and none for {@code --version}.
     */
    private static final Map<String, Class<?>> SUBCOMMANDS = subcommands();

    private final Environment environment;
    private final Session session;

    @Spec
    private CommandSpec spec;

    /**
     * The command in an environment.
     *
     * @param environment its input, output and folders
     */
    public Hog(Environment environment) {
        this.environment = environment;
        this.session = new Session(environment);
    }

    @Option(names = "--plugins", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "A folder of ruleset plugin jars (default: the plugins folder beside the hog launcher).")
    private void pluginsFolder(Path folder) {
        session.pluginsFolder(folder);
    }

    @Option(names = "--rulesets", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "A folder of house rulesets in YAML (default: the rulesets folder beside the hog launcher).")
    private void rulesetsFolder(Path folder) {
        session.rulesetsFolder(folder);
    }

    /**
     * Runs the command from a shell.
     *
     * @param args the arguments
     */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out,
                StandardCharsets.UTF_8)));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Optional<Path> home = Optional.ofNullable(System.getProperty("hog.home")).map(Path::of);
        boolean terminal = System.console() != null;
        int code = new Hog(new Environment(in, out, err, Path.of("").toAbsolutePath(), home, terminal,
                System.getenv())).run(args);
        out.flush();
        System.exit(code);
    }

    /**
     * Runs the command in-process.
     *
     * @param args the arguments
     * @return the exit code
     */
    public int run(String... args) {
        FailureLines failures = new FailureLines(session, environment.err());
        CommandLine line = new CommandLine(this, new SessionFactory(session));
        chosen(args).forEach(line::addSubcommand);
        line.setOut(environment.out())
                .setErr(environment.err())
                .setParameterExceptionHandler(new UsageMistakes(failures))
                .setExecutionExceptionHandler((e, command, parsed) -> failures.report(e));
        try {
            return line.execute(args);
        } catch (OutOfMemoryError e) {
            return failures.report(e);
        } finally {
            session.close();
            environment.out().flush();
            environment.err().flush();
        }
    }

    private static Map<String, Class<?>> subcommands() {
        Map<String, Class<?>> all = new LinkedHashMap<>();
        all.put("rulesets", RulesetsCommand.class);
        all.put("play", PlayCommand.class);
        all.put("trace", TraceCommand.class);
        all.put("replay", ReplayCommand.class);
        all.put("simulate", SimulateCommand.class);
        all.put("experiments", ExperimentsCommand.class);
        all.put("solve", SolveCommand.class);
        all.put("analyze", AnalyzeCommand.class);
        all.put("compare", CompareCommand.class);
        all.put("tournament", TournamentCommand.class);
        all.put("serve", ServeCommand.class);
        all.put("contest", ContestCommand.class);
        all.put("help", CommandLine.HelpCommand.class);
        return Collections.unmodifiableMap(all);
    }

    /** The subcommands a run needs: those its arguments name, unless it asks for help or names none. */
    private static Map<String, Class<?>> chosen(String... args) {
        List<String> words = Arrays.asList(args);
        if (!words.isEmpty() && words.stream().allMatch(word -> word.equals("--version") || word.equals("-V"))) {
            return Map.of();
        }
        Map<String, Class<?>> named = new LinkedHashMap<>(SUBCOMMANDS);
        named.keySet().retainAll(words);
        return named.isEmpty() || named.containsKey("help") ? SUBCOMMANDS : named;
    }

    /**
     * Without a subcommand: the usage, and a usage mistake.
     *
     * @return {@link #USAGE}
     */
    @Override
    public Integer call() {
        spec.commandLine().usage(environment.err());
        return USAGE;
    }

    /**
     * Makes the subcommands and their mixins with the session when they take one, and everything else as picocli
     * does: a subcommand is given what it needs rather than asking the command above it.
     */
    private static final class SessionFactory implements CommandLine.IFactory {
        private final Session session;
        private final CommandLine.IFactory standard = CommandLine.defaultFactory();

        SessionFactory(Session session) {
            this.session = session;
        }

        @Override
        public <K> K create(Class<K> type) throws Exception {
            for (Constructor<?> constructor : type.getConstructors()) {
                if (Arrays.equals(constructor.getParameterTypes(), new Class<?>[] {Session.class})) {
                    return type.cast(constructor.newInstance(session));
                }
            }
            return standard.create(type);
        }
    }

    /** The version, from the build. */
    public static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties properties = new Properties();
            try (InputStream in = Hog.class.getResourceAsStream("version.properties")) {
                if (in != null) {
                    properties.load(in);
                }
            }
            return new String[] {"hog " + properties.getProperty("version", "unknown")};
        }
    }
}
