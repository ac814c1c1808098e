package dev.hog.runner.io;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.MoveRule;
import dev.hog.api.rule.Rule;
import java.util.List;

/** Numbers of dice as players read them, for prompts and errors. */
public final class DiceChoices {
    private DiceChoices() {
    }

    /**
     * Numbers of dice in words: runs of three or more as a range.
     *
     * @param choices the numbers, in increasing order, at least one
     * @return text such as {@code 0 to 3}, or {@code 0, 2, 4 to 10}
     */
    public static String describe(List<Integer> choices) {
        StringBuilder text = new StringBuilder();
        int i = 0;
        while (i < choices.size()) {
            int first = choices.get(i);
            int last = first;
            while (i + 1 < choices.size() && choices.get(i + 1) == last + 1) {
                last = choices.get(++i);
            }
            i++;
            text.append(text.length() == 0 ? "" : ", ").append(first);
            if (last > first) {
                text.append(last == first + 1 ? ", " : " to ").append(last);
            }
        }
        return text.toString();
    }

    /**
     * Choices in words, the numbers of dice first and then the moves by name: {@code 0 to 10, or -1 for Pork Chop}.
     *
     * @param rules the game, which names its moves
     * @param choices the choices, in increasing order, at least one
     * @return the text; as {@link #describe(List)} without moves
     */
    public static String describe(GameDefinition rules, List<Integer> choices) {
        List<Integer> dice = choices.stream().filter(choice -> choice >= 0).toList();
        StringBuilder text = new StringBuilder(dice.isEmpty() ? "" : describe(dice));
        for (int choice : choices) {
            if (choice < 0) {
                text.append(text.length() == 0 ? "" : ", or ").append(choice).append(" for ")
                        .append(rules.move(choice).map(Rule::name).orElse("a move"));
            }
        }
        return text.toString();
    }

    /**
     * Every move of a game in words: {@code -1 for Pork Chop}, several joined by {@code , or}.
     *
     * @param rules the game
     * @return the text; empty for a game without moves
     */
    public static String moves(GameDefinition rules) {
        return describe(rules, rules.moves().stream().map(MoveRule::choice).toList());
    }

    /**
     * What to type instead of a choice the rules do not take, with the moves by name.
     *
     * @param rules the game, which names its moves
     * @param choices the legal choices, in increasing order, at least one
     * @return as {@link #expected(List)} for the numbers of dice, then the moves: {@code a whole number from 0 to 10,
     *     or -1 for Pork Chop}
     */
    public static String expected(GameDefinition rules, List<Integer> choices) {
        List<Integer> dice = choices.stream().filter(choice -> choice >= 0).toList();
        if (dice.size() == choices.size()) {
            return expected(choices);
        }
        String moves = describe(rules, choices.stream().filter(choice -> choice < 0).toList());
        return dice.isEmpty() ? moves : expected(dice) + ", or " + moves;
    }

    /**
     * What to type or send instead of a number the rules do not take.
     *
     * @param choices the legal numbers, in increasing order, at least one
     * @return {@code a whole number from 0 to 3} for a run, else {@code one of 0, 2, 4 to 10}
     */
    public static String expected(List<Integer> choices) {
        boolean run = choices.get(choices.size() - 1) - choices.get(0) + 1 == choices.size();
        return (run && choices.size() > 2 ? "a whole number from " : "one of ") + describe(choices);
    }
}
