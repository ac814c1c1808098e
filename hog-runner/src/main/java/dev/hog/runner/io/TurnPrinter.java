package dev.hog.runner.io;

import dev.hog.api.GameRecord;
import dev.hog.api.Scores;
import dev.hog.api.TurnRecord;
import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes turns for people to read, in the spirit of the course's text interface:
 * <pre>
 * You: 5 dice: 3 4 2 6 5 = 20 points.
 *   You 20, Computer 0.
 * Computer: no dice = 11 points.
 *   Free Bacon! 11 point(s).
 *   Swine Swap! Scores swapped.
 *   You 11, Computer 20.
 * </pre>
 */
public final class TurnPrinter {
    private final PrintWriter out;
    private final List<String> names;
    private final int usualSides;

    /**
     * A printer.
     *
     * @param out where to write
     * @param names the players' names, player 0 first
     * @param usualSides the ruleset's usual die size; other sizes are named
     */
    public TurnPrinter(PrintWriter out, List<String> names, int usualSides) {
        this.out = out;
        this.names = List.copyOf(names);
        this.usualSides = usualSides;
    }

    /**
     * Writes one turn: the dice and the points, each rule that fired, the scores, and what the commentary said.
     *
     * @param turn the turn
     */
    public void print(TurnRecord turn) {
        StringBuilder line = new StringBuilder(names.get(turn.player())).append(": ");
        if (turn.dice() == 0) {
            line.append("no dice");
        } else {
            line.append(turn.dice()).append(turn.dice() == 1 ? " die" : " dice")
                    .append(turn.sides() == usualSides ? "" : " (" + turn.sides() + "-sided)").append(": ")
                    .append(turn.outcomes().stream().map(String::valueOf).collect(Collectors.joining(" ")));
        }
        out.println(line.append(" = ").append(turn.points()).append(turn.points() == 1 ? " point." : " points."));
        turn.effects().forEach(effect -> out.println("  " + effect));
        out.println("  " + scores(turn.scores()));
        turn.commentary().forEach(said -> out.println("  \"" + said + "\""));
    }

    /**
     * Writes how the game ended.
     *
     * @param game the game
     */
    public void printEnd(GameRecord game) {
        Scores end = game.finalScores();
        int winner = game.winner();
        if (winner < 0) {
            out.println("A tie at " + end.score0() + ".");
        } else {
            out.println(names.get(winner) + " wins, " + end.score(winner) + " to " + end.score(1 - winner) + ".");
        }
    }

    /**
     * Both scores with the players' names.
     *
     * @param scores the scores
     * @return text such as {@code You 23, Computer 20.}
     */
    public String scores(Scores scores) {
        return names.get(0) + " " + scores.score0() + ", " + names.get(1) + " " + scores.score1() + ".";
    }
}
