package dev.hog.rules.sp24;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.testkit.RecordedGameTests;
import dev.hog.testkit.RecordedGames;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The 100 sp24 games the course's randomised tests recorded, replayed turn by turn through the engine. */
class Sp24RecordedGamesTest {
    @Test
    void theCourseRecordedGamesWithBothUpdates() {
        assertThat(RecordedGames.read(getClass().getResourceAsStream("/conformance/sp24-games.json")))
                .hasSize(100)
                .extracting(game -> game.options().get(Sp24.UPDATE)).contains(Sp24.SUS, Sp24.SIMPLE);
    }

    @TestFactory
    Stream<DynamicTest> replaysTurnByTurn() {
        return RecordedGameTests.replay(Sp24.ruleset(),
                getClass().getResourceAsStream("/conformance/sp24-games.json"));
    }
}
