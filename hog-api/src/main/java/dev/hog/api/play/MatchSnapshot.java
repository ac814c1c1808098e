package dev.hog.api.play;

import dev.hog.api.API;
import dev.hog.api.game.Scores;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A match saved between two turns, in plain values: how it was set up, every turn played so far, and the dice as
 * {@link Dice#save()} left them. {@link Match#restore} makes a match from it that goes on exactly as the saved one
 * would have: the same state, the same commentary, and with saved dice the same faces.
 *
 * <p>The state is not stored: it is the turns played again from the start scores, each turn's faces scored by the
 * rules, so a snapshot cannot hold a state the rules do not reach. hog-json writes and reads snapshots as JSON.
 *
 * <p>Immutable and thread-safe; equal when every part is. A class with a factory rather than a record, so that it
 * can gain parts without breaking the code that makes one.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class MatchSnapshot {
    private final String ruleset;
    private final Map<String, String> options;
    private final int goal;
    private final Scores start;
    private final List<TurnRecord> turns;
    private final String dice;

    private MatchSnapshot(String ruleset, Map<String, String> options, int goal, Scores start,
            List<TurnRecord> turns, String dice) {
        this.ruleset = Objects.requireNonNull(ruleset, "ruleset");
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(options, "options")));
        this.goal = goal;
        this.start = Objects.requireNonNull(start, "start");
        this.turns = List.copyOf(Objects.requireNonNull(turns, "turns"));
        this.dice = Objects.requireNonNull(dice, "dice");
    }

    /**
     * A snapshot, with copies of the collections.
     *
     * @param ruleset the ruleset's id
     * @param options the option values in force, as text by option name
     * @param goal the goal score
     * @param start the scores before the first turn
     * @param turns every turn played so far, in order
     * @param dice the saved dice, as {@link Dice#save()} wrote them, or empty text when the match's dice cannot be
     *     saved
     * @return the snapshot
     * @throws NullPointerException if a part is {@code null} or a turn is
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static MatchSnapshot of(String ruleset, Map<String, String> options, int goal, Scores start,
            List<TurnRecord> turns, String dice) {
        return new MatchSnapshot(ruleset, options, goal, start, turns, dice);
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
     * The option values in force, as text by option name.
     *
     * @return an unmodifiable map, in the order it was given
     */
    public Map<String, String> options() {
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
     * Every turn played so far, in order.
     *
     * @return an unmodifiable list
     */
    public List<TurnRecord> turns() {
        return turns;
    }

    /**
     * The saved dice as {@link Dice#save()} wrote them.
     *
     * @return the text, or empty text when the match's dice cannot be saved
     * @see #savedDice()
     */
    public String dice() {
        return dice;
    }

    /**
     * The saved dice, if the match's dice could be saved.
     *
     * @return the text {@link Dice#restore(String)} reads, or empty
     */
    public Optional<String> savedDice() {
        return dice.isEmpty() ? Optional.empty() : Optional.of(dice);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MatchSnapshot that && ruleset.equals(that.ruleset) && options.equals(that.options)
                && goal == that.goal && start.equals(that.start) && turns.equals(that.turns) && dice.equals(that.dice);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ruleset, options, goal, start, turns, dice);
    }

    /**
     * The snapshot in one line, without its turns and dice.
     *
     * @return text such as {@code su20 {feral-hogs=true} to 100 from (0, 0) after 3 turns}
     */
    @Override
    public String toString() {
        return ruleset + " " + options + " to " + goal + " from " + start + " after " + turns.size() + " turns"
                + (dice.isEmpty() ? ", dice not saved" : "");
    }
}
