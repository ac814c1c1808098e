package dev.hog.analysis;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.internal.Internals;
import dev.hog.api.internal.RollOutcomes;
import dev.hog.api.internal.TurnKernel;
import dev.hog.api.internal.TurnPart;
import dev.hog.api.internal.TurnSteps;
import dev.hog.api.rule.MoveRule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Every step of a turn under some rules, tabulated from the rules' own hooks, so that the solver's inner loops are
 * array lookups:
 * <ul>
 *   <li>whether the choice rules allow the number of dice, the die size and the zero-dice points, from the start of the
 *   turn;</li>
 *   <li>per die size and number of dice: the distribution of the roll's score (and, under face rules, of the pair of
 *   its score and its faces' summary);</li>
 *   <li>the bonus, from the start of the turn and its points;</li>
 *   <li>the scores after the after-turn rules, from the scores with the points and bonus added;</li>
 *   <li>how the turn ends, from the scores after it: whether it grants an extra turn, and the mover's new memory, in
 *   one entry ({@code memory << 1 | extra}).</li>
 * </ul>
 *
 * <p>Each step is tabulated only over the parts of the turn its rules read: {@link TurnSteps} records what the rules
 * read, and a step is tabulated again over more parts until its rules read nothing outside them. That is exact:
 * rules are pure functions of what they read, so a table over the parts they read, the other parts held at any value,
 * gives every answer. su20's Free Bacon reads only the opponent's score; Feral Hogs' bonus reads the dice and the
 * memory; Time Trot reads the dice, the turn number and whether the turn is an extra turn. The state keeps the turn
 * number and the kind of turn only if some step reads them.
 *
 * <p>The later steps see a roll as its <em>outcome code</em>, {@code points + pointsRange * summary}: the points
 * alone when no face rule is in force (every summary code is then 0), and otherwise the points and the face-summary
 * code together, so that a step that reads the faces is tabulated over both as one part of the turn.
 *
 * <p>It also groups memory codes that behave alike: for a number of dice, two memories with the same entries in every
 * step that reads the memory lead to the same outcomes, so the solver computes one expectation per group (Feral Hogs'
 * 14 values fall into at most 2 groups per number of dice). Immutable once built; shared by threads.
 */
final class TurnTables {
    /** More states than this would need gigabytes of tables. */
    static final long MAX_STATES = 64_000_000L;
    /** More entries than this in one step's table would need gigabytes. */
    private static final long MAX_ENTRIES = 1L << 26;

    /** The parts of a turn a table ranges over, each at its {@link TurnPart} ordinal, the bit it reads as. */
    static final int SCORE = TurnPart.SCORE.ordinal();
    static final int OPPONENT_SCORE = TurnPart.OPPONENT_SCORE.ordinal();
    static final int DICE = TurnPart.DICE.ordinal();
    static final int POINTS = TurnPart.POINTS.ordinal();
    static final int NUMBER = TurnPart.NUMBER.ordinal();
    static final int EXTRA_TURN = TurnPart.EXTRA_TURN.ordinal();
    private static final int MEMORY = TurnPart.MEMORY.ordinal();
    private static final int OPPONENT_MEMORY = TurnPart.OPPONENT_MEMORY.ordinal();
    private static final int PARTS = TurnPart.TABULATED;
    private static final Function<Object, TurnKernel> KERNELS = Internals.kernels();

    final GameDefinition rules;
    final TurnKernel kernel;
    /** The states the rules tell apart: what the steps read of the turn number and the kind of turn. */
    final StateSpace space;
    final int goal;
    final int maxDice;
    /**
     * How many choices a turn has, each a <em>choice code</em> that the tables index by: the codes 0 to
     * {@link #maxDice} are those numbers of dice, and the codes above them the rules' moves, -1 first ({@link
     * #choiceOf}). Without moves, one more than {@link #maxDice}.
     */
    final int choiceCount;
    /** Whether the rules have moves, so that some choice codes are not numbers of dice. */
    final boolean hasMoves;
    private final int[] choiceOf;
    private final int[] codeOfMove;
    /** Whether the choice rules allow a number of dice: 1 or 0; {@code null} when no choice rule is in force. */
    final Step legal;
    final Step sides;
    final Step zero;
    final Step bonus;
    final Step after;
    final Step next;
    final int[][][] rollPoints;
    /** Per die size, number of dice and outcome: the outcome code; the very arrays of the points without face rules. */
    final int[][][] rollCode;
    final double[][][] rollChance;
    /** The outcome codes of a turn of no dice, by its points. */
    final int[] noDiceCode;
    /** The points an outcome code can carry: one more than the most points of a turn. */
    final int pointsRange;
    /** Whether a face rule is in force, so that outcome codes carry more than the points. */
    final boolean readsFaces;
    /** Per die size: every outcome code some number of dice can roll, in increasing order, and its points. */
    final int[][] usedCodes;
    final int[][] usedPoints;
    /** One more than the largest outcome code of any turn, rolled or of no dice. */
    final int outcomeCodes;
    /**
     * Without face rules, per die size and number of dice: the lowest score the roll can give, and the chance of each
     * score from there to the highest (0 for a score it cannot give), for sums that read memory in one direction.
     * Null under face rules, whose outcome codes spread over the summaries.
     */
    final int[][] denseFirst;
    final double[][][] denseChance;
    final int[][] memoryClass;
    final int[][] classMemory;
    final int maxClasses;
    /**
     * Per choice code, its usual group of memories: the one most memories fall in, the lowest among equals (for Feral
     * Hogs, the memories not 2 away from the dice).
     */
    final int[] usualClass;
    /**
     * Per choice code and group of memories: how many points above the mover's score the usual group's turn is this
     * group's turn, or 0 where it is not (and for the usual group itself). It is where the group's memories differ
     * from the usual group's only by a bonus that is the same number of points higher in every case, and nothing the
     * turn reads before its after-turn rules reads the mover's score: the turn then leads, from a score, to the very
     * states, with the very chances, that the usual group's turn leads to from that score plus the difference (Feral
     * Hogs' 3 points).
     */
    final int[][] scoreShift;
    /** Whether some step reads what the rules remember of the opponent. */
    final boolean readsOpponentMemory;
    /** The most scores a roll can have. */
    final int maxOutcomes;

    TurnTables(GameDefinition rules) {
        this.rules = rules;
        this.kernel = KERNELS.apply(rules);
        this.goal = rules.goal();
        this.maxDice = rules.maxDice();
        int[] choices = kernel.choices();
        this.choiceCount = choices.length;
        this.hasMoves = choiceCount > maxDice + 1;
        this.choiceOf = new int[choiceCount];
        this.codeOfMove = new int[-MoveRule.LOWEST_CHOICE + 1];
        int lastCode = maxDice;
        for (int i = choices.length - 1; i >= 0; i--) {
            int choice = choices[i];
            choiceOf[choice >= 0 ? choice : ++lastCode] = choice;
            if (choice < 0) {
                codeOfMove[-choice] = lastCode;
            }
        }
        int memory = rules.memorySize();
        int period = rules.turnPeriod();
        long states = StateSpace.states(goal, memory, 1, 1);
        if (states > MAX_STATES) {
            throw new HogException("Solving " + rules + " needs " + states + " states per player; the solver handles"
                    + " at most " + MAX_STATES + ": choose a lower goal");
        }
        int[] start = domain(goal, goal, choiceCount, 0, period, memory);
        legal = kernel.limitsChoice() ? tabulate("choice of dice", start, 1 << DICE, 1, false,
                (turn, out, at) -> out[at] = turn.allows() ? 1 : 0) : null;
        Map<Integer, Integer> sidesSeen = new LinkedHashMap<>();
        int[] recent = {0, -1}; // the size last seen and its code: most states roll the size of the one before
        sides = tabulate("die size", start, 0, 1, false, (turn, out, at) -> {
            int size = turn.dieKind();
            if (size != recent[0] || recent[1] < 0) {
                recent[0] = size;
                recent[1] = sidesSeen.computeIfAbsent(size, seen -> sidesSeen.size());
            }
            out[at] = recent[1];
        });
        // The points of a turn that rolls nothing: by its choice, 0 or a move, when the rules have moves.
        int[] noDice = domain(goal, goal, hasMoves ? choiceCount : 1, 0, period, memory);
        zero = tabulate("zero-dice points", noDice, hasMoves ? 1 << DICE : 0, 1, false,
                (turn, out, at) -> out[at] = turn.noRollPoints());
        int mostPoints = zero.largest(0);
        rollPoints = new int[sidesSeen.size()][maxDice + 1][];
        rollCode = new int[sidesSeen.size()][maxDice + 1][];
        rollChance = new double[sidesSeen.size()][maxDice + 1][];
        int[][][] rollSummary = new int[sidesSeen.size()][maxDice + 1][];
        for (Map.Entry<Integer, Integer> size : sidesSeen.entrySet()) {
            for (int dice = 1; dice <= maxDice; dice++) {
                RollOutcomes roll = kernel.rollOutcomes(dice, size.getKey());
                int[] points = new int[roll.size()];
                int[] summary = new int[roll.size()];
                double[] chance = new double[roll.size()];
                for (int i = 0; i < roll.size(); i++) {
                    points[i] = roll.points(i);
                    summary[i] = roll.summary(i);
                    chance[i] = roll.chance(i);
                    mostPoints = Math.max(mostPoints, points[i]);
                }
                rollPoints[size.getValue()][dice] = points;
                rollSummary[size.getValue()][dice] = summary;
                rollChance[size.getValue()][dice] = chance;
            }
        }
        pointsRange = mostPoints + 1;
        int summaries = kernel.summarySize();
        readsFaces = kernel.readsFaces();
        int initialSummary = kernel.initialSummary();
        for (int s = 0; s < rollPoints.length; s++) {
            for (int dice = 1; dice <= maxDice; dice++) {
                int[] points = rollPoints[s][dice];
                int[] code = summaries == 1 ? points : new int[points.length];
                for (int i = 0; summaries > 1 && i < points.length; i++) {
                    code[i] = points[i] + pointsRange * rollSummary[s][dice][i];
                }
                rollCode[s][dice] = code;
            }
        }
        noDiceCode = new int[zero.largest(0) + 1];
        for (int points = 0; points < noDiceCode.length; points++) {
            noDiceCode[points] = points + pointsRange * initialSummary;
        }
        usedCodes = new int[rollCode.length][];
        usedPoints = new int[rollCode.length][];
        int largest = noDiceCode[noDiceCode.length - 1];
        for (int size = 0; size < rollCode.length; size++) {
            TreeMap<Integer, Integer> used = new TreeMap<>();
            for (int dice = 1; dice <= maxDice; dice++) {
                for (int k = 0; k < rollCode[size][dice].length; k++) {
                    used.put(rollCode[size][dice][k], rollPoints[size][dice][k]);
                }
            }
            usedCodes[size] = used.keySet().stream().mapToInt(Integer::intValue).toArray();
            usedPoints[size] = used.values().stream().mapToInt(Integer::intValue).toArray();
            largest = Math.max(largest, used.lastKey());
        }
        outcomeCodes = largest + 1;
        denseFirst = readsFaces ? null : new int[rollCode.length][maxDice + 1];
        denseChance = readsFaces ? null : new double[rollCode.length][maxDice + 1][];
        for (int size = 0; !readsFaces && size < rollCode.length; size++) {
            for (int dice = 1; dice <= maxDice; dice++) {
                int[] codes = rollCode[size][dice];
                int first = Arrays.stream(codes).min().orElseThrow();
                double[] dense = new double[Arrays.stream(codes).max().orElseThrow() - first + 1];
                for (int k = 0; k < codes.length; k++) {
                    dense[codes[k] - first] = rollChance[size][dice][k];
                }
                denseFirst[size][dice] = first;
                denseChance[size][dice] = dense;
            }
        }
        int outcomes = pointsRange * summaries;
        bonus = tabulate("bonus", domain(goal, goal, choiceCount, outcomes, period, memory), 0, 1, true,
                (turn, out, at) -> out[at] = turn.bonus());
        int highest = goal + mostPoints + bonus.largest(0);
        after = tabulate("after-turn scores", domain(highest, goal, choiceCount, outcomes, period, memory),
                1 << SCORE | 1 << OPPONENT_SCORE, 2, true, (turn, out, at) -> {
                    turn.afterTurn();
                    out[at] = turn.score();
                    out[at + 1] = turn.opponentScore();
                });
        int[] ended = domain(goal, goal, choiceCount, outcomes, period, memory);
        next = tabulate("end of the turn", ended, 0, 1, true, (turn, out, at) -> {
            int extraTurn = turn.extraTurn() ? 1 : 0;
            out[at] = turn.remember() << 1 | extraTurn;
        });
        assert after.score == 1 : "the mover's score is the after-turn table's first part";
        int read = sides.dims | zero.dims | bonus.dims | after.dims | next.dims | (legal == null ? 0 : legal.dims);
        int keptPeriod = (read & 1 << NUMBER) != 0 ? period : 1;
        boolean extraTurns = (read & 1 << EXTRA_TURN) != 0;
        long kept = StateSpace.states(goal, memory, keptPeriod, extraTurns ? 2 : 1);
        if (kept > MAX_STATES) {
            throw new HogException("Solving " + rules + " needs " + kept + " states per player; the solver handles at"
                    + " most " + MAX_STATES + ": choose a lower goal");
        }
        space = StateSpace.of(goal, memory, keptPeriod, extraTurns, rules.start(0, 0).memoryCode(0));
        memoryClass = new int[choiceCount][memory];
        classMemory = new int[choiceCount][];
        int classes = 1;
        for (int dice = 0; dice < choiceCount; dice++) {
            Step[] matter = rolls(dice) ? new Step[] {sides, bonus, after, next}
                    : new Step[] {zero, bonus, after, next};
            classMemory[dice] = groupMemories(dice, matter, memoryClass[dice]);
            classes = Math.max(classes, classMemory[dice].length);
        }
        maxClasses = classes;
        usualClass = new int[choiceCount];
        for (int dice = 0; dice < choiceCount; dice++) {
            int[] members = new int[classMemory[dice].length];
            for (int group : memoryClass[dice]) {
                members[group]++;
            }
            for (int group = 1; group < members.length; group++) {
                if (members[group] > members[usualClass[dice]]) {
                    usualClass[dice] = group;
                }
            }
        }
        scoreShift = new int[choiceCount][];
        for (int dice = 0; dice < choiceCount; dice++) {
            scoreShift[dice] = scoreShifts(dice);
        }
        readsOpponentMemory = (read & 1 << OPPONENT_MEMORY) != 0;
        int most = 1;
        for (int[][] bySides : rollPoints) {
            for (int dice = 1; dice <= maxDice; dice++) {
                most = Math.max(most, bySides[dice].length);
            }
        }
        maxOutcomes = most;
    }

    /** The choice a choice code stands for: a number of dice, or a move's negative number. */
    int choiceOf(int code) {
        return choiceOf[code];
    }

    /** The choice code of a choice, or -1 if the rules have no such choice. */
    int codeOf(int choice) {
        if (choice >= 0) {
            return choice <= maxDice ? choice : -1;
        }
        return kernel.isMove(choice) ? codeOfMove[-choice] : -1;
    }

    /** Choices as their codes, one per state: the very array when the rules have no moves, else a copy. */
    byte[] codes(byte[] choices) {
        if (!hasMoves) {
            return choices;
        }
        byte[] codes = new byte[choices.length];
        for (int i = 0; i < choices.length; i++) {
            codes[i] = (byte) codeOf(choices[i]);
        }
        return codes;
    }

    /** Choice codes as the choices they stand for: the very array when the rules have no moves, else a copy. */
    byte[] choices(byte[] codes) {
        if (!hasMoves) {
            return codes;
        }
        byte[] choices = new byte[codes.length];
        for (int i = 0; i < codes.length; i++) {
            choices[i] = (byte) choiceOf[codes[i]];
        }
        return choices;
    }

    /** Whether the choice of a code rolls dice: neither no dice nor a move. */
    boolean rolls(int code) {
        return code > 0 && code <= maxDice;
    }

    /** Whether the choice rules allow {@code dice} dice in a state, given as the mover sees it. */
    boolean allows(int score, int opponent, int dice, int number, int kind, int mine, int theirs) {
        return legal == null || legal.values[legal.at(score, opponent, dice, 0, number, kind, mine, theirs)] != 0;
    }

    /** Whether the choice rules allow {@code dice} dice in the state at an index of the space. */
    boolean allows(int index, int dice) {
        if (legal == null) {
            return true;
        }
        GameState state = space.state(index);
        return allows(state.score0(), state.score1(), dice, state.turn(), state.extraTurn() ? 1 : 0,
                state.memoryCode(0), state.memoryCode(1));
    }

    /**
     * The size of each part of a turn a step is tabulated over, by its {@link TurnPart} ordinal: the scores, the dice,
     * the outcome codes, the turn numbers, the kinds of turn, the memories.
     */
    private static int[] domain(int scores, int opponentScores, int dice, int points, int period, int memory) {
        int[] domain = new int[PARTS];
        for (TurnPart part : TurnPart.values()) {
            if (part.tabulated()) {
                domain[part.ordinal()] = switch (part) {
                    case SCORE -> scores;
                    case OPPONENT_SCORE -> opponentScores;
                    case DICE -> dice;
                    case POINTS -> points;
                    case NUMBER -> period;
                    case EXTRA_TURN -> 2;
                    case MEMORY, OPPONENT_MEMORY -> memory;
                    case FACES -> throw new IllegalStateException("The faces are tabulated with the points");
                };
            }
        }
        return domain;
    }

    /**
     * Groups the memory codes that behave alike when rolling {@code dice} dice: those with the same entries in every
     * step that reads the mover's memory. Fills each code's group and returns one code of each group.
     */
    private int[] groupMemories(int dice, Step[] matter, int[] groupOf) {
        int memory = space.memorySize();
        List<List<Integer>> behaviour = new ArrayList<>();
        for (int code = 0; code < memory; code++) {
            behaviour.add(new ArrayList<>());
        }
        for (Step step : matter) {
            if (step.reads(MEMORY)) {
                step.slices(dice, behaviour);
            }
        }
        Map<List<Integer>, Integer> groups = new HashMap<>();
        List<Integer> representatives = new ArrayList<>();
        for (int code = 0; code < memory; code++) {
            Integer group = groups.putIfAbsent(behaviour.get(code), groups.size());
            if (group == null) {
                representatives.add(code);
                group = groups.size() - 1;
            }
            groupOf[code] = group;
        }
        return representatives.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Each group's {@link #scoreShift} for a choice: the bonus of each memory of the group less the usual group's, if
     * it is the same positive number in every entry of the bonus table, where no other step tells the memories apart
     * and the roll and the bonus do not read the mover's score.
     */
    private int[] scoreShifts(int dice) {
        int[] shift = new int[classMemory[dice].length];
        for (Step step : new Step[] {sides, zero, after, next}) {
            if (step.reads(MEMORY)) {
                return shift;
            }
        }
        if (sides.reads(SCORE) || zero.reads(SCORE) || bonus.reads(SCORE) || !bonus.reads(MEMORY)) {
            return shift;
        }
        int usualMemory = classMemory[dice][usualClass[dice]];
        for (int group = 0; group < shift.length; group++) {
            if (group == usualClass[dice]) {
                continue;
            }
            int member = classMemory[dice][group];
            int difference = 0;
            boolean constant = true;
            for (int i = 0; i < bonus.values.length && constant; i++) {
                if (bonus.part(i, MEMORY) != member || bonus.reads(DICE) && bonus.part(i, DICE) != dice) {
                    continue;
                }
                int apart = bonus.values[i] - bonus.values[i + (usualMemory - member) * bonus.mine];
                constant = difference == 0 ? apart > 0 : apart == difference;
                difference = apart;
            }
            shift[group] = constant ? difference : 0;
        }
        return shift;
    }

    /** A step of the turn, writing its results at {@code out[at]} onwards. */
    @FunctionalInterface
    private interface Hook {
        void run(TurnSteps turn, int[] out, int at);
    }

    /**
     * Tabulates a step over the parts of the turn it reads, starting from {@code always}: each pass tabulates over
     * the parts known so far, the others held at 0, and the step is done when its rules read nothing else.
     */
    private Step tabulate(String what, int[] domain, int always, int width, boolean pointsKnown, Hook hook) {
        TurnSteps turn = new TurnSteps(kernel);
        int dims = always;
        while (true) {
            int[] stride = new int[PARTS];
            long size = 1;
            for (int part = 0; part < PARTS; part++) {
                if ((dims & 1 << part) != 0) {
                    stride[part] = (int) size;
                    size *= domain[part];
                }
            }
            if (size * width > MAX_ENTRIES) {
                throw new HogException("The " + what + " of " + rules + " depends on too much of the turn to"
                        + " tabulate (" + size + " cases); the solver handles at most " + MAX_ENTRIES / width);
            }
            int[] values = new int[(int) size * width];
            int[] at = new int[PARTS];
            int read = 0;
            for (int i = 0; i < size; i++) {
                turn.start(at[SCORE], at[OPPONENT_SCORE], choiceOf[at[DICE]], at[NUMBER], at[EXTRA_TURN] == 1,
                        at[MEMORY], at[OPPONENT_MEMORY]);
                if (pointsKnown) {
                    turn.points(at[POINTS] % pointsRange, at[POINTS] / pointsRange);
                }
                turn.clearReads();
                hook.run(turn, values, i * width);
                // The faces' summary is part of the outcome code, which the points part of the turn carries.
                read |= TurnPart.tabulated(turn.reads());
                // The next entry's parts, as an odometer: the part of the smallest stride turns first.
                for (int part = 0; part < PARTS; part++) {
                    if (stride[part] != 0) {
                        if (++at[part] < domain[part]) {
                            break;
                        }
                        at[part] = 0;
                    }
                }
            }
            if ((read & ~dims) == 0) {
                return new Step(dims, stride, domain, width, values);
            }
            dims |= read;
        }
    }

    int states() {
        return space.size();
    }

    /**
     * One step's table: its values over the parts of the turn it reads, each part at its stride (0 for a part it
     * does not read), {@code width} values per entry.
     */
    static final class Step {
        final int dims;
        final int score;
        final int opponent;
        final int dice;
        final int points;
        final int turn;
        final int extra;
        final int mine;
        final int theirs;
        final int width;
        final int[] values;
        private final int[] stride;
        private final int[] domain;

        Step(int dims, int[] stride, int[] domain, int width, int[] values) {
            this.dims = dims;
            this.stride = stride;
            this.domain = domain;
            this.score = stride[SCORE];
            this.opponent = stride[OPPONENT_SCORE];
            this.dice = stride[DICE];
            this.points = stride[POINTS];
            this.turn = stride[NUMBER];
            this.extra = stride[EXTRA_TURN];
            this.mine = stride[MEMORY];
            this.theirs = stride[OPPONENT_MEMORY];
            this.width = width;
            this.values = values;
        }

        /** The entry of a turn, its parts given; parts the step does not read are ignored. */
        int at(int score, int opponent, int dice, int points, int turn, int extra, int mine, int theirs) {
            return score * this.score + opponent * this.opponent + dice * this.dice + points * this.points
                    + turn * this.turn + extra * this.extra + mine * this.mine + theirs * this.theirs;
        }

        /** The value of a part of the turn at an entry: 0 for a part the step does not read. */
        int part(int entry, int part) {
            return part(entry, part, stride, domain);
        }

        /** The value of a part at an entry of a table laid out with these strides over these domains. */
        static int part(int entry, int part, int[] stride, int[] domain) {
            return stride[part] == 0 ? 0 : entry / stride[part] % domain[part];
        }

        boolean reads(int part) {
            return (dims & 1 << part) != 0;
        }

        int largest(int column) {
            int largest = 0;
            for (int i = column; i < values.length; i += width) {
                largest = Math.max(largest, values[i]);
            }
            return largest;
        }

        /** Appends to each memory code's list the entries of this step at that code and {@code dice} dice. */
        void slices(int dice, List<List<Integer>> byMemory) {
            for (int i = 0; i < values.length / width; i++) {
                if (reads(DICE) && part(i, DICE) != dice) {
                    continue;
                }
                List<Integer> slice = byMemory.get(part(i, MEMORY));
                for (int k = 0; k < width; k++) {
                    slice.add(values[i * width + k]);
                }
            }
        }
    }
}
