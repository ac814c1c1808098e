package dev.hog.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code hog serve} under load, as a classroom and its worst laptop would give it: the server runs as its own process
 * ({@code ./hog serve --port 0}), and this program is its clients.
 * <ol>
 *   <li>Hostile: 1,000 connections held open, half of them idle, half having sent half a request (headers and the
 *       first bytes of a body, or half the headers), while one polite client asks for the page and plays games, one
 *       request after another; the polite requests' latency is reported, p50, p99 and max.</li>
 *   <li>Mixed: 10,000 requests from 100 clients at once, of every kind the page and the course's front end send
 *       (pages, rulesets, new games, rolls, odds, the course's {@code take_turn}, dice pictures); every answer must be
 *       a 200.</li>
 *   <li>Heavy: 50 clients at once of each heavy kind, at the largest games the server allows and each asking for a
 *       game not solved before: strategy pictures of the optimal strategy, new games against the optimal strategy,
 *       regret maps and rule designer's reports; while one polite client asks for the page and plays games, and its
 *       latency is reported. The answers are counted by status, and each must be whole JSON.</li>
 * </ol>
 * The server's resident memory (and its peak) and its heap after a full collection are read before and after. Run from the root of a
 * clone, after {@code ./hog --version} has built the command:
 * <pre>
 * java -cp hog-bench/target/benchmarks.jar dev.hog.bench.ServeLoad
 * </pre>
 * A timed test would measure the machine the tests run on; this is a program whose figures go in the notes.
 */
public final class ServeLoad {
    private static final int HOSTILE = 1_000;
    private static final int POLITE = 1_000;
    private static final int CLIENTS = 100;
    private static final int MIXED = 10_000;
    /** Clients of each heavy kind at once. */
    private static final int HEAVY = 50;
    private static final Pattern SERVED = Pattern.compile("served at (http://\\S+/)");

    private final URI uri;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .executor(ServedProcess.daemons(8, "serve-load-client")).build();

    private ServeLoad(URI uri) {
        this.uri = uri;
    }

    /**
     * Starts a server and loads it.
     *
     * @param args none for every phase, or {@code heavy} for the heavy one alone
     * @throws Exception if the server cannot be started or a phase fails outright
     */
    public static void main(String[] args) throws Exception {
        if (!Files.isExecutable(Path.of("hog"))) {
            throw new IllegalStateException("Run this from the root of a Hog SDK clone, where ./hog is");
        }
        Process server = new ProcessBuilder("./hog", "serve", "--port", "0", "--seed", "1")
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(),
                    StandardCharsets.UTF_8));
            String line = out.readLine();
            Matcher served = SERVED.matcher(line == null ? "" : line);
            if (!served.find()) {
                throw new IllegalStateException("hog serve did not say where it serves: " + line);
            }
            long pid = ServedProcess.serverPid(server);
            ServeLoad load = new ServeLoad(URI.create(served.group(1)));
            load.warmUp();
            System.out.printf("server %s (pid %d)%n", load.uri, pid);
            System.out.printf("before: %s%n", ServedProcess.memory(pid));
            if (args.length == 0 || !args[0].equals("heavy")) {
                load.hostile();
                load.mixed();
                System.out.printf("after:  %s%n", ServedProcess.memory(pid));
            }
            load.heavy();
            System.out.printf("after heavy: %s%n", ServedProcess.memory(pid));
        } finally {
            server.descendants().forEach(ProcessHandle::destroy);
            server.destroy();
        }
    }

    private void warmUp() throws Exception {
        for (int i = 0; i < 300; i++) {
            politeRequest(i);
        }
    }

    private void hostile() throws Exception {
        List<Socket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < HOSTILE; i++) {
                Socket socket = new Socket();
                socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), 10_000);
                String half = switch (i % 4) {
                    case 0 -> "";
                    case 1 -> "POST /api/v2/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                            + "Content-Length: 200\r\n\r\n{\"setup\":{\"rules";
                    case 2 -> "POST /take_turn HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n{\"moveHis";
                    default -> "GET /api/v2/rulesets HTTP/1.1\r\nHost: x\r\nAcce";
                };
                OutputStream stream = socket.getOutputStream();
                stream.write(half.getBytes(StandardCharsets.US_ASCII));
                stream.flush();
                sockets.add(socket);
            }
            long[] nanos = new long[POLITE];
            int errors = 0;
            for (int i = 0; i < POLITE; i++) {
                long start = System.nanoTime();
                if (!politeRequest(i)) {
                    errors++;
                }
                nanos[i] = System.nanoTime() - start;
            }
            int open = 0;
            for (Socket socket : sockets) {
                socket.setSoTimeout(1);
                try {
                    open += socket.getInputStream().read() == -1 ? 0 : 1;
                } catch (java.net.SocketTimeoutException e) {
                    open++;
                }
            }
            Arrays.sort(nanos);
            System.out.printf("hostile: %d connections held (%d still open after the polite requests); %d polite"
                    + " requests, %d errors: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n", HOSTILE, open, POLITE, errors,
                    nanos[POLITE / 2] / 1e6, nanos[POLITE * 99 / 100] / 1e6, nanos[POLITE - 1] / 1e6);
        } finally {
            for (Socket socket : sockets) {
                socket.close();
            }
        }
    }

    /** One of a person's requests: the page, or a game started and rolled. */
    private boolean politeRequest(int i) throws Exception {
        return switch (i % 3) {
            case 0 -> send(get("/")).statusCode() == 200;
            case 1 -> send(get("/api/v2/rulesets")).statusCode() == 200;
            default -> {
                HttpResponse<String> game = send(post("/api/v2/games", "{\"setup\":{\"opponent\":\"always:4\"}}"));
                String id = id(game.body());
                boolean rolled = send(post("/api/v2/games/" + id + "/roll", "{\"dice\":4}")).statusCode() == 200;
                yield game.statusCode() == 200 && rolled && send(HttpRequest.newBuilder(uri.resolve("/api/v2/games/"
                        + id)).DELETE().build()).statusCode() == 200;
            }
        };
    }

    private void mixed() throws Exception {
        ExecutorService clients = ServedProcess.daemons(CLIENTS, "serve-load-client");
        AtomicInteger next = new AtomicInteger();
        Map<String, AtomicInteger> errors = new ConcurrentHashMap<>();
        long[] nanos = new long[MIXED];
        long start = System.nanoTime();
        List<Future<?>> done = new ArrayList<>();
        for (int c = 0; c < CLIENTS; c++) {
            done.add(clients.submit(() -> {
                String game = null;
                for (int i; (i = next.getAndIncrement()) < MIXED; ) {
                    long begin = System.nanoTime();
                    String kind = "";
                    try {
                        HttpRequest request;
                        switch (i % 8) {
                            case 0 -> request = get(kind = "/");
                            case 1 -> request = get(kind = "/api/v2/rulesets");
                            case 2 -> request = post(kind = "/api/v2/games", "{\"setup\":{}}");
                            case 3 -> {
                                kind = game == null ? "/app.js" : "/api/v2/games/ID/roll";
                                request = game == null ? get(kind)
                                        : post("/api/v2/games/" + game + "/roll", "{\"dice\":3}");
                            }
                            case 4 -> request = post(kind = "/api/v2/odds", "{\"setup\":{},\"state\":{\"scores\":["
                                    + (i % 90) + "," + (i % 70) + "],\"mover\":0,\"turn\":0,\"extraTurn\":false}}");
                            case 5 -> request = post(kind = "/take_turn", "{\"prevRolls\":[4,5,6],\"moveHistory\":"
                                    + "[3,2],\"goal\":100,\"gameRules\":{}}");
                            case 6 -> request = get(kind = "/dice_graphic.svg?num=" + (1 + i % 6));
                            default -> request = game == null ? get(kind = "/style.css")
                                    : get(kind = "/api/v2/games/" + game);
                        }
                        HttpResponse<String> response = send(request);
                        if (response.statusCode() != 200) {
                            errors.computeIfAbsent(kind + " " + response.statusCode() + " " + response.body(),
                                    k -> new AtomicInteger()).incrementAndGet();
                        } else if (i % 8 == 3 && game != null && response.body().contains("\"over\":true")) {
                            game = null;
                        } else if (i % 8 == 2) {
                            if (game != null) {
                                // As the page does: a new game lets the last one go.
                                send(HttpRequest.newBuilder(uri.resolve("/api/v2/games/" + game)).DELETE().build());
                            }
                            game = id(response.body());
                        }
                    } catch (IOException | RuntimeException e) {
                        errors.computeIfAbsent(kind + " " + e, k -> new AtomicInteger()).incrementAndGet();
                    }
                    nanos[i] = System.nanoTime() - begin;
                }
                return null;
            }));
        }
        for (Future<?> future : done) {
            future.get();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        clients.shutdown();
        Arrays.sort(nanos);
        int failed = errors.values().stream().mapToInt(AtomicInteger::get).sum();
        System.out.printf("mixed: %d requests from %d clients in %.2f s (%.0f requests/s), %d errors%s: p50 %.2f ms,"
                + " p99 %.2f ms, max %.2f ms%n", MIXED, CLIENTS, seconds, MIXED / seconds, failed,
                errors.isEmpty() ? "" : " " + errors, nanos[MIXED / 2] / 1e6, nanos[MIXED * 99 / 100] / 1e6,
                nanos[MIXED - 1] / 1e6);
    }

    private void heavy() throws Exception {
        ExecutorService clients = ServedProcess.daemons(4 * HEAVY, "serve-load-client");
        Map<String, AtomicInteger> answers = new ConcurrentHashMap<>();
        List<Future<?>> done = new ArrayList<>();
        for (int i = 0; i < HEAVY; i++) {
            int n = i;
            // Each asks for a game never solved before, the largest under the server's cap of 2,000,000 states.
            done.add(clients.submit(() -> heavyRequest(answers, "strategy-map", post("/api/v2/strategy-map",
                    "{\"setup\":{\"ruleset\":\"su15\",\"goal\":" + (1000 - n) + "},\"strategy\":\"optimal\"}"))));
            done.add(clients.submit(() -> heavyRequest(answers, "games", post("/api/v2/games",
                    "{\"setup\":{\"ruleset\":\"su20\",\"goal\":" + (101 - n) + ",\"opponent\":\"optimal\"}}"))));
            done.add(clients.submit(() -> heavyRequest(answers, "regret-map", post("/api/v2/regret-map",
                    "{\"setup\":{\"ruleset\":\"su20\",\"goal\":" + (101 - n) + "},\"strategy\":\"always:"
                            + (1 + n % 10) + "\"}"))));
            done.add(clients.submit(() -> heavyRequest(answers, "analyze", post("/api/v2/analyze",
                    "{\"setup\":{\"ruleset\":\"su20\",\"goal\":50},\"fromGoal\":" + (20 + n) + ",\"toGoal\":101}"))));
        }
        HttpClient polite = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        List<Long> nanos = new ArrayList<>();
        int errors = 0;
        long start = System.nanoTime();
        for (int i = 0; done.stream().anyMatch(future -> !future.isDone()); i++) {
            long begin = System.nanoTime();
            if (send(polite, get(i % 2 == 0 ? "/" : "/api/v2/rulesets")).statusCode() != 200) {
                errors++;
            }
            nanos.add(System.nanoTime() - begin);
            Thread.sleep(10);
        }
        for (Future<?> future : done) {
            future.get();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        clients.shutdown();
        long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf("heavy: %d requests of each of 4 kinds at once, done in %.1f s; answers %s%n", HEAVY,
                seconds, new java.util.TreeMap<>(answers));
        System.out.printf("heavy: meanwhile %d polite requests, %d errors: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n",
                sorted.length, errors, sorted[sorted.length / 2] / 1e6, sorted[sorted.length * 99 / 100] / 1e6,
                sorted[sorted.length - 1] / 1e6);
    }

    /** One heavy request, counted by kind and status; an answer that is not whole JSON is counted as cut. */
    private Void heavyRequest(Map<String, AtomicInteger> answers, String kind, HttpRequest request) {
        String outcome;
        try {
            HttpResponse<String> response = send(HttpRequest.newBuilder(request, (name, value) -> true)
                    .timeout(Duration.ofMinutes(5)).build());
            String body = response.body().strip();
            // A body cut short fails the client's read against its Content-Length, or ends before its last brace.
            boolean whole = body.startsWith("{") && body.endsWith("}") && response.headers()
                    .firstValueAsLong("Content-Length").orElse(-1) == response.body()
                    .getBytes(StandardCharsets.UTF_8).length;
            outcome = whole ? String.valueOf(response.statusCode()) : response.statusCode() + " cut";
            if (response.statusCode() == 503 && body.contains("short of memory")) {
                outcome += " short of memory";
            }
            if (response.statusCode() == 503 && response.headers().firstValue("Retry-After").isEmpty()) {
                outcome += " without Retry-After";
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            outcome = e.getClass().getSimpleName() + " (" + e.getMessage() + ")";
        }
        answers.computeIfAbsent(kind + " " + outcome, k -> new AtomicInteger()).incrementAndGet();
        return null;
    }

    private HttpRequest get(String path) {
        return HttpRequest.newBuilder(uri.resolve(path)).timeout(Duration.ofSeconds(30)).build();
    }

    private HttpRequest post(String path, String body) {
        return HttpRequest.newBuilder(uri.resolve(path)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return send(client, request);
    }

    private static HttpResponse<String> send(HttpClient client, HttpRequest request)
            throws IOException, InterruptedException {
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static String id(String body) {
        Matcher id = Pattern.compile("\"id\":\"([0-9a-f]+)\"").matcher(body);
        if (!id.find()) {
            throw new IllegalStateException("a new game without an id: " + body);
        }
        return id.group(1);
    }

}
