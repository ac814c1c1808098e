package dev.hog.api.rule;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What the rule hooks tell players by default: the points, counted in English. */
class AnnouncementsTest {
    @Test
    void rollingNoDiceTellsThePointsWithTheirPlural() {
        assertThat(ToyRules.HALF.announce(1)).isEqualTo("1 point.");
        assertThat(ToyRules.HALF.announce(9)).isEqualTo("9 points.");
        assertThat(ToyRules.HALF.announce(0)).isEqualTo("0 points.");
    }

    @Test
    void aBonusTellsThePointsAddedWithTheirPlural() {
        assertThat(ToyRules.ECHO.announce(1)).isEqualTo("+1 point.");
        assertThat(ToyRules.ECHO.announce(3)).isEqualTo("+3 points.");
    }
}
