package dev.hog.api.play;

import dev.hog.api.API;
import dev.hog.api.game.Options;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.Scores;
import java.util.List;
import java.util.Objects;

/**
 * A played game: how it was set up, every turn, and how it ended.
 *
 * @param ruleset the ruleset's id
 * @param options the option values in force
 * @param goal the goal score
 * @param start the scores before the first turn
 * @param turns every turn, in order
 * @param finalScores the scores at the end
 */
@API(status = API.Status.STABLE, since = "1.0")
public record GameRecord(String ruleset, Options options, int goal, Scores start, List<TurnRecord> turns,
        Scores finalScores) {
    /**
     * Copies the turns.
     *
     * @param ruleset the ruleset's id
     * @param options the option values in force
     * @param goal the goal score
     * @param start the scores before the first turn
     * @param turns every turn, in order
     * @param finalScores the scores at the end
     * @throws NullPointerException if a part is {@code null}
     */
    public GameRecord {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(start, "start");
        turns = List.copyOf(turns);
        Objects.requireNonNull(finalScores, "finalScores");
    }

    /**
     * The winner, by the SDK's one rule ({@link Outcome}): the higher final score.
     *
     * @return 0 or 1, or -1 for a tie
     */
    public int winner() {
        return finalScores.winner();
    }
}
