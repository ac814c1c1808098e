package dev.hog.runner.web;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import java.util.Locale;

/**
 * The largest game the server solves, maps or reports on, checked before any work starts, so that what one job takes
 * is bounded and the server's memory budget holds ({@link WebServer}): a game's states are its pairs of scores, times
 * what the rules remember of each player, times the turn numbers the rules tell apart.
 */
final class StateCap {
    /** The most states of a game the server works on: su20 with Feral Hogs to 100. */
    static final long MAX_STATES = 2_000_000;

    private StateCap() {
    }

    /**
     * The states of a game, as the cap counts them.
     *
     * @param rules the game
     * @return goal x goal x memories x memories x turn period
     */
    static long states(GameDefinition rules) {
        return states(rules, rules.goal());
    }

    private static long states(GameDefinition rules, int goal) {
        return (long) goal * goal * perPair(rules);
    }

    private static long perPair(GameDefinition rules) {
        return (long) rules.memorySize() * rules.memorySize() * rules.turnPeriod();
    }

    /**
     * The highest goal of a game's rules under the cap.
     *
     * @param rules the game
     * @return the goal, 0 if no goal is
     */
    static int largestGoal(GameDefinition rules) {
        int goal = (int) Math.sqrt((double) MAX_STATES / perPair(rules));
        while (goal > 0 && states(rules, goal) > MAX_STATES) {
            goal--;
        }
        return goal;
    }

    /**
     * Checks a game against the cap.
     *
     * @param rules the game
     * @param work what would be done, such as {@code a regret map follows the game state by state}
     * @throws TooLarge if the game has more states than the cap
     */
    static void check(GameDefinition rules, String work) {
        long states = states(rules);
        if (states > MAX_STATES) {
            throw new TooLarge(String.format(Locale.ROOT, "%s; %s has %,d states, more than the %,d the server works"
                    + " on: choose a goal of at most %,d", work, rules, states, MAX_STATES, largestGoal(rules)));
        }
    }

    /** A game larger than the server works on: a 422, as the work is refused before it starts. */
    static final class TooLarge extends HogException {
        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message);
        }
    }
}
