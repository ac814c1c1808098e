package dev.hog.api.play;

import dev.hog.api.API;
import dev.hog.api.game.Scores;
import dev.hog.api.rule.Effect;
import java.util.List;
import java.util.Objects;

/**
 * One turn of a played game. A {@link Match} makes them; a test or a tool that stores games builds one with
 * {@link #builder()}:
 * <pre>{@code
 * TurnRecord turn = TurnRecord.builder().number(0).player(0).dice(4).sides(6).outcomes(List.of(3, 5, 2, 6))
 *         .points(16).scores(Scores.of(16, 0)).build();
 * }</pre>
 *
 * <p>Immutable and thread-safe; equal when every part is. A class with a builder rather than a record, so that it
 * can gain parts without breaking the code that makes one.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class TurnRecord {
    private final int number;
    private final int player;
    private final boolean extraTurn;
    private final boolean movesAgain;
    private final int dice;
    private final int sides;
    private final List<Integer> outcomes;
    private final int points;
    private final Scores scores;
    private final List<Effect> effects;
    private final List<String> commentary;

    private TurnRecord(Builder builder) {
        this.number = builder.number;
        this.player = builder.player;
        this.extraTurn = builder.extraTurn;
        this.movesAgain = builder.movesAgain;
        this.dice = builder.dice;
        this.sides = builder.sides;
        this.outcomes = List.copyOf(builder.outcomes);
        this.points = builder.points;
        if (builder.scores == null) {
            throw new IllegalStateException("A turn record needs the scores after the turn: call scores(Scores)"
                    + " before build()");
        }
        this.scores = builder.scores;
        this.effects = List.copyOf(builder.effects);
        this.commentary = List.copyOf(builder.commentary);
    }

    /**
     * A builder for a turn record. Every part but the scores has a default: 0, {@code false} or an empty list.
     *
     * @return a new builder
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder that starts from this record's parts, to make a record that differs in a few of them.
     *
     * @return a new builder holding every part of this record
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public Builder toBuilder() {
        return new Builder().number(number).player(player).extraTurn(extraTurn).movesAgain(movesAgain).dice(dice)
                .sides(sides).outcomes(outcomes).points(points).scores(scores).effects(effects)
                .commentary(commentary);
    }

    /**
     * The turn's number: the turns played before it, extra turns included, so the first is 0.
     *
     * @return the number
     */
    public int number() {
        return number;
    }

    /**
     * Who moved.
     *
     * @return 0 or 1
     */
    public int player() {
        return player;
    }

    /**
     * Whether it was an extra turn: the same player had also moved on the turn before.
     *
     * @return whether it was an extra turn
     */
    public boolean extraTurn() {
        return extraTurn;
    }

    /**
     * Whether the rules gave the same player the next turn too, an extra turn.
     *
     * @return whether the same player moves again
     */
    public boolean movesAgain() {
        return movesAgain;
    }

    /**
     * How many dice the player chose, or the number of the {@linkplain dev.hog.api.rule.MoveRule move} they made.
     *
     * @return the dice, 0 for a turn of no dice; a negative number for a move, such as -1 for fa16's Pork Chop
     */
    public int dice() {
        return dice;
    }

    /**
     * How many sides the dice had; reported even for a turn of no dice.
     *
     * @return the sides
     */
    public int sides() {
        return sides;
    }

    /**
     * The faces rolled, in order.
     *
     * @return an unmodifiable list, empty for a turn of no dice
     */
    public List<Integer> outcomes() {
        return outcomes;
    }

    /**
     * The turn's points before bonuses: the roll's score or the zero-dice points.
     *
     * @return the points
     */
    public int points() {
        return points;
    }

    /**
     * Both scores after the turn, after every rule.
     *
     * @return the scores
     */
    public Scores scores() {
        return scores;
    }

    /**
     * The rules that fired, in the order they fired.
     *
     * @return an unmodifiable list
     */
    public List<Effect> effects() {
        return effects;
    }

    /**
     * What the commentary said after the turn.
     *
     * @return an unmodifiable list of lines
     */
    public List<String> commentary() {
        return commentary;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TurnRecord that && number == that.number && player == that.player
                && extraTurn == that.extraTurn && movesAgain == that.movesAgain && dice == that.dice
                && sides == that.sides && points == that.points && outcomes.equals(that.outcomes)
                && scores.equals(that.scores) && effects.equals(that.effects) && commentary.equals(that.commentary);
    }

    @Override
    public int hashCode() {
        return Objects.hash(number, player, extraTurn, movesAgain, dice, sides, outcomes, points, scores, effects,
                commentary);
    }

    /**
     * The turn in one line, without the commentary.
     *
     * @return text such as {@code turn 0: player 0 rolled 4d6 [3, 5, 2, 6] for 16 points, scores (16, 0)}
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("turn ").append(number).append(": player ").append(player)
                .append(extraTurn ? " (extra turn)" : "");
        if (dice < 0) {
            text.append(" chose ").append(dice);
        } else {
            text.append(" rolled ").append(dice).append('d').append(sides).append(' ').append(outcomes);
        }
        text.append(" for ").append(points).append(" points, scores ")
                .append(scores);
        effects.forEach(effect -> text.append("; ").append(effect));
        return text.append(movesAgain ? "; moves again" : "").toString();
    }

    /**
     * Builds a {@link TurnRecord}. Not thread-safe: one builder serves one thread.
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static final class Builder {
        private int number;
        private int player;
        private boolean extraTurn;
        private boolean movesAgain;
        private int dice;
        private int sides;
        private List<Integer> outcomes = List.of();
        private int points;
        private Scores scores;
        private List<Effect> effects = List.of();
        private List<String> commentary = List.of();

        private Builder() {
        }

        /**
         * Sets the turn's number.
         *
         * @param number the turns played before it, extra turns included, so the first is 0
         * @return this builder
         */
        public Builder number(int number) {
            this.number = number;
            return this;
        }

        /**
         * Sets who moved.
         *
         * @param player 0 or 1
         * @return this builder
         */
        public Builder player(int player) {
            this.player = player;
            return this;
        }

        /**
         * Sets whether it was an extra turn.
         *
         * @param extraTurn whether the same player had also moved on the turn before
         * @return this builder
         */
        public Builder extraTurn(boolean extraTurn) {
            this.extraTurn = extraTurn;
            return this;
        }

        /**
         * Sets whether the same player has the next turn too.
         *
         * @param movesAgain whether the rules gave the player an extra turn
         * @return this builder
         */
        public Builder movesAgain(boolean movesAgain) {
            this.movesAgain = movesAgain;
            return this;
        }

        /**
         * Sets how many dice the player chose.
         *
         * @param dice the dice, 0 for a turn of no dice, or a move's negative number
         * @return this builder
         */
        public Builder dice(int dice) {
            this.dice = dice;
            return this;
        }

        /**
         * Sets how many sides the dice had.
         *
         * @param sides the sides, given even for a turn of no dice
         * @return this builder
         */
        public Builder sides(int sides) {
            this.sides = sides;
            return this;
        }

        /**
         * Sets the faces rolled; {@link #build()} copies them.
         *
         * @param outcomes the faces, in order; empty for a turn of no dice
         * @return this builder
         * @throws NullPointerException if the list is {@code null}
         */
        public Builder outcomes(List<Integer> outcomes) {
            this.outcomes = Objects.requireNonNull(outcomes, "outcomes");
            return this;
        }

        /**
         * Sets the turn's points before bonuses.
         *
         * @param points the roll's score or the zero-dice points
         * @return this builder
         */
        public Builder points(int points) {
            this.points = points;
            return this;
        }

        /**
         * Sets both scores after the turn. Required.
         *
         * @param scores the scores after every rule
         * @return this builder
         * @throws NullPointerException if the scores are {@code null}
         */
        public Builder scores(Scores scores) {
            this.scores = Objects.requireNonNull(scores, "scores");
            return this;
        }

        /**
         * Sets the rules that fired; {@link #build()} copies them.
         *
         * @param effects the effects, in the order they fired
         * @return this builder
         * @throws NullPointerException if the list is {@code null}
         */
        public Builder effects(List<Effect> effects) {
            this.effects = Objects.requireNonNull(effects, "effects");
            return this;
        }

        /**
         * Sets what the commentary said; {@link #build()} copies the lines.
         *
         * @param commentary the lines, in order
         * @return this builder
         * @throws NullPointerException if the list is {@code null}
         */
        public Builder commentary(List<String> commentary) {
            this.commentary = Objects.requireNonNull(commentary, "commentary");
            return this;
        }

        /**
         * The turn record. The builder can go on to build others.
         *
         * @return the record, with copies of the lists
         * @throws IllegalStateException if the scores were not set
         * @throws NullPointerException if a list holds {@code null}
         */
        public TurnRecord build() {
            return new TurnRecord(this);
        }
    }
}
