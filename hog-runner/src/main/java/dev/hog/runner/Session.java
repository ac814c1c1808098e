package dev.hog.runner;

import dev.hog.analysis.Solver;
import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import dev.hog.runner.config.ConfigException;
import dev.hog.runner.strategy.PythonFiles;
import dev.hog.runner.strategy.StrategySpecs;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the subcommands of one run of {@code hog} share: the environment, the rulesets (discovered on first use), the
 * solver (made on first use) and the players' strategies built from their specs. The {@code hog} command makes one
 * per run and gives it to each subcommand it builds, so that a subcommand needs nothing of the command above it.
 *
 * <p>Not thread-safe: a run's commands use it from the thread that runs them.
 */
public final class Session {
    /** What a command that plays no person takes instead of one. */
    private static final String MACHINES = "give always:N, baseline, optimal, table:FILE, python:FILE or a ruleset's"
            + " named strategy";

    private final Environment environment;
    private Path pluginsFolder;
    private Path rulesetsFolder;
    private Solver solver;
    private Plugins plugins;

    /**
     * A session in an environment, with the plugins and rulesets folders beside the launcher.
     *
     * @param environment its input, output and folders
     */
    public Session(Environment environment) {
        this.environment = environment;
    }

    /** Where {@code --plugins} says the plugin jars are, instead of the folder beside the launcher. */
    void pluginsFolder(Path folder) {
        this.pluginsFolder = folder;
    }

    /** Where {@code --rulesets} says the house rulesets are, instead of the folder beside the launcher. */
    void rulesetsFolder(Path folder) {
        this.rulesetsFolder = folder;
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
     * The solver of this run, made on first use and closed when the command ends: it keeps every game it solves, so
     * {@code optimal} is solved once per ruleset, options and goal.
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
     * The rulesets this run can use: the built-in ones, those of the plugins folder ({@code --plugins}, else
     * {@code plugins} beside the launcher) and the house rulesets of the rulesets folder ({@code --rulesets}, else
     * {@code rulesets} beside the launcher), loaded on first use; a warning is printed for each jar that cannot be
     * used.
     *
     * @return the rulesets
     * @throws HogException if {@code --plugins} or {@code --rulesets} is not a folder
     * @throws ConfigException if a house ruleset is not valid
     */
    public Plugins plugins() {
        if (plugins == null) {
            Path folder = pluginsFolder != null ? environment.resolve(pluginsFolder)
                    : environment.home().map(home -> home.resolve("plugins")).filter(Files::isDirectory).orElse(null);
            Plugins loaded = Plugins.load(folder);
            loaded.problems().forEach(problem -> environment.err()
                    .println(FailureLines.line("warning: " + problem, "")));
            Path house = rulesetsFolder != null ? environment.resolve(rulesetsFolder)
                    : environment.home().map(home -> home.resolve("rulesets")).filter(Files::isDirectory).orElse(null);
            HouseRulesets.Loaded houses = HouseRulesets.load(house, loaded.registry());
            houses.problems().forEach(line -> environment.err().println(FailureLines.line("warning: " + line, "")));
            List<String> problems = new ArrayList<>(loaded.problems());
            problems.addAll(houses.problems());
            plugins = new Plugins(houses.registry(), problems, loaded.jars(), houses.broken());
        }
        return plugins;
    }

    /** The rulesets, if this run has loaded them: a failure is blamed on a plugin only if one was loaded. */
    Optional<Plugins> loadedPlugins() {
        return Optional.ofNullable(plugins);
    }

    /** Ends the run: the solver lets its memory go. */
    void close() {
        if (solver != null) {
            solver.close();
        }
    }

    /**
     * Builds the two players' strategies from their specs; a person is asked on the standard output.
     *
     * @param setup the setup
     * @return player 0's and player 1's strategies
     * @throws HogException if a spec given on the command line is wrong
     * @throws ConfigException if a spec in the configuration is wrong
     */
    public List<Strategy> strategies(Setup setup) {
        return strategies(setup, environment.out());
    }

    /**
     * Builds the two players' strategies from their specs.
     *
     * @param setup the setup
     * @param prompts where a person is asked for their choices
     * @return player 0's and player 1's strategies
     * @throws HogException if a spec given on the command line is wrong
     * @throws ConfigException if a spec in the configuration is wrong
     */
    public List<Strategy> strategies(Setup setup, PrintWriter prompts) {
        StrategySpecs specs = specs(setup, prompts);
        List<Setup.Player> players = setup.players();
        return List.of(strategy(specs, setup, players.get(0), players.get(1).name()),
                strategy(specs, setup, players.get(1), players.get(0).name()));
    }

    /**
     * Builds the two players' strategies for a command that plays no person, such as a simulation.
     *
     * @param setup the setup
     * @return player 0's and player 1's strategies
     * @throws HogException if a player is a person, or a spec given on the command line is wrong
     * @throws ConfigException if a spec in the configuration is wrong
     */
    public List<Strategy> machines(Setup setup) {
        for (int i = 0; i < 2; i++) {
            Setup.Player player = setup.players().get(i);
            if (!player.strategy().value().strip().equals("human")) {
                continue;
            }
            if (player.strategy().line() > 0) {
                throw new HogException(player.source() + ": player " + i + " (" + player.name() + ") is human, and"
                        + " a person cannot be simulated; " + MACHINES.replace("give ", "give --p" + i + " "));
            }
            throw new HogException("--p" + i + " human: a person cannot be solved or simulated; " + MACHINES);
        }
        return strategies(setup);
    }

    /**
     * Builds a strategy from a spec given on the command line, for a command that plays no person.
     *
     * @param setup the setup whose rules and goal the strategy plays under
     * @param spec the spec
     * @param label what the spec was given as, for messages: an option, such as {@code --vs}, or a parameter in
     *     words, such as {@code the first strategy}
     * @return the strategy
     * @throws HogException naming the label and the spec if the spec is wrong, or asks for a person
     */
    public Strategy strategy(Setup setup, String spec, String label) {
        String given = label.startsWith("-") ? label + " " + spec : spec + " (" + label + ")";
        if (spec.strip().equals("human")) {
            throw new HogException(given + ": a person cannot be solved or simulated; " + MACHINES);
        }
        try {
            return specs(setup, environment.out()).parse(spec, label, "the opponent", environment.workingDirectory());
        } catch (HogException e) {
            throw new HogException(given + ": " + e.getMessage(), e);
        }
    }

    /**
     * The ruleset's baseline and named strategies, watched if the ruleset is a plugin's.
     *
     * @param setup the setup
     * @return the strategies, the baseline first
     */
    public List<Strategy> standardStrategies(Setup setup) {
        StrategySpecs specs = specs(setup, environment.out());
        return setup.ruleset().standardStrategies().stream().map(specs::watched).toList();
    }

    private StrategySpecs specs(Setup setup, PrintWriter prompts) {
        return new StrategySpecs(setup.ruleset(), setup.rules(), rules -> solver().optimal(rules).strategy(),
                environment.in(), prompts, plugins().pluginOf(setup.ruleset().id()),
                new PythonFiles(environment.variables()));
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
}
