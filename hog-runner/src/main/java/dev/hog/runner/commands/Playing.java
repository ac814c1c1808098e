package dev.hog.runner.commands;

import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.runner.io.TraceLines;
import dev.hog.runner.io.TurnPrinter;
import dev.hog.runner.strategy.EndOfInput;
import java.io.PrintWriter;

/** Plays a game and shows it as it goes: text for people, or JSON lines; the end of a person's input stops it. */
final class Playing {
    private Playing() {
    }

    /**
     * Plays a game to its end, or until a person's input ends.
     *
     * @param game the game, with its players and dice
     * @param out where the game is shown
     * @param printer the text view, when not JSON
     * @param json whether to write JSON lines
     * @param spaced whether a blank line comes before the end, as in a game people play
     * @return the exit code, 0
     */
    static int play(Match.Builder game, PrintWriter out, TurnPrinter printer, boolean json, boolean spaced) {
        game.listener(turn -> {
            out.println(json ? TraceLines.turn(-1, turn) : printer.format(turn));
            out.flush();
        });
        try {
            GameRecord record = game.play();
            if (json) {
                out.println(TraceLines.end(-1, record));
            } else {
                if (spaced) {
                    out.println();
                }
                out.println(printer.end(record));
            }
        } catch (EndOfInput e) {
            if (!json) {
                out.println("No more input: the game stops here.");
            }
        }
        return 0;
    }
}
