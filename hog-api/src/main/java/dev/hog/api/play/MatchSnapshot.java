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
 * @param ruleset the ruleset's id
 * @param options the option values in force, as text by option name
 * @param goal the goal score
 * @param start the scores before the first turn
 * @param turns every turn played so far, in order
 * @param dice the saved dice, as {@link Dice#save()} wrote them, or empty text when the match's dice cannot be saved
 */
@API(status = API.Status.STABLE, since = "1.0")
public record MatchSnapshot(String ruleset, Map<String, String> options, int goal, Scores start,
        List<TurnRecord> turns, String dice) {
    /**
     * Copies the collections.
     *
     * @param ruleset the ruleset's id
     * @param options the option values in force, as text by option name
     * @param goal the goal score
     * @param start the scores before the first turn
     * @param turns every turn played so far, in order
     * @param dice the saved dice, or empty text when the match's dice cannot be saved
     * @throws NullPointerException if a part is {@code null}
     */
    public MatchSnapshot {
        Objects.requireNonNull(ruleset, "ruleset");
        options = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(options, "options")));
        Objects.requireNonNull(start, "start");
        turns = List.copyOf(Objects.requireNonNull(turns, "turns"));
        Objects.requireNonNull(dice, "dice");
    }

    /**
     * The saved dice, if the match's dice could be saved.
     *
     * @return the text {@link Dice#restore(String)} reads, or empty
     */
    public Optional<String> savedDice() {
        return dice.isEmpty() ? Optional.empty() : Optional.of(dice);
    }
}
