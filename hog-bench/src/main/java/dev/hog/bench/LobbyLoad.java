package dev.hog.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The lobby of {@code hog serve} under load, as a classroom playing each other would give it: the server runs as its
 * own process ({@code ./hog serve --port 0 --seed 1 --db URL}), and this program is its 400 players.
 *
 * <p>For each database, a server of its own on a fresh database: an H2 file in a new temporary folder, and, when a
 * PostgreSQL URL is given, a database created for the run on that server ({@code hog_load_} and random letters) and
 * dropped afterwards. On each, 200 games at once: a player creates each game and another joins it, and each of the
 * 400 players follows its game's server-sent events on a connection of its own. Then every game is played to its end
 * as two browsers would: the player to move rolls (5 dice, or the nearest number the rules allow) once its own stream
 * has brought it the game with its turn to move, that is after the other player's turn. For every roll, the time from
 * sending it to the other player's stream bringing that turn is measured, and reported as p50, p99 and max, with the
 * rolls, the wall time and the rolls a second; so is the time from sending a roll to its answer, which tells a server
 * slow to play a turn from one slow to tell it. An error is an answer other than a 200 (its game goes no further), an
 * event that is not an {@code id}, {@code event: game} and a view, a turn missed or had twice (the turns of each event
 * must be those after the ones had before, numbered from its {@code from}, and its id their count), a stream that ends
 * or fails, or a game not over in time. The connections the kernel dropped from full listen queues meanwhile are
 * counted too (Linux's {@code ListenOverflows}, for the whole machine): each costs its client a second or more. A
 * round of 20 games, played alike, warms the server up first; its figures are printed too.
 *
 * <p>The server's resident memory (and its peak) and its heap after a full collection are read before the games, with
 * the 400 streams open, and after. Run from the root of a clone, after {@code ./hog --version} has built the command:
 * <pre>
 * java -cp hog-bench/target/benchmarks.jar dev.hog.bench.LobbyLoad [--postgres JDBC-URL] [--think MILLISECONDS]
 * </pre>
 * Each player thinks before each roll, from half to one and a half times {@code --think} (default 1,000 ms), as a person
 * takes a moment to choose: 200 games then offer about 200 rolls a second. {@code --think 0} rolls at once, every game
 * always with a roll waiting: the most rolls a second the server takes, with the latency of a server kept full.
 * The PostgreSQL URL, such as {@code jdbc:postgresql://127.0.0.1:5432/postgres?user=hog}, is of a database its user may
 * create databases from; without {@code --postgres}, {@code HOG_TEST_POSTGRES} gives it, and without either only H2 is
 * loaded. A timed test would measure the machine the tests run on; this is a program whose figures go in the notes.
 */
public final class LobbyLoad {
    /** Games played at once: the most unfinished games one address may create. */
    private static final int GAMES = 200;
    /** Games of the round that warms the server up. */
    private static final int WARM_UP = 20;
    private static final int DICE = 5;
    /**
     * How long a player thinks before rolling, on average, in milliseconds: a person's roll takes a moment after they
     * see their turn. Each roll waits from half of it to one and a half times it, drawn evenly; 0 rolls at once, which
     * measures the most rolls the server takes.
     */
    private static long THINK_MILLIS = 1_000;
    private static final java.util.SplittableRandom THINKING = new java.util.SplittableRandom(7);
    private static final java.util.concurrent.ScheduledExecutorService PLAYERS =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor(work -> {
                Thread thread = new Thread(work, "lobby-load-thinking");
                thread.setDaemon(true);
                return thread;
            });
    /** The HTTP clients the players share: one selector thread serves all of one client's connections. */
    private static final int CLIENTS = 16;
    private static final String SETUP = "{\"ruleset\":\"su20\",\"goal\":100}";
    /** The most turns a game is expected to take; a turn past it is an error. */
    private static final int MOST_TURNS = 1_000;
    private static final Duration PLAY_TIME = Duration.ofMinutes(5);
    private static final Pattern SERVED = Pattern.compile("served at (http://\\S+/)");
    private static final Pattern CODE = Pattern.compile("\"code\":\"([0-9A-Z]+)\"");
    private static final Pattern SECRET = Pattern.compile("\"secret\":\"([^\"]+)\"");
    private static final Pattern FROM = Pattern.compile("\"from\":(\\d+)");
    private static final Pattern TURN = Pattern.compile("\\{\"number\":(\\d+),\"player\":(\\d)");
    private static final Pattern MOVER = Pattern.compile("\"mover\":(\\d)");
    private static final Pattern OVER = Pattern.compile("\"over\":(true|false)");
    private static final Pattern STARTED = Pattern.compile("\"started\":(true|false)");
    private static final Pattern LEGAL = Pattern.compile("\"legalDice\":\\[([0-9,]*)\\]");
    private static final Pattern POSTGRES = Pattern.compile("(jdbc:postgresql://[^/?]+)(/[^?]*)?(\\?.*)?");

    private final URI uri;
    /** The clients' connections: a player uses one of these, each with its own selector thread, as a browser its own. */
    private final HttpClient[] clients = new HttpClient[CLIENTS];
    /** The client of the set-up's requests. */
    private final HttpClient client;
    private final Queue<Long> latencies = new ConcurrentLinkedQueue<>();
    private final Queue<Long> answers = new ConcurrentLinkedQueue<>();
    private final Queue<String> errors = new ConcurrentLinkedQueue<>();
    private final AtomicInteger rolls = new AtomicInteger();
    private volatile CountDownLatch ready;
    private volatile CountDownLatch over;
    private volatile boolean go;
    private volatile boolean closing;

    private LobbyLoad(URI uri, ExecutorService executor) {
        this.uri = uri;
        for (int i = 0; i < CLIENTS; i++) {
            clients[i] = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                    .connectTimeout(Duration.ofSeconds(10)).executor(executor).build();
        }
        this.client = clients[0];
    }

    /**
     * Loads the lobby on H2, and on PostgreSQL if a URL is given.
     *
     * @param args none, or {@code --postgres JDBC-URL}
     * @throws Exception if a server cannot be started or a database made
     */
    public static void main(String[] args) throws Exception {
        if (!Files.isExecutable(Path.of("hog"))) {
            throw new IllegalStateException("Run this from the root of a Hog SDK clone, where ./hog is");
        }
        String postgres = System.getenv("HOG_TEST_POSTGRES");
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--postgres") && i + 1 < args.length) {
                postgres = args[++i];
            } else if (args[i].equals("--think") && i + 1 < args.length) {
                THINK_MILLIS = Long.parseLong(args[++i]);
            } else {
                throw new IllegalArgumentException("LobbyLoad takes no argument but --postgres JDBC-URL and --think"
                        + " MILLISECONDS, not '" + args[i] + "'");
            }
        }
        Path folder = Files.createTempDirectory("hog-lobby-load");
        try {
            load("H2", "jdbc:h2:file:" + folder.resolve("games"));
        } finally {
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
        if (postgres != null && !postgres.isBlank()) {
            Matcher url = POSTGRES.matcher(postgres.strip());
            if (!url.matches()) {
                throw new IllegalArgumentException("the PostgreSQL URL is jdbc:postgresql://HOST[:PORT]/DATABASE[?..],"
                        + " not '" + postgres + "'");
            }
            String name = "hog_load_" + HexFormat.of().formatHex(new SecureRandom().generateSeed(6));
            sql(postgres, "CREATE DATABASE " + name);
            try {
                load("PostgreSQL", url.group(1) + "/" + name + (url.group(3) == null ? "" : url.group(3)));
            } finally {
                sql(postgres, "DROP DATABASE IF EXISTS " + name);
            }
        }
    }

    private static void sql(String url, String statement) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url); Statement run = connection.createStatement()) {
            run.execute(statement);
        }
    }

    /** Starts a server on a database, plays the warm-up round and the load on it, and stops it. */
    private static void load(String kind, String database) throws Exception {
        Process server = new ProcessBuilder("./hog", "serve", "--port", "0", "--seed", "1", "--db", database)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        ExecutorService executor = ServedProcess.daemons(4, "lobby-load-client");
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(),
                    StandardCharsets.UTF_8));
            // Java may say something first, such as a flight recording started by HOG_JAVA_OPTS.
            String line = out.readLine();
            Matcher served = SERVED.matcher(line == null ? "" : line);
            for (int lines = 1; line != null && !served.find() && lines < 20; lines++) {
                System.err.println(line);
                line = out.readLine();
                served = SERVED.matcher(line == null ? "" : line);
            }
            if (!served.reset().find()) {
                throw new IllegalStateException("hog serve did not say where it serves: " + line);
            }
            Thread drain = new Thread(() -> {
                try {
                    while (out.readLine() != null) {
                        // The server's later output is not read.
                    }
                } catch (IOException e) {
                    // The server has stopped.
                }
            }, "lobby-load-server-output");
            drain.setDaemon(true);
            drain.start();
            long pid = ServedProcess.serverPid(server);
            System.out.printf("%s: server %s (pid %d), %s%n", kind, served.group(1), pid, database.replaceAll(
                    "password=[^&]*", "password=..."));
            System.out.printf("%s: players think %s before each roll%n", kind, THINK_MILLIS == 0 ? "not at all"
                    : THINK_MILLIS / 2 + " to " + THINK_MILLIS * 3 / 2 + " ms");
            System.out.printf("%s: before: %s%n", kind, ServedProcess.memory(pid));
            new LobbyLoad(URI.create(served.group(1)), executor).round(kind + " warm-up", WARM_UP, pid, false);
            new LobbyLoad(URI.create(served.group(1)), executor).round(kind, GAMES, pid, true);
            System.out.printf("%s: after: %s%n", kind, ServedProcess.memory(pid));
        } finally {
            executor.shutdownNow();
            server.descendants().forEach(ProcessHandle::destroy);
            server.destroy();
            if (!server.waitFor(30, TimeUnit.SECONDS)) {
                server.destroyForcibly().waitFor();
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------------------

    /** A game of the round: its code, its two players, and when each of its turns was sent. */
    private final class Game {
        final int index;
        final Player[] players = new Player[2];
        final AtomicLongArray sent = new AtomicLongArray(MOST_TURNS);
        String code;

        Game(int index) {
            this.index = index;
        }

        /** A roll failed: the game goes no further, and its players stop waiting for it. */
        void abandon() {
            players[0].end();
            players[1].end();
        }
    }

    /** One player: a seat, its secret, and its stream of events, read a line at a time. */
    private final class Player implements Flow.Subscriber<String> {
        final Game game;
        final int seat;
        final String secret;
        Flow.Subscription subscription;
        /** The turns this player's stream has brought. */
        int had;
        /** The turn this player last rolled for, -1 before its first roll. */
        int rolled = -1;
        boolean started;
        /** Whether this player's stream has shown its game started, and counted it ready. */
        boolean counted;
        boolean done;
        int mover = -1;
        List<Integer> legal = List.of();
        String id;
        String event;
        String data;

        Player(Game game, int seat, String secret) {
            this.game = game;
            this.seat = seat;
            this.secret = secret;
        }

        String who() {
            return "game " + game.index + " (" + game.code + ") seat " + seat;
        }

        void follow() {
            HttpRequest request = HttpRequest.newBuilder(uri.resolve("api/v2/lobby/" + game.code + "/events"))
                    .header("Accept", "text/event-stream").build();
            clients[(game.index * 2 + seat) % CLIENTS].sendAsync(request, info -> {
                if (info.statusCode() != 200) {
                    error(who() + ": the events answered " + info.statusCode());
                }
                return HttpResponse.BodySubscribers.fromLineSubscriber(this, subscriber -> null,
                        StandardCharsets.UTF_8, null);
            }).whenComplete((response, failure) -> {
                if (failure != null && !closing) {
                    error(who() + ": the events failed: " + failure);
                }
            });
        }

        @Override
        public void onSubscribe(Flow.Subscription given) {
            synchronized (this) {
                subscription = given;
            }
            given.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            long now = System.nanoTime();
            synchronized (this) {
                if (line.isEmpty()) {
                    if (id != null || event != null || data != null) {
                        dispatch(now);
                    }
                    id = null;
                    event = null;
                    data = null;
                } else if (line.startsWith(":")) {
                    return; // A heartbeat.
                } else if (line.startsWith("id: ") && id == null) {
                    id = line.substring(4);
                } else if (line.startsWith("event: ") && event == null) {
                    event = line.substring(7);
                } else if (line.startsWith("data: ") && data == null) {
                    data = line.substring(6);
                } else {
                    error(who() + ": a line out of place in the events: " + shorten(line));
                }
            }
        }

        @Override
        public void onError(Throwable failure) {
            if (!closing) {
                error(who() + ": the events failed: " + failure);
                end();
            }
        }

        @Override
        public void onComplete() {
            if (!closing) {
                error(who() + ": the events ended before the round did");
                end();
            }
        }

        /** An event whole: its turns checked and measured, and a roll if it is this player's turn. */
        private void dispatch(long now) {
            if (id == null || data == null || !"game".equals(event)) {
                error(who() + ": an event without an id, event: game or data: id " + id + ", event " + event);
                return;
            }
            int count;
            int from;
            try {
                count = Integer.parseInt(id.strip());
                from = Integer.parseInt(find(FROM, data));
            } catch (RuntimeException e) {
                error(who() + ": an event without its numbers: " + e.getMessage());
                return;
            }
            if (from != had) {
                error(who() + ": an event from turn " + from + " after " + had + " turns had");
            }
            int next = from;
            Matcher turn = TURN.matcher(data);
            while (turn.find()) {
                int number = Integer.parseInt(turn.group(1));
                int player = Integer.parseInt(turn.group(2));
                if (number != next) {
                    error(who() + ": turn " + number + " where turn " + next + " was due");
                }
                next = number + 1;
                if (number < 0 || number >= MOST_TURNS) {
                    error(who() + ": turn " + number + " past the " + MOST_TURNS + " a game is expected to take");
                } else if (player != seat) {
                    long sent = game.sent.get(number);
                    if (sent == 0) {
                        error(who() + ": turn " + number + " came before it was rolled");
                    } else {
                        latencies.add(now - sent);
                    }
                }
            }
            if (count != next) {
                error(who() + ": an event of id " + count + " whose turns end at " + next);
            }
            had = Math.max(had, count);
            try {
                started = Boolean.parseBoolean(find(STARTED, data));
                boolean ended = Boolean.parseBoolean(find(OVER, data));
                mover = Integer.parseInt(find(MOVER, data));
                Matcher legalDice = LEGAL.matcher(data);
                legal = legalDice.find() ? Stream.of(legalDice.group(1).split(",")).filter(s -> !s.isEmpty())
                        .map(Integer::valueOf).toList() : List.of();
                if (started) {
                    markReady();
                }
                if (ended) {
                    end();
                    return;
                }
            } catch (RuntimeException e) {
                error(who() + ": a view that is not the game's: " + e.getMessage() + ": " + shorten(data));
                return;
            }
            rollIfMine();
        }

        private void markReady() {
            if (!counted) {
                counted = true;
                ready.countDown();
            }
        }

        /** Rolls if the game has started, this player is to move, and it has not rolled for this turn yet. */
        synchronized void rollIfMine() {
            if (!go || done || !started || mover != seat || rolled >= had) {
                return;
            }
            if (legal.isEmpty()) {
                error(who() + ": its turn to move, and no legalDice in the view");
                return;
            }
            int dice = legal.contains(DICE) ? DICE : legal.stream().filter(n -> n <= DICE)
                    .max(Integer::compare).orElse(legal.get(0));
            int number = had;
            rolled = number;
            if (number >= MOST_TURNS) {
                error(who() + ": turn " + number + " past the " + MOST_TURNS + " a game is expected to take");
                end();
                return;
            }
            long think = THINK_MILLIS == 0 ? 0 : THINK_MILLIS / 2 + THINKING.nextLong(THINK_MILLIS + 1);
            if (think == 0) {
                send(number, dice);
            } else {
                PLAYERS.schedule(() -> send(number, dice), think, TimeUnit.MILLISECONDS);
            }
        }

        /** Sends this player's roll of a turn. */
        private void send(int number, int dice) {
            HttpRequest request = HttpRequest.newBuilder(uri.resolve("api/v2/lobby/" + game.code + "/roll"))
                    .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                    .header("Authorization", "Bearer " + secret)
                    .POST(HttpRequest.BodyPublishers.ofString("{\"dice\":" + dice + "}")).build();
            rolls.incrementAndGet();
            long sent = System.nanoTime();
            game.sent.set(number, sent);
            clients[(game.index * 2 + seat) % CLIENTS].sendAsync(request, HttpResponse.BodyHandlers.ofString())
                    .whenComplete((response, failure) -> {
                answers.add(System.nanoTime() - sent);
                if (failure != null) {
                    error(who() + ": the roll of turn " + number + " failed: " + failure);
                    game.abandon();
                } else if (response.statusCode() != 200) {
                    error(who() + ": the roll of turn " + number + " answered " + response.statusCode() + " "
                            + shorten(response.body()));
                    game.abandon();
                } else {
                    Matcher from = FROM.matcher(response.body());
                    if (!from.find() || !from.group(1).equals(String.valueOf(number))) {
                        error(who() + ": the roll of turn " + number + " answered another view: "
                                + shorten(response.body()));
                    }
                }
            });
        }

        /** This player's game is over, or its stream is gone. */
        synchronized void end() {
            if (!done) {
                done = true;
                over.countDown();
            }
        }

        synchronized void close() {
            if (subscription != null) {
                subscription.cancel();
            }
        }
    }

    /**
     * A round: games created and joined, every player following its game, then every game played to its end at once.
     *
     * @param name the round's name, for its figures
     * @param games the games
     * @param pid the server's process, for its memory
     * @param report whether to read the memory with the streams open
     */
    private void round(String name, int games, long pid, boolean report) throws Exception {
        ready = new CountDownLatch(2 * games);
        over = new CountDownLatch(2 * games);
        List<Game> all = new ArrayList<>();
        long setUp = System.nanoTime();
        for (int i = 0; i < games; i++) {
            Game game = new Game(i);
            String created = post("api/v2/lobby", "{\"setup\":" + SETUP + ",\"name\":\"Ada " + i + "\"}");
            game.code = find(CODE, created);
            game.players[0] = new Player(game, 0, find(SECRET, created));
            game.players[0].follow();
            String joined = post("api/v2/lobby/" + game.code + "/join", "{\"name\":\"Bo " + i + "\"}");
            game.players[1] = new Player(game, 1, find(SECRET, joined));
            game.players[1].follow();
            all.add(game);
        }
        if (!ready.await(60, TimeUnit.SECONDS)) {
            error(name + ": " + ready.getCount() + " players' streams did not show their game started in 60 s");
        }
        System.out.printf("%s: %d games created and joined, %d streams open, in %.1f s%n", name, games, 2 * games,
                (System.nanoTime() - setUp) / 1e9);
        if (report) {
            System.out.printf("%s: with the streams open: %s%n", name, ServedProcess.memory(pid));
        }
        long overflows = listenOverflows();
        long start = System.nanoTime();
        go = true;
        for (Game game : all) {
            game.players[0].rollIfMine();
            game.players[1].rollIfMine();
        }
        if (!over.await(PLAY_TIME.toSeconds(), TimeUnit.SECONDS)) {
            error(name + ": " + over.getCount() + " players' games not over in " + PLAY_TIME.toSeconds() + " s");
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        closing = true;
        for (Game game : all) {
            game.players[0].close();
            game.players[1].close();
        }
        int played = rolls.get();
        long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        if (sorted.length != played) {
            error(name + ": " + played + " rolls, and " + sorted.length + " turns brought to the other player");
        }
        System.out.printf("%s: %d games, %d rolls in %.2f s, %.0f rolls/s; roll to the other player's event: p50 %.2f"
                + " ms, p99 %.2f ms, max %.2f ms; %d errors%n", name, games, played, seconds, played / seconds,
                percentile(sorted, 50), percentile(sorted, 99), sorted.length == 0 ? Double.NaN
                        : sorted[sorted.length - 1] / 1e6, errors.size());
        long[] answered = answers.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf("%s: roll to its answer: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n", name,
                percentile(answered, 50), percentile(answered, 99), answered.length == 0 ? Double.NaN
                        : answered[answered.length - 1] / 1e6);
        System.out.printf("%s: connections the kernel's listen queues dropped meanwhile, on the whole machine: %d%n",
                name, listenOverflows() - overflows);
        errors.stream().limit(10).forEach(error -> System.out.printf("%s: error: %s%n", name, error));
    }

    /**
     * The connections dropped because a listen queue was full, on the whole machine since it started (Linux's
     * {@code ListenOverflows}); a client whose connection is dropped tries again a second later, then three.
     */
    private static long listenOverflows() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("/proc/net/netstat"));
        for (int i = 0; i + 1 < lines.size(); i += 2) {
            String[] names = lines.get(i).split(" ");
            String[] values = lines.get(i + 1).split(" ");
            for (int k = 0; k < names.length && k < values.length; k++) {
                if (names[k].equals("ListenOverflows")) {
                    return Long.parseLong(values[k]);
                }
            }
        }
        return -1;
    }

    private static double percentile(long[] sorted, int percent) {
        return sorted.length == 0 ? Double.NaN : sorted[sorted.length * percent / 100] / 1e6;
    }

    private String post(String path, String body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri.resolve(path)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("POST /" + path + " answered " + response.statusCode() + ": "
                    + shorten(response.body()));
        }
        return response.body();
    }

    private void error(String message) {
        errors.add(message);
    }

    private static String find(Pattern pattern, String text) {
        Matcher found = pattern.matcher(text);
        if (!found.find()) {
            throw new IllegalStateException("no " + pattern.pattern() + " in " + shorten(text));
        }
        return found.group(1);
    }

    private static String shorten(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "...";
    }

    // ---------------------------------------------------------------------------------------------------------------

}
