package dev.hog.rules.fa17;

import dev.hog.api.game.Strategy;
import dev.hog.rules.su15.FreeBacon;

/**
 * The course's {@code swap_strategy}: roll no dice when Free Bacon brings a beneficial swap (the opponent ahead after
 * it), roll {@code rolls} dice when it brings a harmful one, else play {@link BaconStrategy bacon}.
 *
 * @param margin the fewest Free Bacon points worth taking
 * @param rolls the dice to roll otherwise
 */
record SwapStrategy(int margin, int rolls) implements Strategy {
    @Override
    public int numRolls(int score, int opponentScore) {
        int bacon = FreeBacon.points(opponentScore);
        int after = score + bacon;
        if (SwineSwap.isSwap(after, opponentScore) && after != opponentScore) {
            return opponentScore > after ? 0 : rolls;
        }
        return bacon >= margin ? 0 : rolls;
    }
}
