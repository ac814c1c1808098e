package dev.hog.analysis;

import dev.hog.api.GameState;
import dev.hog.api.HogException;
import dev.hog.api.Strategy;

/**
 * A strategy's choice in every state the solver tells apart, asked once each and checked.
 *
 * <p>The solver keeps the turn number only modulo the rules' period, and whether a turn is an extra turn only if a
 * rule reads it. A strategy that reads more than that cannot be evaluated exactly, so each state is also asked as
 * another state the rules cannot tell apart from it (a turn one period later, and the other kind of turn when the
 * rules ignore extra turns), and a different answer is an error that says so, rather than a wrong figure.
 */
final class Choices {
    private Choices() {
    }

    static byte[] of(TurnTables turn, Strategy strategy) {
        Layout layout = turn.layout;
        int maxDice = turn.maxDice;
        byte[] choices = new byte[turn.states()];
        for (int index = 0; index < choices.length; index++) {
            GameState state = layout.state(index);
            int dice = strategy.numRolls(state);
            if (dice < 0 || dice > maxDice) {
                throw new HogException("Strategy " + strategy + " chose " + dice + " dice at scores "
                        + state.score0() + " and " + state.score1() + "; a strategy must choose from 0 to " + maxDice
                        + " dice");
            }
            GameState alike = new GameState(state.score0(), state.score1(), 0, state.turn() + layout.period(),
                    layout.extras() == 1 != state.extraTurn(), state.memory0(), state.memory1());
            int again = strategy.numRolls(alike);
            if (again != dice) {
                throw new HogException("Strategy " + strategy + " chose " + dice + " and " + again + " dice at scores "
                        + state.score0() + " and " + state.score1() + " on turns " + state.turn() + " and "
                        + alike.turn() + (alike.extraTurn() == state.extraTurn() ? "" : ", one an extra turn")
                        + ", which the rules cannot tell apart; the exact solver keeps only what the rules read, so it"
                        + " cannot evaluate this strategy: simulate it instead");
            }
            choices[index] = (byte) dice;
        }
        return choices;
    }
}
