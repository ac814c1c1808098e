package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.RuleException;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.PluginFault;
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
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
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
 * under {@code /api/} ({@link PageApi}), and the course's GUI protocol ({@code /take_turn}, {@code /strategy},
 * {@code /dice_graphic.svg}; {@link CourseProtocol}) so that the course's own front end runs against it.
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
    private static final String GAMES = "/api/games";

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

    /** Every request: the route, and the mapping of what went wrong to a status and one sentence. */
    private final class Routes extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            String path = Request.getPathInContext(request);
            String method = request.getMethod();
            try {
                route(request, response, callback, method, path);
            } catch (RuntimeException e) {
                fail(response, callback, method, path, e);
            }
            return true;
        }

        private void route(Request request, Response response, Callback callback, String method, String path) {
            if (path.equals(GAMES)) {
                post(request, response, callback, Api.NewGame.class, page::start);
            } else if (path.startsWith(GAMES + "/")) {
                game(request, response, callback, method, path.substring(GAMES.length() + 1));
            } else if (path.equals("/api/odds")) {
                post(request, response, callback, Api.OddsRequest.class, page::odds);
            } else if (path.equals("/api/strategy-map")) {
                post(request, response, callback, Api.MapRequest.class, page::map);
            } else if (path.equals("/api/analyze")) {
                post(request, response, callback, AnalysisApi.Request.class, analysis::analyse);
            } else if (path.equals("/api/regret-map")) {
                post(request, response, callback, RegretApi.Request.class, regret::map);
            } else if (path.equals("/take_turn")) {
                post(request, response, callback, Api.TakeTurn.class, course::takeTurn);
            } else if (path.equals("/strategy") && method.equals("POST")) {
                post(request, response, callback, Api.StrategyQuestion.class, course::strategy);
            } else if (!method.equals("GET") && !method.equals("HEAD")) {
                answerMethod(response, callback, path, "GET");
            } else if (file(path) != null) {
                String name = file(path);
                send(response, callback, 200, type(name), pages.computeIfAbsent(name, WebServer::resource));
            } else if (path.equals("/api/rulesets")) {
                json(response, callback, 200, page.rulesets());
            } else if (path.equals("/dice_graphic.svg")) {
                send(response, callback, 200, SVG, DiceSvg.face(face(Request.extractQueryParameters(request)))
                        .getBytes(StandardCharsets.UTF_8));
            } else {
                json(response, callback, 404, new Api.Error("no such page: " + method + " " + path));
            }
        }

        /** {@code /api/games/ID}: GET the game, DELETE it; {@code /api/games/ID/roll}: POST a roll. */
        private void game(Request request, Response response, Callback callback, String method, String rest) {
            int slash = rest.indexOf('/');
            String id = slash < 0 ? rest : rest.substring(0, slash);
            String action = slash < 0 ? "" : rest.substring(slash + 1);
            if (action.equals("roll")) {
                post(request, response, callback, Api.Roll.class, roll -> page.roll(id, roll));
            } else if (!action.isEmpty()) {
                json(response, callback, 404, new Api.Error("no such page: " + method + " " + GAMES + "/" + rest
                        + "; a game has GET and DELETE " + GAMES + "/ID and POST " + GAMES + "/ID/roll"));
            } else if (method.equals("GET")) {
                json(response, callback, 200, page.game(id));
            } else if (method.equals("DELETE")) {
                json(response, callback, 200, page.end(id));
            } else {
                answerMethod(response, callback, GAMES + "/" + id, "GET, DELETE");
            }
        }

        /** Reads a JSON body without holding a thread while it arrives, then answers it. */
        private <T> void post(Request request, Response response, Callback callback, Class<T> type,
                Function<T, Object> answer) {
            String path = Request.getPathInContext(request);
            if (!request.getMethod().equals("POST")) {
                answerMethod(response, callback, path, "POST");
                return;
            }
            if (request.getLength() > MAX_BODY) {
                json(response, callback, 413, new Api.Error(tooLarge()));
                return;
            }
            Bodies.read(request, MAX_BODY, body -> {
                try {
                    json(response, callback, 200, answer.apply(read(body, type, path)));
                } catch (RuntimeException e) {
                    fail(response, callback, request.getMethod(), path, e);
                }
            }, () -> json(response, callback, 413, new Api.Error(tooLarge())), failure -> {
                if (failure instanceof TimeoutException) {
                    json(response, callback, 408, new Api.Error("the request's body stopped arriving; a connection"
                            + " that sends nothing for " + idleTimeout.toSeconds() + " s is closed"));
                } else {
                    // The client went away: nobody is left to answer.
                    callback.failed(failure);
                }
            });
        }

        private void fail(Response response, Callback callback, String method, String path, RuntimeException e) {
            if (e instanceof Games.Gone) {
                json(response, callback, 404, new Api.Error(e.getMessage()));
            } else if (e instanceof Games.Busy) {
                json(response, callback, 503, new Api.Error(e.getMessage()));
            } else if (e instanceof HogException) {
                json(response, callback, 400, new Api.Error(e.getMessage()));
            } else if (e instanceof EngineLimitException) {
                json(response, callback, 422, new Api.Error(e.getMessage()));
            } else if (e instanceof RuleException || e instanceof PluginFault) {
                json(response, callback, 500, new Api.Error(e.getMessage()));
            } else {
                System.err.println("hog serve: " + method + " " + path + " failed: " + e);
                e.printStackTrace(System.err);
                json(response, callback, 500, new Api.Error("the server failed to answer; its log says why"));
            }
        }

        private void answerMethod(Response response, Callback callback, String path, String allowed) {
            response.getHeaders().put(HttpHeader.ALLOW, allowed);
            json(response, callback, 405, new Api.Error(path + (allowed.equals("POST")
                    ? " takes POST with a JSON body" : " takes " + allowed)));
        }
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

    /** The file a path names, or null if it names none. */
    private static String file(String path) {
        String alias = ALIASES.get(path);
        return alias != null ? alias : path.startsWith("/") && FILES.contains(path.substring(1)) ? path.substring(1)
                : null;
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

    private static void json(Response response, Callback callback, int status, Object value) {
        byte[] body;
        try {
            body = Json.mapper().writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        send(response, callback, status, JSON, body);
    }

    private static void send(Response response, Callback callback, int status, String type, byte[] body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
    }
}
