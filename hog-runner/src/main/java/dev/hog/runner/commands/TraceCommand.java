package dev.hog.runner.commands;

import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.io.TurnPrinter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code hog trace}: one game, turn by turn, with test dice or seeded fair dice. */
@Command(name = "trace", description = {"Plays one game and shows every turn, with test dice or seeded fair dice.",
        "Test dice (--dice) give the outcomes listed, in order, again and again; without --dice, fair dice are",
        "seeded with --seed. With --json, one JSON object per turn, then {\"final\":[s0,s1],\"winner\":w}."})
public final class TraceCommand implements Callable<Integer> {
    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private GameOptions options;

    @Option(names = "--dice", paramLabel = "N,N,...", split = ",",
            description = "The outcomes the test dice give, in order, again and again.")
    private List<Integer> dice;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public TraceCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Setup setup = choice.game(session, options);
        List<Strategy> strategies = session.strategies(setup);
        Dice rolled = dice != null ? testDice()
                : setup.seed().isPresent() ? Dice.fair(setup.seed().getAsLong()) : Dice.fair();
        TurnPrinter printer = new TurnPrinter(List.of("Player 0", "Player 1"), setup.rules());
        return Playing.play(setup.game().players(strategies.get(0), strategies.get(1)).dice(rolled),
                session.environment().out(), printer, options.json(), false);
    }

    /** Test dice that give only faces the die rolled has: a 7 on a six-sided die is a mistake, said when rolled. */
    private Dice testDice() {
        for (int outcome : dice) {
            if (outcome < 1) {
                throw new HogException("--dice takes outcomes of at least 1, such as --dice 3,4,5; not " + outcome);
            }
        }
        Dice test = Dice.test(dice.stream().mapToInt(Integer::intValue).toArray());
        String given = dice.stream().map(String::valueOf).collect(Collectors.joining(","));
        return sides -> {
            int face = test.roll(sides);
            if (face > sides) {
                throw new HogException("--dice " + given + ": a " + sides + "-sided die came up " + face + ", a face"
                        + " it does not have; give outcomes from 1 to " + sides);
            }
            return face;
        };
    }
}
