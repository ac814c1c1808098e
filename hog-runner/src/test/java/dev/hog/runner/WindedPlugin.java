package dev.hog.runner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A plugin whose ruleset limits the choice of dice and reads the faces, built from source as {@link PluginJars} builds
 * plugins, for the tests of what the command and the server do with such rules. Its ruleset, {@code winded} (goal
 * 50, up to 10 six-sided dice, a roll scores the sum of its faces):
 * <ul>
 *   <li>Winded: after a turn of 15 points or more, the player rolls at most 3 dice on their next turn (a choice rule
 *   that remembers whether the last turn scored 15 or more);</li>
 *   <li>Doubles: 2 or more dice that all come up alike give another turn (a face rule that summarizes the faces as
 *   "all alike so far, with this face" or "not alike");</li>
 *   <li>Crumbs: rolling no dice scores 3.</li>
 * </ul>
 * It names one strategy that breaks Winded: {@code greedy} always rolls 5 dice.
 */
public final class WindedPlugin {
    /** The ruleset's id. */
    public static final String ID = "winded";

    private static final String SOURCE = """
            import dev.hog.api.game.Strategy;
            import dev.hog.api.rule.DiceChoiceRule;
            import dev.hog.api.rule.ExtraTurnRule;
            import dev.hog.api.rule.FaceRule;
            import dev.hog.api.rule.MemoryRule;
            import dev.hog.api.rule.Turn;
            import dev.hog.api.rule.ZeroDiceRule;
            import dev.hog.api.ruleset.Ruleset;
            import dev.hog.api.ruleset.RulesetProvider;
            import dev.hog.api.ruleset.StrategyDefinition;
            import java.util.List;

            public final class Provider implements RulesetProvider {
                static final class Winded implements DiceChoiceRule, MemoryRule {
                    public String name() { return "Winded"; }
                    public String description() {
                        return "After a turn of 15 points or more, a player rolls at most 3 dice on their next turn.";
                    }
                    public int memorySize() { return 2; }
                    public int remember(Turn turn) { return turn.points() >= 15 ? 1 : 0; }
                    public boolean allows(Turn turn) { return turn.memory() == 0 || turn.dice() <= 3; }
                    public String refusal(Turn turn) {
                        return "after a turn of 15 points or more, roll at most 3 dice";
                    }
                }

                static final class Doubles implements FaceRule, ExtraTurnRule {
                    private static final int NOT_ALIKE = 7;
                    public String name() { return "Doubles"; }
                    public String description() { return "2 or more dice that all come up alike give another turn."; }
                    public int summarySize() { return 8; }
                    public int summarize(int summary, int face) {
                        return summary == 0 ? face : summary == face ? summary : NOT_ALIKE;
                    }
                    public boolean extraTurn(Turn turn) {
                        return turn.dice() >= 2 && turn.faceSummary() != NOT_ALIKE;
                    }
                    public String announce() { return "All alike: another turn."; }
                }

                static final class Crumbs implements ZeroDiceRule {
                    public String name() { return "Crumbs"; }
                    public String description() { return "Rolling no dice scores 3."; }
                    public int zeroDicePoints(Turn turn) { return 3; }
                }

                public Ruleset ruleset() {
                    return Ruleset.builder("winded").name("Winded Hog")
                            .description("Winded, Doubles and Crumbs.")
                            .goal(50).sides(6).maxDice(10)
                            .rule(new Winded()).rule(new Doubles()).rule(new Crumbs())
                            .baseline(Strategy.alwaysRoll(3))
                            .strategy(StrategyDefinition.of("greedy", "always rolls 5 dice", List.of(),
                                    values -> (score, opponent) -> 5))
                            .build();
                }

                public String version() { return "0.1"; }
            }
            """;

    private WindedPlugin() {
    }

    /**
     * Builds the plugin into a plugins folder.
     *
     * @param work a folder for the sources, the classes and the plugins folder
     * @return the plugins folder, holding {@code winded.jar}
     */
    public static Path folder(Path work) {
        try {
            Path plugins = Files.createDirectories(work.resolve("plugins"));
            PluginJars.build(work, plugins.resolve(ID + ".jar"), "com.example.winded", SOURCE);
            return plugins;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
