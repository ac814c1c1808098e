package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import dev.hog.runner.web.ApiCalls.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The lobby over HTTP (docs/lobby.md): two players create and join a game and play it to the end, each hearing the
 * other's turns as server-sent events; every refusal (another seat's secret, none, a stale one, a spectator, a seat
 * taken, a game not started or over) is a 4xx that changes nothing; a follower that reconnects gets what it missed; a
 * rematch keeps the players and their secrets; and the lobby's limits and clean-up, on a clock of the test's.
 */
class LobbyTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final Ruleset SP24 = PLUGINS.registry().get("sp24");
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final String LOBBY = "api/v2/lobby";
    private static WebServer server;

    @BeforeAll
    static void start() throws IOException {
        server = new WebServer("127.0.0.1", 0, PLUGINS, SP24, SP24.defaultGame(), OptionalLong.of(5));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Reply send(String method, String path, String body, String secret) {
        return ApiCalls.send(server, method, path, body, secret);
    }

    private static JsonNode ok(Reply reply) {
        return ApiCalls.ok(reply);
    }

    /** A seat: the game's code, the seat and its secret. */
    private record Seat(String code, int seat, String secret) {
        static Seat of(JsonNode json) {
            return new Seat(json.get("code").asText(), json.get("seat").asInt(), json.path("secret").asText(null));
        }
    }

    private static Seat create(String name, int goal) {
        return Seat.of(ok(send("POST", LOBBY, "{\"setup\":{\"ruleset\":\"sp24\",\"goal\":" + goal + "},\"name\":"
                + Json.line(name) + "}", null)));
    }

    private static Seat join(String code, String name) {
        return Seat.of(ok(send("POST", LOBBY + "/" + code + "/join", "{\"name\":" + Json.line(name) + "}", null)));
    }

    private static JsonNode game(String code) {
        return ok(send("GET", LOBBY + "/" + code, null, null));
    }

    private static Reply roll(Seat seat, int dice) {
        return send("POST", LOBBY + "/" + seat.code() + "/roll", "{\"dice\":" + dice + "}", seat.secret());
    }

    /** A follower's stream of events, read in the background: each event's id and view. */
    private static final class Events implements AutoCloseable {
        record Event(long id, JsonNode view) {
        }

        private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
        private final Stream<String> lines;

        Events(String code, String lastEventId) throws IOException, InterruptedException {
            HttpRequest.Builder request = HttpRequest.newBuilder(server.uri().resolve(LOBBY + "/" + code
                    + "/events"));
            if (lastEventId != null) {
                request.header("Last-Event-ID", lastEventId);
            }
            HttpResponse<Stream<String>> response = CLIENT.send(request.build(),
                    HttpResponse.BodyHandlers.ofLines());
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type")).hasValue("text/event-stream; charset=utf-8");
            lines = response.body();
            Thread reader = new Thread(() -> {
                long[] id = {-1};
                try {
                    lines.forEach(line -> {
                        if (line.startsWith("id: ")) {
                            id[0] = Long.parseLong(line.substring(4));
                        } else if (line.startsWith("data: ")) {
                            try {
                                events.add(new Event(id[0], Json.mapper().readTree(line.substring(6))));
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                        }
                    });
                } catch (UncheckedIOException e) {
                    // The stream was closed.
                }
            }, "lobby-test-events");
            reader.setDaemon(true);
            reader.start();
        }

        Event next() throws InterruptedException {
            Event event = events.poll(10, TimeUnit.SECONDS);
            assertThat(event).as("an event within 10 s").isNotNull();
            return event;
        }

        @Override
        public void close() {
            lines.close();
        }
    }

    @Test
    void twoPlayersPlayAGameToItsEndEachHearingTheOthersTurnsAsTheyHappen() throws Exception {
        Seat ada = create("Ada", 40);
        assertThat(ok(send("GET", LOBBY, null, null)).get("open").findValuesAsText("code")).contains(ada.code());
        JsonNode waiting = game(ada.code());
        assertThat(waiting.get("started").asBoolean()).isFalse();
        assertThat(waiting.get("names").get(1).isNull()).isTrue();

        try (Events adaHears = new Events(ada.code(), null)) {
            assertThat(adaHears.next().view().get("started").asBoolean()).isFalse();
            Seat bo = join(ada.code(), "Bo");
            assertThat(bo.seat()).isEqualTo(1);
            assertThat(bo.secret()).hasSize(22).isNotEqualTo(ada.secret());
            Events.Event joined = adaHears.next();
            assertThat(joined.view().get("names").get(1).asText()).isEqualTo("Bo");
            assertThat(joined.view().get("started").asBoolean()).isTrue();
            assertThat(ok(send("GET", LOBBY, null, null)).get("open").findValuesAsText("code"))
                    .doesNotContain(ada.code());

            try (Events boHears = new Events(ada.code(), null)) {
                assertThat(boHears.next().id()).isZero();
                List<JsonNode> heardByAda = new ArrayList<>();
                List<JsonNode> heardByBo = new ArrayList<>();
                JsonNode view = joined.view();
                while (!view.get("over").asBoolean()) {
                    int mover = view.get("state").get("mover").asInt();
                    Seat rolling = mover == 0 ? ada : bo;
                    JsonNode played = ok(roll(rolling, 5));
                    JsonNode turn = played.get("turns").get(0);
                    assertThat(turn.get("player").asInt()).isEqualTo(mover);
                    // The other player hears the turn; so does the mover's own page, whichever it is.
                    for (Events hears : List.of(adaHears, boHears)) {
                        Events.Event event = hears.next();
                        assertThat(event.view().get("turns")).hasSize(1);
                        assertThat(event.view().get("turns").get(0)).isEqualTo(turn);
                        assertThat(event.id()).isEqualTo(played.get("from").asLong() + 1);
                        (hears == adaHears ? heardByAda : heardByBo).add(turn);
                    }
                    view = played;
                }
                JsonNode whole = game(ada.code());
                assertThat(whole.get("turns")).hasSize(heardByAda.size());
                assertThat(heardByBo).isEqualTo(heardByAda);
                for (int i = 0; i < heardByAda.size(); i++) {
                    assertThat(whole.get("turns").get(i)).isEqualTo(heardByAda.get(i));
                }
                assertThat(whole.get("winner").asInt()).isIn(0, 1);
                assertThat(whole.get("state").get("scores").get(whole.get("winner").asInt()).asInt())
                        .isGreaterThanOrEqualTo(40);
                assertThat(whole.get("turns").get(0).get("commentary").toString()).contains("Ada");
                assertThat(whole.toString()).doesNotContain(ada.secret()).doesNotContain(bo.secret());
            }
        }
    }

    @Test
    void everyRefusalIsA4xxThatChangesNothing() {
        Seat ada = create("Ada", 100);
        assertThat(roll(ada, 4).status()).as("before a second player joined").isEqualTo(409);
        Seat bo = join(ada.code(), "Bo");
        ok(roll(ada, 4));
        JsonNode before = game(ada.code());

        Reply otherSeat = roll(new Seat(ada.code(), 0, ada.secret()), 4);
        assertThat(otherSeat.status()).as("Ada's secret when it is Bo's turn").isEqualTo(409);
        assertThat(otherSeat.json().get("error").asText()).isEqualTo("it is Bo's turn, not yours");
        Reply none = send("POST", LOBBY + "/" + ada.code() + "/roll", "{\"dice\":4}", null);
        assertThat(none.status()).as("no secret, as a spectator sends").isEqualTo(401);
        assertThat(none.json().get("error").asText()).contains("Authorization: Bearer SECRET");
        assertThat(roll(new Seat(ada.code(), 1, "made-up"), 4).status()).isEqualTo(403);
        Seat elsewhere = create("Cy", 100);
        assertThat(roll(new Seat(ada.code(), 1, elsewhere.secret()), 4).status()).as("another game's secret")
                .isEqualTo(403);
        assertThat(send("POST", LOBBY + "/" + ada.code() + "/roll", "{\"dice\":4}", null).status()).isEqualTo(401);
        assertThat(send("POST", LOBBY + "/" + ada.code() + "/join", "{\"name\":\"Di\"}", null).status())
                .as("both seats taken").isEqualTo(409);
        assertThat(roll(bo, 11).status()).as("more dice than the rules allow").isEqualTo(400);
        assertThat(send("POST", LOBBY + "/" + ada.code() + "/rematch", null, bo.secret()).status())
                .as("a rematch before the end").isEqualTo(409);
        assertThat(game(ada.code())).isEqualTo(before);

        ok(send("POST", LOBBY + "/" + ada.code() + "/leave", null, bo.secret()));
        Reply stale = roll(bo, 4);
        assertThat(stale.status()).as("a secret of a seat left").isEqualTo(403);
        assertThat(stale.json().get("error").asText()).startsWith("that secret holds no seat of game " + ada.code());
        JsonNode left = game(ada.code());
        assertThat(left.get("names").get(1).isNull()).isTrue();
        assertThat(left.get("turns")).isEqualTo(before.get("turns"));
        assertThat(left.get("state")).isEqualTo(before.get("state"));

        // The seat left is free: the game waits for a player to take it, and plays on.
        Reply alone = roll(ada, 4);
        assertThat(alone.status()).as("a roll while seat 1 is free").isEqualTo(409);
        assertThat(alone.json().get("error").asText()).endsWith("is free: the game waits for a player to join it");
        Seat di = join(ada.code(), "Di");
        assertThat(di.seat()).isEqualTo(1);
        assertThat(roll(bo, 4).status()).isEqualTo(403);
        ok(roll(di, 4));
        ok(roll(ada, 4));
    }

    @Test
    void aLostTabRejoinsItsSeatWithItsSecret() {
        Seat ada = create("Ada", 100);
        Seat bo = join(ada.code(), "Bo");
        assertThat(ok(send("GET", LOBBY + "/" + ada.code() + "/seat", null, bo.secret())).get("seat").asInt())
                .isEqualTo(1);
        assertThat(ok(send("GET", LOBBY + "/" + ada.code() + "/seat", null, ada.secret())).get("seat").asInt())
                .isZero();
        assertThat(send("GET", LOBBY + "/" + ada.code() + "/seat", null, null).status()).isEqualTo(401);
    }

    @Test
    void aFollowerThatReconnectsGetsExactlyWhatItMissed() throws Exception {
        Seat ada = create("Ada", 100);
        Seat bo = join(ada.code(), "Bo");
        List<JsonNode> turns = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            JsonNode view = game(ada.code());
            turns.add(ok(roll(view.get("state").get("mover").asInt() == 0 ? ada : bo, 3)).get("turns").get(0));
        }
        try (Events resumed = new Events(ada.code(), "1")) {
            Events.Event event = resumed.next();
            assertThat(event.id()).isEqualTo(4);
            assertThat(event.view().get("from").asInt()).isEqualTo(1);
            assertThat(event.view().get("turns")).containsExactlyElementsOf(turns.subList(1, 4));
        }
        Reply badId = send("GET", LOBBY + "/" + ada.code() + "/events?after=seven", null, null);
        assertThat(badId.status()).isEqualTo(400);
        assertThat(send("GET", LOBBY + "/NOSUCH/events", null, null).status()).isEqualTo(404);
        assertThat(send("GET", LOBBY + "/x%3Cy", null, null).status()).isEqualTo(404);
    }

    @Test
    void aRematchKeepsThePlayersInTheirSeatsWithTheirSecrets() throws Exception {
        Seat ada = create("Ada", 12);
        Seat bo = join(ada.code(), "Bo");
        JsonNode view = game(ada.code());
        while (!view.get("over").asBoolean()) {
            view = ok(roll(view.get("state").get("mover").asInt() == 0 ? ada : bo, 6));
        }
        try (Events hears = new Events(ada.code(), String.valueOf(game(ada.code()).get("turns").size()))) {
            hears.next();
            Seat rematch = Seat.of(ok(send("POST", LOBBY + "/" + ada.code() + "/rematch", null, bo.secret())));
            assertThat(rematch.seat()).isEqualTo(1);
            assertThat(rematch.secret()).as("the same secrets hold the seats").isNull();
            assertThat(rematch.code()).isNotEqualTo(ada.code());
            assertThat(hears.next().view().get("rematch").asText()).isEqualTo(rematch.code());
            Seat again = Seat.of(ok(send("POST", LOBBY + "/" + ada.code() + "/rematch", null, ada.secret())));
            assertThat(again.code()).isEqualTo(rematch.code());
            assertThat(again.seat()).isZero();
            JsonNode next = game(rematch.code());
            assertThat(next.get("names")).hasToString("[\"Ada\",\"Bo\"]");
            assertThat(next.get("started").asBoolean()).isTrue();
            assertThat(next.get("turns")).isEmpty();
            ok(roll(new Seat(rematch.code(), 0, ada.secret()), 4));
        }
    }

    @Test
    void namesAreCheckedAndKeptAsTyped() {
        Seat markup = create("<img src=x onerror=alert(1)>", 100);
        assertThat(game(markup.code()).get("names").get(0).asText()).isEqualTo("<img src=x onerror=alert(1)>");
        for (String bad : List.of("", "   ", "a".repeat(41), "two\nlines")) {
            Reply refused = send("POST", LOBBY, "{\"setup\":{},\"name\":" + Json.line(bad) + "}", null);
            assertThat(refused.status()).as(bad).isEqualTo(400);
            assertThat(refused.json().get("error").asText()).startsWith("name must be 1 to 40 letters on one line");
        }
        assertThat(send("POST", LOBBY + "/" + markup.code() + "/join", "{\"name\":\"<IMG src=x onerror=alert(1)>\"}",
                null).status()).as("the same name twice").isEqualTo(400);
        Reply noSuchRuleset = send("POST", LOBBY, "{\"setup\":{\"ruleset\":\"nope\"},\"name\":\"Ada\"}", null);
        assertThat(noSuchRuleset.status()).isEqualTo(400);
        assertThat(noSuchRuleset.json().get("error").asText()).startsWith("Unknown ruleset 'nope'");
    }

    @Test
    void oneAddressCreatesAtMostItsShareAndGamesPastTheirTimeAreLetGo() {
        AtomicLong now = new AtomicLong(1_000_000_000_000L);
        Lobby.Limits limits = new Lobby.Limits(3, 2, Duration.ofMinutes(30), Duration.ofHours(24),
                Duration.ofHours(1));
        Failures failures = new Failures(System.getLogger("test"));
        try (ServedRules served = new ServedRules(PLUGINS, SP24, SP24.defaultGame(), OptionalLong.of(3), failures,
                HeavyWork.forThisMachine(4));
                Lobby lobby = new Lobby(served, Lobby.inMemory(), limits, now::get)) {
            Api.Setup setup = new Api.Setup("sp24", Map.of(), 20, null, null);
            Api.LobbySeat waiting = lobby.create(new Api.LobbyNew(setup, "Ada"), "10.0.0.1");
            Api.LobbySeat playing = lobby.create(new Api.LobbyNew(setup, "Bo"), "10.0.0.1");
            assertThat(refusal(() -> lobby.create(new Api.LobbyNew(setup, "Cy"), "10.0.0.1")))
                    .isInstanceOf(Refused.class).hasMessageStartingWith("this address has created 2 games");
            Api.LobbySeat finished = lobby.create(new Api.LobbyNew(setup, "Di"), "10.0.0.2");
            assertThat(refusal(() -> lobby.create(new Api.LobbyNew(setup, "Ed"), "10.0.0.3")))
                    .isInstanceOf(Games.Busy.class).hasMessageStartingWith("the server holds its most unfinished");

            Api.LobbySeat bo2 = lobby.join(playing.code(), new Api.LobbyJoin("Fay"));
            lobby.roll(playing.code(), "Bearer " + playing.secret(), new Api.Roll(4));
            Api.LobbySeat di2 = lobby.join(finished.code(), new Api.LobbyJoin("Gus"));
            Api.LobbyGame view = lobby.game(finished.code());
            while (!view.over()) {
                String secret = view.state().mover() == 0 ? finished.secret() : di2.secret();
                view = lobby.roll(finished.code(), "Bearer " + secret, new Api.Roll(6));
            }
            assertThat(bo2.seat()).isEqualTo(1);

            now.addAndGet(Duration.ofMinutes(31).toMillis());
            assertThat(lobby.cleanUp()).containsExactly(waiting.code());
            now.addAndGet(Duration.ofMinutes(30).toMillis());
            assertThat(lobby.cleanUp()).containsExactly(finished.code());
            assertThat(refusal(() -> lobby.game(finished.code()))).isInstanceOf(Games.Gone.class);
            now.addAndGet(Duration.ofHours(22).toMillis());
            assertThat(lobby.cleanUp()).isEmpty();
            now.addAndGet(Duration.ofHours(1).toMillis());
            assertThat(lobby.cleanUp()).containsExactly(playing.code());
            // Room again for a new game from the first address.
            assertThat(lobby.create(new Api.LobbyNew(setup, "Hal"), "10.0.0.1").code()).hasSize(6);
        }
    }

    @Test
    void aLobbyOnTheSameDatabaseHasEveryGameAsItWasLeft() {
        String url = "jdbc:h2:mem:lobby-again-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1";
        java.util.function.Supplier<dev.hog.runner.store.LobbyStore> database = () ->
                new dev.hog.runner.store.LobbyStore(dev.hog.runner.store.Database.open(url, "sa", ""));
        Failures failures = new Failures(System.getLogger("test"));
        Api.Setup setup = new Api.Setup("sp24", Map.of("update", "simple"), 15, null, null);
        Api.LobbySeat ada;
        Api.LobbySeat bo;
        Api.LobbySeat rematch;
        Api.LobbyGame over;
        Api.LobbyGame waiting;
        try (ServedRules served = new ServedRules(PLUGINS, SP24, SP24.defaultGame(), OptionalLong.of(3), failures,
                HeavyWork.forThisMachine(4));
                Lobby lobby = new Lobby(served, database, Lobby.Limits.defaults(), System::currentTimeMillis)) {
            ada = lobby.create(new Api.LobbyNew(setup, "Ada"), "10.0.0.1");
            bo = lobby.join(ada.code(), new Api.LobbyJoin("Bo"));
            Api.LobbyGame view = lobby.game(ada.code());
            while (!view.over()) {
                String secret = view.state().mover() == 0 ? ada.secret() : bo.secret();
                view = lobby.roll(ada.code(), "Bearer " + secret, new Api.Roll(5));
            }
            rematch = lobby.rematch(ada.code(), "Bearer " + bo.secret());
            lobby.roll(rematch.code(), "Bearer " + ada.secret(), new Api.Roll(2));
            over = lobby.game(ada.code());
            waiting = lobby.create(new Api.LobbyNew(setup, "Cy"), "10.0.0.2").game();
        }
        try (ServedRules served = new ServedRules(PLUGINS, SP24, SP24.defaultGame(), OptionalLong.of(3), failures,
                HeavyWork.forThisMachine(4));
                Lobby again = new Lobby(served, database, Lobby.Limits.defaults(), System::currentTimeMillis)) {
            assertThat(json(again.game(ada.code()))).isEqualTo(json(over));
            assertThat(again.game(ada.code()).rematch()).isEqualTo(rematch.code());
            assertThat(again.game(rematch.code()).turns()).hasSize(1);
            assertThat(json(again.game(waiting.code()))).isEqualTo(json(waiting));
            assertThat(again.seat(rematch.code(), "Bearer " + bo.secret()).seat()).isEqualTo(1);
            assertThat(again.open().open()).extracting(Api.OpenGame::code).containsExactly(waiting.code());
            Api.LobbyGame next = again.roll(rematch.code(), "Bearer " + bo.secret(), new Api.Roll(3));
            assertThat(next.from()).isEqualTo(1);
        }
    }

    private static String json(Object value) {
        return Json.line(value);
    }

    private static Throwable refusal(Runnable request) {
        try {
            request.run();
        } catch (RuntimeException e) {
            return e;
        }
        throw new AssertionError("the request was not refused");
    }
}
