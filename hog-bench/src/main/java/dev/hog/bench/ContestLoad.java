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
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code hog serve}'s strategy contests under a term's load (docs/contest.md): the server runs as its own process
 * ({@code ./hog serve --port 0 --db URL}), on a fresh H2 file and then on a fresh PostgreSQL database, and this program
 * is its students.
 * <ol>
 *   <li>A contest is opened (sp24, goal 100, at most 2,000 entries, the server's most).</li>
 *   <li>1,000 entries, each a distinct random table of 0 to 10 dice, are submitted by 8 clients at once; the time
 *       until the standings say {@code pending == 0} is measured from the first submission, as is the time the
 *       submissions themselves took.</li>
 *   <li>100 of the entries resubmit a changed table with their secrets, all within a minute (one replacement each, so
 *       well under the 3 submissions a minute an entry may make); the time until {@code pending == 0} again is
 *       measured from the first resubmission.</li>
 *   <li>The final standings are checked: 1,000 entries, ranks 1 to 1,000 in order of opponents beaten then mean win
 *       rate, every row complete (no {@code null}), each pair's two rates adding up to 1, each entry's
 *       {@code beaten} and {@code meanWinRate} as its row gives them, and the 100 changed entries holding their new
 *       tables' hashes.</li>
 * </ol>
 * The standings' {@code pairs}, and the server's resident memory (and its peak) and its heap after a full collection,
 * before and after, are reported for each database. The standings are polled once a second, each poll the whole
 * leaderboard as the page would read it; the times are to within that second.
 *
 * <p>PostgreSQL is the server {@code --postgres URL} names, else {@code HOG_TEST_POSTGRES}: a JDBC URL of a user who
 * may create databases, such as {@code jdbc:postgresql://127.0.0.1:5432/postgres?user=hog}. The run creates a
 * database {@code hog_contest_<random>} there and drops it after; without a URL, PostgreSQL is skipped, saying so.
 * Run from the root of a clone, after {@code ./hog --version} has built the command and
 * {@code mvn -B -q -pl hog-bench -am package -DskipTests} the benchmarks:
 * <pre>
 * java -cp hog-bench/target/benchmarks.jar dev.hog.bench.ContestLoad [--postgres URL] [--only h2|postgresql] \
 *     [--heap 6g]
 * </pre>
 * {@code --heap SIZE} starts the server with {@code HOG_JAVA_OPTS=-XmxSIZE} rather than the launcher's own heap. A run
 * that fails on one database (a server out of memory, say) says so, with the server's memory then, and goes on to the
 * other.
 * A timed test would measure the machine the tests run on; this is a program whose figures go in the notes.
 */
public final class ContestLoad {
    private static final int ENTRIES = 1_000;
    private static final int RESUBMITTED = 100;
    private static final int GOAL = 100;
    private static final int MOST_DICE = 10;
    private static final int CLIENTS = 8;
    /** How long a phase may take before the run gives up on it. */
    private static final Duration PATIENCE = Duration.ofMinutes(20);
    private static final Pattern SERVED = Pattern.compile("served at (http://\\S+/)");
    private static final Pattern PENDING = Pattern.compile("\"pending\"\\s*:\\s*(\\d+)");
    private static final Pattern PAIRS = Pattern.compile("\"pairs\"\\s*:\\s*(\\d+)");

    /** The server's most heap, as {@code -Xmx} takes it, or {@code null} for the launcher's own. */
    private static String heap;

    private final URI uri;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).executor(ServedProcess.daemons(CLIENTS, "contest-load-client"))
            .build();
    private final long pid;
    private String contest;

    private ContestLoad(URI uri, long pid) {
        this.uri = uri;
        this.pid = pid;
    }

    /**
     * Runs the load on H2 and on PostgreSQL.
     *
     * @param args {@code --postgres URL} for the PostgreSQL server (else {@code HOG_TEST_POSTGRES}), {@code --only h2}
     *     or {@code --only postgresql} for one database, {@code --heap SIZE} for the server's most heap
     * @throws Exception if a server cannot be started or a phase fails outright
     */
    public static void main(String[] args) throws Exception {
        if (!Files.isExecutable(Path.of("hog"))) {
            throw new IllegalStateException("Run this from the root of a Hog SDK clone, where ./hog is");
        }
        String postgres = System.getenv("HOG_TEST_POSTGRES");
        String only = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--postgres" -> postgres = args[++i];
                case "--only" -> only = args[++i];
                case "--heap" -> heap = args[++i];
                default -> throw new IllegalArgumentException("usage: ContestLoad [--postgres JDBC-URL] [--only"
                        + " h2|postgresql] [--heap SIZE], not " + args[i]);
            }
        }
        if (only == null || only.equals("h2")) {
            Path folder = Files.createTempDirectory("hog-contest-load");
            try {
                run("H2", "jdbc:h2:file:" + folder.resolve("contest"));
            } finally {
                try (var files = Files.walk(folder)) {
                    files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
                }
            }
        }
        if (only == null || only.equals("postgresql")) {
            if (postgres == null || postgres.isBlank()) {
                System.out.println("PostgreSQL: skipped; give --postgres URL or HOG_TEST_POSTGRES (a JDBC URL of a"
                        + " user who may create databases, such as"
                        + " jdbc:postgresql://127.0.0.1:5432/postgres?user=hog)");
                return;
            }
            String database = "hog_contest_" + HexFormat.of().formatHex(new SecureRandom().generateSeed(4));
            try (Connection connection = DriverManager.getConnection(postgres);
                    Statement statement = connection.createStatement()) {
                statement.execute("CREATE DATABASE " + database);
            }
            try {
                run("PostgreSQL", postgres.replaceFirst("^(jdbc:postgresql://[^/?]+)(/[^?]*)?", "$1/" + database));
            } finally {
                try (Connection connection = DriverManager.getConnection(postgres);
                        Statement statement = connection.createStatement()) {
                    statement.execute("DROP DATABASE IF EXISTS " + database);
                } catch (SQLException e) {
                    System.out.println("PostgreSQL: could not drop " + database + " (" + e.getMessage() + ")");
                }
            }
        }
    }

    /** The whole load on one database, with a server of its own. */
    private static void run(String label, String database) throws Exception {
        System.out.printf("%s: %s./hog serve --port 0 --db %s%n", label, heap == null ? ""
                : "HOG_JAVA_OPTS=-Xmx" + heap + " ", database);
        ProcessBuilder command = new ProcessBuilder("./hog", "serve", "--port", "0", "--db", database)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        if (heap != null) {
            command.environment().put("HOG_JAVA_OPTS", "-Xmx" + heap);
        }
        Process server = command.start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(),
                    StandardCharsets.UTF_8));
            String line = out.readLine();
            Matcher served = SERVED.matcher(line == null ? "" : line);
            if (!served.find()) {
                throw new IllegalStateException("hog serve did not say where it serves: " + line);
            }
            Thread drain = new Thread(() -> {
                try {
                    while (out.readLine() != null) {
                        // The server's later lines are not the benchmark's.
                    }
                } catch (IOException e) {
                    // The server ended.
                }
            }, "contest-load-server-out");
            drain.setDaemon(true);
            drain.start();
            ContestLoad load = new ContestLoad(URI.create(served.group(1)), ServedProcess.serverPid(server));
            try {
                load.go(label);
            } catch (Exception e) {
                // The other database's run goes on: this one's failure is a figure too.
                System.out.printf("%s: FAILED: %s%n", label, e);
                try {
                    System.out.printf("%s: at the failure: %s%n", label, ServedProcess.memory(load.pid));
                } catch (IOException | RuntimeException gone) {
                    System.out.printf("%s: the server is gone%n", label);
                }
            }
        } finally {
            server.descendants().forEach(ProcessHandle::destroy);
            server.destroy();
            server.waitFor();
        }
    }

    private void go(String label) throws Exception {
        System.out.printf("%s: server %s (pid %d)%n", label, uri, pid);
        System.out.printf("%s: before: %s%n", label, ServedProcess.memory(pid));
        open();
        SplittableRandom random = new SplittableRandom(61);
        List<String> tables = new ArrayList<>();
        Set<String> distinct = new HashSet<>();
        long made = System.nanoTime();
        while (tables.size() < ENTRIES) {
            String table = table(random);
            if (distinct.add(table)) {
                tables.add(table);
            }
        }
        System.out.printf("%s: %,d distinct random tables made in %.2f s%n", label, ENTRIES,
                (System.nanoTime() - made) / 1e9);

        // Phase 1: every entry, by 8 clients at once.
        Map<String, AtomicInteger> statuses = new ConcurrentHashMap<>();
        String[] secrets = new String[ENTRIES];
        String[] hashes = new String[ENTRIES];
        long[] nanos = new long[ENTRIES];
        long start = System.nanoTime();
        submitAll(ENTRIES, i -> submit(name(i), tables.get(i), null), statuses, secrets, hashes, nanos);
        double submitted = (System.nanoTime() - start) / 1e9;
        Poll firstPoll = waitForNoPending(start);
        double played = (System.nanoTime() - start) / 1e9;
        java.util.Arrays.sort(nanos);
        System.out.printf("%s: %,d submissions by %d clients in %.1f s (%.1f a second; answers %s; each p50 %.0f ms,"
                + " p99 %.0f ms, max %.0f ms)%n", label, ENTRIES, CLIENTS, submitted, ENTRIES / submitted,
                new TreeMap<>(statuses), nanos[ENTRIES / 2] / 1e6, nanos[ENTRIES * 99 / 100] / 1e6,
                nanos[ENTRIES - 1] / 1e6);
        System.out.printf("%s: pending == 0 %.1f s after the first submission (%.1f s after the last); pairs %,d;"
                + " %d polls, the last standings %,d bytes read in %.0f ms%n", label, played, played - submitted,
                firstPoll.pairs, firstPoll.polls, firstPoll.bytes, firstPoll.lastMillis);
        System.out.printf("%s: after the entries: %s%n", label, ServedProcess.memory(pid));

        // Phase 2: 100 entries change their tables, with their secrets, within a minute.
        List<String> changed = new ArrayList<>(tables);
        for (int i = 0; i < RESUBMITTED; i++) {
            String table;
            do {
                table = table(random);
            } while (!distinct.add(table));
            changed.set(i, table);
        }
        Map<String, AtomicInteger> again = new ConcurrentHashMap<>();
        String[] newHashes = new String[RESUBMITTED];
        long[] resubmitNanos = new long[RESUBMITTED];
        long restart = System.nanoTime();
        submitAll(RESUBMITTED, i -> submit(name(i), changed.get(i), secrets[i]), again, new String[RESUBMITTED],
                newHashes, resubmitNanos);
        double resubmitted = (System.nanoTime() - restart) / 1e9;
        if (resubmitted >= 60) {
            System.out.printf("%s: the resubmissions took %.1f s, more than a minute%n", label, resubmitted);
        }
        Poll secondPoll = waitForNoPending(restart);
        double replayed = (System.nanoTime() - restart) / 1e9;
        System.out.printf("%s: %d resubmissions in %.1f s (answers %s); pending == 0 %.1f s after the first"
                + " (%.1f s after the last); pairs %,d%n", label, RESUBMITTED, resubmitted, new TreeMap<>(again),
                replayed, replayed - resubmitted, secondPoll.pairs);
        System.out.printf("%s: after the resubmissions: %s%n", label, ServedProcess.memory(pid));

        // The final standings, checked.
        long read = System.nanoTime();
        String body = send(get("api/v2/contests/" + contest)).body();
        double readMillis = (System.nanoTime() - read) / 1e6;
        Map<String, String> expected = new LinkedHashMap<>();
        for (int i = 0; i < ENTRIES; i++) {
            expected.put(name(i), i < RESUBMITTED ? newHashes[i] : hashes[i]);
        }
        System.out.printf("%s: final standings (%,d bytes, read in %.0f ms): %s%n", label, body.length(), readMillis,
                check(body, expected));
    }

    /** What a wait for {@code pending == 0} saw. */
    private record Poll(long pairs, int polls, int bytes, double lastMillis) {
    }

    private Poll waitForNoPending(long since) throws Exception {
        int polls = 0;
        int failedInARow = 0;
        while (System.nanoTime() - since < PATIENCE.toNanos()) {
            long begin = System.nanoTime();
            HttpResponse<String> response = send(get("api/v2/contests/" + contest));
            double millis = (System.nanoTime() - begin) / 1e6;
            polls++;
            if (response.statusCode() != 200) {
                if (++failedInARow == 5) {
                    throw new IllegalStateException("the standings, 5 times in a row: " + response.statusCode() + " "
                            + head(response));
                }
                Thread.sleep(1000);
                continue;
            }
            failedInARow = 0;
            String body = response.body();
            Matcher pending = PENDING.matcher(body);
            if (!pending.find()) {
                throw new IllegalStateException("standings without pending: " + head(response));
            }
            if (Long.parseLong(pending.group(1)) == 0) {
                Matcher pairs = PAIRS.matcher(body);
                return new Poll(pairs.find() ? Long.parseLong(pairs.group(1)) : -1, polls, body.length(), millis);
            }
            Thread.sleep(Math.max(0, 1000 - (long) millis));
        }
        throw new IllegalStateException("pairs still pending after " + PATIENCE);
    }

    private void open() throws Exception {
        String deadline = Instant.now().plus(Duration.ofDays(1)).toString();
        HttpResponse<String> response = send(post("api/v2/contests", "{\"name\":\"Contest load\",\"setup\":"
                + "{\"ruleset\":\"sp24\",\"options\":{},\"goal\":" + GOAL + "},\"deadline\":\"" + deadline
                + "\",\"maxEntries\":2000}", null));
        if (response.statusCode() != 200) {
            throw new IllegalStateException("opening the contest: " + response.statusCode() + " " + head(response));
        }
        Matcher id = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"").matcher(response.body());
        if (!id.find()) {
            throw new IllegalStateException("a contest without an id: " + head(response));
        }
        contest = id.group(1);
    }

    /** One submission: its answer. */
    private interface Submission {
        HttpResponse<String> send(int i) throws Exception;
    }

    /** Submissions by {@value #CLIENTS} clients at once: their statuses counted, their secrets and hashes kept. */
    private static void submitAll(int n, Submission submission, Map<String, AtomicInteger> statuses,
            String[] secrets, String[] hashes, long[] nanos) throws Exception {
        ExecutorService clients = ServedProcess.daemons(CLIENTS, "contest-load-client");
        AtomicInteger next = new AtomicInteger();
        List<Future<?>> done = new ArrayList<>();
        Pattern secret = Pattern.compile("\"secret\"\\s*:\\s*\"([^\"]+)\"");
        Pattern hash = Pattern.compile("\"hash\"\\s*:\\s*\"([^\"]+)\"");
        for (int c = 0; c < CLIENTS; c++) {
            done.add(clients.submit(() -> {
                for (int i; (i = next.getAndIncrement()) < n; ) {
                    long begin = System.nanoTime();
                    String outcome;
                    try {
                        HttpResponse<String> response = submission.send(i);
                        outcome = String.valueOf(response.statusCode());
                        // The entry's own fields come before its "contest": the first match is the entry's.
                        String body = response.body();
                        int standings = body.indexOf("\"contest\"");
                        String own = standings < 0 ? body : body.substring(0, standings);
                        if (response.statusCode() == 200) {
                            Matcher s = secret.matcher(own);
                            secrets[i] = s.find() ? s.group(1) : null;
                            Matcher h = hash.matcher(own);
                            hashes[i] = h.find() ? h.group(1) : null;
                        } else {
                            outcome += " " + body.substring(0, Math.min(200, body.length()));
                        }
                    } catch (Exception e) {
                        outcome = e.getClass().getSimpleName() + " (" + e.getMessage() + ")";
                    }
                    nanos[i] = System.nanoTime() - begin;
                    statuses.computeIfAbsent(outcome, k -> new AtomicInteger()).incrementAndGet();
                }
                return null;
            }));
        }
        for (Future<?> future : done) {
            future.get();
        }
        clients.shutdown();
    }

    private HttpResponse<String> submit(String name, String table, String secret) throws Exception {
        return send(post("api/v2/contests/" + contest + "/entries", "{\"name\":\"" + name + "\",\"table\":\"" + table
                + "\",\"format\":\"json\"}", secret));
    }

    private static String name(int i) {
        return String.format("student-%04d", i);
    }

    /** A random table: the goal's rows and columns, each cell 0 to 10 dice, as the contest's JSON. */
    private static String table(SplittableRandom random) {
        StringBuilder json = new StringBuilder(GOAL * GOAL * 2 + GOAL * 3);
        json.append('[');
        for (int score = 0; score < GOAL; score++) {
            json.append(score == 0 ? "[" : ",[");
            for (int opponent = 0; opponent < GOAL; opponent++) {
                if (opponent > 0) {
                    json.append(',');
                }
                json.append(random.nextInt(MOST_DICE + 1));
            }
            json.append(']');
        }
        return json.append(']').toString();
    }

    /**
     * The final standings checked: the entries and their hashes, ranks in order, every row complete, each pair's two
     * rates adding up to 1, and each entry's figures as its row gives them.
     */
    @SuppressWarnings("unchecked")
    static String check(String body, Map<String, String> expected) {
        Map<String, Object> standings = (Map<String, Object>) new MiniJson(body).value();
        List<Map<String, Object>> entries = (List<Map<String, Object>>) standings.get("entries");
        int n = entries.size();
        List<String> problems = new ArrayList<>();
        if (n != expected.size()) {
            problems.add(n + " entries, not " + expected.size());
        }
        int wrongHashes = 0;
        int incomplete = 0;
        int outOfOrder = 0;
        int wrongBeaten = 0;
        int wrongMean = 0;
        double worstSum = 0;
        double[][] rates = new double[n][];
        for (int i = 0; i < n; i++) {
            Map<String, Object> entry = entries.get(i);
            String hash = expected.get(String.valueOf(entry.get("name")));
            if (hash == null || !hash.equals(entry.get("hash"))) {
                wrongHashes++;
            }
            if (((Number) entry.get("rank")).intValue() != i + 1) {
                outOfOrder++;
            }
            List<Object> row = (List<Object>) entry.get("row");
            if (row == null || row.size() != n || row.stream().anyMatch(cell -> !(cell instanceof Number))) {
                incomplete++;
                continue;
            }
            rates[i] = row.stream().mapToDouble(cell -> ((Number) cell).doubleValue()).toArray();
        }
        for (int i = 0; i < n; i++) {
            if (rates[i] == null) {
                continue;
            }
            int beaten = 0;
            double sum = 0;
            for (int j = 0; j < n; j++) {
                if (j == i) {
                    continue;
                }
                beaten += rates[i][j] > 0.500001 ? 1 : 0;
                sum += rates[i][j];
                if (rates[j] != null) {
                    worstSum = Math.max(worstSum, Math.abs(rates[i][j] + rates[j][i] - 1));
                }
            }
            Map<String, Object> entry = entries.get(i);
            if (((Number) entry.get("beaten")).intValue() != beaten) {
                wrongBeaten++;
            }
            if (Math.abs(((Number) entry.get("meanWinRate")).doubleValue() - sum / (n - 1)) > 1e-4) {
                wrongMean++;
            }
            if (i > 0 && rates[i - 1] != null) {
                Map<String, Object> above = entries.get(i - 1);
                int aboveBeaten = ((Number) above.get("beaten")).intValue();
                double aboveMean = ((Number) above.get("meanWinRate")).doubleValue();
                double mean = ((Number) entry.get("meanWinRate")).doubleValue();
                if (aboveBeaten < beaten || aboveBeaten == beaten && aboveMean < mean) {
                    outOfOrder++;
                }
            }
        }
        for (String[] problem : new String[][] {{"hashes not the tables submitted", "" + wrongHashes},
                {"ranks out of order", "" + outOfOrder}, {"rows incomplete", "" + incomplete},
                {"beaten not as the row says", "" + wrongBeaten},
                {"meanWinRate not the row's mean (to 1e-4)", "" + wrongMean}}) {
            if (!problem[1].equals("0")) {
                problems.add(problem[1] + " " + problem[0]);
            }
        }
        String sums = String.format("each pair's two rates add up to 1 within %.1e", worstSum);
        return (problems.isEmpty() ? "sane: " + n + " entries, ranks 1 to " + n + " in order, every row complete,"
                + " beaten and meanWinRate as the rows give them, the changed entries with their new hashes"
                : "NOT SANE: " + String.join("; ", problems)) + "; " + sums + "; pairs " + whole(standings.get("pairs"))
                + ", pending " + whole(standings.get("pending")) + ", final " + standings.get("final");
    }

    /** A count the JSON holds as a number, as a whole number. */
    private static String whole(Object number) {
        return number instanceof Number count ? String.format("%,d", count.longValue()) : String.valueOf(number);
    }

    private HttpRequest get(String path) {
        return HttpRequest.newBuilder(uri.resolve(path)).timeout(Duration.ofMinutes(2)).build();
    }

    private HttpRequest post(String path, String body, String secret) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri.resolve(path)).timeout(Duration.ofMinutes(2))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (secret != null) {
            request.header("Authorization", "Bearer " + secret);
        }
        return request.build();
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static String head(HttpResponse<String> response) {
        String body = response.body();
        return body.length() <= 300 ? body : body.substring(0, 300) + "...";
    }

    /**
     * Just enough JSON for the standings, as hog-bench has no JSON library: objects as maps, arrays as lists, numbers
     * as doubles, strings without escapes beyond the simple ones, {@code true}, {@code false} and {@code null}.
     */
    private static final class MiniJson {
        private final String text;
        private int at;

        MiniJson(String text) {
            this.text = text;
        }

        Object value() {
            space();
            char c = text.charAt(at);
            switch (c) {
                case '{' -> {
                    Map<String, Object> object = new LinkedHashMap<>();
                    at++;
                    space();
                    if (text.charAt(at) == '}') {
                        at++;
                        return object;
                    }
                    while (true) {
                        space();
                        String key = string();
                        space();
                        expect(':');
                        object.put(key, value());
                        space();
                        if (text.charAt(at++) == '}') {
                            return object;
                        }
                    }
                }
                case '[' -> {
                    List<Object> array = new ArrayList<>();
                    at++;
                    space();
                    if (text.charAt(at) == ']') {
                        at++;
                        return array;
                    }
                    while (true) {
                        array.add(value());
                        space();
                        if (text.charAt(at++) == ']') {
                            return array;
                        }
                    }
                }
                case '"' -> {
                    return string();
                }
                default -> {
                    if (text.startsWith("null", at)) {
                        at += 4;
                        return null;
                    }
                    if (text.startsWith("true", at)) {
                        at += 4;
                        return Boolean.TRUE;
                    }
                    if (text.startsWith("false", at)) {
                        at += 5;
                        return Boolean.FALSE;
                    }
                    int begin = at;
                    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
                        at++;
                    }
                    return Double.parseDouble(text.substring(begin, at));
                }
            }
        }

        private String string() {
            expect('"');
            StringBuilder string = new StringBuilder();
            for (char c = text.charAt(at++); c != '"'; c = text.charAt(at++)) {
                if (c == '\\') {
                    char escaped = text.charAt(at++);
                    switch (escaped) {
                        case 'n' -> string.append('\n');
                        case 't' -> string.append('\t');
                        case 'r' -> string.append('\r');
                        case 'b' -> string.append('\b');
                        case 'f' -> string.append('\f');
                        case 'u' -> {
                            string.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                            at += 4;
                        }
                        default -> string.append(escaped);
                    }
                } else {
                    string.append(c);
                }
            }
            return string.toString();
        }

        private void expect(char c) {
            if (text.charAt(at) != c) {
                throw new IllegalStateException("not JSON at " + at + ": expected " + c + ", found " + text.charAt(at));
            }
            at++;
        }

        private void space() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }
    }
}
