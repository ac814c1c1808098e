package dev.hog.runner.commands;

import dev.hog.api.game.Strategy;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.runner.Environment;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.TurnPrinter;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code hog play}: a game in the terminal, a person against the computer unless the configuration says otherwise. */
@Command(name = "play", description = {"Plays a game in the terminal: you against the computer, by default.",
        "Each turn shows the dice, the points, the rules that fired and the scores. With --json, the turns are JSON",
        "lines (as hog trace writes them) and a person is asked on standard error."})
public final class PlayCommand implements Callable<Integer> {
    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private GameOptions options;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public PlayCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        PrintWriter out = environment.out();
        Setup setup = choice.game(session, options);
        List<String> names = setup.players().stream().map(Setup.Player::name).toList();
        List<Strategy> strategies = session.strategies(setup, options.json() ? environment.err() : out);
        if (!options.json()) {
            String chosen = setup.rules().options().asMap().isEmpty() ? "" : ", " + setup.rules().options();
            out.println("Hog: " + setup.ruleset().name() + " (" + setup.ruleset().id() + chosen
                    + "). First to " + setup.rules().goal() + " wins.");
            out.println(names.get(0) + " (player 0, " + strategies.get(0) + ") against " + names.get(1)
                    + " (player 1, " + strategies.get(1) + ").");
            out.println();
        }
        Match.Builder game = setup.game().players(strategies.get(0), strategies.get(1))
                .dice(setup.seed().isPresent() ? Dice.fair(setup.seed().getAsLong()) : Dice.fair());
        Commentary commentary = setup.commentaryOrNull();
        if (commentary != null) {
            game.commentary(commentary);
        }
        return Playing.play(game, out, new TurnPrinter(names, setup.rules()), options.json(), true);
    }
}
