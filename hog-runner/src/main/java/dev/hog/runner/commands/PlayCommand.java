package dev.hog.runner.commands;

import dev.hog.api.Commentary;
import dev.hog.api.Dice;
import dev.hog.api.Game;
import dev.hog.api.GameRecord;
import dev.hog.api.Strategy;
import dev.hog.runner.Environment;
import dev.hog.runner.Hog;
import dev.hog.runner.Setup;
import dev.hog.runner.io.TurnPrinter;
import dev.hog.runner.strategy.EndOfInput;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code hog play}: a game in the terminal, a person against the computer unless the configuration says otherwise. */
@Command(name = "play", mixinStandardHelpOptions = true, versionProvider = Hog.Version.class,
        description = {"Plays a game in the terminal: you against the computer, by default.",
                "Each turn shows the dice, the points, the rules that fired and the scores."})
public final class PlayCommand implements Callable<Integer> {
    @ParentCommand
    private Hog hog;

    @Mixin
    private RulesetChoice choice;

    @Option(names = "--p0", paramLabel = "SPEC", description = "Player 0's strategy, such as human or bacon:cutoff=9.")
    private String p0;

    @Option(names = "--p1", paramLabel = "SPEC", description = "Player 1's strategy.")
    private String p1;

    @Option(names = "--goal", paramLabel = "N", description = "The goal score (default: the ruleset's, 100).")
    private Integer goal;

    @Option(names = "--seed", paramLabel = "N", description = "Seed the dice, to play the same game again.")
    private Long seed;

    @Override
    public Integer call() {
        Environment environment = hog.environment();
        PrintWriter out = environment.out();
        Setup setup = choice.setup(environment, goal, null, null, seed, p0, p1);
        List<String> names = setup.players().stream().map(Setup.Player::name).toList();
        List<Strategy> strategies = hog.strategies(setup);
        String options = setup.rules().options().asMap().isEmpty() ? "" : ", " + setup.rules().options();
        out.println("Hog: " + setup.rules().ruleset().name() + " (" + setup.rules().ruleset().id() + options
                + "). First to " + setup.rules().goal() + " wins.");
        out.println(names.get(0) + " (player 0, " + strategies.get(0) + ") against " + names.get(1)
                + " (player 1, " + strategies.get(1) + ").");
        out.println();
        TurnPrinter printer = new TurnPrinter(out, names, setup.rules().ruleset().sides());
        Game.Builder game = setup.game().players(strategies.get(0), strategies.get(1))
                .dice(setup.seed().isPresent() ? Dice.fair(setup.seed().getAsLong()) : Dice.fair())
                .listener(turn -> {
                    printer.print(turn);
                    out.flush();
                });
        Commentary commentary = setup.commentaryOrNull();
        if (commentary != null) {
            game.commentary(commentary);
        }
        try {
            GameRecord record = game.play();
            out.println();
            printer.printEnd(record);
        } catch (EndOfInput e) {
            out.println("No more input: the game stops here.");
        }
        return 0;
    }
}
