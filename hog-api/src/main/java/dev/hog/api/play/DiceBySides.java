package dev.hog.api.play;

import dev.hog.api.HogException;
import java.util.Map;
import java.util.TreeMap;

/** Dice that delegate to other dice chosen by the number of sides asked for. */
final class DiceBySides implements Dice {
    private final Map<Integer, Dice> dice;

    DiceBySides(Map<Integer, ? extends Dice> dice) {
        if (dice.isEmpty()) {
            throw new HogException("Dice by number of sides need dice for at least one number of sides");
        }
        this.dice = new TreeMap<>(dice);
    }

    @Override
    public int roll(int sides) {
        Dice chosen = dice.get(sides);
        if (chosen == null) {
            throw new HogException("No dice for " + sides + "-sided rolls: dice are given for "
                    + dice.keySet() + " sides");
        }
        return chosen.roll(sides);
    }

    @Override
    public String toString() {
        return "dice by sides " + dice;
    }
}
