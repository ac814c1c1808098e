package dev.hog.runner.strategy;

import dev.hog.api.game.Strategy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

/**
 * A person at the terminal: asked for a number of dice on each of their turns, and asked again until the answer is a
 * whole number in range. The end of the input ends the game with {@link EndOfInput}.
 */
final class HumanStrategy implements Strategy {
    private final String name;
    private final String opponent;
    private final int maxDice;
    private final BufferedReader in;
    private final PrintWriter out;

    HumanStrategy(String name, String opponent, int maxDice, BufferedReader in, PrintWriter out) {
        this.name = name;
        this.opponent = opponent;
        this.maxDice = maxDice;
        this.in = in;
        this.out = out;
    }

    @Override
    public int numRolls(int score, int opponentScore) {
        out.printf("%s: you have %d, %s has %d. How many dice will you roll (0 to %d)? ", name, score, opponent,
                opponentScore, maxDice);
        out.flush();
        while (true) {
            String line = readLine();
            if (line == null) {
                out.println();
                throw new EndOfInput();
            }
            String answer = line.strip();
            try {
                int dice = Integer.parseInt(answer);
                if (dice >= 0 && dice <= maxDice) {
                    return dice;
                }
            } catch (NumberFormatException e) {
                // asked again below
            }
            out.printf("'%s' is not a number of dice. Type a whole number from 0 to %d: ", answer, maxDice);
            out.flush();
        }
    }

    private String readLine() {
        try {
            return in.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return "human";
    }
}
