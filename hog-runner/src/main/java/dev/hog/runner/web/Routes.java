package dev.hog.runner.web;

import dev.hog.api.HogException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.eclipse.jetty.util.URIUtil;

/**
 * Every request of {@code hog serve} finds its answer here, in one table of routes (method and path pattern): the
 * page's files, the page's JSON API under {@value #API}, and the course's GUI protocol where the course's front end
 * expects it. A path the table has under other methods is a 405 that lists them; a path of 1.x's API,
 * {@code /api/...}, a 404 that names its new path; and whatever fails while answering is answered as
 * {@link Failures} says.
 */
final class Routes extends Handler.Abstract {
    /** The largest request body: room for a strategy table with every memory of su20's Feral Hogs. */
    static final int MAX_BODY = 5 * 1024 * 1024;
    /** The page's JSON API: its paths start here, so that a later version can stand beside this one. */
    static final String API = "/api/v2";

    private static final String SVG = "image/svg+xml";
    /** The page's files, served from the jar under their own names. */
    private static final Set<String> FILES = Set.of("index.html", "strategy.html", "analyze.html", "app.js",
            "setup.js", "dice.js", "strategy.js", "analyze.js", "style.css", "icon.svg", "lobby.html", "lobby.js", "contest.html", "contest.js");
    /** Other names of some files: the pages without their extension, and the icon where browsers look for it. */
    private static final Map<String, String> ALIASES = Map.of("/", "index.html", "/strategy", "strategy.html",
            "/analyze", "analyze.html", "/lobby", "lobby.html", "/contest", "contest.html", "/favicon.ico",
            "icon.svg");
    /** A game's id in a path. */
    private static final String ID = "([^/]+)";

    private final PageApi page;
    private final RegretApi regret;
    private final AnalysisApi analysis;
    private final CourseProtocol course;
    private final Lobby lobby;
    private final Contests contests;
    private final Failures failures;
    private final Duration idleTimeout;
    private final Map<String, byte[]> pages = new ConcurrentHashMap<>();
    private final List<Route> routes;

    /**
     * The routes to what answers.
     *
     * @param page the page's API
     * @param regret the regret map's API
     * @param analysis the rule designer's report's API
     * @param course the course's GUI protocol
     * @param lobby the lobby's games
     * @param contests the strategy contests
     * @param failures what a failure answers
     * @param idleTimeout how long a body may send nothing before it is given up on, for the message that says so
     */
    Routes(PageApi page, RegretApi regret, AnalysisApi analysis, CourseProtocol course, Lobby lobby,
            Contests contests, Failures failures, Duration idleTimeout) {
        this.page = page;
        this.regret = regret;
        this.analysis = analysis;
        this.course = course;
        this.lobby = lobby;
        this.contests = contests;
        this.failures = failures;
        this.idleTimeout = idleTimeout;
        this.routes = routes();
    }

    /**
     * A route: the requests with this method and a path this pattern matches, and what answers them.
     *
     * @param method the HTTP method; a route for {@code GET} answers {@code HEAD} too
     * @param path the whole path, whose groups (a game's id) the action is given
     * @param action what answers
     */
    private record Route(String method, Pattern path, Action action) {
    }

    /** What answers a request once its route is found. */
    @FunctionalInterface
    private interface Action {
        void answer(Exchange exchange, Matcher path);
    }

    /** An answer to a request's JSON body that reads the request's headers too. */
    @FunctionalInterface
    private interface ExchangeAnswer<T> {
        Object answer(T body, Matcher path, Exchange exchange);
    }

    /** An answer to a request's JSON body, given the groups of its path. */
    @FunctionalInterface
    private interface BodyAnswer<T> {
        Object answer(T body, Matcher path);
    }

    private List<Route> routes() {
        List<Route> table = new ArrayList<>();
        Map<String, String> files = new LinkedHashMap<>(ALIASES);
        FILES.stream().sorted().forEach(name -> files.put("/" + name, name));
        files.forEach((path, name) -> table.add(route("GET", Pattern.quote(path), (exchange, matched) -> exchange.send(
                200, type(name), pages.computeIfAbsent(name, Routes::resource)))));
        table.add(route("POST", API + "/games", post(Api.NewGame.class, (game, matched) -> page.start(game))));
        table.add(route("GET", API + "/games/" + ID, (exchange, matched) -> exchange.json(200,
                page.game(matched.group(1)))));
        table.add(route("DELETE", API + "/games/" + ID, (exchange, matched) -> exchange.json(200,
                page.end(matched.group(1)))));
        table.add(route("POST", API + "/games/" + ID + "/roll", post(Api.Roll.class, (roll, matched) -> page.roll(
                matched.group(1), roll))));
        table.add(route("POST", API + "/odds", post(Api.OddsRequest.class, (odds, matched) -> page.odds(odds))));
        table.add(route("POST", API + "/strategy-map", post(Api.MapRequest.class, (map, matched) -> page.map(map))));
        table.add(route("POST", API + "/analyze", post(AnalysisApi.Request.class,
                (report, matched) -> analysis.analyse(report))));
        table.add(route("POST", API + "/regret-map", post(RegretApi.Request.class,
                (map, matched) -> regret.map(map))));
        table.add(route("GET", API + "/rulesets", (exchange, matched) -> exchange.json(200, page.rulesets())));
        String game = API + "/lobby/" + ID;
        table.add(route("POST", API + "/lobby", post(Api.LobbyNew.class, (created, matched, exchange) -> lobby.create(
                created, Request.getRemoteAddr(exchange.request())))));
        table.add(route("GET", API + "/lobby", (exchange, matched) -> exchange.json(200, lobby.open())));
        table.add(route("GET", game, (exchange, matched) -> exchange.json(200, lobby.game(matched.group(1)))));
        table.add(route("POST", game + "/join", post(Api.LobbyJoin.class, (join, matched) -> lobby.join(
                matched.group(1), join))));
        table.add(route("GET", game + "/seat", (exchange, matched) -> exchange.json(200, lobby.seat(matched.group(1),
                authorization(exchange)))));
        table.add(route("POST", game + "/roll", post(Api.Roll.class, (roll, matched, exchange) -> lobby.roll(
                matched.group(1), authorization(exchange), roll))));
        table.add(route("POST", game + "/leave", (exchange, matched) -> exchange.json(200, lobby.leave(
                matched.group(1), authorization(exchange)))));
        table.add(route("POST", game + "/rematch", (exchange, matched) -> exchange.json(200, lobby.rematch(
                matched.group(1), authorization(exchange)))));
        table.add(route("GET", game + "/events", (exchange, matched) -> lobby.follow(exchange, matched.group(1),
                lastEventId(exchange))));
        String contest = API + "/contests/" + ID;
        table.add(route("POST", API + "/contests", post(Api.ContestNew.class, (opened, matched, exchange) ->
                contests.open(opened, Request.getRemoteAddr(exchange.request())))));
        table.add(route("GET", API + "/contests", (exchange, matched) -> exchange.json(200, contests.list())));
        table.add(route("GET", contest, (exchange, matched) -> {
            Contests.Tagged standings = contests.current(matched.group(1));
            exchange.response().getHeaders().put(HttpHeader.ETAG, standings.tag());
            if (standings.tag().equals(exchange.request().getHeaders().get(HttpHeader.IF_NONE_MATCH))) {
                exchange.response().setStatus(304);
                exchange.callback().succeeded();
            } else {
                exchange.json(200, standings.json());
            }
        }));
        table.add(route("GET", contest + "/standings\\.json", (exchange, matched) -> exchange.json(200,
                contests.standings(matched.group(1)))));
        table.add(route("GET", contest + "/standings\\.csv", (exchange, matched) -> {
            byte[] csv = contests.standingsCsv(matched.group(1));
            exchange.response().getHeaders().put(HttpHeader.CONTENT_DISPOSITION, "attachment; filename=\"contest-"
                    + matched.group(1) + ".csv\"");
            exchange.send(200, "text/csv; charset=utf-8", csv);
        }));
        table.add(route("POST", contest + "/entries", post(Api.Submission.class, (submitted, matched, exchange) ->
                contests.submit(matched.group(1), authorization(exchange), submitted))));
        table.add(route("DELETE", contest + "/entries/" + ID, (exchange, matched) -> exchange.json(200,
                contests.withdraw(matched.group(1), URIUtil.decodePath(matched.group(2)), authorization(exchange)))));
        table.add(route("GET", contest + "/tables", (exchange, matched) -> exchange.json(200, contests.tables(
                matched.group(1), authorization(exchange)))));
        table.add(route("POST", contest + "/close", (exchange, matched) -> exchange.json(200, contests.close(
                matched.group(1), authorization(exchange)))));
        table.add(route("POST", "/take_turn", post(Api.TakeTurn.class, (turn, matched) -> course.takeTurn(turn))));
        table.add(route("POST", "/strategy", post(Api.StrategyQuestion.class,
                (question, matched) -> course.strategy(question))));
        table.add(route("GET", "/dice_graphic\\.svg", (exchange, matched) -> exchange.send(200, SVG,
                DiceSvg.face(face(Request.extractQueryParameters(exchange.request())))
                        .getBytes(StandardCharsets.UTF_8))));
        return List.copyOf(table);
    }

    private static Route route(String method, String path, Action action) {
        return new Route(method, Pattern.compile(path), action);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Exchange exchange = new Exchange(request, response, callback);
        try {
            dispatch(exchange);
        } catch (RuntimeException e) {
            fail(exchange, e);
        }
        return true;
    }

    private void dispatch(Exchange exchange) {
        String path = exchange.path();
        String method = exchange.request().getMethod();
        String asked = method.equals("HEAD") ? "GET" : method;
        Set<String> allowed = new TreeSet<>();
        for (Route route : routes) {
            Matcher matched = route.path().matcher(path);
            if (matched.matches()) {
                if (route.method().equals(asked)) {
                    route.action().answer(exchange, matched);
                    return;
                }
                allowed.add(route.method());
            }
        }
        if (allowed.isEmpty()) {
            exchange.error(404, noSuchPage(method, path));
        } else {
            String methods = String.join(", ", allowed);
            exchange.response().getHeaders().put(HttpHeader.ALLOW, methods);
            exchange.error(405, path + (methods.equals("POST") ? " takes POST with a JSON body" : " takes " + methods));
        }
    }

    /** Reads a JSON body, then answers it with the request's headers at hand. */
    private <T> Action post(Class<T> type, ExchangeAnswer<T> answer) {
        return (exchange, matched) -> post(type, (BodyAnswer<T>) (body, path) -> answer.answer(body, path, exchange))
                .answer(exchange, matched);
    }

    /** Reads a JSON body without holding a thread while it arrives, then answers it. */
    private <T> Action post(Class<T> type, BodyAnswer<T> answer) {
        return (exchange, matched) -> {
            if (exchange.request().getLength() > MAX_BODY) {
                exchange.error(413, tooLarge());
                return;
            }
            Bodies.read(exchange.request(), MAX_BODY, body -> {
                try {
                    exchange.json(200, answer.answer(JsonBodies.read(body, type, exchange.path()), matched));
                } catch (RuntimeException e) {
                    fail(exchange, e);
                }
            }, () -> exchange.error(413, tooLarge()), failure -> {
                if (failure instanceof TimeoutException) {
                    exchange.error(408, "the request's body stopped arriving; a connection that sends nothing for "
                            + idleTimeout.toSeconds() + " s is closed");
                } else {
                    // The client went away: nobody is left to answer.
                    exchange.callback().failed(failure);
                }
            });
        };
    }

    /** Why a path has no route: a page that does not exist, a game's page that does not, or 1.x's API. */
    static String noSuchPage(String method, String path) {
        String page = "no such page: " + method + " " + path;
        if (path.startsWith(API + "/games/")) {
            return page + "; a game has GET and DELETE " + API + "/games/ID and POST " + API + "/games/ID/roll";
        }
        if (path.equals("/api/play")) {
            return page + "; the page's API is under " + API + "/ since Hog SDK 2.0, where the server keeps each game:"
                    + " POST " + API + "/games starts one and POST " + API + "/games/ID/roll rolls in it";
        }
        if (path.startsWith("/api/") && !path.startsWith(API + "/")) {
            return page + "; the page's API is under " + API + "/ since Hog SDK 2.0: " + method + " " + API
                    + path.substring("/api".length());
        }
        return page;
    }

    private void fail(Exchange exchange, RuntimeException e) {
        Failures.Answer answer = failures.answer(exchange.described(), e);
        if (answer.retryAfter() > 0) {
            exchange.response().getHeaders().put(HttpHeader.RETRY_AFTER, answer.retryAfter());
        }
        exchange.error(answer.status(), answer.message());
    }

    static String tooLarge() {
        return "the body is larger than " + MAX_BODY / (1024 * 1024) + " MB";
    }

    private static String authorization(Exchange exchange) {
        return exchange.request().getHeaders().get(HttpHeader.AUTHORIZATION);
    }

    /** The turns a follower has had: its EventSource's {@code Last-Event-ID}, else {@code ?after=N}, else none. */
    private static long lastEventId(Exchange exchange) {
        String last = exchange.request().getHeaders().get("Last-Event-ID");
        if (last == null) {
            last = Request.extractQueryParameters(exchange.request()).getValue("after");
        }
        if (last == null) {
            return 0;
        }
        try {
            return Math.max(0, Long.parseLong(last.strip()));
        } catch (NumberFormatException e) {
            throw new HogException("Last-Event-ID, or ?after=, is the number of turns had, such as 7, not '"
                    + last.substring(0, Math.min(last.length(), 20)) + "'");
        }
    }

    private static int face(Fields query) {
        String num = query.getValue("num");
        try {
            int face = Integer.parseInt(Objects.requireNonNullElse(num, ""));
            if (face < 1 || face > 100) {
                throw new NumberFormatException();
            }
            return face;
        } catch (NumberFormatException e) {
            throw new HogException("dice_graphic.svg takes num, a face from 1 to 100, such as ?num=4");
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = Routes.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the page " + name + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String type(String name) {
        return name.endsWith(".html") ? "text/html; charset=utf-8"
                : name.endsWith(".js") ? "text/javascript; charset=utf-8"
                : name.endsWith(".svg") ? SVG : "text/css; charset=utf-8";
    }
}
