package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * {@code hog serve}'s HTTP server, on an embedded Jetty: the page and its scripts from the jar, the page's JSON API
 * under {@code /api/v2/} ({@link PageApi}), and the course's GUI protocol ({@code /take_turn}, {@code /strategy},
 * {@code /dice_graphic.svg}; {@link CourseProtocol}) so that the course's own front end runs against it. Requests
 * find their answer in one table of routes (method and path pattern); a path the table has under other methods is a
 * 405 that lists them, and a path of 1.x's API, {@code /api/...}, a 404 that names its new path.
 *
 * <p>It is built to face a room of clients, some of them careless or hostile. Bodies are read without holding a
 * thread, so clients that send half a request and stop cost a connection each, not a thread; a connection that sends
 * nothing for the idle timeout is closed; there are at most so many connections, threads, kept games and bytes in a
 * request ({@link Limits}). Every request is checked: a body that is not the JSON asked for, an unknown strategy,
 * eleven dice, or a body over {@value #MAX_BODY} bytes gets a 4xx with {@code {"error":"..."}}, never a stack trace.
 */
public final class WebServer implements AutoCloseable {
    /** The largest request body: room for a strategy table with every memory of su20's Feral Hogs. */
    static final int MAX_BODY = 5 * 1024 * 1024;
    /** The largest request line and headers. */
    static final int MAX_HEADERS = 8 * 1024;

    private static final String JSON = "application/json";
    private static final String SVG = "image/svg+xml";
    /** The page's files, served from the jar under their own names. */
    private static final Set<String> FILES = Set.of("index.html", "strategy.html", "analyze.html", "app.js",
            "setup.js", "dice.js", "strategy.js", "analyze.js", "style.css", "icon.svg");
    /** Other names of some files: the pages without their extension, and the icon where browsers look for it. */
    private static final Map<String, String> ALIASES = Map.of("/", "index.html", "/strategy", "strategy.html",
            "/analyze", "analyze.html", "/favicon.ico", "icon.svg");
    /** The page's JSON API: its paths start here, so that a later version can stand beside this one. */
    private static final String API = "/api/v2";
    /** A game's id in a path. */
    private static final String ID = "([^/]+)";

    private final Server server;
    private final ServerConnector connector;
    private final ServedRules served;
    private final PageApi page;
    private final RegretApi regret;
    private final AnalysisApi analysis;
    private final CourseProtocol course;
    private final Games games;
    private final Duration idleTimeout;
    private final Map<String, byte[]> pages = new ConcurrentHashMap<>();
    private final Failures failures = new Failures(System.getLogger(WebServer.class.getName()));
    private final List<Route> routes;

    /**
     * How much of the machine a server lets its clients take.
     *
     * @param idleTimeout how long a connection may send nothing, mid-request or between requests, before it is closed
     * @param maxConnections the most connections open at once; more wait to be accepted
     * @param maxThreads the most threads answering requests at once
     * @param maxGames the most games the page's players keep on the server at once
     * @param gameIdle how long a game is kept after its last move
     */
    public record Limits(Duration idleTimeout, int maxConnections, int maxThreads, int maxGames, Duration gameIdle) {
        /**
         * Checks the limits.
         *
         * @throws IllegalArgumentException if a limit is not positive
         */
        public Limits {
            if (idleTimeout.isNegative() || idleTimeout.isZero() || gameIdle.isNegative() || gameIdle.isZero()
                    || maxConnections < 1 || maxThreads < 8 || maxGames < 1) {
                throw new IllegalArgumentException("limits must be positive, with at least 8 threads: " + idleTimeout
                        + ", " + maxConnections + ", " + maxThreads + ", " + maxGames + ", " + gameIdle);
            }
        }

        /**
         * The limits {@code hog serve} runs with: 30 s idle, 2,000 connections, 64 threads, 1,000 games kept for an
         * hour each.
         *
         * @return the limits
         */
        public static Limits defaults() {
            return new Limits(Duration.ofSeconds(30), 2_000, 64, 1_000, Duration.ofHours(1));
        }
    }

    /**
     * Starts a server with the default limits.
     *
     * @param host the address to listen on, such as {@code 127.0.0.1}
     * @param port the port, or 0 for any free one
     * @param plugins the rulesets
     * @param ruleset the server's own ruleset, which may be a house ruleset of the configuration that the plugins do
     *     not hold
     * @param defaults the server's own game, under that ruleset: the course protocol's and the page's default
     * @param seed the fair dice's seed, for games that repeat; empty for fresh dice
     * @throws IOException if the address cannot be bound ({@link BindException} if it is taken)
     */
    public WebServer(String host, int port, Plugins plugins, Ruleset ruleset, GameDefinition defaults,
            OptionalLong seed) throws IOException {
        this(host, port, plugins, ruleset, defaults, seed, Limits.defaults());
    }

    /**
     * Starts a server.
     *
     * @param host the address to listen on, such as {@code 127.0.0.1}
     * @param port the port, or 0 for any free one
     * @param plugins the rulesets
     * @param ruleset the server's own ruleset
     * @param defaults the server's own game, under that ruleset
     * @param seed the fair dice's seed, for games that repeat; empty for fresh dice
     * @param limits what the clients may take
     * @throws IOException if the address cannot be bound ({@link BindException} if it is taken)
     */
    public WebServer(String host, int port, Plugins plugins, Ruleset ruleset, GameDefinition defaults,
            OptionalLong seed, Limits limits) throws IOException {
        this.served = new ServedRules(plugins, ruleset, defaults, seed);
        this.idleTimeout = limits.idleTimeout();
        this.games = new Games(limits.maxGames(), limits.gameIdle(), System::nanoTime);
        this.page = new PageApi(served, games);
        this.regret = new RegretApi(served);
        this.analysis = new AnalysisApi(served);
        this.course = new CourseProtocol(served);
        this.routes = routes();
        QueuedThreadPool threads = new QueuedThreadPool(limits.maxThreads(), 4);
        threads.setName("hog-serve");
        threads.setDaemon(true);
        this.server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(MAX_HEADERS);
        this.connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(host);
        connector.setPort(port);
        connector.setIdleTimeout(limits.idleTimeout().toMillis());
        connector.setReuseAddress(true);
        server.addConnector(connector);
        server.addBean(new NetworkConnectionLimit(limits.maxConnections(), server));
        ErrorHandler errors = new ErrorHandler();
        errors.setShowStacks(false);
        errors.setShowCauses(false);
        errors.setDefaultResponseMimeType(JSON);
        server.setErrorHandler(errors);
        server.setHandler(new Routes());
        server.setStopTimeout(2_000);
        try {
            server.start();
        } catch (IOException e) {
            stopQuietly();
            if (e.getCause() instanceof BindException bind) {
                throw bind;
            }
            if (e.getCause() instanceof UnresolvedAddressException) {
                throw new IOException("Unresolved address", e);
            }
            throw e;
        } catch (Exception e) {
            stopQuietly();
            throw new IOException(e.getMessage() == null ? e.toString() : e.getMessage(), e);
        }
    }

    /**
     * The address the server listens on.
     *
     * @return such as {@code http://127.0.0.1:31415/}
     */
    public URI uri() {
        String host = connector.getHost() == null || connector.getHost().equals("0.0.0.0")
                || connector.getHost().equals("::") ? "127.0.0.1" : connector.getHost();
        return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + connector.getLocalPort()
                + "/");
    }

    /**
     * The number of games the page's players keep on the server now.
     *
     * @return the number
     */
    public int games() {
        return games.size();
    }

    /** Stops the server and its threads. */
    @Override
    public void close() {
        stopQuietly();
        analysis.close();
        served.close();
    }

    private void stopQuietly() {
        try {
            server.stop();
        } catch (Exception e) {
            // Stopping is best effort: the process is going away, or the start failed.
        }
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

    /**
     * One request and what answers it.
     *
     * @param request the request
     * @param response its response
     * @param callback told when the response is written
     */
    private record Exchange(Request request, Response response, Callback callback) {
        String path() {
            return Request.getPathInContext(request);
        }
    }

    /**
     * Every route of the server, in one table: the page's files, the page's JSON API under {@value #API}, and the
     * course's GUI protocol where the course's front end expects it.
     */
    private List<Route> routes() {
        List<Route> routes = new ArrayList<>();
        Map<String, String> files = new LinkedHashMap<>(ALIASES);
        FILES.stream().sorted().forEach(name -> files.put("/" + name, name));
        files.forEach((path, name) -> routes.add(route("GET", Pattern.quote(path), (exchange, matched) -> send(
                exchange, 200, type(name), pages.computeIfAbsent(name, WebServer::resource)))));
        routes.add(route("POST", API + "/games", post(Api.NewGame.class, (game, matched) -> page.start(game))));
        routes.add(route("GET", API + "/games/" + ID, (exchange, matched) -> json(exchange, 200,
                page.game(matched.group(1)))));
        routes.add(route("DELETE", API + "/games/" + ID, (exchange, matched) -> json(exchange, 200,
                page.end(matched.group(1)))));
        routes.add(route("POST", API + "/games/" + ID + "/roll", post(Api.Roll.class, (roll, matched) -> page.roll(
                matched.group(1), roll))));
        routes.add(route("POST", API + "/odds", post(Api.OddsRequest.class, (odds, matched) -> page.odds(odds))));
        routes.add(route("POST", API + "/strategy-map", post(Api.MapRequest.class, (map, matched) -> page.map(map))));
        routes.add(route("POST", API + "/analyze", post(AnalysisApi.Request.class,
                (report, matched) -> analysis.analyse(report))));
        routes.add(route("POST", API + "/regret-map", post(RegretApi.Request.class,
                (map, matched) -> regret.map(map))));
        routes.add(route("GET", API + "/rulesets", (exchange, matched) -> json(exchange, 200, page.rulesets())));
        routes.add(route("POST", "/take_turn", post(Api.TakeTurn.class, (turn, matched) -> course.takeTurn(turn))));
        routes.add(route("POST", "/strategy", post(Api.StrategyQuestion.class,
                (question, matched) -> course.strategy(question))));
        routes.add(route("GET", "/dice_graphic\\.svg", (exchange, matched) -> send(exchange, 200, SVG,
                DiceSvg.face(face(Request.extractQueryParameters(exchange.request())))
                        .getBytes(StandardCharsets.UTF_8))));
        return List.copyOf(routes);
    }

    private static Route route(String method, String path, Action action) {
        return new Route(method, Pattern.compile(path), action);
    }

    /** An answer to a request's JSON body, given the groups of its path. */
    @FunctionalInterface
    private interface BodyAnswer<T> {
        Object answer(T body, Matcher path);
    }

    /** Reads a JSON body without holding a thread while it arrives, then answers it. */
    private <T> Action post(Class<T> type, BodyAnswer<T> answer) {
        return (exchange, matched) -> {
            if (exchange.request().getLength() > MAX_BODY) {
                json(exchange, 413, new Api.Error(tooLarge()));
                return;
            }
            Bodies.read(exchange.request(), MAX_BODY, body -> {
                try {
                    json(exchange, 200, answer.answer(read(body, type, exchange.path()), matched));
                } catch (RuntimeException e) {
                    fail(exchange, e);
                }
            }, () -> json(exchange, 413, new Api.Error(tooLarge())), failure -> {
                if (failure instanceof TimeoutException) {
                    json(exchange, 408, new Api.Error("the request's body stopped arriving; a connection"
                            + " that sends nothing for " + idleTimeout.toSeconds() + " s is closed"));
                } else {
                    // The client went away: nobody is left to answer.
                    exchange.callback().failed(failure);
                }
            });
        };
    }

    /** Every request: its route in the table, or why it has none; and what went wrong, by {@link Failures}. */
    private final class Routes extends Handler.Abstract {
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
                json(exchange, 404, new Api.Error(noSuchPage(method, path)));
            } else {
                String methods = String.join(", ", allowed);
                exchange.response().getHeaders().put(HttpHeader.ALLOW, methods);
                json(exchange, 405, new Api.Error(path + (methods.equals("POST") ? " takes POST with a JSON body"
                        : " takes " + methods)));
            }
        }
    }

    /** Why a path has no route: a page that does not exist, a game's page that does not, or 1.x's API. */
    private static String noSuchPage(String method, String path) {
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
        Failures.Answer answer = failures.answer(exchange.request().getMethod() + " " + exchange.path(), e);
        json(exchange, answer.status(), new Api.Error(answer.message()));
    }

    private static <T> T read(byte[] body, Class<T> type, String path) {
        if (body.length == 0 || new String(body, StandardCharsets.UTF_8).isBlank()) {
            throw new HogException("the body is empty; " + path + " takes a JSON object");
        }
        T request;
        try {
            request = Json.mapper().readerFor(type).readValue(body);
        } catch (JsonProcessingException e) {
            throw new HogException("the body is not the JSON " + path + " takes: " + RequestErrors.describe(e));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (request == null) {
            throw new HogException("the body is empty; " + path + " takes a JSON object");
        }
        return request;
    }

    private static String tooLarge() {
        return "the body is larger than " + MAX_BODY / (1024 * 1024) + " MB";
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
        try (InputStream in = WebServer.class.getResourceAsStream(name)) {
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

    private static void json(Exchange exchange, int status, Object value) {
        byte[] body;
        try {
            body = Json.mapper().writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        send(exchange, status, JSON, body);
    }

    private static void send(Exchange exchange, int status, String type, byte[] body) {
        Response response = exchange.response();
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), exchange.callback());
    }
}
