package dev.hog.runner.commands;

import dev.hog.api.Dice;
import dev.hog.api.GameRecord;
import dev.hog.api.HogException;
import dev.hog.api.Strategy;
import dev.hog.runner.Environment;
import dev.hog.runner.Hog;
import dev.hog.runner.Setup;
import dev.hog.runner.io.TurnJson;
import dev.hog.runner.io.TurnPrinter;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code hog trace}: one game with test dice, turn by turn. */
@Command(name = "trace", mixinStandardHelpOptions = true, versionProvider = Hog.Version.class,
        description = {"Plays one game with test dice that cycle through the given outcomes, and shows every turn.",
                "With --json, one JSON object per turn, then {\"final\":[s0,s1],\"winner\":w}."})
public final class TraceCommand implements Callable<Integer> {
    @ParentCommand
    private Hog hog;

    @Mixin
    private RulesetChoice choice;

    @Option(names = "--dice", paramLabel = "N,N,...", required = true, split = ",",
            description = "The outcomes the test dice give, in order, again and again.")
    private List<Integer> dice;

    @Option(names = "--p0", paramLabel = "SPEC", required = true, description = "Player 0's strategy.")
    private String p0;

    @Option(names = "--p1", paramLabel = "SPEC", required = true, description = "Player 1's strategy.")
    private String p1;

    @Option(names = "--score0", paramLabel = "N", description = "Player 0's start score (default 0).")
    private Integer score0;

    @Option(names = "--score1", paramLabel = "N", description = "Player 1's start score (default 0).")
    private Integer score1;

    @Option(names = "--goal", paramLabel = "N", description = "The goal score (default: the ruleset's, 100).")
    private Integer goal;

    @Option(names = "--json", description = "Write JSON lines instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        Environment environment = hog.environment();
        PrintWriter out = environment.out();
        Setup setup = choice.setup(environment, goal, score0, score1, null, p0, p1);
        List<Strategy> strategies = hog.strategies(setup);
        TurnPrinter printer = new TurnPrinter(out, List.of("Player 0", "Player 1"), setup.rules().ruleset().sides());
        GameRecord game = setup.game().players(strategies.get(0), strategies.get(1))
                .dice(Dice.test(outcomes()))
                .listener(turn -> {
                    if (json) {
                        out.println(TurnJson.turn(-1, turn));
                    } else {
                        printer.print(turn);
                    }
                })
                .play();
        if (json) {
            out.println(TurnJson.end(-1, game));
        } else {
            printer.printEnd(game);
        }
        return 0;
    }

    private int[] outcomes() {
        for (int outcome : dice) {
            if (outcome < 1) {
                throw new HogException("--dice takes outcomes of at least 1, such as --dice 3,4,5; not " + outcome);
            }
        }
        return dice.stream().mapToInt(Integer::intValue).toArray();
    }
}
