package dev.hog.api.game;

/** The strategy {@code always:N}. */
record AlwaysRoll(int dice) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        return dice;
    }

    @Override
    public String toString() {
        return "always:" + dice;
    }
}
