package dev.hog.analysis;

/**
 * One number of dice rolled from one state, laid out for valuing: the chance that the turn ends the game and what
 * that is worth to the mover, and every other outcome as its chance and where its next state sits, but for the
 * opponent's memory, whose part of the index is added when the plan is valued. The outcomes that keep the mover
 * (an extra turn) are apart from those that pass the turn. Laid out by {@link Planner}; reused from state to state by
 * one thread.
 */
final class Plan {
    double ended;
    double won;
    int kept;
    int passed;
    double passedChance;
    final double[] keptChance;
    final int[] keptAt;
    final double[] passingChance;
    final int[] passingAt;
    /** What the turns laid out by the thread that owns this plan did to the sum of the scores. */
    final SumChanges.Note sums;
    /** The walk that lays the plan out: the thread's own, shared by its plans. */
    final TurnWalk walk;
    private final int keptByTheirs;
    private final int passedByTheirs;

    Plan(int outcomes, StateSpace space, SumChanges.Note sums, TurnWalk walk, boolean solveOrder) {
        keptChance = new double[outcomes];
        keptAt = new int[outcomes];
        passingChance = new double[outcomes];
        passingAt = new int[outcomes];
        this.sums = sums;
        this.walk = walk;
        keptByTheirs = solveOrder ? space.memorySize() : space.stride(StateSpace.Part.OPPONENT_MEMORY);
        passedByTheirs = solveOrder ? 1 : space.stride(StateSpace.Part.MEMORY);
    }

    /** The mover's chance, when both play the values of {@code value}, the mover's chances in every state. */
    double symmetric(double[] value, int theirs) {
        double total = won + passedChance;
        int keep = theirs * keptByTheirs;
        for (int k = 0; k < kept; k++) {
            total += keptChance[k] * value[keptAt[k] + keep];
        }
        int pass = theirs * passedByTheirs;
        for (int k = 0; k < passed; k++) {
            total -= passingChance[k] * value[passingAt[k] + pass];
        }
        return total;
    }

    /**
     * The mover's chance for every memory of the opponent at once, as {@link #symmetric} gives each: into
     * {@code chances} from {@code at}, one per memory. Each memory's sum is added up in the same order as there, to the
     * same bits; the memories side by side, so that their sums need not wait for each other, and, in
     * {@link StateSpace#inSolveOrder the solve's order}, each passing outcome reads the values it leads to one after
     * another.
     */
    void symmetricEach(double[] value, double[] chances, int at, int memories) {
        int theirs = passingEach(won + passedChance, -1, value, chances, at, memories);
        for (; theirs < memories; theirs++) {
            chances[at + theirs] = symmetric(value, theirs);
        }
    }

    /**
     * Player A's chance in a duel for every memory of the opponent at once, as {@link #duel} gives each, to the same
     * bits, as {@link #symmetricEach} does.
     */
    void duelEach(boolean moverIsA, double[] moving, double[] waiting, double[] chances, int at, int memories) {
        int theirs = passingEach(moverIsA ? won : ended - won, 1, waiting, chances, at, memories);
        for (; theirs < memories; theirs++) {
            chances[at + theirs] = duel(moverIsA, moving, waiting, theirs);
        }
    }

    /**
     * Where no outcome keeps the mover and the memories of the player who waits are side by side: from {@code start},
     * each passing outcome's chance times {@code sign} times the value it reads, for every memory from 0 by eight, then
     * four, then two at a time, each sum in a register, so that the sums need not wait for each other. Adding the
     * chance times -1 gives the bits of subtracting it. Answers the first memory left to sum one by one.
     */
    private int passingEach(double start, double sign, double[] values, double[] chances, int at, int memories) {
        if (kept != 0 || passedByTheirs != 1) {
            return 0;
        }
        int theirs = 0;
        for (; theirs + 8 <= memories; theirs += 8) {
            double sum0 = start;
            double sum1 = start;
            double sum2 = start;
            double sum3 = start;
            double sum4 = start;
            double sum5 = start;
            double sum6 = start;
            double sum7 = start;
            for (int k = 0; k < passed; k++) {
                double chance = sign * passingChance[k];
                int from = passingAt[k] + theirs;
                sum0 += chance * values[from];
                sum1 += chance * values[from + 1];
                sum2 += chance * values[from + 2];
                sum3 += chance * values[from + 3];
                sum4 += chance * values[from + 4];
                sum5 += chance * values[from + 5];
                sum6 += chance * values[from + 6];
                sum7 += chance * values[from + 7];
            }
            chances[at + theirs] = sum0;
            chances[at + theirs + 1] = sum1;
            chances[at + theirs + 2] = sum2;
            chances[at + theirs + 3] = sum3;
            chances[at + theirs + 4] = sum4;
            chances[at + theirs + 5] = sum5;
            chances[at + theirs + 6] = sum6;
            chances[at + theirs + 7] = sum7;
        }
        for (; theirs + 4 <= memories; theirs += 4) {
            double sum0 = start;
            double sum1 = start;
            double sum2 = start;
            double sum3 = start;
            for (int k = 0; k < passed; k++) {
                double chance = sign * passingChance[k];
                int from = passingAt[k] + theirs;
                sum0 += chance * values[from];
                sum1 += chance * values[from + 1];
                sum2 += chance * values[from + 2];
                sum3 += chance * values[from + 3];
            }
            chances[at + theirs] = sum0;
            chances[at + theirs + 1] = sum1;
            chances[at + theirs + 2] = sum2;
            chances[at + theirs + 3] = sum3;
        }
        for (; theirs + 2 <= memories; theirs += 2) {
            double sum0 = start;
            double sum1 = start;
            for (int k = 0; k < passed; k++) {
                double chance = sign * passingChance[k];
                int from = passingAt[k] + theirs;
                sum0 += chance * values[from];
                sum1 += chance * values[from + 1];
            }
            chances[at + theirs] = sum0;
            chances[at + theirs + 1] = sum1;
        }
        return theirs;
    }

    /**
     * Player A's chance in a duel: {@code moving} holds A's chances with the mover to move again, {@code waiting}
     * with the other player to move.
     */
    double duel(boolean moverIsA, double[] moving, double[] waiting, int theirs) {
        double total = moverIsA ? won : ended - won;
        int keep = theirs * keptByTheirs;
        for (int k = 0; k < kept; k++) {
            total += keptChance[k] * moving[keptAt[k] + keep];
        }
        int pass = theirs * passedByTheirs;
        for (int k = 0; k < passed; k++) {
            total += passingChance[k] * waiting[passingAt[k] + pass];
        }
        return total;
    }
}
