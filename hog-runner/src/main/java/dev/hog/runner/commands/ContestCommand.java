package dev.hog.runner.commands;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.json.OutputFiles;
import dev.hog.runner.Environment;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.config.ConfigLoader;
import dev.hog.runner.io.Json;
import dev.hog.runner.strategy.DrawnStrategy;
import dev.hog.runner.strategy.PythonFiles;
import dev.hog.runner.strategy.StrategySpecs;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code hog contest}: a student's side of a {@code hog serve} strategy contest (docs/contest.md). {@code submit}
 * builds a strategy on the student's own machine, under the contest's rules, and sends only its table; {@code withdraw}
 * takes an entry back. The server never runs a student's code.
 */
@Command(name = "contest", description = {"Enters a strategy in a hog serve strategy contest, withdraws it, or exports"
        + " the contest's tables.",
        "hog contest submit builds the strategy here, under the contest's ruleset, options and goal, exactly as",
        "hog tournament would (python:hog.py runs hog.py on this machine), and sends the server only its table of",
        "choices: one row per score of the mover, one column per score of the opponent. See docs/contest.md."},
        subcommands = {ContestCommand.Submit.class, ContestCommand.Withdraw.class, ContestCommand.Export.class})
public final class ContestCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    /**
     * Without a subcommand: the usage, and a usage mistake.
     *
     * @return 2, the exit code of a usage mistake
     */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2; // a usage mistake, as the root command's own call() says; the commands do not know it
    }

    /** The options that say which contest: the server and the contest's id, and {@code --json}. */
    public static final class Where {
        @Option(names = "--server", paramLabel = "URL", required = true,
                description = "The hog serve that runs the contest, such as http://127.0.0.1:31415/.")
        String server;

        @Option(names = "--contest", paramLabel = "ID", required = true,
                description = "The contest's id, as its page shows it.")
        String contest;

        @Mixin
        JsonOption json;
    }

    /** The {@code --name} option: which entry. */
    public static final class EntryName {
        @Option(names = "--name", paramLabel = "NAME", required = true,
                description = "The entry's name on the leaderboard (at most 40 letters, one line, no / or \\).")
        String name;
    }

    /** {@code hog contest submit}: an entry, or its replacement. */
    @Command(name = "submit", description = {"Submits a strategy to a hog serve contest, or replaces an entry.",
            "Reads the contest from the server, builds STRATEGY here under its rules (any spec: python:hog.py,",
            "python:hog.py:final_strategy, table:FILE, always:4, a ruleset's named strategy...), and sends its table.",
            "A first submission prints the entry's secret: keep it, it alone replaces (--secret) or withdraws the",
            "entry. A strategy that chooses at random cannot be entered: an entry is one table of choices.",
            "With --json, the server's answer: {\"name\",\"secret\",\"hash\",\"contest\":{standings}}."})
    public static final class Submit implements Callable<Integer> {
        private final Session session;

        @Mixin
        private Where where;

        @Mixin
        private EntryName who;

        @Option(names = "--secret", paramLabel = "SECRET", description = "The entry's secret, from its first"
                + " submission: replaces the entry's table with this one.")
        private String secret;

        @Parameters(index = "0", paramLabel = "STRATEGY", description = "The strategy spec, such as python:hog.py.")
        private String strategySpec;

        /**
         * The command in a run's session.
         *
         * @param session what the run's commands share
         */
        public Submit(Session session) {
            this.session = session;
        }

        @Override
        public Integer call() {
            Environment environment = session.environment();
            PrintWriter out = environment.out();
            ContestServer server = ContestServer.of(where.server, where.contest);
            JsonNode contest = server.contest();
            if (contest.path("closed").asBoolean(false)) {
                throw new HogException("contest " + where.contest + " (" + contest.path("name").asText() + ") is"
                        + " closed" + (contest.hasNonNull("deadline") ? " (its deadline was "
                        + contest.get("deadline").asText() + ")" : "") + "; it takes no more submissions");
            }
            Setup setup = setup(contest.path("setup"));
            Strategy strategy = strategy(setup);
            String table = table(strategy, setup.rules(), environment);
            String previous = entry(contest, who.name).map(entry -> entry.path("hash").asText(null)).orElse(null);
            Map<String, String> body = new LinkedHashMap<>();
            body.put("name", who.name);
            body.put("table", table);
            body.put("format", "json");
            JsonNode answer;
            try {
                answer = server.send("POST", "entries", Json.line(body), secret);
            } catch (ContestServer.Refused e) {
                if (secret == null && previous != null && (e.status() == 401 || e.status() == 403)) {
                    throw new HogException(e.getMessage() + "; " + who.name + " is entered already: give its"
                            + " secret with --secret to replace its table, or choose another --name", e);
                }
                throw e;
            }
            if (where.json.json) {
                out.println(Json.line(answer));
                return 0;
            }
            JsonNode standings = answer.path("contest");
            String hash = answer.path("hash").asText("");
            String newSecret = answer.path("secret").asText(null);
            if (newSecret == null || secret != null) {
                out.println("Replaced " + who.name + "'s table in contest " + describe(standings) + " with "
                        + strategy + (hash.equals(previous) ? " (the same table as before: nothing new to play)."
                        : "."));
            } else {
                out.println("Entered " + strategy + " as " + who.name + " in contest " + describe(standings)
                        + ".");
            }
            out.println(standing(standings, who.name));
            if (newSecret != null && secret == null) {
                out.println("The entry's secret: " + newSecret);
                out.println("Keep it: it alone replaces this entry (hog contest submit ... --secret " + newSecret
                        + ") or withdraws it (hog contest withdraw ... --secret " + newSecret + "), and it is not"
                        + " shown again.");
            }
            return 0;
        }

        /** The contest's game: its ruleset, options and goal, whatever this machine's configuration says. */
        private Setup setup(JsonNode setup) {
            String id = setup.path("ruleset").asText("");
            if (id.isEmpty() || !setup.path("goal").canConvertToInt()) {
                throw new HogException("the server at " + where.server + " gave contest " + where.contest
                        + " without a ruleset and a goal: " + setup);
            }
            Ruleset ruleset;
            try {
                ruleset = session.plugins().ruleset(id);
            } catch (HogException e) {
                throw new HogException("contest " + where.contest + " plays ruleset " + id + ", which this hog does"
                        + " not have (" + e.getMessage() + "); add its plugin or house rules with --plugins or"
                        + " --rulesets", e);
            }
            Map<String, String> options = new LinkedHashMap<>();
            setup.path("options").fields().forEachRemaining(field -> options.put(field.getKey(),
                    field.getValue().asText()));
            GameDefinition rules;
            try {
                rules = ruleset.game(options).withGoal(setup.get("goal").asInt());
            } catch (HogException e) {
                throw new HogException("contest " + where.contest + "'s rules " + id + " " + options + " goal "
                        + setup.get("goal").asInt() + " are not ones this hog can play: " + e.getMessage(), e);
            }
            return new Setup(ruleset, rules, 0, 0, OptionalLong.empty(), List.of(), List.of(),
                    new ConfigLoader().bundledDefaults(), session.environment().workingDirectory());
        }

        /**
         * The strategy, built as {@code hog tournament} builds an entry; a random one is refused before Python's
         * warning about it, which speaks of tournaments, is printed.
         */
        private Strategy strategy(Setup setup) {
            Environment environment = session.environment();
            String given = strategySpec + " (the entry)";
            if (strategySpec.strip().equals("human")) {
                throw new HogException(given + ": a person cannot enter a contest; give python:hog.py, table:FILE,"
                        + " always:N or a ruleset's named strategy");
            }
            List<String> warnings = new ArrayList<>();
            StrategySpecs specs = new StrategySpecs(setup.ruleset(), setup.rules(),
                    rules -> session.solver().optimal(rules).strategy(), environment.in(), environment.out(),
                    session.plugins().pluginOf(setup.ruleset().id()), new PythonFiles(environment.variables(),
                            warnings::add, environment.terminal() ? Optional.of(environment.err())
                            : Optional.empty()));
            Strategy strategy;
            try {
                strategy = specs.parse(strategySpec, "the entry", "the opponent", environment.workingDirectory());
            } catch (HogException e) {
                throw new HogException(given + ": " + e.getMessage(), e);
            }
            if (strategy instanceof DrawnStrategy drawn) {
                throw new HogException(strategySpec + " chooses at random (it " + drawn.observed() + "); a contest"
                        + " entry is one table, the same choice every time at each pair of scores: make it choose"
                        + " without random, then submit it");
            }
            warnings.forEach(warning -> environment.err().println("hog: warning: " + warning));
            return strategy;
        }
    }

    /** {@code hog contest withdraw}: an entry taken out of the contest. */
    @Command(name = "withdraw", description = {"Withdraws an entry from a hog serve contest, with its secret.",
            "With --json, the server's answer: the contest's standings."})
    public static final class Withdraw implements Callable<Integer> {
        private final Session session;

        @Mixin
        private Where where;

        @Mixin
        private EntryName who;

        @Option(names = "--secret", paramLabel = "SECRET", required = true,
                description = "The entry's secret, from its first submission.")
        private String secret;

        /**
         * The command in a run's session.
         *
         * @param session what the run's commands share
         */
        public Withdraw(Session session) {
            this.session = session;
        }

        @Override
        public Integer call() {
            PrintWriter out = session.environment().out();
            ContestServer server = ContestServer.of(where.server, where.contest);
            JsonNode standings = server.send("DELETE", "entries/" + ContestServer.segment(who.name), null, secret);
            if (where.json.json) {
                out.println(Json.line(standings));
                return 0;
            }
            out.println("Withdrew " + who.name + " from contest " + describe(standings) + "; "
                    + count(standings.path("entries").size(), "entry", "entries") + " remain.");
            return 0;
        }
    }

    /** {@code hog contest export}: every entry's table, for a round robin elsewhere. */
    @Command(name = "export", description = {"Writes every entry's table of a hog serve contest to a folder, with the"
            + " contest's administrator's secret.",
            "One file per entry, named by the entry and the format it was submitted in (NAME.json or NAME.csv): the",
            "folder hog tournament --entries DIR and the Spark job's --entries read, for a contest past one machine's",
            "patience. With --json, the server's answer:",
            "{\"id\",\"setup\",\"entries\":[{\"name\",\"hash\",\"format\",\"table\"}]}."})
    public static final class Export implements Callable<Integer> {
        private final Session session;

        @Mixin
        private Where where;

        @Option(names = "--secret", paramLabel = "ADMIN", required = true,
                description = "The contest's administrator's secret, which opening it gave.")
        private String secret;

        @Parameters(index = "0", paramLabel = "DIR", description = "The folder to write the tables to; made if"
                + " absent.")
        private Path folder;

        /**
         * The command in a run's session.
         *
         * @param session what the run's commands share
         */
        public Export(Session session) {
            this.session = session;
        }

        @Override
        public Integer call() {
            Environment environment = session.environment();
            Path target = environment.resolve(folder);
            if (Files.exists(target) && !Files.isDirectory(target)) {
                throw new HogException(folder + " is a file; give a folder for the tables");
            }
            JsonNode tables = ContestServer.of(where.server, where.contest).send("GET", "tables", null, secret);
            try {
                Files.createDirectories(target);
            } catch (IOException e) {
                throw new HogException("cannot make the folder " + folder + " (" + e.getMessage() + ")", e);
            }
            List<String> files = new ArrayList<>();
            for (JsonNode entry : tables.path("entries")) {
                String format = entry.path("format").asText("json").equals("csv") ? "csv" : "json";
                String name = entry.path("name").asText();
                String file = (name.startsWith(".") ? "_" : "") + name + "." + format;
                OutputFiles.write(target.resolve(file), out -> out.write(entry.path("table").asText()));
                files.add(file);
            }
            if (where.json.json) {
                environment.out().println(Json.line(tables));
                return 0;
            }
            JsonNode setup = tables.path("setup");
            StringBuilder options = new StringBuilder();
            setup.path("options").fields().forEachRemaining(option -> options.append(" --set ")
                    .append(option.getKey()).append('=').append(option.getValue().asText()));
            environment.out().println("Wrote " + count(files.size(), "entry's table", "entries' tables") + " of"
                    + " contest " + where.contest + " to " + folder + "; hog tournament --ruleset "
                    + setup.path("ruleset").asText() + options + " --goal " + setup.path("goal").asText()
                    + " --entries " + folder + " plays them.");
            return 0;
        }
    }

    /**
     * The table of a strategy's choices as the contest's JSON: one row per score of the mover, one column per score of
     * the opponent, below the goal. A strategy that reads more of the state than the scores is asked as on the first
     * turn, and a warning says so.
     */
    static String table(Strategy strategy, GameDefinition rules, Environment environment) {
        Strategy bound = strategy.forGame(rules);
        int goal = rules.goal();
        if (!bound.readsOnlyScores()) {
            environment.err().println("hog: warning: " + strategy + " reads more than the two scores under "
                    + rules + ", and a contest entry is one choice per pair of scores: it is entered with its"
                    + " choices when the rules remember nothing yet");
        }
        StringBuilder json = new StringBuilder(goal * goal * 2 + goal * 3);
        json.append('[');
        for (int score = 0; score < goal; score++) {
            json.append(score == 0 ? "[" : ",[");
            for (int opponent = 0; opponent < goal; opponent++) {
                if (opponent > 0) {
                    json.append(',');
                }
                json.append(bound.numRolls(score, opponent));
            }
            json.append(']');
        }
        return json.append(']').toString();
    }

    /** The entry of a name in standings. */
    static Optional<JsonNode> entry(JsonNode standings, String name) {
        for (JsonNode entry : standings.path("entries")) {
            if (name.equals(entry.path("name").asText())) {
                return Optional.of(entry);
            }
        }
        return Optional.empty();
    }

    /** A contest in words: its name and id. */
    private static String describe(JsonNode standings) {
        return standings.path("name").asText("?") + " (" + standings.path("id").asText("?") + ")";
    }

    /** Where an entry stands, in a line: its rank of all, the opponents it beats, and how much is still to play. */
    static String standing(JsonNode standings, String name) {
        int entries = standings.path("entries").size();
        long pending = standings.path("pending").asLong(0);
        String still = pending == 0 ? "every pair is played"
                : count(pending, "pair", "pairs") + " still to play, so the rank may change";
        return entry(standings, name).map(entry -> String.format(Locale.ROOT, "Rank %d of %d: beats %d, %s; %s.",
                entry.path("rank").asInt(), entries, entry.path("beaten").asInt(),
                entry.path("meanWinRate").isNumber() ? String.format(Locale.ROOT, "mean win rate %.4f",
                        entry.get("meanWinRate").asDouble()) : "no pair of it played yet", still))
                .orElse(name + " is not in the standings the server gave; " + still + ".");
    }

    private static String count(long n, String one, String many) {
        return String.format(Locale.ROOT, "%,d %s", n, n == 1 ? one : many);
    }
}
