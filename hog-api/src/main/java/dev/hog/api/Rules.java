package dev.hog.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * A ruleset with its options applied: the rules in force, and the turn they define.
 *
 * <p>A turn is a pure function {@link #next(long, int, int)} of the state, the number of dice the mover chose and the
 * roll's score. It applies the rules in this order:
 * <ol>
 *   <li>the turn's points: the roll's score, or for no dice the {@link ZeroDiceRule zero-dice points};</li>
 *   <li>the {@link BonusRule bonuses}, which see the mover's memory, and the memory's update;</li>
 *   <li>the mover's score rises by the points and the bonuses;</li>
 *   <li>the {@link AfterTurnRule after-turn rules}, in order;</li>
 *   <li>the {@link ExtraTurnRule extra-turn rules}: the mover moves again if any says so, else the other player.</li>
 * </ol>
 * The game engine, the simulator and the solver all play turns through this one function, and the dice through
 * {@link #sides(int, int)} and the {@link #rollRule() roll rule}.
 *
 * <p>Immutable and thread-safe.
 */
public final class Rules {
    private final Ruleset ruleset;
    private final Options options;
    private final List<Rule> rules;
    private final DieSizeRule[] dieSizeRules;
    private final RollRule rollRule;
    private final ZeroDiceRule zeroDiceRule;
    private final BonusRule[] bonusRules;
    private final int[] memoryStrides;
    private final int memorySize;
    private final int initialMemory;
    private final AfterTurnRule[] afterTurnRules;
    private final ExtraTurnRule[] extraTurnRules;
    private final int maxDice;
    private final int defaultSides;
    private final ConcurrentMap<Integer, RollDistribution> distributions = new ConcurrentHashMap<>();

    Rules(Ruleset ruleset, Options options, List<Rule> rules) {
        this.ruleset = ruleset;
        this.maxDice = ruleset.maxDice();
        this.defaultSides = ruleset.sides();
        this.options = options;
        this.rules = List.copyOf(rules);
        this.dieSizeRules = hooks(DieSizeRule.class).toArray(DieSizeRule[]::new);
        this.rollRule = atMostOne(RollRule.class, "roll rules", "a roll scores only one way");
        this.zeroDiceRule = atMostOne(ZeroDiceRule.class, "zero-dice rules", "rolling no dice scores only one way");
        this.bonusRules = hooks(BonusRule.class).toArray(BonusRule[]::new);
        this.afterTurnRules = hooks(AfterTurnRule.class).toArray(AfterTurnRule[]::new);
        this.extraTurnRules = hooks(ExtraTurnRule.class).toArray(ExtraTurnRule[]::new);
        this.memoryStrides = new int[bonusRules.length];
        long size = 1;
        int initial = 0;
        for (int i = 0; i < bonusRules.length; i++) {
            BonusRule rule = bonusRules[i];
            int values = rule.memorySize();
            if (values < 1 || rule.initialMemory() < 0 || rule.initialMemory() >= values) {
                throw new HogException("Rule " + rule.name() + " declares a memory of " + values
                        + " values starting at " + rule.initialMemory() + "; it needs at least 1 value and a start"
                        + " within them");
            }
            memoryStrides[i] = (int) size;
            initial += rule.initialMemory() * (int) size;
            size *= values;
            if (size > GameState.MAX_MEMORY_SIZE) {
                throw new HogException("The bonus rules of ruleset " + ruleset.id() + " remember " + size
                        + " values per player; a game state holds at most " + GameState.MAX_MEMORY_SIZE);
            }
        }
        this.memorySize = (int) size;
        this.initialMemory = initial;
    }

    /**
     * The ruleset these rules come from.
     *
     * @return the ruleset
     */
    public Ruleset ruleset() {
        return ruleset;
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
     * How many memory codes a player can have: the product of the memory sizes of the bonus rules in force, 1 if
     * none remembers anything.
     *
     * @return the number of memory codes
     */
    public int memorySize() {
        return memorySize;
    }

    /**
     * The memory code of a player before their first turn.
     *
     * @return the initial memory code
     */
    public int initialMemory() {
        return initialMemory;
    }

    /**
     * What one bonus rule remembers, read from a player's memory code.
     *
     * @param rule a bonus rule in force
     * @param memory a memory code
     * @return the rule's own memory, from 0 to its {@link BonusRule#memorySize()} - 1
     * @throws IllegalArgumentException if the rule is not in force
     */
    public int memoryOf(BonusRule rule, int memory) {
        for (int i = 0; i < bonusRules.length; i++) {
            if (bonusRules[i] == rule) {
                return memory / memoryStrides[i] % rule.memorySize();
            }
        }
        throw new IllegalArgumentException(rule.name() + " is not in force in " + this);
    }

    /**
     * The state before the first turn: these scores, player 0 to move, nothing remembered.
     *
     * @param score0 player 0's score
     * @param score1 player 1's score
     * @return the state
     * @throws HogException if a score is negative or above {@link GameState#MAX_SCORE}
     */
    public GameState start(int score0, int score1) {
        checkStartScore(score0, 0);
        checkStartScore(score1, 1);
        return new GameState(score0, score1, 0, initialMemory, initialMemory);
    }

    /**
     * The number of sides of the dice for a turn that starts with these scores.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the number of sides
     */
    public int sides(int score, int opponentScore) {
        return sides(score, opponentScore, null);
    }

    int sides(int score, int opponentScore, Consumer<Effect> effects) {
        int sides = defaultSides;
        for (DieSizeRule rule : dieSizeRules) {
            int chosen = rule.sides(score, opponentScore, sides);
            if (chosen < 1) {
                throw new HogException("Rule " + rule.name() + " chose dice with " + chosen + " sides");
            }
            if (chosen != sides && effects != null) {
                effects.accept(new Effect(rule.name(), rule.announce(chosen)));
            }
            sides = chosen;
        }
        return sides;
    }

    /**
     * The rule that scores a roll from its faces: the ruleset's, or the sum of the faces if it has none.
     *
     * @return the roll rule, never {@code null}
     */
    public RollRule rollRule() {
        return rollRule;
    }

    /**
     * Rolls dice and scores the roll. Calls {@code dice} exactly {@code count} times.
     *
     * @param dice the dice
     * @param count how many dice to roll, at least 1
     * @param sides how many sides they have
     * @return the roll's score
     */
    public int roll(Dice dice, int count, int sides) {
        int accumulator = rollRule.start();
        for (int i = 0; i < count; i++) {
            accumulator = rollRule.add(accumulator, dice.roll(sides));
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
     * The points for rolling no dice: the zero-dice rule's, or 0 if the ruleset has none.
     *
     * @param score the mover's score
     * @param opponentScore the opponent's score
     * @return the points
     */
    public int zeroDicePoints(int score, int opponentScore) {
        return zeroDiceRule == null ? 0 : zeroDiceRule.zeroDicePoints(score, opponentScore);
    }

    /**
     * The bonus the mover earns: the sum of every bonus rule's.
     *
     * @param memory the mover's memory code
     * @param dice the number of dice chosen
     * @param points the turn's points before bonuses
     * @return the bonus
     */
    public int bonus(int memory, int dice, int points) {
        return (int) (bonusAndMemory(memory, dice, points, null) >>> 32);
    }

    /**
     * The mover's memory code after a turn.
     *
     * @param memory the mover's memory code before the turn
     * @param dice the number of dice chosen
     * @param points the turn's points before bonuses
     * @return the new memory code
     */
    public int remember(int memory, int dice, int points) {
        return (int) bonusAndMemory(memory, dice, points, null);
    }

    private int digit(int memory, int rule) {
        return bonusRules.length == 1 ? memory : memory / memoryStrides[rule] % bonusRules[rule].memorySize();
    }

    /**
     * How a turn ends once its points are added: the after-turn rules, then the extra-turn rules.
     *
     * @param score the mover's score with the turn's points and bonuses
     * @param opponentScore the opponent's score
     * @return the scores after the after-turn rules, and whether the mover moves again
     */
    public TurnEnd endTurn(int score, int opponentScore) {
        long end = endTurn(score, opponentScore, null);
        return new TurnEnd(endScore(end), endOpponentScore(end), endExtraTurn(end));
    }

    /** Packs the mover's score in bits 0-31, the opponent's in 32-62 and the extra turn in bit 63. */
    private long endTurn(int score, int opponentScore, Consumer<Effect> effects) {
        for (AfterTurnRule rule : afterTurnRules) {
            if (rule.appliesTo(score, opponentScore)) {
                if (effects != null) {
                    effects.accept(new Effect(rule.name(), rule.announce(score, opponentScore)));
                }
                int newScore = rule.score(score, opponentScore);
                int newOpponentScore = rule.opponentScore(score, opponentScore);
                if (newScore < 0 || newOpponentScore < 0) {
                    throw new HogException("Rule " + rule.name() + " made a score negative: " + newScore + " and "
                            + newOpponentScore);
                }
                score = newScore;
                opponentScore = newOpponentScore;
            }
        }
        boolean extraTurn = false;
        for (ExtraTurnRule rule : extraTurnRules) {
            if (rule.extraTurn(score, opponentScore)) {
                if (effects != null) {
                    effects.accept(new Effect(rule.name(), rule.announce()));
                }
                extraTurn = true;
            }
        }
        return (score & 0xFFFF_FFFFL) | (long) opponentScore << 32 | (extraTurn ? Long.MIN_VALUE : 0L);
    }

    private static int endScore(long end) {
        return (int) end;
    }

    private static int endOpponentScore(long end) {
        return (int) (end >>> 32) & Integer.MAX_VALUE;
    }

    private static boolean endExtraTurn(long end) {
        return end < 0;
    }

    /**
     * Plays one turn: the state after the mover of {@code state} chose {@code dice} dice and the roll scored
     * {@code rollScore}. A pure function, for analysis that drives turns without dice.
     *
     * @param state the state's key, as made by {@link GameState#key()}
     * @param dice the number of dice chosen, from 0 to {@link #maxDice()}
     * @param rollScore the roll's score, ignored when {@code dice} is 0
     * @return the key of the next state
     * @throws IllegalArgumentException if {@code dice} is out of range or {@code rollScore} is negative
     * @throws HogException if a score would pass {@link GameState#MAX_SCORE}
     */
    public long next(long state, int dice, int rollScore) {
        return next(state, dice, rollScore, null);
    }

    /**
     * Plays one turn on a state object; see {@link #next(long, int, int)}.
     *
     * @param state the state
     * @param dice the number of dice chosen
     * @param rollScore the roll's score, ignored when {@code dice} is 0
     * @return the next state
     */
    public GameState next(GameState state, int dice, int rollScore) {
        return GameState.ofKey(next(state.key(), dice, rollScore, null));
    }

    long next(long state, int dice, int rollScore, Consumer<Effect> effects) {
        if (dice < 0 || dice > maxDice) {
            throw new IllegalArgumentException("A turn rolls 0 to " + maxDice + " dice, not " + dice);
        }
        int mover = GameState.mover(state);
        int score = GameState.score(state, mover);
        int opponentScore = GameState.score(state, 1 - mover);
        int points;
        if (dice == 0) {
            points = 0;
            if (zeroDiceRule != null) {
                points = zeroDiceRule.zeroDicePoints(score, opponentScore);
                if (points < 0) {
                    throw new HogException("Rule " + zeroDiceRule.name() + " scored " + points + " for no dice");
                }
                if (effects != null) {
                    effects.accept(new Effect(zeroDiceRule.name(), zeroDiceRule.announce(points)));
                }
            }
        } else if (rollScore < 0) {
            throw new IllegalArgumentException("A roll's score is at least 0, not " + rollScore);
        } else {
            points = rollScore;
        }
        int memory0 = GameState.memory(state, 0);
        int memory1 = GameState.memory(state, 1);
        int memory = mover == 0 ? memory0 : memory1;
        if (bonusRules.length != 0) {
            long bonusAndMemory = bonusAndMemory(memory, dice, points, effects);
            score += (int) (bonusAndMemory >>> 32);
            memory = (int) bonusAndMemory;
        }
        long end = endTurn(score + points, opponentScore, effects);
        int newScore = endScore(end);
        int newOpponentScore = endOpponentScore(end);
        if (newScore > GameState.MAX_SCORE || newOpponentScore > GameState.MAX_SCORE) {
            throw new HogException("A score passed " + GameState.MAX_SCORE + " (" + newScore + " and "
                    + newOpponentScore + "); play to a lower goal");
        }
        int nextMover = endExtraTurn(end) ? mover : 1 - mover;
        return mover == 0
                ? GameState.key(newScore, newOpponentScore, nextMover, memory, memory1)
                : GameState.key(newOpponentScore, newScore, nextMover, memory0, memory);
    }

    /**
     * The bonus (high 32 bits) and the new memory code (low 32 bits) in one pass over the bonus rules, as
     * {@link #bonus(int, int, int)} and {@link #remember(int, int, int)} compute them.
     */
    private long bonusAndMemory(int memory, int dice, int points, Consumer<Effect> effects) {
        int bonus = 0;
        int remembered = 0;
        for (int i = 0; i < bonusRules.length; i++) {
            BonusRule rule = bonusRules[i];
            int digit = digit(memory, i);
            int earned = rule.bonus(digit, dice, points);
            if (earned < 0) {
                throw new HogException("Rule " + rule.name() + " awarded a negative bonus: " + earned);
            }
            if (earned != 0 && effects != null) {
                effects.accept(new Effect(rule.name(), rule.announce(earned)));
            }
            bonus += earned;
            remembered += checkedMemory(rule, rule.remember(digit, dice, points)) * memoryStrides[i];
        }
        return (long) bonus << 32 | remembered;
    }

    private static int checkedMemory(BonusRule rule, int value) {
        if (value < 0 || value >= rule.memorySize()) {
            throw new HogException("Rule " + rule.name() + " remembered " + value + ", outside its memory of 0 to "
                    + (rule.memorySize() - 1));
        }
        return value;
    }

    private <T> List<T> hooks(Class<T> hook) {
        List<T> found = new ArrayList<>();
        for (Rule rule : rules) {
            if (hook.isInstance(rule)) {
                found.add(hook.cast(rule));
            }
        }
        return found;
    }

    private <T extends Rule> T atMostOne(Class<T> hook, String kind, String why) {
        List<T> found = hooks(hook);
        if (found.size() > 1) {
            throw new HogException("Ruleset " + ruleset.id() + " with " + options + " has " + found.size() + " "
                    + kind + " (" + found.stream().map(Rule::name).collect(Collectors.joining(", ")) + "); " + why);
        }
        if (found.isEmpty()) {
            return hook == RollRule.class ? hook.cast(SumOfFaces.INSTANCE) : null;
        }
        return found.get(0);
    }

    private void checkStartScore(int score, int player) {
        if (score < 0 || score > GameState.MAX_SCORE) {
            throw new HogException("Player " + player + "'s start score must be from 0 to " + GameState.MAX_SCORE
                    + ", not " + score);
        }
    }

    /**
     * The ruleset and its options.
     *
     * @return text such as {@code su20 (feral-hogs=true)}
     */
    @Override
    public String toString() {
        return options.asMap().isEmpty() ? ruleset.id() : ruleset.id() + " (" + options + ")";
    }

    /** The roll rule of a ruleset without one: a roll scores the sum of its faces. */
    private static final class SumOfFaces implements RollRule {
        static final SumOfFaces INSTANCE = new SumOfFaces();

        @Override
        public String name() {
            return "Sum of faces";
        }

        @Override
        public String description() {
            return "A roll scores the sum of its faces.";
        }

        @Override
        public int start() {
            return 0;
        }

        @Override
        public int add(int accumulator, int face) {
            return accumulator + face;
        }

        @Override
        public int points(int accumulator) {
            return accumulator;
        }
    }
}
