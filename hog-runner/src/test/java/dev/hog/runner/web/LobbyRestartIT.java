package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.runner.io.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lobby's games across a {@code kill -9}: the packaged {@code hog serve} plays part of a game between two
 * players, is killed with SIGKILL right after a roll is answered, starts again on the same database, and both players
 * finish the game with the same secrets; every turn and score must be those of the same game played without the kill.
 * On an H2 file and on a real PostgreSQL server.
 *
 * <p>PostgreSQL is the server {@code HOG_TEST_POSTGRES} names ({@link TestPostgres}); each run creates its own
 * databases and drops them.
 */
class LobbyRestartIT {
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    /** The turns played before the kill. */
    private static final int BEFORE_KILL = 7;

    @TempDir
    Path work;

    @Test
    void aKilledServerGoesOnWithEveryGameOnAnH2File() throws Exception {
        checkAcrossAKill("jdbc:h2:file:" + work.resolve("killed/games"), "jdbc:h2:file:" + work.resolve(
                "whole/games"));
    }

    @Test
    void aSecondServerOnTheSameH2FileIsRefusedInOneLine() throws Exception {
        String database = "jdbc:h2:file:" + work.resolve("held/games");
        try (ServeProcess first = new ServeProcess(database, work)) {
            assertThatThrownBy(() -> new ServeProcess(database, work)).isInstanceOf(AssertionError.class)
                    .hasMessage("hog serve did not start: hog: cannot open the H2 file " + work.resolve("held/games")
                            + ".mv.db: another process has it open, such as another hog serve; stop that one, or give"
                            + " --db another database");
        }
    }

    @Test
    void aKilledServerGoesOnWithEveryGameOnPostgreSql() throws Exception {
        try (TestPostgres postgres = TestPostgres.server()) {
            checkAcrossAKill(postgres.database("hog_killed"), postgres.database("hog_whole"));
        }
    }

    private void checkAcrossAKill(String killedDatabase, String wholeDatabase) throws Exception {
        Played whole;
        try (ServeProcess server = new ServeProcess(wholeDatabase, work)) {
            whole = Played.start(server.uri);
            whole.playTo(server.uri, Integer.MAX_VALUE);
        }

        Played killed;
        JsonNode beforeKill;
        try (ServeProcess first = new ServeProcess(killedDatabase, work)) {
            killed = Played.start(first.uri);
            killed.playTo(first.uri, BEFORE_KILL);
            beforeKill = killed.view(first.uri);
            first.kill();
        }
        assertThat(beforeKill.get("turns")).hasSize(BEFORE_KILL);
        try (ServeProcess second = new ServeProcess(killedDatabase, work)) {
            JsonNode afterRestart = killed.view(second.uri);
            assertThat(afterRestart).as("the game as the restarted server has it").isEqualTo(beforeKill);
            killed.playTo(second.uri, Integer.MAX_VALUE);
            JsonNode finished = killed.view(second.uri);
            JsonNode reference = whole.view(null);
            assertThat(finished.get("over").asBoolean()).isTrue();
            assertThat(finished.get("turns")).isEqualTo(reference.get("turns"));
            assertThat(finished.get("state")).isEqualTo(reference.get("state"));
            assertThat(finished.get("winner")).isEqualTo(reference.get("winner"));
        }
    }

    /** A game of two players, each rolling a number of dice that follows from the turn's number. */
    private static final class Played {
        final String code;
        final String[] secrets = new String[2];
        JsonNode last;

        private Played(String code) {
            this.code = code;
        }

        static Played start(URI server) throws Exception {
            JsonNode created = send(server, "POST", "api/v2/lobby",
                    "{\"setup\":{\"ruleset\":\"sp24\",\"goal\":60},\"name\":\"Ada\"}", null);
            Played played = new Played(created.get("code").asText());
            played.secrets[0] = created.get("secret").asText();
            JsonNode joined = send(server, "POST", "api/v2/lobby/" + played.code + "/join", "{\"name\":\"Bo\"}",
                    null);
            played.secrets[1] = joined.get("secret").asText();
            played.last = joined.get("game");
            return played;
        }

        /** Plays until the game has this many turns, or is over. */
        void playTo(URI server, int turns) throws Exception {
            JsonNode view = view(server);
            while (!view.get("over").asBoolean() && view.get("turns").size() < turns) {
                int mover = view.get("state").get("mover").asInt();
                int dice = view.get("turns").size() % 7 + 1;
                send(server, "POST", "api/v2/lobby/" + code + "/roll", "{\"dice\":" + dice + "}", secrets[mover]);
                view = view(server);
            }
        }

        /** The game with every turn, as the server has it; the last one seen when the server is gone. */
        JsonNode view(URI server) throws Exception {
            if (server != null) {
                last = send(server, "GET", "api/v2/lobby/" + code, null, null);
            }
            return last;
        }

        private static JsonNode send(URI server, String method, String path, String body, String secret)
                throws Exception {
            HttpRequest.Builder request = HttpRequest.newBuilder(server.resolve(path)).method(method,
                    body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
            if (secret != null) {
                request.header("Authorization", "Bearer " + secret);
            }
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as("%s %s: %s", method, path, response.body()).isEqualTo(200);
            return Json.mapper().readTree(response.body());
        }
    }
}
