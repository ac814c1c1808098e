package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.analysis.BestResponse;
import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Simulation;
import dev.hog.analysis.Solution;
import dev.hog.analysis.Solver;
import dev.hog.analysis.WinRate;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.RollDistribution;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.api.game.Transition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The README's code samples, compiled and run; the README shows exactly this code. Each sample sits between
 * {@code // README:NAME} and {@code // README:end} here, and after {@code <!-- NAME example -->} there.
 */
class ReadmeExampleTest {
    private final Ruleset su20 = RulesetRegistry.discover().get("su20");

    @Test
    void theAnalysisExampleRuns() {
        List<Outcome> outcomes = new ArrayList<>();
        double total = 0;
        // README:analysis
        GameDefinition rules = su20.game(Map.of("feral-hogs", true)).withGoal(50);
        GameState start = rules.start(0, 0);                        // player 0 to move on turn 0
        for (Transition next : rules.transitions(start, 3)) {       // player 0 rolls three dice
            GameState state = next.state();                          // scores, mover, turn, what the rules remember
            double chance = next.probability();                      // exact; the chances sum to 1
            if (rules.isOver(state)) {
                Outcome outcome = state.scores().outcome(0);         // WIN, TIE or LOSS: one rule of who won, everywhere
            }
        }
        GameState after = rules.next(start, 3, 12);                  // the turn whose roll scored 12
        GameState same = rules.next(start, List.of(4, 6, 2));        // the same turn from its faces
        List<Integer> legal = rules.legalDice(after);                // what the mover may roll now: all 0 to 10 in su20
        RollDistribution roll = rules.rollDistribution(3, 6);        // the exact chance of each score of three dice
        // README:end
        for (Transition next : rules.transitions(start, 3)) {
            total += next.probability();
            if (rules.isOver(next.state())) {
                outcomes.add(next.state().scores().outcome(0));
            }
        }

        assertThat(total).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(outcomes).as("no three dice reach 50 from 0").isEmpty();
        assertThat(after.scores().score0()).as("12, and no Feral Hogs: 3 dice are 3 away from 0 points")
                .isEqualTo(12);
        assertThat(after.mover()).isOne();
        assertThat(same).isEqualTo(after);
        assertThat(legal).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(roll.chanceOf(1)).isCloseTo(1 - 125.0 / 216, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void theAnalysisModuleExampleRuns() {
        // README:analysis-module
        GameDefinition rules = su20.defaultGame();                              // the goal is part of the rules: 100
        WinRate rate = new Simulation(rules, su20.strategy("bacon"), su20.baseline())
                .run(1_000_000, 42, Runtime.getRuntime().availableProcessors(), null);
        // rate.winRate(), rate.low(), rate.high(), rate.gamesPerSecond()

        try (Solver solver = new Solver()) {                            // keeps what it solves; thread-safe
            Solution optimal = solver.optimal(rules);                   // optimal.value(), optimal.strategy()
            ExactWinRate exact = solver.winRate(rules, optimal.strategy(), su20.baseline());
            BestResponse best = solver.bestResponse(rules.withGoal(50), su20.baseline());
        }
        // README:end

        try (Solver solver = new Solver()) {
            ExactWinRate bacon = solver.winRate(rules, su20.strategy("bacon"), su20.baseline());
            assertThat(rate.games()).isEqualTo(1_000_000);
            assertThat(bacon.mean()).isBetween(rate.low() - 0.002, rate.high() + 0.002);
            assertThat(solver.winRate(rules, solver.optimal(rules).strategy(), su20.baseline()).mean())
                    .isGreaterThan(bacon.mean());
            assertThat(solver.bestResponse(rules.withGoal(50), su20.baseline()).winRate().mean()).isGreaterThan(0.5);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"analysis", "analysis-module"})
    void theReadmeShowsThisCode(String name) throws IOException {
        String source = Files.readString(Path.of("src/test/java/dev/hog/rules/su20/ReadmeExampleTest.java"));
        String readme = Files.readString(Path.of("../README.md"));

        assertThat(readmeExample(readme, name)).isEqualTo(testExample(source, name));
    }

    /**
     * The samples of embedding are the tests of examples/embed, which the gate builds against the staged release and
     * runs on the module path and on the class path.
     */
    @ParameterizedTest
    @CsvSource({"embedding, EmbeddingTest", "plugin-class-loader, PluginLoadingTest",
        "plugin-module-layer, PluginLoadingTest"})
    void theReadmeShowsTheEmbedExamplesCode(String name, String test) throws IOException {
        String source = Files.readString(Path.of("../examples/embed/src/test/java/com/example/embed/" + test
                + ".java"));
        String readme = Files.readString(Path.of("../README.md"));

        assertThat(readmeExample(readme, name)).isEqualTo(testExample(source, name));
    }

    @Test
    void everyJavaSampleInTheReadmeIsOneOfThese() throws IOException {
        String readme = Files.readString(Path.of("../README.md"));

        assertThat(readme.split("```java", -1)).as("java samples in README.md").hasSize(3 + 2 + 1);
    }

    private static String testExample(String source, String name) {
        Matcher matcher = Pattern.compile("// README:" + Pattern.quote(name) + "\\n(.*?)\\n\\s*// README:end",
                Pattern.DOTALL).matcher(source);
        assertThat(matcher.find()).as("the %s example's markers in this test", name).isTrue();
        return matcher.group(1).stripIndent().strip();
    }

    private static String readmeExample(String readme, String name) {
        Matcher matcher = Pattern.compile("<!-- " + Pattern.quote(name) + " example -->\\n```java\\n(.*?)```",
                Pattern.DOTALL).matcher(readme);
        assertThat(matcher.find()).as("the %s example in README.md", name).isTrue();
        return matcher.group(1).strip();
    }
}
