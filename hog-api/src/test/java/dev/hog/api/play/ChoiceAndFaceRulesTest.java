package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.RollDistribution;
import dev.hog.api.game.Strategy;
import dev.hog.api.game.Transition;
import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.api.rule.ExtraTurnRule;
import dev.hog.api.rule.FaceRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.RuleException;
import dev.hog.api.rule.Turn;
import dev.hog.api.rule.ZeroDiceRule;
import dev.hog.api.ruleset.Ruleset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Rules that limit the choice of dice, and rules that read a summary of the faces, through the engine. */
class ChoiceAndFaceRulesTest {
    /** After a turn of 15 points or more, at most 3 dice on the player's next turn. */
    static final class Winded implements DiceChoiceRule, MemoryRule {
        @Override
        public String name() {
            return "Winded";
        }

        @Override
        public int memorySize() {
            return 2;
        }

        @Override
        public int remember(Turn turn) {
            return turn.points() >= 15 ? 1 : 0;
        }

        @Override
        public boolean allows(Turn turn) {
            return turn.memory() == 0 || turn.dice() <= 3;
        }

        @Override
        public String refusal(Turn turn) {
            return "after a turn of 15 points or more, at most 3 dice";
        }
    }

    /** Two or more dice all alike give another turn. Summary: 0 nothing yet, 1 to 6 all that face, 7 not alike. */
    static final class Doubles implements FaceRule, ExtraTurnRule {
        @Override
        public String name() {
            return "Doubles";
        }

        @Override
        public int summarySize() {
            return 8;
        }

        @Override
        public int summarize(int summary, int face) {
            return summary == 0 ? face : summary == face ? face : 7;
        }

        @Override
        public boolean extraTurn(Turn turn) {
            int summary = turn.faceSummary();
            return turn.dice() >= 2 && summary >= 1 && summary <= 6;
        }
    }

    /** Rolling no dice scores 1, so that every turn raises the sum of the scores. */
    static final ZeroDiceRule ONE = new ZeroDiceRule() {
        @Override
        public String name() {
            return "One";
        }

        @Override
        public int zeroDicePoints(Turn turn) {
            return 1;
        }
    };

    private static final Ruleset WINDED = Ruleset.builder("winded").rule(new Winded()).rule(ONE).build();
    private static final Ruleset DOUBLES = Ruleset.builder("doubles").rule(new Doubles()).rule(ONE).build();
    private static final Ruleset PLAIN = Ruleset.builder("plain").rule(ONE).build();

    @Test
    void afterAWindingTurnOnlyThreeDiceOrFewerAreLegal() {
        // Five sixes: 30 points, which winds player 0.
        Match match = Match.builder(WINDED).dice(Dice.test(6, 6, 6, 6, 6, 2)).build();
        assertThat(match.legalDice()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        match.roll(5);
        match.roll(1);

        assertThat(match.mover()).isZero();
        assertThat(match.legalDice()).containsExactly(0, 1, 2, 3);
        GameDefinition game = match.game();
        assertThat(game.allows(match.state(), 3)).isTrue();
        assertThat(game.allows(match.state(), 4)).isFalse();
        assertThat(game.refusal(match.state(), 4)).hasValue("Winded does not allow 4 dice now: after a turn of 15"
                + " points or more, at most 3 dice");
        assertThat(game.refusal(match.state(), 2)).isEmpty();
    }

    @Test
    void aForbiddenRollIsRefusedWithTheRuleAndTheLegalChoicesAndChangesNothing() {
        Match match = Match.builder(WINDED).dice(Dice.test(6, 6, 6, 6, 6, 2)).build();
        match.roll(5);
        match.roll(1);
        GameState before = match.state();

        assertThatThrownBy(() -> match.roll(4)).isInstanceOf(HogException.class)
                .hasMessage("Player 0 chose 4 dice on turn 2 (score 30, opponent 2), which the rules do not allow:"
                        + " Winded does not allow 4 dice now: after a turn of 15 points or more, at most 3 dice."
                        + " Allowed there: 0 to 3");
        assertThat(match.state()).isEqualTo(before);
        assertThat(match.turns()).hasSize(2);
        assertThatThrownBy(() -> match.game().next(before, List.of(1, 1, 1, 1))).isInstanceOf(HogException.class)
                .as("the game words the refusal as the match does").hasMessage(catchThrowable(() -> match.roll(4))
                        .getMessage());
        assertThat(match.roll(3).dice()).isEqualTo(3);
    }

    @Test
    void aStrategyThatChoosesAForbiddenNumberIsRefusedNamingTheTurn() {
        Match match = Match.builder(WINDED).players(Strategy.alwaysRoll(5), Strategy.alwaysRoll(1))
                .dice(Dice.test(6, 6, 6, 6, 6, 2)).build();
        match.playTurn();
        match.playTurn();

        assertThatThrownBy(match::playTurn).isInstanceOf(HogException.class)
                .hasMessageContaining("chose 5 dice on turn 2 (score 30, opponent 2), which the rules do not allow:"
                        + " Winded does not allow 5 dice now")
                .hasMessageEndingWith("Allowed there: 0 to 3");
        assertThatThrownBy(() -> Match.builder(WINDED).players(Strategy.alwaysRoll(5), Strategy.alwaysRoll(1))
                .dice(Dice.test(6, 6, 6, 6, 6, 2)).build().finalScores()).isInstanceOf(HogException.class)
                .hasMessageContaining("Winded does not allow 5 dice now");
    }

    @Test
    void theGameDefinitionRefusesAForbiddenTurn() {
        GameDefinition game = WINDED.defaultGame();
        GameState winded = game.next(game.next(game.start(0, 0), 5, 30), 1, 2);

        assertThatThrownBy(() -> game.next(winded, 4, 8)).isInstanceOf(HogException.class)
                .hasMessageContaining("Winded does not allow 4 dice now");
        assertThatThrownBy(() -> game.transitions(winded, 4)).isInstanceOf(HogException.class)
                .hasMessageContaining("Winded does not allow 4 dice now");
        assertThat(game.legalDice(winded)).containsExactly(0, 1, 2, 3);
    }

    @Test
    void choiceRulesThatAllowNothingAreReportedNamingThem() {
        DiceChoiceRule never = new DiceChoiceRule() {
            @Override
            public String name() {
                return "Never";
            }

            @Override
            public boolean allows(Turn turn) {
                return false;
            }
        };
        GameDefinition game = Ruleset.builder("never").rule(never).build().defaultGame();

        assertThatThrownBy(() -> game.legalDice(game.start(0, 0))).isInstanceOf(RuleException.class)
                .hasMessageContaining("The choice rules of never (Never) allow no number of dice at all");
        assertThatThrownBy(() -> Match.builder(game).build().legalDice()).isInstanceOf(RuleException.class);
    }

    @Test
    void doublesGiveAnotherTurnFromTheFacesAndAMixedRollDoesNot() {
        Match match = Match.builder(DOUBLES).dice(Dice.test(3, 3, 3, 3, 3, 4, 5)).build();

        TurnRecord alike = match.roll(3);
        assertThat(alike.movesAgain()).isTrue();
        assertThat(alike.effects()).extracting(effect -> effect.rule()).containsExactly("Doubles");
        TurnRecord mixed = match.roll(3);
        assertThat(mixed.movesAgain()).isFalse();
        assertThat(match.mover()).isOne();
        TurnRecord single = match.roll(1);
        assertThat(single.movesAgain()).isFalse();
    }

    @Test
    void aTurnUnderFaceRulesIsPlayedFromItsFaces() {
        GameDefinition game = DOUBLES.defaultGame();
        GameState start = game.start(0, 0);

        assertThat(game.next(start, List.of(4, 4)).mover()).isZero();
        assertThat(game.next(start, List.of(4, 5)).mover()).isOne();
        assertThat(game.next(start, List.of()).score0()).isEqualTo(1);
        assertThatThrownBy(() -> game.next(start, 2, 8)).isInstanceOf(HogException.class)
                .hasMessageContaining("read the faces of a roll, not only its score; play the turn from its faces");
        assertThatThrownBy(() -> game.next(start, List.of(4, 7))).isInstanceOf(HogException.class)
                .hasMessage("The faces given hold 7 on a 6-sided die on turn 0; a die's faces are 1 to 6, so the turn"
                        + " is not played");
    }

    @Test
    void theDistributionOfARollIsOverItsScoreAndItsFacesSummaryCountedExactly() {
        RollDistribution two = DOUBLES.defaultGame().rollDistribution(2, 6);
        double alike = 0;
        double total = 0;
        for (int i = 0; i < two.size(); i++) {
            total += two.chance(i);
            if (two.summary(i) >= 1 && two.summary(i) <= 6) {
                alike += two.chance(i);
                assertThat(two.chance(i)).isEqualTo(1.0 / 36);
                assertThat(two.points(i) % 2).isZero();
                assertThat(two.points(i) / 2).isEqualTo(two.summary(i));
            }
        }
        assertThat(alike).isCloseTo(6.0 / 36, within(1e-15));
        assertThat(total).isCloseTo(1.0, within(1e-15));
        assertThat(two.chanceOf(8)).isEqualTo(5.0 / 36);

        // Without a face rule the distribution is the scores alone, each once, every summary 0.
        RollDistribution plain = PLAIN.defaultGame().rollDistribution(2, 6);
        assertThat(plain.size()).isEqualTo(11);
        for (int i = 0; i < plain.size(); i++) {
            assertThat(plain.summary(i)).isZero();
            assertThat(plain.chance(i)).isEqualTo(plain.chanceOf(plain.points(i)));
        }
        for (int points = 2; points <= 12; points++) {
            assertThat(two.chanceOf(points)).isCloseTo(plain.chanceOf(points), within(1e-15));
        }
    }

    @Test
    void transitionsUnderFaceRulesAreWhatCountingEveryFaceGives() {
        GameDefinition game = DOUBLES.defaultGame();
        GameState state = game.start(20, 30);
        for (int dice = 1; dice <= 3; dice++) {
            Map<GameState, Double> counted = new HashMap<>();
            int combinations = (int) Math.pow(6, dice);
            for (int code = 0; code < combinations; code++) {
                List<Integer> faces = new ArrayList<>();
                for (int die = 0, rest = code; die < dice; die++, rest /= 6) {
                    faces.add(rest % 6 + 1);
                }
                counted.merge(game.next(state, faces), 1.0 / combinations, Double::sum);
            }
            List<Transition> transitions = game.transitions(state, dice);
            assertThat(transitions).hasSize(counted.size());
            for (Transition transition : transitions) {
                assertThat(transition.probability()).as("%d dice to %s", dice, transition.state())
                        .isCloseTo(counted.get(transition.state()), within(1e-15));
            }
        }
    }

    @Test
    void aFaceRuleThatReadsTheFacesBeforeTheRollOrLeavesItsSummaryIsReported() {
        ZeroDiceRule early = new ZeroDiceRule() {
            @Override
            public String name() {
                return "Early";
            }

            @Override
            public int zeroDicePoints(Turn turn) {
                return turn.faceSummary();
            }
        };
        GameDefinition reads = Ruleset.builder("early").rule(early).build().defaultGame();
        assertThatThrownBy(() -> reads.next(reads.start(0, 0), 0, 0)).isInstanceOf(RuleException.class)
                .hasMessageContaining("Rule Early read the turn's points or faces before they are known");

        FaceRule wide = new FaceRule() {
            @Override
            public String name() {
                return "Wide";
            }

            @Override
            public int summarySize() {
                return 2;
            }

            @Override
            public int summarize(int summary, int face) {
                return face;
            }
        };
        GameDefinition leaves = Ruleset.builder("wide").rule(wide).build().defaultGame();
        assertThatThrownBy(() -> leaves.rollDistribution(1, 6)).isInstanceOf(RuleException.class)
                .hasMessageContaining("Rule Wide of wide summarized face 2 after 0 as 2, outside its summary of 0 to"
                        + " 1");

        FaceRule empty = new FaceRule() {
            @Override
            public String name() {
                return "Empty";
            }

            @Override
            public int summarySize() {
                return 0;
            }

            @Override
            public int summarize(int summary, int face) {
                return 0;
            }
        };
        assertThatThrownBy(() -> Ruleset.builder("empty").rule(empty).build().defaultGame())
                .isInstanceOf(RuleException.class).hasMessageContaining("Rule Empty declares a summary of the faces"
                        + " of 0 values");
    }
}
