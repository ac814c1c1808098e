package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.BonusRule;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.RuleException;
import dev.hog.api.rule.Turn;
import dev.hog.api.ruleset.Ruleset;
import org.junit.jupiter.api.Test;

/** A bonus rule may take points away, as long as a turn's points with its bonuses stay at least 0. */
class PenaltyTest {
    /** A turn scores at most 10 less the number of dice. */
    static final class Cap implements BonusRule {
        private final int cap;

        Cap(int cap) {
            this.cap = cap;
        }

        @Override
        public String name() {
            return "Cap";
        }

        @Override
        public int bonus(Turn turn) {
            return -Math.max(0, turn.points() - (cap - turn.dice()));
        }
    }

    @Test
    void aPenaltyLowersTheTurnAndIsAnnouncedWithItsSign() {
        Match match = Match.builder(Ruleset.builder("capped").rule(new Cap(10)).build()).dice(Dice.test(6, 5, 4))
                .build();
        TurnRecord turn = match.roll(3);

        // 15 points, at most 10 - 3 = 7.
        assertThat(turn.points()).isEqualTo(15);
        assertThat(turn.scores().score0()).isEqualTo(7);
        assertThat(turn.effects()).containsExactly(Effect.of("Cap", "-8 points."));
        GameDefinition game = match.game();
        assertThat(game.next(game.start(0, 0), 3, 15).score0()).isEqualTo(7);
    }

    @Test
    void aPenaltyBelowTheTurnsPointsIsTheRulesFault() {
        Match match = Match.builder(Ruleset.builder("broken").rule(new Cap(1)).build()).dice(Dice.test(6, 5, 4))
                .build();

        assertThatThrownBy(() -> match.roll(3)).isInstanceOf(RuleException.class)
                .hasMessageContaining("Rule Cap of broken took 17 points from a turn of 15; a turn's points with its"
                        + " bonuses are at least 0");
    }
}
