package dev.hog.runner;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * What a user may have meant by a word the command does not know: picocli's own suggestions for a subcommand, and for
 * an option the command's options within two edits of it, such as {@code --goal} for {@code --gaol}, which picocli
 * does not find.
 */
final class Suggestions {
    /** The most edits between a word and an option it may have meant. */
    private static final int MOST_EDITS = 2;

    private Suggestions() {
    }

    /**
     * What to add to the message of an unmatched argument.
     *
     * @param unmatched the unmatched argument
     * @return such as {@code ; did you mean --goal?}, or empty if nothing is near
     */
    static String didYouMean(UnmatchedArgumentException unmatched) {
        List<String> suggestions = unmatched.getSuggestions().isEmpty() ? similarOptions(unmatched)
                : unmatched.getSuggestions();
        return suggestions.isEmpty() ? "" : "; did you mean " + String.join(" or ", suggestions) + "?";
    }

    private static List<String> similarOptions(UnmatchedArgumentException unmatched) {
        List<String> similar = new ArrayList<>();
        for (String argument : unmatched.getUnmatched()) {
            String name = argument.split("=", 2)[0];
            if (!name.startsWith("-")) {
                continue;
            }
            for (String option : unmatched.getCommandLine().getCommandSpec().optionsMap().keySet()) {
                if (option.startsWith("--") && Math.abs(name.length() - option.length()) <= MOST_EDITS
                        && edits(name, option) <= MOST_EDITS && !similar.contains(option)) {
                    similar.add(option);
                }
            }
        }
        return similar;
    }

    /**
     * The Levenshtein distance between two words: the fewest insertions, deletions and substitutions that make one
     * the other.
     *
     * @param a a word
     * @param b another
     * @return the distance
     */
    static int edits(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
