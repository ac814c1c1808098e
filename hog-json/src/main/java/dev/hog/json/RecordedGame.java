package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.ruleset.Ruleset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game as it was recorded elsewhere: the set-up, and per turn the player, the dice chosen and the faces rolled (and
 * optionally the scores after). {@link #replay(Ruleset)} plays it again through the engine: each player's strategy
 * returns that player's recorded choices in order, and the dice give the recorded faces in order.
 *
 * <p>Immutable and thread-safe: the options and turns are copied when the game is made. Two recorded games are equal
 * when their set-ups and turns are.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class RecordedGame {
    private final String ruleset;
    private final Map<String, Object> options;
    private final int goal;
    private final Scores start;
    private final List<RecordedTurn> turns;

    private RecordedGame(String ruleset, Map<String, Object> options, int goal, Scores start,
            List<RecordedTurn> turns) {
        this.ruleset = Objects.requireNonNull(ruleset, "ruleset");
        this.options = Map.copyOf(options);
        this.goal = goal;
        this.start = Objects.requireNonNull(start, "start");
        this.turns = List.copyOf(turns);
    }

    /**
     * A recorded game from its parts. Nothing is checked against a ruleset until {@link #replay(Ruleset)}.
     *
     * @param ruleset the ruleset's id
     * @param options the option values, by name; copied
     * @param goal the goal score
     * @param start the scores before the first turn
     * @param turns the turns, in order; copied
     * @return the recorded game
     * @throws NullPointerException if a part, an option's name or value, or a turn is {@code null}
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static RecordedGame of(String ruleset, Map<String, Object> options, int goal, Scores start,
            List<RecordedTurn> turns) {
        return new RecordedGame(ruleset, options, goal, start, turns);
    }

    /**
     * The ruleset the game was played under.
     *
     * @return the ruleset's id
     */
    public String ruleset() {
        return ruleset;
    }

    /**
     * The options the game was played with.
     *
     * @return the option values, by name; unmodifiable
     */
    public Map<String, Object> options() {
        return options;
    }

    /**
     * The goal.
     *
     * @return the goal score
     */
    public int goal() {
        return goal;
    }

    /**
     * Where the game started.
     *
     * @return the scores before the first turn
     */
    public Scores start() {
        return start;
    }

    /**
     * The turns.
     *
     * @return the turns, in order; unmodifiable
     */
    public List<RecordedTurn> turns() {
        return turns;
    }

    /**
     * Plays the recorded game again through the engine.
     *
     * @param rules the recorded game's ruleset
     * @return the engine's record of the game
     * @throws HogException if the ruleset is not the recorded one, the options or set-up are invalid, the engine
     *     asks for a choice or a face the recording does not have, or a recorded face is not one of the die the engine
     *     rolled; the message names the turn
     */
    public GameRecord replay(Ruleset rules) {
        if (!rules.id().equals(ruleset)) {
            throw new HogException("The game was recorded under ruleset " + ruleset + ", not " + rules.id());
        }
        List<Deque<Integer>> choices = List.of(new ArrayDeque<>(), new ArrayDeque<>());
        List<Integer> faces = new ArrayList<>();
        for (RecordedTurn turn : turns) {
            if (turn.player() != 0 && turn.player() != 1) {
                throw new HogException("A recorded turn's player must be 0 or 1, not " + turn.player());
            }
            choices.get(turn.player()).add(turn.dice());
            faces.addAll(turn.outcomes());
        }
        int[] turn = {0};
        RecordedDice dice = new RecordedDice(faces, turn);
        GameRecord played = Match.builder(rules)
                .options(options)
                .goal(goal)
                .start(start.score0(), start.score1())
                .players(replaying(choices.get(0), 0, turn), replaying(choices.get(1), 1, turn))
                .dice(dice)
                .build()
                .play();
        if (dice.remaining() > 0) {
            throw new HogException("The game ended after " + played.turns().size() + " turns with "
                    + dice.remaining() + " recorded outcome(s) not rolled");
        }
        return played;
    }

    /**
     * The first way a replay differs from this recording: a turn's player, dice, faces or (where recorded) scores,
     * or the number of turns.
     *
     * @param played the engine's record, from {@link #replay(Ruleset)}
     * @return a description naming the turn (counted from 1), or empty if the replay matches
     */
    public Optional<String> firstDifference(GameRecord played) {
        List<TurnRecord> actual = played.turns();
        for (int i = 0; i < Math.min(turns.size(), actual.size()); i++) {
            RecordedTurn expected = turns.get(i);
            TurnRecord turn = actual.get(i);
            boolean same = expected.player() == turn.player() && expected.dice() == turn.dice()
                    && expected.outcomes().equals(turn.outcomes())
                    && (expected.scores() == null || expected.scores().equals(turn.scores()));
            if (!same) {
                return Optional.of("turn " + (i + 1) + ": recorded player " + expected.player() + " rolling "
                        + expected.dice() + " " + expected.outcomes() + " to "
                        + (expected.scores() == null ? "unrecorded scores" : expected.scores())
                        + ", replayed player " + turn.player() + " rolling " + turn.dice() + " " + turn.outcomes()
                        + " to " + turn.scores());
            }
        }
        if (turns.size() != actual.size()) {
            return Optional.of("recorded " + turns.size() + " turns, replayed " + actual.size());
        }
        return Optional.empty();
    }

    /**
     * Whether another object is a recorded game with the same ruleset, options, goal, start and turns.
     *
     * @param other the object to compare with
     * @return {@code true} if it is an equal recorded game
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof RecordedGame that && ruleset.equals(that.ruleset) && options.equals(that.options)
                && goal == that.goal && start.equals(that.start) && turns.equals(that.turns);
    }

    /**
     * A hash of every part, consistent with {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Objects.hash(ruleset, options, goal, start, turns);
    }

    /**
     * Every part, for messages.
     *
     * @return {@code RecordedGame[ruleset=..., options=..., goal=..., start=..., turns=[...]]}
     */
    @Override
    public String toString() {
        return "RecordedGame[ruleset=" + ruleset + ", options=" + options + ", goal=" + goal + ", start=" + start
                + ", turns=" + turns + "]";
    }

    /** Returns a player's recorded choices in order, counting the turns of the game in {@code turn[0]}. */
    private static Strategy replaying(Deque<Integer> choices, int player, int[] turn) {
        int recorded = choices.size();
        return Strategy.named("recorded choices of player " + player, (score, opponentScore) -> {
            turn[0]++;
            Integer next = choices.poll();
            if (next == null) {
                throw new HogException("turn " + turn[0] + ": the engine gave player " + player + " a turn beyond the "
                        + recorded + " the recording has for that player (score " + score + ", opponent "
                        + opponentScore + ")");
            }
            return next;
        });
    }

    /** Dice that give the recorded faces once each, and fail rather than repeat them. */
    private static final class RecordedDice implements Dice {
        private final List<Integer> faces;
        private final int[] turn;
        private int next;

        RecordedDice(List<Integer> faces, int[] turn) {
            this.faces = faces;
            this.turn = turn;
        }

        @Override
        public int roll(int sides) {
            if (next == faces.size()) {
                throw new HogException("turn " + turn[0] + ": the engine rolled more dice than the " + faces.size()
                        + " outcomes recorded");
            }
            int face = faces.get(next++);
            if (face < 1 || face > sides) {
                throw new HogException("turn " + turn[0] + ": the recorded outcome " + face + " is not a face of the "
                        + sides + "-sided die the engine rolled; its faces are 1 to " + sides);
            }
            return face;
        }

        int remaining() {
            return faces.size() - next;
        }

        /** A recording holds the faces that counted: a face a re-roll rule rolled again was recorded as the second. */
        @Override
        public boolean givesCountedFaces() {
            return true;
        }
    }
}
