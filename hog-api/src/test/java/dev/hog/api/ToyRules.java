package dev.hog.api;

import java.util.List;

/**
 * A small ruleset with one rule of every kind, for testing the engine without a real plugin:
 * <ul>
 *   <li>Snake Eyes (roll): the sum, or 0 if any face is 1;</li>
 *   <li>Half (zero dice): half the opponent's score, plus 1;</li>
 *   <li>Echo (bonus): +1 for rolling as many dice as on your previous turn, remembered up to 10;</li>
 *   <li>Round Up (after turn): a score ending in 9 gains 1;</li>
 *   <li>Tied (after turn): a tie gives the opponent 1 point;</li>
 *   <li>Again (extra turn): move again when behind by more than 20;</li>
 *   <li>Small Dice (die size, option {@code small-dice}): four-sided dice when the scores sum to a multiple of 5.</li>
 * </ul>
 */
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
        public int zeroDicePoints(int score, int opponentScore) {
            return opponentScore / 2 + 1;
        }
    };

    static final BonusRule ECHO = new BonusRule() {
        @Override
        public String name() {
            return "Echo";
        }

        @Override
        public int memorySize() {
            return 12;
        }

        @Override
        public int initialMemory() {
            return 11;
        }

        @Override
        public int bonus(int memory, int dice, int points) {
            return memory == dice ? 1 : 0;
        }

        @Override
        public int remember(int memory, int dice, int points) {
            return dice;
        }
    };

    static final AfterTurnRule ROUND_UP = new AfterTurnRule() {
        @Override
        public String name() {
            return "Round Up";
        }

        @Override
        public boolean appliesTo(int score, int opponentScore) {
            return score % 10 == 9;
        }

        @Override
        public int score(int score, int opponentScore) {
            return score + 1;
        }
    };

    static final AfterTurnRule TIED = new AfterTurnRule() {
        @Override
        public String name() {
            return "Tied";
        }

        @Override
        public boolean appliesTo(int score, int opponentScore) {
            return score == opponentScore;
        }

        @Override
        public int score(int score, int opponentScore) {
            return score;
        }

        @Override
        public int opponentScore(int score, int opponentScore) {
            return opponentScore + 1;
        }
    };

    static final ExtraTurnRule AGAIN = new ExtraTurnRule() {
        @Override
        public String name() {
            return "Again";
        }

        @Override
        public boolean extraTurn(int score, int opponentScore) {
            return opponentScore - score > 20;
        }
    };

    static final DieSizeRule SMALL_DICE = new DieSizeRule() {
        @Override
        public String name() {
            return "Small Dice";
        }

        @Override
        public int sides(int score, int opponentScore, int sides) {
            return (score + opponentScore) % 5 == 0 ? 4 : sides;
        }
    };

    static final Ruleset RULESET = Ruleset.builder("toy")
            .name("Toy")
            .description("One rule of every kind.")
            .option(Option.flag("small-dice", false, "four-sided dice when the scores sum to a multiple of 5"))
            .rule(SMALL_DICE, "small-dice", "true")
            .rule(SNAKE_EYES)
            .rule(HALF)
            .rule(ECHO)
            .rule(ROUND_UP)
            .rule(TIED)
            .rule(AGAIN)
            .goal(50)
            .maxDice(5)
            .baseline(Strategy.alwaysRoll(3))
            .strategy(StrategyDefinition.of("cautious", "Rolls fewer dice when ahead.",
                    List.of(new StrategyParameter("rolls", 3, 0, 5, "dice when behind")),
                    values -> (score, opponent) -> score > opponent ? 1 : values.get("rolls")))
            .gainAnnouncement((who, gain) -> "P" + who + " +" + gain)
            .build();

    private ToyRules() {
    }

    /** Provides the toy ruleset to the discovery tests through {@code META-INF/services}. */
    public static final class Provider implements RulesetProvider {
        /** Called by {@link java.util.ServiceLoader}. */
        public Provider() {
        }

        @Override
        public Ruleset ruleset() {
            return RULESET;
        }

        @Override
        public String version() {
            return "0.1";
        }
    }
}
