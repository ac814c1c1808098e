package dev.hog.analysis;

import dev.hog.api.game.Outcome;

/**
 * The optimal strategy of a game whose every number of dice in a state shares its outcomes ({@link #serves}), one
 * pair of scores at a time: every outcome of every number of dice is followed once, and each number of dice then sums
 * its outcomes' chances times their worth. A state's eleven numbers of dice share their outcomes (a score of 12 is a
 * score of 12 whatever rolled it), so this follows about 60 outcomes through the tables where laying out each number
 * of dice on its own, as {@link OptimalByPlans} does, follows about 300.
 *
 * <p>Each number of dice is first valued by {@link #estimate}, whose sums are quick but rounded in their own order.
 * The numbers of dice worth within {@link #NEAR} of the best estimate, usually one, are then valued by
 * {@link Outcomes#exact}, in the order of {@link Plan#symmetric}: every value, and every choice between numbers of dice
 * worth the same to the last bit, is what {@link OptimalByPlans} gives.
 */
final class OptimalByOutcomes implements LayerSweep.PairBody {
    /**
     * How far below the best estimate a number of dice may be and still be valued exactly. The estimates and the exact
     * sums are sums of at most a few hundred terms of at most 1, so each is within 1e-13 of the true sum; this leaves
     * a thousand times that, so that the best exact value is always among those valued.
     */
    private static final double NEAR = 1e-10;

    private final TurnTables turn;
    private final StateSpace space;
    private final double[] value;
    private final byte[] policy;
    private final ThreadLocal<Outcomes> outcomes;

    OptimalByOutcomes(TurnTables turn, SumChanges sums, double[] value, byte[] policy) {
        this.turn = turn;
        this.space = turn.space;
        this.value = value;
        this.policy = policy;
        this.outcomes = ThreadLocal.withInitial(() -> new Outcomes(turn.outcomeCodes, turn.maxDice, sums.mine(),
                new TurnWalk(turn)));
    }

    /**
     * Whether this solver serves a game: whether, in every state, an outcome of a roll is worth the same whatever
     * number of dice rolled it, and the rolls' chances lie in runs of outcome codes. That takes all of these:
     * <ul>
     *   <li>the state is the scores alone: the rules remember nothing, and read neither the turn number nor extra
     *   turns, so that one pair of scores is one state;</li>
     *   <li>the rules have no moves, so that every choice is a number of dice;</li>
     *   <li>no face rule is in force, so that an outcome code is its points and each roll's chances are a run over
     *   them ({@link TurnTables#denseChance});</li>
     *   <li>the die size does not depend on the number of dice, so that every roll of a state rolls the same dice;</li>
     *   <li>neither the bonus nor the after-turn rules read the number of dice, so that an outcome leads to the same
     *   scores whatever rolled it;</li>
     *   <li>nor does the end of the turn, so that it leads to the same next state.</li>
     * </ul>
     * Where any fails, {@link OptimalByPlans} lays out each number of dice on its own.
     */
    static boolean serves(TurnTables turn) {
        return turn.space.perPair() == 1 && !turn.hasMoves && turn.denseChance != null
                && !turn.sides.reads(TurnTables.DICE)
                && !turn.bonus.reads(TurnTables.DICE) && !turn.after.reads(TurnTables.DICE)
                && !turn.next.reads(TurnTables.DICE);
    }

    /** Solves the one state of a pair of scores. */
    @Override
    public void solve(int score, int opponent) {
        Outcomes outcomes = this.outcomes.get();
        double[] estimates = outcomes.estimates;
        // One start serves every number of dice: no step after the roll reads it.
        outcomes.walk.start(score, opponent, 0, 0, 0, 0, 0);
        int size = outcomes.walk.dieSize(score, opponent, 0, 0, 0, 0, 0);
        follow(outcomes, score, opponent, turn.usedCodes[size], turn.usedPoints[size]);
        double bestEstimate = Double.NEGATIVE_INFINITY;
        for (int dice = 0; dice <= turn.maxDice; dice++) {
            double estimate = Double.NEGATIVE_INFINITY;
            if (turn.allows(score, opponent, dice, 0, 0, 0, 0)) {
                estimate = dice == 0 ? estimateOfNoDice(outcomes, score, opponent)
                        : estimate(outcomes.worth, turn.denseFirst[size][dice], turn.denseChance[size][dice]);
            }
            estimates[dice] = estimate;
            bestEstimate = Math.max(bestEstimate, estimate);
        }
        int index = index(score, opponent);
        if (bestEstimate == Double.NEGATIVE_INFINITY) {
            throw OptimalByPlans.noLegalChoice(turn, index);
        }
        double best = -1;
        int bestDice = -1;
        for (int dice = 0; dice <= turn.maxDice; dice++) {
            if (estimates[dice] >= bestEstimate - NEAR) {
                // No dice: one certain outcome, whose estimate is its worth, as exact as a plan's sum of one term.
                double expected = dice == 0 ? estimates[0]
                        : outcomes.exact(turn.rollCode[size][dice], turn.rollChance[size][dice]);
                if (expected > best) {
                    best = expected;
                    bestDice = dice;
                }
            }
        }
        value[index] = best;
        if (policy != null) {
            policy[index] = (byte) bestDice;
        }
    }

    /** Its one outcome is followed as the rolls' are: a code it shares with a roll is worth the same. */
    private double estimateOfNoDice(Outcomes outcomes, int score, int opponent) {
        TurnWalk walk = outcomes.walk;
        int scored = walk.zeroDicePoints(score, opponent, 0, 0, 0, 0);
        follow(outcomes, score, opponent, walk.noDiceCodes(scored), walk.noDicePoints(scored));
        return outcomes.worth[turn.noDiceCode[scored]];
    }

    /** A state's number: the fast path serves games of one state per pair of scores, so it is the pair's. */
    private int index(int score, int opponent) {
        return space.pair(score, opponent);
    }

    /**
     * What each outcome of a turn from these scores is worth to the mover, as a plan would lay it out (the end of the
     * game, the value of the state it keeps the mover in, or 1 less the opponent's value of the state it passes the
     * turn to), put in its code's place. The outcomes' walk is started from these scores.
     */
    private void follow(Outcomes into, int score, int opponent, int[] codes, int[] points) {
        TurnWalk walk = into.walk;
        int[] scores = walk.scores();
        int sum = score + opponent;
        boolean kept = false;
        boolean falls = false;
        for (int k = 0; k < codes.length; k++) {
            int code = codes[k];
            int at = walk.landing(points[k], code);
            int newScore = scores[at];
            int newOpponent = scores[at + 1];
            if (walk.ends(newScore, newOpponent)) {
                into.ends(code, Outcome.valueOf(newScore, newOpponent));
            } else {
                int newSum = newScore + newOpponent;
                kept |= newSum <= sum;
                falls |= newSum < sum;
                if ((walk.end(newScore, newOpponent, code) & 1) != 0) {
                    into.keeps(code, value[index(newScore, newOpponent)]);
                } else {
                    into.passes(code, value[index(newOpponent, newScore)]);
                }
            }
        }
        into.sums.kept |= kept;
        into.sums.falls |= falls;
    }

    /**
     * The sum of each outcome's chance times its worth, from a roll's chances over a run of codes
     * ({@link TurnTables#denseChance}), in eight independent fused sums: the additions of one sum wait on each other,
     * those of eight overlap. Rounded in its own order, it picks out the numbers of dice worth summing exactly.
     */
    private static double estimate(double[] worth, int first, double[] chance) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        double s4 = 0;
        double s5 = 0;
        double s6 = 0;
        double s7 = 0;
        int k = 0;
        for (int last = chance.length - 7; k < last; k += 8) {
            s0 = Math.fma(chance[k], worth[first + k], s0);
            s1 = Math.fma(chance[k + 1], worth[first + k + 1], s1);
            s2 = Math.fma(chance[k + 2], worth[first + k + 2], s2);
            s3 = Math.fma(chance[k + 3], worth[first + k + 3], s3);
            s4 = Math.fma(chance[k + 4], worth[first + k + 4], s4);
            s5 = Math.fma(chance[k + 5], worth[first + k + 5], s5);
            s6 = Math.fma(chance[k + 6], worth[first + k + 6], s6);
            s7 = Math.fma(chance[k + 7], worth[first + k + 7], s7);
        }
        for (; k < chance.length; k++) {
            s0 = Math.fma(chance[k], worth[first + k], s0);
        }
        return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
    }

    /**
     * Every outcome of a state's turn, by outcome code, as {@link #follow} found it: its worth to the mover, and the
     * parts {@link Plan#symmetric} sums apart. Reused from state to state by one thread.
     */
    private static final class Outcomes {
        static final byte ENDS = 0;
        static final byte KEEPS = 1;
        static final byte PASSES = 2;
        /** What the outcome is worth to the mover: its end, the value it keeps, or 1 less the value it passes. */
        final double[] worth;
        /**
         * Its kind, and what {@link Plan#symmetric} sums for it: what its end is worth, the value of the state it keeps
         * the mover in, or the opponent's value of the state it passes the turn to.
         */
        final byte[] kind;
        final double[] found;
        /** Per number of dice: its estimate, or negative infinity if the rules forbid it. */
        final double[] estimates;
        /** What the turns followed by the thread that owns these outcomes did to the sum of the scores. */
        final SumChanges.Note sums;
        /** The walk that follows the outcomes: the thread's own. */
        final TurnWalk walk;

        Outcomes(int codes, int maxDice, SumChanges.Note sums, TurnWalk walk) {
            worth = new double[codes];
            kind = new byte[codes];
            found = new double[codes];
            estimates = new double[maxDice + 1];
            this.sums = sums;
            this.walk = walk;
        }

        void ends(int code, double end) {
            worth[code] = end;
            kind[code] = ENDS;
            found[code] = end;
        }

        void keeps(int code, double value) {
            worth[code] = value;
            kind[code] = KEEPS;
            found[code] = value;
        }

        void passes(int code, double theirs) {
            worth[code] = 1 - theirs;
            kind[code] = PASSES;
            found[code] = theirs;
        }

        /**
         * The mover's chance rolling dice with these outcomes, summed as {@link Plan#symmetric} sums a plan: the
         * chance of winning at once and of passing the turn, then each kept outcome's value, then less each passing
         * one's, in the order of the outcomes. The terms of 0 that a plan adds are left out: adding or taking 0
         * changes no bit of these sums.
         */
        double exact(int[] codes, double[] chance) {
            double won = 0;
            double passedChance = 0;
            boolean anyKeeps = false;
            for (int k = 0; k < codes.length; k++) {
                int code = codes[k];
                switch (kind[code]) {
                    case ENDS -> won += chance[k] * found[code];
                    case PASSES -> passedChance += chance[k];
                    default -> anyKeeps = true;
                }
            }
            double total = won + passedChance;
            if (anyKeeps) {
                for (int k = 0; k < codes.length; k++) {
                    if (kind[codes[k]] == KEEPS) {
                        total += chance[k] * found[codes[k]];
                    }
                }
            }
            for (int k = 0; k < codes.length; k++) {
                if (kind[codes[k]] == PASSES) {
                    total -= chance[k] * found[codes[k]];
                }
            }
            return total;
        }
    }
}
