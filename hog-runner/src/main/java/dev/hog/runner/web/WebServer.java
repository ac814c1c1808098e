package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.RuleException;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.json.internal.StrictJackson;
import dev.hog.runner.PluginFault;
import dev.hog.runner.Plugins;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * {@code hog serve}'s HTTP server, on the JDK's own {@link HttpServer}: the page and its scripts from the jar, the
 * page's JSON API under {@code /api/}, and the course's GUI protocol ({@code /take_turn}, {@code /strategy},
 * {@code /dice_graphic.svg}) so that the course's own front end runs against it.
 *
 * <p>Every request is checked: a body that is not the JSON asked for, an unknown strategy, eleven dice, or a body over
 * {@value #MAX_BODY} bytes gets a 400 with {@code {"error":"..."}}, never a stack trace. The server keeps only the
 * solutions of its last few set-ups.
 */
public final class WebServer implements AutoCloseable {
    /** The largest request body: room for a strategy table with every memory of su20's Feral Hogs. */
    static final int MAX_BODY = 5 * 1024 * 1024;
    /** The most of a body too large that is read and thrown away so that the client hears why. */
    private static final long MAX_DRAINED = 64L * 1024 * 1024;

    private static final Map<String, String> PAGES = Map.of(
            "/", "index.html",
            "/index.html", "index.html",
            "/strategy", "strategy.html",
            "/strategy.html", "strategy.html",
            "/app.js", "app.js",
            "/setup.js", "setup.js",
            "/dice.js", "dice.js",
            "/strategy.js", "strategy.js",
            "/style.css", "style.css");

    private final HttpServer server;
    private final ExecutorService threads;
    private final Plays plays;

    /**
     * Starts a server.
     *
     * @param host the address to listen on, such as {@code 127.0.0.1}
     * @param port the port, or 0 for any free one
     * @param plugins the rulesets
     * @param ruleset the server's own ruleset, which may be a house ruleset of the configuration that the plugins do
     *     not hold
     * @param defaults the server's own game, under that ruleset: the course protocol's and the page's default
     * @param seed the fair dice's seed, for games that repeat; empty for fresh dice
     * @throws IOException if the address cannot be bound
     */
    public WebServer(String host, int port, Plugins plugins, Ruleset ruleset, GameDefinition defaults,
            OptionalLong seed) throws IOException {
        this.plays = new Plays(plugins, ruleset, defaults, seed);
        this.server = HttpServer.create(new InetSocketAddress(host, port), 0);
        this.threads = Executors.newFixedThreadPool(4, task -> {
            Thread thread = new Thread(task, "hog-serve");
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        server.start();
    }

    /**
     * The address the server listens on.
     *
     * @return such as {@code http://127.0.0.1:31415/}
     */
    public URI uri() {
        InetSocketAddress address = server.getAddress();
        String host = address.getAddress().isAnyLocalAddress() ? "127.0.0.1" : address.getHostString();
        return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + address.getPort() + "/");
    }

    /** Stops the server and its threads. */
    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
        plays.close();
        try {
            threads.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            String method = exchange.getRequestMethod();
            try {
                if (method.equals("GET") && PAGES.containsKey(path)) {
                    page(exchange, PAGES.get(path));
                } else if (method.equals("GET") && path.equals("/api/rulesets")) {
                    json(exchange, 200, plays.rulesets());
                } else if (method.equals("GET") && path.equals("/dice_graphic.svg")) {
                    send(exchange, 200, "image/svg+xml", DiceSvg.face(face(exchange.getRequestURI().getQuery()))
                            .getBytes(StandardCharsets.UTF_8));
                } else if (path.equals("/api/play")) {
                    post(exchange, Api.Play.class, plays::play);
                } else if (path.equals("/api/odds")) {
                    post(exchange, Api.OddsRequest.class, plays::odds);
                } else if (path.equals("/api/strategy-map")) {
                    post(exchange, Api.MapRequest.class, plays::map);
                } else if (path.equals("/take_turn")) {
                    post(exchange, Api.TakeTurn.class, plays::takeTurn);
                } else if (path.equals("/strategy")) {
                    post(exchange, Api.StrategyQuestion.class, plays::strategy);
                } else {
                    json(exchange, 404, new Api.Error("no such page: " + method + " " + path));
                }
            } catch (HogException e) {
                json(exchange, 400, new Api.Error(e.getMessage()));
            } catch (RuleException | PluginFault e) {
                json(exchange, 500, new Api.Error(e.getMessage()));
            } catch (RuntimeException e) {
                System.err.println("hog serve: " + method + " " + path + " failed: " + e);
                e.printStackTrace(System.err);
                json(exchange, 500, new Api.Error("the server failed to answer; its log says why"));
            }
        }
    }

    private <T> void post(HttpExchange exchange, Class<T> type, Function<T, Object> answer) throws IOException {
        if (!exchange.getRequestMethod().equals("POST")) {
            exchange.getResponseHeaders().set("Allow", "POST");
            json(exchange, 405, new Api.Error(exchange.getRequestURI().getPath() + " takes POST with a JSON body"));
            return;
        }
        byte[] body = body(exchange.getRequestBody());
        if (body.length == 0 || new String(body, StandardCharsets.UTF_8).isBlank()) {
            throw new HogException("the body is empty; " + exchange.getRequestURI().getPath() + " takes a JSON"
                    + " object");
        }
        T request;
        try {
            ObjectReader reader = StrictJackson.json().readerFor(type);
            request = reader.readValue(body);
        } catch (JsonProcessingException e) {
            throw new HogException("the body is not the JSON " + exchange.getRequestURI().getPath() + " takes: "
                    + RequestErrors.describe(e));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (request == null) {
            throw new HogException("the body is empty; " + exchange.getRequestURI().getPath() + " takes a JSON"
                    + " object");
        }
        json(exchange, 200, answer.apply(request));
    }

    private static byte[] body(InputStream in) throws IOException {
        byte[] body = in.readNBytes(MAX_BODY + 1);
        if (body.length > MAX_BODY) {
            // Read the rest, kept nowhere, so that the client hears the answer; a client that sends on and on is
            // cut off.
            long skipped = 0;
            byte[] discard = new byte[64 * 1024];
            for (int read; skipped < MAX_DRAINED && (read = in.read(discard)) >= 0; ) {
                skipped += read;
            }
            throw new HogException("the body is larger than " + MAX_BODY / (1024 * 1024) + " MB");
        }
        return body;
    }

    private static int face(String query) {
        String num = query == null ? null : Arrays.stream(query.split("&"))
                .filter(part -> part.startsWith("num=")).map(part -> part.substring(4)).findFirst().orElse(null);
        try {
            int face = Integer.parseInt(num);
            if (face < 1 || face > 100) {
                throw new NumberFormatException();
            }
            return face;
        } catch (NumberFormatException e) {
            throw new HogException("dice_graphic.svg takes num, a face from 1 to 100, such as ?num=4");
        }
    }

    private static void page(HttpExchange exchange, String name) throws IOException {
        try (InputStream in = WebServer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the page " + name + " is missing from the jar");
            }
            String type = name.endsWith(".html") ? "text/html; charset=utf-8"
                    : name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
            send(exchange, 200, type, in.readAllBytes());
        }
    }

    private static void json(HttpExchange exchange, int status, Object value) throws IOException {
        send(exchange, status, "application/json", StrictJackson.json().writeValueAsBytes(value));
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }
}
