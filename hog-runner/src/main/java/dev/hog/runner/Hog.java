package dev.hog.runner;

import dev.hog.analysis.Solver;
import dev.hog.api.HogException;
import dev.hog.api.RuleException;
import dev.hog.api.Strategy;
import dev.hog.runner.commands.CompareCommand;
import dev.hog.runner.commands.ExperimentsCommand;
import dev.hog.runner.commands.PlayCommand;
import dev.hog.runner.commands.ReplayCommand;
import dev.hog.runner.commands.RulesetsCommand;
import dev.hog.runner.commands.SimulateCommand;
import dev.hog.runner.commands.SolveCommand;
import dev.hog.runner.commands.TraceCommand;
import dev.hog.runner.config.ConfigException;
import dev.hog.runner.strategy.StrategySpecs;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The {@code hog} command.
 *
 * <p>Exit codes: 0 on success, 2 for a usage or configuration mistake (an unknown flag, ruleset, option or strategy, a
 * configuration file that does not read), 1 for a failure (a replay that differs from its recording, an I/O error).
 * Mistakes are reported in one line on standard error, without a stack trace.
 */
@Command(name = "hog", mixinStandardHelpOptions = true, versionProvider = Hog.Version.class,
        description = "Plays, traces, replays, simulates and solves the dice game Hog under the rules of CS 61A's"
                + " offerings.",
        subcommands = {RulesetsCommand.class, PlayCommand.class, TraceCommand.class, ReplayCommand.class,
                SimulateCommand.class, ExperimentsCommand.class, SolveCommand.class, CompareCommand.class,
                CommandLine.HelpCommand.class})
public final class Hog implements Callable<Integer> {
    /** Exit code for a usage or configuration mistake. */
    public static final int USAGE = 2;
    /** Exit code for a failure. */
    public static final int FAILURE = 1;

    private final Environment environment;
    private Solver solver;

    @Spec
    private CommandSpec spec;

    /**
     * The command in an environment.
     *
     * @param environment its input, output and folders
     */
    public Hog(Environment environment) {
        this.environment = environment;
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
        int code = new Hog(new Environment(in, out, err, Path.of("").toAbsolutePath(), home, terminal)).run(args);
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
        CommandLine line = new CommandLine(this)
                .setOut(environment.out())
                .setErr(environment.err())
                .setExecutionExceptionHandler(this::failed);
        try {
            return line.execute(args);
        } finally {
            environment.out().flush();
            environment.err().flush();
        }
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
     * The environment the subcommands run in.
     *
     * @return the environment
     */
    public Environment environment() {
        return environment;
    }

    /**
     * The solver of this run, made on first use: it keeps every game it solves, so {@code optimal} is solved once
     * per ruleset, options and goal.
     *
     * @return the solver
     */
    public Solver solver() {
        if (solver == null) {
            solver = new Solver();
        }
        return solver;
    }

    /**
     * Builds the two players' strategies from their specs.
     *
     * @param setup the setup
     * @return player 0's and player 1's strategies
     * @throws HogException if a spec given on the command line is wrong
     * @throws ConfigException if a spec in the configuration is wrong
     */
    public List<Strategy> strategies(Setup setup) {
        StrategySpecs specs = specs(setup);
        List<Setup.Player> players = setup.players();
        return List.of(strategy(specs, setup, players.get(0), players.get(1).name()),
                strategy(specs, setup, players.get(1), players.get(0).name()));
    }

    /**
     * Builds a strategy from a spec given on the command line.
     *
     * @param setup the setup whose rules and goal the strategy plays under
     * @param spec the spec
     * @param label what the spec was given as, for messages, such as {@code --vs}
     * @return the strategy
     * @throws HogException naming the label and the spec if the spec is wrong, or asks for a person
     */
    public Strategy strategy(Setup setup, String spec, String label) {
        if (spec.strip().equals("human")) {
            throw new HogException(label + " human: a person cannot be solved or simulated; give always:N, baseline,"
                    + " optimal, table:FILE or a ruleset's named strategy");
        }
        try {
            return specs(setup).parse(spec, label, "the opponent", environment.workingDirectory());
        } catch (HogException e) {
            throw new HogException(label + " " + spec + ": " + e.getMessage(), e);
        }
    }

    private StrategySpecs specs(Setup setup) {
        return new StrategySpecs(setup.rules(), solver(), environment.in(), environment.out());
    }

    private Strategy strategy(StrategySpecs specs, Setup setup, Setup.Player player, String opponent) {
        boolean fromFile = player.strategy().line() > 0;
        Path folder = fromFile ? setup.configFolder() : environment.workingDirectory();
        try {
            return specs.parse(player.strategy().value(), player.name(), opponent, folder);
        } catch (HogException e) {
            if (fromFile) {
                throw new ConfigException(player.source(), player.strategy(), e.getMessage());
            }
            throw new HogException(player.source() + " " + player.strategy().value() + ": " + e.getMessage(), e);
        }
    }

    private int failed(Exception e, CommandLine line, CommandLine.ParseResult parsed) {
        if (e instanceof HogException || e instanceof ConfigException) {
            environment.err().println("hog: " + e.getMessage());
            return USAGE;
        }
        if (e instanceof RuleException broken) {
            String origin = broken.ruleset().flatMap(id -> origin(id, parsed)).orElse("");
            environment.err().println("hog: a rule of ruleset " + broken.ruleset().orElse("?") + origin
                    + " broke its contract, which is a fault in the ruleset for its author to fix: "
                    + broken.getMessage());
            return FAILURE;
        }
        if (e instanceof UncheckedIOException io) {
            environment.err().println("hog: " + io.getCause().getMessage());
            return FAILURE;
        }
        environment.err().println("hog: internal error: " + e);
        e.printStackTrace(environment.err());
        return FAILURE;
    }

    /** Where a ruleset came from, as the command that failed loaded it: its provider, version and jar. */
    private Optional<String> origin(String id, CommandLine.ParseResult parsed) {
        CommandLine.ParseResult command = parsed.subcommand() == null ? parsed : parsed.subcommand();
        Path folder = command.matchedOptionValue("--plugins", (Path) null);
        Path plugins = folder != null ? environment.resolve(folder)
                : environment.home().map(home -> home.resolve("plugins")).filter(Files::isDirectory).orElse(null);
        try {
            return Plugins.load(plugins).registry().entries().stream().filter(entry -> entry.ruleset().id().equals(id))
                    .findFirst().map(entry -> ", from " + entry.origin());
        } catch (HogException unreadable) {
            return Optional.empty();
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
