package dev.hog.testkit;

import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.MemoryRule;
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
 * Two rulesets that use what no course ruleset does, so that the contract, the solver and brute force are checked on
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
                    List.of(new StrategyParameter("otherwise", 2, 0, 3, "the dice to roll otherwise")),
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

    static final Ruleset STALLING = Ruleset.builder("stalling").name("Stalling").maxDice(2).sides(3).goal(30)
            .rule(SNAKE_EYES)
            .baseline(Strategy.alwaysRoll(2))
            .build();

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
}
