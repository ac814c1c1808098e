package dev.hog.runner.strategy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.runner.PluginFault;
import dev.hog.runner.io.DiceChoices;

/**
 * A strategy a ruleset plugin defines, watched: a choice the rules do not take, or an exception, is the plugin's
 * fault ({@link PluginFault}), never the user's mistake. A strategy that reads only the scores stays one, so the
 * solver still tabulates it per pair of scores.
 */
abstract sealed class PluginStrategy implements Strategy {
    final Strategy strategy;
    private final String plugin;
    private final GameDefinition rules;

    private PluginStrategy(Strategy strategy, String plugin, GameDefinition rules) {
        this.strategy = strategy;
        this.plugin = plugin;
        this.rules = rules;
    }

    /**
     * Watches a plugin's strategy.
     *
     * @param strategy the strategy
     * @param plugin the plugin, for messages
     * @param rules the game, whose choices (the numbers of dice, and the moves' numbers) the strategy must make
     * @return the watched strategy
     */
    static Strategy watch(Strategy strategy, String plugin, GameDefinition rules) {
        boolean scoresOnly;
        try {
            scoresOnly = strategy.readsOnlyScores();
        } catch (RuntimeException e) {
            throw new PluginFault(plugin, "has strategy " + strategy + " fail to say whether it reads only the scores"
                    + " with " + e);
        }
        return scoresOnly ? new OfScores(strategy, plugin, rules) : new OfStates(strategy, plugin, rules);
    }

    @Override
    public int numRolls(int score, int opponentScore) {
        int chosen;
        try {
            chosen = strategy.numRolls(score, opponentScore);
        } catch (RuntimeException e) {
            throw new PluginFault(plugin, "has strategy " + strategy + " fail at scores " + score + " and "
                    + opponentScore + " with " + e);
        }
        return checked(chosen, "scores " + score + " and " + opponentScore);
    }

    /** Binds the plugin's strategy to the game, watched in turn: a failure there is the plugin's fault too. */
    @Override
    public Strategy forGame(GameDefinition game) {
        Strategy bound;
        try {
            bound = strategy.forGame(game);
        } catch (RuntimeException e) {
            throw new PluginFault(plugin, "has strategy " + strategy + " fail to bind to " + game + " with " + e);
        }
        if (bound == null) {
            throw new PluginFault(plugin, "has strategy " + strategy + " return null from forGame(" + game + ")");
        }
        return bound == strategy ? this : watch(bound, plugin, game);
    }

    int checked(int chosen, String where) {
        if (!rules.choices().contains(chosen)) {
            throw new PluginFault(plugin, "has strategy " + strategy + " choose " + chosen + " dice at " + where
                    + ", where a strategy chooses " + DiceChoices.describe(rules, rules.choices()));
        }
        return chosen;
    }

    @Override
    public String toString() {
        return strategy.toString();
    }

    /** A strategy of the scores alone. */
    static final class OfScores extends PluginStrategy {
        OfScores(Strategy strategy, String plugin, GameDefinition rules) {
            super(strategy, plugin, rules);
        }

        @Override
        public boolean readsOnlyScores() {
            return true;
        }
    }

    /** A strategy that reads the rest of the state too. */
    static final class OfStates extends PluginStrategy {
        OfStates(Strategy strategy, String plugin, GameDefinition rules) {
            super(strategy, plugin, rules);
        }

        @Override
        public boolean readsOnlyScores() {
            return false;
        }

        @Override
        public int numRolls(GameState state) {
            int chosen;
            try {
                chosen = strategy.numRolls(state);
            } catch (RuntimeException e) {
                throw new PluginFault(plugin(), "has strategy " + strategy + " fail at " + where(state) + " with " + e);
            }
            return checked(chosen, where(state));
        }

        /** A state as the plugin's author would look for it: the scores, and the turn that reached them. */
        private static String where(GameState state) {
            return "scores " + state.moverScore() + " and " + state.opponentScore() + " on turn " + state.turn();
        }
    }

    String plugin() {
        return plugin;
    }
}
