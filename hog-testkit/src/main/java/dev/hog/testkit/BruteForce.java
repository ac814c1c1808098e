package dev.hog.testkit;

import dev.hog.analysis.ExactWinRate;
import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.game.Transition;
import dev.hog.api.rule.MoveRule;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Exact win probabilities by brute force, to check the solver against: a walk over every state the game can reach,
 * built on nothing but the public definition of the game, {@link GameDefinition#legalDice(GameState)},
 * {@link GameDefinition#transitions(GameState, int)} and {@link GameDefinition#isOver(GameState)}. Transitions follow
 * every outcome of a roll that the rules tell apart: its score and, under face rules, the summary of its faces. It shares nothing with the solver but the rules: not its tables, its
 * grouping of memories, nor its order of states.
 *
 * <p>When every turn leads to states not seen before on the way (every course ruleset: the sum of the scores grows),
 * it is a memoized depth-first walk. When the rules let a state come round again (a ruleset whose zero-dice turns score
 * nothing), it explores every reachable state and iterates the values until they settle to within
 * {@value #TOLERANCE}. States are kept with the turn number modulo {@link GameDefinition#turnPeriod()}, all the rules
 * can tell apart. Who wins is the SDK's one rule, {@link dev.hog.api.game.Outcome}.
 *
 * <p>Fit for small goals only. Not thread-safe.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class BruteForce {
    /** Value iteration stops when no value moves by more than this. */
    public static final double TOLERANCE = 1e-14;
    /** More states than this is not a small game: brute force stops and says so. */
    public static final int MAX_STATES = 500_000;
    private static final int MAX_SWEEPS = 1_000_000;

    private final GameDefinition rules;
    private final int maxStates;
    private final Map<GameState, List<Transition>[]> transitions = new HashMap<>();
    private boolean iterating;

    /**
     * Brute force for a game.
     *
     * @param rules the game: the rules in force and the goal
     */
    public BruteForce(GameDefinition rules) {
        this(rules, MAX_STATES);
    }

    BruteForce(GameDefinition rules, int maxStates) {
        this.rules = rules;
        this.maxStates = maxStates;
    }

    /**
     * The first player's chance of winning when both play optimally, from 0 to 0: in every state the mover chooses the
     * best of the numbers of dice the rules allow there ({@link GameDefinition#legalDice(GameState)}).
     *
     * @return the game's value
     * @throws IllegalStateException if the game has more than {@value #MAX_STATES} states, or its values do not settle
     * @throws dev.hog.api.rule.RuleException if the choice rules allow no number of dice in a state the game reaches
     */
    public double optimalValue() {
        return solve(canonical(rules.start(0, 0)), null, 0);
    }

    /**
     * Strategy A's chance of beating B, moving first and moving second, from 0 to 0.
     *
     * @param a strategy A, bound to the game with {@link Strategy#forGame(GameDefinition)} once
     * @param b strategy B, bound likewise
     * @return A's win rates
     * @throws IllegalStateException if the game has more than {@value #MAX_STATES} states, or its values do not settle
     * @throws HogException if a strategy chooses, in a state the game reaches, a number of dice outside 0 to the most
     *     or one the rules do not allow there; the message names the strategy, the state and the rule
     */
    public ExactWinRate winRate(Strategy a, Strategy b) {
        GameState start = canonical(rules.start(0, 0));
        Strategy boundA = forGame(a);
        Strategy boundB = forGame(b);
        return ExactWinRate.of(solve(start, new Strategy[] {boundA, boundB}, 0),
                solve(start, new Strategy[] {boundB, boundA}, 1));
    }

    /** The strategy to ask in this game, bound once as the engine and the solver bind it. */
    private Strategy forGame(Strategy strategy) {
        Strategy bound = strategy.forGame(rules);
        if (bound == null) {
            throw new HogException("Strategy " + strategy + " returned null from forGame(" + rules + "); it must"
                    + " return the strategy to ask in that game");
        }
        return bound;
    }

    /**
     * The value of a state: with {@code seats == null}, the mover's chance when both play optimally; otherwise the
     * chance of the player in {@code seat}, each seat playing its strategy.
     */
    private double solve(GameState start, Strategy[] seats, int seat) {
        try {
            return walk(start, seats, seat);
        } catch (Revisited revisited) {
            iterating = true;
            return iterate(start, seats, seat);
        }
    }

    /** Thrown when the walk meets a state it is still working out: the game's states come round again. */
    private static final class Revisited extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Revisited() {
            super(null, null, false, false);
        }
    }

    /**
     * A depth-first walk with its own stack: a state is valued once every state after it is, and meeting a state whose
     * walk has begun but not ended means the game can come back to it.
     */
    private double walk(GameState start, Strategy[] seats, int seat) {
        Map<GameState, Double> memo = new HashMap<>();
        // The states whose walk has begun, with the transitions of each choice, read once from the rules.
        Map<GameState, List<List<Transition>>> open = new HashMap<>();
        ArrayDeque<GameState> stack = new ArrayDeque<>(List.of(start));
        while (!stack.isEmpty()) {
            GameState state = stack.peek();
            if (memo.containsKey(state)) {
                stack.pop();
                continue;
            }
            List<List<Transition>> byChoice = open.get(state);
            if (byChoice == null) {
                int[] choices = choices(state, seats);
                byChoice = new ArrayList<>(choices.length);
                for (int dice : choices) {
                    List<Transition> transitions = transitions(state, dice);
                    byChoice.add(transitions);
                    for (Transition transition : transitions) {
                        GameState next = transition.state();
                        if (rules.isOver(next) || memo.containsKey(next)) {
                            continue;
                        }
                        if (open.containsKey(next)) {
                            throw new Revisited();
                        }
                        stack.push(next);
                    }
                }
                open.put(state, byChoice);
            } else {
                memo.put(state, value(state, byChoice, seats == null, seat, memo::get));
                open.remove(state);
                stack.pop();
                if (memo.size() > maxStates) {
                    throw tooLarge();
                }
            }
        }
        return memo.get(start);
    }

    /**
     * Every reachable state, then sweeps of the values over them until they settle, the states farthest from the start
     * first, so that a game that only goes forward settles in two sweeps.
     */
    private double iterate(GameState start, Strategy[] seats, int seat) {
        Set<GameState> states = new LinkedHashSet<>();
        ArrayDeque<GameState> waiting = new ArrayDeque<>(List.of(start));
        while (!waiting.isEmpty()) {
            GameState state = waiting.poll();
            if (!states.add(state)) {
                continue;
            }
            if (states.size() > maxStates) {
                throw tooLarge();
            }
            for (int dice : choices(state, seats)) {
                for (Transition transition : transitions(state, dice)) {
                    if (!rules.isOver(transition.state())) {
                        waiting.add(transition.state());
                    }
                }
            }
        }
        List<GameState> order = new ArrayList<>(states);
        Collections.reverse(order);
        Sweep sweep = new Sweep(order, seats, seat);
        for (int round = 0; round < MAX_SWEEPS; round++) {
            if (sweep.once() <= TOLERANCE) {
                return sweep.value(start);
            }
        }
        throw new IllegalStateException("Brute force for " + rules + " did not settle to " + TOLERANCE + " in "
                + MAX_SWEEPS + " sweeps");
    }

    /**
     * The sweeps of value iteration over every reachable state, in a fixed order, with each state's choices and
     * transitions read once from the rules and kept as numbers: the same values, in the same order of arithmetic, as
     * {@link #value} gives state by state, without a lookup by state in every sweep.
     */
    private final class Sweep {
        private final Map<GameState, Integer> index = new HashMap<>();
        private final double[] value;
        /** For each state, where its choices begin in {@link #choiceEnd}; a state's choices end where the next's begin. */
        private final int[] firstChoice;
        /** For each choice, where its transitions end in the arrays below; they begin where the last choice's end. */
        private final int[] choiceEnd;
        /** Each transition's next state, or -1 if it ends the game. */
        private final int[] next;
        private final double[] probability;
        /** Each transition's chance for a game it ends, or whether the next state's value is the other player's. */
        private final double[] ended;
        private final boolean[] flipped;
        private final boolean optimal;

        Sweep(List<GameState> order, Strategy[] seats, int seat) {
            this.optimal = seats == null;
            for (GameState state : order) {
                index.put(state, index.size());
            }
            int n = order.size();
            this.value = new double[n];
            java.util.Arrays.fill(value, 0.5);
            this.firstChoice = new int[n + 1];
            List<Integer> ends = new ArrayList<>();
            List<Integer> targets = new ArrayList<>();
            List<Double> chances = new ArrayList<>();
            List<Double> finals = new ArrayList<>();
            List<Boolean> flips = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                GameState state = order.get(i);
                int player = optimal ? state.mover() : seat;
                firstChoice[i] = ends.size();
                for (int dice : choices(state, seats)) {
                    for (Transition transition : transitions(state, dice)) {
                        GameState after = transition.state();
                        boolean over = rules.isOver(after);
                        targets.add(over ? -1 : index.get(after));
                        chances.add(transition.probability());
                        finals.add(over ? after.scores().outcome(player).value() : 0);
                        flips.add(!over && optimal && after.mover() != state.mover());
                    }
                    ends.add(targets.size());
                }
            }
            firstChoice[n] = ends.size();
            this.choiceEnd = ends.stream().mapToInt(Integer::intValue).toArray();
            this.next = targets.stream().mapToInt(Integer::intValue).toArray();
            this.probability = chances.stream().mapToDouble(Double::doubleValue).toArray();
            this.ended = finals.stream().mapToDouble(Double::doubleValue).toArray();
            this.flipped = new boolean[flips.size()];
            for (int t = 0; t < flipped.length; t++) {
                flipped[t] = flips.get(t);
            }
        }

        /** One sweep, updating each value in place; the most any value moved. */
        double once() {
            double change = 0;
            for (int i = 0; i < value.length; i++) {
                double updated = optimal ? -1 : 0;
                for (int choice = firstChoice[i]; choice < firstChoice[i + 1]; choice++) {
                    double expected = 0;
                    for (int t = choice == 0 ? 0 : choiceEnd[choice - 1]; t < choiceEnd[choice]; t++) {
                        double chance = next[t] < 0 ? ended[t] : flipped[t] ? 1 - value[next[t]] : value[next[t]];
                        expected += probability[t] * chance;
                    }
                    updated = optimal ? Math.max(updated, expected) : expected;
                }
                change = Math.max(change, Math.abs(updated - value[i]));
                value[i] = updated;
            }
            return change;
        }

        double value(GameState state) {
            return value[index.get(state)];
        }
    }

    /**
     * The dice the mover may choose: every number the rules allow for optimal play, else the mover's strategy's one
     * choice, which must be one of them.
     */
    private int[] choices(GameState state, Strategy[] seats) {
        if (seats == null) {
            return rules.legalDice(state).stream().mapToInt(Integer::intValue).toArray();
        }
        Strategy strategy = seats[state.mover()];
        int dice = strategy.numRolls(state);
        if (!rules.choices().contains(dice)) {
            List<Integer> moves = rules.moves().stream().map(MoveRule::choice).toList();
            throw new HogException("Strategy " + strategy + " chose " + dice + " dice in " + state + "; under "
                    + rules + " a strategy chooses from 0 to " + rules.maxDice() + " dice"
                    + (moves.isEmpty() ? "" : ", or one of the moves " + moves));
        }
        Optional<String> refusal = rules.refusal(state, dice);
        if (refusal.isPresent()) {
            throw new HogException("Strategy " + strategy + " chose " + dice + " dice in " + state + ", which the"
                    + " rules of " + rules + " do not allow: " + refusal.get() + ". Allowed there: "
                    + rules.legalDice(state));
        }
        return new int[] {dice};
    }

    /**
     * The transitions of a state to canonical states. Kept once the walk has given way to iteration, which explores
     * every state and then lays each out for its sweeps; the walk asks for each state's once, when it begins it.
     */
    @SuppressWarnings("unchecked")
    private List<Transition> transitions(GameState state, int dice) {
        List<Transition>[] byDice = iterating ? transitions.computeIfAbsent(state,
                key -> (List<Transition>[]) new List<?>[rules.maxDice() + 1 - MoveRule.LOWEST_CHOICE]) : null;
        int at = dice - MoveRule.LOWEST_CHOICE;
        if (byDice != null && byDice[at] != null) {
            return byDice[at];
        }
        List<Transition> canonical = new ArrayList<>();
        for (Transition transition : rules.transitions(state, dice)) {
            canonical.add(Transition.of(canonical(transition.state()), transition.probability()));
        }
        if (byDice != null) {
            byDice[at] = canonical;
        }
        return canonical;
    }

    /** The state with its turn number modulo the rules' period: all the rules can tell of it. */
    private GameState canonical(GameState state) {
        return rules.stateOfCodes(state.score0(), state.score1(), state.mover(), state.turn() % rules.turnPeriod(),
                state.extraTurn(), state.memoryCode(0), state.memoryCode(1));
    }

    /**
     * The value of a state from the transitions of each of its choices and the values of the states after it: in
     * optimal play, the mover's best chance over every legal number of dice; else the chance of the player in
     * {@code seat} when the mover plays their strategy, their one choice. {@code later} gives the value of a state that
     * does not end the game, as this method defines it.
     */
    private double value(GameState state, List<List<Transition>> byChoice, boolean optimal, int seat,
            ToDoubleFunction<GameState> later) {
        int player = optimal ? state.mover() : seat;
        double value = optimal ? -1 : 0;
        for (List<Transition> transitions : byChoice) {
            double expected = 0;
            for (Transition transition : transitions) {
                GameState next = transition.state();
                double chance;
                if (rules.isOver(next)) {
                    chance = next.scores().outcome(player).value();
                } else {
                    chance = later.applyAsDouble(next);
                    chance = optimal && next.mover() != state.mover() ? 1 - chance : chance;
                }
                expected += transition.probability() * chance;
            }
            value = optimal ? Math.max(value, expected) : expected;
        }
        return value;
    }

    private IllegalStateException tooLarge() {
        return new IllegalStateException("Brute force for " + rules + " reached more than " + maxStates
                + " states; it is meant for small goals, such as 10 to 20");
    }
}
