package dev.hog.api.rule;

import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import java.util.List;

/**
 * A small ruleset with one rule of every kind, for testing the engine without a real plugin:
 * <ul>
 *   <li>Snake Eyes (roll): the sum, or 0 if any face is 1;</li>
 *   <li>Half (zero dice): half the opponent's score, plus 1;</li>
 *   <li>Echo (bonus and memory): +1 for rolling as many dice as on your previous turn, remembered up to 10;</li>
 *   <li>Round Up (after turn): a score ending in 9 gains 1;</li>
 *   <li>Tied (after turn): a tie gives the opponent 1 point;</li>
 *   <li>Again (extra turn): move again when behind by more than 20;</li>
 *   <li>Small Dice (die size, option {@code small-dice}): four-sided dice when the scores sum to a multiple of 5;</li>
 *   <li>Clock (extra turn, option {@code clock}): rolling exactly the turn number modulo 4 dice gives an extra turn,
 *   but never two in a row, as Time Trot does with 8;</li>
 *   <li>Mimic (bonus and memory, option {@code mimic}): +2 for rolling as many dice as the opponent did on their
 *   previous turn.</li>
 * </ul>
 */
public final class ToyRules {
    public static final RollRule SNAKE_EYES = new RollRule() {
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

    public static final ZeroDiceRule HALF = new ZeroDiceRule() {
        @Override
        public String name() {
            return "Half";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return turn.opponentScore() / 2 + 1;
        }
    };

    public static final Echo ECHO = new Echo();

    /** Echo: remembers the dice each player rolled, 11 (never) before their first turn. */
    public static final class Echo implements BonusRule, MemoryRule {
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
        public int bonus(Turn turn) {
            return turn.memory() == turn.dice() ? 1 : 0;
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice();
        }
    }

    public static final AfterTurnRule ROUND_UP = new AfterTurnRule() {
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

    public static final AfterTurnRule TIED = new AfterTurnRule() {
        @Override
        public String name() {
            return "Tied";
        }

        @Override
        public boolean appliesTo(Turn turn) {
            return turn.score() == turn.opponentScore();
        }

        @Override
        public int score(Turn turn) {
            return turn.score();
        }

        @Override
        public int opponentScore(Turn turn) {
            return turn.opponentScore() + 1;
        }
    };

    public static final ExtraTurnRule AGAIN = new ExtraTurnRule() {
        @Override
        public String name() {
            return "Again";
        }

        @Override
        public boolean extraTurn(Turn turn) {
            return turn.opponentScore() - turn.score() > 20;
        }
    };

    public static final DieSizeRule SMALL_DICE = new DieSizeRule() {
        @Override
        public String name() {
            return "Small Dice";
        }

        @Override
        public int sides(Turn turn, int sides) {
            return (turn.score() + turn.opponentScore()) % 5 == 0 ? 4 : sides;
        }
    };

    public static final ExtraTurnRule CLOCK = new ExtraTurnRule() {
        @Override
        public String name() {
            return "Clock";
        }

        @Override
        public int turnPeriod() {
            return 4;
        }

        @Override
        public boolean extraTurn(Turn turn) {
            return !turn.isExtraTurn() && turn.dice() == turn.number() % 4;
        }
    };

    public static final Mimic MIMIC = new Mimic();

    /** Mimic: remembers the dice each player rolled, 6 (none) before their first turn. */
    public static final class Mimic implements BonusRule, MemoryRule {
        @Override
        public String name() {
            return "Mimic";
        }

        @Override
        public int memorySize() {
            return 7;
        }

        @Override
        public int initialMemory() {
            return 6;
        }

        @Override
        public int bonus(Turn turn) {
            return turn.dice() == turn.opponentMemory() ? 2 : 0;
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice();
        }
    }

    public static final Ruleset RULESET = Ruleset.builder("toy")
            .name("Toy")
            .description("One rule of every kind.")
            .option(Option.flag("small-dice", false, "four-sided dice when the scores sum to a multiple of 5"))
            .option(Option.flag("clock", false, "an extra turn for rolling the turn number modulo 4 dice"))
            .option(Option.flag("mimic", false, "+2 for rolling as many dice as the opponent did"))
            .rule(SMALL_DICE, "small-dice", "true")
            .rule(SNAKE_EYES)
            .rule(HALF)
            .rule(ECHO)
            .rule(ROUND_UP)
            .rule(TIED)
            .rule(AGAIN)
            .rule(CLOCK, "clock", "true")
            .rule(MIMIC, "mimic", "true")
            .goal(50)
            .maxDice(5)
            .baseline(Strategy.alwaysRoll(3))
            .strategy(StrategyDefinition.of("cautious", "Rolls fewer dice when ahead.",
                    List.of(StrategyParameter.of("rolls", 3, 0, 5, "dice when behind")),
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
