package dev.hog.analysis;

import dev.hog.api.GameState;
import dev.hog.api.HogException;
import dev.hog.api.Rules;
import dev.hog.api.Strategy;

/** A strategy's choice in every state below the goal, asked once each and checked. */
final class Choices {
    private Choices() {
    }

    static byte[] of(Rules rules, int goal, Strategy strategy) {
        int memory = rules.memorySize();
        int maxDice = rules.maxDice();
        byte[] choices = new byte[goal * goal * memory * memory];
        int index = 0;
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                for (int mine = 0; mine < memory; mine++) {
                    for (int theirs = 0; theirs < memory; theirs++) {
                        int dice = strategy.numRolls(new GameState(score, opponent, 0, mine, theirs));
                        if (dice < 0 || dice > maxDice) {
                            throw new HogException("Strategy " + strategy + " chose " + dice + " dice at scores "
                                    + score + " and " + opponent + "; a strategy must choose from 0 to " + maxDice
                                    + " dice");
                        }
                        choices[index++] = (byte) dice;
                    }
                }
            }
        }
        return choices;
    }
}
