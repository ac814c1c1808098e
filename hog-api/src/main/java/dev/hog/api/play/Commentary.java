package dev.hog.api.play;

import dev.hog.api.API;
import dev.hog.api.ruleset.GainAnnouncement;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Commentary on a game: called after every turn with both scores, it says something (or nothing) and returns the
 * commentary for the next turn.
 *
 * <p>A commentary is a value: the built-in ones are immutable, and carry what they remember (the last leader, the
 * highest gain) into the commentary they return, as in the course's higher-order functions. The engine calls the
 * commentary after every turn, extra turns and the last turn included, with the scores after every rule of that turn.
 *
 * <p>The built-in commentaries without {@link PlayerNames} say the course's exact words, which call the players
 * {@code Player 0} and {@code Player 1} and write {@code "point(s)"}, as the course's tests expect. Those given
 * {@code PlayerNames} say the players' names and count points in English, for a game page:
 * {@code "Alice takes the lead by 8 points"}.
 */
@API(status = API.Status.STABLE, since = "1.0")
@FunctionalInterface
public interface Commentary {
    /**
     * Comments on the scores after a turn.
     *
     * @param score0 player 0's score
     * @param score1 player 1's score
     * @param say receives each line said, in order
     * @return the commentary for the next turn, never {@code null}
     */
    Commentary say(int score0, int score1, Consumer<String> say);

    /**
     * Commentary that says nothing.
     *
     * @return the silent commentary
     */
    static Commentary silent() {
        return Commentaries.SILENT;
    }

    /**
     * Says both scores after every turn: {@code "Player 0 now has 10 and Player 1 now has 6"}.
     *
     * @return the commentary
     */
    static Commentary sayScores() {
        return Commentaries.SAY_SCORES;
    }

    /**
     * Says both scores after every turn, with the players' names: {@code "Alice now has 10 and Bob now has 6"}.
     *
     * @param names the players' names
     * @return the commentary
     */
    @API(status = API.Status.STABLE, since = "2.0")
    static Commentary sayScores(PlayerNames names) {
        return new Commentaries.SayScores(Objects.requireNonNull(names, "names"));
    }

    /**
     * Announces a new leader: {@code "Player 1 takes the lead by 7"}. A tie leaves nobody leading, so the next lead is
     * announced even if the same player had it before.
     *
     * @return the commentary, with no leader yet
     */
    static Commentary announceLeadChanges() {
        return new Commentaries.LeadChanges(-1);
    }

    /**
     * Announces a new leader with the players' names, counting the lead in points:
     * {@code "Bob takes the lead by 7 points"}, or {@code "by 1 point"}. As with {@link #announceLeadChanges()}, a tie
     * leaves nobody leading.
     *
     * @param names the players' names
     * @return the commentary, with no leader yet
     */
    @API(status = API.Status.STABLE, since = "2.0")
    static Commentary announceLeadChanges(PlayerNames names) {
        return new Commentaries.NamedLeadChanges(Objects.requireNonNull(names, "names"), -1);
    }

    /**
     * Announces a player's biggest gain yet, in the default words.
     *
     * @param who the player to watch, 0 or 1
     * @return the commentary
     * @see #announceHighest(int, GainAnnouncement)
     */
    static Commentary announceHighest(int who) {
        return announceHighest(who, GainAnnouncement.DEFAULT);
    }

    /**
     * Announces a player's biggest gain yet. The gain is the player's score now minus their score at the previous call
     * (negative after a swap); it is announced only when it beats the player's highest gain so far, which starts at
     * 0. Rulesets word it their own way: {@code announceHighest(who, ruleset.gainAnnouncement())}.
     *
     * @param who the player to watch, 0 or 1
     * @param words the words of the announcement
     * @return the commentary
     * @throws dev.hog.api.HogException if {@code who} is not 0 or 1
     */
    static Commentary announceHighest(int who, GainAnnouncement words) {
        Commentaries.checkWatched(who);
        return new Commentaries.Highest(who, 0, 0, Objects.requireNonNull(words, "words"));
    }

    /**
     * Announces a player's biggest gain yet, with the player's name, in the words of
     * {@link GainAnnouncement#announce(String, int)}: {@code "15 points! That's the biggest gain yet for Alice"} by
     * default. Which gain is announced is as for {@link #announceHighest(int, GainAnnouncement)}.
     *
     * @param who the player to watch, 0 or 1
     * @param names the players' names
     * @param words the words of the announcement, such as {@code ruleset.gainAnnouncement()}
     * @return the commentary
     * @throws dev.hog.api.HogException if {@code who} is not 0 or 1
     */
    @API(status = API.Status.STABLE, since = "2.0")
    static Commentary announceHighest(int who, PlayerNames names, GainAnnouncement words) {
        Commentaries.checkWatched(who);
        return new Commentaries.Highest(who, 0, 0, new Commentaries.NamedGain(
                Objects.requireNonNull(names, "names").name(who), Objects.requireNonNull(words, "words")));
    }

    /**
     * Says what {@code f} says, then what {@code g} says, and continues with both of their next commentaries.
     *
     * @param f the first commentary
     * @param g the second commentary
     * @return the combined commentary
     */
    static Commentary both(Commentary f, Commentary g) {
        return new Commentaries.Both(Objects.requireNonNull(f, "f"), Objects.requireNonNull(g, "g"));
    }
}
