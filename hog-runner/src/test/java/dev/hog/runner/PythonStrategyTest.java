package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.web.WebServer;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code python:FILE[:FUNCTION]}: a student's {@code hog.py}, written as the course's students write it (importing
 * {@code dice}, {@code ucb} and a helper module of its own, its {@code final_strategy} made by
 * {@code always_roll(4)}, the course's {@code bacon_strategy} and {@code swap_strategy} beside it), plays wherever a
 * spec does, with exactly the figures of the strategies it writes again; without the course's modules beside it too; a
 * random one is said to be random and compared over draws of its choices; a slow one is asked by several processes at
 * once, and its choices are kept for the next command.
 */
class PythonStrategyTest {
    @TempDir
    Path folder;

    /** Where the choices are kept: each test keeps its own, so that each runs the files. */
    @TempDir
    Path cache;

    /** The student's project folder: hog.py, dice.py, ucb.py and digits.py. */
    @BeforeEach
    void copyTheStudentsFiles() throws IOException, URISyntaxException {
        Path student = Path.of(PythonStrategyTest.class.getResource("/python/hog.py").toURI()).getParent();
        try (Stream<Path> files = Files.list(student)) {
            for (Path file : files.filter(file -> file.toString().endsWith(".py")).toList()) {
                Files.copy(file, folder.resolve(file.getFileName()));
            }
        }
    }

    private HogCli.Result hog(String... args) {
        HogCli.Result result = hogWarning(args);
        assertThat(result.err()).isEmpty();
        return result;
    }

    /** Runs hog as {@link #hog}, whatever it warns of. */
    private HogCli.Result hogWarning(String... args) {
        Python3.assumeAvailable();
        HogCli.Result result = new HogCli(folder).env("HOG_CACHE", cache.toString()).run(args);
        assertThat(result.exitCode()).as("%s: %s", List.of(args), result.err()).isZero();
        return result;
    }

    @Test
    void finalStrategyMadeByAlwaysRollFourComparesExactlyAsAlwaysFour() {
        String python = hog("compare", "--ruleset", "su20", "python:hog.py", "always:4").out();
        String always = hog("compare", "--ruleset", "su20", "always:4", "always:4").out();

        assertThat(python).contains("python:hog.py");
        assertThat(python.replace("python:hog.py", "always:4")).isEqualTo(always);
    }

    @Test
    void andInJson() throws IOException {
        JsonNode python = json(hog("compare", "--ruleset", "su20", "python:hog.py", "always:4", "--json"));
        JsonNode always = json(hog("compare", "--ruleset", "su20", "always:4", "always:4", "--json"));

        assertThat(python.toString().replace("python:hog.py", "always:4")).isEqualTo(always.toString());
    }

    @Test
    void theCoursesSwapStrategyIsSu20sSwap() {
        String python = hog("compare", "--ruleset", "su20", "python:hog.py:swap_strategy", "bacon").out();
        String java = hog("compare", "--ruleset", "su20", "swap", "bacon").out();

        assertThat(python.replace("python:hog.py:swap_strategy", "swap:cutoff=8,rolls=6")).isEqualTo(java);
    }

    @Test
    void whatTheStudentsCodePrintsIsLeftOut() {
        String traced = hog("compare", "--ruleset", "su20", "python:hog.py:chatty_strategy", "always:6").out();
        String always = hog("compare", "--ruleset", "su20", "always:4", "always:6").out();

        assertThat(traced.replace("python:hog.py:chatty_strategy", "always:4")).isEqualTo(always);
    }

    @Test
    void aTournamentEntry() throws IOException {
        JsonNode python = json(hog("tournament", "--ruleset", "su20", "python:hog.py:swap_strategy", "bacon",
                "always:4", "--json"));
        JsonNode java = json(hog("tournament", "--ruleset", "su20", "swap", "bacon", "always:4", "--json"));

        assertThat(python.get("entries").get(0).textValue()).isEqualTo("python:hog.py:swap_strategy");
        for (String figures : List.of("matrix", "first", "ranking")) {
            assertThat(python.get(figures).toString().replace("python:hog.py:swap_strategy", "swap"))
                    .isEqualTo(java.get(figures).toString());
        }
    }

    @Test
    void playsASeededGameAsTheStrategyItWritesAgain() {
        String python = hog("play", "--ruleset", "su20", "--seed", "3", "--p0", "always:5", "--p1",
                "python:hog.py:swap_strategy").out();
        String java = hog("play", "--ruleset", "su20", "--seed", "3", "--p0", "always:5", "--p1", "swap").out();

        assertThat(python).contains("(player 1, python:hog.py:swap_strategy)");
        assertThat(python.replace("python:hog.py:swap_strategy", "swap:cutoff=8,rolls=6")).isEqualTo(java);
    }

    @Test
    void simulates() {
        String python = hog("simulate", "--ruleset", "su20", "--p0", "python:hog.py", "--p1", "baseline", "--games",
                "2000", "--seed", "9", "--threads", "1").out();
        String always = hog("simulate", "--ruleset", "su20", "--p0", "always:4", "--p1", "baseline", "--games",
                "2000", "--seed", "9", "--threads", "1").out();

        assertThat(figures(python.replace("python:hog.py", "always:4"))).isEqualTo(figures(always));
    }

    /** A simulation's report but for its speed. */
    private static List<String> figures(String simulated) {
        return simulated.lines().filter(line -> !line.contains(" per second ")).toList();
    }

    @Test
    void theBestResponseToIt() throws IOException {
        JsonNode python = json(hog("solve", "--ruleset", "su20", "--vs", "python:hog.py", "--json"));
        JsonNode always = json(hog("solve", "--ruleset", "su20", "--vs", "always:4", "--json"));

        assertThat(python.get("bestResponse")).isEqualTo(always.get("bestResponse"));
    }

    @Test
    void aConfigurationsFileIsFoundBesideIt() throws IOException {
        Path contest = Files.createDirectory(folder.resolve("contest"));
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(file -> file.toString().endsWith(".py")).toList()) {
                Files.move(file, contest.resolve(file.getFileName()));
            }
        }
        Files.writeString(contest.resolve("hog.yaml"), """
                ruleset: su20
                players:
                  - name: Student
                    strategy: python:hog.py:bacon_strategy
                  - name: Staff
                    strategy: always:4
                """);

        String played = hog("play", "--config", "contest/hog.yaml", "--seed", "1").out();

        assertThat(played).contains("Student (player 0, python:hog.py:bacon_strategy) against Staff (player 1,"
                + " always:4).");
    }

    @Test
    void aFileTheCoursesOkFileSaysWasWrittenForAnotherOfferingIsWarnedAboutOnceAndStillPlays() throws IOException {
        Files.writeString(folder.resolve("proj01.ok"), "{\n  \"name\": \"Project 1: Hog\",\n  \"endpoint\":"
                + " \"cal/cs61a/fa18/proj01\",\n  \"src\": [\"hog.py\"]\n}\n");

        HogCli.Result other = hogWarning("compare", "--ruleset", "su20", "python:hog.py", "always:4");

        assertThat(other.err()).isEqualTo("hog: warning: python:hog.py was written for CS 61A fa18 (its proj01.ok says"
                + " cal/cs61a/fa18/proj01), and this game plays su20's rules: --ruleset fa18 plays the rules it was"
                + " written for, if a ruleset answers to it (hog rulesets --offerings lists them)\n");
        assertThat(other.out().replace("python:hog.py", "always:4"))
                .isEqualTo(hog("compare", "--ruleset", "su20", "always:4", "always:4").out());
    }

    @Test
    void noWarningWhenTheRulesetPlaysTheOfferingUnderItsOwnIdOrAnAlias() throws IOException {
        Files.writeString(folder.resolve("proj01.ok"), "{\"endpoint\": \"cal/cs61a/fa23/proj01\"}");

        hog("compare", "--ruleset", "sp24", "python:hog.py", "always:4");
        hog("compare", "--ruleset", "fa23", "python:hog.py", "always:4");
    }

    @Test
    void withoutAnOkFileAFunctionOfOneOfferingsSkeletonTellsTheOffering() throws IOException {
        Files.writeString(folder.resolve("sp22.py"), "def hefty_hogs(player_score, opponent_score):\n    return 1\n\n\n"
                + "def final_strategy(score, opponent_score):\n    return 4\n");

        HogCli.Result result = hogWarning("compare", "--ruleset", "su20", "python:sp22.py", "always:4");

        assertThat(result.err()).startsWith("hog: warning: python:sp22.py was written for CS 61A sp22 (it defines"
                + " hefty_hogs, a function of that offering's skeleton), and this game plays su20's rules");
    }

    @Test
    void underFa16AStudentsStrategyMayChopAndIsEvaluatedAsTheSameChoicesInJava() throws IOException {
        Files.writeString(folder.resolve("chop.py"), "def final_strategy(score, opponent_score):\n    return -1\n");

        String python = hog("compare", "--ruleset", "fa16", "python:chop.py", "always:4").out();

        assertThat(python.replace("python:chop.py", "always:-1"))
                .isEqualTo(hog("compare", "--ruleset", "fa16", "always:-1", "always:4").out());
    }

    @Test
    void theStudentsOwnPlayAgreesWithTheExactWinRateByMonteCarlo() throws Exception {
        Python3.assumeAvailable();
        Path tool = Path.of("src/test/python/play_agreement.py").toAbsolutePath();
        Process process = new ProcessBuilder("python3", tool.toString(), folder.toString(), "--games", "4000",
                "--seed", "7").redirectErrorStream(false).start();
        String out = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isZero();
        JsonNode played = new JsonMapper().readTree(out);
        JsonNode exact = json(hog("compare", "--ruleset", "su20", "python:hog.py", "always:6", "--json"));

        assertThat(played.get("deterministic").booleanValue()).isTrue();
        assertThat(played.get("seat0").get("winRate").doubleValue() + played.get("seat1").get("winRate").doubleValue())
                .isCloseTo(2 * played.get("mean").doubleValue(), within(1e-12));
        assertThat(played.get("mean").doubleValue()).as("the student's play() against the exact rate, %s", exact)
                .isCloseTo(exact.get("mean").doubleValue(), within(4 * played.get("se").doubleValue()));
        for (String[] seat : new String[][] {{"seat0", "first"}, {"seat1", "second"}}) {
            assertThat(played.get(seat[0]).get("winRate").doubleValue()).as("%s against %s", seat[0], exact)
                    .isCloseTo(exact.get(seat[1]).doubleValue(), within(4 * played.get(seat[0]).get("se").doubleValue()));
        }
    }

    @Test
    void aFolderWithOnlyHogPyImportsTheCoursesDiceAndUcb() throws IOException {
        Files.delete(folder.resolve("dice.py"));
        Files.delete(folder.resolve("ucb.py"));

        String python = hog("compare", "--ruleset", "su20", "python:hog.py:chatty_strategy", "always:4").out();
        String always = hog("compare", "--ruleset", "su20", "always:4", "always:4").out();

        assertThat(python.replace("python:hog.py:chatty_strategy", "always:4")).isEqualTo(always);
    }

    @Test
    void theStudentsOwnDiceComeBeforeTheCourses() throws IOException {
        Files.writeString(folder.resolve("dice.py"), "six_sided = four_sided = make_test_dice = None\nMINE = 3\n");
        Files.writeString(folder.resolve("mine.py"), "import dice\n\n\ndef final_strategy(score, opponent_score):\n"
                + "    return dice.MINE\n");

        String python = hog("compare", "--ruleset", "su20", "python:mine.py", "always:4").out();
        String always = hog("compare", "--ruleset", "su20", "always:3", "always:4").out();

        assertThat(python.replace("python:mine.py", "always:3")).isEqualTo(always);
    }

    @Test
    void anImportThatFailsNamesThePythonThatRanItAndHogPython() throws IOException {
        Files.writeString(folder.resolve("hog.py"), "from inspect import ArgSpecOfPythonTwo\n\n\n"
                + "def final_strategy(score, opponent_score):\n    return 4\n");
        Python3.assumeAvailable();

        HogCli.Result result = new HogCli(folder).env("HOG_CACHE", cache.toString())
                .run("compare", "--ruleset", "su20", "python:hog.py", "always:4");

        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).hasLineCount(1).matches("hog: python:hog.py \\(the first strategy\\): \\Q" + folder.resolve("hog.py")
                + "\\E fails when imported: ImportError: cannot import name 'ArgSpecOf.*" // a long path is cut short
                + "; it ran on Python 3\\.\\d+\\.\\d+\\S*: if it needs another, set HOG_PYTHON to that Python\n");
        assertThat(result.err().strip()).hasSizeLessThanOrEqualTo(300);
    }

    /**
     * A strategy that draws at random at the first pair of scores only, where it rolls 1 die or 6: its true win rate
     * moving first is the mean of the two tables it mixes, which two files that choose 1 and 6 there give exactly.
     */
    @Test
    void aRandomStrategyIsSaidToBeRandomAndItsIntervalHoldsItsTrueWinRate() throws IOException {
        Files.writeString(folder.resolve("mixed.py"), "import random\n\n\n"
                + "def final_strategy(score, opponent_score):\n"
                + "    return random.choice([1, 6]) if score == opponent_score == 0 else 4\n");
        Files.writeString(folder.resolve("one.py"), chosenAtTheStart(1));
        Files.writeString(folder.resolve("six.py"), chosenAtTheStart(6));

        HogCli.Result result = run("compare", "--ruleset", "su20", "--goal", "40", "python:mixed.py", "always:4",
                "--json");
        JsonNode one = json(hog("compare", "--ruleset", "su20", "--goal", "40", "python:one.py", "always:4",
                "--json"));
        JsonNode six = json(hog("compare", "--ruleset", "su20", "--goal", "40", "python:six.py", "always:4",
                "--json"));

        assertThat(result.err()).matches("hog: warning: python:mixed.py chose [16], then [16] when asked again at"
                + " score 0, opponent 0: it is random, and plays as 30 draws of its choices: compare and tournament"
                + " give the mean of their exact win rates \\(compare with a 95% confidence interval\\), simulate"
                + " shares its games among them, and one game plays the first\n");
        JsonNode mixed = json(result);
        assertThat(mixed.get("draws").intValue()).isEqualTo(30);
        double first = (one.get("first").doubleValue() + six.get("first").doubleValue()) / 2;
        double second = one.get("second").doubleValue();
        assertThat(six.get("second").doubleValue()).isEqualTo(second);
        assertThat(first).isBetween(mixed.get("ci95").get("first").get(0).doubleValue(),
                mixed.get("ci95").get("first").get(1).doubleValue());
        assertThat((first + second) / 2).isBetween(mixed.get("ci95").get("mean").get(0).doubleValue(),
                mixed.get("ci95").get("mean").get(1).doubleValue());
        assertThat(mixed.get("ci95").get("first").get(0).doubleValue())
                .as("an interval as wide as the draws differ").isLessThan(mixed.get("first").doubleValue());
        assertThat(mixed.get("ci95").get("second").get(0).doubleValue())
                .as("moving second, it never reaches the scores where it draws").isEqualTo(second);
    }

    @Test
    void aRandomStrategysFiguresAreLabelled() throws IOException {
        Files.writeString(folder.resolve("mixed.py"), "import random\n\n\n"
                + "def final_strategy(score, opponent_score):\n    return random.randint(3, 5)\n");

        String compared = run("compare", "--ruleset", "su20", "--goal", "30", "python:mixed.py", "always:4").out();

        assertThat(compared).matches(".*: python:mixed.py beats always:4 0\\.\\d{6} \\+- 0\\.\\d{6}"
                + " moving first, 0\\.\\d{6} \\+- 0\\.\\d{6} moving second, 0\\.\\d{6} \\+- 0\\.\\d{6} on average:"
                + " python:mixed.py chooses at random, so these are means over 30 draws of the choices, each with its"
                + " 95% confidence interval\\.\n");
    }

    @Test
    void fewerDrawsForARandomStrategyTooSlowToBeAskedThirtyTimes() throws IOException {
        Files.writeString(folder.resolve("mixed.py"), "import random\n\n\n"
                + "def final_strategy(score, opponent_score):\n    return random.randint(3, 5)\n");
        Python3.assumeAvailable();

        HogCli.Result result = new HogCli(folder).env("HOG_CACHE", cache.toString()).env("HOG_PYTHON_DRAWS", "5")
                .run("compare", "--ruleset", "su20", "--goal", "30", "python:mixed.py", "always:4", "--json");

        assertThat(result.err()).contains(": it is random, and plays as 5 draws of its choices: ");
        assertThat(json(result).get("draws").intValue()).isEqualTo(5);
    }

    /**
     * In a tournament a random entry's win rates are the means over its draws, each played exactly: the same figure
     * compare gives, between those of the two tables it mixes, and labelled.
     */
    @Test
    void aTournamentPlaysARandomEntryAsTheMeanOfItsDraws() throws IOException {
        Files.writeString(folder.resolve("mixed.py"), "import random\n\n\n"
                + "def final_strategy(score, opponent_score):\n"
                + "    return random.choice([1, 6]) if score == opponent_score == 0 else 4\n");
        Files.writeString(folder.resolve("one.py"), chosenAtTheStart(1));
        Files.writeString(folder.resolve("six.py"), chosenAtTheStart(6));
        String[] game = {"--ruleset", "su20", "--goal", "30"};

        HogCli.Result text = run(concat(game, "tournament", "python:mixed.py", "always:4", "python:one.py",
                "python:six.py"));
        JsonNode played = json(run(concat(game, "tournament", "python:mixed.py", "always:4", "python:one.py",
                "python:six.py", "--json")));
        JsonNode compared = json(run(concat(game, "compare", "python:mixed.py", "always:4", "--json")));

        assertThat(text.out()).endsWith("python:mixed.py chooses at random: its win rates are means over 30 draws of"
                + " its choices, each played exactly.\n");
        JsonNode matrix = played.get("matrix");
        double mixed = matrix.get(0).get(1).doubleValue();
        assertThat(mixed).isCloseTo(compared.get("mean").doubleValue(), within(1e-12));
        double one = matrix.get(2).get(1).doubleValue();
        double six = matrix.get(3).get(1).doubleValue();
        assertThat(mixed).isStrictlyBetween(Math.min(one, six), Math.max(one, six));
    }

    /**
     * simulate shares the games among a random strategy's draws: its interval holds the strategy's win rate, the mean
     * of the draws' exact win rates that compare gives.
     */
    @Test
    void aSimulationSharesItsGamesAmongARandomStrategysDraws() throws IOException {
        Files.writeString(folder.resolve("mixed.py"), "import random\n\n\n"
                + "def final_strategy(score, opponent_score):\n    return random.randint(1, 8)\n");
        String[] game = {"--ruleset", "su20", "--goal", "30"};

        HogCli.Result result = run(concat(game, "simulate", "--p0", "python:mixed.py", "--p1", "always:4", "--games",
                "60000", "--seed", "1"));
        JsonNode simulated = json(run(concat(game, "simulate", "--p0", "python:mixed.py", "--p1", "always:4",
                "--games", "60000", "--seed", "1", "--json")));
        JsonNode compared = json(run(concat(game, "compare", "python:mixed.py", "always:4", "--json")));

        assertThat(result.err()).startsWith("hog: warning: python:mixed.py chose ");
        assertThat(result.out()).contains("60,000 games (seed 1)").endsWith("python:mixed.py chooses at random: the"
                + " games are shared evenly among 30 draws of its choices, each played as a table.\n");
        assertThat(compared.get("mean").doubleValue()).isBetween(simulated.get("ci95").get(0).doubleValue(),
                simulated.get("ci95").get(1).doubleValue());
        assertThat(simulated.get("games").longValue()).isEqualTo(60_000);
    }

    private static String[] concat(String[] game, String command, String... rest) {
        List<String> all = new java.util.ArrayList<>(List.of(command));
        all.addAll(List.of(game));
        all.addAll(List.of(rest));
        return all.toArray(String[]::new);
    }

    private static String chosenAtTheStart(int dice) {
        return "def final_strategy(score, opponent_score):\n    return " + dice
                + " if score == opponent_score == 0 else 4\n";
    }

    /**
     * A strategy that waits 0.02 s a choice: 576 choices, 12 s one after another, where its waiting takes no core, so
     * that more processes than cores are started to ask it, with a progress bar for the person who waits; and the
     * next command finds its choices kept, and imports it no more.
     */
    @Test
    void aStrategyThatWaitsIsAskedByMoreProcessesThanCoresAndItsChoicesAreKept() throws IOException {
        int cores = Math.max(2, Runtime.getRuntime().availableProcessors());
        assumeTrue(cores < 12, "more processes than cores, where there are fewer cores than rows of choices");
        Files.writeString(folder.resolve("slow.py"), importsCounted("time.sleep(0.02)\n    return 4"));
        String[] compare = {"compare", "--ruleset", "su20", "--goal", "24", "python:slow.py", "always:4"};

        HogCli.Result watched = asked(new HogCli(folder).atTerminal(), compare);
        long imports = count(folder.resolve("imports"));
        String second = asked(new HogCli(folder), compare).out();

        String first = watched.out();
        assertThat(watched.err()).as("a progress bar, cleared as the choices are made").contains("%").endsWith("\r");
        assertThat(first.replace("python:slow.py", "always:4"))
                .isEqualTo(hog("compare", "--ruleset", "su20", "--goal", "24", "always:4", "always:4").out());
        assertThat(second).isEqualTo(first);
        assertThat(imports).as("processes started").isGreaterThan(cores);
        assertThat(count(folder.resolve("imports"))).as("imports by the second command").isEqualTo(imports);
    }

    /** A strategy that computes for its choices keeps each core busy, and more processes would only take turns. */
    @Test
    void aStrategyThatComputesIsAskedByAProcessACore() throws IOException {
        int cores = Math.max(2, Runtime.getRuntime().availableProcessors());
        Files.writeString(folder.resolve("busy.py"), importsCounted("total = 0\n"
                + "    for i in range(60000):\n        total += i * i\n    return 4"));

        asked(new HogCli(folder), "compare", "--ruleset", "su20", "--goal", "24", "python:busy.py", "always:4");

        assertThat(count(folder.resolve("imports"))).isEqualTo(Math.min(24, cores));
    }

    /** A strategy that waits, where HOG_PYTHON_PROCESSES says how many processes ask it: no more are started. */
    @Test
    void hogPythonProcessesSetsHowManyAsk() throws IOException {
        Files.writeString(folder.resolve("counted.py"), importsCounted("time.sleep(0.005)\n    return 4"));

        asked(new HogCli(folder).env("HOG_PYTHON_PROCESSES", "3"), "compare", "--ruleset", "su20", "--goal", "24",
                "python:counted.py", "always:4");

        assertThat(count(folder.resolve("imports"))).isEqualTo(3);
    }

    /** A file whose every import leaves a file in the folder imports, and whose strategy does what it is given. */
    private static String importsCounted(String body) {
        return "import os\nimport time\n\n"
                + "os.makedirs('imports', exist_ok=True)\n"
                + "with open(os.path.join('imports', str(os.getpid())), 'w'):\n    pass\n\n\n"
                + "def final_strategy(score, opponent_score):\n    " + body + "\n";
    }

    private HogCli.Result asked(HogCli cli, String... args) {
        Python3.assumeAvailable();
        HogCli.Result result = cli.env("HOG_CACHE", cache.toString()).run(args);
        assertThat(result.exitCode()).as("%s", result.err()).isZero();
        return result;
    }

    @Test
    void aCacheEntryThatIsNotOneIsPassedBy() throws IOException {
        String first = hog("compare", "--ruleset", "su20", "python:hog.py", "always:4").out();
        try (Stream<Path> entries = Files.list(cache.resolve("python-tables"))) {
            for (Path entry : entries.toList()) {
                Files.writeString(entry, "hog python choices 1\ndraws 1\nobserved \n4,4,x\n");
            }
        }

        String second = hog("compare", "--ruleset", "su20", "python:hog.py", "always:4").out();

        assertThat(second).isEqualTo(first);
    }

    private static long count(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.count();
        }
    }

    /** A run that may warn. */
    private HogCli.Result run(String... args) {
        Python3.assumeAvailable();
        HogCli.Result result = new HogCli(folder).env("HOG_CACHE", cache.toString()).run(args);
        assertThat(result.exitCode()).as("%s: %s", List.of(args), result.err()).isZero();
        return result;
    }

    @Test
    void thePageNeverRunsAPythonFile() throws IOException, InterruptedException {
        Plugins plugins = Plugins.load(null);
        Ruleset su20 = plugins.registry().get("su20");
        GameDefinition rules = su20.defaultGame();
        try (WebServer server = new WebServer("127.0.0.1", 0, plugins, su20, rules, OptionalLong.of(1))) {
            HttpRequest request = HttpRequest.newBuilder(server.uri().resolve("/strategy"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"python:" + folder.resolve("hog.py")
                            + "\",\"scores\":[1,2]}"))
                    .header("Content-Type", "application/json").build();
            HttpResponse<String> response = HttpClient.newHttpClient().send(request,
                    HttpResponse.BodyHandlers.ofString());

            assertThat(response.statusCode()).isEqualTo(400);
            assertThat(new JsonMapper().readTree(response.body()).get("error").textValue())
                    .isEqualTo("python:FILE runs a file on the server, which the page cannot; upload the strategy's"
                            + " choices as a table on the strategy page instead");
        }
    }

    private static JsonNode json(HogCli.Result result) throws IOException {
        return new JsonMapper().readTree(result.out());
    }
}
