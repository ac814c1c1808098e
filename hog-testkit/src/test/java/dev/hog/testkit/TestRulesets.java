package dev.hog.testkit;

import dev.hog.api.game.GameState;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.FaceRule;
import dev.hog.api.rule.DieSizeRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.MoveRule;
import dev.hog.api.rule.RerollRule;
import dev.hog.api.ruleset.Option;
import dev.hog.api.rule.RollRule;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.api.ruleset.StrategyParameter;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import java.util.List;

/**
 * Three rulesets that use what no course ruleset does, so that the contract, the solver and brute force are checked on
 * them too:
 * <ul>
 *   <li>{@code clockwork}: Clock (rolling exactly the turn number modulo 3 dice gives an extra turn, never two in a
 *   row), Mimic (option {@code mimic}: +2 for rolling as many dice as the opponent did on their previous turn, read
 *   from what the rule remembers of the opponent) and a zero-dice rule that reads the opponent's score;</li>
 *   <li>{@code stalling}: no zero-dice rule, and a roll with a 1 scores nothing, so a turn can leave the scores as
 *   they were and the game's states come round again.</li>
 * </ul>
 */
final class TestRulesets {
    private TestRulesets() {
    }

    /** A roll with a 1 scores nothing; else the sum of its faces. */
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
    };

    /** An extra turn for rolling the turn number modulo 3 dice, never two in a row. */
    static final ExtraTurnRule CLOCK = new ExtraTurnRule() {
        @Override
        public String name() {
            return "Clock";
        }

        @Override
        public int turnPeriod() {
            return 3;
        }

        @Override
        public boolean extraTurn(Turn turn) {
            return !turn.isExtraTurn() && turn.dice() == turn.number() % 3;
        }
    };

    /** +2 for rolling as many dice as the opponent did on their previous turn; 4 means no turn yet. */
    static final class Mimic implements BonusRule, MemoryRule {
        @Override
        public String name() {
            return "Mimic";
        }

        @Override
        public int memorySize() {
            return 5;
        }

        @Override
        public int initialMemory() {
            return 4;
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

    static final Ruleset CLOCKWORK = Ruleset.builder("clockwork").name("Clockwork").maxDice(3).sides(4).goal(40)
            .option(Option.flag("mimic", true, "Mimic: +2 for rolling as many dice as the opponent did"))
            .rule(SNAKE_EYES)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "Ones";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 1 + turn.opponentScore() % 10 / 3;
                }
            })
            .rule(new Mimic(), "mimic", "true")
            .rule(CLOCK)
            .baseline(Strategy.alwaysRoll(2))
            .strategy(StrategyDefinition.of("punctual", "Rolls the dice that earn Clock's extra turn, when it can.",
                    List.of(StrategyParameter.of("otherwise", 2, 0, 3, "the dice to roll otherwise")),
                    values -> new Strategy() {
                        @Override
                        public int numRolls(int score, int opponentScore) {
                            return values.get("otherwise");
                        }

                        @Override
                        public int numRolls(dev.hog.api.game.GameState state) {
                            return state.extraTurn() ? values.get("otherwise") : state.turn() % 3;
                        }
                    }))
            .build();

    /** Never the same number of dice as on the mover's previous turn; 4 means no turn yet. */
    static final class NoRepeats implements DiceChoiceRule, MemoryRule {
        private static final int NONE = 4;

        @Override
        public String name() {
            return "No Repeats";
        }

        @Override
        public int memorySize() {
            return NONE + 1;
        }

        @Override
        public int initialMemory() {
            return NONE;
        }

        @Override
        public boolean allows(Turn turn) {
            return turn.dice() != turn.memory();
        }

        @Override
        public String refusal(Turn turn) {
            return "you rolled " + turn.memory() + " last turn; choose another number";
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice();
        }
    }

    /** +3 when two or more of the dice show 4: the summary counts the 4s, up to 2. */
    static final class DoubleFours implements FaceRule, BonusRule {
        @Override
        public String name() {
            return "Double Fours";
        }

        @Override
        public int summarySize() {
            return 3;
        }

        @Override
        public int summarize(int summary, int face) {
            return face == 4 ? Math.min(summary + 1, 2) : summary;
        }

        @Override
        public int bonus(Turn turn) {
            return turn.faceSummary() == 2 ? 3 : 0;
        }
    }

    static final NoRepeats NO_REPEATS = new NoRepeats();

    /** Rolls {@code usually} dice, or {@code otherwise} when it rolled {@code usually} last turn. */
    record Alternating(int usually, int otherwise) implements Strategy {
        @Override
        public int numRolls(int score, int opponentScore) {
            return usually;
        }

        @Override
        public int numRolls(GameState state) {
            int last = CHOOSY.defaultGame().memory(state, state.mover(), NO_REPEATS);
            return last == usually ? otherwise : usually;
        }
    }

    static final Ruleset CHOOSY = Ruleset.builder("choosy").name("Choosy").maxDice(3).sides(4).goal(30)
            .rule(NO_REPEATS)
            .rule(new DoubleFours())
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "Twos";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 2;
                }
            })
            .baseline(Strategy.named("alternating", new Alternating(2, 1)))
            .strategy(StrategyDefinition.of("most", "Rolls 3 dice, or 2 right after rolling 3.", List.of(),
                    values -> new Alternating(3, 2)))
            .build();

    static final Ruleset STALLING = Ruleset.builder("stalling").name("Stalling").maxDice(2).sides(3).goal(30)
            .rule(SNAKE_EYES)
            .baseline(Strategy.alwaysRoll(2))
            .build();

    /**
     * A move chosen by -2: no dice, 1 point, and the dice swap between 4 and 3 sides for both players (each player
     * remembers whether they chopped an odd number of times).
     */
    static final class Chop implements MoveRule, MemoryRule, DieSizeRule {
        @Override
        public String name() {
            return "Chop";
        }

        @Override
        public int choice() {
            return -2;
        }

        @Override
        public int points(Turn turn) {
            return 1;
        }

        @Override
        public int memorySize() {
            return 2;
        }

        @Override
        public int remember(Turn turn) {
            return turn.dice() == choice() ? 1 - turn.memory() : turn.memory();
        }

        @Override
        public int sides(Turn turn, int sides) {
            return (turn.memory() ^ turn.opponentMemory()) == 1 ? 3 : sides;
        }
    }

    /** When the sum of the scores is a multiple of 5, a die showing 1 or 3 is rolled once more. */
    static final class OddAgain implements RerollRule {
        @Override
        public String name() {
            return "Odd Again";
        }

        @Override
        public boolean appliesTo(Turn turn) {
            return (turn.score() + turn.opponentScore()) % 5 == 0;
        }

        @Override
        public boolean rerolls(int face) {
            return face % 2 == 1;
        }
    }

    static final Ruleset CHOPPING = Ruleset.builder("chopping").name("Chopping").maxDice(3).sides(4).goal(30)
            .rule(new Chop())
            .rule(new OddAgain())
            .rule(SNAKE_EYES)
            .baseline(Strategy.alwaysRoll(2))
            .build();

    /** Rolling the most dice costs 2 points, a penalty that reads only the dice: 3 dice score at least 3. */
    static final BonusRule HEAVY_HAND = new BonusRule() {
        @Override
        public String name() {
            return "Heavy Hand";
        }

        @Override
        public int bonus(Turn turn) {
            return turn.dice() == 3 ? -2 : 0;
        }
    };

    static final Ruleset TAXED = Ruleset.builder("taxed").name("Taxed").maxDice(3).sides(4).goal(30)
            .rule(HEAVY_HAND)
            .rule(new ZeroDiceRule() {
                @Override
                public String name() {
                    return "One";
                }

                @Override
                public int zeroDicePoints(Turn turn) {
                    return 1;
                }
            })
            .baseline(Strategy.alwaysRoll(3))
            .build();

    /** Provides {@code taxed}. */
    public static final class Taxed implements RulesetProvider {
        /** Called by {@link java.util.ServiceLoader}. */
        public Taxed() {
        }

        @Override
        public Ruleset ruleset() {
            return TAXED;
        }
    }

    /** Provides {@code chopping}. */
    public static final class Chopping implements RulesetProvider {
        /** Called by {@link java.util.ServiceLoader}. */
        public Chopping() {
        }

        @Override
        public Ruleset ruleset() {
            return CHOPPING;
        }
    }

    /** Provides {@code clockwork}. */
    public static final class Clockwork implements RulesetProvider {
        /** Called by {@link java.util.ServiceLoader}. */
        public Clockwork() {
        }

        @Override
        public Ruleset ruleset() {
            return CLOCKWORK;
        }
    }

    /** Provides {@code stalling}. */
    public static final class Stalling implements RulesetProvider {
        /** Called by {@link java.util.ServiceLoader}. */
        public Stalling() {
        }

        @Override
        public Ruleset ruleset() {
            return STALLING;
        }
    }

    /** Provides {@code choosy}. */
    public static final class Choosy implements RulesetProvider {
        /** Called by {@link java.util.ServiceLoader}. */
        public Choosy() {
        }

        @Override
        public Ruleset ruleset() {
            return CHOOSY;
        }
    }
}
