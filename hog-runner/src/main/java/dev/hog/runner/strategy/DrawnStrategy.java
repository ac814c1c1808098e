package dev.hog.runner.strategy;

import dev.hog.analysis.StrategyTable;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import java.util.List;

/**
 * A strategy that chooses at random, known by independent draws of its choices: each draw is a table of one choice at
 * every pair of scores. A game of Hog reaches each pair of scores at most once for each player (the two scores only
 * add up to more from turn to turn), so playing one draw, chosen at random, for a whole game is playing the strategy
 * itself; the mean of the draws' exact win rates is its win rate, within what so many draws tell.
 *
 * <p>{@code compare} and {@code tournament} evaluate each draw, and {@code simulate} shares its games among them. Where
 * one table must stand for it, as in a single game, it plays its first draw.
 *
 * <p>Immutable and thread-safe.
 */
public final class DrawnStrategy implements Strategy {
    private final String name;
    private final List<StrategyTable> draws;
    private final String observed;

    /**
     * The draws of a random strategy.
     *
     * @param name the strategy's name, such as {@code python:hog.py}
     * @param draws its choices, drawn independently, at least two
     * @param observed how it was seen to choose at random, such as {@code chose 4, then 6 when asked twice at score
     *     12, opponent 40}
     * @throws IllegalArgumentException if there are fewer than two draws
     */
    public DrawnStrategy(String name, List<StrategyTable> draws, String observed) {
        if (draws.size() < 2) {
            throw new IllegalArgumentException("A random strategy is known by two draws or more, not " + draws.size());
        }
        this.name = name;
        this.draws = List.copyOf(draws);
        this.observed = observed;
    }

    /**
     * Its draws.
     *
     * @return the tables, each one draw of every choice
     */
    public List<StrategyTable> draws() {
        return draws;
    }

    /**
     * The tables a strategy plays as: each draw of a random one's choices, or the strategy itself.
     *
     * @param strategy any strategy
     * @return its draws if it is a {@code DrawnStrategy}, else a list of it alone
     */
    public static List<? extends Strategy> draws(Strategy strategy) {
        return strategy instanceof DrawnStrategy drawn ? drawn.draws() : List.of(strategy);
    }

    /**
     * How it was seen to choose at random.
     *
     * @return such as {@code chose 4, then 6 when asked twice at score 12, opponent 40}
     */
    public String observed() {
        return observed;
    }

    @Override
    public int numRolls(int score, int opponentScore) {
        return draws.get(0).numRolls(score, opponentScore);
    }

    @Override
    public int numRolls(GameState state) {
        return draws.get(0).numRolls(state);
    }

    @Override
    public Strategy forGame(GameDefinition game) {
        return draws.get(0).forGame(game);
    }

    @Override
    public String toString() {
        return name;
    }
}
