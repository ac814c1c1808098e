package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.rules.su20.Su20Provider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The catalogue of bad input: each kind of mistake people have made with {@code hog}, and each fault a plugin can
 * bring, with the exit code it must get and the one line it must print. A user's mistake exits with 2 and prints
 * exactly one line on standard error; a plugin's fault exits with 1 and names the plugin; nothing prints a stack
 * trace or calls itself an internal error.
 */
class BadInputCatalogueTest {
    private static final String GAME = "{\"ruleset\":\"su20\",\"goal\":100,\"start\":[0,0],\"turns\":[{\"player\":0,"
            + "\"dice\":1,\"outcomes\":[4]}]}";
    private static final String SU20_RECORDING = "[{\"ruleset\":\"su20\",\"goal\":10,\"start\":[0,0],\"turns\":["
            + "{\"player\":0,\"dice\":1,\"outcomes\":[%s]}]}]";
    private static final String MACHINES = "give always:N, baseline, optimal, table:FILE, python:FILE or a ruleset's"
            + " named strategy";
    private static final String GRUMPY = "hog: the plugin rogue 0.1 ({dir}/plugins/rogue.jar) has strategy grumpy"
            + " fail at scores 0 and 0 with java.lang.IllegalArgumentException: grumpy at 0, which is a fault in the"
            + " plugin for its author to fix";
    private static final String PLAYERS_WITHOUT_STRATEGIES = """
            ruleset: su20
            players:
              - name: Ann
              - name: Bob
            """;

    @TempDir
    static Path shared;

    private static Path rogue;
    private static Path nullRuleset;
    private static Path winded;

    /** Two plugins, built once: one with faults to order, one whose provider returns no ruleset. */
    @BeforeAll
    static void buildPlugins() {
        rogue = PluginJars.build(shared, shared.resolve("rogue.jar"), "com.example.rogue", """
                import dev.hog.api.ruleset.Option;
                import dev.hog.api.ruleset.Ruleset;
                import dev.hog.api.ruleset.RulesetProvider;
                import dev.hog.api.game.Strategy;
                import dev.hog.api.ruleset.StrategyDefinition;
                import dev.hog.api.rule.Turn;
                import dev.hog.api.rule.ZeroDiceRule;
                import java.util.List;

                public final class Provider implements RulesetProvider {
                    public Ruleset ruleset() {
                        ZeroDiceRule broken = new ZeroDiceRule() {
                            public String name() { return "Broken Bacon"; }
                            public int zeroDicePoints(Turn turn) { throw new IllegalStateException("no bacon"); }
                        };
                        return Ruleset.builder("rogue").name("Rogue Hog").description("Faults to order.")
                                .option(Option.flag("broken", false, "breaks the zero-dice rule"))
                                .rule(broken, "broken", "true").goal(20)
                                .strategy(StrategyDefinition.of("eleven", "rolls 11 dice", List.of(),
                                        values -> (score, opponent) -> 11))
                                .strategy(StrategyDefinition.of("grumpy", "fails", List.of(),
                                        values -> (score, opponent) -> {
                                            throw new IllegalArgumentException("grumpy at " + score);
                                        }))
                                .build();
                    }

                    public String version() { return "0.1"; }
                }
                """);
        winded = WindedPlugin.folder(shared).resolve(WindedPlugin.ID + ".jar");
        nullRuleset = PluginJars.build(shared, shared.resolve("empty-handed.jar"), "com.example.empty", """
                import dev.hog.api.ruleset.Ruleset;
                import dev.hog.api.ruleset.RulesetProvider;

                public final class Provider implements RulesetProvider {
                    public Ruleset ruleset() { return null; }
                }
                """);
    }

    /** How a case's line must appear. */
    enum Shown {
        /** Standard error is exactly the line: a mistake or a fault. */
        ALONE,
        /** Standard error is one line that begins with the line, the rest depending on the machine. */
        BEGINS,
        /** Standard error has the line among others (a warning), and the command goes on. */
        WARNED,
        /** Standard error is the line, once as a warning when the rulesets load and once as the mistake. */
        WARNED_THEN_ALONE,
        /** Standard output has the line: the command did what was asked. */
        OUTPUT
    }

    /**
     * One entry of the catalogue.
     *
     * @param name what the entry is
     * @param args the arguments, where {@code {dir}} is the working directory
     * @param files files to make in the working directory: text, bytes, or a path to copy
     * @param input the standard input
     * @param variables environment variables to set
     * @param python whether the case runs Python 3, and is skipped where there is none
     * @param exit the exit code
     * @param shown how the line appears
     * @param line the line, where {@code {dir}} is the working directory
     */
    record Case(String name, List<String> args, Map<String, Object> files, String input,
            Map<String, String> variables, boolean python, int exit, Shown shown, String line) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** Builds a case. */
    private static final class Entry {
        private final String name;
        private final List<String> args;
        private final Map<String, Object> files = new LinkedHashMap<>();
        private String input = "";
        private final Map<String, String> variables = new LinkedHashMap<>();
        private boolean python;
        private boolean warnedFirst;

        Entry(String name, String... args) {
            this.name = name;
            this.args = List.of(args);
        }

        Entry file(String file, Object content) {
            files.put(file, content);
            return this;
        }

        Entry input(String text) {
            this.input = text;
            return this;
        }

        Entry env(String variable, String value) {
            variables.put(variable, value);
            return this;
        }

        /** The case runs a Python file: it needs Python 3. */
        Entry python() {
            this.python = true;
            return this;
        }

        Entry warnedFirst() {
            this.warnedFirst = true;
            return this;
        }

        Case fails(int exit, String line) {
            return new Case(name, args, files, input, variables, python, exit,
                    warnedFirst ? Shown.WARNED_THEN_ALONE : Shown.ALONE, line);
        }

        Case begins(int exit, String line) {
            return new Case(name, args, files, input, variables, python, exit, Shown.BEGINS, line);
        }

        Case warns(String line) {
            return new Case(name, args, files, input, variables, python, 0, Shown.WARNED, line);
        }

        Case prints(String line) {
            return new Case(name, args, files, input, variables, python, 0, Shown.OUTPUT, line);
        }
    }

    private static Entry hog(String name, String... args) {
        return new Entry(name, args);
    }

    /**
     * A house ruleset file in a rulesets folder, and a command that asks for it: the file is reported as the rulesets
     * load, as a broken plugin jar is, and asking for its ruleset is the mistake.
     */
    private static Entry houseRules(String name, String yaml) {
        return houseRules(name, yaml, "mine");
    }

    /** The same, asking for the ruleset by the id the file names, or by the file's name if it names none. */
    private static Entry houseRules(String name, String yaml, String id) {
        return new Entry(name, "solve", "--ruleset", id, "--goal", "10", "--rulesets", "rulesets")
                .file("rulesets/house.yaml", yaml).warnedFirst();
    }

    static Stream<Case> catalogue() {
        List<Case> cases = new ArrayList<>();
        // The command line, read by picocli: one line each, naming the help.
        cases.add(hog("an unknown command", "plya")
                .fails(2, "hog: Unmatched argument at index 0: 'plya'; did you mean play or replay or analyze? (see hog --help)"));
        cases.add(hog("an unknown flag", "solve", "--gaol", "50")
                .fails(2, "hog: Unknown options: '--gaol', '50'; did you mean --goal? (see hog solve --help)"));
        cases.add(hog("a word for a number", "solve", "--goal", "abc")
                .fails(2, "hog: --goal takes a whole number; not 'abc' (see hog solve --help)"));
        cases.add(hog("a flag without its value", "compare", "baseline", "always:4", "--goal")
                .fails(2, "hog: Missing required parameter for option '--goal' (N) (see hog compare --help)"));
        cases.add(hog("a missing strategy to compare", "compare", "baseline")
                .fails(2, "hog: missing the second strategy, B (see hog compare --help)"));
        cases.add(hog("--set without a value", "solve", "--set", "feral-hogs")
                .fails(2, "hog: --set takes KEY=VALUE, such as --set feral-hogs=false; not 'feral-hogs'"
                        + " (see hog solve --help)"));

        cases.add(hog("a port past 65535", "serve", "--port", "70000")
                .fails(2, "hog: --port must be from 0 to 65535, not 70000"));
        cases.add(hog("a host that is not this machine", "serve", "--host", "nosuch.invalid", "--port", "0")
                .fails(2, "hog: cannot listen on nosuch.invalid:0 (Unresolved address); --host takes an address of"
                        + " this machine, such as 127.0.0.1 or 0.0.0.0 for every network"));
        cases.add(hog("a misspelt option of serve", "serve", "--prot", "3")
                .fails(2, "hog: Unknown options: '--prot', '3'; did you mean --port? (see hog serve --help)"));

        cases.add(hog("the list of commands", "--help")
                .prints("  compare      Computes the exact chance that strategy A beats strategy B."));

        // Rulesets, options and goals.
        cases.add(hog("an unknown ruleset", "solve", "--ruleset", "fa14")
                .fails(2, "hog: Unknown ruleset 'fa14'; the rulesets are " + HogCli.RULESETS));
        cases.add(hog("an option value the option does not take", "solve", "--set", "feral-hogs=maybe")
                .fails(2, "hog: --set feral-hogs=maybe: Option feral-hogs takes true or false, not 'maybe'"));
        cases.add(hog("an option the ruleset does not have", "solve", "--set", "bacon=1")
                .fails(2, "hog: --set bacon=1: Ruleset su20 has no option 'bacon'; its options are feral-hogs,"
                        + " swine-swap"));
        cases.add(hog("a goal of 0", "solve", "--goal", "0")
                .fails(2, "hog: The goal must be from 1 to 10000, not 0"));
        cases.add(hog("a goal past the largest", "solve", "--goal", "100000")
                .fails(2, "hog: The goal must be from 1 to 10000, not 100000"));

        // Strategies.
        cases.add(hog("eleven dice", "compare", "always:11", "baseline")
                .fails(2, "hog: always:11 (the first strategy): always:N needs a number of dice from 0 to 10, such as"
                        + " always:6;"
                        + " not always:11"));
        cases.add(hog("an unknown strategy", "compare", "bacon", "baseline", "--ruleset", "sp24")
                .fails(2, "hog: bacon (the first strategy): Unknown strategy 'bacon'; the strategies are always:N,"
                        + " baseline (always:6), boar[:threshold=11,rolls=6], sus[:threshold=11,rolls=6], catch-up,"
                        + " human, table:FILE, python:FILE[:FUNCTION], optimal"));
        cases.add(hog("a person in an exact comparison", "compare", "human", "baseline")
                .fails(2, "hog: human (the first strategy): a person cannot be solved or simulated; " + MACHINES));
        cases.add(hog("a table that is not there", "compare", "table:none.csv", "baseline")
                .fails(2, "hog: table:none.csv (the first strategy): Strategy table {dir}/none.csv: no such file"));
        byte[] lateBadByte = ("# a table of 9 KB of comments, then a byte that is not UTF-8\n" + "#\n".repeat(4_600)
                + "1,2\n3,4\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        lateBadByte[lateBadByte.length - 2] = (byte) 0xFF;
        cases.add(hog("a table whose bad byte comes after its first 8 KB", "compare", "table:late.csv", "baseline",
                "--goal", "2").file("late.csv", lateBadByte)
                .fails(2, "hog: table:late.csv (the first strategy): Strategy table {dir}/late.csv is not UTF-8 text; a"
                        + " table is a CSV or JSON text file"));
        cases.add(hog("a JSON table with a null row", "compare", "table:null.json", "baseline", "--goal", "2")
                .file("null.json", "[[1, 2], null]")
                .fails(2, "hog: table:null.json (the first strategy): {dir}/null.json:1:10: a JSON table is an array of"
                        + " rows of whole numbers"));
        cases.add(hog("a table with a word in it", "compare", "table:bad.csv", "baseline", "--goal", "2")
                .file("bad.csv", "1,2\n3,x\n")
                .fails(2, "hog: table:bad.csv (the first strategy): {dir}/bad.csv:2: value 2 is 'x', not a whole"
                        + " number"));

        // A student's hog.py as a strategy.
        String python = "hog: python:hog.py (the first strategy): ";
        String finalStrategy = python + "final_strategy in {dir}/hog.py ";
        cases.add(hog("a Python file that is not there", "compare", "python:none.py", "baseline")
                .fails(2, "hog: python:none.py (the first strategy): {dir}/none.py: no such file"));
        cases.add(hog("python: without a file", "compare", "python:", "baseline")
                .fails(2, "hog: python: (the first strategy): python:FILE[:FUNCTION] needs a file, such as"
                        + " python:hog.py or"
                        + " python:hog.py:final_strategy"));
        cases.add(hog("a function that is not a Python name", "compare", "python:hog.py:final-strategy", "baseline")
                .file("hog.py", strategy("return 4"))
                .fails(2, "hog: python:hog.py:final-strategy (the first strategy): python:FILE:FUNCTION names a"
                        + " Python function,"
                        + " such as python:hog.py:final_strategy; not 'final-strategy'"));
        cases.add(hog("no Python to run a student's file", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("return 4")).env("HOG_PYTHON", "/nonexistent/python3")
                .fails(2, python + "{dir}/hog.py needs Python 3, and HOG_PYTHON names /nonexistent/python3, which"
                        + " cannot be run; set HOG_PYTHON to a Python 3 program, or unset it to run python3 from the"
                        + " PATH"));
        cases.add(hog("a time limit in words", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("return 4")).env("HOG_PYTHON_TIMEOUT", "soon")
                .fails(2, python + "HOG_PYTHON_TIMEOUT is the seconds python:FILE's import or one choice may"
                        + " take, a whole number from 1 to 86400; not 'soon'"));
        cases.add(hog("processes in words", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("return 4")).env("HOG_PYTHON_PROCESSES", "many")
                .fails(2, python + "HOG_PYTHON_PROCESSES is the number of Python processes that ask python:FILE at"
                        + " once, a whole number from 1 to 256; not 'many'"));
        cases.add(hog("one draw of a random strategy", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("return 4")).env("HOG_PYTHON_DRAWS", "1")
                .fails(2, python + "HOG_PYTHON_DRAWS is the number of draws of a random python:FILE strategy's"
                        + " choices, a whole number from 2 to 1000; not '1'"));
        // Python words a syntax error differently from version to version; the line begins alike.
        cases.add(hog("a syntax error in a student's file", "compare", "python:hog.py", "baseline")
                .file("hog.py", "def final_strategy(score, opponent_score)\n    return 4\n").python()
                .begins(2, python + "{dir}/hog.py fails when imported: SyntaxError: "));
        cases.add(hog("a name error as the file is imported", "compare", "python:hog.py", "baseline")
                .file("hog.py", "GOAL_SCORE = x\n" + strategy("return 4")).python()
                .fails(2, python + "{dir}/hog.py fails when imported: NameError: name 'x' is not defined"));
        // The version of Python that ran it follows, and the remedy: another Python, through HOG_PYTHON.
        cases.add(hog("a module neither the folder nor Python has", "compare", "python:hog.py", "baseline")
                .file("hog.py", "from graphics import Canvas\n" + strategy("return 4")).python()
                .begins(2, python + "{dir}/hog.py fails when imported: ModuleNotFoundError: No module named"
                        + " 'graphics'; it ran on Python 3."));
        cases.add(hog("a file without final_strategy", "compare", "python:hog.py", "baseline")
                .file("hog.py", "def always_roll(n):\n    return lambda score, opponent_score: n\n").python()
                .fails(2, python + "{dir}/hog.py has no function final_strategy"));
        cases.add(hog("a named function that is a number", "compare", "python:hog.py:GOAL_SCORE", "baseline")
                .file("hog.py", "GOAL_SCORE = 100\n").python()
                .fails(2, "hog: python:hog.py:GOAL_SCORE (the first strategy): {dir}/hog.py has no function"
                        + " GOAL_SCORE; its"
                        + " GOAL_SCORE is of type int"));
        cases.add(hog("a strategy that divides by zero", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("return int(4 + 1 / (10 - score))")).python()
                .fails(2, finalStrategy + "raised ZeroDivisionError: division by zero at score 10, opponent 0"));
        cases.add(hog("a strategy of eleven dice", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("return 11 if (score, opponent_score) == (3, 5) else 4")).python()
                .fails(2, finalStrategy + "chose 11 dice at score 3, opponent 5; a strategy rolls 0 to 10"));
        cases.add(hog("a strategy that chops where the rules have no move", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("return -1 if score == 0 else 4")).python()
                .fails(2, finalStrategy + "chose -1 dice at score 0, opponent 0; a strategy rolls 0 to 10"));
        cases.add(hog("a strategy of a move fa16 does not have", "compare", "--ruleset", "fa16", "python:hog.py",
                "baseline")
                .file("hog.py", strategy("return -2 if score == 0 else 4")).python()
                .fails(2, finalStrategy + "chose -2 dice at score 0, opponent 0; a strategy rolls 0 to 10, or -1 for"
                        + " Pork Chop"));
        cases.add(hog("a strategy that returns nothing", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("num_rolls = 4")).python()
                .fails(2, finalStrategy + "returned None at score 0, opponent 0; a strategy returns a whole number of"
                        + " dice, 0 to 10"));
        cases.add(hog("a strategy that never returns", "compare", "python:hog.py", "baseline")
                .file("hog.py", strategy("while True:\n        pass")).env("HOG_PYTHON_TIMEOUT", "2").python()
                .fails(2, python + "{dir}/hog.py seems to hang: final_strategy made no choice for 2 s at score 0;"
                        + " final_strategy had made 0 of its 10,000 choices. HOG_PYTHON_TIMEOUT sets the seconds an"
                        + " import or a choice may take"));
        cases.add(hog("a file that never ends importing", "compare", "python:hog.py", "baseline")
                .file("hog.py", "while True:\n    pass\n").env("HOG_PYTHON_TIMEOUT", "2").python()
                .fails(2, python + "{dir}/hog.py seems to hang: importing it took more than 2 s; final_strategy had"
                        + " made 0 of its 10,000 choices. HOG_PYTHON_TIMEOUT sets the seconds an import or a choice"
                        + " may take"));
        cases.add(hog("a strategy that ends Python", "compare", "python:hog.py", "baseline")
                .file("hog.py", "import os\n" + strategy("os._exit(3)")).python()
                .fails(2, python + "{dir}/hog.py: Python stopped with exit code 3 at score 0, before every choice was"
                        + " made"));

        // Simulation bounds.
        cases.add(hog("the most games a long holds", "simulate", "--p0", "always:3", "--p1", "always:4", "--games",
                "9223372036854775807")
                .fails(2, "hog: --games must be from 2 to 4,503,599,627,370,496 (2^52, the most a simulation counts"
                        + " exactly); not 9,223,372,036,854,775,807"));
        cases.add(hog("2^62 games", "simulate", "--p0", "always:3", "--p1", "always:4", "--games",
                "4611686018427387904")
                .fails(2, "hog: --games must be from 2 to 4,503,599,627,370,496 (2^52, the most a simulation counts"
                        + " exactly); not 4,611,686,018,427,387,904"));
        cases.add(hog("4*10^13 games", "simulate", "--p0", "always:3", "--p1", "always:4", "--games",
                "40000000000000", "--threads", "0")
                .fails(2, "hog: --threads must be from 1 to " + 4 * Runtime.getRuntime().availableProcessors()
                        + " (4 per core, on " + cores() + " here); not 0"));
        cases.add(hog("one game", "simulate", "--p0", "always:3", "--p1", "always:4", "--games", "1")
                .fails(2, "hog: --games must be from 2 to 4,503,599,627,370,496 (2^52, the most a simulation counts"
                        + " exactly); not 1"));
        cases.add(hog("a million threads", "simulate", "--p0", "always:3", "--p1", "always:4", "--threads",
                "1000000")
                .fails(2, "hog: --threads must be from 1 to " + 4 * Runtime.getRuntime().availableProcessors()
                        + " (4 per core, on " + cores() + " here); not 1000000"));
        cases.add(hog("an odd number of games", "simulate", "--p0", "always:3", "--p1", "always:4", "--games", "3",
                "--seed", "1", "--threads", "1")
                .prints("3 games (seed 1): win rate 1.00000, 95% confidence interval 1.00000 to 1.00000."));
        cases.add(hog("a simulation to a goal", "simulate", "--p0", "always:3", "--p1", "always:4", "--games", "10",
                "--seed", "1", "--goal", "20", "--threads", "1")
                .prints("su20 (feral-hogs=true, swine-swap=true), goal 20: always:3 against always:4, averaged"
                        + " over both seats."));
        cases.add(hog("a simulation of the configuration's players and seed", "simulate", "--games", "10",
                "--threads", "1")
                .file("hog.yaml", "seed: 5\nplayers:\n  - name: A\n    strategy: always:5\n  - name: B\n"
                        + "    strategy: always:2\n")
                .prints("10 games (seed 5): win rate 0.70000, 95% confidence interval 0.42282 to 0.97718."));
        cases.add(hog("a simulation of the default person", "simulate", "--p1", "always:4")
                .fails(2, "hog: the bundled configuration: player 0 (You) is human, and a person cannot be"
                        + " simulated; give --p0 always:N, baseline, optimal, table:FILE, python:FILE or a"
                        + " ruleset's named strategy"));

        // Configured players without strategies, where no players are needed or flags give them.
        cases.add(hog("solve with players without strategies", "solve", "--goal", "10")
                .file("hog.yaml", PLAYERS_WITHOUT_STRATEGIES)
                .prints("Value of the game: the first player wins 0.663612 when both play optimally."));
        cases.add(hog("compare with players without strategies", "compare", "always:4", "always:5", "--goal", "10")
                .file("hog.yaml", PLAYERS_WITHOUT_STRATEGIES)
                .prints("su20 (feral-hogs=true, swine-swap=true), goal 10: always:4 beats always:5 0.682347"
                        + " moving first, 0.461432"
                        + " moving second, 0.571890 on average."));
        cases.add(hog("simulate with players without strategies", "simulate", "--p0", "always:4", "--p1",
                "always:5", "--games", "10", "--seed", "2", "--threads", "1")
                .file("hog.yaml", PLAYERS_WITHOUT_STRATEGIES)
                .prints("su20 (feral-hogs=true, swine-swap=true), goal 100: always:4 against always:5, averaged"
                        + " over both seats."));
        cases.add(hog("experiments with players without strategies", "experiments", "--games", "10", "--seed", "2",
                "--threads", "1")
                .file("hog.yaml", PLAYERS_WITHOUT_STRATEGIES)
                .prints("Max scoring num rolls for six-sided dice: 5"));
        cases.add(hog("a player without a strategy in a game", "trace", "--dice", "3", "--p1", "always:1")
                .file("hog.yaml", PLAYERS_WITHOUT_STRATEGIES)
                .fails(2, "hog: hog.yaml:3:3: player 0 needs a strategy: give --p0 SPEC, or a strategy in the"
                        + " configuration's players"));

        // Start scores.
        cases.add(hog("a start score at the goal", "trace", "--dice", "3", "--p0", "always:1", "--p1", "always:1",
                "--score0", "100")
                .fails(2, "hog: --score0 100: player 0's start score must be from 0 to 99, below the goal 100; not"
                        + " 100"));
        cases.add(hog("a configured start score past the goal", "play", "--p0", "always:1", "--p1", "always:1")
                .file("hog.yaml", "goal: 30\nstart: [10, 40]\n")
                .fails(2, "hog: hog.yaml:2:8: player 1's start score must be from 0 to 29, below the goal 30; not"
                        + " 40"));
        cases.add(hog("a negative start score", "trace", "--dice", "3", "--p0", "always:1", "--p1", "always:1",
                "--score1", "-4")
                .fails(2, "hog: --score1 -4: player 1's start score must be from 0 to 99, below the goal 100; not"
                        + " -4"));

        // Test dice.
        cases.add(hog("a face six-sided dice do not have", "trace", "--dice", "7", "--p0", "always:1", "--p1",
                "always:1")
                .fails(2, "hog: --dice 7: a 6-sided die came up 7, a face it does not have; give outcomes from 1 to"
                        + " 6"));
        cases.add(hog("the largest int as a face", "trace", "--dice", "2147483647", "--p0", "always:2", "--p1",
                "always:1")
                .fails(2, "hog: --dice 2147483647: a 6-sided die came up 2147483647, a face it does not have; give"
                        + " outcomes from 1 to 6"));
        cases.add(hog("a face of 0", "trace", "--dice", "3,0", "--p0", "always:1", "--p1", "always:1")
                .fails(2, "hog: --dice takes outcomes of at least 1, such as --dice 3,4,5; not 0"));
        cases.add(hog("a word for a face", "trace", "--dice", "3,x", "--p0", "always:1", "--p1", "always:1")
                .fails(2, "hog: --dice takes a whole number; not 'x' (see hog trace --help)"));

        // People at the end of their input.
        cases.add(hog("a person's input ends in a trace", "trace", "--dice", "3", "--p0", "human", "--p1",
                "always:1")
                .prints("No more input: the game stops here."));
        cases.add(hog("a person's input ends in a game", "play", "--seed", "1")
                .prints("No more input: the game stops here."));
        cases.add(hog("garbage at the prompt, then the end", "play", "--seed", "1").input("lots\n")
                .prints("No more input: the game stops here."));

        // What people read.
        cases.add(hog("the person wins", "play", "--p0", "always:1", "--goal", "1", "--seed", "1")
                .prints("You win, 3 to 0."));
        cases.add(hog("the commentary names the players", "play", "--p0", "always:4", "--p1", "always:1", "--goal",
                "5", "--seed", "3")
                .prints("  \"You take the lead by 17\""));

        // Recorded games.
        cases.add(hog("a replay file that is not there", "replay", "none.json")
                .fails(2, "hog: {dir}/none.json: no such file; give a JSON file of recorded games"));
        cases.add(hog("a replay file holding an object", "replay", "games.json")
                .file("games.json", GAME)
                .fails(2, "hog: {dir}/games.json:1:1: a file of recorded games is a JSON array of games,"
                        + " [{\"ruleset\": ...}, ...]; this one holds an object"));
        cases.add(hog("a null ruleset", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("\"su20\"", "null") + "]")
                .fails(2, "hog: {dir}/games.json:1:13: null for 'ruleset'; a game has ruleset, options, goal, start"
                        + " and turns, and a turn has player, dice, outcomes and scores, none of them null"));
        cases.add(hog("a null start", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("[0,0]", "null") + "]")
                .fails(2, "hog: {dir}/games.json:1:39: null for 'start'; a game has ruleset, options, goal, start"
                        + " and turns, and a turn has player, dice, outcomes and scores, none of them null"));
        cases.add(hog("null turns", "replay", "games.json")
                .file("games.json", "[{\"ruleset\":\"su20\",\"goal\":100,\"start\":[0,0],\"turns\":null}]")
                .fails(2, "hog: {dir}/games.json:1:53: null for 'turns'; a game has ruleset, options, goal, start"
                        + " and turns, and a turn has player, dice, outcomes and scores, none of them null"));
        cases.add(hog("a null game", "replay", "games.json")
                .file("games.json", "[null, " + GAME + "]")
                .fails(2, "hog: {dir}/games.json:1:2: game 0 is null; a game is an object with ruleset, options,"
                        + " goal, start and turns"));
        cases.add(hog("a null turn", "replay", "games.json")
                .file("games.json", "[{\"ruleset\":\"su20\",\"goal\":100,\"start\":[0,0],\"turns\":[null]}]")
                .fails(2, "hog: {dir}/games.json:1:54: null in 'turns'; a game has ruleset, options, goal, start"
                        + " and turns, and a turn has player, dice, outcomes and scores, none of them null"));
        cases.add(hog("null outcomes", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("[4]", "null") + "]")
                .fails(2, "hog: {dir}/games.json:1:86: null for 'outcomes'; a game has ruleset, options, goal, start"
                        + " and turns, and a turn has player, dice, outcomes and scores, none of them null"));
        cases.add(hog("a null outcome", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("[4]", "[null]") + "]")
                .fails(2, "hog: {dir}/games.json:1:87: null in 'outcomes'; a game has ruleset, options, goal, start"
                        + " and turns, and a turn has player, dice, outcomes and scores, none of them null"));
        cases.add(hog("a player past the whole numbers", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("\"player\":0", "\"player\":99999999999") + "]")
                .fails(2, "hog: {dir}/games.json:1:75: 'player' must be a whole number, not 99999999999, which is out of"
                        + " range"));
        cases.add(hog("a player of a fraction", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("\"player\":0", "\"player\":0.5") + "]")
                .fails(2, "hog: {dir}/games.json:1:64: 'player' must be a whole number, not a number with a fraction"));
        cases.add(hog("a null start score", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("[0,0]", "[null,0]") + "]")
                .fails(2, "hog: {dir}/games.json:1:40: null in 'start'; a game has ruleset, options, goal, start"
                        + " and turns, and a turn has player, dice, outcomes and scores, none of them null"));
        cases.add(hog("a null recorded score", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("\"outcomes\":[4]", "\"outcomes\":[4],\"scores\":[null,0]") + "]")
                .fails(2, "hog: {dir}/games.json:1:100: null in 'scores'; a game has ruleset, options, goal, start"
                        + " and turns, and a turn has player, dice, outcomes and scores, none of them null"));
        cases.add(hog("a null goal", "replay", "games.json")
                .file("games.json", "[" + GAME.replace("\"goal\":100", "\"goal\":null") + "]")
                .fails(2, "hog: {dir}/games.json:1:27: 'goal' must be a whole number, not null"));
        cases.add(hog("an outcome of 0", "replay", "games.json")
                .file("games.json", SU20_RECORDING.formatted("0"))
                .fails(2, "hog: {dir}/games.json:1:86: an outcome is a face of a die, 1 or more; not 0"));
        cases.add(hog("an outcome past the die's faces", "replay", "games.json")
                .file("games.json", SU20_RECORDING.formatted("7"))
                .fails(1, "games.json: game 0, turn 1: the recorded outcome 7 is not a face of the 6-sided die the"
                        + " engine rolled; its faces are 1 to 6"));
        cases.add(hog("a recording of an unknown ruleset", "replay", "games.json")
                .file("games.json", SU20_RECORDING.formatted("4").replace("su20", "fa14"))
                .fails(1, "games.json: game 0, Unknown ruleset 'fa14'; the rulesets are "
                        + HogCli.RULESETS));

        // Configuration files.
        cases.add(hog("a binary configuration", "solve")
                .file("hog.yaml", new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 1})
                .fails(2, "hog: hog.yaml: is not UTF-8 text; a configuration is a YAML text file, such as ruleset:"
                        + " su20"));
        cases.add(hog("a tab in YAML", "solve")
                .file("hog.yaml", "ruleset: su20\ngoal:\t50\n")
                .fails(2, "hog: hog.yaml:2:5: a tab character; YAML indents and separates with spaces, never tabs"));
        cases.add(hog("an unknown key behind an anchor", "solve")
                .file("hog.yaml", "base: &b\n  goal: 50\nruleset: su20\n")
                .fails(2, "hog: hog.yaml:1:1: unknown key 'base'; known keys: ruleset, options, goal, start, seed,"
                        + " players, commentary"));
        cases.add(hog("a merge key", "solve")
                .file("hog.yaml", "players:\n  - <<: {name: A}\n    strategy: baseline\n  - strategy: baseline\n")
                .fails(2, "hog: hog.yaml:2:5: YAML merge keys (<<: *anchor) are not supported; write the keys"
                        + " out"));
        cases.add(hog("a quoted true", "solve")
                .file("hog.yaml", "ruleset: su20\noptions:\n  feral-hogs: \"true\"\n")
                .fails(2, "hog: hog.yaml:3:15: option feral-hogs is true or false, not the text 'true'; write it"
                        + " without quotes"));
        cases.add(hog("a quoted number", "solve")
                .file("hog.yaml", "goal: '100'\n")
                .fails(2, "hog: hog.yaml:1:7: goal must be a whole number, not '100'"));
        cases.add(hog("an unknown key", "solve")
                .file("hog.yaml", "ruleset: su20\ngaol: 50\n")
                .fails(2, "hog: hog.yaml:2:1: unknown key 'gaol'; known keys: ruleset, options, goal, start, seed,"
                        + " players, commentary"));
        cases.add(hog("a repeated key", "solve")
                .file("hog.yaml", "goal: 50\ngoal: 60\n")
                .fails(2, "hog: hog.yaml:2:1: duplicate key 'goal'; each key may appear once"));
        cases.add(hog("two documents", "solve")
                .file("hog.yaml", "goal: 50\n---\ngoal: 60\n")
                .fails(2, "hog: hog.yaml:3:1: a configuration is one YAML document; remove the second one that"
                        + " starts here"));
        cases.add(hog("a configuration that is not there", "solve", "--config", "none.yaml")
                .fails(2, "hog: none.yaml: no such file"));
        // What a mutation fuzzer found in configurations: nulls, broken YAML, keys that are not text, deep nesting.
        cases.add(hog("an empty entry in the commentary", "solve")
                .file("hog.yaml", "ruleset: su20\ncommentary: [scores, ~]\n")
                .fails(2, "hog: hog.yaml:2:22: commentary[1] is empty; give it a value, or leave the entry out"));
        cases.add(hog("an option without a value", "solve")
                .file("hog.yaml", "ruleset: su20\noptions:\n  feral-hogs:\n")
                .fails(2, "hog: hog.yaml:3:14: options.feral-hogs is empty; give it a value, or leave the entry out"));
        cases.add(hog("an empty start score", "solve")
                .file("hog.yaml", "start: [0, ~]\n")
                .fails(2, "hog: hog.yaml:1:12: start[1] is empty; give it a value, or leave the entry out"));
        cases.add(hog("a configuration of megabytes", "solve")
                .file("hog.yaml", "ruleset: su20\n# " + "x".repeat(2 << 20) + "\n")
                .fails(2, "hog: hog.yaml: 2097169 bytes; a configuration is a few lines of YAML, and a file of more"
                        + " than 1048576 bytes is not read"));
        cases.add(hog("a list left open", "solve")
                .file("hog.yaml", "ruleset: [su20\n")
                .fails(2, "hog: hog.yaml:1:15: not valid YAML: while parsing a flow sequence: expected ',' or ']',"
                        + " but got <stream end>"));
        cases.add(hog("a key that is a list", "solve")
                .file("hog.yaml", "? [a, b]\n: 1\n")
                .fails(2, "hog: hog.yaml:1:4: a key is plain text, not a list or a mapping"));
        cases.add(hog("a configuration nested deeper than anything needs", "solve")
                .file("hog.yaml", "ruleset: su20\noptions:\n  feral-hogs: " + "[".repeat(5_000) + "\n")
                .fails(2, "hog: hog.yaml: nested more than 1000 levels deep; nothing the SDK reads nests more"
                        + " than a few"));

        // House rulesets.
        String house = "hog: {dir}/rulesets/house.yaml:";
        cases.add(hog("a broken house rules file beside others that work", "solve", "--ruleset", "su15", "--goal",
                "10", "--rulesets", "rulesets")
                .file("rulesets/house.yaml", "id: mine\nrulez: [su20/pig-out]\n")
                .warns("hog: warning: {dir}/rulesets/house.yaml:2:1: unknown key 'rulez'; house rules take id, name,"
                        + " description, goal, max-dice, sides, rules, wins, baseline, strategies"));
        cases.add(hog("a house rules file that is not YAML, asked for by its file's name", "solve", "--ruleset",
                "broken", "--rulesets", "rulesets")
                .file("rulesets/broken.yaml", "id: [mine\n")
                .warnedFirst()
                .fails(2, "hog: {dir}/rulesets/broken.yaml:1:10: not valid YAML: while parsing a flow sequence:"
                        + " expected ',' or ']', but got <stream end>"));
        String keys = "house rules take id, name, description, goal, max-dice, sides, rules, wins, baseline,"
                + " strategies";
        cases.add(houseRules("an unknown key in house rules", "id: mine\nrulez: [su20/pig-out]\n")
                .fails(2, house + "2:1: unknown key 'rulez'; " + keys));
        cases.add(houseRules("a misspelt rule", "id: mine\nrules: [su20/pig-out, su15/hog-wlid]\n")
                .fails(2, house + "2:23: ruleset su15 has no rule 'hog-wlid'; its rules are hog-wild, pig-out,"
                        + " free-bacon, swine-swap"));
        cases.add(houseRules("a rule of an unknown ruleset", "id: mine\nrules: [fa14/pig-out]\n")
                .fails(2, house + "2:9: Unknown ruleset 'fa14'; the rulesets are " + HogCli.RULESETS));
        cases.add(houseRules("a rule without its ruleset", "id: mine\nrules: [pig-out]\n")
                .fails(2, house + "2:9: a rule is RULESET/RULE, such as su20/free-bacon; not 'pig-out'"));
        cases.add(houseRules("a parameter out of range", "id: mine\nrules:\n  - {rule: su15/hog-wild, sides: 0}\n")
                .fails(2, house + "3:5: Rule hog-wild: sides must be from 1 to 100, not 0"));
        cases.add(houseRules("a parameter the rule lacks", "id: mine\nrules:\n  - {rule: su15/hog-wild, size: 3}\n")
                .fails(2, house + "3:5: Rule hog-wild has no parameter 'size'; its parameters are sides=4 (1..100),"
                        + " multiple=7 (1..1000)"));
        cases.add(houseRules("a parameter that is not a number", "id: mine\nrules:\n  - {rule: su15/hog-wild,"
                + " sides: four}\n")
                .fails(2, house + "3:27: parameter sides is a whole number, not the text 'four'"));
        cases.add(houseRules("two zero-dice rules", "id: mine\nrules: [su20/free-bacon, su15/free-bacon]\n")
                .fails(2, house + "2:26: su20/free-bacon and su15/free-bacon both score zero dice; keep one, or name"
                        + " the one that wins, such as wins: [su20/free-bacon]"));
        cases.add(houseRules("a rule twice", "id: mine\nrules: [su20/pig-out, su20/pig-out]\n")
                .fails(2, house + "2:23: su20/pig-out is in the rules twice"));
        cases.add(houseRules("a winner that is not a rule", "id: mine\nrules: [su20/pig-out]\nwins: [su15/pig-out]\n")
                .fails(2, house + "3:1: wins names su15/pig-out, which is not one of the rules"));
        cases.add(houseRules("house rules without an id", "rules: [su20/pig-out]\n", "house")
                .fails(2, house + "1:1: house rules need an id, such as id: wild-bacon"));
        cases.add(houseRules("house rules without rules", "id: mine\n")
                .fails(2, house + "1:1: house rules need rules, such as rules: [su20/pig-out, su20/free-bacon]"));
        cases.add(houseRules("rules that are not a list", "id: mine\nrules: su20/pig-out\n")
                .fails(2, house + "2:1: rules is a list of rules such as su20/pig-out, not the text 'su20/pig-out'"));
        cases.add(houseRules("a goal in words", "id: mine\ngoal: fifty\nrules: [su20/pig-out]\n")
                .fails(2, house + "2:1: goal is a whole number, not the text 'fifty'"));
        cases.add(houseRules("a baseline of eleven dice", "id: mine\nrules: [su20/pig-out]\nbaseline: always:11\n")
                .fails(2, house + "3:1: always:N needs a number of dice from 0 to 10; not always:11"));
        cases.add(houseRules("an id in capitals", "id: Mine\nrules: [su20/pig-out]\n", "house")
                .fails(2, house + "1:1: A ruleset id is lower case letters, digits and '-', not 'Mine'"));
        cases.add(hog("an id a built-in ruleset has, which keeps it", "solve", "--ruleset", "su20", "--goal", "10",
                "--rulesets", "rulesets").file("rulesets/house.yaml", "id: su20\nrules: [su20/pig-out]\n")
                .warns("hog: warning: {dir}/rulesets/house.yaml:1:1: ruleset id 'su20' is taken by"
                        + " " + builtInSu20() + "; rename one of them"));
        cases.add(hog("an id a built-in ruleset answers to as an alias", "solve", "--ruleset", "fa23", "--goal", "10",
                "--rulesets", "rulesets").file("rulesets/house.yaml", "id: fa23\nrules: [su20/pig-out]\n")
                .warns("hog: warning: {dir}/rulesets/house.yaml:1:1: ruleset id 'fa23' is taken by"
                        + " " + builtIn("sp24") + " (as an alias of sp24); rename one of them"));
        cases.add(houseRules("more dice than a game can have", "id: mine\nmax-dice: 2000000000\nrules: [su20/pig-out]\n")
                .fails(2, house + "2:1: The most dice must be from 1 to 100, not 2000000000"));
        cases.add(houseRules("more sides than dice can have", "id: mine\nsides: 2147483647\nrules: [su20/pig-out]\n")
                .fails(2, house + "2:1: The dice's sides must be from 1 to 1000, not 2147483647"));
        cases.add(houseRules("a tab in house rules", "id: mine\nrules:\t[su20/pig-out]\n")
                .fails(2, house + "2:6: a tab character; YAML indents and separates with spaces, never tabs"));
        cases.add(hog("a configuration's ruleset that is a list", "solve")
                .file("hog.yaml", "ruleset: [su20, su15]\n")
                .fails(2, "hog: hog.yaml:1:10: ruleset is a ruleset's id, such as su20, or house rules: a mapping"
                        + " with id and rules"));
        cases.add(hog("a misspelt rule in inline house rules", "solve")
                .file("hog.yaml", "ruleset:\n  id: inline\n  rules: [su20/pig-out, su20/bacon]\n")
                .fails(2, "hog: hog.yaml:3:25: ruleset su20 has no rule 'bacon'; its rules are pig-out, free-bacon,"
                        + " feral-hogs, swine-swap"));

        // Exporting.
        cases.add(hog("an export to a missing folder", "solve", "--goal", "5", "--export", "out/table.csv")
                .fails(2, "hog: Cannot write {dir}/out/table.csv: the folder {dir}/out does not exist; create it"
                        + " first"));
        cases.add(hog("an export onto a folder", "solve", "--goal", "5", "--export", "plugins")
                .file("plugins/notes.txt", "")
                .fails(2, "hog: Cannot write {dir}/plugins: it is a folder"));
        cases.add(hog("a regret map to a missing folder", "compare", "always:4", "optimal", "--regret",
                "out/regret.svg")
                .fails(2, "hog: Cannot write {dir}/out/regret.svg: the folder {dir}/out does not exist; create it"
                        + " first"));
        cases.add(hog("a regret map that is not SVG", "compare", "always:4", "optimal", "--regret", "regret.png")
                .fails(2, "hog: --regret draws SVG; give a file ending in .svg, not regret.png"));
        cases.add(hog("goals to analyze out of order", "analyze", "--ruleset", "sp24", "--goals", "200..20")
                .fails(2, "hog: --goals takes FROM..TO, two goals from 1 to 10000 in order, such as 20..200, not"
                        + " '200..20'"));
        cases.add(hog("goals to analyze that are not a range", "analyze", "--ruleset", "sp24", "--goals", "100")
                .fails(2, "hog: --goals takes FROM..TO, two goals from 1 to 10000 in order, such as 20..200, not"
                        + " '100'"));
        cases.add(hog("plots to a missing folder", "analyze", "--ruleset", "sp24", "--plot", "plots")
                .fails(2, "hog: --plot plots: no such folder; give a folder that exists"));

        // Plugins.
        cases.add(hog("a plugins folder that is not there", "rulesets", "--plugins", "elsewhere")
                .fails(2, "hog: The plugins folder {dir}/elsewhere is not a folder"));
        cases.add(hog("a provider that returns no ruleset", "rulesets", "--plugins", "plugins")
                .file("plugins/empty-handed.jar", nullRuleset)
                .warns("hog: warning: {dir}/plugins/empty-handed.jar: ruleset provider com.example.empty.Provider"
                        + " returned no ruleset; ruleset() must return one"));
        cases.add(hog("a copy of a built-in ruleset", "rulesets", "--plugins", "plugins")
                .file("plugins/su20-copy.jar", builtInJar())
                .warns("hog: warning: {dir}/plugins/su20-copy.jar: provides ruleset su20, which hog has built in: the"
                        + " jar is a copy of a built-in ruleset, so it adds nothing; remove it"));
        cases.add(hog("an empty jar", "rulesets", "--plugins", "plugins")
                .file("plugins/empty.jar", new byte[0])
                .warns("hog: warning: {dir}/plugins/empty.jar: is not a jar (the file is empty); a plugin is the jar"
                        + " its Maven build makes, with META-INF/services/dev.hog.api.ruleset.RulesetProvider"));
        cases.add(hog("a text file named .jar", "rulesets", "--plugins", "plugins")
                .file("plugins/notes.jar", "these are notes")
                .warns("hog: warning: {dir}/plugins/notes.jar: is not a jar (it does not read as a zip archive); a"
                        + " plugin is the jar its Maven build makes, with"
                        + " META-INF/services/dev.hog.api.ruleset.RulesetProvider"));
        cases.add(hog("a plugin rule that throws mid-game", "trace", "--plugins", "plugins", "--ruleset", "rogue",
                "--set", "broken=true", "--dice", "4", "--p0", "always:0", "--p1", "always:1")
                .file("plugins/rogue.jar", rogue)
                .fails(1, "hog: the ruleset rogue, from com.example.rogue.Provider 0.1 ({dir}/plugins/rogue.jar),"
                        + " broke its contract, a fault for its author to fix: Rule Broken"
                        + " Bacon of rogue (broken=true) failed on turn 0: 0 to 0, 0 dice:"
                        + " java.lang.IllegalStateException: no bacon"));
        cases.add(hog("a plugin strategy of eleven dice", "trace", "--plugins", "plugins", "--ruleset", "rogue",
                "--dice", "4", "--p0", "eleven", "--p1", "always:1")
                .file("plugins/rogue.jar", rogue)
                .fails(1, "hog: the plugin rogue 0.1 ({dir}/plugins/rogue.jar) has strategy eleven choose 11 dice at"
                        + " scores 0 and 0, where a strategy chooses 0 to 10, which is a fault in the plugin for its"
                        + " author to fix"));
        cases.add(hog("a plugin strategy that throws", "simulate", "--plugins", "plugins", "--ruleset", "rogue",
                "--p0", "grumpy", "--p1", "always:1", "--games", "10", "--threads", "1")
                .file("plugins/rogue.jar", rogue)
                .fails(1, GRUMPY));
        cases.add(hog("a plugin strategy that throws while solving", "compare", "--plugins", "plugins",
                "--ruleset", "rogue", "grumpy", "always:1")
                .file("plugins/rogue.jar", rogue)
                .fails(1, GRUMPY));
        String windedFive = "which the rules do not allow: Winded does not allow 5 dice now: after a turn of 15 points"
                + " or more, roll at most 3 dice";
        String windedReached = "with player 0 to move, 15 against 0, an extra turn, Winded remembers 1 for the"
                + " mover and 0 for the opponent (reached when it plays itself from 0 to 0), ";
        String everyState = ". Allowed there: 0 to 3; exact analysis asks every state";
        // The exact analysis's line is longer than a line may be, so its middle gives way to an ellipsis, which
        // leaves the reason whole.
        String cutShort = windedFive.substring(windedFive.indexOf("w: Winded")) + everyState;
        cases.add(hog("a strategy that breaks a choice rule, compared", "compare", "--plugins", "plugins",
                "--ruleset", "winded", "always:5", "baseline")
                .file("plugins/winded.jar", winded)
                .fails(2, "hog: Strategy always:5 chose 5 dice " + windedReached.substring(0, 116) + "\u2026"
                        + cutShort));
        cases.add(hog("a tournament entry that breaks a choice rule", "tournament", "--plugins", "plugins",
                "--ruleset", "winded", "baseline", "greedy", "optimal")
                .file("plugins/winded.jar", winded)
                .fails(2, "hog: Strategy greedy chose 5 dice " + windedReached.substring(0, 118) + "\u2026"
                        + cutShort));
        cases.add(hog("a simulated strategy that breaks a choice rule", "simulate", "--plugins", "plugins",
                "--ruleset", "winded", "--p0", "always:5", "--p1", "baseline", "--games", "100", "--seed", "1",
                "--threads", "1")
                .file("plugins/winded.jar", winded)
                .fails(2, "hog: Strategy always:5 chose 5 dice at scores 43 and 38 (its own first) on turn 6, "
                        + windedFive + ". Allowed there: 0 to 3"));
        cases.add(hog("a computer player that breaks a choice rule mid-game", "trace", "--plugins", "plugins",
                "--ruleset", "winded", "--seed", "1", "--p0", "always:5", "--p1", "baseline")
                .file("plugins/winded.jar", winded)
                .fails(2, "hog: Player 0's strategy always:5 chose 5 dice on turn 2 (score 23, opponent 11), "
                        + windedFive + ". Allowed there: 0 to 3"));
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void eachMistakeGetsItsExitCodeAndItsOneLine(Case entry, @TempDir Path folder) throws IOException {
        if (entry.python()) {
            Python3.assumeAvailable();
        }
        for (Map.Entry<String, Object> file : entry.files().entrySet()) {
            Path path = folder.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            if (file.getValue() instanceof String text) {
                Files.writeString(path, text);
            } else if (file.getValue() instanceof byte[] bytes) {
                Files.write(path, bytes);
            } else {
                Files.copy((Path) file.getValue(), path);
            }
        }
        List<String> args = entry.args().stream().map(arg -> arg.replace("{dir}", folder.toString())).toList();
        String line = entry.line().replace("{dir}", folder.toString());

        HogCli cli = new HogCli(folder).input(entry.input());
        entry.variables().forEach(cli::env);
        HogCli.Result result = cli.run(args.toArray(String[]::new));

        assertThat(result.out() + result.err()).as("no stack trace, no internal error")
                .doesNotContain("\tat ", "internal error", "Exception in thread");
        assertThat(result.err().lines()).as("no line longer than 300 characters")
                .allMatch(printed -> printed.length() <= 300);
        assertThat(result.exitCode()).as("exit code; err: %s", result.err()).isEqualTo(entry.exit());
        switch (entry.shown()) {
            case ALONE -> assertThat(result.err()).isEqualTo(line + "\n");
            case BEGINS -> assertThat(result.err()).startsWith(line).hasLineCount(1);
            case WARNED -> assertThat(result.err().lines()).contains(line);
            case WARNED_THEN_ALONE -> assertThat(result.err())
                    .isEqualTo(line.replaceFirst("^hog: ", "hog: warning: ") + "\n" + line + "\n");
            case OUTPUT -> assertThat(result.out().lines()).as("err: %s", result.err()).contains(line);
            default -> throw new IllegalStateException();
        }
    }

    /** A student's final_strategy, whose body is the statement given. */
    private static String strategy(String body) {
        return "def final_strategy(score, opponent_score):\n    " + body + "\n";
    }

    private static String cores() {
        int cores = Runtime.getRuntime().availableProcessors();
        return cores + " core" + (cores == 1 ? "" : "s");
    }

    /** The built-in su20 provider as discovery names it: class, version and where it was loaded from. */
    private static String builtInSu20() {
        return builtIn("su20");
    }

    private static String builtIn(String id) {
        RegisteredRuleset entry = Plugins.load(null).registry().entries().stream()
                .filter(registered -> registered.ruleset().id().equals(id)).findFirst().orElseThrow();
        return entry.provider() + " " + entry.version() + " (" + entry.location() + ")";
    }

    /** The jar the built-in su20 ruleset was loaded from, or one made of its classes when they are a folder. */
    private static Path builtInJar() {
        Path location = Path.of(RulesetRegistry.locationOf(Su20Provider.class));
        if (Files.isRegularFile(location)) {
            return location;
        }
        Path jar = shared.resolve("su20-copy.jar");
        if (!Files.exists(jar)) {
            int made = ToolProvider.findFirst("jar").orElseThrow().run(System.out, System.err,
                    "--create", "--file", jar.toString(), "-C", location.toString(), ".");
            assertThat(made).isZero();
        }
        return jar;
    }
}
