package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.internal.Internals;
import dev.hog.api.internal.RollOutcomes;
import dev.hog.api.internal.TurnContext;
import dev.hog.api.internal.TurnKernel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A game between two fixed strategies as what it is, a Markov chain: every state the game reaches from both scores at
 * 0, with the chance of each turn's outcomes, and from it the exact answers to "how often": how often each state is
 * reached, how many turns a game lasts (its mean and its distribution), how often each rule fires in a game, and who
 * wins.
 *
 * <p>States are told apart as the solver tells them apart: both scores, the mover, what the rules remember, the turn
 * number modulo the {@linkplain GameDefinition#turnPeriod() period} the rules read it with, and whether the turn is an
 * extra turn. A state that can come back (a turn that scores nothing and swaps, say) is counted each time: the
 * expected visits solve the chain's equations, by sweeps in the order of the sum of the scores, which never falls.
 *
 * <p>Built once, then immutable and thread-safe.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class GameChain {
    /** Past this many states the chain would need gigabytes. */
    static final int MAX_STATES = 4_000_000;
    /** The turns past which the distribution of a game's length stops, whatever chance is left. */
    static final int MAX_TURNS = 100_000;
    private static final double NEGLIGIBLE = 1e-15;
    private static final Function<Object, TurnKernel> KERNELS = Internals.kernels();

    private final GameDefinition rules;
    private final List<GameState> states;
    private final StateIndex index;
    private final int[] dice;
    /** Per state, where its outcomes start in the outcome arrays; the last entry is their number. */
    private final int[] first;
    /** Per outcome: the state it leads to, or {@code -1 - winner} (0, 1, or 2 for a tie) when the game ends. */
    private final int[] target;
    /**
     * Per outcome: its chance, as its number in {@link #chances}. A game's outcomes take their chances from a few
     * rolls, so a number of 4 bytes stands for a chance of 8, over tens of millions of outcomes.
     */
    private final int[] chanceOf;
    private final double[] chances;
    /**
     * Per outcome: the rules that fired, as the number of a set in {@link #rulesFired}, each set a bit per index into
     * {@link #ruleNames}.
     */
    private final char[] firedOf;
    private final long[] rulesFired;
    /** The number of outcomes: the outcome arrays may be longer. */
    private final int outcomes;
    private final List<String> ruleNames;
    private final double[] visits;
    private final double[] wins;

    private GameChain(GameDefinition rules, Strategy first, Strategy second) {
        this.rules = rules;
        Builder builder = new Builder(rules, new Strategy[] {Choices.forGame(first, rules),
                Choices.forGame(second, rules)});
        builder.build();
        this.states = List.copyOf(builder.states);
        this.index = builder.index;
        this.dice = Arrays.copyOf(builder.dice, builder.states.size());
        this.first = Arrays.copyOf(builder.starts, builder.states.size() + 1);
        // The builder's arrays, as long as they grew: a copy to their length would hold both at once.
        this.outcomes = builder.outcomes;
        this.target = builder.targets;
        this.chanceOf = builder.chanceOf;
        this.chances = Arrays.stream(builder.chances.values()).mapToDouble(Double::longBitsToDouble).toArray();
        this.firedOf = builder.firedOf;
        this.rulesFired = builder.masks.values();
        this.ruleNames = List.copyOf(builder.names.keySet());
        this.visits = solveVisits();
        this.wins = new double[3];
        for (int state = 0; state < states.size(); state++) {
            for (int outcome = this.first[state]; outcome < this.first[state + 1]; outcome++) {
                if (target[outcome] < 0) {
                    wins[-1 - target[outcome]] += visits[state] * chances[chanceOf[outcome]];
                }
            }
        }
    }

    /**
     * The chain of a game between two strategies, from both scores at 0, the first strategy moving first.
     *
     * @param rules the game
     * @param first the strategy of the player who moves first
     * @param second the other player's strategy
     * @return the chain
     * @throws HogException if a strategy chooses a number of dice out of range, or the game reaches more states than
     *     the chain holds
     */
    public static GameChain between(GameDefinition rules, Strategy first, Strategy second) {
        return new GameChain(rules, first, second);
    }

    /**
     * The game.
     *
     * @return the rules and goal
     */
    public GameDefinition rules() {
        return rules;
    }

    /**
     * The number of states reached where the game goes on.
     *
     * @return the number
     */
    public int size() {
        return states.size();
    }

    /**
     * The chance that a player wins, a tie counting as half.
     *
     * @param player 0 for the first mover, 1 for the other
     * @return the chance
     */
    public double winChance(int player) {
        return wins[player] + wins[2] / 2;
    }

    /**
     * The expected number of turns in a game, extra turns included.
     *
     * @return the mean length
     */
    public double expectedTurns() {
        double turns = 0;
        for (double visit : visits) {
            turns += visit;
        }
        return turns;
    }

    /**
     * The distribution of a game's length: the chance that it ends on each turn, until the chance left is below
     * 1e-15 (or at {@value #MAX_TURNS} turns).
     *
     * @return the chances, indexed by the number of turns played when the game ends (index 0 is always 0)
     */
    public double[] lengthDistribution() {
        List<Double> ends = new ArrayList<>(List.of(0.0));
        // Two arrays, each turn's chances in one and the next turn's added up in the other, and the states between
        // which a turn's chances lie: the states are numbered as they are first reached, so each turn's lie in a band.
        double[] mass = new double[states.size()];
        double[] next = new double[states.size()];
        mass[0] = 1;
        int from = 0;
        int to = 1;
        double left = 1;
        for (int turn = 1; left > NEGLIGIBLE && turn <= MAX_TURNS; turn++) {
            double ended = 0;
            int nextFrom = next.length;
            int nextTo = 0;
            for (int state = from; state < to; state++) {
                double here = mass[state];
                if (here == 0) {
                    continue;
                }
                for (int outcome = first[state]; outcome < first[state + 1]; outcome++) {
                    int leads = target[outcome];
                    if (leads < 0) {
                        ended += here * chances[chanceOf[outcome]];
                    } else {
                        next[leads] += here * chances[chanceOf[outcome]];
                        nextFrom = Math.min(nextFrom, leads);
                        nextTo = Math.max(nextTo, leads + 1);
                    }
                }
            }
            ends.add(ended);
            // The whole array, zeros and all, as the sum was always taken: the same chance left, to the bit.
            left = Arrays.stream(next).sum();
            Arrays.fill(mass, from, to, 0);
            double[] emptied = mass;
            mass = next;
            next = emptied;
            from = nextFrom;
            to = nextTo;
        }
        return ends.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * How often each rule fires in a game: the expected number of turns on which it fires, for every rule that fires
     * in some state the game reaches.
     *
     * @return the expected firings by rule name, in the order the rules first fire in the chain
     */
    public Map<String, Double> firings() {
        double[] expected = new double[ruleNames.size()];
        for (int state = 0; state < states.size(); state++) {
            for (int outcome = first[state]; outcome < first[state + 1]; outcome++) {
                for (long rules = rulesFired[firedOf[outcome]]; rules != 0; rules &= rules - 1) {
                    expected[Long.numberOfTrailingZeros(rules)] += visits[state] * chances[chanceOf[outcome]];
                }
            }
        }
        Map<String, Double> firings = new LinkedHashMap<>();
        for (int rule = 0; rule < expected.length; rule++) {
            firings.put(ruleNames.get(rule), expected[rule]);
        }
        return Collections.unmodifiableMap(firings);
    }

    /**
     * How often the game reaches a state: the expected number of visits, which is its chance when, as in most rules,
     * no state can come back.
     *
     * @param state a state, as the chain tells them apart (the turn number modulo the rules' period)
     * @return the expected visits, 0 for a state the game never reaches
     */
    public double visits(GameState state) {
        Integer index = indexOf(state);
        return index == null ? 0 : visits[index];
    }

    /**
     * Every state the game reaches where it goes on, the start first.
     *
     * @return the states
     */
    public List<GameState> states() {
        return states;
    }

    /**
     * The expected visits of each state, in the order of {@link #states()}.
     *
     * @return a copy of the visits
     */
    public double[] visits() {
        return visits.clone();
    }

    /**
     * The choice the mover's strategy makes in each state (a number of dice, or a move's number), in the order of
     * {@link #states()}.
     *
     * @return a copy of the choices
     */
    public int[] choices() {
        return dice.clone();
    }

    private Integer indexOf(GameState state) {
        GameState normal = normal(rules, state);
        int at = index.get(normal.score0(), normal.score1(), normal.mover(), normal.turn(), normal.extraTurn(),
                normal.memoryCode(0), normal.memoryCode(1));
        return at < 0 ? null : at;
    }

    /**
     * The expected visits: the start's one visit, and each state's visits passed on along its outcomes. Sweeping the
     * states in order of the sum of their scores passes everything on in one sweep when no state comes back; a sweep
     * that changes nothing ends it.
     */
    private double[] solveVisits() {
        int n = states.size();
        // The states in increasing sum of the scores, and in the order they were reached within a sum.
        int[] ofSum = new int[2 * rules.goal()];
        for (GameState state : states) {
            ofSum[state.score0() + state.score1() + 1]++;
        }
        for (int sum = 1; sum < ofSum.length; sum++) {
            ofSum[sum] += ofSum[sum - 1];
        }
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            GameState state = states.get(i);
            order[ofSum[state.score0() + state.score1()]++] = i;
        }
        int[] incomingCount = new int[n + 1];
        for (int outcome = 0; outcome < outcomes; outcome++) {
            if (target[outcome] >= 0) {
                incomingCount[target[outcome] + 1]++;
            }
        }
        for (int i = 0; i < n; i++) {
            incomingCount[i + 1] += incomingCount[i];
        }
        int[] fromState = new int[incomingCount[n]];
        int[] fromChance = new int[incomingCount[n]];
        int[] fill = Arrays.copyOf(incomingCount, n);
        for (int state = 0; state < n; state++) {
            for (int outcome = first[state]; outcome < first[state + 1]; outcome++) {
                if (target[outcome] >= 0) {
                    int slot = fill[target[outcome]]++;
                    fromState[slot] = state;
                    fromChance[slot] = chanceOf[outcome];
                }
            }
        }
        double[] visit = new double[n];
        for (int sweep = 0; sweep < MAX_TURNS; sweep++) {
            double change = 0;
            for (int i : order) {
                double sum = i == 0 ? 1 : 0;
                for (int slot = incomingCount[i]; slot < incomingCount[i + 1]; slot++) {
                    sum += visit[fromState[slot]] * chances[fromChance[slot]];
                }
                change = Math.max(change, Math.abs(sum - visit[i]));
                visit[i] = sum;
            }
            if (change <= NEGLIGIBLE) {
                return visit;
            }
        }
        throw new EngineLimitException("The game between these strategies under " + rules
                + " does not settle: a state comes back too often");
    }

    /** A state as the chain tells it apart: the turn number modulo the rules' period. */
    static GameState normal(GameDefinition rules, GameState state) {
        int period = rules.turnPeriod();
        return rules.stateOfCodes(state.score0(), state.score1(), state.mover(), state.turn() % period,
                state.extraTurn(), state.memoryCode(0), state.memoryCode(1));
    }

    /** Lays the chain out from the start, a state at a time, in the order states are first reached. */
    private static final class Builder {
        private final GameDefinition rules;
        private final Strategy[] players;
        private final TurnKernel kernel;
        private final TurnContext turn;
        private final StateIndex index;
        private final List<GameState> states = new ArrayList<>();
        private int[] dice = new int[1024];
        private int[] starts = new int[1025];
        private int outcomes;
        private int[] targets = new int[1024];
        private int[] chanceOf = new int[1024];
        private char[] firedOf = new char[1024];
        /** Every chance an outcome has, by its bits, each once. */
        private final Distinct chances = new Distinct(Integer.MAX_VALUE, "chances of outcomes");
        /** Every set of rules that fire together, each once: set 0 is no rule, and a number fits a {@code char}. */
        private final Distinct masks = new Distinct(Character.MAX_VALUE + 1, "sets of rules that fire together");
        private final Map<String, Integer> names = new LinkedHashMap<>();
        /** The rules that fired in the outcome being played, a bit per index into {@link #names}. */
        private long fired;
        /** Told of each rule that fires, by name: the chain counts firings and needs no announcement's words. */
        private final TurnKernel.Firings firings = this::fired;
        private final Map<Long, List<RollOutcome>> rolls = new HashMap<>();

        Builder(GameDefinition rules, Strategy[] players) {
            this.rules = rules;
            this.players = players;
            this.kernel = KERNELS.apply(rules);
            this.turn = new TurnContext(kernel);
            this.index = StateIndex.of(rules);
            masks.number(0);
        }

        void build() {
            add(normal(rules, rules.start(0, 0)));
            // The states are numbered as they are first reached, so taking them in order of their numbers follows
            // them first reached, first laid out.
            for (int state = 0; state < states.size(); state++) {
                GameState at = states.get(state);
                int chosen = players[at.mover()].numRolls(at);
                turn.startSeat(at.mover(), at.score0(), at.score1(), chosen, at.turn(), at.extraTurn(),
                        at.memoryCode(0), at.memoryCode(1));
                if (!kernel.allowsChoice(turn)) {
                    throw new HogException(kernel.refusedChoice(turn, "Player " + at.mover() + "'s strategy "
                            + players[at.mover()]));
                }
                dice[state] = chosen;
                starts[state] = outcomes;
                for (RollOutcome roll : outcomes(at, chosen)) {
                    fired = 0;
                    turn.startSeat(at.mover(), at.score0(), at.score1(), chosen, at.turn(), at.extraTurn(),
                            at.memoryCode(0), at.memoryCode(1));
                    kernel.playOutcome(turn, roll.points(), roll.summary(), roll.fired(), firings);
                    int score0 = turn.scoreAfter(0);
                    int score1 = turn.scoreAfter(1);
                    int target;
                    if (score0 >= rules.goal() || score1 >= rules.goal()) {
                        int winner = Scores.of(score0, score1).winner();
                        target = -1 - (winner < 0 ? 2 : winner);
                    } else {
                        // A state is made only the first time it is reached, not for every outcome that leads to it.
                        int mover = turn.nextMover();
                        int number = (at.turn() + 1) % rules.turnPeriod();
                        boolean extra = turn.extraTurnGranted();
                        int memory0 = turn.memoryAfter(0);
                        int memory1 = turn.memoryAfter(1);
                        target = index.get(score0, score1, mover, number, extra, memory0, memory1);
                        if (target < 0) {
                            target = add(rules.stateOfCodes(score0, score1, mover, number, extra, memory0, memory1));
                        }
                    }
                    if (outcomes == targets.length) {
                        // Half again, not twice: the arrays are kept as long as they grow.
                        int length = outcomes + (outcomes >> 1);
                        targets = Arrays.copyOf(targets, length);
                        chanceOf = Arrays.copyOf(chanceOf, length);
                        firedOf = Arrays.copyOf(firedOf, length);
                    }
                    targets[outcomes] = target;
                    chanceOf[outcomes] = roll.chance();
                    firedOf[outcomes] = fired == 0 ? 0 : (char) masks.number(fired);
                    outcomes++;
                }
            }
            starts[states.size()] = outcomes;
        }

        /**
         * Values numbered in the order they are first given, each once, for outcomes to keep a number in place of a
         * value they share with many others.
         */
        private final class Distinct {
            private final int most;
            private final String what;
            private final Map<Long, Integer> numbers = new HashMap<>();
            private long[] values = new long[16];

            /** A table of at most {@code most} values, which are {@code what} for messages. */
            Distinct(int most, String what) {
                this.most = most;
                this.what = what;
            }

            /**
             * A value's number, given it the first time.
             *
             * @throws HogException past {@code most} values
             */
            int number(long value) {
                Integer known = numbers.get(value);
                if (known != null) {
                    return known;
                }
                int next = numbers.size();
                if (next == most) {
                    throw new HogException("The game under " + rules + " has more than " + most + " " + what
                            + "; the chain counts at most that many");
                }
                if (next == values.length) {
                    values = Arrays.copyOf(values, 2 * next);
                }
                values[next] = value;
                numbers.put(value, next);
                return next;
            }

            /** The values, by their numbers. */
            long[] values() {
                return Arrays.copyOf(values, numbers.size());
            }
        }

        /** Notes a rule that fired in the outcome being played. */
        private void fired(String rule) {
            Integer number = names.get(rule);
            if (number == null) {
                if (names.size() == Long.SIZE) {
                    throw new HogException("The game under " + rules + " has more than " + Long.SIZE
                            + " rules that fire; the chain counts at most that many");
                }
                number = names.size();
                names.put(rule, number);
            }
            fired |= 1L << number;
        }

        /** The number of a chance in the chain's table of chances. */
        private int chanceId(double chance) {
            return chances.number(Double.doubleToRawLongBits(chance));
        }

        private int add(GameState state) {
            if (states.size() >= MAX_STATES) {
                throw new HogException("The game under " + rules + " reaches more than " + MAX_STATES + " states;"
                        + " too many to lay out as a chain");
            }
            int i = states.size();
            index.put(state.score0(), state.score1(), state.mover(), state.turn(), state.extraTurn(),
                    state.memoryCode(0), state.memoryCode(1), i);
            states.add(state);
            if (i + 1 >= dice.length) {
                dice = Arrays.copyOf(dice, dice.length * 2);
                starts = Arrays.copyOf(starts, dice.length + 1);
            }
            return i;
        }

        /**
         * The roll's outcomes for the dice chosen, from the rules' one fold of a roll: each score and face-summary code
         * with its chance, split in two where the roll rule fires after some of its faces and not after others, so
         * that its firings are counted.
         */
        private List<RollOutcome> outcomes(GameState state, int chosen) {
            if (chosen <= 0) {
                return rolls.computeIfAbsent(-1L,
                        key -> List.of(new RollOutcome(0, kernel.initialSummary(), false, chanceId(1.0))));
            }
            // The turn is started at the state with the dice chosen: its die kind is the dice's sides and re-rolls.
            int kind = kernel.dieKind(turn, null);
            return rolls.computeIfAbsent((long) chosen << 32 | kind, key -> {
                RollOutcomes roll = kernel.rollOutcomes(chosen, kind);
                List<RollOutcome> outcomes = new ArrayList<>();
                for (int i = 0; i < roll.size(); i++) {
                    if (roll.quietChance(i) > 0) {
                        outcomes.add(new RollOutcome(roll.points(i), roll.summary(i), false,
                                chanceId(roll.quietChance(i))));
                    }
                    if (roll.firedChance(i) > 0) {
                        outcomes.add(new RollOutcome(roll.points(i), roll.summary(i), true,
                                chanceId(roll.firedChance(i))));
                    }
                }
                return outcomes;
            });
        }
    }

    /**
     * The number of each state reached, by its parts: in an array over every state the rules can tell apart when
     * there are at most {@value #DENSE} (su20's 7.8 million), else in a map. Either way no state is made to be looked
     * up, and each lookup is arithmetic, not a walk over states of the same hash.
     */
    private static final class StateIndex {
        static final int DENSE = 1 << 24;
        private final int goal;
        private final int period;
        private final int memory;
        private final int[] dense;
        private final Map<Long, Integer> sparse;

        private StateIndex(int goal, int period, int memory, long size) {
            this.goal = goal;
            this.period = period;
            this.memory = memory;
            this.dense = size <= DENSE ? new int[(int) size] : null;
            this.sparse = dense == null ? new HashMap<>() : null;
            if (dense != null) {
                Arrays.fill(dense, -1);
            }
        }

        static StateIndex of(GameDefinition rules) {
            long size = (long) rules.goal() * rules.goal() * 2 * rules.turnPeriod() * 2 * rules.memorySize()
                    * rules.memorySize();
            return new StateIndex(rules.goal(), rules.turnPeriod(), rules.memorySize(), size);
        }

        /** The state's key, or -1 for parts no state of these rules has. */
        private long key(int score0, int score1, int mover, int turn, boolean extra, int memory0, int memory1) {
            if (score0 < 0 || score0 >= goal || score1 < 0 || score1 >= goal || (mover & ~1) != 0 || turn < 0
                    || turn >= period || memory0 < 0 || memory0 >= memory || memory1 < 0 || memory1 >= memory) {
                return -1;
            }
            return (((((long) score0 * goal + score1) * 2 + mover) * period + turn) * 2 + (extra ? 1 : 0))
                    * memory * memory + (long) memory0 * memory + memory1;
        }

        /** The state's number, or -1 if it has none. */
        int get(int score0, int score1, int mover, int turn, boolean extra, int memory0, int memory1) {
            long key = key(score0, score1, mover, turn, extra, memory0, memory1);
            if (key < 0) {
                return -1;
            }
            if (dense != null) {
                return dense[(int) key];
            }
            return sparse.getOrDefault(key, -1);
        }

        void put(int score0, int score1, int mover, int turn, boolean extra, int memory0, int memory1, int number) {
            long key = key(score0, score1, mover, turn, extra, memory0, memory1);
            if (key < 0) {
                throw new IllegalStateException("No state of the game has these parts: scores " + score0 + " and "
                        + score1 + ", mover " + mover + ", turn " + turn + ", memories " + memory0 + " and " + memory1);
            }
            if (dense != null) {
                dense[(int) key] = number;
            } else {
                sparse.put(key, number);
            }
        }
    }

    /** An outcome of a roll: its points and face summary, whether the roll rule fired, and its chance's number. */
    private record RollOutcome(int points, int summary, boolean fired, int chance) {
    }
}
