package dev.hog.analysis;

/**
 * How often a game between two fixed strategies reaches each state the solver tells apart, passed on from the start
 * along each turn's outcomes in increasing sum of the scores: the chance of each state, when every turn raises the sum
 * so that no state comes back. Each turn is laid out as the solver lays it out ({@link Planner}), and the visits are
 * kept over the solver's states rather than over states made one by one: what {@link GameChain} finds by playing each
 * outcome through the rules, for the states and the choices alone.
 */
final class Visits {
    private Visits() {
    }

    /**
     * The expected visits of every state, by its number in the space, with the first player to move there and with the
     * second; or null for a game that this pass does not serve: some turn keeps the sum of the scores, so that a state
     * can come back, or grants an extra turn the space does not tell apart from another.
     *
     * @param turn the game's tables
     * @param first the first player's choice code in every state
     * @param second the second player's
     * @return the first player's visits and the second's, each indexed by the state seen from its mover
     */
    static double[][] between(TurnTables turn, byte[] first, byte[] second) {
        StateSpace space = turn.space;
        SumChanges sums = new SumChanges();
        Planner planner = new Planner(turn, sums, false);
        Plan plan = planner.plans()[0];
        SumChanges.Note note = sums.mine();
        double[][] visits = {new double[turn.states()], new double[turn.states()]};
        byte[][] choices = {first, second};
        int initial = space.initialMemory();
        visits[0][space.at(0, 0, initial, initial, 0, 0)] = 1;
        int passedByTheirs = space.stride(StateSpace.Part.MEMORY);
        int keptByTheirs = space.stride(StateSpace.Part.OPPONENT_MEMORY);
        int goal = space.goal();
        for (int sum = 0; sum <= 2 * goal - 2; sum++) {
            for (int score = Math.max(0, sum - goal + 1); score <= Math.min(sum, goal - 1); score++) {
                int opponent = sum - score;
                for (int mine = 0; mine < space.memorySize(); mine++) {
                    for (int theirs = 0; theirs < space.memorySize(); theirs++) {
                        for (int number = 0; number < space.turnPeriod(); number++) {
                            for (int kind = 0; kind < space.extras(); kind++) {
                                int index = space.at(score, opponent, mine, theirs, number, kind);
                                for (int seat = 0; seat < 2; seat++) {
                                    double here = visits[seat][index];
                                    if (here == 0) {
                                        continue;
                                    }
                                    planner.plan(plan, score, opponent, mine, theirs, number, kind,
                                            choices[seat][index]);
                                    if (note.kept || plan.kept > 0 && space.extras() == 1) {
                                        return null;
                                    }
                                    double[] moving = visits[seat];
                                    for (int k = 0; k < plan.kept; k++) {
                                        moving[plan.keptAt[k] + theirs * keptByTheirs] += here * plan.keptChance[k];
                                    }
                                    double[] waiting = visits[1 - seat];
                                    for (int k = 0; k < plan.passed; k++) {
                                        waiting[plan.passingAt[k] + theirs * passedByTheirs] +=
                                                here * plan.passingChance[k];
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return visits;
    }
}
