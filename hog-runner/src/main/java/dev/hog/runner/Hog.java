package dev.hog.runner;

import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.rule.RuleException;
import dev.hog.runner.commands.AnalyzeCommand;
import dev.hog.runner.commands.CompareCommand;
import dev.hog.runner.commands.ExperimentsCommand;
import dev.hog.runner.commands.PlayCommand;
import dev.hog.runner.commands.ReplayCommand;
import dev.hog.runner.commands.RulesetsCommand;
import dev.hog.runner.commands.ServeCommand;
import dev.hog.runner.commands.SimulateCommand;
import dev.hog.runner.commands.SolveCommand;
import dev.hog.runner.commands.TournamentCommand;
import dev.hog.runner.commands.TraceCommand;
import dev.hog.runner.config.ConfigException;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * The {@code hog} command.
 *
 * <p>Exit codes: 0 on success, 2 for a usage or configuration mistake (an unknown flag, ruleset, option or strategy, a
 * configuration file that does not read), 1 for a failure (a replay that differs from its recording, an I/O error, a
 * ruleset plugin that breaks its contract). Every mistake and failure is reported in one line on standard error,
 * without a stack trace; only a fault of {@code hog} itself prints one.
 */
@Command(name = "hog", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, versionProvider = Hog.Version.class,
        usageHelpAutoWidth = true,
        description = "Plays, traces, replays, simulates and solves the dice game Hog under the rules of CS 61A's"
                + " offerings.")
public final class Hog implements Callable<Integer> {
    /** Exit code for a usage or configuration mistake. */
    public static final int USAGE = 2;
    /** Exit code for a failure. */
    public static final int FAILURE = 1;

    private static final Pattern NOT_KEY_VALUE =
            Pattern.compile("Value for option option '(\\S+)' \\(KEY=VALUE\\) should be in KEY=VALUE format but"
                    + " was (.*)");

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
        CommandLine line = new CommandLine(this, new SessionFactory(session));
        chosen(args).forEach(line::addSubcommand);
        line.setOut(environment.out())
                .setErr(environment.err())
                .setParameterExceptionHandler(this::misused)
                .setExecutionExceptionHandler((e, command, parsed) -> failed(e));
        try {
            return line.execute(args);
        } catch (OutOfMemoryError e) {
            environment.err().println("hog: out of memory (" + e.getMessage() + "); ask for less, such as fewer"
                    + " --games or a smaller --goal, or give Java more with HOG_JAVA_OPTS=-Xmx4g");
            return FAILURE;
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

    /** A mistake on the command line: one line that says what was wrong, and where the help is. */
    private int misused(ParameterException e, String[] args) {
        Matcher notKeyValue = NOT_KEY_VALUE.matcher(e.getMessage());
        StringBuilder message = new StringBuilder(notKeyValue.find() ? notKeyValue.group(1) + " takes KEY=VALUE,"
                + " such as --set feral-hogs=false; not '" + notKeyValue.group(2) + "'" : e.getMessage().strip());
        if (e instanceof UnmatchedArgumentException unmatched) {
            List<String> suggestions = unmatched.getSuggestions().isEmpty() ? similarOptions(unmatched)
                    : unmatched.getSuggestions();
            if (!suggestions.isEmpty()) {
                message.append("; did you mean ").append(String.join(" or ", suggestions)).append('?');
            }
        }
        String command = e.getCommandLine().getCommandSpec().qualifiedName();
        environment.err().println("hog: " + message.toString().replace('\n', ' ') + " (see " + command + " --help)");
        return USAGE;
    }

    /** The command's options within two edits of an unknown one, such as --goal for --gaol. */
    private static List<String> similarOptions(UnmatchedArgumentException unmatched) {
        List<String> similar = new ArrayList<>();
        for (String argument : unmatched.getUnmatched()) {
            String name = argument.split("=", 2)[0];
            if (!name.startsWith("-")) {
                continue;
            }
            for (String option : unmatched.getCommandLine().getCommandSpec().optionsMap().keySet()) {
                if (option.startsWith("--") && edits(name, option) <= 2 && !similar.contains(option)) {
                    similar.add(option);
                }
            }
        }
        return similar;
    }

    /** The Levenshtein distance between two words. */
    private static int edits(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    /**
     * The one place a failure becomes an exit code and a line, by the SDK's three kinds (docs/errors.md): a caller's
     * mistake is a usage mistake (2); a ruleset's fault and an engine limit are failures (1), the fault naming the
     * ruleset's plugin and jar; anything else is a failure of hog itself, with its stack trace.
     */
    private int failed(Exception e) {
        if (e instanceof HogException || e instanceof ConfigException) {
            environment.err().println("hog: " + e.getMessage());
            return USAGE;
        }
        if (e instanceof EngineLimitException limit) {
            environment.err().println("hog: " + limit.getMessage());
            return FAILURE;
        }
        if (e instanceof RuleException broken) {
            String id = broken.ruleset().orElse("?");
            environment.err().println("hog: a rule of ruleset " + id + originOf(id) + " broke its contract, which is"
                    + " a fault in the ruleset for its author to fix: " + broken.getMessage());
            return FAILURE;
        }
        if (e instanceof PluginFault fault) {
            environment.err().println("hog: " + fault.getMessage());
            return FAILURE;
        }
        Optional<String> plugin = session.loadedPlugins().flatMap(plugins -> plugins.blame(e));
        if (plugin.isPresent()) {
            environment.err().println("hog: " + PluginFault.describe(plugin.get(), e));
            return FAILURE;
        }
        if (e instanceof UncheckedIOException io) {
            environment.err().println("hog: " + io.getMessage());
            return FAILURE;
        }
        environment.err().println("hog: internal error: " + e);
        e.printStackTrace(environment.err());
        return FAILURE;
    }

    /** Where a ruleset came from, as this run loaded it: its provider, version and jar. */
    private String originOf(String id) {
        return session.loadedPlugins().flatMap(plugins -> plugins.registry().entries().stream()
                .filter(entry -> entry.ruleset().id().equals(id)).findFirst()).map(entry -> ", from " + entry.origin())
                .orElse("");
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
