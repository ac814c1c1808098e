package dev.hog.api.play;

import dev.hog.api.API;
import dev.hog.api.game.Options;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.Scores;
import java.util.List;
import java.util.Objects;

/**
 * A played game: how it was set up, every turn, and how it ended. {@link Match#record()} makes one.
 *
 * <p>Immutable and thread-safe; equal when every part is. A class with a factory rather than a record, so that it
 * can gain parts without breaking the code that makes one.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class GameRecord {
    private final String ruleset;
    private final Options options;
    private final int goal;
    private final Scores start;
    private final List<TurnRecord> turns;
    private final Scores finalScores;

    private GameRecord(String ruleset, Options options, int goal, Scores start, List<TurnRecord> turns,
            Scores finalScores) {
        this.ruleset = Objects.requireNonNull(ruleset, "ruleset");
        this.options = Objects.requireNonNull(options, "options");
        this.goal = goal;
        this.start = Objects.requireNonNull(start, "start");
        this.turns = List.copyOf(Objects.requireNonNull(turns, "turns"));
        this.finalScores = Objects.requireNonNull(finalScores, "finalScores");
    }

    /**
     * A game record, with a copy of the turns.
     *
     * @param ruleset the ruleset's id
     * @param options the option values in force
     * @param goal the goal score
     * @param start the scores before the first turn
     * @param turns every turn, in order
     * @param finalScores the scores at the end
     * @return the record
     * @throws NullPointerException if a part is {@code null} or a turn is
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static GameRecord of(String ruleset, Options options, int goal, Scores start, List<TurnRecord> turns,
            Scores finalScores) {
        return new GameRecord(ruleset, options, goal, start, turns, finalScores);
    }

    /**
     * The ruleset's id.
     *
     * @return the id, such as {@code su20}
     */
    public String ruleset() {
        return ruleset;
    }

    /**
     * The option values in force.
     *
     * @return the options
     */
    public Options options() {
        return options;
    }

    /**
     * The goal score.
     *
     * @return the goal
     */
    public int goal() {
        return goal;
    }

    /**
     * The scores before the first turn.
     *
     * @return the start scores
     */
    public Scores start() {
        return start;
    }

    /**
     * Every turn, in order.
     *
     * @return an unmodifiable list
     */
    public List<TurnRecord> turns() {
        return turns;
    }

    /**
     * The scores at the end.
     *
     * @return the final scores
     */
    public Scores finalScores() {
        return finalScores;
    }

    /**
     * The winner, by the SDK's one rule ({@link Outcome}): the higher final score.
     *
     * @return 0 or 1, or -1 for a tie
     */
    public int winner() {
        return finalScores.winner();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GameRecord that && ruleset.equals(that.ruleset) && options.equals(that.options)
                && goal == that.goal && start.equals(that.start) && turns.equals(that.turns)
                && finalScores.equals(that.finalScores);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ruleset, options, goal, start, turns, finalScores);
    }

    /**
     * The game in one line, without its turns.
     *
     * @return text such as {@code su20 {feral-hogs=true} to 100 from (0, 0): 23 turns, ended (101, 87)}
     */
    @Override
    public String toString() {
        return ruleset + " {" + options + "} to " + goal + " from " + start + ": " + turns.size() + " turns, ended "
                + finalScores;
    }
}
