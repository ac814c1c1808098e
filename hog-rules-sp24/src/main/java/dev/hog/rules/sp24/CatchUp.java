package dev.hog.rules.sp24;

import dev.hog.api.game.Strategy;

/** The course's {@code catch_up}: 6 dice when behind, 5 otherwise. */
record CatchUp() implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return score < opponentScore ? 6 : 5;
    }
}
