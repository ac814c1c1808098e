package dev.hog.api.play;

import dev.hog.api.HogException;
import dev.hog.api.internal.Preconditions;
import dev.hog.api.rule.Effect;
import java.util.List;

/**
 * Plays a saved match's turns again with their faces and checks every field of each against what was saved, the
 * commentary and the effects' messages included: a snapshot holds no text the engine would not say. A field that
 * differs is refused naming the turn, the field, and the saved and the replayed values; text from the snapshot is
 * quoted short.
 */
final class SnapshotReplay {
    private SnapshotReplay() {
    }

    /**
     * Replays the saved turns on a match built from the snapshot's set-up, before its first turn.
     *
     * @throws HogException naming the first turn and field that differ from what the rules and the commentary give
     */
    static void replay(Match match, List<TurnRecord> history, boolean savedByTestDice) {
        for (TurnRecord saved : history) {
            String where = "The snapshot's turn " + match.nextNumber();
            if (match.over()) {
                throw new HogException(where + " follows the end of the game at " + match.scoresNow());
            }
            requireSame(where, "number", saved.number(), match.nextNumber());
            requireSame(where, "player", saved.player(), match.nextMover());
            requireSame(where, "extra turn", saved.extraTurn(), match.nextIsExtraTurn());
            TurnRecord again;
            try {
                again = match.playSaved(saved, savedByTestDice);
            } catch (HogException e) {
                throw new HogException(where + ": " + e.getMessage(), e);
            }
            requireSame(where, "sides", saved.sides(), again.sides());
            requireSame(where, "points", saved.points(), again.points());
            requireSameEffects(where, saved.effects(), again.effects());
            requireSame(where, "scores", saved.scores(), again.scores());
            requireSame(where, "moves again", saved.movesAgain(), again.movesAgain());
            requireSameCommentary(where, saved.commentary(), again.commentary());
        }
    }

    private static void requireSame(String where, String field, Object saved, Object replayed) {
        if (!saved.equals(replayed)) {
            throw new HogException(where + ": saved " + field + " " + saved + ", the rules give " + replayed);
        }
    }

    private static void requireSameEffects(String where, List<Effect> saved, List<Effect> replayed) {
        if (saved.size() != replayed.size()) {
            throw new HogException(where + ": saved " + saved.size() + " effects, the rules give " + replayed.size()
                    + " (" + String.join(", ", replayed.stream().map(Effect::rule).toList()) + ")");
        }
        for (int i = 0; i < saved.size(); i++) {
            Effect kept = saved.get(i);
            Effect given = replayed.get(i);
            if (!kept.rule().equals(given.rule())) {
                throw new HogException(where + ": saved effects[" + i + "].rule " + quote(kept.rule())
                        + ", the rules give " + quote(given.rule()));
            }
            if (!kept.message().equals(given.message())) {
                throw new HogException(where + ": saved effects[" + i + "].message "
                        + quote(kept.message()) + ", the rules give " + quote(given.message()));
            }
        }
    }

    private static void requireSameCommentary(String where, List<String> saved, List<String> replayed) {
        String remedy = "; restore the match with the commentary it was played with";
        if (saved.size() != replayed.size()) {
            throw new HogException(where + ": saved " + saved.size() + " commentary lines, the commentary gives "
                    + replayed.size() + remedy);
        }
        for (int i = 0; i < saved.size(); i++) {
            if (!saved.get(i).equals(replayed.get(i))) {
                throw new HogException(where + ": saved commentary[" + i + "] " + quote(saved.get(i))
                        + ", the commentary gives " + quote(replayed.get(i)) + remedy);
            }
        }
    }

    /** Text from outside the engine, quoted short enough that a message naming it stays readable. */
    static String quote(String text) {
        return "\"" + Preconditions.shortened(text) + "\"";
    }
}
