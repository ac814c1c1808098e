package dev.hog.runner.commands;

import dev.hog.api.HogException;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.TurnRecord;
import dev.hog.json.RecordedGame;
import dev.hog.json.RecordedGamesReader;
import dev.hog.runner.Environment;
import dev.hog.runner.FailureLines;
import dev.hog.runner.Plugins;
import dev.hog.runner.Session;
import dev.hog.runner.io.TraceLines;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code hog replay}: plays recorded games again through the engine. */
@Command(name = "replay", description = {"Replays recorded games through the engine, as JSON lines.",
        "Each strategy returns the recorded dice in order and test dice give the recorded outcomes; each line has",
        "the game's index. With --check, compares every turn with the recorded scores, and any difference exits",
        "with 1. The file is read one game at a time, so a file of any size replays in little memory."})
public final class ReplayCommand implements Callable<Integer> {
    private final Session session;

    @Parameters(paramLabel = "FILE", description = "A JSON file of recorded games.")
    private Path file;

    @Option(names = "--check", description = "Compare each turn with the recorded scores.")
    private boolean check;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public ReplayCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        PrintWriter out = environment.out();
        PrintWriter err = environment.err();
        Plugins rulesets = session.plugins();
        int differing = 0;
        int games = 0;
        try (RecordedGamesReader reader = RecordedGamesReader.open(environment.resolve(file))) {
            for (Optional<RecordedGame> next = reader.next(); next.isPresent(); next = reader.next()) {
                RecordedGame game = next.get();
                int index = games++;
                Optional<String> problem;
                try {
                    GameRecord played = game.replay(rulesets.ruleset(game.ruleset()));
                    for (TurnRecord turn : played.turns()) {
                        out.println(TraceLines.turn(index, turn));
                    }
                    out.println(TraceLines.end(index, played));
                    problem = check ? game.firstDifference(played) : Optional.empty();
                } catch (HogException e) {
                    problem = Optional.of(e.getMessage());
                }
                if (problem.isPresent()) {
                    differing++;
                    // A recording's text comes back in the report: shown as one line of it, however it was written.
                    err.println(FailureLines.visible(file + ": game " + index + ", " + problem.get(),
                            FailureLines.MAX_LINE));
                }
            }
        }
        if (check) {
            err.println(FailureLines.visible(file + ": ", FailureLines.MAX_LINE - 40) + games + " games replayed, " + differing + " differ from the recording");
        }
        return differing == 0 ? 0 : 1;
    }
}
