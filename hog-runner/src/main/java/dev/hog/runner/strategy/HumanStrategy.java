package dev.hog.runner.strategy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.runner.io.DiceChoices;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * A person at the terminal: asked for a number of dice on each of their turns, among those the rules allow then, and
 * asked again until the answer is one of them; a number the rules forbid is answered with the rule's reason. The end
 * of the input ends the game with {@link EndOfInput}.
 */
final class HumanStrategy implements Strategy {
    private final String name;
    private final String opponent;
    private final GameDefinition rules;
    private final BufferedReader in;
    private final PrintWriter out;

    HumanStrategy(String name, String opponent, GameDefinition rules, BufferedReader in, PrintWriter out) {
        this.name = name;
        this.opponent = opponent;
        this.rules = rules;
        this.in = in;
        this.out = out;
    }

    @Override
    public int numRolls(int score, int opponentScore) {
        return ask(score, opponentScore, rules.choices(), null);
    }

    @Override
    public int numRolls(GameState state) {
        return ask(state.moverScore(), state.opponentScore(), rules.legalDice(state), state);
    }

    /** Asks until the answer is a legal choice; {@code state} is {@code null} when only the scores are known. */
    private int ask(int score, int opponentScore, List<Integer> legal, GameState state) {
        String choices = DiceChoices.describe(rules, legal);
        out.printf("%s: you have %d, %s has %d. How many dice will you roll (%s)? ", name, score, opponent,
                opponentScore, choices);
        out.flush();
        String type = DiceChoices.expected(rules, legal);
        while (true) {
            String line = readLine();
            if (line == null) {
                out.println();
                throw new EndOfInput();
            }
            String answer = line.strip();
            Integer dice = null;
            try {
                dice = Integer.parseInt(answer);
            } catch (NumberFormatException e) {
                // not a number: asked again below
            }
            if (dice != null && legal.contains(dice)) {
                return dice;
            }
            if (state != null && dice != null && rules.choices().contains(dice)) {
                out.printf("%s. Type %s: ", rules.refusal(state, dice).orElseThrow(), type);
            } else {
                out.printf("'%s' is not a number of dice. Type %s: ", answer, type);
            }
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
