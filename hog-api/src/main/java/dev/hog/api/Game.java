package dev.hog.api;

import dev.hog.api.internal.TurnContext;
import dev.hog.api.internal.TurnKernel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A game of Hog, ready to play: the rules in force, a strategy for each player, the start scores, the goal, the dice
 * and the commentary. This is the game engine.
 *
 * <p>Each turn the engine asks the mover's strategy once for a number of dice, rolls exactly that many dice (all of
 * them, even after a 1), plays the turn by the {@link Rules rules' definition}, and calls the commentary. Play
 * goes on while both scores are below the goal; player 0 moves first.
 *
 * <p>A game holds its dice and strategies, which may keep state: play it on one thread at a time. Playing it again
 * continues with the same dice.
 *
 * <pre>{@code
 * Ruleset su20 = RulesetRegistry.discover().get("su20");
 * GameRecord game = Game.builder(su20)
 *         .players(Strategy.alwaysRoll(5), (score, opponent) -> score < 50 ? 6 : 4)
 *         .dice(Dice.fair(42))
 *         .play();
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Game {
    /** No rules that add points could make a game this long; one that does is looping. */
    private static final int MAX_TURNS = 1_000_000;
    private static final Consumer<String> NOBODY_LISTENS = line -> { };

    private final Rules rules;
    private final Strategy[] strategies;
    /** Per player, whether the strategy reads only the two scores, so that no state need be made to ask it. */
    private final boolean[] scoresOnly;
    private final int start0;
    private final int start1;
    private final Dice dice;
    private final Commentary commentary;
    private final TurnListener listener;

    private Game(Builder builder, Rules rules) {
        this.rules = rules;
        this.strategies = new Strategy[] {builder.strategy0, builder.strategy1};
        this.scoresOnly = new boolean[] {NamedStrategy.readsOnlyScores(builder.strategy0),
            NamedStrategy.readsOnlyScores(builder.strategy1)};
        this.start0 = builder.start0;
        this.start1 = builder.start1;
        this.dice = builder.dice == null ? Dice.fair() : builder.dice;
        this.commentary = builder.commentary;
        this.listener = builder.listener;
    }

    /**
     * Starts configuring a game under a ruleset; options not set take their defaults.
     *
     * @param ruleset the ruleset
     * @return a builder
     */
    public static Builder builder(Ruleset ruleset) {
        return new Builder(Objects.requireNonNull(ruleset, "ruleset"), null);
    }

    /**
     * Starts configuring a game under rules whose options and goal are already chosen.
     *
     * @param rules the rules
     * @return a builder
     */
    public static Builder builder(Rules rules) {
        return new Builder(rules.ruleset(), rules);
    }

    /**
     * The rules in force, with the goal.
     *
     * @return the rules
     */
    public Rules rules() {
        return rules;
    }

    /**
     * Plays the game to the end and records every turn, telling the {@link Builder#listener listener} of each.
     *
     * @return the record of the game
     * @throws HogException if a strategy chooses a number of dice outside {@code 0..}{@link Ruleset#maxDice()}, the
     *     dice cannot roll the dice the rules ask for, or the game does not end
     * @throws RuleException if a rule breaks its contract
     */
    public GameRecord play() {
        List<TurnRecord> turns = new ArrayList<>();
        Scores end = run(turns);
        return new GameRecord(rules.ruleset().id(), rules.options(), rules.goal(), new Scores(start0, start1), turns,
                end);
    }

    /**
     * Plays the game to the end without recording it, for simulation: the same engine as {@link #play()}, minus
     * the records. Commentary, if any, is still called after every turn, and what it says is dropped.
     *
     * @return the final scores
     * @throws HogException as {@link #play()} does
     * @throws RuleException if a rule breaks its contract
     */
    public Scores finalScores() {
        return run(null);
    }

    private Scores run(List<TurnRecord> turns) {
        boolean recording = turns != null;
        TurnKernel kernel = rules.kernel();
        TurnContext turn = new TurnContext(kernel);
        RollRule rollRule = kernel.rollRule();
        int goal = rules.goal();
        int maxDice = rules.maxDice();
        Commentary say = commentary;
        int[] faces = recording ? new int[maxDice] : null;
        List<Effect> effects = recording ? new ArrayList<>() : null;
        Consumer<Effect> effectSink = recording ? effects::add : null;
        List<String> lines = recording ? new ArrayList<>() : null;
        Consumer<String> lineSink = recording ? lines::add : NOBODY_LISTENS;
        int score0 = start0;
        int score1 = start1;
        int memory0 = kernel.initialMemory();
        int memory1 = memory0;
        int mover = 0;
        boolean extraTurn = false;
        for (int number = 0; score0 < goal && score1 < goal; number++) {
            if (number == MAX_TURNS) {
                throw new HogException("The game did not end after " + MAX_TURNS + " turns; under " + rules
                        + " the players' choices must keep adding no points");
            }
            int score = mover == 0 ? score0 : score1;
            int opponentScore = mover == 0 ? score1 : score0;
            int chosen = scoresOnly[mover] ? strategies[mover].numRolls(score, opponentScore)
                    : strategies[mover].numRolls(new GameState(score0, score1, mover, number, extraTurn, memory0,
                            memory1));
            if (chosen < 0 || chosen > maxDice) {
                throw choiceError(mover, chosen, number, score, opponentScore);
            }
            turn.start(score, opponentScore, chosen, number, extraTurn, mover == 0 ? memory0 : memory1,
                    mover == 0 ? memory1 : memory0);
            int sides = kernel.sides(turn, effectSink);
            int rollScore = 0;
            if (chosen > 0) {
                int accumulator = rollRule.start();
                if (recording) {
                    for (int i = 0; i < chosen; i++) {
                        faces[i] = dice.roll(sides);
                        accumulator = rollRule.add(accumulator, faces[i]);
                    }
                    if (rollRule.fired(accumulator)) {
                        effects.add(new Effect(rollRule.name(), rollRule.announce(rollRule.points(accumulator))));
                    }
                } else {
                    for (int i = 0; i < chosen; i++) {
                        accumulator = rollRule.add(accumulator, dice.roll(sides));
                    }
                }
                rollScore = rollRule.points(accumulator);
            }
            kernel.play(turn, rollScore, effectSink);
            if (mover == 0) {
                score0 = turn.moverScore();
                score1 = turn.otherScore();
                memory0 = turn.rememberedMemory();
            } else {
                score1 = turn.moverScore();
                score0 = turn.otherScore();
                memory1 = turn.rememberedMemory();
            }
            if (say != null) {
                say = say.say(score0, score1, lineSink);
                if (say == null) {
                    throw new HogException("A commentary returned null after turn " + (number + 1)
                            + "; it must return the commentary for the next turn, such as itself");
                }
            }
            if (recording) {
                List<Integer> outcomes = new ArrayList<>(chosen);
                for (int i = 0; i < chosen; i++) {
                    outcomes.add(faces[i]);
                }
                TurnRecord record = new TurnRecord(number, mover, extraTurn, chosen, sides, outcomes,
                        turn.turnPoints(), new Scores(score0, score1), effects, lines);
                effects.clear();
                lines.clear();
                turns.add(record);
                if (listener != null) {
                    listener.turnPlayed(record);
                }
            }
            extraTurn = turn.extraTurnGranted();
            mover = extraTurn ? mover : 1 - mover;
        }
        return new Scores(score0, score1);
    }

    private HogException choiceError(int player, int chosen, int number, int score, int opponentScore) {
        Strategy strategy = strategies[player];
        String name = isLambda(strategy) ? "" : " " + strategy;
        return new HogException("Player " + player + "'s strategy" + name + " chose " + chosen + " dice on turn "
                + (number + 1) + " (score " + score + ", opponent " + opponentScore + "); a strategy must choose from 0"
                + " to " + rules.maxDice() + " dice");
    }

    private static boolean isLambda(Strategy strategy) {
        Class<?> type = strategy.getClass();
        return type.isSynthetic() || type.getName().contains("$$Lambda");
    }

    /**
     * Configures a {@link Game}. Not thread-safe.
     */
    @API(status = API.Status.STABLE, since = "1.0")
    public static final class Builder {
        private final Ruleset ruleset;
        private final Rules rules;
        private final Map<String, Object> options = new LinkedHashMap<>();
        private Strategy strategy0;
        private Strategy strategy1;
        private int start0;
        private int start1;
        private Integer goal;
        private Dice dice;
        private Commentary commentary;
        private TurnListener listener;

        private Builder(Ruleset ruleset, Rules rules) {
            this.ruleset = ruleset;
            this.rules = rules;
        }

        /**
         * Sets an option of the ruleset.
         *
         * @param name the option's name
         * @param value its value: a {@link Boolean} or text for a flag, text for a choice
         * @return this builder
         * @throws IllegalStateException if the builder was made from {@link Rules}, whose options are fixed
         */
        public Builder option(String name, Object value) {
            if (rules != null) {
                throw new IllegalStateException("The options are fixed by the rules given: " + rules);
            }
            options.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
            return this;
        }

        /**
         * Sets several options of the ruleset.
         *
         * @param values values by option name
         * @return this builder
         * @throws IllegalStateException if the builder was made from {@link Rules}, whose options are fixed
         */
        public Builder options(Map<String, ?> values) {
            values.forEach(this::option);
            return this;
        }

        /**
         * Sets both players' strategies.
         *
         * @param strategy0 player 0's strategy
         * @param strategy1 player 1's strategy
         * @return this builder
         */
        public Builder players(Strategy strategy0, Strategy strategy1) {
            this.strategy0 = Objects.requireNonNull(strategy0, "strategy0");
            this.strategy1 = Objects.requireNonNull(strategy1, "strategy1");
            return this;
        }

        /**
         * Sets the scores before the first turn; 0 and 0 by default. A game whose start scores reach the goal is
         * already over.
         *
         * @param score0 player 0's score
         * @param score1 player 1's score
         * @return this builder
         */
        public Builder start(int score0, int score1) {
            this.start0 = score0;
            this.start1 = score1;
            return this;
        }

        /**
         * Sets the goal; the goal of the rules given, else the ruleset's, by default.
         *
         * @param goal the winning score, from 1 to {@link Rules#MAX_GOAL}
         * @return this builder
         * @throws HogException if the goal is out of range
         */
        public Builder goal(int goal) {
            this.goal = Rules.checkGoal(goal);
            return this;
        }

        /**
         * Sets the dice; fair dice seeded unpredictably by default.
         *
         * @param dice the dice
         * @return this builder
         */
        public Builder dice(Dice dice) {
            this.dice = Objects.requireNonNull(dice, "dice");
            return this;
        }

        /**
         * Sets the commentary called after every turn; none by default.
         *
         * @param commentary the commentary
         * @return this builder
         */
        public Builder commentary(Commentary commentary) {
            this.commentary = Objects.requireNonNull(commentary, "commentary");
            return this;
        }

        /**
         * Sets who hears each turn as it is played by {@link Game#play()}; nobody by default.
         *
         * @param listener the listener
         * @return this builder
         */
        public Builder listener(TurnListener listener) {
            this.listener = Objects.requireNonNull(listener, "listener");
            return this;
        }

        /**
         * Builds the game.
         *
         * @return the game
         * @throws HogException if an option is unknown or ill-typed, or a start score is negative
         * @throws IllegalStateException if the strategies were not set
         */
        public Game build() {
            if (strategy0 == null || strategy1 == null) {
                throw new IllegalStateException("A game needs a strategy for each player: call players(...)");
            }
            Rules chosen = rules != null ? rules : ruleset.rules(ruleset.options(options));
            if (goal != null) {
                chosen = chosen.withGoal(goal);
            }
            chosen.start(start0, start1);
            return new Game(this, chosen);
        }

        /**
         * Builds the game and plays it.
         *
         * @return the record of the game
         * @throws HogException as {@link #build()} and {@link Game#play()} do
         */
        public GameRecord play() {
            return build().play();
        }
    }
}
