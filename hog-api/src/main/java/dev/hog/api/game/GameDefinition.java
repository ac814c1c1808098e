package dev.hog.api.game;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.internal.TurnContext;
import dev.hog.api.internal.TurnKernel;
import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.DieSizeRule;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.RollRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.RuleException;
import dev.hog.api.rule.ZeroDiceRule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;

/**
 * A game's definition: a ruleset with its options applied and the goal. Everything that plays or analyses a game takes
 * one: the {@link dev.hog.api.play.Match engine}, simulation, the solver and strategy tables.
 *
 * <p>The game is a pure function of its {@link GameState states}, OpenSpiel-style: {@link #start(int, int)} gives the
 * first state, {@link #next(GameState, int, int)} plays a turn from a state, the dice chosen and the roll's score,
 * {@link #transitions(GameState, int)} lists every state a number of dice can lead to with its exact chance, and
 * {@link #isOver(GameState)} says when the game has ended; {@link Scores#outcome(int)} says who won. A turn applies
 * the rules in this order:
 * <ol>
 *   <li>the die size, from the {@link DieSizeRule die size rules};</li>
 *   <li>the turn's points: the roll's score under the {@link RollRule roll rule}, or for no dice the
 *   {@link ZeroDiceRule zero-dice points};</li>
 *   <li>the {@link BonusRule bonuses}, added with the points to the mover's score;</li>
 *   <li>the {@link AfterTurnRule after-turn rules}, in order;</li>
 *   <li>the {@link ExtraTurnRule extra-turn rules}: the mover moves again if any says so, else the other player;</li>
 *   <li>the mover's {@link MemoryRule memories}.</li>
 * </ol>
 * The engine, the simulator and the solver all play turns through this one definition.
 *
 * <p>Immutable and thread-safe; equal when the ruleset's id, the options, the goal, the most dice, the dice's sides
 * and the very rule objects in force are.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class GameDefinition {
    /** The highest goal a game can have. */
    public static final int MAX_GOAL = 10_000;

    private static final String INTERNAL_PACKAGE = "dev.hog.api.internal";
    private static final List<String> SDK_PACKAGES = List.of("dev.hog.analysis", "dev.hog.json", "dev.hog.testkit");
    private static final StackWalker CALLERS = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    private final String rulesetId;
    private final Options options;
    private final List<Rule> rules;
    private final int goal;
    private final int maxDice;
    private final int sides;
    private final TurnKernel kernel;
    private final ConcurrentMap<Integer, RollDistribution> distributions;

    private GameDefinition(String rulesetId, Options options, List<Rule> rules, int goal, int maxDice, int sides) {
        this.rulesetId = rulesetId;
        this.options = options;
        this.rules = List.copyOf(rules);
        this.goal = goal;
        this.maxDice = maxDice;
        this.sides = sides;
        this.kernel = new TurnKernel(describe(rulesetId, options), rulesetId, this.rules, sides, maxDice);
        this.distributions = new ConcurrentHashMap<>();
    }

    /**
     * Defines a game from its parts. A {@link dev.hog.api.ruleset.Ruleset} does this for each choice of its options;
     * embedders and analysis get their definitions from a ruleset, with {@code ruleset.game(options)}.
     *
     * @param rulesetId the id of the ruleset the rules come from, such as {@code su20}
     * @param options the option values that chose the rules
     * @param rules the rules in force, in the order they apply
     * @param goal the winning score, from 1 to {@value #MAX_GOAL}
     * @param maxDice the most dice a player may roll, from 1
     * @param sides the sides of the dice unless a rule changes them, from 1
     * @return the definition
     * @throws HogException if the goal, the dice or the sides are out of range, or the rules cannot work together
     * @throws dev.hog.api.rule.RuleException if a rule declares a memory or a turn period out of range
     */
    public static GameDefinition of(String rulesetId, Options options, List<? extends Rule> rules, int goal,
            int maxDice, int sides) {
        Objects.requireNonNull(rulesetId, "rulesetId");
        Objects.requireNonNull(options, "options");
        checkGoal(goal);
        if (maxDice < 1 || sides < 1) {
            throw new HogException("A game needs at least 1 die of at least 1 side, not " + maxDice + " dice of "
                    + sides);
        }
        return new GameDefinition(rulesetId, options, List.copyOf(rules), goal, maxDice, sides);
    }

    private GameDefinition(GameDefinition rules, int goal) {
        this.rulesetId = rules.rulesetId;
        this.maxDice = rules.maxDice;
        this.sides = rules.sides;
        this.options = rules.options;
        this.rules = rules.rules;
        this.goal = goal;
        this.kernel = rules.kernel;
        this.distributions = rules.distributions;
    }

    /**
     * The turn kernel of these rules, for the SDK's own engine and analysis.
     *
     * @return the kernel
     */
    @API(status = API.Status.INTERNAL)
    public TurnKernel kernel() {
        return kernel;
    }

    /**
     * Lets the calling SDK module use hog-api's internal package, which the module descriptor exports only to the
     * SDK's own modules by name. A plugin's tests can put hog-api on the module path and the SDK's analysis on the
     * class path, where that export does not reach; the SDK's classes that use the internal package call this first.
     *
     * @throws IllegalCallerException if the caller is not one of the SDK's own classes
     */
    @API(status = API.Status.INTERNAL)
    public static void exportInternalsToCaller() {
        Class<?> caller = CALLERS.getCallerClass();
        String name = caller.getPackageName();
        if (SDK_PACKAGES.stream().noneMatch(sdk -> name.equals(sdk) || name.startsWith(sdk + "."))) {
            throw new IllegalCallerException("hog-api's internal package is for the SDK's own modules, not "
                    + caller.getName());
        }
        Module api = GameDefinition.class.getModule();
        if (!api.isExported(INTERNAL_PACKAGE, caller.getModule())) {
            api.addExports(INTERNAL_PACKAGE, caller.getModule());
        }
    }

    /**
     * The id of the ruleset these rules come from.
     *
     * @return the id, such as {@code su20}
     */
    public String rulesetId() {
        return rulesetId;
    }

    /**
     * The number of sides of the dice, unless a {@link dev.hog.api.rule.DieSizeRule} changes it for a turn.
     *
     * @return the sides
     */
    public int sides() {
        return sides;
    }

    /**
     * The option values that chose these rules.
     *
     * @return the options
     */
    public Options options() {
        return options;
    }

    /**
     * The score that wins: the ruleset's goal unless {@link #withGoal(int)} chose another.
     *
     * @return the goal, from 1 to {@value #MAX_GOAL}
     */
    public int goal() {
        return goal;
    }

    /**
     * The same rules played to another goal.
     *
     * @param goal the winning score, from 1 to {@value #MAX_GOAL}
     * @return the rules with that goal
     * @throws HogException if the goal is out of range
     */
    public GameDefinition withGoal(int goal) {
        checkGoal(goal);
        return goal == this.goal ? this : new GameDefinition(this, goal);
    }

    private static int checkGoal(int goal) {
        if (goal < 1 || goal > MAX_GOAL) {
            throw new HogException("The goal must be from 1 to " + MAX_GOAL + ", not " + goal);
        }
        return goal;
    }

    /**
     * The rules in force, in the order they apply.
     *
     * @return the rules
     */
    public List<Rule> rules() {
        return rules;
    }

    /**
     * The most dice a player may roll.
     *
     * @return the ruleset's maximum
     */
    public int maxDice() {
        return maxDice;
    }

    /**
     * How many memory codes a player can have: the product of the memory sizes of the {@link MemoryRule memory
     * rules} in force, 1 if none remembers anything.
     *
     * @return the number of memory codes
     */
    public int memorySize() {
        return kernel.memorySize();
    }

    /**
     * What one memory rule remembers of a player in a state.
     *
     * @param state the state
     * @param player 0 or 1
     * @param rule a memory rule in force
     * @return the rule's value, from 0 to its {@link MemoryRule#memorySize()} - 1
     * @throws IllegalArgumentException if the rule is not in force
     */
    public int memory(GameState state, int player, MemoryRule rule) {
        return kernel.memoryOf(rule, state.memory(player));
    }

    /**
     * The period after which the rules' view of the turn number repeats: the least common multiple of every rule's
     * {@link Rule#turnPeriod()}, 1 when no rule reads the turn number. States whose turn numbers are equal modulo the
     * period are alike to the rules, so analysis keeps the turn number only modulo it.
     *
     * @return the period
     */
    public int turnPeriod() {
        return kernel.turnPeriod();
    }

    /**
     * The state before the first turn: these scores, player 0 to move on turn 0, nothing remembered.
     *
     * @param score0 player 0's score
     * @param score1 player 1's score
     * @return the state
     * @throws HogException if a score is negative
     */
    public GameState start(int score0, int score1) {
        checkStartScore(score0, 0);
        checkStartScore(score1, 1);
        return new GameState(score0, score1, 0, 0, false, kernel.initialMemory(), kernel.initialMemory());
    }

    /**
     * A state to analyse from: these scores, this player to move on turn 0, not an extra turn, and nothing remembered
     * yet, as at the start of a game.
     *
     * @param score0 player 0's score, at least 0
     * @param score1 player 1's score, at least 0
     * @param mover the player to move: 0 or 1
     * @return the state
     * @throws IllegalArgumentException if a score is negative or the mover is not 0 or 1
     */
    public GameState state(int score0, int score1, int mover) {
        return stateOfCodes(score0, score1, mover, 0, false, kernel.initialMemory(), kernel.initialMemory());
    }

    /**
     * Names a state by its parts and the codes of what the rules remember, for the SDK's analysis, which tabulates
     * states by those codes. Checked: every part must be one these rules can reach.
     *
     * @param score0 player 0's score, at least 0
     * @param score1 player 1's score, at least 0
     * @param mover the player to move: 0 or 1
     * @param turn the number of the turn about to be played, at least 0
     * @param extraTurn whether that turn is an extra turn
     * @param memory0 the code of what the rules remember of player 0, below {@link #memorySize()}
     * @param memory1 the code of what the rules remember of player 1, below {@link #memorySize()}
     * @return the state
     * @throws IllegalArgumentException if a part is out of range
     */
    @API(status = API.Status.INTERNAL)
    public GameState stateOfCodes(int score0, int score1, int mover, int turn, boolean extraTurn, int memory0,
            int memory1) {
        if (memory0 >= memorySize() || memory1 >= memorySize()) {
            throw new IllegalArgumentException("Memory codes under " + this + " are below " + memorySize()
                    + ", not " + memory0 + " and " + memory1);
        }
        return new GameState(score0, score1, mover, turn, extraTurn, memory0, memory1);
    }

    /**
     * Whether a game in this state is over: a score has reached the goal. Who won is then
     * {@code state.scores().outcome(player)}.
     *
     * @param state the state
     * @return {@code true} if either score is at least the goal
     */
    public boolean isOver(GameState state) {
        return state.score0() >= goal || state.score1() >= goal;
    }

    /**
     * The number of sides of the dice for the mover's turn.
     *
     * @param state the state before the turn
     * @param dice the number of dice chosen, from 0 to {@link #maxDice()}
     * @return the number of sides
     * @throws IllegalArgumentException if {@code dice} is out of range
     * @throws RuleException if a die size rule breaks its contract
     */
    public int sides(GameState state, int dice) {
        checkDice(dice);
        return kernel.sides(context(state, dice), null);
    }

    /**
     * The points the mover scores by rolling no dice: the {@link ZeroDiceRule zero-dice rule}'s, or 0 if the rules have
     * none. These are the turn's points, before bonuses and after-turn rules.
     *
     * @param state the state before the turn
     * @return the points
     * @throws RuleException if the zero-dice rule breaks its contract
     */
    public int zeroDicePoints(GameState state) {
        return kernel.zeroDicePoints(context(state, 0), null);
    }

    /**
     * The rule that scores a roll from its faces: the ruleset's, or the sum of the faces if it has none.
     *
     * @return the roll rule, never {@code null}
     */
    public RollRule rollRule() {
        return kernel.rollRule();
    }

    /**
     * Rolls dice and scores the roll. Asks {@code faces} for exactly {@code count} faces, as {@code dice::roll} does
     * for {@link dev.hog.api.play.Dice dice}.
     *
     * @param faces gives a face of a die with the number of sides it is given
     * @param count how many dice to roll, at least 1
     * @param sides how many sides they have
     * @return the roll's score
     */
    public int roll(IntUnaryOperator faces, int count, int sides) {
        RollRule rollRule = kernel.rollRule();
        int accumulator = rollRule.start();
        for (int i = 0; i < count; i++) {
            accumulator = rollRule.add(accumulator, faces.applyAsInt(sides));
        }
        return rollRule.points(accumulator);
    }

    /**
     * The exact chance of every score of a roll, computed from the {@link #rollRule() roll rule} by following every
     * distinct accumulator value rather than every combination of faces. Computed once per number of dice and sides.
     *
     * @param dice the number of dice, from 1 to {@link #maxDice()}
     * @param sides the number of sides
     * @return the distribution
     * @throws IllegalArgumentException if {@code dice} or {@code sides} is out of range
     */
    public RollDistribution rollDistribution(int dice, int sides) {
        if (dice < 1 || dice > maxDice() || sides < 1 || sides > 0xFFFF) {
            throw new IllegalArgumentException("A roll distribution needs 1 to " + maxDice()
                    + " dice of 1 to 65535 sides, not " + dice + " dice of " + sides);
        }
        return distributions.computeIfAbsent(dice << 16 | sides, key -> computeDistribution(dice, sides));
    }

    /**
     * Counts the face combinations behind each accumulator value exactly, die by die, then divides once by the number
     * of combinations, so that each chance is the double nearest the true fraction. Counts are exact in a double up to
     * 2^53 combinations (ten dice of up to 39 sides); past that it carries chances instead of counts.
     */
    private RollDistribution computeDistribution(int dice, int sides) {
        RollRule rollRule = kernel.rollRule();
        boolean exact = dice * (Math.log(sides) / Math.log(2)) < 53;
        Map<Integer, Double> accumulators = Map.of(rollRule.start(), 1.0);
        for (int die = 0; die < dice; die++) {
            Map<Integer, Double> next = new HashMap<>();
            for (Map.Entry<Integer, Double> entry : accumulators.entrySet()) {
                double weight = exact ? entry.getValue() : entry.getValue() / sides;
                for (int face = 1; face <= sides; face++) {
                    next.merge(rollRule.add(entry.getKey(), face), weight, Double::sum);
                }
            }
            accumulators = next;
        }
        double combinations = exact ? Math.pow(sides, dice) : 1.0;
        TreeMap<Integer, Double> byPoints = new TreeMap<>();
        accumulators.forEach((accumulator, weight) -> byPoints.merge(rollRule.points(accumulator), weight,
                Double::sum));
        byPoints.replaceAll((points, weight) -> weight / combinations);
        return new RollDistribution(dice, sides, byPoints);
    }

    /**
     * Plays one turn: the state after the mover chose {@code dice} dice and the roll scored {@code rollScore}. A pure
     * function, for analysis that drives turns without dice.
     *
     * @param state the state before the turn
     * @param dice the number of dice chosen, from 0 to {@link #maxDice()}
     * @param rollScore the roll's score, ignored when {@code dice} is 0
     * @return the state after the turn
     * @throws IllegalArgumentException if {@code dice} is out of range or {@code rollScore} is negative
     * @throws RuleException if a rule breaks its contract
     */
    public GameState next(GameState state, int dice, int rollScore) {
        return next(state, dice, rollScore, null);
    }

    GameState next(GameState state, int dice, int rollScore, Consumer<Effect> effects) {
        checkDice(dice);
        if (dice > 0 && rollScore < 0) {
            throw new IllegalArgumentException("A roll's score is at least 0, not " + rollScore);
        }
        TurnContext turn = context(state, dice);
        kernel.play(turn, rollScore, effects);
        return new GameState(turn.scoreAfter(0), turn.scoreAfter(1), turn.nextMover(), state.turn() + 1,
                turn.extraTurnGranted(), turn.memoryAfter(0), turn.memoryAfter(1));
    }

    /**
     * Every state the mover's turn can lead to when they choose {@code dice} dice, with its exact chance: one for each
     * distinct state, in increasing order of the roll's score that first leads there. The chances come from the
     * {@link #rollDistribution(int, int) roll distribution} of the turn's dice and sum to 1 up to rounding; rolling no
     * dice leads to one state.
     *
     * @param state a state of a game that is not over
     * @param dice the number of dice chosen, from 0 to {@link #maxDice()}
     * @return the transitions
     * @throws IllegalArgumentException if the game is over or {@code dice} is out of range
     * @throws RuleException if a rule breaks its contract
     */
    public List<Transition> transitions(GameState state, int dice) {
        if (isOver(state)) {
            throw new IllegalArgumentException("The game is over in " + state + ": no turn follows");
        }
        if (dice == 0) {
            return List.of(new Transition(next(state, 0, 0), 1.0));
        }
        RollDistribution roll = rollDistribution(dice, sides(state, dice));
        Map<GameState, Double> chances = new LinkedHashMap<>();
        for (int i = 0; i < roll.size(); i++) {
            chances.merge(next(state, dice, roll.points(i)), roll.chance(i), Double::sum);
        }
        List<Transition> transitions = new ArrayList<>(chances.size());
        chances.forEach((next, chance) -> transitions.add(new Transition(next, Math.min(1.0, chance))));
        return List.copyOf(transitions);
    }

    private TurnContext context(GameState state, int dice) {
        TurnContext turn = new TurnContext(kernel);
        turn.startSeat(state.mover(), state.score0(), state.score1(), dice, state.turn(), state.extraTurn(),
                state.memory0(), state.memory1());
        return turn;
    }

    private void checkDice(int dice) {
        if (dice < 0 || dice > maxDice()) {
            throw new IllegalArgumentException("A turn rolls 0 to " + maxDice() + " dice, not " + dice);
        }
    }

    private static void checkStartScore(int score, int player) {
        if (score < 0) {
            throw new HogException("Player " + player + "'s start score must be 0 or more, not " + score);
        }
    }

    private static String describe(String rulesetId, Options options) {
        return options.asMap().isEmpty() ? rulesetId : rulesetId + " (" + options + ")";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GameDefinition that && rulesetId.equals(that.rulesetId)
                && options.equals(that.options) && goal == that.goal && rules.equals(that.rules)
                && maxDice == that.maxDice && sides == that.sides;
    }

    @Override
    public int hashCode() {
        return Objects.hash(rulesetId, options, goal);
    }

    /**
     * The ruleset, its options and the goal.
     *
     * @return text such as {@code su20 (feral-hogs=true), goal 100}
     */
    @Override
    public String toString() {
        return describe(rulesetId, options) + ", goal " + goal;
    }
}
