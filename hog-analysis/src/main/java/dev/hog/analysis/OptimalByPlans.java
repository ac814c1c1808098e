package dev.hog.analysis;

/**
 * The optimal strategy of any game, one pair of scores at a time: for each turn number and kind of turn, each number
 * of dice and each group of the mover's memories that behave alike, the turn is laid out once as a {@link Plan}; each
 * of the opponent's memories then values it with plain loads, and each of the mover's memories takes its best. Fills
 * the values and choices it is given; the {@link Solver} sweeps it over the pairs.
 */
final class OptimalByPlans implements LayerSweep.PairBody {
    private final Planner planner;
    private final TurnTables turn;
    private final double[] value;
    private final byte[] policy;

    OptimalByPlans(Planner planner, double[] value, byte[] policy) {
        this.planner = planner;
        this.turn = planner.turn;
        this.value = value;
        this.policy = policy;
    }

    /** Solves the states of one pair of scores. */
    @Override
    public void solve(int score, int opponent) {
        StateSpace space = turn.space;
        Plan[] plans = planner.plans();
        double[] scratch = planner.scratch();
        for (int number = 0; number < space.turnPeriod(); number++) {
            for (int kind = 0; kind < space.extras(); kind++) {
                for (int theirs = 0; theirs < space.memorySize(); theirs++) {
                    // The plans hold the opponent's memory apart but where the rules read it.
                    if (theirs == 0 || turn.readsOpponentMemory) {
                        lay(plans, score, opponent, number, kind, theirs);
                    }
                    valueEach(plans, scratch, theirs);
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

    private void valueEach(Plan[] plans, double[] scratch, int theirs) {
        int classes = turn.maxClasses;
        for (int dice = 0; dice < turn.choiceCount; dice++) {
            for (int c = 0; c < turn.classMemory[dice].length; c++) {
                scratch[dice * classes + c] = plans[dice * classes + c].symmetric(value, theirs);
            }
        }
    }

    /** Each of the mover's memories takes the number of dice of highest value, the fewest among equals. */
    private void chooseEach(double[] scratch, int score, int opponent, int number, int kind, int theirs) {
        int classes = turn.maxClasses;
        for (int mine = 0; mine < turn.space.memorySize(); mine++) {
            double best = -1;
            int bestDice = -1;
            for (int dice = 0; dice < turn.choiceCount; dice++) {
                double expected = scratch[dice * classes + turn.memoryClass[dice][mine]];
                if (expected > best && turn.allows(score, opponent, dice, number, kind, mine, theirs)) {
                    best = expected;
                    bestDice = dice;
                }
            }
            int index = index(score, opponent, mine, theirs, number, kind);
            if (bestDice < 0) {
                throw noLegalChoice(turn, index);
            }
            value[index] = best;
            policy[index] = (byte) bestDice;
        }
    }

    private int index(int score, int opponent, int mine, int theirs, int number, int kind) {
        return turn.space.at(score, opponent, mine, theirs, number, kind);
    }

    /** The error for a state where the choice rules allow no number of dice. */
    static RuntimeException noLegalChoice(TurnTables turn, int index) {
        return turn.kernel.noLegalChoice("at " + turn.space.state(index));
    }
}
