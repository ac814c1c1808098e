package dev.hog.api.game;

import static dev.hog.api.internal.Preconditions.check;
import static dev.hog.api.internal.Preconditions.checkInRange;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.internal.GivenFaces;
import dev.hog.api.internal.Internals;
import dev.hog.api.internal.RollOutcomes;
import dev.hog.api.internal.TurnContext;
import dev.hog.api.internal.TurnKernel;
import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.api.rule.DieSizeRule;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.FaceRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.MoveRule;
import dev.hog.api.rule.RerollRule;
import dev.hog.api.rule.RollRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.RuleException;
import dev.hog.api.rule.ZeroDiceRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

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
 *   <li>whether the number of dice chosen is allowed, by the {@link DiceChoiceRule choice rules}
 *   ({@link #legalDice(GameState)});</li>
 *   <li>the die size, from the {@link DieSizeRule die size rules};</li>
 *   <li>the turn's points: the roll's score under the {@link RollRule roll rule}, or for no dice the
 *   {@link ZeroDiceRule zero-dice points}; and the {@link FaceRule face rules}' summaries of the faces;</li>
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
    /**
     * The most turns a game lasts: no rules that add points make one this long, so one that gets here is looping (its
     * strategies keep scoring nothing), and the engine and simulation end it with an
     * {@link dev.hog.api.EngineLimitException}.
     *
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static final int MAX_TURNS = 1_000_000;

    /**
     * The most dice a game can let a player roll: ten times any course's, and small enough that the exact analysis
     * can count every roll's points.
     *
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static final int MAX_DICE = 100;

    /**
     * The most sides a game's dice can have.
     *
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static final int MAX_SIDES = 1_000;

    private static final String INTERNAL_PACKAGE = "dev.hog.api.internal";
    /** A class of the SDK's analysis, the one module besides this one that plays turns through the kernel. */
    private static final String ANALYSIS = "dev.hog.analysis.TurnTables";

    static {
        Internals.install(game -> ((GameDefinition) game).kernel);
        exportInternalsToTheAnalysisOnTheClassPath();
    }

    private final String rulesetId;
    private final Options options;
    private final List<Rule> rules;
    private final int goal;
    private final int maxDice;
    private final int sides;
    private final TurnKernel kernel;
    private final ConcurrentMap<Long, RollDistribution> distributions;
    private final List<Integer> choices;
    private final List<MoveRule> moves;

    private GameDefinition(String rulesetId, Options options, List<Rule> rules, int goal, int maxDice, int sides) {
        this.rulesetId = rulesetId;
        this.options = options;
        this.rules = List.copyOf(rules);
        this.goal = goal;
        this.maxDice = maxDice;
        this.sides = sides;
        this.kernel = new TurnKernel(describe(rulesetId, options), rulesetId, this.rules, sides, maxDice);
        this.distributions = new ConcurrentHashMap<>();
        this.choices = IntStream.of(kernel.choices()).boxed().toList();
        this.moves = choices.stream().filter(kernel::isMove).map(kernel::move).toList();
    }

    /**
     * Defines a game from its parts. A {@link dev.hog.api.ruleset.Ruleset} does this for each choice of its options;
     * embedders and analysis get their definitions from a ruleset, with {@code ruleset.game(options)}.
     *
     * @param rulesetId the id of the ruleset the rules come from, such as {@code su20}
     * @param options the option values that chose the rules
     * @param rules the rules in force, in the order they apply
     * @param goal the winning score, from 1 to {@value #MAX_GOAL}
     * @param maxDice the most dice a player may roll, from 1 to {@value #MAX_DICE}
     * @param sides the sides of the dice unless a rule changes them, from 1 to {@value #MAX_SIDES}
     * @return the definition
     * @throws HogException if the goal, the dice or the sides are out of range, or the rules cannot work together
     * @throws dev.hog.api.rule.RuleException if a rule declares a memory or a turn period out of range
     */
    public static GameDefinition of(String rulesetId, Options options, List<? extends Rule> rules, int goal,
            int maxDice, int sides) {
        Objects.requireNonNull(rulesetId, "rulesetId");
        Objects.requireNonNull(options, "options");
        checkGoal(goal);
        check(maxDice >= 1 && maxDice <= MAX_DICE && sides >= 1 && sides <= MAX_SIDES, () -> "A game lets a player"
                + " roll 1 to " + MAX_DICE + " dice of 1 to " + MAX_SIDES + " sides, not " + maxDice + " dice of "
                + sides + " sides");
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
        this.choices = rules.choices;
        this.moves = rules.moves;
    }

    /**
     * The module descriptor exports the kernel's package to the SDK's analysis by name. A plugin's tests can put this
     * module on the module path and the analysis on the class path, where that export does not reach; there the
     * package is exported to the unnamed module the analysis is in, which is all of the class path of its loader: its
     * types become visible there, as every type on a class path is. A game's kernel itself stays behind
     * {@link Internals#kernels()}, which only the SDK's own classes pass.
     */
    private static void exportInternalsToTheAnalysisOnTheClassPath() {
        Module api = GameDefinition.class.getModule();
        if (!api.isNamed()) {
            return;
        }
        try {
            Module analysis = Class.forName(ANALYSIS, false, GameDefinition.class.getClassLoader()).getModule();
            if (!analysis.isNamed()) {
                api.addExports(INTERNAL_PACKAGE, analysis);
            }
        } catch (ClassNotFoundException | LinkageError absent) {
            // No analysis beside this module: nothing to export to.
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
        return checkInRange(goal, 1, MAX_GOAL, "The goal");
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
     * Every choice a turn can make, in increasing order: the numbers of the {@link MoveRule moves} (negative), then
     * every number of dice from 0 to {@link #maxDice()}. Without moves, 0 to {@link #maxDice()}.
     *
     * @return the choices, before any {@link DiceChoiceRule choice rule} refuses one
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public List<Integer> choices() {
        return choices;
    }

    /**
     * The rules' {@link MoveRule moves}, in the order of their numbers in {@link #choices()}.
     *
     * @return the moves; empty for rules that offer nothing but numbers of dice
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public List<MoveRule> moves() {
        return moves;
    }

    /**
     * The move a choice makes, when it is not a number of dice.
     *
     * @param choice a choice, such as -1
     * @return the {@link MoveRule} chosen by that number, or empty for a number of dice or a number no move has
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public Optional<MoveRule> move(int choice) {
        return Optional.ofNullable(kernel.move(choice));
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
     * @throws HogException if the rule is not in force
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
     * @throws HogException if a score is negative or the mover is not 0 or 1
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
     * @throws HogException if a part is out of range
     */
    @API(status = API.Status.INTERNAL)
    public GameState stateOfCodes(int score0, int score1, int mover, int turn, boolean extraTurn, int memory0,
            int memory1) {
        check(memory0 < memorySize() && memory1 < memorySize(), () -> "Memory codes under " + this + " are below "
                + memorySize() + ", not " + memory0 + " and " + memory1);
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
     * Whether the rules let the mover of a state roll this many dice: every {@link DiceChoiceRule choice rule} allows
     * it. Without choice rules every one of the {@link #choices()} is allowed.
     *
     * @param state the state before the turn
     * @param dice the number of dice, from 0 to {@link #maxDice()}, or a move's number (one of the {@link #choices()})
     * @return {@code true} if the choice is legal
     * @throws HogException if {@code dice} is out of range
     * @throws RuleException if a choice rule breaks its contract
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public boolean allows(GameState state, int dice) {
        checkDice(dice);
        return !kernel.limitsChoice() || kernel.allows(context(state, dice));
    }

    /**
     * The choices the mover of a state may make, in increasing order: the {@link #choices()} that every
     * {@link DiceChoiceRule choice rule} allows, moves included.
     *
     * @param state the state before the turn
     * @return the legal choices, never empty
     * @throws RuleException if the choice rules allow no number of dice, or one breaks its contract
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public List<Integer> legalDice(GameState state) {
        List<Integer> legal = new ArrayList<>(choices.size());
        for (int dice : choices) {
            if (allows(state, dice)) {
                legal.add(dice);
            }
        }
        if (legal.isEmpty()) {
            throw kernel.noLegalChoice("at " + state);
        }
        return List.copyOf(legal);
    }

    /**
     * Why the rules do not let the mover of a state roll this many dice: the first choice rule that refuses it, by
     * name, with its reason.
     *
     * @param state the state before the turn
     * @param dice the number of dice, from 0 to {@link #maxDice()}, or a move's number (one of the {@link #choices()})
     * @return the refusal, such as {@code "No Repeats does not allow 4 dice now: ..."}; empty if the choice is legal
     * @throws HogException if {@code dice} is out of range
     * @throws RuleException if a choice rule breaks its contract
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public Optional<String> refusal(GameState state, int dice) {
        checkDice(dice);
        return kernel.limitsChoice() ? Optional.ofNullable(kernel.refusal(context(state, dice))) : Optional.empty();
    }

    /**
     * The number of sides of the dice for the mover's turn.
     *
     * @param state the state before the turn
     * @param dice the number of dice chosen, from 0 to {@link #maxDice()}, or a move's number (one of the
     *     {@link #choices()})
     * @return the number of sides
     * @throws HogException if {@code dice} is out of range
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
     * distinct accumulator value rather than every combination of faces. Under {@link FaceRule face rules}, the chance
     * of every pair of a score and a {@linkplain RollDistribution#summary(int) face summary}. Computed once per number
     * of dice and sides. No face is rolled again: a roll under
     * {@link RerollRule re-roll rules} is {@link #rollDistribution(GameState, int)}'s.
     *
     * @param dice the number of dice, from 1 to {@link #maxDice()}
     * @param sides the number of sides
     * @return the distribution
     * @throws HogException if {@code dice} or {@code sides} is out of range
     */
    public RollDistribution rollDistribution(int dice, int sides) {
        check(sides >= 1 && sides <= 0xFFFF, () -> "A roll distribution needs 1 to " + maxDice + " dice of 1 to 65535"
                + " sides, not " + dice + " dice of " + sides);
        return distribution(dice, sides);
    }

    /**
     * The exact chance of every score of the mover's roll in a state: of their dice's
     * {@linkplain #sides(GameState, int) sides}, and with the faces that the {@link RerollRule re-roll rules} in force
     * roll again. Without re-roll rules, {@link #rollDistribution(int, int) rollDistribution(dice, sides(state,
     * dice))}.
     *
     * @param state the state before the turn
     * @param dice the number of dice chosen, from 1 to {@link #maxDice()}
     * @return the distribution
     * @throws HogException if {@code dice} is out of range
     * @throws RuleException if a die size or re-roll rule breaks its contract
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public RollDistribution rollDistribution(GameState state, int dice) {
        checkInRange(dice, 1, maxDice, "The number of dice rolled");
        return distribution(dice, kernel.dieKind(context(state, dice), null));
    }

    private RollDistribution distribution(int dice, int kind) {
        long key = (long) dice << Integer.SIZE | kind;
        RollDistribution known = distributions.get(key);
        if (known != null) {
            return known;
        }
        RollOutcomes roll = kernel.rollOutcomes(dice, kind);
        int sides = TurnKernel.sidesOf(kind);
        return distributions.computeIfAbsent(key, computing -> {
            int[] points = new int[roll.size()];
            int[] summaries = new int[roll.size()];
            double[] chances = new double[roll.size()];
            for (int i = 0; i < roll.size(); i++) {
                points[i] = roll.points(i);
                summaries[i] = roll.summary(i);
                chances[i] = roll.chance(i);
            }
            return new RollDistribution(dice, sides, points, summaries, chances);
        });
    }

    /**
     * Plays one turn: the state after the mover chose {@code dice} dice and the roll scored {@code rollScore}. A pure
     * function, for analysis that drives turns without dice. Under {@link FaceRule face rules} a roll is more than its
     * score: play such a turn from its faces with {@link #next(GameState, List)}.
     *
     * @param state the state before the turn
     * @param dice the number of dice chosen, from 0 to {@link #maxDice()}, or a move's number (one of the
     *     {@link #choices()})
     * @param rollScore the roll's score, ignored when {@code dice} is 0
     * @return the state after the turn
     * @throws HogException if {@code dice} is out of range, {@code rollScore} is negative, the rules do not allow
     *     that many dice ({@link #refusal}), or they read the faces of a roll
     * @throws RuleException if a rule breaks its contract
     */
    public GameState next(GameState state, int dice, int rollScore) {
        if (dice > 0 && kernel.readsFaces()) {
            throw new HogException("The rules of " + this + " read the faces of a roll, not only its score; play the"
                    + " turn from its faces with next(state, faces)");
        }
        return next(state, dice, rollScore, kernel.initialSummary(), null);
    }

    /**
     * Plays one turn from the faces rolled: as many dice as faces (none for a turn of no dice), scored by the
     * {@link #rollRule() roll rule} and summarized by the {@link FaceRule face rules}.
     *
     * @param state the state before the turn
     * @param faces the faces rolled, in order, each from 1 to the turn's {@link #sides(GameState, int) sides}
     * @return the state after the turn
     * @throws HogException if there are more faces than {@link #maxDice()}, a face is not one of the turn's dice,
     *     or the rules do not allow that many dice
     * @throws RuleException if a rule breaks its contract
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public GameState next(GameState state, List<Integer> faces) {
        int dice = faces.size();
        checkDice(dice);
        TurnContext turn = chosen(state, dice);
        kernel.playFaces(turn, new GivenFaces(faces), "The faces given hold", false, true, null);
        return after(state, turn);
    }

    /**
     * Plays one turn from the roll's score and face-summary code, as {@link RollDistribution} lists them, for the
     * SDK's analysis.
     *
     * @param state the state before the turn
     * @param dice the number of dice chosen, from 0 to {@link #maxDice()}, or a move's number (one of the
     *     {@link #choices()})
     * @param rollScore the roll's score, ignored when {@code dice} is 0
     * @param summary the roll's {@linkplain RollDistribution#summary(int) face-summary code}, ignored when {@code dice}
     *     is 0
     * @return the state after the turn
     * @throws HogException if a part is out of range, or the rules do not allow that many dice
     * @throws RuleException if a rule breaks its contract
     */
    @API(status = API.Status.INTERNAL)
    public GameState nextOfCodes(GameState state, int dice, int rollScore, int summary) {
        check(summary >= 0 && summary < kernel.summarySize(), () -> "Face-summary codes under " + this + " are below "
                + kernel.summarySize() + ", not " + summary);
        return next(state, dice, rollScore, summary, null);
    }

    GameState next(GameState state, int dice, int rollScore, int summary, Consumer<Effect> effects) {
        TurnContext turn = chosen(state, dice);
        check(dice == 0 || rollScore >= 0, () -> "A roll's score must be at least 0, not " + rollScore);
        return played(turn, state, rollScore, summary, effects);
    }

    /** The state after a turn started from {@code state}, whose choice is allowed, played from one roll's outcome. */
    private GameState played(TurnContext turn, GameState state, int rollScore, int summary,
            Consumer<Effect> effects) {
        kernel.playOutcome(turn, rollScore, summary, false, effects);
        return after(state, turn);
    }

    /** The turn of a state with a number of dice the rules allow: a refused choice is refused in the one wording. */
    private TurnContext chosen(GameState state, int dice) {
        TurnContext turn = context(state, dice);
        if (!kernel.allowsChoice(turn)) {
            throw new HogException(kernel.refusedChoice(turn, "Player " + state.mover()));
        }
        return turn;
    }

    private static GameState after(GameState state, TurnContext turn) {
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
     * @param dice the number of dice chosen, from 0 to {@link #maxDice()}, or a move's number (one of the
     *     {@link #choices()})
     * @return the transitions
     * @throws HogException if the game is over, {@code dice} is out of range, or the rules do not allow that many
     *     dice ({@link #allows})
     * @throws RuleException if a rule breaks its contract
     */
    public List<Transition> transitions(GameState state, int dice) {
        check(!isOver(state), () -> "The game is over in " + state + ": no turn follows");
        if (dice <= 0) {
            return List.of(Transition.of(next(state, dice, 0, kernel.initialSummary(), null), 1.0));
        }
        checkInRange(dice, 1, maxDice, "The number of dice rolled");
        // One turn: its dice's distribution, then its choice checked once, then played again from the start for each
        // outcome of the roll.
        TurnContext turn = context(state, dice);
        RollDistribution roll = distribution(dice, kernel.dieKind(turn, null));
        start(turn, state, dice);
        if (!kernel.allowsChoice(turn)) {
            throw new HogException(kernel.refusedChoice(turn, "Player " + state.mover()));
        }
        // The distinct states in the order of the first outcome leading to each, found again through an open-addressed
        // table of their places (twice as many slots as outcomes), each chance summed in the outcomes' order.
        int outcomes = roll.size();
        GameState[] states = new GameState[outcomes];
        double[] chances = new double[outcomes];
        int[] slots = new int[Integer.highestOneBit(2 * outcomes - 1) << 1];
        int mask = slots.length - 1;
        int distinct = 0;
        for (int i = 0; i < outcomes; i++) {
            start(turn, state, dice);
            GameState next = played(turn, state, roll.points(i), roll.summary(i), null);
            int hash = next.hashCode();
            for (int slot = (hash ^ hash >>> 16) & mask; ; slot = (slot + 1) & mask) {
                int at = slots[slot] - 1;
                if (at < 0) {
                    slots[slot] = distinct + 1;
                    states[distinct] = next;
                    chances[distinct++] = roll.chance(i);
                    break;
                }
                if (states[at].equals(next)) {
                    chances[at] += roll.chance(i);
                    break;
                }
            }
        }
        Transition[] transitions = new Transition[distinct];
        for (int t = 0; t < distinct; t++) {
            transitions[t] = Transition.of(states[t], Math.min(1.0, chances[t]));
        }
        return List.of(transitions);
    }

    private TurnContext context(GameState state, int dice) {
        TurnContext turn = new TurnContext(kernel);
        start(turn, state, dice);
        return turn;
    }

    private static void start(TurnContext turn, GameState state, int dice) {
        turn.startSeat(state.mover(), state.score0(), state.score1(), dice, state.turn(), state.extraTurn(),
                state.memory0(), state.memory1());
    }

    private void checkDice(int dice) {
        if (choices.size() == maxDice + 1) {
            checkInRange(dice, 0, maxDice, "The number of dice");
        } else {
            check(dice >= 0 && dice <= maxDice || kernel.isMove(dice), () -> "The number of dice must be from 0 to "
                    + maxDice + ", or a move's number (" + kernel.choiceRange() + "), not " + dice);
        }
    }

    private static void checkStartScore(int score, int player) {
        check(score >= 0, () -> "Player " + player + "'s start score must be 0 or more, not " + score);
    }

    /**
     * A state in the rules' words, for messages: the mover and both scores, the turn number if a rule reads it, whether
     * it is an extra turn, and what each {@link MemoryRule} remembers of each player, by the rule's name. For people to
     * read; its wording may change in any release.
     *
     * @param state a state of this game
     * @return text such as {@code player 0 to move, 19 against 23, Feral Hogs remembers 3 for the mover and 0 for the
     *     opponent}
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public String describe(GameState state) {
        StringBuilder text = new StringBuilder("player ").append(state.mover()).append(" to move, ")
                .append(state.moverScore()).append(" against ").append(state.opponentScore());
        if (turnPeriod() > 1) {
            text.append(", turn ").append(state.turn());
        }
        if (state.extraTurn()) {
            text.append(", an extra turn");
        }
        for (Rule rule : rules) {
            if (rule instanceof MemoryRule memory && memory.memorySize() > 1) {
                text.append(", ").append(rule.name()).append(" remembers ")
                        .append(memory(state, state.mover(), memory)).append(" for the mover and ")
                        .append(memory(state, 1 - state.mover(), memory)).append(" for the opponent");
            }
        }
        return text.toString();
    }

    private static String describe(String rulesetId, Options options) {
        return options.asMap().isEmpty() ? rulesetId : rulesetId + " (" + options + ")";
    }

    @Override
    public boolean equals(Object other) {
        return this == other || other instanceof GameDefinition that && rulesetId.equals(that.rulesetId)
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
