package dev.hog.analysis;

/**
 * The optimal strategy of any game, one pair of scores at a time: for each turn number and kind of turn, each number
 * of dice and each group of the mover's memories that behave alike, the turn is laid out once as a {@link Plan} and
 * valued for every memory of the opponent at once; each of the mover's memories then takes its best. Fills the values
 * and choices it is given, numbered {@link StateSpace#inSolveOrder in the solve's order}, in which the values a turn
 * leads to, one per memory of the player who waits, are side by side; the {@link Solver} sweeps it over the pairs.
 */
final class OptimalByPlans implements LayerSweep.PairBody {
    private final Planner planner;
    private final TurnTables turn;
    private final double[] value;
    private final byte[] policy;
    /** Per number of dice, its usual group ({@link TurnTables#usualClass}). */
    private final int[] usual;
    /**
     * Per memory of the mover, the numbers of dice whose group for it is not their usual one (Feral Hogs: those 2
     * away), as a mask of bits; null where the choices go memory by memory through every number of dice.
     */
    private final long[] unusual;
    /**
     * The unusual numbers of dice of memory {@code mine}, from {@code unusualFrom[mine]} to
     * {@code unusualFrom[mine + 1]}: each number of dice, in increasing order, and its plan for the memory.
     */
    private final int[] unusualFrom;
    private final int[] unusualDice;
    private final int[] unusualPlan;
    /**
     * The optimal solve's body.
     *
     * @param planner a planner {@link Planner#Planner in the solve's order}
     * @param value the values, filled in the solve's order
     * @param policy the choices, filled in the solve's order; null to keep none
     */
    OptimalByPlans(Planner planner, double[] value, byte[] policy) {
        this(planner, value, policy, true);
    }

    /**
     * The optimal solve's body, choosing by ranking the usual values where it pays if {@code rank}, else always memory
     * by memory through every number of dice: the same choices either way.
     */
    OptimalByPlans(Planner planner, double[] value, byte[] policy, boolean rank) {
        this.planner = planner;
        this.turn = planner.turn;
        this.value = value;
        this.policy = policy;
        int memories = turn.space.memorySize();
        this.usual = turn.usualClass;
        long[] masks = new long[memories];
        RunSweep.Ints dice = new RunSweep.Ints(memories);
        RunSweep.Ints plans = new RunSweep.Ints(memories);
        this.unusualFrom = new int[memories + 1];
        int most = 0;
        for (int mine = 0; mine < memories; mine++) {
            unusualFrom[mine] = dice.size();
            for (int d = 0; d < turn.choiceCount; d++) {
                int group = turn.memoryClass[d][mine];
                if (group != usual[d]) {
                    masks[mine] |= 1L << d;
                    dice.add(d);
                    plans.add(d * turn.maxClasses + group);
                }
            }
            most = Math.max(most, dice.size() - unusualFrom[mine]);
        }
        unusualFrom[memories] = dice.size();
        this.unusualDice = dice.toArray();
        this.unusualPlan = plans.toArray();
        // Ranking the usual values pays where few numbers of dice are unusual for any memory and no rule forbids.
        boolean ranked = rank && turn.legal == null && most <= RANKED && turn.choiceCount < Long.SIZE;
        this.unusual = ranked ? masks : null;
    }

    /** At most this many unusual numbers of dice per memory, the choices rank the three best usual values. */
    private static final int RANKED = 2;
    /** A rank not yet taken: worth less than any chance, and a number of dice no memory finds unusual. */
    private static final int NO_DICE = Long.SIZE - 1;

    /** Whether the choices rank the usual values. */
    boolean ranks() {
        return unusual != null;
    }

    /** Solves the states of one pair of scores. */
    @Override
    public void solve(int score, int opponent) {
        StateSpace space = turn.space;
        Plan[] plans = planner.plans();
        double[] scratch = planner.scratch();
        int memories = space.memorySize();
        for (int number = 0; number < space.turnPeriod(); number++) {
            for (int kind = 0; kind < space.extras(); kind++) {
                if (!turn.readsOpponentMemory) {
                    // The plans are the same for every memory of the opponent: valued for all of them at once.
                    lay(plans, score, opponent, number, kind, 0);
                    valueEach(plans, scratch, memories);
                    for (int theirs = 0; theirs < memories; theirs++) {
                        chooseEach(scratch, score, opponent, number, kind, theirs);
                    }
                    continue;
                }
                for (int theirs = 0; theirs < memories; theirs++) {
                    lay(plans, score, opponent, number, kind, theirs);
                    valueOne(plans, scratch, theirs);
                    chooseEach(scratch, score, opponent, number, kind, theirs);
                }
            }
        }
    }

    private void lay(Plan[] plans, int score, int opponent, int number, int kind, int theirs) {
        int classes = turn.maxClasses;
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            int[] representatives = turn.classMemory[dice];
            for (int c = 0; c < representatives.length; c++) {
                planner.plan(plans[dice * classes + c], score, opponent, representatives[c], theirs, number, kind,
                        dice);
            }
        }
    }

    /** Values every plan for every memory of the opponent. */
    private void valueEach(Plan[] plans, double[] scratch, int memories) {
        int classes = turn.maxClasses;
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            for (int c = 0; c < turn.classMemory[dice].length; c++) {
                int plan = dice * classes + c;
                plans[plan].symmetricEach(value, scratch, plan * memories, memories);
            }
        }
    }

    /** Values every plan, laid out for one memory of the opponent, for that memory. */
    private void valueOne(Plan[] plans, double[] scratch, int theirs) {
        int classes = turn.maxClasses;
        int memories = turn.space.memorySize();
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            for (int c = 0; c < turn.classMemory[dice].length; c++) {
                int plan = dice * classes + c;
                scratch[plan * memories + theirs] = plans[plan].symmetric(value, theirs);
            }
        }
    }

    /** Each of the mover's memories takes the number of dice of highest value, the fewest among equals. */
    private void chooseEach(double[] scratch, int score, int opponent, int number, int kind, int theirs) {
        if (unusual != null) {
            chooseRanked(scratch, score, opponent, number, kind, theirs);
            return;
        }
        int classes = turn.maxClasses;
        int memories = turn.space.memorySize();
        int first = turn.space.inSolveOrder(score, opponent, 0, theirs, number, kind);
        for (int mine = 0; mine < memories; mine++) {
            double best = -1;
            int bestDice = -1;
            for (int dice = 0; dice < turn.choiceCount; dice++) {
                double expected = scratch[(dice * classes + turn.memoryClass[dice][mine]) * memories + theirs];
                if (expected > best && turn.allows(score, opponent, dice, number, kind, mine, theirs)) {
                    best = expected;
                    bestDice = dice;
                }
            }
            if (bestDice < 0) {
                throw noLegalChoice(turn, turn.space.at(score, opponent, mine, theirs, number, kind));
            }
            value[first + mine] = best;
            if (policy != null) {
                policy[first + mine] = (byte) bestDice;
            }
        }
    }

    /**
     * The same choices, from the numbers of dice ranked once by their usual group's value: a memory takes the first
     * that is not unusual for it, unless one of its few unusual numbers of dice is worth more (or as much, with fewer
     * dice). The ranking keeps one more than any memory's unusual numbers, so one is always left.
     */
    private void chooseRanked(double[] scratch, int score, int opponent, int number, int kind, int theirs) {
        int classes = turn.maxClasses;
        int memories = turn.space.memorySize();
        // The three best usual values and their numbers of dice, without branches the values decide.
        double value0 = -1;
        double value1 = -1;
        double value2 = -1;
        int dice0 = NO_DICE;
        int dice1 = NO_DICE;
        int dice2 = NO_DICE;
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            double expected = scratch[(dice * classes + usual[dice]) * memories + theirs];
            // Fewer dice come first, so a later number of dice ranks above another only if worth more.
            boolean above0 = expected > value0;
            boolean above1 = expected > value1;
            boolean above2 = expected > value2;
            value2 = above1 ? value1 : above2 ? expected : value2;
            dice2 = above1 ? dice1 : above2 ? dice : dice2;
            value1 = above0 ? value0 : above1 ? expected : value1;
            dice1 = above0 ? dice0 : above1 ? dice : dice1;
            value0 = above0 ? expected : value0;
            dice0 = above0 ? dice : dice0;
        }
        int first = turn.space.inSolveOrder(score, opponent, 0, theirs, number, kind);
        long[] masks = unusual;
        for (int mine = 0; mine < memories; mine++) {
            long mask = masks[mine];
            boolean usual0 = (mask >>> dice0 & 1) == 0;
            boolean usual1 = (mask >>> dice1 & 1) == 0;
            double best = usual0 ? value0 : usual1 ? value1 : value2;
            int bestDice = usual0 ? dice0 : usual1 ? dice1 : dice2;
            for (int u = unusualFrom[mine], end = unusualFrom[mine + 1]; u < end; u++) {
                double expected = scratch[unusualPlan[u] * memories + theirs];
                int dice = unusualDice[u];
                boolean better = expected > best | expected == best & dice < bestDice;
                best = better ? expected : best;
                bestDice = better ? dice : bestDice;
            }
            value[first + mine] = best;
            if (policy != null) {
                policy[first + mine] = (byte) bestDice;
            }
        }
    }

    /** The error for a state where the choice rules allow no number of dice. */
    static RuntimeException noLegalChoice(TurnTables turn, int index) {
        return turn.kernel.noLegalChoice("at " + turn.space.state(index));
    }
}
