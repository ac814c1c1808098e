package dev.hog.testkit;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.json.RecordedGame;
import dev.hog.json.RecordedGamesReader;
import java.io.InputStream;
import java.util.List;
import java.util.Objects;

/**
 * Reads recorded games in the conformance format, with the SDK's one reader ({@link RecordedGamesReader}): a JSON
 * array of games, each {@code {"ruleset":"su20","options":{...},"goal":54,"start":[47,53],"turns":[{"player":0,
 * "dice":9,"outcomes":[...],"scores":[53,48]}, ...]}}, with {@code options} and {@code scores} optional.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class RecordedGames {
    private RecordedGames() {
    }

    /**
     * Reads every game in a file, and closes it.
     *
     * @param json the file's content, such as a test resource
     * @return the games, in order
     * @throws NullPointerException if {@code json} is {@code null}, as a missing resource is
     * @throws HogException if the content is not games in this format, naming the line and column
     */
    public static List<RecordedGame> read(InputStream json) {
        Objects.requireNonNull(json, "games file");
        return RecordedGamesReader.readAll(json, "recorded games");
    }
}
