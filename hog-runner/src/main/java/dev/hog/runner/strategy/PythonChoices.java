package dev.hog.runner.strategy;

import java.util.List;

/**
 * What a Python strategy chose: one draw of its choices if it is a table, or several if it is random.
 *
 * @param draws each draw's choices, by score and then opponent score
 * @param observed how it was seen to choose at random, or empty if it has one draw
 * @param reproducible whether running it again would choose alike, draw for draw, so that its choices may be kept
 */
record PythonChoices(List<int[][]> draws, String observed, boolean reproducible) {
    PythonChoices {
        draws = List.copyOf(draws);
    }
}
