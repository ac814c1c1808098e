package dev.hog.runner.commands;

import dev.hog.api.GameRecord;
import dev.hog.api.HogException;
import dev.hog.api.RecordedGame;
import dev.hog.api.RulesetRegistry;
import dev.hog.api.TurnRecord;
import dev.hog.runner.Environment;
import dev.hog.runner.Hog;
import dev.hog.runner.io.GamesFile;
import dev.hog.runner.io.TurnJson;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code hog replay}: plays recorded games again through the engine. */
@Command(name = "replay", mixinStandardHelpOptions = true, versionProvider = Hog.Version.class,
        description = {"Replays recorded games through the engine and writes its turns as JSON lines.",
                "Each strategy returns the recorded dice in order and test dice give the recorded outcomes;",
                "each line has the game's index. With --check, compares every turn with the recorded scores,",
                "and any difference exits with 1."})
public final class ReplayCommand implements Callable<Integer> {
    @ParentCommand
    private Hog hog;

    @Mixin
    private PluginsOption plugins;

    @Parameters(paramLabel = "FILE", description = "A JSON file of recorded games.")
    private Path file;

    @Option(names = "--check", description = "Compare each turn with the recorded scores.")
    private boolean check;

    @Override
    public Integer call() {
        Environment environment = hog.environment();
        PrintWriter out = environment.out();
        PrintWriter err = environment.err();
        RulesetRegistry registry = plugins.load(environment).registry();
        List<RecordedGame> games = GamesFile.read(environment.resolve(file));
        int differing = 0;
        for (int index = 0; index < games.size(); index++) {
            RecordedGame game = games.get(index);
            Optional<String> problem;
            try {
                GameRecord played = game.replay(registry.get(game.ruleset()));
                for (TurnRecord turn : played.turns()) {
                    out.println(TurnJson.turn(index, turn));
                }
                out.println(TurnJson.end(index, played));
                problem = check ? game.firstDifference(played) : Optional.empty();
            } catch (HogException e) {
                problem = Optional.of(e.getMessage());
            }
            if (problem.isPresent()) {
                differing++;
                err.println(file + ": game " + index + ", " + problem.get());
            }
        }
        if (check) {
            err.println(file + ": " + games.size() + " games replayed, " + differing + " differ from the recording");
        }
        return differing == 0 ? 0 : 1;
    }
}
