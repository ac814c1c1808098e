package dev.hog.api.play;

import dev.hog.api.ruleset.GainAnnouncement;
import java.util.function.Consumer;

/** The built-in commentaries. */
final class Commentaries {
    static final Commentary SILENT = new Commentary() {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            return this;
        }

        @Override
        public String toString() {
            return "silent";
        }
    };

    static final Commentary SAY_SCORES = new Commentary() {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept("Player 0 now has " + score0 + " and Player 1 now has " + score1);
            return this;
        }

        @Override
        public String toString() {
            return "say scores";
        }
    };

    private Commentaries() {
    }

    record LeadChanges(int lastLeader) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            int leader = score0 > score1 ? 0 : score1 > score0 ? 1 : -1;
            if (leader != -1 && leader != lastLeader) {
                say.accept("Player " + leader + " takes the lead by " + Math.abs(score0 - score1));
            }
            return new LeadChanges(leader);
        }
    }

    record Highest(int who, int lastScore, int highestGain, GainAnnouncement words) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            int score = who == 0 ? score0 : score1;
            int gain = score - lastScore;
            if (gain > highestGain) {
                say.accept(words.announce(who, gain));
                return new Highest(who, score, gain, words);
            }
            return new Highest(who, score, highestGain, words);
        }
    }

    record Both(Commentary first, Commentary second) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            Commentary nextFirst = first.say(score0, score1, say);
            Commentary nextSecond = second.say(score0, score1, say);
            return new Both(nextFirst, nextSecond);
        }
    }
}
