package dev.hog.json;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.RollRule;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;

/** Small rules of every kind a house ruleset composes, each with an obvious effect. */
final class ToyRules {
    static final RollRule SNAKE_EYES = new RollRule() {
        @Override
        public String name() {
            return "Snake Eyes";
        }

        @Override
        public int start() {
            return 0;
        }

        @Override
        public int add(int accumulator, int face) {
            return accumulator < 0 || face == 1 ? -1 : accumulator + face;
        }

        @Override
        public int points(int accumulator) {
            return Math.max(accumulator, 0);
        }

        @Override
        public boolean fired(int accumulator) {
            return accumulator < 0;
        }
    };

    static final ZeroDiceRule HALF = new ZeroDiceRule() {
        @Override
        public String name() {
            return "Half";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return turn.opponentScore() / 2 + 1;
        }
    };

    static final AfterTurnRule ROUND_UP = new AfterTurnRule() {
        @Override
        public String name() {
            return "Round Up";
        }

        @Override
        public boolean appliesTo(Turn turn) {
            return turn.score() % 10 == 9;
        }

        @Override
        public int score(Turn turn) {
            return turn.score() + 1;
        }
    };

    static final ExtraTurnRule AGAIN = new ExtraTurnRule() {
        @Override
        public String name() {
            return "Again";
        }

        @Override
        public boolean extraTurn(Turn turn) {
            return turn.opponentScore() - turn.score() > 20;
        }
    };

    /** Remembers a player's last points modulo 3: three memory codes per player. */
    static final MemoryRule LAST_POINTS = new MemoryRule() {
        @Override
        public String name() {
            return "Last Points";
        }

        @Override
        public int memorySize() {
            return 3;
        }

        @Override
        public int remember(Turn turn) {
            return turn.points() % 3;
        }
    };

    private ToyRules() {
    }
}
