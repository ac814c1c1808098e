package com.example.hog.doubles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.RollDistribution;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Doubles: when two or more dice all show the same face, the mover rolls again. */
class DoublesTest {
    private final GameDefinition rules = DoublesRuleset.ruleset().defaultGame();
    private final Doubles doubles = new Doubles();

    @ParameterizedTest(name = "{0}: summary {1}")
    @CsvSource({"'3', 3", "'3,3', 3", "'3,3,3', 3", "'3,3,4', 7", "'4,3,3', 7", "'1,1', 1", "'6,5,6', 7"})
    void theSummaryIsTheFaceWhileEveryFaceIsAlike(String faces, int summary) {
        int folded = doubles.initialSummary();
        for (String face : faces.split(",")) {
            folded = doubles.summarize(folded, Integer.parseInt(face));
        }

        assertThat(folded).isEqualTo(summary);
    }

    @ParameterizedTest(name = "{0}: another turn {1}")
    @CsvSource({"'3,3,3', true", "'3,3', true", "'1,1', true", "'3,3,4', false", "'3', false", "'2,5', false"})
    void allTheDiceAlikeGiveTheMoverAnotherTurn(String faces, boolean again) {
        List<Integer> rolled = List.of(faces.split(",")).stream().map(Integer::valueOf).toList();

        GameState next = rules.next(rules.start(0, 0), rolled);

        assertThat(next.extraTurn()).isEqualTo(again);
        assertThat(next.mover()).isEqualTo(again ? 0 : 1);
    }

    @Test
    void noDiceAreNeverDoubles() {
        assertThat(rules.next(rules.start(0, 0), List.of()).extraTurn()).isFalse();
    }

    @Test
    void theChanceOfDoublesWithTwoDiceIsOneInSix() {
        RollDistribution roll = rules.rollDistribution(2, 6);

        double alike = 0;
        for (int i = 0; i < roll.size(); i++) {
            if (roll.summary(i) != Doubles.MIXED) {
                alike += roll.chance(i);
            }
        }
        assertThat(alike).isCloseTo(6.0 / 36, within(1e-15));
        assertThat(roll.chanceOf(1)).as("Pig Out: 11 of the 36 rolls hold a 1").isCloseTo(11.0 / 36, within(1e-15));
        assertThat(roll.chanceOf(6)).as("2+4, 4+2 and 3+3").isCloseTo(3.0 / 36, within(1e-15));
    }

    @Test
    void doublesAreAnnouncedAndChain() {
        // Player 0 rolls 4, 4 (doubles: again), then 2, 2 (again), then 3, 5; player 1 then rolls 6, 5.
        GameRecord game = Match.builder(rules).players(Strategy.alwaysRoll(2), Strategy.alwaysRoll(2))
                .dice(Dice.test(4, 4, 2, 2, 3, 5, 6, 5)).goal(25).play();

        assertThat(game.turns()).extracting(TurnRecord::player).startsWith(0, 0, 0, 1);
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Doubles! All the dice alike: roll again.");
        assertThat(game.turns().get(2).effects()).isEmpty();
        assertThat(game.turns().get(2).scores().score0()).isEqualTo(8 + 4 + 8);
    }
}
