package dev.hog.analysis;

import dev.hog.api.game.Outcome;

/**
 * Pairs of fixed strategies under rules that read the turn number or tell extra turns apart only to decide how a turn
 * ends (the trot example's Time Trot), and remember nothing of the rolls: valued a pair of scores at a time rather
 * than a state at a time.
 *
 * <p>There the outcomes of a number of dice from a pair of scores, the scores they leave and their chances, are the
 * same on every turn number and kind of turn: only whether the turn passes or keeps the mover, and the turn number
 * after it, depend on them, and on the dice chosen. So when both entries choose by the scores alone, a player's
 * values at a pair are one sum per outcome over the opponent's values at the pair it leads to, all the turn numbers of
 * the turns it can pass to at once (they sit side by side in the sweep's values), and each turn number and kind of
 * turn that passes the turn takes the sum of the one it leads to. The few that keep the mover are
 * summed apart. The sums are the {@link RunSweep}'s in another order: equal to within rounding, far below 1e-12.
 *
 * <p>Each entry lays out its own outcomes, pair after pair in decreasing sum of the scores (about 1.5 MB for the trot
 * example's game to 100); the pairs whose entries choose by the turn number go to the run sweep. Immutable and thread-safe; each thread
 * sweeps its own values.
 */
final class PartSweep {
    private final int goal;
    private final int parts;
    private final int dice;
    /** The pairs of scores in decreasing sum, each the number of its first state. */
    private final int[] pairAt;
    /**
     * The parts of a pair in the sweep's values: {@code kind * period + number}, the kind of turn then the turn number,
     * so that the parts a turn that passes leads to (kind 0) sit side by side, from {@code passedFrom} to
     * {@code passedTo}, and an outcome reads only them.
     */
    private final int passedFrom;
    private final int passedTo;
    /** Per number of dice and part of a pair: the part the turn leads to, and whether it keeps the mover. */
    private final int[] leadsTo;
    private final boolean[] keeps;
    /** Per number of dice: the parts that keep the mover, from {@code keepingFrom[dice]} on. */
    private final int[] keepingFrom;
    private final int[] keeping;
    /**
     * Per pair and number of dice ({@code pair * dice + chosen}): where its outcomes that do not end the game start
     * and end, at {@code 2 * (pair * dice + chosen)} and the int after.
     */
    private final int[] from;
    /** Per outcome: the pair of scores it leads to when the turn passes, and where its chance is. */
    private final int[] passesTo;
    private final int[] rolls;
    /** Every roll's chances one after another ({@link RunSweep#chances}). */
    private final double[] chance;
    /** Per pair of scores: the first state of the pair with the scores the other way round. */
    private final int[] turned;
    /** Per pair and number of dice: A's chance of winning by the turn's ending the game, A moving and B moving. */
    private final double[] endsA;
    private final double[] endsB;
    private final int start;
    private final ThreadLocal<double[][]> values;

    private PartSweep(TurnTables turn) {
        StateSpace space = turn.space;
        this.goal = turn.goal;
        this.parts = space.perPair();
        this.dice = turn.maxDice + 1;
        int pairs = space.pairs();
        this.leadsTo = new int[dice * parts];
        this.keeps = new boolean[dice * parts];
        this.keepingFrom = new int[dice + 1];
        RunSweep.Ints keepingParts = new RunSweep.Ints(dice);
        TurnTables.Step next = turn.next;
        int period = space.turnPeriod();
        int first = parts;
        int last = 0;
        for (int chosen = 0; chosen < dice; chosen++) {
            keepingFrom[chosen] = keepingParts.size();
            for (int number = 0; number < space.turnPeriod(); number++) {
                for (int kind = 0; kind < space.extras(); kind++) {
                    int part = kind * period + number;
                    boolean kept = (next.values[next.at(0, 0, chosen, 0, number, kind, 0, 0)] & 1) != 0;
                    int nextNumber = number + 1 == period ? 0 : number + 1;
                    int leads = (kept ? space.extras() - 1 : 0) * period + nextNumber;
                    keeps[chosen * parts + part] = kept;
                    leadsTo[chosen * parts + part] = leads;
                    if (kept) {
                        keepingParts.add(part);
                    } else {
                        first = Math.min(first, leads);
                        last = Math.max(last, leads + 1);
                    }
                }
            }
        }
        keepingFrom[dice] = keepingParts.size();
        this.passedFrom = Math.min(first, last);
        this.passedTo = last;
        this.keeping = keepingParts.toArray();
        this.pairAt = new int[pairs];
        this.from = new int[2 * pairs * dice];
        this.endsA = new double[pairs * dice];
        this.endsB = new double[pairs * dice];
        RunSweep.Ints passes = new RunSweep.Ints(pairs * dice);
        RunSweep.Ints rolled = new RunSweep.Ints(pairs * dice);
        int[][] rollAt = new int[turn.rollChance.length][dice];
        this.chance = RunSweep.chances(turn, rollAt);
        this.turned = new int[pairs];
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                turned[space.pair(score, opponent)] = space.pair(opponent, score) * parts;
            }
        }
        TurnWalk walk = new TurnWalk(turn);
        for (int sum = 2 * goal - 2, position = 0; sum >= 0; sum--) {
            for (int score = Math.max(0, sum - goal + 1); score <= Math.min(sum, goal - 1); score++, position++) {
                int opponent = sum - score;
                int pair = space.pair(score, opponent);
                pairAt[position] = pair * parts;
                for (int chosen = 0; chosen < dice; chosen++) {
                    int at = pair * dice + chosen;
                    int chanceFrom = chosen == 0 ? 0
                            : rollAt[walk.dieSize(score, opponent, 0, 0, 0, 0, chosen)][chosen];
                    walk.startRoll(score, opponent, 0, 0, 0, 0, chosen);
                    int[] scores = walk.scores();
                    from[2 * at] = passes.size();
                    for (int k = 0; k < walk.codes.length; k++) {
                        int landing = walk.landing(walk.points[k], walk.codes[k]);
                        int newScore = scores[landing];
                        int newOpponent = scores[landing + 1];
                        if (walk.ends(newScore, newOpponent)) {
                            double outcome = Outcome.valueOf(newScore, newOpponent);
                            endsA[at] += walk.chance[k] * outcome;
                            endsB[at] += walk.chance[k] * (1 - outcome);
                            continue;
                        }
                        passes.add(space.pair(newOpponent, newScore));
                        rolled.add(chanceFrom + k);
                    }
                    from[2 * at + 1] = passes.size();
                }
            }
        }
        this.passesTo = passes.toArray();
        this.rolls = rolled.toArray();
        this.start = 0;
        int size = pairs * parts;
        this.values = ThreadLocal.withInitial(() -> new double[][] {new double[size], new double[size],
                new double[parts], new double[parts]});
    }

    /**
     * Lays out a game for the sweep, or answers null for games it does not serve: rules that remember, that tell
     * nothing apart beyond the scores (the flat sweep's), or whose turns' outcomes depend on the turn number or the
     * kind of turn, or end them by what was scored. The game must be one the {@link RunSweep} lays out: every turn
     * raises the sum of the scores.
     */
    static PartSweep of(TurnTables turn, RunSweep layout) {
        StateSpace space = turn.space;
        if (layout == null || space.memorySize() != 1 || space.perPair() == 1) {
            return null;
        }
        int varies = 1 << TurnTables.NUMBER | 1 << TurnTables.EXTRA_TURN;
        for (TurnTables.Step step : new TurnTables.Step[] {turn.sides, turn.zero, turn.bonus, turn.after}) {
            if ((step.dims & varies) != 0) {
                return null;
            }
        }
        if ((turn.next.dims & (1 << TurnTables.SCORE | 1 << TurnTables.OPPONENT_SCORE | 1 << TurnTables.POINTS))
                != 0) {
            return null;
        }
        return new PartSweep(turn);
    }

    /**
     * An entry's own outcomes, pair after pair in the sweep's order, if it chooses the same dice on every turn number
     * and kind of turn at each pair; else null.
     *
     * @param choices the entry's choices over every state of the space
     */
    Program program(byte[] choices) {
        int pairs = pairAt.length;
        byte[] chosen = new byte[pairs];
        int total = 0;
        for (int position = 0; position < pairs; position++) {
            int first = pairAt[position];
            for (int part = 1; part < parts; part++) {
                if (choices[first + part] != choices[first]) {
                    return null;
                }
            }
            chosen[position] = choices[first];
            int at = first / parts * dice + chosen[position];
            total += from[2 * at + 1] - from[2 * at];
        }
        int[] starts = new int[pairs + 1];
        double[] endsOfA = new double[pairs];
        double[] endsOfB = new double[pairs];
        int[] passing = new int[total];
        int[] chances = new int[total];
        int n = 0;
        for (int position = 0; position < pairs; position++) {
            int at = pairAt[position] / parts * dice + chosen[position];
            starts[position] = n;
            endsOfA[position] = endsA[at];
            endsOfB[position] = endsB[at];
            int length = from[2 * at + 1] - from[2 * at];
            System.arraycopy(passesTo, from[2 * at], passing, n, length);
            System.arraycopy(rolls, from[2 * at], chances, n, length);
            n += length;
        }
        starts[pairs] = n;
        return new Program(chosen, starts, endsOfA, endsOfB, passing, chances);
    }

    /**
     * An entry's dice at each pair and its outcomes, in the sweep's order: where each pair's start, its chances of
     * ending the game (A moving, and B moving), and per outcome the pair of scores it leads to when the turn passes
     * and where its chance is among the rolls' chances.
     */
    record Program(byte[] dice, int[] from, double[] endsA, double[] endsB, int[] passesTo, int[] rolls) {
    }

    /**
     * A's exact win rates against B.
     *
     * @param a A's program
     * @param b B's program
     */
    ExactWinRate evaluate(Program a, Program b) {
        double[][] scratch = values.get();
        double[] valueA = scratch[0];
        double[] valueB = scratch[1];
        for (int position = 0; position < pairAt.length; position++) {
            value(a, position, valueA, valueB, a.endsA(), scratch[2], scratch[3]);
            value(b, position, valueB, valueA, b.endsB(), scratch[2], scratch[3]);
        }
        return ExactWinRate.of(valueA[start], valueB[start]);
    }

    /**
     * Values every part of one pair for the player whose program it is: {@code moving} and {@code waiting} hold A's
     * chances with that player to move and with the other. For each outcome, the opponent's values at the pair it
     * leads to are added to one sum per part that the turn can lead to, eight parts at a time (then four, then one),
     * each sum in a local; each part that keeps the mover is summed apart over the mover's own values.
     */
    private void value(Program program, int position, double[] moving, double[] waiting, double[] ends,
            double[] passed, double[] kept) {
        int chosen = program.dice()[position];
        int first = program.from()[position];
        int end = program.from()[position + 1];
        int[] passesTo = program.passesTo();
        int[] rolls = program.rolls();
        double[] chance = this.chance;
        int part = passedFrom;
        int high = passedTo;
        int parts = this.parts;
        // Eight parts at a time, then four, then one, each summed in a local of its own: the additions of one part
        // wait only for that part's last, not for a store and a load of the array.
        for (; part + 8 <= high; part += 8) {
            double sum0 = 0;
            double sum1 = 0;
            double sum2 = 0;
            double sum3 = 0;
            double sum4 = 0;
            double sum5 = 0;
            double sum6 = 0;
            double sum7 = 0;
            for (int k = first; k < end; k++) {
                double p = chance[rolls[k]];
                int to = passesTo[k] * parts + part;
                sum0 += p * waiting[to];
                sum1 += p * waiting[to + 1];
                sum2 += p * waiting[to + 2];
                sum3 += p * waiting[to + 3];
                sum4 += p * waiting[to + 4];
                sum5 += p * waiting[to + 5];
                sum6 += p * waiting[to + 6];
                sum7 += p * waiting[to + 7];
            }
            passed[part] = sum0;
            passed[part + 1] = sum1;
            passed[part + 2] = sum2;
            passed[part + 3] = sum3;
            passed[part + 4] = sum4;
            passed[part + 5] = sum5;
            passed[part + 6] = sum6;
            passed[part + 7] = sum7;
        }
        for (; part + 4 <= high; part += 4) {
            double sum0 = 0;
            double sum1 = 0;
            double sum2 = 0;
            double sum3 = 0;
            for (int k = first; k < end; k++) {
                double p = chance[rolls[k]];
                int to = passesTo[k] * parts + part;
                sum0 += p * waiting[to];
                sum1 += p * waiting[to + 1];
                sum2 += p * waiting[to + 2];
                sum3 += p * waiting[to + 3];
            }
            passed[part] = sum0;
            passed[part + 1] = sum1;
            passed[part + 2] = sum2;
            passed[part + 3] = sum3;
        }
        for (; part < high; part++) {
            double sum = 0;
            for (int k = first; k < end; k++) {
                sum += chance[rolls[k]] * waiting[passesTo[k] * parts + part];
            }
            passed[part] = sum;
        }
        for (int i = keepingFrom[chosen]; i < keepingFrom[chosen + 1]; i++) {
            int leads = leadsTo[chosen * parts + keeping[i]];
            double sum = 0;
            for (int k = first; k < end; k++) {
                sum += chance[rolls[k]] * moving[turned[passesTo[k]] + leads];
            }
            kept[keeping[i]] = sum;
        }
        int pair = pairAt[position];
        double ended = ends[position];
        for (part = 0; part < parts; part++) {
            int at = chosen * parts + part;
            moving[pair + part] = ended + (keeps[at] ? kept[part] : passed[leadsTo[at]]);
        }
    }
}
