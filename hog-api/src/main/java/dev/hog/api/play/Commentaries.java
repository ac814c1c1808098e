package dev.hog.api.play;

import static dev.hog.api.internal.Preconditions.check;

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

    static void checkWatched(int who) {
        check(who == 0 || who == 1, () -> "announceHighest watches player 0 or 1, not " + who);
    }

    /** The player ahead, or -1 on a tie. */
    private static int leader(int score0, int score1) {
        return score0 > score1 ? 0 : score1 > score0 ? 1 : -1;
    }

    /** A count of points in English: {@code "1 point"}, {@code "7 points"}. */
    private static String points(int points) {
        return points + (points == 1 ? " point" : " points");
    }

    record SayScores(PlayerNames names) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            say.accept(names.name(0) + " now has " + score0 + " and " + names.name(1) + " now has " + score1);
            return this;
        }
    }

    /** The course's words: players by number, the lead without a unit. */
    record LeadChanges(int lastLeader) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            int leader = leader(score0, score1);
            if (leader != -1 && leader != lastLeader) {
                say.accept("Player " + leader + " takes the lead by " + Math.abs(score0 - score1));
            }
            return new LeadChanges(leader);
        }
    }

    record NamedLeadChanges(PlayerNames names, int lastLeader) implements Commentary {
        @Override
        public Commentary say(int score0, int score1, Consumer<String> say) {
            int leader = leader(score0, score1);
            if (leader != -1 && leader != lastLeader) {
                say.accept(names.name(leader) + " takes the lead by " + points(Math.abs(score0 - score1)));
            }
            return new NamedLeadChanges(names, leader);
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

    /** Words that say the watched player's name in place of their number, for {@link Highest}. */
    record NamedGain(String name, GainAnnouncement words) implements GainAnnouncement {
        @Override
        public String announce(int who, int gain) {
            return words.announce(name, gain);
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
