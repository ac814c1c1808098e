package dev.hog.analysis;

import java.util.stream.IntStream;

/**
 * One turn's walk through the {@link TurnTables}, the one place that says how a turn's steps follow each other: from
 * the start of the turn, the roll (the die size, or the points of no dice); for each outcome of the roll, the bonus,
 * then the scores after the after-turn rules; unless those end the game, how the turn ends (an extra turn or not, and
 * the mover's new memory). The solvers' plans ({@link Planner}), the outcomes the fast optimal solve follows
 * ({@link OptimalByOutcomes}) and the pair evaluator's runs ({@link RunSweep}) walk their turns here.
 * {@link SampledGames} walks a turn of its own, for speed, and its games are tested equal to games walked here.
 *
 * <p>A walk is {@link #start started} once per turn and then asked once per outcome: the lookups' parts that stay the
 * same over the outcomes (everything but the points, the outcome code and the scores after the turn) are worked out
 * at the start, and a step that reads none of what changes is looked up once there. Not thread-safe: each thread walks
 * its own, reused from turn to turn.
 */
final class TurnWalk {
    private static final double[] CERTAIN = {1.0};

    private final int goal;
    private final TurnTables turn;
    private final TurnTables.Step sides;
    private final TurnTables.Step zero;
    /** The steps after the roll, their tables and strides at hand: the inner loops of the solvers read them. */
    private final int[] bonuses;
    private final int bonusByPoints;
    private final int[] scores;
    private final int afterByPoints;
    private final int[] ends;
    private final int endByScore;
    private final int endByOpponent;
    private final int endByPoints;
    /** Whether the end of a turn depends on what the roll scored, so that it is looked up for every outcome. */
    private final boolean endVaries;
    private final TurnTables.Step bonus;
    private final TurnTables.Step after;
    private final TurnTables.Step next;
    /** The points of a turn of no dice, as a roll of one certain score: {@code noDice[points] = {points}}. */
    private final int[][] noDice;
    /** The outcome code of a turn of no dice, likewise: {@code noDiceCode[points] = {code}}. */
    private final int[][] noDiceCode;

    /** The roll of the turn {@link #startRoll started}: per outcome, its points, its code and its chance. */
    int[] points;
    int[] codes;
    double[] chance;
    /** Where the turn started lands before its points and the bonus that depends on them. */
    private int landFrom;
    private int bonusAt;
    private int nextAt;
    private int fixedEnd;

    TurnWalk(TurnTables turn) {
        this.turn = turn;
        this.goal = turn.goal;
        this.sides = turn.sides;
        this.zero = turn.zero;
        this.bonus = turn.bonus;
        this.after = turn.after;
        this.next = turn.next;
        this.bonuses = bonus.values;
        this.bonusByPoints = bonus.points;
        this.scores = after.values;
        this.afterByPoints = after.points;
        this.ends = next.values;
        this.endByScore = next.score;
        this.endByOpponent = next.opponent;
        this.endByPoints = next.points;
        this.endVaries = (endByScore | endByOpponent | endByPoints) != 0;
        this.noDice = certain(IntStream.range(0, turn.noDiceCode.length).toArray());
        this.noDiceCode = certain(turn.noDiceCode);
    }

    /** Each value as the one outcome of a certain roll: {@code certain(values)[i] = {values[i]}}. */
    private static int[][] certain(int[] values) {
        int[][] each = new int[values.length][];
        for (int i = 0; i < values.length; i++) {
            each[i] = new int[] {values[i]};
        }
        return each;
    }

    /**
     * Starts a turn of {@code dice} dice from a state, given as the mover sees it, and finds its roll: the die size's
     * roll of that many dice, or the one certain outcome of no dice or a move; {@code dice} is a choice code.
     */
    void startRoll(int score, int opponent, int mine, int theirs, int number, int kind, int dice) {
        if (!turn.rolls(dice)) {
            int scored = noRollPoints(score, opponent, mine, theirs, number, kind, dice);
            points = noDice[scored];
            codes = noDiceCode[scored];
            chance = CERTAIN;
        } else {
            int size = dieSize(score, opponent, mine, theirs, number, kind, dice);
            points = turn.rollPoints[size][dice];
            codes = turn.rollCode[size][dice];
            chance = turn.rollChance[size][dice];
        }
        start(score, opponent, mine, theirs, number, kind, dice);
    }

    /** The die size of a roll of {@code dice} dice in a state: its code in the tables. */
    int dieSize(int score, int opponent, int mine, int theirs, int number, int kind, int dice) {
        return sides.values[sides.at(score, opponent, dice, 0, number, kind, mine, theirs)];
    }

    /** The points of no dice in a state. */
    int zeroDicePoints(int score, int opponent, int mine, int theirs, int number, int kind) {
        return noRollPoints(score, opponent, mine, theirs, number, kind, 0);
    }

    /** The points of a choice that rolls nothing, by its code (no dice, or a move), in a state. */
    int noRollPoints(int score, int opponent, int mine, int theirs, int number, int kind, int code) {
        return zero.values[zero.at(score, opponent, code, 0, number, kind, mine, theirs)];
    }

    /** The outcome of a turn of no dice that scores these points, as one certain outcome: its points. */
    int[] noDicePoints(int scored) {
        return noDice[scored];
    }

    /** The outcome of a turn of no dice that scores these points, as one certain outcome: its code. */
    int[] noDiceCodes(int scored) {
        return noDiceCode[scored];
    }

    /**
     * Starts a turn of {@code dice} dice from a state, for outcomes the caller gives. Most rules read less than they
     * could: a bonus that does not depend on the points, an end of the turn that depends on nothing. Those lookups are
     * made once here rather than for every outcome.
     */
    void start(int score, int opponent, int mine, int theirs, int number, int kind, int dice) {
        bonusAt = bonus.at(score, opponent, dice, 0, number, kind, mine, theirs);
        landFrom = after.at(0, opponent, dice, 0, number, kind, mine, theirs) + score
                + (bonusByPoints == 0 ? bonuses[bonusAt] : 0);
        nextAt = next.at(0, 0, dice, 0, number, kind, mine, theirs);
        fixedEnd = ends[nextAt];
    }

    /**
     * Where an outcome of the turn leads: the place of the scores after the turn, the mover's then the opponent's,
     * in {@link #scores()}. The points and the bonus are added to the mover's score, then the after-turn rules apply.
     */
    int landing(int scored, int code) {
        int raised = landFrom + scored + (bonusByPoints == 0 ? 0 : bonuses[bonusAt + code * bonusByPoints]);
        return (raised + code * afterByPoints) * 2;
    }

    /** The scores after the turns, at the places {@link #landing} gives: the mover's, then the opponent's. */
    int[] scores() {
        return scores;
    }

    /** Whether scores after a turn end the game. */
    boolean ends(int newScore, int newOpponent) {
        return newScore >= goal || newOpponent >= goal;
    }

    /**
     * How a turn that leaves these scores and did not end the game ends: {@code memory << 1 | extra}, the mover's new
     * memory and 1 for an extra turn.
     */
    int end(int newScore, int newOpponent, int code) {
        return endVaries ? ends[nextAt + newScore * endByScore + newOpponent * endByOpponent + code * endByPoints]
                : fixedEnd;
    }
}
