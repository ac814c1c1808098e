package dev.hog.rules.sp21;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.json.RecordedGame;
import dev.hog.testkit.RecordedGameTests;
import dev.hog.testkit.RecordedGames;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The 100 sp21 games the course's randomised tests recorded, replayed turn by turn through the engine. */
class Sp21RecordedGamesTest {
    @Test
    void theRecordedGamesIncludeExtraTurns() {
        List<RecordedGame> games = RecordedGames.read(getClass().getResourceAsStream("/conformance/sp21-games.json"));

        assertThat(games).hasSize(100);
        assertThat(games).anySatisfy(game -> assertThat(game.turns()).anySatisfy(turn -> {
            int index = game.turns().indexOf(turn);
            assertThat(index + 1 < game.turns().size() && game.turns().get(index + 1).player() == turn.player())
                    .isTrue();
        }));
    }

    @TestFactory
    Stream<DynamicTest> replaysTurnByTurn() {
        return RecordedGameTests.replay(Sp21.ruleset(),
                getClass().getResourceAsStream("/conformance/sp21-games.json"));
    }
}
