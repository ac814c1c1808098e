package dev.hog.analysis;

import dev.hog.api.game.GameState;

/**
 * How the solver and strategy tables number the states below the goal, seen from the mover: both scores, what the
 * rules remember of each player, the turn number modulo the period the rules read it with, and whether the turn is an
 * extra turn. A part the rules never read has one value: a ruleset without memory rules has one memory code, one
 * whose rules ignore the turn number a period of 1, one whose rules ignore extra turns one value for them.
 *
 * @param goal the goal: scores from 0 to {@code goal - 1}
 * @param memory the memory codes per player
 * @param period the turn numbers kept: the turn number modulo this
 * @param extras 2 if the rules tell extra turns apart, else 1
 * @param initialMemory the memory code before a player's first turn
 */
record Layout(int goal, int memory, int period, int extras, int initialMemory) {
    Layout {
        if (goal < 1 || memory < 1 || period < 1 || extras < 1 || extras > 2 || initialMemory < 0
                || initialMemory >= memory) {
            throw new IllegalArgumentException("No states for goal " + goal + ", " + memory + " memory codes, turn"
                    + " period " + period + " and " + extras + " kinds of turn starting from memory " + initialMemory);
        }
    }

    /** The states that share a pair of scores: every memory of each player, turn number and kind of turn. */
    int perPair() {
        return memory * memory * period * extras;
    }

    long states() {
        return (long) goal * goal * perPair();
    }

    int index(int score, int opponent, int mine, int theirs, int turn, int extra) {
        return ((((score * goal + opponent) * memory + mine) * memory + theirs) * period + turn) * extras + extra;
    }

    /**
     * The index of a state below the goal, the mover's view of it. A layout of one memory code ignores what the rules
     * remember, as it ignores the turn number with a period of 1.
     */
    int index(GameState state) {
        boolean remembers = memory > 1;
        return index(state.moverScore(), state.opponentScore(), remembers ? state.memoryCode(state.mover()) : 0,
                remembers ? state.memoryCode(1 - state.mover()) : 0, state.turn() % period,
                extras == 2 && state.extraTurn() ? 1 : 0);
    }

    /** The state at an index, with the mover as player 0. */
    GameState state(int index) {
        int extra = index % extras;
        int rest = index / extras;
        int turn = rest % period;
        rest /= period;
        int theirs = rest % memory;
        rest /= memory;
        int mine = rest % memory;
        rest /= memory;
        return GameState.ofCodes(rest / goal, rest % goal, 0, turn, extra == 1, mine, theirs);
    }

    boolean contains(GameState state) {
        return state.moverScore() < goal && state.opponentScore() < goal
                && (memory == 1 || state.memoryCode(0) < memory && state.memoryCode(1) < memory);
    }
}
