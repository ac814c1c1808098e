package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code hog replay}: the course's recorded games, played again through the engine. */
class ReplayCommandTest {
    @TempDir
    Path folder;

    private HogCli withGames(String name) throws IOException {
        try (InputStream games = getClass().getResourceAsStream("/games/" + name)) {
            Files.copy(games, folder.resolve(name));
        }
        return new HogCli(folder);
    }

    @ParameterizedTest
    @ValueSource(strings = {"su20-games.json", "sp21-games.json", "sp24-games.json"})
    void theCoursesRecordedGamesReplayExactly(String games) throws IOException {
        HogCli.Result result = withGames(games).run("replay", games, "--check");

        assertThat(result.err()).isEqualTo(games + ": 100 games replayed, 0 differ from the recording\n");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out().lines()).allMatch(line -> line.startsWith("{\"game\":"));
        assertThat(result.out().lines().filter(line -> line.contains("\"final\""))).hasSize(100);
    }

    @Test
    void writesTheEnginesTurnsWithTheGamesIndex() throws IOException {
        HogCli.Result result = withGames("su20-games.json").run("replay", "su20-games.json");

        assertThat(result.out().lines().findFirst()).hasValue("{\"game\":0,\"number\":0,\"player\":0,\"extraTurn\":false,"
                + "\"movesAgain\":false,\"dice\":9,\"sides\":6,\"outcomes\":[5,1,1,2,6,1,1,1,5],\"points\":1,"
                + "\"scores\":[53,48],\"effects\":[{\"rule\":\"Pig Out\",\"message\":\"A 1 came up: the turn scores"
                + " 1.\"},{\"rule\":\"Swine Swap\",\"message\":\"Scores swapped.\"}],\"commentary\":[]}");
        assertThat(result.err()).isEmpty();
    }

    @Test
    void aDifferenceNamesTheGameAndTheTurnAndFails() throws IOException {
        HogCli cli = withGames("su20-games.json");
        String games = Files.readString(cli.path("su20-games.json"));
        Files.writeString(cli.path("altered.json"), games.replaceFirst("\"scores\":\\[53,59\\]",
                "\"scores\":[53,60]"));

        HogCli.Result result = cli.run("replay", "altered.json", "--check");

        assertThat(result.err()).isEqualTo("""
                altered.json: game 0, turn 2: recorded player 1 rolling 3 [3, 2, 6] to (53, 60), replayed player 1 \
                rolling 3 [3, 2, 6] to (53, 59)
                altered.json: 100 games replayed, 1 differ from the recording
                """);
        assertThat(result.exitCode()).isOne();
    }

    @Test
    void aRecordingTheEngineCannotFollowFailsEvenWithoutCheck() throws IOException {
        HogCli cli = new HogCli(folder).file("short.json", """
                [{"ruleset":"su20","goal":100,"start":[0,0],"turns":[{"player":0,"dice":2,"outcomes":[3,3]}]}]
                """);

        HogCli.Result result = cli.run("replay", "short.json");

        assertThat(result.err()).isEqualTo("short.json: game 0, turn 2: the engine gave player 1 a turn beyond the 0"
                + " the recording has for that player (score 0, opponent 9)\n");
        assertThat(result.exitCode()).isOne();
    }

    @Test
    void aMalformedFileIsAMistakeWithItsPlace() {
        HogCli cli = new HogCli(folder).file("bad.json", "[{\"ruleset\":\"su20\",\"goal\":100,\"start\":[0,0],"
                + "\"turns\":[],\"seed\":4}]");

        HogCli.Result result = cli.run("replay", "bad.json");

        assertThat(result.err()).isEqualTo("hog: " + folder.resolve("bad.json") + ":1:56: unknown key 'seed'; a game"
                + " has ruleset, options, goal, start and turns, and a turn has player, dice, outcomes and scores\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void aMissingKeyIsAMistakeThatNamesIt() {
        HogCli cli = new HogCli(folder).file("bad.json", "[{\"ruleset\":\"su20\",\"goal\":100,\"turns\":[]}]");

        HogCli.Result result = cli.run("replay", "bad.json");

        assertThat(result.err()).isEqualTo("hog: " + folder.resolve("bad.json") + ":1:41: missing key 'start'; a game"
                + " has ruleset, options, goal, start and turns, and a turn has player, dice, outcomes and scores\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void aMissingFileIsAMistake() {
        HogCli.Result result = new HogCli(folder).run("replay", "none.json");

        assertThat(result.err()).isEqualTo("hog: " + folder.resolve("none.json") + ": no such file; give a JSON file of recorded"
                + " games\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }
}
