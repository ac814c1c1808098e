package dev.hog.runner.web;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.Plugins;
import dev.hog.runner.store.Database;
import java.io.IOException;
import java.net.BindException;
import java.net.URI;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.function.Supplier;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * {@code hog serve}'s HTTP server, on an embedded Jetty: the page and its scripts from the jar, the page's JSON API
 * under {@code /api/v2/} ({@link PageApi}), and the course's GUI protocol ({@code /take_turn}, {@code /strategy},
 * {@code /dice_graphic.svg}; {@link CourseProtocol}) so that the course's own front end runs against it. This class
 * sets Jetty up; requests find their answer in one table of routes ({@link Routes}), a failure its status in one
 * place ({@link Failures}), and the errors Jetty answers itself take the server's JSON form ({@link JsonErrors}).
 *
 * <p>It is built to face a room of clients, some of them careless or hostile. Bodies are read without holding a
 * thread, so clients that send half a request and stop cost a connection each, not a thread; a connection that sends
 * nothing for the idle timeout is closed; there are at most so many connections, threads, kept games and bytes in a
 * request ({@link Limits}). Every request is checked: a body that is not the JSON asked for, an unknown strategy,
 * eleven dice, a body that is not UTF-8, a malformed path or a body over {@value Routes#MAX_BODY} bytes gets a 4xx with
 * {@code {"error":"..."}}, never a stack trace nor a page of Jetty's.
 *
 * <p>No request can exhaust it. What a request would solve, map or report on is checked before any work starts: a game
 * of more than {@value StateCap#MAX_STATES} states, at any goal a report would solve, or a strategy's picture or a
 * regret map of more than {@value PageApi#MAX_MAP_CELLS} cells, is a 422 ({@link StateCap}). The work itself, in requests and in the
 * background, goes through one door ({@link HeavyWork}): a job per core at once, twice as many waiting a bounded time,
 * and past that a 503 with {@code Retry-After}. Every answer is made whole before a byte of it is written.
 *
 * <p>Its memory budget follows from those bounds: one regret map at the cap (the largest job, and one at a time),
 * a solve, odds or report at the cap for each other core, the kept solutions, odds, maps and reports of a few set-ups
 * each, the games, and the server itself. On two cores a heap of 1.5 GB holds all of it ({@code -Xmx1536m}, which
 * {@code HOG_JAVA_OPTS} passes), and each core beyond needs about 64 MB more; {@code ServeLoad} in {@code hog-bench}
 * checks it with 50 clients of each heavy kind at once.
 */
public final class WebServer implements AutoCloseable {
    /** The largest request line and headers. */
    static final int MAX_HEADERS = 8 * 1024;
    /** The connections the system keeps waiting to be accepted. */
    static final int ACCEPT_QUEUE = 2_048;
    /** How long a connection may stay idle once the server is stopping. */
    static final Duration SHUTDOWN_IDLE = Duration.ofMillis(100);

    private final Server server;
    private final ServerConnector connector;
    private final ServedRules served;
    private final AnalysisApi analysis;
    private final Games games;
    private final Storage storage;
    private final Lobby lobby;
    private final Contests contests;

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
        this(host, port, plugins, ruleset, defaults, seed, limits, (Supplier<Database>) null);
    }

    /**
     * Starts a server whose lobby keeps its games in a database.
     *
     * @param host the address to listen on, such as {@code 127.0.0.1}
     * @param port the port, or 0 for any free one
     * @param plugins the rulesets
     * @param ruleset the server's own ruleset
     * @param defaults the server's own game, under that ruleset
     * @param seed the fair dice's seed, for games that repeat; empty for fresh dice
     * @param limits what the clients may take
     * @param database opens where the lobby keeps its games and the contests theirs, when first used or when
     *     {@link #openDatabase()} is called; {@code null} for a database in memory, whose games end with the server
     * @throws IOException if the address cannot be bound ({@link BindException} if it is taken)
     */
    public WebServer(String host, int port, Plugins plugins, Ruleset ruleset, GameDefinition defaults,
            OptionalLong seed, Limits limits, Supplier<Database> database) throws IOException {
        this(host, port, plugins, ruleset, defaults, seed, limits, HeavyWork.forThisMachine(limits.maxThreads() / 2),
                database == null ? Storage.inMemory() : database);
    }

    /** A server whose heavy work is bounded as given: for tests that fill it. */
    WebServer(String host, int port, Plugins plugins, Ruleset ruleset, GameDefinition defaults, OptionalLong seed,
            Limits limits, HeavyWork heavy) throws IOException {
        this(host, port, plugins, ruleset, defaults, seed, limits, heavy, Storage.inMemory());
    }

    private WebServer(String host, int port, Plugins plugins, Ruleset ruleset, GameDefinition defaults,
            OptionalLong seed, Limits limits, HeavyWork heavy, Supplier<Database> database) throws IOException {
        Failures failures = new Failures(System.getLogger(WebServer.class.getName()));
        this.served = new ServedRules(plugins, ruleset, defaults, seed, failures, heavy);
        this.games = new Games(limits.maxGames(), limits.gameIdle(), System::nanoTime);
        this.analysis = new AnalysisApi(served, failures);
        this.storage = new Storage(database);
        this.lobby = new Lobby(served, storage::lobby, Lobby.Limits.defaults(), System::currentTimeMillis);
        this.contests = new Contests(served, storage::contests, Contests.Limits.defaults(), System::currentTimeMillis,
                failures);
        Routes routes = new Routes(new PageApi(served, games), new RegretApi(served), analysis,
                new CourseProtocol(served), lobby, contests, failures, limits.idleTimeout());
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
        // When the server stops, a connection kept open between requests (every browser tab keeps one) is closed after
        // two such idle times, about 0.2 s, rather than after two of Jetty's own (about 2 s), which held a stop that
        // long.
        // A request being handled is not idle; one stalled reading or writing is failed after 0.1 s of the stop.
        connector.setShutdownIdleTimeout(Math.min(SHUTDOWN_IDLE.toMillis(), limits.idleTimeout().toMillis()));
        connector.setReuseAddress(true);
        // A room's clients connect in bursts (every player of a game at once when a turn is played): a queue of
        // connections waiting to be accepted as long as the connections' limit, rather than the 50 Java gives.
        connector.setAcceptQueueSize(ACCEPT_QUEUE);
        server.addConnector(connector);
        server.addBean(new NetworkConnectionLimit(limits.maxConnections(), server));
        server.setErrorHandler(new JsonErrors(failures, MAX_HEADERS));
        server.setHandler(routes);
        try {
            server.start();
        } catch (IOException e) {
            stopQuietly(Duration.ZERO);
            if (e.getCause() instanceof BindException bind) {
                throw bind;
            }
            if (e.getCause() instanceof UnresolvedAddressException) {
                throw new IOException("Unresolved address", e);
            }
            throw e;
        } catch (Exception e) {
            stopQuietly(Duration.ZERO);
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

    /**
     * Opens the database of the lobby and the contests now rather than at the first request, so that one out of reach
     * is told at start, and the contests' unplayed pairs are played.
     *
     * @return the database in words, such as {@code the H2 file /home/ada/.local/share/hog/serve.mv.db}
     * @throws dev.hog.api.HogException if it cannot be opened, saying why
     */
    public String openDatabase() {
        String described = storage.open();
        contests.resume();
        return described;
    }

    /**
     * Solves the server's own game in the background, as the first job of its heavy work: a room that opens the page
     * at once then follows that one solve rather than each asking for it while it is under way. A game past the
     * server's cap, or one the heavy work refuses, is solved when a page asks, as any other.
     */
    public void prepare() {
        Thread solving = new Thread(() -> {
            try {
                served.solutions().optimal(served.defaults());
            } catch (RuntimeException e) {
                // Asked again, and answered in words, when a page needs it.
            }
        }, "hog-serve-prepare");
        solving.setDaemon(true);
        solving.start();
    }

    /** Stops the server and its threads at once: a request in flight is cut off. */
    @Override
    public void close() {
        stop(Duration.ZERO);
    }

    /**
     * Stops the server and its threads, letting the requests being handled finish for at most {@code grace}. A
     * connection kept open between requests is closed within about twice {@link #SHUTDOWN_IDLE} (0.1 s) of the stop,
     * and a request stalled reading or writing is failed once idle that long.
     *
     * @param grace how long the requests in flight may take to finish
     */
    public void stop(Duration grace) {
        lobby.close();
        contests.close();
        stopQuietly(grace);
        storage.close();
        analysis.close();
        served.close();
    }

    private void stopQuietly(Duration grace) {
        try {
            server.setStopTimeout(grace.toMillis());
            server.stop();
        } catch (Exception e) {
            // Stopping is best effort: the process is going away, or the start failed.
        }
    }
}
