package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.analysis.Odds;
import dev.hog.analysis.Solver;
import dev.hog.api.game.GameState;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.api.game.Strategy;
import dev.hog.runner.Plugins;
import dev.hog.runner.WindedPlugin;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code hog serve} over HTTP: the course's GUI protocol with sp21 as the server's game, the page's API, and bad
 * requests, each of which gets a 400 and one sentence of JSON.
 */
class WebServerTest {
    private static final Plugins PLUGINS = Plugins.load(null);
    private static final RulesetRegistry REGISTRY = PLUGINS.registry();
    private static final Ruleset SP21_RULESET = REGISTRY.get("sp21");
    private static final GameDefinition SP21 = SP21_RULESET.defaultGame();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static WebServer server;
    /** A server whose own ruleset has a choice rule and a face rule: the test plugin's winded. */
    private static WebServer winded;
    private static Solver solver;

    @TempDir
    static Path work;

    @BeforeAll
    static void start() throws IOException {
        server = new WebServer("127.0.0.1", 0, PLUGINS, SP21_RULESET, SP21, OptionalLong.of(7));
        Plugins withWinded = Plugins.load(WindedPlugin.folder(work));
        Ruleset windedRuleset = withWinded.registry().get(WindedPlugin.ID);
        winded = new WebServer("127.0.0.1", 0, withWinded, windedRuleset, windedRuleset.defaultGame(),
                OptionalLong.of(11));
        solver = new Solver(2);
    }

    @AfterAll
    static void stop() {
        server.close();
        winded.close();
        solver.close();
    }

    private record Reply(int status, String type, String body) {
        JsonNode json() throws IOException {
            return Json.mapper().readTree(body);
        }
    }

    private static Reply get(String path) throws IOException, InterruptedException {
        return get(server, path);
    }

    private static Reply get(WebServer from, String path) throws IOException, InterruptedException {
        HttpResponse<String> response = CLIENT.send(HttpRequest.newBuilder(from.uri().resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString());
        return new Reply(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                response.body());
    }

    private static Reply post(String path, String body) throws IOException, InterruptedException {
        return post(server, path, body);
    }

    private static Reply post(WebServer to, String path, String body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(to.uri().resolve(path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json").build();
        HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
        return new Reply(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                response.body());
    }

    private static Reply delete(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = CLIENT.send(HttpRequest.newBuilder(server.uri().resolve(path)).DELETE()
                .build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                response.body());
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> values = new ArrayList<>();
        array.forEach(value -> values.add(value.intValue()));
        return values;
    }

    @Test
    void takeTurnWithNoMovesIsTheStartOfTheGame() throws Exception {
        JsonNode reply = post("/take_turn", "{\"prevRolls\":[],\"moveHistory\":[],\"goal\":100,"
                + "\"gameRules\":{\"Piggy Points\":true,\"More Boar\":true}}").json();

        assertThat(ints(reply.get("rolls"))).isEmpty();
        assertThat(ints(reply.get("finalScores"))).containsExactly(0, 0);
        assertThat(reply.get("gameOver").booleanValue()).isFalse();
        assertThat(reply.get("who").intValue()).isZero();
    }

    @Test
    void takeTurnReplaysTheRecordedRollsAndPlaysPiggyPoints() throws Exception {
        // Player 0 rolls 4, 5, 6: 15. Player 1 rolls no dice: 15 squared is 225, whose smallest digit is 2: 3 + 2 = 5.
        // More Boar for player 1: (0, 5) against (1, 5) is not both below, so player 0 moves next.
        JsonNode reply = post("/take_turn", "{\"prevRolls\":[4,5,6],\"moveHistory\":[3,0],\"goal\":100,"
                + "\"gameRules\":{\"Piggy Points\":true,\"More Boar\":true}}").json();

        assertThat(ints(reply.get("rolls"))).containsExactly(4, 5, 6);
        assertThat(ints(reply.get("finalScores"))).containsExactly(15, 5);
        assertThat(reply.get("who").intValue()).isZero();
        assertThat(reply.get("messages").toString()).contains("Piggy Points");
    }

    @Test
    void takeTurnRollsFreshDiceAfterTheRecordedOnes() throws Exception {
        JsonNode reply = post("/take_turn", "{\"prevRolls\":[4,5,6],\"moveHistory\":[3,2],\"goal\":100,"
                + "\"gameRules\":{}}").json();

        List<Integer> rolls = ints(reply.get("rolls"));
        assertThat(rolls).hasSize(5).startsWith(4, 5, 6);
        assertThat(rolls.subList(3, 5)).allMatch(face -> face >= 1 && face <= 6);
        int second = rolls.contains(1) && rolls.subList(3, 5).contains(1) ? 1 : rolls.get(3) + rolls.get(4);
        assertThat(ints(reply.get("finalScores"))).containsExactly(15, second);
        assertThat(reply.get("message").textValue()).contains("Player");
    }

    @ParameterizedTest(name = "More Boar {0}: player {1} moves next")
    @CsvSource({"true, 1", "false, 0"})
    void theMoreBoarToggleSwitchesTheRuleOnAndOff(boolean moreBoar, int who) throws Exception {
        // Player 0 rolls eight 6s: 48. Player 1 rolls 2 and 4: 6, whose digits (0, 6) are both below (4, 8).
        JsonNode reply = post("/take_turn", "{\"prevRolls\":[6,6,6,6,6,6,6,6,2,4],\"moveHistory\":[8,2],"
                + "\"goal\":100,\"gameRules\":{\"Piggy Points\":true,\"More Boar\":" + moreBoar + "}}").json();

        assertThat(ints(reply.get("finalScores"))).containsExactly(48, 6);
        assertThat(reply.get("who").intValue()).isEqualTo(who);
        assertThat(reply.get("messages").toString().contains("More Boar")).isEqualTo(moreBoar);
    }

    @Test
    void withoutPiggyPointsAPlayerRollsAtLeastOneDie() throws Exception {
        Reply reply = post("/take_turn", "{\"prevRolls\":[],\"moveHistory\":[0],\"goal\":100,"
                + "\"gameRules\":{\"Piggy Points\":false,\"More Boar\":true}}");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().get("error").textValue()).contains("moveHistory[0]", "Piggy Points off");
    }

    @Test
    void takeTurnEndsTheGameAtTheGoal() throws Exception {
        JsonNode reply = post("/take_turn", "{\"prevRolls\":[6,6,6],\"moveHistory\":[3],\"goal\":10}").json();

        assertThat(ints(reply.get("finalScores"))).containsExactly(18, 0);
        assertThat(reply.get("gameOver").booleanValue()).isTrue();
        assertThat(reply.get("who").intValue()).isZero();
    }

    @ParameterizedTest(name = "{0} at ({1}, {2})")
    @CsvSource({"final_strategy, 10, 20", "final_strategy, 81, 3", "piggypoints_strategy, 10, 20",
            "more_boar_strategy, 43, 17", "always:4, 0, 0"})
    void strategyAnswersTheStrategysDiceForPlayerOne(String name, int score0, int score1) throws Exception {
        Strategy strategy = switch (name) {
            case "final_strategy" -> solver.optimal(SP21).strategy();
            case "piggypoints_strategy" -> SP21_RULESET.strategy("piggypoints");
            case "more_boar_strategy" -> SP21_RULESET.strategy("more-boar");
            default -> Strategy.alwaysRoll(4);
        };
        GameState state = GameState.ofCodes(score0, score1, 1, 0, false, 0, 0);

        Reply reply = post("/strategy", "{\"name\":\"" + name + "\",\"scores\":[" + score0 + "," + score1 + "]}");

        assertThat(reply.status()).isEqualTo(200);
        assertThat(Integer.parseInt(reply.body())).isEqualTo(strategy.numRolls(state));
    }

    @Test
    void diceGraphicsDrawTheFaceAsked() throws Exception {
        for (int face = 1; face <= 6; face++) {
            Reply reply = get("/dice_graphic.svg?num=" + face);
            assertThat(reply.status()).isEqualTo(200);
            assertThat(reply.type()).startsWith("image/svg+xml");
            assertThat(reply.body().split("<circle", -1)).hasSize(face + 1);
        }
        assertThat(get("/dice_graphic.svg?num=12").body()).contains(">12</text>");
    }

    @Test
    void thePageAndItsScriptsComeFromTheJar() throws Exception {
        assertThat(get("/").body()).contains("<script type=\"module\" src=\"/app.js\">");
        for (String script : List.of("/app.js", "/setup.js", "/dice.js", "/strategy.js")) {
            Reply reply = get(script);
            assertThat(reply.status()).as(script).isEqualTo(200);
            assertThat(reply.type()).startsWith("text/javascript");
        }
        assertThat(get("/strategy").body()).contains("/strategy.js");
        assertThat(get("/style.css").type()).startsWith("text/css");
        assertThat(get("/").body()).contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"/icon.svg\">");
        for (String icon : List.of("/icon.svg", "/favicon.ico")) {
            Reply reply = get(icon);
            assertThat(reply.status()).as(icon).isEqualTo(200);
            assertThat(reply.type()).isEqualTo("image/svg+xml");
            assertThat(reply.body()).startsWith("<svg ");
        }
    }

    @Test
    void rulesetsListEveryRulesetWithItsOptionsTheServersOwnFirst() throws Exception {
        JsonNode rulesets = get("/api/v2/rulesets").json();

        assertThat(rulesets.get(0).get("id").textValue()).isEqualTo("sp21");
        assertThat(rulesets.get(0).get("options").get(0).get("name").textValue()).isEqualTo("more-boar");
        List<String> ids = new ArrayList<>();
        rulesets.forEach(ruleset -> ids.add(ruleset.get("id").textValue()));
        assertThat(String.join(", ", ids.subList(1, ids.size()))).isEqualTo(
                "fa16, fa17, fa18, fa19, fa20, fa21, fa22, sp15, sp17, sp18, sp19, sp20, sp22, sp24, su15, su18, su19,"
                        + " su20, su21, su22, su23");
        assertThat(rulesets.findValues("strategies").get(0).toString()).contains("optimal", "piggypoints");
        assertThat(rulesets.get(ids.indexOf("sp24")).get("aliases").toString())
                .isEqualTo("[\"fa23\",\"su24\",\"fa24\",\"sp25\",\"su25\",\"fa25\"]");
    }

    @Test
    void aWholeGameAgainstOptimalIsKeptOnTheServerAndPlaysByTheRules() throws Exception {
        GameDefinition rules = REGISTRY.get("su20").game(Map.of("feral-hogs", "false"));
        Strategy optimal = solver.optimal(rules).strategy();
        String setup = "{\"ruleset\":\"su20\",\"options\":{\"feral-hogs\":\"false\"},\"opponent\":\"optimal\"}";
        JsonNode played = post("/api/v2/games", "{\"setup\":" + setup + "}").json();
        String id = played.get("id").textValue();
        assertThat(id).matches("[0-9a-f]{32}");
        assertThat(played.get("turns")).isEmpty();
        assertThat(played.get("names").toString()).isEqualTo("[\"Player 1\",\"Computer\"]");
        List<JsonNode> all = new ArrayList<>();
        int[] scores = {0, 0};
        while (!played.get("over").booleanValue()) {
            assertThat(played.get("state").get("mover").intValue()).isZero();
            played = post("/api/v2/games/" + id + "/roll", "{\"dice\":5}").json();
            assertThat(played.get("id").textValue()).isEqualTo(id);
            for (JsonNode turn : played.get("turns")) {
                all.add(turn);
                int player = turn.get("player").intValue();
                GameState before = rules.state(scores[0], scores[1], player);
                if (player == 1) {
                    assertThat(turn.get("dice").intValue()).isEqualTo(optimal.numRolls(before));
                } else {
                    assertThat(turn.get("dice").intValue()).isEqualTo(5);
                }
                List<Integer> outcomes = ints(turn.get("outcomes"));
                assertThat(outcomes).hasSize(turn.get("dice").intValue());
                int points = turn.get("points").intValue();
                if (outcomes.isEmpty()) {
                    assertThat(points).isEqualTo(rules.zeroDicePoints(before));
                } else {
                    assertThat(points).isEqualTo(outcomes.contains(1) ? 1
                            : outcomes.stream().mapToInt(Integer::intValue).sum());
                }
                GameState after = rules.next(before, outcomes.size(), points);
                assertThat(ints(turn.get("scores"))).containsExactly(after.score0(), after.score1());
                scores[0] = after.score0();
                scores[1] = after.score1();
            }
        }
        int winner = played.get("winner").intValue();
        assertThat(scores[winner]).isGreaterThanOrEqualTo(100);
        assertThat(scores[1 - winner]).isLessThan(100);

        JsonNode whole = get("/api/v2/games/" + id).json();
        assertThat(whole.get("turns")).containsExactlyElementsOf(all);
        assertThat(all.get(0).fieldNames()).toIterable().as("the SDK's one JSON form of a turn, TurnJson's")
                .containsExactly("number", "player", "extraTurn", "movesAgain", "dice", "sides", "outcomes", "points",
                        "scores", "effects", "commentary");
        assertThat(whole.get("over").booleanValue()).isTrue();
        Reply after = post("/api/v2/games/" + id + "/roll", "{\"dice\":5}");
        assertThat(after.status()).isEqualTo(400);
        assertThat(after.json().get("error").textValue()).startsWith("the game is over").endsWith("start a new game");
    }

    @Test
    void theCommentarySpeaksThePlayersNamesAndCountsPointsInEnglish() throws Exception {
        String id = post("/api/v2/games", "{\"setup\":{\"ruleset\":\"su20\",\"opponent\":\"always:4\","
                + "\"names\":[\"Ada\",\"Babbage\"]}}").json().get("id").textValue();
        List<String> said = new ArrayList<>();
        JsonNode played;
        do {
            played = post("/api/v2/games/" + id + "/roll", "{\"dice\":0}").json();
            played.get("turns").forEach(turn -> {
                turn.get("commentary").forEach(line -> said.add(line.textValue()));
                turn.get("effects").forEach(effect -> said.add(effect.get("message").textValue()));
            });
        } while (!played.get("over").booleanValue());

        assertThat(played.get("names").toString()).isEqualTo("[\"Ada\",\"Babbage\"]");
        assertThat(said).anyMatch(line -> line.contains("Ada")).anyMatch(line -> line.contains("Babbage"))
                .noneMatch(line -> line.contains("Player")).noneMatch(line -> line.contains("point(s)"))
                .anyMatch(line -> line.matches(".*\\b([02-9]|\\d\\d+) points\\b.*"));
    }

    @Test
    void aGameLetGoOrNeverStartedIsNamedWithA404() throws Exception {
        String id = post("/api/v2/games", "{\"setup\":{}}").json().get("id").textValue();
        assertThat(delete("/api/v2/games/" + id).status()).isEqualTo(200);

        for (Reply gone : List.of(get("/api/v2/games/" + id), post("/api/v2/games/" + id + "/roll", "{\"dice\":1}"),
                get("/api/v2/games/0123"), delete("/api/v2/games/" + id))) {
            assertThat(gone.status()).isEqualTo(404);
            assertThat(gone.json().get("error").textValue()).startsWith("no game ").endsWith("start a new game");
        }
    }

    @Test
    void aServerHoldsAtMostItsGamesAndSaysWhyItTakesNoMore() throws Exception {
        WebServer.Limits limits = new WebServer.Limits(Duration.ofSeconds(30), 100, 8, 2, Duration.ofHours(1));
        try (WebServer small = new WebServer("127.0.0.1", 0, PLUGINS, SP21_RULESET, SP21, OptionalLong.of(7),
                limits)) {
            for (int game = 0; game < 2; game++) {
                assertThat(post(small, "/api/v2/games", "{\"setup\":{}}").status()).isEqualTo(200);
            }
            Reply full = post(small, "/api/v2/games", "{\"setup\":{}}");

            assertThat(full.status()).isEqualTo(503);
            assertThat(full.json().get("error").textValue()).isEqualTo("the server is holding its most games, 2, and"
                    + " lets one go after 60 minutes without a move; try again in a minute");
            assertThat(small.games()).isEqualTo(2);
        }
    }

    @Test
    void eachGameOfASeededServerRollsItsOwnDice() throws Exception {
        List<JsonNode> games = new ArrayList<>();
        for (int game = 0; game < 2; game++) {
            String id = post("/api/v2/games", "{\"setup\":{\"opponent\":\"always:3\"}}").json().get("id")
                    .textValue();
            JsonNode played;
            do {
                played = post("/api/v2/games/" + id + "/roll", "{\"dice\":4}").json();
            } while (!played.get("over").booleanValue());
            games.add(get("/api/v2/games/" + id).json().get("turns"));
        }
        assertThat(games.get(1)).isNotEqualTo(games.get(0)).as("each game of a seeded server has its own dice");
    }

    @Test
    void oddsAreSolvedInTheBackgroundAndMatchTheSolver() throws Exception {
        GameDefinition rules = REGISTRY.get("su20").game(Map.of("feral-hogs", "false"));
        String request = "{\"setup\":{\"ruleset\":\"su20\",\"options\":{\"feral-hogs\":\"false\"},"
                + "\"opponent\":\"always:4\"},\"state\":{\"scores\":[37,52],\"mover\":1,\"turn\":3,"
                + "\"extraTurn\":false,\"memories\":[0,0]}}";
        JsonNode odds = post("/api/v2/odds", request).json();
        for (int tries = 0; !odds.get("ready").booleanValue() && tries < 400; tries++) {
            Thread.sleep(25);
            odds = post("/api/v2/odds", request).json();
        }
        assertThat(odds.get("ready").booleanValue()).isTrue();

        Odds expected = solver.odds(rules, Strategy.alwaysRoll(4));
        GameState state = GameState.ofCodes(37, 52, 1, 3, false, 0, 0);
        assertThat(odds.get("chance").doubleValue()).isEqualTo(expected.chance(state, 1));
        assertThat(odds.get("best").intValue()).isEqualTo(expected.best(state));
        for (int dice = 0; dice <= 10; dice++) {
            assertThat(odds.get("byDice").get(dice).doubleValue()).isEqualTo(expected.chanceAfter(state, dice));
            assertThat(odds.get("byDice").get(dice).doubleValue())
                    .isLessThanOrEqualTo(odds.get("chance").doubleValue() + 1e-12);
        }
    }

    @Test
    void aStrategyMapHoldsTheStrategysDiceAtEveryPairOfScores() throws Exception {
        JsonNode map = post("/api/v2/strategy-map", "{\"setup\":{\"ruleset\":\"sp21\",\"goal\":50},"
                + "\"strategy\":\"piggypoints:cutoff=5\"}").json();

        Strategy strategy = SP21_RULESET.strategy("piggypoints:cutoff=5");
        assertThat(map.get("goal").intValue()).isEqualTo(50);
        assertThat(map.get("dice")).hasSize(50);
        for (int score = 0; score < 50; score++) {
            for (int opponent = 0; opponent < 50; opponent++) {
                assertThat(map.get("dice").get(score).get(opponent).intValue())
                        .isEqualTo(strategy.numRolls(GameState.ofCodes(score, opponent, 0, 0, false, 0, 0)));
            }
        }
    }

    @Test
    void anUploadedTableIsDrawnAndABadOneIsNamed() throws Exception {
        StringBuilder table = new StringBuilder();
        for (int score = 0; score < 10; score++) {
            table.append(String.join(",", java.util.Collections.nCopies(10, String.valueOf(score % 11))))
                    .append('\n');
        }
        JsonNode map = post("/api/v2/strategy-map", "{\"setup\":{\"ruleset\":\"sp21\",\"goal\":10},\"table\":"
                + Json.mapper().writeValueAsString(table.toString()) + "}").json();
        assertThat(map.get("dice").get(7).get(3).intValue()).isEqualTo(7);

        Reply bad = post("/api/v2/strategy-map", "{\"setup\":{\"ruleset\":\"sp21\",\"goal\":10},\"table\":"
                + Json.mapper().writeValueAsString(table.toString().replace("7,7,7", "7,11,7")) + "}");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("error").textValue()).contains("the uploaded table", "11");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            not JSON            | /take_turn        | nonsense                                          | not valid JSON
            an unknown field    | /take_turn        | {"moveHistory":[],"x":1}                          | unknown field 'x'
            a wrong type        | /take_turn        | {"moveHistory":"3"}                               | moveHistory must be a list
            no moves            | /take_turn        | {"prevRolls":[]}                                  | the request needs moveHistory
            eleven dice         | /take_turn        | {"moveHistory":[11]}                              | moveHistory[0] is 11 dice; a player rolls from 0 to 10
            a face a die lacks  | /take_turn        | {"prevRolls":[7],"moveHistory":[1]}               | recorded face 1 is 7, which a 6-sided die does not have
            an unknown strategy | /strategy         | {"name":"nope","scores":[1,2]}                    | Unknown strategy 'nope'; under sp21 the strategies are optimal
            a person strategy   | /strategy         | {"name":"human","scores":[1,2]}                   | a person cannot be a computer player
            a server file       | /strategy         | {"name":"table:/etc/passwd","scores":[1,2]}       | upload a table on the strategy page
            one score           | /strategy         | {"name":"optimal","scores":[1]}                   | scores are two scores
            an unknown ruleset  | /api/v2/games        | {"setup":{"ruleset":"fa14"}}                      | Unknown ruleset 'fa14'
            a bad option        | /api/v2/games        | {"setup":{"options":{"more-boar":"maybe"}}}       | Option more-boar takes true or false, not 'maybe'
            a goal of 0         | /api/v2/games        | {"setup":{"goal":0}}                              | The goal must be from 1 to 10000, not 0
            no set-up           | /api/v2/games        | {}                                                | the request needs setup
            three names         | /api/v2/games        | {"setup":{"names":["a","b","c"]}}                 | names are two names, player 0's first
            a blank name        | /api/v2/games        | {"setup":{"names":["Ada","  "]}}                  | names[1] must be 1 to 40 letters on one line
            one name twice      | /api/v2/games        | {"setup":{"names":["Ada","ada"]}}                 | the players need two different names, not 'Ada' twice
            a person computer   | /api/v2/games        | {"setup":{"opponent":"human"}}                    | a person cannot be a computer player
            a bad state         | /api/v2/odds         | {"setup":{},"state":{"scores":[1],"mover":0,"turn":0,"extraTurn":false}} | state is {scores:[s0,s1]
            no state            | /api/v2/odds         | {"setup":{}}                                      | the request needs state
            an empty body       | /api/v2/strategy-map |                                                   | the body is empty
            """)
    void badRequestsGetA400WithOneSentence(String what, String path, String body, String error) throws Exception {
        Reply reply = post(path, body == null ? "" : body);

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.type()).isEqualTo("application/json");
        assertThat(reply.json().get("error").textValue()).contains(error).doesNotContain("Exception", "\n\tat ");
    }

    @Test
    void theAnalysisIsMadeInTheBackgroundAndIsHogAnalyzesReport() throws Exception {
        String request = "{\"setup\":{\"ruleset\":\"sp21\",\"goal\":40},\"fromGoal\":38,\"toGoal\":42}";
        JsonNode reply = post("/api/v2/analyze", request).json();
        for (int tries = 0; !reply.get("ready").booleanValue() && tries < 400; tries++) {
            Thread.sleep(25);
            reply = post("/api/v2/analyze", request).json();
        }

        assertThat(reply.get("ready").booleanValue()).isTrue();
        GameDefinition rules = SP21_RULESET.defaultGame().withGoal(40);
        assertThat(reply.get("report").get("value").doubleValue()).isEqualTo(solver.optimal(rules).value());
        assertThat(reply.get("report").get("valueByGoal").get("values")).hasSize(5);
        assertThat(reply.get("text").textValue()).startsWith(rules + "\nValue: the first mover wins");
        for (String plot : List.of("valueByGoal", "length", "strategy")) {
            assertThat(reply.get(plot).textValue()).as(plot).startsWith("<svg ");
        }

        Reply bad = post("/api/v2/analyze", "{\"setup\":{},\"fromGoal\":50,\"toGoal\":20}");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("error").textValue()).isEqualTo("fromGoal and toGoal are goals from 1 to 1000 in"
                + " order, such as 20 and 200, not 50 and 20");
    }

    @Test
    void elevenDiceInAGameAreRefusedAndTheGameGoesOn() throws Exception {
        String id = post("/api/v2/games", "{\"setup\":{}}").json().get("id").textValue();
        Reply eleven = post("/api/v2/games/" + id + "/roll", "{\"dice\":11}");
        assertThat(eleven.status()).isEqualTo(400);
        assertThat(eleven.json().get("error").textValue())
                .isEqualTo("dice is 11 dice; a player rolls from 0 to 10 dice under sp21");

        JsonNode played = post("/api/v2/games/" + id + "/roll", "{\"dice\":2}").json();
        assertThat(played.get("turns").get(0).get("dice").intValue()).isEqualTo(2);
    }

    @Test
    void fa16sPorkChopIsAMoveOfTheRulesetTheGameAndTheOdds() throws Exception {
        JsonNode rulesets = get("/api/v2/rulesets").json();
        JsonNode fa16 = null;
        for (JsonNode ruleset : rulesets) {
            fa16 = ruleset.get("id").textValue().equals("fa16") ? ruleset : fa16;
        }
        assertThat(fa16).isNotNull();
        assertThat(fa16.get("moves").size()).isEqualTo(1);
        assertThat(fa16.get("moves").get(0).get("choice").intValue()).isEqualTo(-1);
        assertThat(fa16.get("moves").get(0).get("name").textValue()).isEqualTo("Pork Chop");
        String setup = "{\"ruleset\":\"fa16\",\"opponent\":\"person\"}";
        JsonNode start = post("/api/v2/games", "{\"setup\":" + setup + "}").json();
        assertThat(ints(start.get("legalDice"))).containsExactly(-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        String id = start.get("id").textValue();

        Reply refused = post("/api/v2/games/" + id + "/roll", "{\"dice\":-2}");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().get("error").textValue()).isEqualTo("dice is -2 dice; a player rolls from 0 to 10"
                + " dice, or chooses -1 for Pork Chop under fa16");
        JsonNode chopped = post("/api/v2/games/" + id + "/roll", "{\"dice\":-1}").json();
        JsonNode turn = chopped.get("turns").get(0);
        assertThat(turn.get("dice").intValue()).isEqualTo(-1);
        assertThat(turn.get("points").intValue()).isEqualTo(1);
        assertThat(turn.get("outcomes")).isEmpty();
        assertThat(ints(chopped.get("sides")).subList(1, 11)).as("four-sided dice for the other player").containsOnly(4);

        String request = "{\"setup\":" + setup + ",\"state\":" + chopped.get("state") + "}";
        JsonNode odds = post("/api/v2/odds", request).json();
        for (int tries = 0; !odds.get("ready").booleanValue() && tries < 400; tries++) {
            Thread.sleep(25);
            odds = post("/api/v2/odds", request).json();
        }
        assertThat(odds.get("ready").booleanValue()).isTrue();
        assertThat(odds.get("byMove").get("-1").doubleValue()).isBetween(0.0, 1.0);
        assertThat(odds.get("byDice").size()).isEqualTo(11);
        double best = odds.get("best").intValue() < 0 ? odds.get("byMove").get("-1").doubleValue()
                : odds.get("byDice").get(odds.get("best").intValue()).doubleValue();
        assertThat(best).isEqualTo(odds.get("chance").doubleValue());

        // Switched off, the game has no move: neither legal nor refused, so the pages draw no button for it.
        JsonNode without = post("/api/v2/games", "{\"setup\":{\"ruleset\":\"fa16\",\"opponent\":\"person\","
                + "\"options\":{\"pork-chop\":\"false\"}}}").json();
        assertThat(ints(without.get("legalDice"))).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(without.get("refusals").has("-1")).isFalse();
    }

    /** Plays a two-person game of winded, 5 dice a turn, until the player to move may not roll them. */
    private static JsonNode windedUntilFiveDiceAreForbidden(String id) throws Exception {
        JsonNode played = get(winded, "/api/v2/games/" + id).json();
        for (int turn = 0; turn < 20 && ints(played.get("legalDice")).contains(5); turn++) {
            played = post(winded, "/api/v2/games/" + id + "/roll", "{\"dice\":5}").json();
        }
        assertThat(played.get("over").booleanValue()).isFalse();
        return played;
    }

    @Test
    void aGameListsTheDiceTheRulesAllowAndRefusesAForbiddenNumberChangingNothing() throws Exception {
        JsonNode start = post(winded, "/api/v2/games", "{\"setup\":{\"opponent\":\"person\"}}").json();
        assertThat(ints(start.get("legalDice"))).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(start.get("refusals")).isEmpty();
        String id = start.get("id").textValue();

        JsonNode limited = windedUntilFiveDiceAreForbidden(id);
        assertThat(ints(limited.get("legalDice"))).containsExactly(0, 1, 2, 3);
        assertThat(limited.get("refusals").size()).isEqualTo(7);
        assertThat(limited.get("refusals").get("4").textValue()).isEqualTo("Winded does not allow 4 dice now: after a"
                + " turn of 15 points or more, roll at most 3 dice");
        JsonNode before = get(winded, "/api/v2/games/" + id).json();

        Reply refused = post(winded, "/api/v2/games/" + id + "/roll", "{\"dice\":5}");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().get("error").textValue()).isEqualTo("dice is 5: Winded does not allow 5 dice now:"
                + " after a turn of 15 points or more, roll at most 3 dice; send a whole number from 0 to 3");
        assertThat(get(winded, "/api/v2/games/" + id).json()).isEqualTo(before);
        JsonNode rolled = post(winded, "/api/v2/games/" + id + "/roll", "{\"dice\":3}").json();
        assertThat(rolled.get("turns").get(0).get("dice").intValue()).isEqualTo(3);
    }

    @Test
    void theComputersForbiddenChoiceEndsItsGameWithA400ThatSaysSo() throws Exception {
        String id = post(winded, "/api/v2/games", "{\"setup\":{\"opponent\":\"greedy\"}}").json().get("id")
                .textValue();
        Reply reply = post(winded, "/api/v2/games/" + id + "/roll", "{\"dice\":1}");
        for (int turn = 0; turn < 20 && reply.status() == 200; turn++) {
            reply = post(winded, "/api/v2/games/" + id + "/roll", "{\"dice\":1}");
        }

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().get("error").textValue()).startsWith("the computer's strategy greedy: Player 1 chose"
                + " 5 dice on turn ").endsWith("which the rules do not allow: Winded does not allow 5 dice now: after a"
                + " turn of 15 points or more, roll at most 3 dice. Allowed there: 0 to 3; the game ends here: choose"
                + " a strategy that keeps to the rules, such as optimal");
        assertThat(get(winded, "/api/v2/games/" + id).status()).isEqualTo(404);
    }

    @Test
    void theOddsGiveAChanceOnlyForTheDiceTheRulesAllow() throws Exception {
        String id = post(winded, "/api/v2/games", "{\"setup\":{\"opponent\":\"person\"}}").json().get("id")
                .textValue();
        JsonNode state = windedUntilFiveDiceAreForbidden(id).get("state");
        String request = "{\"setup\":{\"opponent\":\"person\"},\"state\":" + state + "}";
        JsonNode odds = post(winded, "/api/v2/odds", request).json();
        for (int tries = 0; !odds.get("ready").booleanValue() && tries < 400; tries++) {
            Thread.sleep(25);
            odds = post(winded, "/api/v2/odds", request).json();
        }

        assertThat(odds.get("ready").booleanValue()).isTrue();
        for (int dice = 0; dice <= 10; dice++) {
            assertThat(odds.get("byDice").get(dice).isNull()).as("no chance for %d dice", dice).isEqualTo(dice > 3);
        }
        assertThat(odds.get("best").intValue()).isBetween(0, 3);
        assertThat(odds.get("byDice").get(odds.get("best").intValue()).doubleValue())
                .isEqualTo(odds.get("chance").doubleValue());
    }

    @Test
    void theCourseProtocolAnswersAForbiddenMoveWithA400() throws Exception {
        // Player 0 scores 28 with five dice, player 1 scores 7; player 0 may then roll at most 3.
        Reply reply = post(winded, "/take_turn", "{\"prevRolls\":[6,5,6,5,6,1,2,1,2,1],\"moveHistory\":[5,5,5],"
                + "\"goal\":50}");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().get("error").textValue()).isEqualTo("moveHistory[2] is 5 dice: Winded does not allow"
                + " 5 dice now: after a turn of 15 points or more, roll at most 3 dice; there the rules allow 0 to 3"
                + " dice");
    }

    @Test
    void theCourseProtocolReplaysTheFacesThatAFaceRuleReads() throws Exception {
        JsonNode doubles = post(winded, "/take_turn", "{\"prevRolls\":[4,4],\"moveHistory\":[2]}").json();
        JsonNode mixed = post(winded, "/take_turn", "{\"prevRolls\":[4,5],\"moveHistory\":[2]}").json();

        assertThat(ints(doubles.get("finalScores"))).containsExactly(8, 0);
        assertThat(doubles.get("who").intValue()).as("all alike: player 0 moves again").isZero();
        assertThat(ints(mixed.get("finalScores"))).containsExactly(9, 0);
        assertThat(mixed.get("who").intValue()).isOne();
    }

    @Test
    void aBodyOfTenMegabytesIsRefusedByItsLengthBeforeItIsRead() throws Exception {
        // The server refuses a body by its declared length, without reading it, and closes the connection: a client
        // still writing the body may meet the close as a reset before it reads the answer. So this client sends the
        // headers alone and reads the answer. (Java 17's HttpClient waits forever on Expect: 100-continue when the
        // answer is a refusal.)
        try (Socket socket = new Socket(server.uri().getHost(), server.uri().getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /take_turn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + 10 * 1024 * 1024 + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

            assertThat(answer).startsWith("HTTP/1.1 413 ");
            assertThat(Json.mapper().readTree(answer.substring(answer.indexOf("\r\n\r\n") + 4)).get("error")
                    .textValue()).isEqualTo("the body is larger than 5 MB");
        }
    }

    @Test
    void aConnectionKeptOpenBetweenRequestsDoesNotHoldAStopForItsGrace() throws Exception {
        // A browser keeps its connection open after each answer. The stop closes it once idle for 0.1 s, and is done
        // in about 0.2 s, where Jetty would keep it 2 s of a minute's grace; the client reads the end of the stream.
        WebServer stopped = new WebServer("127.0.0.1", 0, PLUGINS, SP21_RULESET, SP21, OptionalLong.of(7));
        try (Socket socket = new Socket(stopped.uri().getHost(), stopped.uri().getPort())) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write("GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String answer = readOneAnswer(socket);
            assertThat(answer).startsWith("HTTP/1.1 404 ").doesNotContainIgnoringCase("Connection: close");

            assertTimeoutPreemptively(Duration.ofMillis(1000), () -> stopped.stop(Duration.ofSeconds(60)));
            assertThat(socket.getInputStream().read()).as("the server closed the connection").isEqualTo(-1);
        } finally {
            stopped.close();
        }
    }

    /** One answer's headers and its body of the length they give, leaving the connection open. */
    private static String readOneAnswer(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        StringBuilder head = new StringBuilder();
        while (head.indexOf("\r\n\r\n") < 0) {
            int b = in.read();
            assertThat(b).as("the answer's headers").isNotNegative();
            head.append((char) b);
        }
        Matcher length = Pattern.compile("(?i)content-length: *(\\d+)").matcher(head);
        assertThat(length.find()).as("a length in %s", head).isTrue();
        byte[] body = in.readNBytes(Integer.parseInt(length.group(1)));
        return head + new String(body, StandardCharsets.UTF_8);
    }

    @Test
    void otherPagesAndMethodsAreNamed() throws Exception {
        Reply missing = get("/nowhere");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.json().get("error").textValue()).isEqualTo("no such page: GET /nowhere");

        Reply method = get("/take_turn");
        assertThat(method.status()).isEqualTo(405);
        assertThat(method.json().get("error").textValue()).isEqualTo("/take_turn takes POST with a JSON body");

        Reply games = get("/api/v2/games");
        assertThat(games.status()).isEqualTo(405);
        assertThat(games.json().get("error").textValue()).isEqualTo("/api/v2/games takes POST with a JSON body");

        assertThat(get("/dice_graphic.svg?num=0").status()).isEqualTo(400);
        assertThat(get("/dice_graphic.svg").json().get("error").textValue()).contains("?num=4");
    }

    @Test
    void thePagesApiIsUnderV2AndItsOldPathsSayWhereItWent() throws Exception {
        Reply rulesets = get("/api/rulesets");
        assertThat(rulesets.status()).isEqualTo(404);
        assertThat(rulesets.json().get("error").textValue()).isEqualTo("no such page: GET /api/rulesets; the page's"
                + " API is under /api/v2/ since Hog SDK 2.0: GET /api/v2/rulesets");

        Reply roll = post("/api/games/0123/roll", "{\"dice\":4}");
        assertThat(roll.status()).isEqualTo(404);
        assertThat(roll.json().get("error").textValue()).endsWith(": POST /api/v2/games/0123/roll");

        Reply play = post("/api/play", "{}");
        assertThat(play.status()).isEqualTo(404);
        assertThat(play.json().get("error").textValue()).endsWith(": POST /api/v2/games starts one and POST"
                + " /api/v2/games/ID/roll rolls in it");

        assertThat(get("/api/v2/rulesets").status()).isEqualTo(200);
        assertThat(post("/take_turn", "{\"prevRolls\":[],\"moveHistory\":[],\"goal\":100,\"gameRules\":{}}")
                .status()).as("the course's GUI protocol stays where its front end expects it").isEqualTo(200);
    }

    @Test
    void aPathWithRoutesForOtherMethodsIsA405ThatListsThem() throws Exception {
        HttpResponse<String> put = CLIENT.send(HttpRequest.newBuilder(server.uri().resolve("/strategy"))
                .PUT(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(put.statusCode()).isEqualTo(405);
        assertThat(put.headers().firstValue("Allow")).hasValue("GET, POST");
        assertThat(put.body()).isEqualTo("{\"error\":\"/strategy takes GET, POST\"}");

        Reply game = post("/api/v2/games/0123", "{}");
        assertThat(game.status()).isEqualTo(405);
        assertThat(game.json().get("error").textValue()).isEqualTo("/api/v2/games/0123 takes DELETE, GET");

        Reply action = post("/api/v2/games/0123/jump", "{}");
        assertThat(action.status()).isEqualTo(404);
        assertThat(action.json().get("error").textValue()).isEqualTo("no such page: POST /api/v2/games/0123/jump;"
                + " a game has GET and DELETE /api/v2/games/ID and POST /api/v2/games/ID/roll");

        HttpResponse<Void> head = CLIENT.send(HttpRequest.newBuilder(server.uri().resolve("/api/v2/rulesets"))
                .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.discarding());
        assertThat(head.statusCode()).isEqualTo(200);
    }

    @Test
    void aHouseRulesetOfTheConfigurationIsTheServersOwnEvenThoughNoPluginHoldsIt() throws Exception {
        Ruleset house = dev.hog.json.HouseRulesReader.read("id: inline-bacon\nrules: [su20/pig-out, su20/free-bacon]\n",
                "hog.yaml", REGISTRY);
        try (WebServer inline = new WebServer("127.0.0.1", 0, PLUGINS, house, house.defaultGame(),
                OptionalLong.of(3))) {
            HttpRequest request = HttpRequest.newBuilder(inline.uri().resolve("take_turn"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"prevRolls\":[4,5,6],\"moveHistory\":[3,0],"
                            + "\"goal\":100,\"gameRules\":{}}")).build();
            HttpResponse<String> turn = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> rulesets = CLIENT.send(HttpRequest.newBuilder(inline.uri().resolve("api/v2/rulesets"))
                    .build(), HttpResponse.BodyHandlers.ofString());

            assertThat(turn.statusCode()).as(turn.body()).isEqualTo(200);
            assertThat(turn.body()).contains("\"rolls\":[4,5,6],\"finalScores\":[15,");
            assertThat(rulesets.body()).startsWith("[{\"id\":\"inline-bacon\"");
        }
    }

}
