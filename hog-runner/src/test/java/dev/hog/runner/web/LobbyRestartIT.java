package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.runner.io.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lobby's games across a {@code kill -9}: the packaged {@code hog serve} plays part of a game between two
 * players, is killed with SIGKILL right after a roll is answered, starts again on the same database, and both players
 * finish the game with the same secrets; every turn and score must be those of the same game played without the kill.
 * On an H2 file and on a real PostgreSQL server.
 *
 * <p>PostgreSQL is the server {@code HOG_TEST_POSTGRES} names, a JDBC URL of a user who may create databases (the gate
 * installs Debian's {@code postgresql} and starts one); each run creates its own databases and drops them. Without it
 * the PostgreSQL test is skipped, saying so, unless {@code HOG_REQUIRE_POSTGRES=1} (as the gate sets it) makes that a
 * failure.
 */
class LobbyRestartIT {
    private static final Path JAR = Path.of(System.getProperty("hog.jar", "target/hog.jar"));
    private static final Pattern SERVED = Pattern.compile("^Hog is served at (http://\\S+/) ");
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
    void aKilledServerGoesOnWithEveryGameOnPostgreSql() throws Exception {
        String admin = System.getenv("HOG_TEST_POSTGRES");
        if (admin == null || admin.isBlank()) {
            String why = "HOG_TEST_POSTGRES names no PostgreSQL server to test on (a JDBC URL such as"
                    + " jdbc:postgresql://127.0.0.1:5432/postgres?user=hog)";
            if ("1".equals(System.getenv("HOG_REQUIRE_POSTGRES"))) {
                throw new AssertionError(why + ", and HOG_REQUIRE_POSTGRES=1 requires one");
            }
            Assumptions.abort(why);
        }
        String suffix = HexFormat.of().formatHex(new SecureRandom().generateSeed(4));
        List<String> databases = List.of("hog_killed_" + suffix, "hog_whole_" + suffix);
        try (Connection connection = DriverManager.getConnection(admin);
                Statement statement = connection.createStatement()) {
            for (String database : databases) {
                statement.execute("CREATE DATABASE " + database);
            }
        }
        try {
            checkAcrossAKill(inDatabase(admin, databases.get(0)), inDatabase(admin, databases.get(1)));
        } finally {
            try (Connection connection = DriverManager.getConnection(admin);
                    Statement statement = connection.createStatement()) {
                for (String database : databases) {
                    statement.execute("DROP DATABASE IF EXISTS " + database);
                }
            } catch (SQLException e) {
                // Left behind for the server's owner: the test's result stands.
            }
        }
    }

    /** The admin URL with another database: {@code jdbc:postgresql://HOST:PORT/NAME?QUERY}. */
    private static String inDatabase(String admin, String database) {
        return admin.replaceFirst("^(jdbc:postgresql://[^/?]+)(/[^?]*)?", "$1/" + database);
    }

    private void checkAcrossAKill(String killedDatabase, String wholeDatabase) throws Exception {
        Played whole;
        try (Server server = new Server(wholeDatabase)) {
            whole = Played.start(server.uri);
            whole.playTo(server.uri, Integer.MAX_VALUE);
        }

        Played killed;
        JsonNode beforeKill;
        try (Server first = new Server(killedDatabase)) {
            killed = Played.start(first.uri);
            killed.playTo(first.uri, BEFORE_KILL);
            beforeKill = killed.view(first.uri);
            first.kill();
        }
        assertThat(beforeKill.get("turns")).hasSize(BEFORE_KILL);
        try (Server second = new Server(killedDatabase)) {
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

    /** {@code hog serve} as its own process, on a database, with a seed: the same choices roll the same faces. */
    private final class Server implements AutoCloseable {
        final URI uri;
        final Process process;

        Server(String database) throws IOException {
            List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-jar", JAR.toString(), "serve", "--port", "0", "--seed", "21", "--db", database);
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().put("HOME", work.toString());
            process = builder.start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8));
            String line = out.readLine();
            Matcher served = SERVED.matcher(line == null ? "" : line);
            if (!served.find()) {
                process.destroyForcibly();
                throw new AssertionError("hog serve did not start: " + line);
            }
            uri = URI.create(served.group(1));
        }

        /** SIGKILL: no shutdown hook runs, nothing is flushed or closed. */
        void kill() throws InterruptedException {
            process.destroyForcibly();
            assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).as("killed by SIGKILL").isEqualTo(128 + 9);
        }

        @Override
        public void close() throws InterruptedException {
            if (process.isAlive()) {
                process.destroy();
                process.waitFor(10, TimeUnit.SECONDS);
                process.destroyForcibly();
            }
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
