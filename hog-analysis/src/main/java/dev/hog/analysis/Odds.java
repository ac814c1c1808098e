package dev.hog.analysis;

import dev.hog.api.API;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.game.Transition;

/**
 * A player's exact chance of winning from any state of a game, playing its best against a given opponent: the value
 * of every state of the {@linkplain Solver#bestResponse best response}, and of every choice of dice from it. What a
 * live odds panel shows: the chance from here, the chance each number of dice leaves, and the best one.
 *
 * <p>Immutable and thread-safe; it holds two values per state the rules tell apart (about 30 MB for su20 with Feral
 * Hogs).
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class Odds {
    private final GameDefinition rules;
    private final Strategy opponent;
    private final StateSpace space;
    /** The player's chance in each state where it moves, by the index of the state from its side. */
    private final double[] moving;
    /** The player's chance in each state where the opponent moves, by the index of the state from the opponent's. */
    private final double[] waiting;
    private final StrategyTable best;

    Odds(GameDefinition rules, Strategy opponent, StateSpace space, double[] moving, double[] waiting,
            StrategyTable best) {
        this.rules = rules;
        this.opponent = opponent;
        this.space = space;
        this.moving = moving;
        this.waiting = waiting;
        this.best = best;
    }

    /**
     * The chance that a player, playing its best from here on, beats the opponent.
     *
     * @param state a state of the game
     * @param player the player who plays its best, 0 or 1; the other plays the opponent's strategy
     * @return the chance, 1 or 0 (or one half for a tie) once the game is over
     */
    public double chance(GameState state, int player) {
        if (rules.isOver(state)) {
            return state.scores().outcome(player).value();
        }
        int index = space.at(state);
        return state.mover() == player ? moving[index] : waiting[index];
    }

    /**
     * The chance that the mover, rolling this many dice now and playing its best afterwards, beats the opponent.
     *
     * @param state a state of the game where the player who plays its best moves
     * @param dice the number of dice, from 0 to the most, or a move's number
     * @return the chance
     * @throws dev.hog.api.HogException if the number of dice is out of range, or the rules do not allow it now
     *     ({@link GameDefinition#allows})
     */
    public double chanceAfter(GameState state, int dice) {
        double chance = 0;
        for (Transition next : rules.transitions(state, dice)) {
            chance += next.probability() * chance(next.state(), state.mover());
        }
        return chance;
    }

    /**
     * The choice that gives the mover the best chance: a number of dice, or a move's number.
     *
     * @param state a state of the game where the player who plays its best moves
     * @return the number of dice
     */
    public int best(GameState state) {
        return best.numRolls(state);
    }

    /** The player's chance in each state where it moves, by the state's number: the array itself, not to be written. */
    double[] moving() {
        return moving;
    }

    /** The player's chance in each state where the opponent moves, by the state's number seen from the opponent. */
    double[] waiting() {
        return waiting;
    }

    /**
     * The game.
     *
     * @return the rules and goal
     */
    public GameDefinition rules() {
        return rules;
    }

    /**
     * The opponent the chances are against.
     *
     * @return the opponent's strategy
     */
    public Strategy opponent() {
        return opponent;
    }

    /**
     * The best response itself.
     *
     * @return the strategy the chances assume
     */
    public StrategyTable strategy() {
        return best;
    }
}
