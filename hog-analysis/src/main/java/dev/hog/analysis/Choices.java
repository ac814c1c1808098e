package dev.hog.analysis;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.game.Transition;
import dev.hog.api.internal.TurnKernel;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;

/**
 * A strategy's choice in every state the solver tells apart, asked once each and checked.
 *
 * <p>Three ways, from the fastest: a {@link StrategyTable} that tells apart no more than the solver is read directly;
 * a strategy that does not override {@link Strategy#numRolls(GameState)} is, by {@link Strategy}'s contract, a
 * function of the two scores, asked once per pair of scores; any other strategy is asked in every state.
 *
 * <p>The solver keeps the turn number only modulo the rules' period, and whether a turn is an extra turn only if a
 * rule reads it. A strategy that reads more than that cannot be evaluated exactly, so in the last case every pair of
 * scores is also asked as another state the rules cannot tell apart from it (a turn one period later, and the other
 * kind of turn when the rules ignore extra turns), and a different answer is an error that says so, rather than a
 * wrong figure.
 */
final class Choices {
    private Choices() {
    }

    static byte[] of(TurnTables turn, Strategy strategy) {
        Strategy bound = forGame(strategy, turn.rules);
        return legal(turn, "Strategy " + bound, asked(turn, bound));
    }

    /**
     * The strategy to ask in a game, from {@link Strategy#forGame}: every place of the analysis that asks a strategy
     * binds it here, once per game, before the choices are tabulated or the games played.
     */
    static Strategy forGame(Strategy strategy, GameDefinition rules) {
        Strategy bound = strategy.forGame(rules);
        if (bound == null) {
            throw new HogException("Strategy " + strategy + " returned null from forGame(" + rules + "); it must"
                    + " return the strategy to ask in that game");
        }
        return bound;
    }

    private static byte[] asked(TurnTables turn, Strategy strategy) {
        StateSpace space = turn.space;
        if (strategy instanceof StrategyTable table && table.fitsWithin(space)) {
            return turn.codes(checked(table.choicesIn(space), strategy, turn));
        }
        if (strategy.readsOnlyScores()) {
            return byScores(turn, strategy);
        }
        byte[] choices = new byte[turn.states()];
        for (int index = 0; index < choices.length; index++) {
            GameState state = space.state(index);
            choices[index] = (byte) code(turn, strategy.numRolls(state), strategy, state);
            if (index % space.perPair() == 0) {
                checkAlike(strategy, state, turn.choiceOf(choices[index]), space);
            }
        }
        return choices;
    }

    /**
     * Checks that every choice is one the choice rules allow, in every state the solver tells apart: an exact
     * evaluation plays every state, so a strategy that makes a forbidden choice anywhere is refused, naming a state and
     * the rule. The state named is, when the search finds one, one a game reaches: the first forbidden choice met
     * following the strategy against itself from 0 to 0, nearest the start first. Else, one a game can begin in
     * (nothing remembered yet, turn 0); else the first in the solver's order, which a game may never reach, and the
     * message says which.
     */
    static byte[] legal(TurnTables turn, String who, byte[] choices) {
        if (turn.legal == null) {
            return choices;
        }
        int first = -1;
        int start = -1;
        for (int index = 0; index < choices.length && start < 0; index++) {
            if (!turn.allows(index, choices[index])) {
                first = first < 0 ? index : first;
                GameState state = turn.space.state(index);
                if (state.equals(turn.rules.state(state.score0(), state.score1(), 0))) {
                    start = index;
                }
            }
        }
        if (first < 0) {
            return choices;
        }
        GameState reached = reachedForbidden(turn, choices);
        if (reached != null) {
            throw forbidden(turn, who, reached, choices[turn.space.index(reached)], "reached when it plays itself"
                    + " from 0 to 0");
        }
        if (start >= 0) {
            throw forbidden(turn, who, turn.space.state(start), choices[start], "as at the start of a game");
        }
        throw forbidden(turn, who, turn.space.state(first), choices[first], "a state the solver tells apart, which"
                + " games may or may not reach");
    }

    /** How many states the search for a reachable forbidden choice visits before it gives up. */
    private static final int SEARCHED = 200_000;

    /**
     * The first state, breadth first from 0 to 0 with the strategy moving for both players, where its choice is
     * forbidden; {@code null} if none is met within {@value #SEARCHED} states.
     */
    private static GameState reachedForbidden(TurnTables turn, byte[] choices) {
        StateSpace space = turn.space;
        BitSet seen = new BitSet();
        ArrayDeque<GameState> waiting = new ArrayDeque<>();
        GameState start = turn.rules.start(0, 0);
        if (!turn.rules.isOver(start)) {
            waiting.add(start);
            seen.set(space.index(start));
        }
        for (int visited = 0; !waiting.isEmpty() && visited < SEARCHED; visited++) {
            GameState state = waiting.poll();
            int dice = turn.choiceOf(choices[space.index(state)]);
            if (!turn.rules.allows(state, dice)) {
                return state;
            }
            for (Transition transition : turn.rules.transitions(state, dice)) {
                GameState next = transition.state();
                if (!turn.rules.isOver(next) && !seen.get(space.index(next))) {
                    seen.set(space.index(next));
                    waiting.add(next);
                }
            }
        }
        return null;
    }

    private static Forbidden forbidden(TurnTables turn, String who, GameState state, int code, String which) {
        int dice = turn.choiceOf(code);
        String refusal = turn.rules.refusal(state, dice).orElse("the rules do not allow it");
        return new Forbidden(TurnKernel.forbidden(who, dice, " with " + turn.rules.describe(state) + " (" + which
                + ")", refusal, turn.rules.legalDice(state)) + "; exact analysis asks every state");
    }

    /** A strategy's choice that the rules do not allow in some state. */
    static final class Forbidden extends HogException {
        Forbidden(String message) {
            super(message);
        }
    }

    private static byte[] byScores(TurnTables turn, Strategy strategy) {
        StateSpace space = turn.space;
        int perPair = space.perPair();
        byte[] choices = new byte[turn.states()];
        for (int score = 0; score < space.goal(); score++) {
            for (int opponent = 0; opponent < space.goal(); opponent++) {
                int dice = strategy.numRolls(score, opponent);
                byte choice = (byte) code(turn, dice, strategy, GameState.ofCodes(score, opponent, 0, 0, false, 0, 0));
                int from = space.index(score, opponent, 0, 0, 0, false);
                Arrays.fill(choices, from, from + perPair, choice);
            }
        }
        return choices;
    }

    private static byte[] checked(byte[] choices, Strategy strategy, TurnTables turn) {
        for (int index = 0; index < choices.length; index++) {
            if (choices[index] > turn.maxDice || choices[index] < 0) {
                code(turn, choices[index], strategy, turn.space.state(index));
            }
        }
        return choices;
    }

    /** The choice code of a strategy's choice in a state; a choice the rules do not have is refused, in their words. */
    static int code(TurnTables turn, int dice, Strategy strategy, GameState state) {
        int code = turn.codeOf(dice);
        if (code < 0) {
            throw new HogException(turn.kernel.outOfRange("Strategy " + strategy, dice, " at scores " + state.score0()
                    + " and " + state.score1()));
        }
        return code;
    }

    private static void checkAlike(Strategy strategy, GameState state, int dice, StateSpace space) {
        GameState alike = GameState.ofCodes(state.score0(), state.score1(), 0, state.turn() + space.turnPeriod(),
                !space.extraTurns() != state.extraTurn(), state.memoryCode(0), state.memoryCode(1));
        int again = strategy.numRolls(alike);
        if (again != dice) {
            throw new HogException("Strategy " + strategy + " chose " + dice + " and " + again + " dice at scores "
                    + state.score0() + " and " + state.score1() + " on turns " + state.turn() + " and "
                    + alike.turn() + (alike.extraTurn() == state.extraTurn() ? "" : ", one an extra turn")
                    + ", which the rules cannot tell apart; the exact solver keeps only what the rules read, so it"
                    + " cannot evaluate this strategy: simulate it instead");
        }
    }
}
