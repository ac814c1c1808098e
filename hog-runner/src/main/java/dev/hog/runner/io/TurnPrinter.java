package dev.hog.runner.io;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Words turns for people to read, in the spirit of the course's text interface:
 * <pre>
 * You: 5 dice: 3 4 2 6 5 = 20 points.
 *   You 20, Computer 0.
 * Computer: no dice = 11 points.
 *   Free Bacon! 11 points.
 *   Swine Swap! Scores swapped.
 *   You 11, Computer 20.
 *   "You take the lead by 9"
 * </pre>
 * The course's commentary calls the players {@code Player 0} and {@code Player 1}; the printer says their names, and
 * speaks to a player named {@code You} in the second person.
 */
public final class TurnPrinter {
    private static final Pattern PLAYER = Pattern.compile("Player ([01])(?: (now )?(has|takes|is))?\\b");
    private static final List<String> SECOND_PERSON = List.of("have", "take", "are");

    private final List<String> names;
    private final int usualSides;
    private final GameDefinition rules;

    /**
     * A printer.
     *
     * @param names the players' names, player 0 first
     * @param rules the game: its usual die size (other sizes are named) and its moves' names
     */
    public TurnPrinter(List<String> names, GameDefinition rules) {
        this.names = List.copyOf(names);
        this.usualSides = rules.sides();
        this.rules = rules;
    }

    /**
     * One turn: the dice and the points, each rule that fired, the scores, and what the commentary said.
     *
     * @param turn the turn
     * @return the lines, without a final line break
     */
    public String format(TurnRecord turn) {
        StringBuilder line = new StringBuilder(names.get(turn.player())).append(": ");
        if (turn.dice() == 0) {
            line.append("no dice");
        } else if (turn.dice() < 0) {
            line.append(rules.move(turn.dice()).map(Rule::name).orElse("move")).append(" (").append(turn.dice())
                    .append(")");
        } else {
            line.append(turn.dice()).append(turn.dice() == 1 ? " die" : " dice")
                    .append(turn.sides() == usualSides ? "" : " (" + turn.sides() + "-sided)").append(": ")
                    .append(turn.outcomes().stream().map(String::valueOf).collect(Collectors.joining(" ")));
        }
        List<String> lines = new ArrayList<>();
        lines.add(line.append(" = ").append(turn.points()).append(turn.points() == 1 ? " point." : " points.")
                .toString());
        turn.effects().forEach(effect -> lines.add("  " + effect));
        lines.add("  " + scores(turn.scores()));
        turn.commentary().forEach(said -> lines.add("  \"" + named(said) + "\""));
        return String.join(System.lineSeparator(), lines);
    }

    /**
     * How the game ended.
     *
     * @param game the game
     * @return such as {@code Computer wins, 101 to 87.} or {@code You win, 100 to 99.}
     */
    public String end(GameRecord game) {
        Scores end = game.finalScores();
        int winner = game.winner();
        if (winner < 0) {
            return "A tie at " + end.score0() + ".";
        }
        String name = names.get(winner);
        return name + (secondPerson(name) ? " win, " : " wins, ") + end.score(winner) + " to "
                + end.score(1 - winner) + ".";
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

    /** The commentary with the players' names for Player 0 and Player 1. */
    private String named(String said) {
        Matcher matcher = PLAYER.matcher(said);
        StringBuilder named = new StringBuilder();
        while (matcher.find()) {
            String name = names.get(Integer.parseInt(matcher.group(1)));
            String verb = matcher.group(3);
            String words = name;
            if (verb != null) {
                boolean you = secondPerson(name);
                String now = matcher.group(2) == null ? "" : matcher.group(2);
                words += " " + now + (you ? SECOND_PERSON.get(List.of("has", "takes", "is").indexOf(verb)) : verb);
            }
            matcher.appendReplacement(named, Matcher.quoteReplacement(words));
        }
        return matcher.appendTail(named).toString();
    }

    private static boolean secondPerson(String name) {
        return name.equals("You");
    }
}
