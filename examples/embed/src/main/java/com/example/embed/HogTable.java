package com.example.embed;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.MatchSnapshots;
import java.util.ArrayList;
import java.util.List;

/**
 * A table of Hog inside a larger game: the host decides each player's dice, the table plays the turns by the rules of
 * the ruleset found on the class path or module path, keeps a log of what happened, and saves the match between turns.
 *
 * <p>A table, like the match it holds, belongs to one thread at a time: the host's game loop.
 */
public final class HogTable {
    private final Ruleset ruleset;
    private final List<String> log = new ArrayList<>();
    private final Match match;

    private HogTable(Ruleset ruleset, Match.Builder builder) {
        this.ruleset = ruleset;
        this.match = builder.listener(this::record).build();
    }

    /**
     * A new match of a ruleset with fair dice.
     *
     * @param rulesetId the ruleset's id, such as {@code su20}
     * @param seed the dice's seed
     * @return the table
     */
    public static HogTable open(String rulesetId, long seed) {
        Ruleset ruleset = RulesetRegistry.discover().get(rulesetId);
        return new HogTable(ruleset, Match.builder(ruleset).dice(Dice.fair(seed)));
    }

    /**
     * A match saved by {@link #save()}, going on exactly as it would have.
     *
     * @param saved the saved match
     * @return the table
     */
    public static HogTable load(String saved) {
        MatchSnapshot snapshot = MatchSnapshots.read(saved, "the saved table");
        Ruleset ruleset = RulesetRegistry.discover().get(snapshot.ruleset());
        return new HogTable(ruleset, Match.restore(ruleset, snapshot));
    }

    /**
     * The player to move rolls.
     *
     * @param dice how many dice
     * @return the turn played
     */
    public TurnRecord roll(int dice) {
        return match.roll(dice);
    }

    /**
     * Whose turn it is.
     *
     * @return 0 or 1
     */
    public int mover() {
        return match.mover();
    }

    /**
     * Whether someone has won.
     *
     * @return whether the match is over
     */
    public boolean isOver() {
        return match.isOver();
    }

    /**
     * Both scores, player 0's first.
     *
     * @return the scores
     */
    public int[] scores() {
        return new int[] {match.scores().score0(), match.scores().score1()};
    }

    /**
     * The match, saved as JSON.
     *
     * @return what {@link #load(String)} reads
     */
    public String save() {
        return MatchSnapshots.write(match.snapshot());
    }

    /**
     * What happened at this table since it was opened or loaded, a line a turn.
     *
     * @return the log
     */
    public List<String> log() {
        return List.copyOf(log);
    }

    /**
     * The ruleset played.
     *
     * @return its name
     */
    public String rules() {
        return ruleset.name();
    }

    private void record(TurnRecord turn) {
        StringBuilder line = new StringBuilder("Player " + turn.player() + " rolls " + turn.dice() + ": "
                + turn.outcomes() + " for " + turn.points() + ".");
        turn.effects().forEach(effect -> line.append(' ').append(effect.message()));
        log.add(line.toString());
    }
}
