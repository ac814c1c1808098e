package dev.hog.analysis;

import dev.hog.api.game.GameState;

/**
 * A {@link StateSpace} under the short names the solver's sweeps read it by, numbering states as the space does and
 * without checks in the inner loops: {@code memory} codes per player, the turn {@code period}, {@code extras} kinds of
 * turn (2 if the space tells extra turns apart, else 1) and an {@code extra} of 0 or 1.
 *
 * @param space the space it reads
 */
record Layout(StateSpace space) {
    int goal() {
        return space.goal();
    }

    int memory() {
        return space.memorySize();
    }

    int period() {
        return space.turnPeriod();
    }

    int extras() {
        return space.count(StateSpace.Part.EXTRA_TURN);
    }

    int initialMemory() {
        return space.initialMemory();
    }

    int perPair() {
        return space.perPair();
    }

    long states() {
        return space.size();
    }

    int index(int score, int opponent, int mine, int theirs, int turn, int extra) {
        return space.at(score, opponent, mine, theirs, turn, extra);
    }

    int index(GameState state) {
        return space.at(state);
    }

    GameState state(int index) {
        return space.state(index);
    }

    boolean contains(GameState state) {
        return space.contains(state);
    }
}
