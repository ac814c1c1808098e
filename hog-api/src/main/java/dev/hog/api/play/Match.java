package dev.hog.api.play;

import static dev.hog.api.internal.Preconditions.check;
import static dev.hog.api.internal.Preconditions.checkInRange;

import dev.hog.api.API;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.internal.GivenFaces;
import dev.hog.api.internal.Internals;
import dev.hog.api.internal.Preconditions;
import dev.hog.api.internal.TurnContext;
import dev.hog.api.internal.TurnKernel;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.RuleException;
import dev.hog.api.ruleset.Ruleset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * A match of Hog: one game under a {@link GameDefinition}, played a turn at a time by whoever drives it. This is the
 * game engine.
 *
 * <p>A game with its own event loop drives the match: it reads whose turn it is ({@link #mover()}) and which numbers of
 * dice are allowed ({@link #legalDice()}), plays the mover's choice with {@link #roll(int)}, and learns from the
 * {@link TurnRecord} what happened: the faces, the points, each rule that fired with its message, the commentary,
 * whether the mover goes again, and both scores. {@link #isOver()} and {@link #winner()} say how it ended. Between
 * turns, {@link #snapshot()} saves the match and {@link #restore} makes one that goes on identically.
 *
 * <p>With a strategy for each player, {@link #playTurn()} asks the mover's and {@link #play()} plays to the end.
 * Either way each turn rolls exactly the dice chosen (all of them, even after a 1), plays the turn by the game
 * definition, and calls the commentary; player 0 moves first.
 *
 * <p><b>Threads.</b> A match may be shared between threads: each of its methods is atomic with respect to the others.
 * A call from another thread waits until the call in progress returns, and then sees the match between two whole
 * turns. Waiting rather than refusing lets a game page read the scores on one thread while another plays, without
 * retrying; and as a match's dice, strategies and commentary keep state, only one call at a time may run them. The
 * lock is taken once per call, not per turn or per die, so {@link #play()} and {@link #finalScores()} play a whole
 * game under one lock. A call made from inside a turn, by the match's own dice, strategies, rules, commentary or
 * listener on the thread playing it, is refused with an {@link IllegalStateException} and changes nothing: it would
 * see the turn half played. For the same reason, none of them may wait for another thread that uses the match.
 *
 * <p><b>A turn is whole or not at all.</b> A turn changes the match only once every part of it has run: the
 * strategy's choice, the dice, the rules, the commentary and the listener. If any of them throws, or the dice roll a
 * face outside 1 to the die's sides (a {@link HogException}), the match is left exactly as it was before that turn;
 * the turns before it in the same call of {@link #play()} or {@link #finalScores()} stay played. Only what keeps its
 * own state outside the match has moved on: the dice have rolled, and a strategy or commentary that remembers has
 * seen the turn. {@link Dice#test(int...) Test dice} are the one exception to the faces'
 * range: their outcomes count whatever the number of sides, as the course's tests need, and a snapshot of their
 * match restores with them.
 *
 * <pre>{@code
 * Ruleset su20 = RulesetRegistry.discover().get("su20");
 * Match match = Match.builder(su20).dice(Dice.fair(42)).build();
 * while (!match.isOver()) {
 *     TurnRecord turn = match.roll(match.mover() == 0 ? 5 : 3);
 *     System.out.println(turn.effects() + " " + turn.scores());
 * }
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Match {
    private static final Consumer<String> NOBODY_LISTENS = line -> { };
    private static final Function<Object, TurnKernel> KERNELS = Internals.kernels();

    private final GameDefinition game;
    private final TurnKernel kernel;
    private final TurnContext turn;
    /**
     * Per player, the strategy, and whether it reads only the two scores, so that no state need be made to ask it:
     * the builder's arrays, shared by every match it builds for one game and never written after.
     */
    private final Strategy[] strategies;
    private final boolean[] scoresOnly;
    /** The most dice a turn rolls, checked on every choice. */
    private final int maxDice;
    /** Whether a choice rule limits the dice, so that the legal choices are asked of it. */
    private final boolean limitsChoice;
    /** The scores before the first turn, made into {@link Scores} only for a record or a snapshot. */
    private final int start0;
    private final int start1;
    private final Dice dice;
    /** The dice's roll, as the kernel asks for each face: made once per match, not per turn. */
    private final IntUnaryOperator roll;
    /** Whether the dice give faces that counted before, which no re-roll rule rolls again. */
    private final boolean countedFaces;
    /**
     * Whether the dice are test dice, whose outcomes count whatever the sides, as the course's {@code make_test_dice}
     * do and its tests of {@code play} need; any other dice roll from 1 to the sides.
     */
    private final boolean anyFace;
    private final TurnListener listener;
    private final List<TurnRecord> turns = new ArrayList<>();
    /** Held for the whole of each public call but {@link #game()}; private, so no outside code can hold it. */
    private final Object lock = new Object();
    /**
     * Whether a call holding {@link #lock} is running: only the thread that holds the lock can see it set, so it
     * marks a call from inside a call of this match, by its dice, strategies, rules, commentary or listener.
     */
    private boolean inTurn;
    /** Turns {@link #finalScores()} played without records: after them the match has no whole record to give. */
    private int unrecorded;
    private Commentary commentary;
    private int score0;
    private int score1;
    private int memory0;
    private int memory1;
    private int mover;
    private int number;
    private boolean extraTurn;

    private Match(Builder builder, GameDefinition game, Dice dice) {
        this.game = game;
        this.kernel = KERNELS.apply(game);
        this.turn = new TurnContext(kernel);
        this.limitsChoice = kernel.limitsChoice();
        this.maxDice = game.maxDice();
        builder.bind(game);
        this.strategies = builder.bound;
        this.scoresOnly = builder.scoresOnly;
        this.start0 = builder.start0;
        this.start1 = builder.start1;
        this.dice = dice;
        this.roll = dice::roll;
        this.anyFace = dice instanceof TestDice;
        this.countedFaces = dice.givesCountedFaces();
        this.commentary = builder.commentary;
        this.listener = builder.listener;
        this.score0 = builder.start0;
        this.score1 = builder.start1;
        this.memory0 = kernel.initialMemory();
        this.memory1 = memory0;
    }

    /**
     * Starts configuring a match under a ruleset; options not set take their defaults.
     *
     * @param ruleset the ruleset
     * @return a builder
     */
    public static Builder builder(Ruleset ruleset) {
        return new Builder(Objects.requireNonNull(ruleset, "ruleset"), null);
    }

    /**
     * Starts configuring a match under a game definition whose options and goal are already chosen.
     *
     * @param game the game definition
     * @return a builder
     */
    public static Builder builder(GameDefinition game) {
        return new Builder(null, Objects.requireNonNull(game, "game"));
    }

    /**
     * Starts configuring a match that goes on from a snapshot: the snapshot's options, goal, start scores and turns,
     * and its dice if they were saved. Set the commentary, players and listener as for a new match; the commentary
     * hears the saved turns again, silently, so that it goes on as it would have, and what it says of each must be
     * the commentary the snapshot saved: restore with the commentary the match was played with.
     *
     * <p>{@link Builder#build()} plays every saved turn again from its faces and checks each of its fields against
     * what the rules and the commentary give, the effects' messages and the commentary's lines included. A field
     * that differs is refused with a {@link HogException} that names the turn by its {@link TurnRecord#number()} and
     * the field, with the saved and the replayed values: {@code The snapshot's turn 7: saved points 12, the rules
     * give 9}. Saved text is quoted only in part, so that a message stays short whatever the snapshot holds.
     *
     * @param ruleset the ruleset the snapshot names
     * @param snapshot the saved match
     * @return a builder whose options, goal and start scores are the snapshot's and cannot be changed;
     *     {@link Builder#build()} plays the saved turns again and checks them, and each match it builds rolls on with
     *     its own copy of the saved dice, unless other dice are given
     * @throws HogException if the snapshot is of another ruleset or its options are not the ruleset's
     */
    public static Builder restore(Ruleset ruleset, MatchSnapshot snapshot) {
        if (!ruleset.id().equals(snapshot.ruleset())) {
            throw new HogException("The snapshot is of ruleset " + SnapshotReplay.quote(snapshot.ruleset()) + ", not "
                    + ruleset.id());
        }
        Builder builder = new Builder(null, ruleset.game(snapshot.options()).withGoal(snapshot.goal()));
        builder.start(snapshot.start().score0(), snapshot.start().score1());
        builder.snapshot = snapshot;
        return builder;
    }

    /**
     * The game definition in force: the rules, their options and the goal.
     *
     * @return the game definition
     */
    public GameDefinition game() {
        return game;
    }

    /**
     * Whether the match is over: a score has reached the goal.
     *
     * @return {@code true} once either score is at least the goal
     * @throws IllegalStateException if called from inside one of this match's turns
     */
    public boolean isOver() {
        return atomically("isOver", this::over);
    }

    /**
     * The player whose turn it is.
     *
     * @return 0 or 1
     * @throws IllegalStateException if called from inside one of this match's turns
     */
    public int mover() {
        return atomically("mover", () -> mover);
    }

    /**
     * The choices the mover may make, in increasing order: the game's {@link GameDefinition#choices() choices} (the
     * moves' numbers, then 0 to the ruleset's maximum), less those a {@link dev.hog.api.rule.DiceChoiceRule choice
     * rule} does not allow now.
     *
     * @return the legal choices; empty once the match is over
     * @throws RuleException if the choice rules allow no number of dice, or one breaks its contract
     * @throws IllegalStateException if called from inside one of this match's turns
     */
    public List<Integer> legalDice() {
        return atomically("legalDice", this::legalDiceNow);
    }

    /**
     * Both scores now.
     *
     * @return the scores
     * @throws IllegalStateException if called from inside one of this match's turns
     */
    public Scores scores() {
        return atomically("scores", this::scoresNow);
    }

    /**
     * The state between turns, for analysis: the game definition reads what the rules remember from it.
     *
     * @return the state
     * @throws IllegalStateException if called from inside one of this match's turns
     */
    public GameState state() {
        return atomically("state", this::stateNow);
    }

    /**
     * Every turn played so far, in order.
     *
     * @return the turns
     * @throws IllegalStateException if called from inside one of this match's turns
     */
    public List<TurnRecord> turns() {
        return atomically("turns", () -> List.copyOf(turns));
    }

    /**
     * The winner, by the SDK's one rule ({@link dev.hog.api.game.Outcome}): the higher score once the match is over.
     * A {@link GameRecord}, made once the game is over, always has one: {@link GameRecord#winner()}.
     *
     * @return empty while the match goes on; once it is over, 0 or 1, or -1 for a tie (which only start scores or a
     *     plugin's rules can bring about)
     * @throws IllegalStateException if called from inside one of this match's turns
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public OptionalInt winner() {
        return atomically("winner", () -> over() ? OptionalInt.of(scoresNow().winner()) : OptionalInt.empty());
    }

    /**
     * Plays the mover's turn with this many dice and records it, telling the {@link Builder#listener listener}. The
     * turn is applied whole or not at all: whatever is thrown, the match is as it was before the call.
     *
     * @param dice the number of dice, one of {@link #legalDice()}
     * @return the turn: the faces, the points, the rules that fired, the commentary and both scores after it
     * @throws HogException if the match is over, the number of dice is out of range or not allowed (the message
     *     names the turn, the scores, the rule that refuses and the numbers allowed), the dice cannot roll the dice
     *     the rules ask for, or they roll a face outside 1 to the die's sides
     * @throws RuleException if a rule breaks its contract
     * @throws EngineLimitException if the match has played {@link GameDefinition#MAX_TURNS} turns, so the game is
     *     looping
     * @throws IllegalStateException if called from inside one of this match's turns
     */
    public TurnRecord roll(int dice) {
        return atomically("roll", () -> rollNow(dice));
    }

    /**
     * Asks the mover's strategy for a number of dice and plays that turn. The turn is applied whole or not at all.
     *
     * @return the turn
     * @throws IllegalStateException if the match was built without strategies, or if called from inside one of this
     *     match's turns
     * @throws HogException if the match is over, the strategy chooses a number of dice not allowed, or the dice roll
     *     a face outside 1 to the die's sides
     * @throws RuleException if a rule breaks its contract
     */
    public TurnRecord playTurn() {
        return atomically("playTurn", () -> {
            requireNotOver();
            return playRecorded(choose(), null, false);
        });
    }

    /**
     * Plays the match to the end with the players' strategies, recording every turn. If a turn fails, the turns
     * before it stay played and that turn is not applied.
     *
     * @return the record of the whole match, the turns played before this call included
     * @throws IllegalStateException if the match was built without strategies, or if called from inside one of this
     *     match's turns
     * @throws HogException if a strategy chooses a number of dice not allowed, or the dice cannot roll the dice the
     *     rules ask for or roll a face outside 1 to the die's sides
     * @throws RuleException if a rule breaks its contract
     * @throws EngineLimitException if the game does not end within {@link GameDefinition#MAX_TURNS} turns
     */
    public GameRecord play() {
        return atomically("play", () -> {
            while (!over()) {
                playRecorded(choose(), null, false);
            }
            return recordNow();
        });
    }

    /**
     * Plays the match to the end with the players' strategies without recording it, for simulation: the same turns as
     * {@link #play()}, minus the records. Commentary, if any, is still called after every turn, and what it says is
     * dropped. If a turn fails, the turns before it stay played and that turn is not applied.
     *
     * <p>The turns it plays are not recorded, so afterwards the match has no whole record: {@link #record()} and
     * {@link #snapshot()} refuse, and {@link #turns()} holds only the turns played before.
     *
     * @return the final scores
     * @throws IllegalStateException if the match was built without strategies, or if called from inside one of this
     *     match's turns
     * @throws HogException as {@link #play()} does
     * @throws RuleException if a rule breaks its contract
     * @throws EngineLimitException as {@link #play()} does
     */
    public Scores finalScores() {
        // As atomically does, written out: simulation calls this once per game, and atomically's one call of its
        // Supplier, shared by every public method, would cost this call a lambda and a megamorphic dispatch.
        synchronized (lock) {
            enterTurn("finalScores");
            try {
                return playUnrecorded();
            } finally {
                inTurn = false;
            }
        }
    }

    /**
     * The match so far: its set-up and every turn played.
     *
     * @return the record; its final scores are the scores now
     * @throws IllegalStateException if {@link #finalScores()} played turns without recording them, or if called
     *     from inside one of this match's turns
     */
    public GameRecord record() {
        return atomically("record", this::recordNow);
    }

    /**
     * Saves the match between turns, with its dice if they {@link Dice#save() can be saved}. Saved fair dice hold
     * their seed: whoever holds the snapshot can tell every later roll, so keep it from the players, or give the
     * match dice that cannot be saved.
     *
     * @return the snapshot
     * @throws IllegalStateException if {@link #finalScores()} played turns without recording them, or if called
     *     from inside one of this match's turns
     */
    public MatchSnapshot snapshot() {
        return atomically("snapshot", () -> {
            requireEveryTurnRecorded("snapshot");
            return MatchSnapshot.of(game.rulesetId(), game.options().asMap(), game.goal(), Scores.of(start0, start1),
                    turns, dice.save().orElse(""));
        });
    }

    /**
     * Runs one public call whole: other threads wait for it, and a call from inside it on this thread is refused.
     * The lock is taken once per call, never per turn or die.
     */
    private <T> T atomically(String call, Supplier<T> body) {
        synchronized (lock) {
            enterTurn(call);
            try {
                return body.get();
            } finally {
                inTurn = false;
            }
        }
    }

    private void enterTurn(String call) {
        if (inTurn) {
            throw new IllegalStateException("Match." + call + "() was called from inside a call of the same match,"
                    + " by its dice, a strategy, a rule, the commentary or the listener; the match is between two"
                    + " states there, so it refuses: read the turn from the TurnRecord the listener is given, and"
                    + " play the next turn after this one returns");
        }
        inTurn = true;
    }

    boolean over() {
        return score0 >= game.goal() || score1 >= game.goal();
    }

    private void requireNotOver() {
        check(!over(), () -> "The match is over, " + scoresNow() + ": no turn follows");
    }

    Scores scoresNow() {
        return Scores.of(score0, score1);
    }

    private GameState stateNow() {
        return game.stateOfCodes(score0, score1, mover, number, extraTurn, memory0, memory1);
    }

    private List<Integer> legalDiceNow() {
        if (over()) {
            return List.of();
        }
        return limitsChoice ? game.legalDice(stateNow()) : game.choices();
    }

    private TurnRecord rollNow(int chosen) {
        requireNotOver();
        requireWithinTurnLimit(number);
        if (!kernel.allowsChoice(startTurn(chosen))) {
            throw new HogException(kernel.refusedChoice(turn, "Player " + mover));
        }
        return playRecorded(chosen, null, false);
    }

    private GameRecord recordNow() {
        requireEveryTurnRecorded("record");
        return GameRecord.of(game.rulesetId(), game.options(), game.goal(), Scores.of(start0, start1), turns,
                scoresNow());
    }

    /**
     * The turns of {@link #finalScores()}: the same steps as a recorded turn, with the match's state in local
     * variables, which the JIT keeps in registers across the rules' calls, as simulation plays millions of games
     * through here. The locals change only once a turn is whole, and are the match's state when this returns or
     * throws.
     */
    private Scores playUnrecorded() {
        int goal = game.goal();
        int s0 = score0;
        int s1 = score1;
        int m0 = memory0;
        int m1 = memory1;
        int who = mover;
        int n = number;
        boolean extra = extraTurn;
        Commentary say = commentary;
        try {
            while (s0 < goal && s1 < goal) {
                int chosen = choose(who, s0, s1, n, extra, m0, m1);
                turn.startSeat(who, s0, s1, chosen, n, extra, m0, m1);
                kernel.playFaces(turn, roll, dice, anyFace, countedFaces, null);
                int after0 = turn.scoreAfter(0);
                int after1 = turn.scoreAfter(1);
                if (say != null) {
                    say = checked(say.say(after0, after1, NOBODY_LISTENS), n);
                }
                s0 = after0;
                s1 = after1;
                m0 = turn.memoryAfter(0);
                m1 = turn.memoryAfter(1);
                who = turn.nextMover();
                extra = turn.extraTurnGranted();
                n++;
            }
            return Scores.of(s0, s1);
        } finally {
            unrecorded += n - number;
            score0 = s0;
            score1 = s1;
            memory0 = m0;
            memory1 = m1;
            mover = who;
            number = n;
            extraTurn = extra;
            commentary = say;
        }
    }

    private void requireEveryTurnRecorded(String what) {
        if (unrecorded > 0) {
            throw new IllegalStateException("finalScores() played " + unrecorded + " turns without recording them,"
                    + " so this match has no " + what + "; use play() for a recorded game");
        }
    }

    private int choose(int who, int s0, int s1, int n, boolean extra, int m0, int m1) {
        Strategy strategy = strategies[who];
        if (strategy == null) {
            throw new IllegalStateException("This match has no strategies: set them with players(...), or drive it"
                    + " with roll(dice)");
        }
        requireWithinTurnLimit(n);
        int score = who == 0 ? s0 : s1;
        int opponentScore = who == 0 ? s1 : s0;
        int chosen = scoresOnly[who] ? strategy.numRolls(score, opponentScore)
                : strategy.numRolls(game.stateOfCodes(s0, s1, who, n, extra, m0, m1));
        // The common case, a number of dice in range under rules without choice rules, costs two comparisons.
        if (chosen < 0 || chosen > maxDice || limitsChoice) {
            turn.startSeat(who, s0, s1, chosen, n, extra, m0, m1);
            if (!kernel.allowsChoice(turn)) {
                throw new HogException(kernel.refusedChoice(turn, "Player " + who + "'s strategy"
                        + Preconditions.named(strategy)));
            }
        }
        return chosen;
    }

    /** The one turn limit, however the match is driven: a game this long is looping. */
    private void requireWithinTurnLimit(int turnNumber) {
        if (turnNumber >= GameDefinition.MAX_TURNS) {
            throw new EngineLimitException("The game did not end after " + GameDefinition.MAX_TURNS + " turns; under "
                    + game + " the players' choices must keep adding no points");
        }
    }

    private int choose() {
        return choose(mover, score0, score1, number, extraTurn, memory0, memory1);
    }

    /**
     * One recorded turn, rolled with the dice, or, when a saved match is played again, with the faces it had (above
     * the sides only if test dice rolled them). The
     * match's fields change only at the end, once the rules, the commentary and the listener have all returned, so
     * that a turn that throws leaves no trace.
     */
    private TurnRecord playRecorded(int chosen, List<Integer> given, boolean givenByTestDice) {
        List<Effect> effects = new ArrayList<>();
        List<Integer> outcomes = new ArrayList<>(Math.max(chosen, 0));
        int sides = given == null
                ? kernel.playFaces(startTurn(chosen), roll, dice, anyFace, countedFaces, effects::add)
                : kernel.playFaces(startTurn(chosen), new GivenFaces(given), "the saved turn rolled", givenByTestDice,
                        true, effects::add);
        int[] faces = turn.faces();
        for (int i = 0; i < chosen; i++) {
            outcomes.add(faces[i]);
        }
        int points = turn.turnPoints();
        int after0 = turn.scoreAfter(0);
        int after1 = turn.scoreAfter(1);
        int remembered0 = turn.memoryAfter(0);
        int remembered1 = turn.memoryAfter(1);
        int nextMover = turn.nextMover();
        boolean movesAgain = turn.extraTurnGranted();
        List<String> lines = new ArrayList<>();
        Commentary next = commentary == null ? null : checked(commentary.say(after0, after1, lines::add), number);
        TurnRecord record = TurnRecord.builder().number(number).player(mover).extraTurn(extraTurn)
                .movesAgain(movesAgain).dice(chosen).sides(sides).outcomes(outcomes).points(points)
                .scores(Scores.of(after0, after1)).effects(effects).commentary(lines).build();
        if (listener != null && given == null) {
            listener.turnPlayed(record);
        }
        turns.add(record);
        score0 = after0;
        score1 = after1;
        memory0 = remembered0;
        memory1 = remembered1;
        mover = nextMover;
        extraTurn = movesAgain;
        number++;
        commentary = next;
        return record;
    }

    private TurnContext startTurn(int chosen) {
        turn.startSeat(mover, score0, score1, chosen, number, extraTurn, memory0, memory1);
        return turn;
    }

    private static Commentary checked(Commentary next, int turnNumber) {
        if (next == null) {
            throw new HogException("A commentary returned null after turn " + turnNumber
                    + "; it must return the commentary for the next turn, such as itself");
        }
        return next;
    }

    /** The number of the turn about to be played, for {@link SnapshotReplay}. */
    int nextNumber() {
        return number;
    }

    /** Who plays the turn about to be played, for {@link SnapshotReplay}. */
    int nextMover() {
        return mover;
    }

    /** Whether the turn about to be played is an extra turn, for {@link SnapshotReplay}. */
    boolean nextIsExtraTurn() {
        return extraTurn;
    }

    /**
     * Plays a saved turn again from its faces (above the sides only if test dice rolled them), recorded as any turn,
     * for {@link SnapshotReplay}.
     *
     * @throws HogException if the saved number of dice is not allowed, or the faces are not one for each die of the
     *     turn's sides
     */
    TurnRecord playSaved(TurnRecord saved, boolean savedByTestDice) {
        if (!kernel.allowsChoice(startTurn(saved.dice()))) {
            throw new HogException(kernel.refusedChoice(turn, "Player " + mover));
        }
        if (saved.outcomes().size() != Math.max(saved.dice(), 0)) {
            throw new HogException("saved " + saved.outcomes().size() + " faces for " + saved.dice()
                    + " dice; a turn has one face for each die");
        }
        return playRecorded(saved.dice(), saved.outcomes(), savedByTestDice);
    }

    /** The strategy to ask in this match's game: bound once, here, so that no turn pays for it. */
    private static Strategy forGame(Strategy strategy, GameDefinition game) {
        if (strategy == null) {
            return null;
        }
        return Objects.requireNonNull(strategy.forGame(game), () -> "Strategy "
                + Preconditions.shortened(strategy.toString())
                + " returned null from forGame; it must return the strategy to ask in the game");
    }

    /**
     * Configures a {@link Match}. Not thread-safe.
     */
    @API(status = API.Status.STABLE, since = "1.0")
    public static final class Builder {
        private final Ruleset ruleset;
        private final GameDefinition game;
        private final Map<String, Object> options = new LinkedHashMap<>();
        private Strategy strategy0;
        private Strategy strategy1;
        /**
         * The strategies bound to the game last built, and whether each reads only the scores: found once a game, and
         * shared by the matches built for it, which only read them.
         */
        private GameDefinition boundTo;
        private Strategy[] bound;
        private boolean[] scoresOnly;
        private int start0;
        private int start1;
        private Integer goal;
        private Dice dice;
        private Commentary commentary;
        private TurnListener listener;
        private MatchSnapshot snapshot;

        private Builder(Ruleset ruleset, GameDefinition game) {
            this.ruleset = ruleset;
            this.game = game;
        }

        /**
         * Sets an option of the ruleset.
         *
         * @param name the option's name
         * @param value its value: a {@link Boolean} or text for a flag, text for a choice
         * @return this builder
         * @throws IllegalStateException if the builder was made from a game definition or a snapshot, whose options
         *     are fixed
         */
        public Builder option(String name, Object value) {
            requireNotRestored("options");
            if (game != null) {
                throw new IllegalStateException("The options are fixed by the game given: " + game);
            }
            options.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
            return this;
        }

        /**
         * Sets several options of the ruleset.
         *
         * @param values values by option name
         * @return this builder
         * @throws IllegalStateException if the builder was made from a game definition, whose options are fixed
         */
        public Builder options(Map<String, ?> values) {
            values.forEach(this::option);
            return this;
        }

        /**
         * Sets both players' strategies, for {@link Match#playTurn()} and {@link Match#play()}. A match driven by
         * {@link Match#roll(int)} alone needs none. Each is bound to the game with
         * {@link Strategy#forGame(GameDefinition)} once, when the match is built.
         *
         * @param strategy0 player 0's strategy
         * @param strategy1 player 1's strategy
         * @return this builder
         */
        public Builder players(Strategy strategy0, Strategy strategy1) {
            this.strategy0 = Objects.requireNonNull(strategy0, "strategy0");
            this.strategy1 = Objects.requireNonNull(strategy1, "strategy1");
            this.boundTo = null;
            return this;
        }

        /**
         * Sets the scores before the first turn; 0 and 0 by default. A match whose start scores reach the goal is
         * already over.
         *
         * @param score0 player 0's score
         * @param score1 player 1's score
         * @return this builder
         * @throws IllegalStateException if the builder was made from a snapshot, whose start scores are fixed
         */
        public Builder start(int score0, int score1) {
            requireNotRestored("start scores");
            this.start0 = score0;
            this.start1 = score1;
            return this;
        }

        /**
         * Sets the goal; the goal of the game definition given, else the ruleset's, by default.
         *
         * @param goal the winning score, from 1 to {@link GameDefinition#MAX_GOAL}
         * @return this builder
         * @throws HogException if the goal is out of range
         * @throws IllegalStateException if the builder was made from a snapshot, whose goal is fixed
         */
        public Builder goal(int goal) {
            requireNotRestored("goal");
            this.goal = checkInRange(goal, 1, GameDefinition.MAX_GOAL, "The goal");
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
         * Sets who hears each turn as it is played; nobody by default.
         *
         * @param listener the listener
         * @return this builder
         */
        public Builder listener(TurnListener listener) {
            this.listener = Objects.requireNonNull(listener, "listener");
            return this;
        }

        private void requireNotRestored(String what) {
            if (snapshot != null) {
                throw new IllegalStateException("This builder restores a snapshot and keeps its " + what + "; set only"
                        + " the dice, players, commentary and listener");
            }
        }

        /** Binds the strategies to the game, unless they are bound to it already: a builder builds many matches. */
        private void bind(GameDefinition chosen) {
            if (!chosen.equals(boundTo)) {
                Strategy bound0 = forGame(strategy0, chosen);
                Strategy bound1 = forGame(strategy1, chosen);
                bound = new Strategy[] {bound0, bound1};
                scoresOnly = new boolean[] {bound0 == null || bound0.readsOnlyScores(),
                    bound1 == null || bound1.readsOnlyScores()};
                boundTo = chosen;
            }
        }

        /**
         * Builds the match, before its first turn (or, restored, after its saved turns).
         *
         * @return the match
         * @throws HogException if an option is unknown or ill-typed, a start score is negative, or a field of a
         *     restored snapshot's turns is not what the rules and the commentary give
         */
        public Match build() {
            GameDefinition chosen = game != null ? game : ruleset.game(ruleset.options(options));
            if (goal != null) {
                chosen = chosen.withGoal(goal);
            }
            chosen.start(start0, start1);
            Dice rolling = dice;
            if (rolling == null && snapshot != null) {
                rolling = snapshot.savedDice().map(Dice::restore).orElse(null);
            }
            Match match = new Match(this, chosen, rolling == null ? Dice.fair() : rolling);
            if (snapshot != null) {
                SnapshotReplay.replay(match, snapshot.turns(), TestDice.isSaved(snapshot.dice()));
            }
            return match;
        }

        /**
         * Builds the match and plays it to the end with the players' strategies.
         *
         * @return the record of the match
         * @throws IllegalStateException if the strategies were not set
         * @throws HogException as {@link #build()} and {@link Match#play()} do
         */
        public GameRecord play() {
            if (strategy0 == null || strategy1 == null) {
                throw new IllegalStateException("A match played to the end needs a strategy for each player: call"
                        + " players(...)");
            }
            return build().play();
        }
    }
}
