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
        double total = won + passedChance;
        int theirs = 0;
        if (kept == 0 && passedByTheirs == 1) {
            // Four memories at a time, each sum in a register: four sums that need not wait for each other.
            for (; theirs + 4 <= memories; theirs += 4) {
                double sum0 = total;
                double sum1 = total;
                double sum2 = total;
                double sum3 = total;
                for (int k = 0; k < passed; k++) {
                    double chance = passingChance[k];
                    int from = passingAt[k] + theirs;
                    sum0 -= chance * value[from];
                    sum1 -= chance * value[from + 1];
                    sum2 -= chance * value[from + 2];
                    sum3 -= chance * value[from + 3];
                }
                chances[at + theirs] = sum0;
                chances[at + theirs + 1] = sum1;
                chances[at + theirs + 2] = sum2;
                chances[at + theirs + 3] = sum3;
            }
        }
        for (; theirs < memories; theirs++) {
            chances[at + theirs] = symmetric(value, theirs);
        }
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
