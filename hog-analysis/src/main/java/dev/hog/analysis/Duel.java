package dev.hog.analysis;

import java.util.Arrays;
import java.util.Objects;

/**
 * A game between A and B, each playing fixed choices, valued as A's chance of winning: one table for A to move, one for
 * B to move. The states of one pair of scores are solved at a time, with A and with B to move; the {@link Solver}
 * sweeps it over the pairs. (The best response to fixed choices is {@link OptimalByPlans#bestResponse}'s.)
 */
final class Duel implements LayerSweep.PairBody {
    private final TurnTables turn;
    final double[] valueA;
    final double[] valueB;
    final Planner planner;
    /** A to move, then B. */
    private final Seat[] seats;
    private final ThreadLocal<Work> work;

    /** One player to move: whose chances are read and written, and the player's choices. */
    private static final class Seat {
        final boolean moverIsA;
        /** A's chances with this player to move, and with the other. */
        final double[] moving;
        final double[] waiting;
        /** The mover's choice codes. */
        final byte[] choices;

        Seat(boolean moverIsA, double[] moving, double[] waiting, byte[] choices) {
            this.moverIsA = moverIsA;
            this.moving = moving;
            this.waiting = waiting;
            this.choices = choices;
        }
    }

    /**
     * One thread's place in the game (the pair of scores, turn number, kind of turn and opponent's memory it solves)
     * and its plans, which plans are laid out there, and what each is worth.
     */
    private static final class Work {
        final Plan[] plans;
        final boolean[] laid;
        final double[] valued;
        int score;
        int opponent;
        int number;
        int kind;
        int theirs;

        Work(Plan[] plans, double[] valued) {
            this.plans = plans;
            this.laid = new boolean[plans.length];
            this.valued = valued;
        }
    }

    Duel(TurnTables turn, byte[] choicesA, byte[] choicesB, SumChanges sums) {
        this.turn = turn;
        this.valueA = new double[turn.states()];
        this.valueB = new double[turn.states()];
        this.planner = new Planner(turn, sums, false);
        this.seats = new Seat[] {new Seat(true, valueA, valueB, Objects.requireNonNull(choicesA)),
                new Seat(false, valueB, valueA, Objects.requireNonNull(choicesB))};
        this.work = ThreadLocal.withInitial(() -> new Work(planner.plans(), planner.scratch()));
    }

    /** A's win rates from the start, moving first and moving second, once the duel is solved. */
    ExactWinRate winRate() {
        StateSpace space = turn.space;
        int start = index(0, 0, space.initialMemory(), space.initialMemory(), 0, 0);
        return ExactWinRate.of(valueA[start], valueB[start]);
    }

    /**
     * Solves the states of one pair of scores, with A and with B to move. Plans are laid out as the choices ask for
     * them, once per turn number and kind of turn (and opponent's memory, if the rules read it); a plan serves both
     * players, who play the same rules.
     */
    @Override
    public void solve(int score, int opponent) {
        StateSpace space = turn.space;
        Work work = this.work.get();
        work.score = score;
        work.opponent = opponent;
        for (int number = 0; number < space.turnPeriod(); number++) {
            work.number = number;
            for (int kind = 0; kind < space.extras(); kind++) {
                work.kind = kind;
                for (int theirs = 0; theirs < space.memorySize(); theirs++) {
                    work.theirs = theirs;
                    if (theirs == 0 || turn.readsOpponentMemory) {
                        Arrays.fill(work.laid, false);
                    }
                    for (Seat seat : seats) {
                        solveSeat(work, seat);
                    }
                }
            }
        }
    }

    /** Solves every memory of the mover in the work's place, with this seat to move. */
    private void solveSeat(Work work, Seat seat) {
        Arrays.fill(work.valued, Double.NaN);
        for (int mine = 0; mine < turn.space.memorySize(); mine++) {
            int index = index(work.score, work.opponent, mine, work.theirs, work.number, work.kind);
            seat.moving[index] = valued(work, seat, mine, seat.choices[index]);
        }
    }

    /** A's chance when the mover rolls {@code dice} dice: one plan per group of memories, laid out when first asked. */
    private double valued(Work work, Seat seat, int mine, int dice) {
        int group = turn.memoryClass[dice][mine];
        int slot = dice * turn.maxClasses + group;
        if (Double.isNaN(work.valued[slot])) {
            if (!work.laid[slot]) {
                planner.plan(work.plans[slot], work.score, work.opponent, turn.classMemory[dice][group], work.theirs,
                        work.number, work.kind, dice);
                work.laid[slot] = true;
            }
            work.valued[slot] = work.plans[slot].duel(seat.moverIsA, seat.moving, seat.waiting, work.theirs);
        }
        return work.valued[slot];
    }

    private int index(int score, int opponent, int mine, int theirs, int number, int kind) {
        return turn.space.at(score, opponent, mine, theirs, number, kind);
    }
}
