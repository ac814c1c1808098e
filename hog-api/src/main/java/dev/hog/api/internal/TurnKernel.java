package dev.hog.api.internal;

import dev.hog.api.API;
import dev.hog.api.HogException;
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
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The steps of a turn under some rules in force, each a function of a {@link TurnContext}: which numbers of dice
 * the mover may choose, the die size, the roll's score and the summaries of its faces, the zero-dice points, the
 * bonuses, the after-turn rules, the extra-turn rules and the memories. This is the one place that knows the order of
 * a turn's hooks and checks that rules keep their contracts, and the one driver of a turn: the match (its fast loop
 * included) and the game definition play a turn from its faces with {@link #playFaces}; the game definition's
 * transitions and the analysis's Markov chain play it from a known outcome of the roll with {@link #playOutcome},
 * whose outcomes and chances come from the one fold of a roll, {@link #rollOutcomes}. The solver's tables ask each
 * step separately through {@link TurnSteps}.
 *
 * <p>Thread-safe, and immutable but for a cache of roll outcomes that fills once per number of dice and sides; the
 * contexts it works on are not.
 */
@API(status = API.Status.INTERNAL)
public final class TurnKernel {
    /**
     * Told which rules fire, by name only: the kernel does not word their announcements for it. For an analysis that
     * counts firings over millions of outcomes, where the words would cost more than the turn.
     */
    public interface Firings extends Consumer<Effect> {
        /**
         * A rule fired.
         *
         * @param rule its name
         */
        void fired(String rule);

        /** An effect, by its rule's name. */
        @Override
        default void accept(Effect effect) {
            fired(effect.rule());
        }
    }

    /**
     * Whether a rule's effect is to be worded for those told of it: a {@link Firings} is told the rule's name instead.
     */
    private static boolean worded(Consumer<Effect> effects, String rule) {
        if (effects instanceof Firings firings) {
            firings.fired(rule);
            return false;
        }
        return true;
    }

    /** The most memory codes a player can have: the product of the memory sizes of the rules in force. */
    public static final int MAX_MEMORY_SIZE = 1 << 15;
    /** The longest turn period a rule, and the rules together, can declare. */
    public static final int MAX_TURN_PERIOD = 1 << 10;
    /** The most face-summary codes a roll can have: the product of the summary sizes of the face rules in force. */
    public static final int MAX_SUMMARY_SIZE = 1 << 12;
    /** The most re-roll rules a ruleset may have: a die kind holds which of them apply in its high bits. */
    public static final int MAX_REROLL_RULES = 15;
    /** The bits of a die kind that hold its sides; the bits above say which re-roll rules apply. */
    private static final int SIDES_BITS = 16;
    private static final int SIDES_MASK = (1 << SIDES_BITS) - 1;

    private final String name;
    private final String rulesetId;
    private final Rule[] rules;
    private final int[] slot;
    private final int[] period;
    private final int defaultSides;
    private final int maxDice;
    private final DiceChoiceRule[] choiceRules;
    private final int[] choiceAt;
    private final FaceRule[] faceRules;
    private final int[] faceAt;
    private final int[] faceSlot;
    private final int[] summaryStrides;
    private final int summarySize;
    private final int initialSummary;
    private final DieSizeRule[] dieSizeRules;
    private final int[] dieSizeAt;
    private final RollRule rollRule;
    private final RerollRule[] rerollRules;
    private final int[] rerollAt;
    /** The move rules by their choice: {@code moveOf[-choice]}, null where no move has that number. */
    private final MoveRule[] moveOf;
    private final int[] moveAt;
    /** Every choice a turn can make, in increasing order: the moves' numbers, then 0 to the most dice. */
    private final int[] choices;
    private final ZeroDiceRule zeroDiceRule;
    private final int zeroDiceAt;
    private final BonusRule[] bonusRules;
    private final int[] bonusAt;
    private final AfterTurnRule[] afterTurnRules;
    private final int[] afterTurnAt;
    private final ExtraTurnRule[] extraTurnRules;
    private final int[] extraTurnAt;
    private final MemoryRule[] memoryRules;
    private final int[] memoryAt;
    private final int[] strides;
    private final int memorySize;
    private final int initialMemory;
    private final int turnPeriod;
    /** The roll outcomes by number of dice and die kind, folded once each: many games share one kernel. */
    private final ConcurrentMap<Long, RollOutcomes> rolls = new ConcurrentHashMap<>();

    /**
     * The kernel of some rules in force.
     *
     * @param name what to call the rules in messages, such as {@code su20 (feral-hogs=true)}
     * @param rulesetId the ruleset's id, for {@link RuleException#ruleset()}
     * @param rules the rules in force, in order
     * @param defaultSides the sides of the dice unless a die size rule changes them
     * @param maxDice the most dice a player may roll
     * @throws HogException if two rules both decide how a roll or no dice score, or the rules together remember
     *     more than a state holds
     * @throws RuleException if a rule declares a memory or a turn period out of range
     */
    public TurnKernel(String name, String rulesetId, List<Rule> rules, int defaultSides, int maxDice) {
        this.name = name;
        this.rulesetId = rulesetId;
        this.rules = rules.toArray(Rule[]::new);
        this.defaultSides = defaultSides;
        this.maxDice = maxDice;
        this.choiceRules = hooks(DiceChoiceRule.class).toArray(DiceChoiceRule[]::new);
        this.choiceAt = positions(DiceChoiceRule.class);
        this.faceRules = hooks(FaceRule.class).toArray(FaceRule[]::new);
        this.faceAt = positions(FaceRule.class);
        this.faceSlot = new int[this.rules.length];
        Arrays.fill(faceSlot, -1);
        this.summaryStrides = new int[faceRules.length];
        long summaries = 1;
        int firstSummary = 0;
        for (int i = 0; i < faceRules.length; i++) {
            FaceRule rule = faceRules[i];
            int values = rule.summarySize();
            if (values < 1 || values > MAX_SUMMARY_SIZE || rule.initialSummary() < 0
                    || rule.initialSummary() >= values) {
                throw new RuleException(rule.name(), rulesetId, "Rule " + rule.name() + " declares a summary of the"
                        + " faces of " + values + " values starting at " + rule.initialSummary() + "; a summary has"
                        + " 1 to " + MAX_SUMMARY_SIZE + " values and starts within them", null);
            }
            faceSlot[faceAt[i]] = i;
            summaryStrides[i] = (int) summaries;
            firstSummary += rule.initialSummary() * (int) summaries;
            summaries *= values;
            if (summaries > MAX_SUMMARY_SIZE) {
                throw new HogException("The rules of " + name + " summarize the faces of a roll in " + summaries
                        + " values together; a roll's summary holds at most " + MAX_SUMMARY_SIZE);
            }
        }
        this.summarySize = (int) summaries;
        this.initialSummary = firstSummary;
        this.dieSizeRules = hooks(DieSizeRule.class).toArray(DieSizeRule[]::new);
        this.dieSizeAt = positions(DieSizeRule.class);
        RollRule roll = atMostOne(RollRule.class, "roll rules", "a roll scores only one way");
        this.rollRule = roll == null ? SumOfFaces.INSTANCE : roll;
        this.rerollRules = hooks(RerollRule.class).toArray(RerollRule[]::new);
        this.rerollAt = positions(RerollRule.class);
        if (rerollRules.length > MAX_REROLL_RULES) {
            throw new HogException(name + " has " + rerollRules.length + " re-roll rules; at most " + MAX_REROLL_RULES
                    + " are allowed");
        }
        this.moveOf = new MoveRule[-MoveRule.LOWEST_CHOICE + 1];
        this.moveAt = new int[moveOf.length];
        int[] movePositions = positions(MoveRule.class);
        List<MoveRule> moves = hooks(MoveRule.class);
        for (int i = 0; i < moves.size(); i++) {
            MoveRule move = moves.get(i);
            int choice = move.choice();
            if (choice < MoveRule.LOWEST_CHOICE || choice > -1) {
                throw new RuleException(move.name(), rulesetId, "Rule " + move.name() + " is chosen by " + choice
                        + "; a move is chosen by a number from " + MoveRule.LOWEST_CHOICE + " to -1", null);
            }
            if (moveOf[-choice] != null) {
                throw new HogException(name + " has two moves chosen by " + choice + " (" + moveOf[-choice].name()
                        + " and " + move.name() + "); each move needs a number of its own");
            }
            moveOf[-choice] = move;
            moveAt[-choice] = movePositions[i];
        }
        this.choices = IntStream.rangeClosed(MoveRule.LOWEST_CHOICE, maxDice)
                .filter(choice -> choice >= 0 || moveOf[-choice] != null).toArray();
        this.zeroDiceRule = atMostOne(ZeroDiceRule.class, "zero-dice rules", "rolling no dice scores only one way");
        this.zeroDiceAt = zeroDiceRule == null ? -1 : positions(ZeroDiceRule.class)[0];
        this.bonusRules = hooks(BonusRule.class).toArray(BonusRule[]::new);
        this.bonusAt = positions(BonusRule.class);
        this.afterTurnRules = hooks(AfterTurnRule.class).toArray(AfterTurnRule[]::new);
        this.afterTurnAt = positions(AfterTurnRule.class);
        this.extraTurnRules = hooks(ExtraTurnRule.class).toArray(ExtraTurnRule[]::new);
        this.extraTurnAt = positions(ExtraTurnRule.class);
        this.memoryRules = hooks(MemoryRule.class).toArray(MemoryRule[]::new);
        this.memoryAt = positions(MemoryRule.class);
        this.slot = new int[this.rules.length];
        Arrays.fill(slot, -1);
        this.strides = new int[memoryRules.length];
        long size = 1;
        int initial = 0;
        for (int i = 0; i < memoryRules.length; i++) {
            MemoryRule rule = memoryRules[i];
            int values = rule.memorySize();
            if (values < 1 || values > MAX_MEMORY_SIZE || rule.initialMemory() < 0
                    || rule.initialMemory() >= values) {
                throw new RuleException(rule.name(), rulesetId, "Rule " + rule.name() + " declares a memory of "
                        + values
                        + " values starting at " + rule.initialMemory() + "; a memory has 1 to "
                        + MAX_MEMORY_SIZE + " values and starts within them", null);
            }
            slot[memoryAt[i]] = i;
            strides[i] = (int) size;
            initial += rule.initialMemory() * (int) size;
            size *= values;
            if (size > MAX_MEMORY_SIZE) {
                throw new HogException("The rules of " + name + " remember " + size + " values of each player"
                        + " together; a game state holds at most " + MAX_MEMORY_SIZE);
            }
        }
        this.memorySize = (int) size;
        this.initialMemory = initial;
        this.period = new int[this.rules.length];
        long lcm = 1;
        for (int i = 0; i < this.rules.length; i++) {
            int declared = this.rules[i].turnPeriod();
            if (declared < 1 || declared > MAX_TURN_PERIOD) {
                throw new RuleException(this.rules[i].name(), rulesetId, "Rule " + this.rules[i].name()
                        + " declares a turn"
                        + " period of " + declared + "; it is 1 for a rule that does not read the turn number, else"
                        + " up to " + MAX_TURN_PERIOD, null);
            }
            period[i] = declared;
            lcm = lcm / gcd(lcm, declared) * declared;
            if (lcm > MAX_TURN_PERIOD) {
                throw new HogException("The turn periods of the rules of " + name + " repeat only every " + lcm
                        + " turns; at most " + MAX_TURN_PERIOD + " is allowed");
            }
        }
        this.turnPeriod = (int) lcm;
    }

    /**
     * The most dice a player may roll.
     *
     * @return the maximum
     */
    public int maxDice() {
        return maxDice;
    }

    /**
     * The rule that scores a roll from its faces.
     *
     * @return the roll rule, the sum of the faces if the rules have none
     */
    public RollRule rollRule() {
        return rollRule;
    }

    /**
     * Whether some rule limits the numbers of dice the mover may choose.
     *
     * @return {@code true} if a {@link DiceChoiceRule} is in force
     */
    public boolean limitsChoice() {
        return choiceRules.length > 0;
    }

    /**
     * Whether some rule reads the faces of a roll through a summary.
     *
     * @return {@code true} if a {@link FaceRule} is in force
     */
    public boolean readsFaces() {
        return faceRules.length > 0;
    }

    /**
     * How many face-summary codes a roll can have.
     *
     * @return the product of the summary sizes of the face rules, 1 without any
     */
    public int summarySize() {
        return summarySize;
    }

    /**
     * The face-summary code of a roll before any face, and of a turn of no dice.
     *
     * @return the code
     */
    public int initialSummary() {
        return initialSummary;
    }

    /**
     * The face-summary code after one more face: each face rule's summary folded with it.
     *
     * @param code the code so far
     * @param face the face rolled
     * @return the new code
     * @throws RuleException if a rule's summary leaves its range, or the rule fails
     */
    public int summarize(int code, int face) {
        if (faceRules.length == 1) {
            return checkedSummary(faceRules[0], code, face);
        }
        int next = 0;
        for (int i = 0; i < faceRules.length; i++) {
            FaceRule rule = faceRules[i];
            next += checkedSummary(rule, code / summaryStrides[i] % rule.summarySize(), face) * summaryStrides[i];
        }
        return next;
    }

    private int checkedSummary(FaceRule rule, int summary, int face) {
        int next;
        try {
            next = rule.summarize(summary, face);
        } catch (RuntimeException e) {
            throw new RuleException(rule.name(), rulesetId, "Rule " + rule.name() + " of " + name + " failed to"
                    + " summarize face " + face + " after summary " + summary + ": " + e, e);
        }
        if (next < 0 || next >= rule.summarySize()) {
            throw broken(rule, "summarized face " + face + " after " + summary + " as " + next + ", outside its"
                    + " summary of 0 to " + (rule.summarySize() - 1));
        }
        return next;
    }

    int summaryOf(int rule, int code) {
        int at = rule < 0 ? -1 : faceSlot[rule];
        if (at < 0) {
            return 0;
        }
        return faceRules.length == 1 ? code : code / summaryStrides[at] % faceRules[at].summarySize();
    }

    /**
     * How many memory codes a player can have.
     *
     * @return the product of the memory sizes of the memory rules
     */
    public int memorySize() {
        return memorySize;
    }

    /**
     * The memory code of a player before their first turn.
     *
     * @return the code
     */
    public int initialMemory() {
        return initialMemory;
    }

    /**
     * The least common multiple of the rules' turn periods.
     *
     * @return the period after which the rules' view of the turn number repeats
     */
    public int turnPeriod() {
        return turnPeriod;
    }

    /**
     * What a memory rule remembers, read from a memory code.
     *
     * @param rule a memory rule in force
     * @param code a memory code
     * @return the rule's value
     * @throws HogException if the rule is not in force
     */
    public int memoryOf(MemoryRule rule, int code) {
        for (int i = 0; i < memoryRules.length; i++) {
            if (memoryRules[i] == rule) {
                return memoryOf(memoryAt[i], code);
            }
        }
        throw new HogException(rule.name() + " is not a memory rule in force in " + name + "; the memory rules in"
                + " force are " + Arrays.stream(memoryRules).map(Rule::name).toList());
    }

    int memoryOf(int rule, int code) {
        int at = rule < 0 ? -1 : slot[rule];
        if (at < 0) {
            return 0;
        }
        return memoryRules.length == 1 ? code : code / strides[at] % memoryRules[at].memorySize();
    }

    void checkReadsNumber(int rule) {
        if (rule >= 0 && period[rule] == 1) {
            String ruleName = rules[rule].name();
            throw new RuleException(ruleName, rulesetId, "Rule " + ruleName + " read the turn number, but its"
                    + " turnPeriod() is 1, which says it does not; declare the period after which its decisions repeat,"
                    + " such as 8 for a rule that reads the turn number modulo 8", null);
        }
    }

    RuleException pointsNotKnown(int rule) {
        String ruleName = rule < 0 ? "?" : rules[rule].name();
        return new RuleException(ruleName, rulesetId, "Rule " + ruleName + " read the turn's points or faces before"
                + " they are known: the choice of dice, die sizes and zero-dice points are decided before the roll",
                null);
    }

    /**
     * Whether every choice rule allows the number of dice of the turn in the context.
     *
     * @param turn the turn, at its start, with the number of dice asked about
     * @return {@code true} if the choice is legal; always without choice rules
     * @throws RuleException if a rule fails
     */
    public boolean allows(TurnContext turn) {
        return refusedBy(turn) < 0;
    }

    /**
     * Why the number of dice of the turn in the context is not legal: the first choice rule that refuses it, named,
     * with its reason.
     *
     * @param turn the turn, at its start, with the number of dice asked about
     * @return the refusal, such as {@code "No Repeats does not allow 4 dice: ..."}, or {@code null} if every rule
     *     allows it
     * @throws RuleException if a rule fails
     */
    public String refusal(TurnContext turn) {
        int refused = refusedBy(turn);
        if (refused < 0) {
            return null;
        }
        DiceChoiceRule rule = choiceRules[refused];
        try {
            turn.enter(choiceAt[refused]);
            return rule.name() + " does not allow " + choiceWords(turn.diceChosen()) + " now: " + rule.refusal(turn);
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
    }

    /**
     * Whether the mover may choose the number of dice of the turn in the context: from 0 to the most dice or a move's
     * number, and allowed by every choice rule. The one check of a choice of dice, for the match, the game definition and the analysis;
     * when it fails, {@link #refusedChoice} words the refusal.
     *
     * @param turn the turn, at its start, with the number of dice chosen, which may be out of range
     * @return {@code true} if the choice is legal
     * @throws RuleException if a choice rule fails
     */
    public boolean allowsChoice(TurnContext turn) {
        int chosen = turn.diceChosen();
        return (chosen >= 0 && chosen <= maxDice || isMove(chosen)) && (choiceRules.length == 0 || refusedBy(turn) < 0);
    }

    /**
     * Why the mover may not choose the number of dice of the turn in the context, in the one wording of a refused
     * choice: who chose what, on which turn at which scores, and what the rules allow there, as {@code Player 0's
     * strategy always:5 chose 5 dice on turn 2 (score 23, opponent 11), which the rules do not allow: Winded does
     * not allow 5 dice now: ... Allowed there: 0 to 3}.
     *
     * @param turn the turn, at its start, with a number of dice that {@link #allowsChoice} refuses
     * @param who who chose, as the start of a sentence, such as {@code "Player 0"}
     * @return the message, for a {@link HogException}
     * @throws RuleException if a choice rule fails, or the choice rules allow no number of dice at all
     */
    public String refusedChoice(TurnContext turn, String who) {
        int chosen = turn.diceChosen();
        String where = " on turn " + turn.turnNumber() + " (score " + turn.moverScore() + ", opponent "
                + turn.otherScore() + ")";
        if ((chosen < 0 || chosen > maxDice) && !isMove(chosen)) {
            return outOfRange(who, chosen, where);
        }
        String refusal = refusal(turn);
        List<Integer> allowed = new ArrayList<>();
        for (int dice : choices) {
            turn.chooseDice(dice);
            if (refusedBy(turn) < 0) {
                allowed.add(dice);
            }
        }
        turn.chooseDice(chosen);
        if (allowed.isEmpty()) {
            throw noLegalChoice(where.strip());
        }
        return forbidden(who, chosen, where, refusal, allowed);
    }

    /**
     * A choice as players read it: {@code 1 die}, {@code 4 dice}, or a move's number and name, {@code -1 (Pork Chop)}.
     *
     * @param choice a number of dice or a move's number
     * @return the words
     */
    public String choiceWords(int choice) {
        return isMove(choice) ? choice + " (" + moveOf[-choice].name() + ")" : choice + (choice == 1 ? " die" : " dice");
    }

    /**
     * The one wording of a number of dice out of range.
     *
     * @param who who chose, as the start of a sentence
     * @param dice the number chosen
     * @param where where in the game, such as {@code " on turn 2 (score 23, opponent 11)"}
     * @return the message, such as {@code Player 0 chose 11 dice on turn 2 (score 23, opponent 11); a turn rolls
     *     from 0 to 10 dice}
     */
    public String outOfRange(String who, int dice, String where) {
        return who + " chose " + dice + " dice" + where + "; " + choiceRange();
    }

    /**
     * What a turn may choose, in the one wording of the range: {@code a turn rolls from 0 to 10 dice}, and the moves
     * beside, such as {@code , or chooses -1 (Pork Chop)}.
     *
     * @return the range, without a capital or a full stop
     */
    public String choiceRange() {
        StringBuilder text = new StringBuilder("a turn rolls from 0 to " + maxDice + " dice");
        List<String> moves = new ArrayList<>();
        for (int choice : choices) {
            if (choice < 0) {
                moves.add(choice + " (" + moveOf[-choice].name() + ")");
            }
        }
        if (!moves.isEmpty()) {
            text.append(", or chooses ").append(String.join(" or ", moves));
        }
        return text.toString();
    }

    /**
     * Every choice a turn can make, in increasing order: the moves' numbers, then 0 to the most dice.
     *
     * @return the choices; the caller must not change the array
     */
    public int[] choices() {
        return choices;
    }

    /**
     * Whether a choice is one of the rules' moves rather than a number of dice.
     *
     * @param choice the choice
     * @return {@code true} for a move's number
     */
    public boolean isMove(int choice) {
        return choice < 0 && choice >= MoveRule.LOWEST_CHOICE && moveOf[-choice] != null;
    }

    /**
     * The move a choice makes.
     *
     * @param choice a move's number
     * @return the move rule, or {@code null} if no move has that number
     */
    public MoveRule move(int choice) {
        return isMove(choice) ? moveOf[-choice] : null;
    }

    /**
     * The one wording of a number of dice that a choice rule does not allow, for analysis that finds forbidden
     * choices by its own tables and names states in its own words.
     *
     * @param who who chose, as the start of a sentence
     * @param dice the number chosen
     * @param where where in the game, such as {@code " at scores 0 and 0"}
     * @param refusal the first refusing rule's {@link #refusal}
     * @param allowed the numbers of dice allowed there, in increasing order
     * @return the message
     */
    public static String forbidden(String who, int dice, String where, String refusal, List<Integer> allowed) {
        return who + " chose " + dice + " dice" + where + ", which the rules do not allow: " + refusal
                + ". Allowed there: " + describeChoices(allowed);
    }

    /**
     * Numbers of dice as players read them.
     *
     * @param choices numbers of dice, in increasing order
     * @return text such as {@code 0 to 3, 5 to 10}
     */
    public static String describeChoices(List<Integer> choices) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < choices.size(); i++) {
            int first = choices.get(i);
            int last = first;
            while (i + 1 < choices.size() && choices.get(i + 1) == last + 1) {
                last = choices.get(++i);
            }
            text.append(text.length() == 0 ? "" : ", ").append(first);
            if (last > first) {
                text.append(last == first + 1 ? ", " : " to ").append(last);
            }
        }
        return text.toString();
    }

    private int refusedBy(TurnContext turn) {
        try {
            for (int i = 0; i < choiceRules.length; i++) {
                turn.enter(choiceAt[i]);
                if (!choiceRules[i].allows(turn)) {
                    return i;
                }
            }
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
        return -1;
    }

    /**
     * The error for a state in which the choice rules allow no number of dice at all.
     *
     * @param where the state, as players would read it
     * @return the error, naming the choice rules
     */
    public RuleException noLegalChoice(String where) {
        String names = Arrays.stream(choiceRules).map(Rule::name).collect(Collectors.joining(", "));
        return new RuleException(choiceRules.length == 0 ? "?" : choiceRules[0].name(), rulesetId, "The choice"
                + " rules of " + name + " (" + names + ") allow no number of dice at all " + where + "; a choice rule"
                + " must leave the mover at least one", null);
    }

    /**
     * The number of sides of the dice for the turn in the context.
     *
     * @param turn the turn, at its start
     * @param effects told of each die size rule that changes the dice, or {@code null}
     * @return the number of sides
     * @throws RuleException if a rule chooses fewer than 1 side, or fails
     */
    public int sides(TurnContext turn, Consumer<Effect> effects) {
        int sides = defaultSides;
        try {
            for (int i = 0; i < dieSizeRules.length; i++) {
                DieSizeRule rule = dieSizeRules[i];
                turn.enter(dieSizeAt[i]);
                int chosen = rule.sides(turn, sides);
                if (chosen < 1 || chosen > SIDES_MASK) {
                    throw broken(rule, "chose dice with " + chosen + " sides; a die has 1 to " + SIDES_MASK + " sides");
                }
                if (chosen != sides && effects != null && worded(effects, rule.name())) {
                    effects.accept(Effect.of(rule.name(), rule.announce(chosen)));
                }
                sides = chosen;
            }
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
        return sides;
    }

    /**
     * The kind of the dice for the turn in the context: their sides, from the die size rules, and which re-roll rules
     * apply, as one code that {@link #rollOutcomes} takes. Every re-roll rule is asked, whatever the number of dice, so
     * that what they read is read the same way on every turn; a turn of no dice rolls nothing either way.
     *
     * @param turn the turn, at its start
     * @param effects told of each die size rule that changes the dice and each re-roll rule that applies to a roll,
     *     or {@code null}
     * @return the die kind: the sides in the low 16 bits, and a bit for each re-roll rule that applies above them
     * @throws RuleException if a rule chooses fewer than 1 side, or fails
     */
    public int dieKind(TurnContext turn, Consumer<Effect> effects) {
        int sides = sides(turn, effects);
        if (rerollRules.length == 0) {
            return sides;
        }
        int applying = 0;
        try {
            for (int i = 0; i < rerollRules.length; i++) {
                turn.enter(rerollAt[i]);
                if (rerollRules[i].appliesTo(turn)) {
                    applying |= 1 << i;
                    if (effects != null && turn.diceChosen() > 0 && worded(effects, rerollRules[i].name())) {
                        effects.accept(Effect.of(rerollRules[i].name(), rerollRules[i].announce()));
                    }
                }
            }
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
        return sides | applying << SIDES_BITS;
    }

    /**
     * The sides of the dice of a die kind.
     *
     * @param kind a die kind, as {@link #dieKind} gives it
     * @return the number of sides
     */
    public static int sidesOf(int kind) {
        return kind & SIDES_MASK;
    }

    /**
     * Whether a die of this kind that shows a face is rolled again: some re-roll rule that applies re-rolls it.
     *
     * @param kind a die kind
     * @param face the face rolled first
     * @return {@code true} to roll the die once more
     * @throws RuleException if a re-roll rule fails
     */
    public boolean rerolls(int kind, int face) {
        for (int applying = kind >>> SIDES_BITS, i = 0; applying != 0; applying >>>= 1, i++) {
            if ((applying & 1) != 0 && rerollsFace(i, face)) {
                return true;
            }
        }
        return false;
    }

    private boolean rerollsFace(int rule, int face) {
        try {
            return rerollRules[rule].rerolls(face);
        } catch (RuntimeException e) {
            throw new RuleException(rerollRules[rule].name(), rulesetId, "Rule " + rerollRules[rule].name() + " of "
                    + name + " failed on face " + face + ": " + e, e);
        }
    }

    /**
     * The weight of each face of a die of this kind, for counting rolls exactly: a die is rolled once or twice, so
     * each face has {@code sides} squared equally likely ways, of which a face gets {@code sides} when it is not
     * re-rolled (the first roll showed it and stood) and one for every face that is re-rolled (the second roll showed
     * it).
     *
     * @param kind a die kind
     * @return the weights, indexed by face from 1, summing to the sides squared; {@code null} when no re-roll rule
     *     applies, so every face weighs the same
     */
    double[] faceWeights(int kind) {
        if (kind >>> SIDES_BITS == 0) {
            return null;
        }
        int sides = sidesOf(kind);
        boolean[] again = new boolean[sides + 1];
        int rerolled = 0;
        for (int face = 1; face <= sides; face++) {
            again[face] = rerolls(kind, face);
            rerolled += again[face] ? 1 : 0;
        }
        double[] weights = new double[sides + 1];
        for (int face = 1; face <= sides; face++) {
            weights[face] = (again[face] ? 0 : sides) + rerolled;
        }
        return weights;
    }

    /**
     * The points of a turn that rolls no dice: the zero-dice points for a choice of 0, a move's points for a move.
     *
     * @param turn the turn, at its start, whose choice is 0 or a move
     * @param effects told of the zero-dice rule or the move, or {@code null}
     * @return the points
     * @throws RuleException if a rule scores below 0, or fails
     */
    public int noRollPoints(TurnContext turn, Consumer<Effect> effects) {
        int chosen = turn.diceChosen();
        if (chosen >= 0) {
            return zeroDicePoints(turn, effects);
        }
        MoveRule move = moveOf[-chosen];
        try {
            turn.enter(moveAt[-chosen]);
            int points = move.points(turn);
            if (points < 0) {
                throw broken(move, "scored " + points + " for its move; points are at least 0");
            }
            if (effects != null && worded(effects, move.name())) {
                effects.accept(Effect.of(move.name(), move.announce(turn)));
            }
            return points;
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
    }

    /**
     * The points for rolling no dice on the turn in the context.
     *
     * @param turn the turn, at its start
     * @param effects told of the zero-dice rule, or {@code null}
     * @return the points, 0 if the rules have no zero-dice rule
     * @throws RuleException if the rule scores below 0, or fails
     */
    public int zeroDicePoints(TurnContext turn, Consumer<Effect> effects) {
        if (zeroDiceRule == null) {
            return 0;
        }
        try {
            turn.enter(zeroDiceAt);
            int points = zeroDiceRule.zeroDicePoints(turn);
            if (points < 0) {
                throw broken(zeroDiceRule, "scored " + points + " for no dice; points are at least 0");
            }
            if (effects != null && worded(effects, zeroDiceRule.name())) {
                effects.accept(Effect.of(zeroDiceRule.name(), zeroDiceRule.announce(points)));
            }
            return points;
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
    }

    /**
     * The bonus of the turn in the context: the sum of every bonus rule's.
     *
     * @param turn the turn, with its points
     * @param effects told of each bonus awarded, or {@code null}
     * @return the bonus
     * @throws RuleException if a penalty takes the turn's points with the bonuses so far below 0, or a rule fails
     */
    public int bonus(TurnContext turn, Consumer<Effect> effects) {
        return bonus(turn, effects, true);
    }

    /**
     * The bonus of a turn whose points the analysis tabulates, which may be points no roll of its dice scores: a
     * penalty is not held to the turn's points there, as the engine holds it on every turn played.
     *
     * @param turn the turn, with its points
     * @return the bonus
     * @throws RuleException if a rule fails
     */
    public int tabulatedBonus(TurnContext turn) {
        return bonus(turn, null, false);
    }

    private int bonus(TurnContext turn, Consumer<Effect> effects, boolean checked) {
        int bonus = 0;
        try {
            for (int i = 0; i < bonusRules.length; i++) {
                BonusRule rule = bonusRules[i];
                turn.enter(bonusAt[i]);
                int earned = rule.bonus(turn);
                if (checked && earned < 0 && turn.turnPoints() + bonus + earned < 0) {
                    throw broken(rule, "took " + -earned + " points from a turn of " + (turn.turnPoints() + bonus)
                            + "; a turn's points with its bonuses are at least 0");
                }
                if (earned != 0 && effects != null && worded(effects, rule.name())) {
                    effects.accept(Effect.of(rule.name(), rule.announce(earned)));
                }
                bonus += earned;
            }
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
        return bonus;
    }

    /**
     * Applies the after-turn rules to the turn in the context, in order, each to the scores the previous one left.
     *
     * @param turn the turn, with the points and bonuses added to the mover's score
     * @param effects told of each rule that fires, or {@code null}
     * @throws RuleException if a rule makes a score negative, or fails
     */
    public void afterTurn(TurnContext turn, Consumer<Effect> effects) {
        try {
            for (int i = 0; i < afterTurnRules.length; i++) {
                AfterTurnRule rule = afterTurnRules[i];
                turn.enter(afterTurnAt[i]);
                if (rule.appliesTo(turn)) {
                    if (effects != null && worded(effects, rule.name())) {
                        effects.accept(Effect.of(rule.name(), rule.announce(turn)));
                    }
                    int score = rule.score(turn);
                    int opponentScore = rule.opponentScore(turn);
                    if (score < 0 || opponentScore < 0) {
                        throw broken(rule, "made the scores " + score + " and " + opponentScore
                                + "; scores are at least 0");
                    }
                    turn.setScores(score, opponentScore);
                }
            }
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
    }

    /**
     * Whether the extra-turn rules give the mover of the turn in the context another turn.
     *
     * @param turn the turn, after the after-turn rules
     * @param effects told of each rule that grants one, or {@code null}
     * @return {@code true} if any rule does
     * @throws RuleException if a rule fails
     */
    public boolean extraTurn(TurnContext turn, Consumer<Effect> effects) {
        boolean extraTurn = false;
        try {
            for (int i = 0; i < extraTurnRules.length; i++) {
                ExtraTurnRule rule = extraTurnRules[i];
                turn.enter(extraTurnAt[i]);
                if (rule.extraTurn(turn)) {
                    if (effects != null && worded(effects, rule.name())) {
                        effects.accept(Effect.of(rule.name(), rule.announce()));
                    }
                    extraTurn = true;
                }
            }
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
        return extraTurn;
    }

    /**
     * The mover's memory code after the turn in the context.
     *
     * @param turn the turn, after every rule
     * @return the new memory code
     * @throws RuleException if a rule remembers a value outside its memory, or fails
     */
    public int remember(TurnContext turn) {
        if (memoryRules.length == 0) {
            return 0;
        }
        int code = 0;
        try {
            for (int i = 0; i < memoryRules.length; i++) {
                MemoryRule rule = memoryRules[i];
                turn.enter(memoryAt[i]);
                int value = rule.remember(turn);
                if (value < 0 || value >= rule.memorySize()) {
                    throw broken(rule, "remembered " + value + ", outside its memory of 0 to "
                            + (rule.memorySize() - 1));
                }
                code += value * strides[i];
            }
        } catch (RuntimeException e) {
            throw fault(turn, e);
        }
        return code;
    }

    /**
     * Plays the rest of the turn in the context, whose start is set and whose roll is known: the points (the roll's
     * score, or the zero-dice points), the bonuses, the after-turn and extra-turn rules, and the memories; the last
     * part of every turn the driver plays. The context then holds the scores after the turn, whether the mover moves
     * again and the mover's new memory code.
     *
     * @param turn the turn, at its start
     * @param rollScore the roll's score, ignored when no dice were chosen
     * @param summary the face-summary code of the roll, ignored when no dice were chosen
     * @param effects told of each rule that fires, or {@code null}
     * @throws RuleException if a rule breaks its contract
     */
    private void play(TurnContext turn, int rollScore, int summary, Consumer<Effect> effects) {
        boolean noDice = turn.diceChosen() <= 0;
        int points = noDice ? noRollPoints(turn, effects) : rollScore;
        turn.setPoints(points, noDice ? initialSummary : summary);
        int bonus = bonus(turn, effects);
        turn.setScores(turn.moverScore() + points + bonus, turn.otherScore());
        afterTurn(turn, effects);
        boolean extraTurn = extraTurn(turn, effects);
        turn.finish(extraTurn, remember(turn));
    }

    /**
     * Plays the turn in the context, whose start is set, from the faces of its roll: the die size rules choose the
     * sides; each face, taken from {@code faces} with those sides, is checked (the one check of a face), kept in the
     * context's {@link TurnContext#faces() faces} and folded by the roll rule and the face rules; the roll rule is
     * announced if it fired; then the rest of the turn: the points, the bonuses, the after-turn and extra-turn rules,
     * and the memories.
     *
     * @param turn the turn, at its start
     * @param faces gives each face, asked with the sides: the dice's roll, or {@link GivenFaces} from a record
     * @param source who gives the faces, named if one is refused: the dice (named by their text unless they are a
     *     lambda), or the words a face's number follows, such as {@code "The faces given hold"}
     * @param anyFace whether a face above the sides counts, as the course's test dice need; a face below 1 never does
     * @param counted whether the faces are those that counted in a turn played before, which no re-roll rule rolls
     *     again; else each face a re-roll rule that applies re-rolls is replaced by the next face
     * @param effects told of each rule that fires, or {@code null}
     * @return the sides of the turn's dice
     * @throws HogException if a face is not one of the turn's dice: below 1, or above the sides unless
     *     {@code anyFace}; the message names who gave it, the turn and the die
     * @throws RuleException if a rule breaks its contract
     */
    public int playFaces(TurnContext turn, IntUnaryOperator faces, Object source, boolean anyFace, boolean counted,
            Consumer<Effect> effects) {
        int kind = dieKind(turn, effects);
        int sides = sidesOf(kind);
        int dice = turn.diceChosen();
        if (dice <= 0) {
            play(turn, 0, initialSummary, effects);
            return sides;
        }
        // Faces that counted before, from a record, had their re-rolls when they were rolled.
        boolean reroll = kind != sides && !counted;
        int[] rolled = turn.faces();
        int highest = anyFace ? Integer.MAX_VALUE : sides;
        int accumulator = rollRule.start();
        int summary = initialSummary;
        for (int i = 0; i < dice; i++) {
            int face = faces.applyAsInt(sides);
            if (face < 1 || face > highest) {
                throw notAFace(turn, source, face, sides);
            }
            if (reroll && rerolls(kind, face)) {
                face = faces.applyAsInt(sides);
                if (face < 1 || face > highest) {
                    throw notAFace(turn, source, face, sides);
                }
            }
            rolled[i] = face;
            accumulator = rollRule.add(accumulator, face);
            if (faceRules.length > 0) {
                summary = summarize(summary, face);
            }
        }
        afterRoll(turn, rollRule.points(accumulator), summary, effects != null && rollRule.fired(accumulator),
                effects);
        return sides;
    }

    /**
     * Plays the turn in the context from a known outcome of its roll, as {@link #rollOutcomes} lists them: the die size
     * rules, the roll rule's announcement if it fired, then the rest of the turn, as {@link #playFaces} plays it.
     *
     * @param turn the turn, at its start
     * @param rollScore the roll's score, ignored when no dice were chosen
     * @param summary the roll's face-summary code, ignored when no dice were chosen
     * @param fired whether the roll rule fired, ignored when no dice were chosen
     * @param effects told of each rule that fires, or {@code null}
     * @throws RuleException if a rule breaks its contract
     */
    public void playOutcome(TurnContext turn, int rollScore, int summary, boolean fired, Consumer<Effect> effects) {
        dieKind(turn, effects);
        if (turn.diceChosen() <= 0) {
            play(turn, 0, initialSummary, effects);
        } else {
            afterRoll(turn, rollScore, summary, fired, effects);
        }
    }

    private void afterRoll(TurnContext turn, int rollScore, int summary, boolean fired, Consumer<Effect> effects) {
        if (fired && effects != null && worded(effects, rollRule.name())) {
            effects.accept(Effect.of(rollRule.name(), rollRule.announce(rollScore)));
        }
        play(turn, rollScore, summary, effects);
    }

    /**
     * The one wording of a face refused, naming who gave it: the dice, or the words a face's number follows. Apart from
     * {@link #playFaces}, so that the loop over the faces stays small enough to compile into its callers.
     */
    private static HogException notAFace(TurnContext turn, Object source, int face, int sides) {
        String who = source instanceof String text ? text : "The dice" + Preconditions.named(source) + " rolled";
        return new HogException(who + " " + face + " on a " + sides + "-sided die on turn " + turn.turnNumber()
                + "; a die's faces are 1 to " + sides + ", so the turn is not played");
    }

    /**
     * Every outcome of a roll of this many dice of a kind, with its chance and the chances of the parts in which the
     * roll rule fired and did not: folded once per number of dice and die kind, for every game of these rules.
     *
     * @param dice the number of dice, from 1 to {@link #maxDice()}
     * @param kind the die kind, as {@link #dieKind} gives it, or a number of sides from 1 to 65535 for dice that
     *     re-roll nothing
     * @return the outcomes
     * @throws HogException if {@code dice} or the sides are out of range, or the kind names a re-roll rule the rules
     *     do not have
     * @throws RuleException if a face or re-roll rule breaks its contract
     */
    public RollOutcomes rollOutcomes(int dice, int kind) {
        int sides = sidesOf(kind);
        Preconditions.check(dice >= 1 && dice <= maxDice && sides >= 1 && kind >>> SIDES_BITS >>> rerollRules.length
                == 0, () -> "A roll distribution needs 1 to " + maxDice + " dice of 1 to 65535 sides, not " + dice
                + " dice of " + sides);
        return rolls.computeIfAbsent((long) dice << Integer.SIZE | kind, key -> RollOutcomes.fold(this, dice, kind));
    }

    private RuleException broken(Rule rule, String what) {
        return new RuleException(rule.name(), rulesetId, "Rule " + rule.name() + " of " + name + " " + what, null);
    }

    private RuleException fault(TurnContext turn, RuntimeException e) {
        if (e instanceof RuleException rule) {
            return rule;
        }
        String ruleName = turn.rule() < 0 ? "?" : rules[turn.rule()].name();
        return new RuleException(ruleName, rulesetId, "Rule " + ruleName + " of " + name + " failed on " + turn + ": "
                + e, e);
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

    private int[] positions(Class<?> hook) {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < rules.length; i++) {
            if (hook.isInstance(rules[i])) {
                found.add(i);
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    private <T extends Rule> T atMostOne(Class<T> hook, String kind, String why) {
        List<T> found = hooks(hook);
        if (found.size() > 1) {
            throw new HogException(name + " has " + found.size() + " " + kind + " ("
                    + found.stream().map(Rule::name).collect(Collectors.joining(", ")) + "); " + why);
        }
        return found.isEmpty() ? null : found.get(0);
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    @Override
    public String toString() {
        return name;
    }

    /** The roll rule of rules without one: a roll scores the sum of its faces. */
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
