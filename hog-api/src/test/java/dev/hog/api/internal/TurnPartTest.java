package dev.hog.api.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The parts of a turn are one bit layout: the context's read bits, and the parts analysis tabulates first. */
class TurnPartTest {
    @Test
    void eachPartsBitIsTheOneTheContextSetsWhenItIsRead() {
        assertThat(Arrays.stream(TurnPart.values()).mapToInt(TurnPart::bit)).containsExactly(TurnContext.SCORE,
                TurnContext.OPPONENT_SCORE, TurnContext.DICE, TurnContext.POINTS, TurnContext.NUMBER,
                TurnContext.EXTRA_TURN, TurnContext.MEMORY, TurnContext.OPPONENT_MEMORY, TurnContext.FACES);
        assertThat(TurnSteps.FACES).isEqualTo(TurnContext.FACES);
    }

    @Test
    void everyPartButTheFacesIsTabulatedOnItsOwnAndFirst() {
        assertThat(TurnPart.TABULATED).isEqualTo(8);
        assertThat(Arrays.stream(TurnPart.values()).filter(TurnPart::tabulated))
                .allMatch(part -> part.ordinal() < TurnPart.TABULATED && part.carrier() == part);
        assertThat(TurnPart.FACES.carrier()).isEqualTo(TurnPart.POINTS);
    }

    @Test
    void readingTheFacesCountsAsReadingThePoints() {
        assertThat(TurnPart.tabulated(TurnContext.FACES | TurnContext.DICE))
                .isEqualTo(TurnContext.POINTS | TurnContext.DICE);
        assertThat(TurnPart.tabulated(TurnContext.MEMORY)).isEqualTo(TurnContext.MEMORY);
    }
}
