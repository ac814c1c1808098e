package dev.hog.runner.web;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.PairEvaluator;
import dev.hog.analysis.StrategyTable;
import dev.hog.analysis.Tournament;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.json.TableFiles;
import dev.hog.runner.io.Json;
import dev.hog.runner.store.ContestStore;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * The strategy contests of {@code hog serve} (docs/contest.md). A teacher opens a contest and holds its administrator's
 * secret; students submit entries as tables, each entry bound to its own secret; every pair of distinct tables is
 * played exactly, in the background on every core, and each result is kept in the database by the two tables' content
 * hashes before it counts, so that no pair is played twice, not even across a restart.
 *
 * <p>Each contest lives in memory as a {@link Board}, loaded from the database at start; everything a contest does
 * happens under its board's lock, but for the playing of pairs, which takes the pairs to play under the lock, plays
 * them outside it, and records them under it again. One thread plays the contests' pairs, a contest at a time, in
 * chunks shared among the cores.
 */
final class Contests implements AutoCloseable {
    /** The length of a contest's id. */
    static final int ID_LENGTH = 8;
    /** The longest name of a contest. */
    static final int MAX_CONTEST_NAME = 100;
    /** The most entries whose rows the answer to a submission holds: past it, the rows would be megabytes. */
    static final int ROWS_ANSWERED = 200;
    /** The tables of a block that plays every other table in turn. */
    static final int ROWS = 32;
    /** The most tables a contest keeps laid out: a block, and the tables it plays now, with room to spare. */
    static final int KEPT_LAID_OUT = 2 * ROWS;
    /** The pairs a chunk of play gives each core: results reach the database, and the standings, a chunk at a time. */
    private static final int CHUNK_PER_CORE = 64;

    private final ServedRules served;
    private final Supplier<ContestStore> opener;
    private final Limits limits;
    private final LongSupplier clock;
    private final Failures failures;
    private final Map<String, Board> boards = new ConcurrentHashMap<>();
    private final int threads = Runtime.getRuntime().availableProcessors();
    private final ExecutorService cores;
    private final Thread player;
    private final Object work = new Object();
    private volatile boolean loaded;
    private volatile boolean stopped;
    private boolean wanted;

    /**
     * The contests' limits.
     *
     * @param maxOpen the most contests open at once
     * @param maxOpenPerAddress the most open contests one address may have opened
     * @param maxEntries the most entries a contest may have
     * @param submissionsPerMinute the most submissions of one entry in a minute
     * @param kept how long a contest is kept after its deadline
     */
    record Limits(int maxOpen, int maxOpenPerAddress, int maxEntries, int submissionsPerMinute, Duration kept) {
        /**
         * The limits of docs/contest.md.
         *
         * @return 20 open contests, 5 an address, 2,000 entries, 3 submissions an entry a minute, 30 days kept
         */
        static Limits defaults() {
            return new Limits(20, 5, 2_000, 3, Duration.ofDays(30));
        }
    }

    /**
     * The contests.
     *
     * @param served the server's rules
     * @param opener opens the database's contests, the first time they are needed
     * @param limits the limits
     * @param clock the time in milliseconds since the epoch
     * @param failures where a failure of the background play is logged
     */
    Contests(ServedRules served, Supplier<ContestStore> opener, Limits limits, LongSupplier clock,
            Failures failures) {
        this.served = served;
        this.opener = Storage.once(opener);
        this.limits = limits;
        this.clock = clock;
        this.failures = failures;
        this.cores = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "hog-serve-contest");
            thread.setDaemon(true);
            return thread;
        });
        this.player = new Thread(this::play, "hog-serve-contests");
        player.setDaemon(true);
        player.start();
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Requests

    /**
     * Opens a contest.
     *
     * @param request its name, set-up, deadline and most entries
     * @param address the address of the teacher who opens it
     * @return its id, the administrator's secret and its standings
     */
    Api.ContestOpened open(Api.ContestNew request, String address) {
        load();
        String name = ServedRules.required(request.name(), "name").strip();
        if (name.isEmpty() || name.length() > MAX_CONTEST_NAME || name.chars().anyMatch(Character::isISOControl)) {
            throw new HogException("name must be 1 to " + MAX_CONTEST_NAME + " letters on one line");
        }
        Api.Setup setup = ServedRules.required(request.setup(), "setup");
        GameDefinition rules = served.rules(new Api.Setup(setup.ruleset(), setup.options(), setup.goal(), null, null));
        StateCap.check(rules, "a contest plays every pair of its entries exactly");
        long now = clock.getAsLong();
        long deadline = instant(ServedRules.required(request.deadline(), "deadline"), "deadline");
        if (deadline <= now) {
            throw new HogException("deadline " + request.deadline() + " has passed; give a time to come, such as "
                    + Instant.ofEpochMilli(now).plus(Duration.ofDays(7)).toString());
        }
        if (deadline > now + Duration.ofDays(366).toMillis()) {
            throw new HogException("deadline " + request.deadline() + " is more than a year away");
        }
        int maxEntries = request.maxEntries() == null ? 500 : request.maxEntries();
        if (maxEntries < 2 || maxEntries > limits.maxEntries()) {
            throw new HogException("maxEntries must be from 2 to " + limits.maxEntries() + ", not " + maxEntries);
        }
        synchronized (this) {
            long open = boards.values().stream().filter(board -> !board.closed(now)).count();
            long mine = boards.values().stream().filter(board -> !board.closed(now) && board.creator.equals(address))
                    .count();
            if (open >= limits.maxOpen()) {
                throw new Games.Busy("the server runs its most open contests, " + limits.maxOpen()
                        + "; one closes at its deadline", 3_600);
            }
            if (mine >= limits.maxOpenPerAddress()) {
                throw new Refused(429, "this address has opened " + mine + " contests that are open, the most it"
                        + " may; close one first");
            }
            String secret = Secrets.secret();
            String id;
            do {
                id = Secrets.code(ID_LENGTH);
            } while (boards.containsKey(id));
            Board board = new Board(id, name, rules, deadline, maxEntries, Secrets.hash(secret), null, address, now,
                    null);
            store().insert(new ContestStore.Contest(id, name, rules.rulesetId(), Storage.json(rules.options().asMap()),
                    rules.goal(), deadline, maxEntries, board.adminSecret, null, address, now, null));
            boards.put(id, board);
            synchronized (board) {
                return new Api.ContestOpened(id, secret, standings(board, now));
            }
        }
    }

    /**
     * Every contest, newest first.
     *
     * @return the contests
     */
    Api.ContestList list() {
        load();
        long now = clock.getAsLong();
        List<Api.ContestSummary> contests = new ArrayList<>();
        boards.values().stream().sorted(Comparator.comparingLong((Board board) -> -board.createdAt)
                .thenComparing(board -> board.id)).forEach(board -> {
                    synchronized (board) {
                        contests.add(new Api.ContestSummary(board.id, board.name, board.rules.rulesetId(),
                                board.rules.goal(), Instant.ofEpochMilli(board.deadline).toString(),
                                board.entries.size(), board.closed(now)));
                    }
                });
        return new Api.ContestList(contests);
    }

    /**
     * A contest's standings, the archived ones once it is final.
     *
     * @param id the contest
     * @return the standings, as JSON
     */
    Api.Written standings(String id) {
        return current(id).json();
    }

    /**
     * A contest's standings, the archived ones once it is final, with the tag of their version: the standings are
     * written once for each change of the contest, however many pages ask for them.
     *
     * @param id the contest
     * @return the standings and their tag
     */
    Tagged current(String id) {
        Board board = board(id);
        synchronized (board) {
            long now = clock.getAsLong();
            archiveIfFinal(board, now);
            boolean closed = board.closed(now);
            if (board.written == null || board.writtenVersion != board.version || board.writtenClosed != closed) {
                board.written = board.archivedJson != null
                        ? new Api.Written(board.archivedJson.getBytes(StandardCharsets.UTF_8))
                        : Api.Written.of(standings(board, now));
                board.writtenVersion = board.version;
                board.writtenClosed = closed;
            }
            return new Tagged(board.written, "\"" + board.id + "-" + board.version + (closed ? "-closed" : "")
                    + "\"");
        }
    }

    /**
     * Standings as JSON, and the tag of their version for {@code ETag}.
     *
     * @param json the standings
     * @param tag the tag, quoted
     */
    record Tagged(Api.Written json, String tag) {
    }

    /**
     * A contest's standings as CSV: rank, name, opponents beaten, mean win rate, then the mean win rate against each
     * entry in rank order.
     *
     * @param id the contest
     * @return the CSV
     */
    byte[] standingsCsv(String id) {
        Api.Standings standings;
        try {
            standings = Json.mapper().readValue(standings(id).bytes(), Api.Standings.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringBuilder csv = new StringBuilder("rank,name,beaten,mean_win_rate");
        for (Api.Standing entry : standings.entries()) {
            csv.append(',').append(csvText(entry.name()));
        }
        csv.append('\n');
        for (Api.Standing entry : standings.entries()) {
            csv.append(entry.rank()).append(',').append(csvText(entry.name())).append(',').append(entry.beaten())
                    .append(',').append(entry.meanWinRate());
            for (Double rate : entry.row()) {
                csv.append(',').append(rate == null ? "" : rate.toString());
            }
            csv.append('\n');
        }
        return csv.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Every entry's table, for the contest's administrator: what a round robin elsewhere (the Spark job, {@code hog
     * tournament --entries}) plays.
     *
     * @param id the contest
     * @param authorization the request's {@code Authorization} header, with the administrator's secret
     * @return the entries' names, hashes and tables, in the order first submitted
     */
    Api.ContestTables tables(String id, String authorization) {
        Board board = board(id);
        synchronized (board) {
            String given = Secrets.bearer(authorization, "to export the tables of contest " + id, "its"
                    + " administrator's secret, which opening it gave");
            if (!Secrets.matches(given, board.adminSecret)) {
                throw new Refused(403, "that secret is not contest " + id + "'s administrator's");
            }
            Map<String, ContestStore.Table> kept = new HashMap<>();
            for (ContestStore.Table table : store().tables(id)) {
                kept.put(table.hash(), table);
            }
            List<Api.ContestTable> tables = new ArrayList<>();
            for (Entry entry : board.entries.values()) {
                ContestStore.Table table = kept.get(entry.hash());
                tables.add(new Api.ContestTable(entry.name(), entry.hash(), table.format(), table.text()));
            }
            return new Api.ContestTables(board.id, new Api.LobbySetup(board.rules.rulesetId(),
                    board.rules.options().asMap(), board.rules.goal()), tables);
        }
    }

    /**
     * Submits an entry: a new one, whose secret the answer holds, or with the entry's secret a new table for it.
     *
     * @param id the contest
     * @param authorization the request's {@code Authorization} header: the entry's secret, to replace its table
     * @param request the entry's name and table
     * @return the entry, its secret if new, and the standings
     */
    Api.Submitted submit(String id, String authorization, Api.Submission request) {
        Board board = board(id);
        String name = PageApi.name(request.name(), "name");
        if (name.contains("/") || name.contains("\\")) {
            throw new HogException("name is an entry's name in paths too, so it has no / or \\, not '" + name + "'");
        }
        String text = ServedRules.required(request.table(), "table");
        String format = request.format() == null ? (text.strip().startsWith("[") ? "json" : "csv")
                : request.format().strip().toLowerCase(java.util.Locale.ROOT);
        if (!format.equals("json") && !format.equals("csv")) {
            throw new HogException("format is json (the course's rows of dice) or csv (table:FILE's), not '"
                    + request.format() + "'");
        }
        long now = clock.getAsLong();
        synchronized (board) {
            if (board.closed(now)) {
                throw new Refused(409, "contest " + id + " closed at " + Instant.ofEpochMilli(board.closedTime())
                        + "; it takes no more entries");
            }
            Entry entry = board.entries.get(name);
            String secret = null;
            if (entry != null) {
                String given = Secrets.bearer(authorization, "to replace the entry " + name, "the entry's secret,"
                        + " which its first submission gave");
                if (!Secrets.matches(given, entry.secret)) {
                    throw new Refused(403, "that secret is not the entry " + name + "'s; only the secret its first"
                            + " submission gave replaces or withdraws it");
                }
            } else if (board.entries.size() >= board.maxEntries) {
                throw new Refused(409, "contest " + id + " has its most entries, " + board.maxEntries);
            }
            Deque<Long> recent = board.submissions.computeIfAbsent(name, key -> new ArrayDeque<>());
            while (!recent.isEmpty() && recent.peekFirst() <= now - 60_000) {
                recent.pollFirst();
            }
            if (recent.size() >= limits.submissionsPerMinute()) {
                throw new Refused(429, "the entry " + name + " was submitted " + recent.size() + " times in the last"
                        + " minute, the most it may; try again in " + Math.max(1, (recent.peekFirst() + 60_000 - now
                        + 999) / 1000) + " s");
            }
            StrategyTable table = table(board, name, text, format);
            String hash = board.hash(table);
            if (entry == null) {
                secret = Secrets.secret();
                entry = new Entry(name, Secrets.hash(secret), hash, now);
            } else {
                entry = new Entry(name, entry.secret, hash, now);
            }
            store().submit(id, new ContestStore.Entry(name, entry.secret, hash, now),
                    new ContestStore.Table(hash, text, format));
            recent.addLast(now);
            board.entries.put(name, entry);
            board.tables.putIfAbsent(hash, table);
            board.index(hash);
            board.version++;
            wake();
            Api.Standings standings = standings(board, now);
            if (standings.entries().size() <= ROWS_ANSWERED) {
                return new Api.Submitted(name, secret, hash, standings);
            }
            return new Api.Submitted(name, secret, hash, new Api.Standings(standings.id(), standings.name(),
                    standings.setup(), standings.deadline(), standings.closed(), standings.finished(),
                    standings.pairs(), standings.pending(), standings.played(),
                    standings.entries().stream().map(Api.Standing::withoutRow).toList()));
        }
    }

    /**
     * Withdraws an entry.
     *
     * @param id the contest
     * @param name the entry
     * @param authorization the request's {@code Authorization} header, with the entry's secret
     * @return the standings
     */
    Api.Standings withdraw(String id, String name, String authorization) {
        Board board = board(id);
        long now = clock.getAsLong();
        synchronized (board) {
            Entry entry = board.entries.get(name);
            if (entry == null) {
                throw new Games.Gone("contest " + id + " has no entry named '" + name + "'");
            }
            String given = Secrets.bearer(authorization, "to withdraw the entry " + name, "the entry's secret, which"
                    + " its first submission gave");
            if (!Secrets.matches(given, entry.secret)) {
                throw new Refused(403, "that secret is not the entry " + name + "'s; only the secret its first"
                        + " submission gave replaces or withdraws it");
            }
            if (board.closed(now)) {
                throw new Refused(409, "contest " + id + " closed at " + Instant.ofEpochMilli(board.closedTime())
                        + "; its entries stand");
            }
            store().withdraw(id, name);
            board.entries.remove(name);
            board.version++;
            return standings(board, now);
        }
    }

    /**
     * Closes a contest before its deadline.
     *
     * @param id the contest
     * @param authorization the request's {@code Authorization} header, with the administrator's secret
     * @return the standings
     */
    Api.Standings close(String id, String authorization) {
        Board board = board(id);
        long now = clock.getAsLong();
        synchronized (board) {
            String given = Secrets.bearer(authorization, "to close contest " + id, "its administrator's secret,"
                    + " which opening it gave");
            if (!Secrets.matches(given, board.adminSecret)) {
                throw new Refused(403, "that secret is not contest " + id + "'s administrator's");
            }
            if (!board.closed(now)) {
                store().close(id, now);
                board.closedAt = now;
                board.version++;
            }
            archiveIfFinal(board, now);
            wake();
            return standings(board, now);
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Boards

    /** A contest entry: its name, the hash of its secret, its table's hash, when it was submitted. */
    private record Entry(String name, String secret, String hash, long submittedAt) {
    }

    /** A contest in memory. Every field is read and written under the board's lock, but {@link #laid}'s own. */
    private final class Board {
        final String id;
        final String name;
        final GameDefinition rules;
        final long deadline;
        final int maxEntries;
        final String adminSecret;
        final String creator;
        final long createdAt;
        Long closedAt;
        String archivedJson;
        final Map<String, Entry> entries = new LinkedHashMap<>();
        final Map<String, StrategyTable> tables = new HashMap<>();
        final Map<String, Deque<Long>> submissions = new HashMap<>();
        /** The distinct tables' places in {@link #first}, by hash. */
        final Map<String, Integer> places = new HashMap<>();
        /** {@code first[a][b]}: table a's chance of beating table b moving first; NaN while unplayed. */
        double[][] first = new double[0][0];
        /** Counts the changes to the contest: its entries, its pairs, its closing. */
        long version;
        /** The standings written at {@link #writtenVersion}, and whether the contest was closed then. */
        Api.Written written;
        long writtenVersion;
        boolean writtenClosed;
        /** The pairs played by this server since it started. */
        final AtomicLong played = new AtomicLong();
        /**
         * The tables laid out last for the evaluator, by hash, at most {@value #KEPT_LAID_OUT}: a table laid out for
         * a game to 100 takes a couple of megabytes, so a contest keeps the few its pairs are played with now.
         */
        final Laid laid = new Laid();
        private PairEvaluator evaluator;

        Board(String id, String name, GameDefinition rules, long deadline, int maxEntries, String adminSecret,
                Long closedAt, String creator, long createdAt, String archivedJson) {
            this.id = id;
            this.name = name;
            this.rules = rules;
            this.deadline = deadline;
            this.maxEntries = maxEntries;
            this.adminSecret = adminSecret;
            this.closedAt = closedAt;
            this.creator = creator;
            this.createdAt = createdAt;
            this.archivedJson = archivedJson;
        }

        boolean closed(long now) {
            return closedAt != null || now >= deadline;
        }

        long closedTime() {
            return closedAt != null ? closedAt : deadline;
        }

        synchronized PairEvaluator evaluator() {
            if (evaluator == null) {
                evaluator = PairEvaluator.of(rules);
            }
            return evaluator;
        }

        /** The content hash of a table: of its choices as this contest's game lays them out. */
        String hash(StrategyTable table) {
            PairEvaluator.Entry entry = evaluator().entry(table);
            String hash = sha256(entry.choices());
            laid.put(hash, entry);
            return hash;
        }

        /** The place of a table in {@link #first}, made if it has none. */
        int index(String hash) {
            Integer place = places.get(hash);
            if (place != null) {
                return place;
            }
            int n = places.size();
            double[][] grown = new double[n + 1][n + 1];
            for (int i = 0; i <= n; i++) {
                Arrays.fill(grown[i], Double.NaN);
                if (i < n) {
                    System.arraycopy(first[i], 0, grown[i], 0, n);
                }
            }
            grown[n][n] = 0.5;
            first = grown;
            places.put(hash, n);
            return n;
        }

        /** The distinct tables of the entries now, in order of first entry. */
        List<String> current() {
            return entries.values().stream().map(Entry::hash).distinct().toList();
        }

        /**
         * The pairs of current tables not played yet, smaller hash first, at most about {@code most} of them, in an
         * order that plays a block of {@value #ROWS} tables against each other table in turn: a table laid out serves
         * a block's pairs before the next is laid out.
         */
        List<String[]> unplayed(int most) {
            List<String> hashes = current();
            int n = hashes.size();
            List<String[]> pairs = new ArrayList<>();
            for (int block = 0; block < n && pairs.size() < most; block += ROWS) {
                for (int j = block + 1; j < n && pairs.size() < most; j++) {
                    String b = hashes.get(j);
                    for (int i = block; i < Math.min(block + ROWS, j); i++) {
                        String a = hashes.get(i);
                        if (Double.isNaN(first[places.get(a)][places.get(b)])) {
                            pairs.add(a.compareTo(b) < 0 ? new String[] {a, b} : new String[] {b, a});
                        }
                    }
                }
            }
            return pairs;
        }

        void record(ContestStore.Pair pair) {
            int a = places.get(pair.a());
            int b = places.get(pair.b());
            first[a][b] = pair.first();
            first[b][a] = 1 - pair.second();
        }
    }

    /** Tables laid out, the most recently used kept. Thread-safe. */
    private static final class Laid {
        private final Map<String, PairEvaluator.Entry> entries = new LinkedHashMap<>(16, 0.75f, true);

        synchronized PairEvaluator.Entry get(String hash) {
            return entries.get(hash);
        }

        synchronized void put(String hash, PairEvaluator.Entry entry) {
            entries.put(hash, entry);
            if (entries.size() > KEPT_LAID_OUT) {
                entries.remove(entries.keySet().iterator().next());
            }
        }
    }

    private Board board(String id) {
        load();
        Board board = boards.get(id);
        if (board == null) {
            throw new Games.Gone("no contest has the id '" + id.substring(0, Math.min(id.length(), 20)) + "': it"
                    + " never did, or it was let go " + limits.kept().toDays() + " days after its deadline");
        }
        return board;
    }

    private ContestStore store() {
        return opener.get();
    }

    /** Loads every contest from the database, once, and wakes the player for their unplayed pairs. */
    private void load() {
        if (loaded) {
            return;
        }
        synchronized (this) {
            if (loaded) {
                return;
            }
            for (ContestStore.Contest kept : store().contests()) {
                GameDefinition rules;
                try {
                    rules = served.rules(new Api.Setup(kept.ruleset(), Storage.options(kept.optionsJson()),
                            kept.goal(), null, null));
                } catch (HogException e) {
                    failures.unattended("contest " + kept.id() + " is of a set-up this server does not offer now",
                            e);
                    continue;
                }
                Board board = new Board(kept.id(), kept.name(), rules, kept.deadline(), kept.maxEntries(),
                        kept.adminSecret(), kept.closedAt(), kept.creator(), kept.createdAt(), kept.archivedJson());
                if (board.archivedJson == null) {
                    for (ContestStore.Table table : store().tables(kept.id())) {
                        StrategyTable read = table(board, "the kept table " + table.hash(), table.text(),
                                table.format());
                        board.tables.put(table.hash(), read);
                    }
                    for (ContestStore.Entry entry : store().entries(kept.id())) {
                        board.entries.put(entry.name(), new Entry(entry.name(), entry.secret(), entry.hash(),
                                entry.submittedAt()));
                        board.index(entry.hash());
                    }
                    for (ContestStore.Pair pair : store().pairs(kept.id())) {
                        board.index(pair.a());
                        board.index(pair.b());
                        board.record(pair);
                    }
                } else {
                    for (ContestStore.Entry entry : store().entries(kept.id())) {
                        board.entries.put(entry.name(), new Entry(entry.name(), entry.secret(), entry.hash(),
                                entry.submittedAt()));
                    }
                }
                boards.put(board.id, board);
            }
            loaded = true;
        }
        wake();
    }

    /** Loads the contests and plays their unplayed pairs: at start, so that a restart goes on where it stopped. */
    void resume() {
        load();
    }

    private StrategyTable table(Board board, String name, String text, String format) {
        try {
            return TableFiles.read(new StringReader(text), "the table of " + name, format.equals("json"), name,
                    board.rules);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Playing the pairs

    private void wake() {
        synchronized (work) {
            wanted = true;
            work.notifyAll();
        }
    }

    /** The player's loop: a chunk of a contest's unplayed pairs at a time, until there are none; then it waits. */
    private void play() {
        while (!stopped) {
            boolean played = false;
            if (loaded) {
                for (Board board : boards.values()) {
                    try {
                        played |= playChunk(board);
                    } catch (RuntimeException e) {
                        failures.unattended("playing the pairs of contest " + board.id, e);
                    }
                }
            }
            if (!played) {
                synchronized (work) {
                    if (!wanted && !stopped) {
                        try {
                            work.wait(60_000);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    wanted = false;
                }
                long now = clock.getAsLong();
                try {
                    for (Board board : boards.values()) {
                        synchronized (board) {
                            archiveIfFinal(board, now);
                        }
                    }
                    cleanUp();
                } catch (RuntimeException e) {
                    failures.unattended("archiving and letting go of contests", e);
                }
            }
        }
    }

    /** Plays a chunk of a contest's unplayed pairs; whether there were any. */
    private boolean playChunk(Board board) {
        List<String[]> pairs;
        synchronized (board) {
            if (board.archivedJson != null) {
                // Final: its standings are kept as they were, and its tables are not even read again.
                return false;
            }
            pairs = board.unplayed(CHUNK_PER_CORE * threads);
        }
        if (pairs.isEmpty()) {
            return false;
        }
        PairEvaluator evaluator = board.evaluator();
        Map<String, PairEvaluator.Entry> laid = new HashMap<>();
        for (String[] pair : pairs) {
            for (String hash : pair) {
                if (!laid.containsKey(hash)) {
                    PairEvaluator.Entry entry = board.laid.get(hash);
                    if (entry == null) {
                        StrategyTable table;
                        synchronized (board) {
                            table = board.tables.get(hash);
                        }
                        entry = evaluator.entry(table);
                        board.laid.put(hash, entry);
                    }
                    laid.put(hash, entry);
                }
            }
        }
        int slices = Math.min(threads, pairs.size());
        List<Future<List<ContestStore.Pair>>> running = new ArrayList<>();
        for (int slice = 0; slice < slices; slice++) {
            int from = pairs.size() * slice / slices;
            int to = pairs.size() * (slice + 1) / slices;
            running.add(cores.submit(() -> {
                List<ContestStore.Pair> results = new ArrayList<>();
                for (String[] pair : pairs.subList(from, to)) {
                    ExactWinRate rate = evaluator.evaluate(laid.get(pair[0]), laid.get(pair[1]));
                    results.add(new ContestStore.Pair(pair[0], pair[1], rate.first(), rate.second()));
                }
                return results;
            }));
        }
        List<ContestStore.Pair> results = new ArrayList<>();
        try {
            for (Future<List<ContestStore.Pair>> future : running) {
                results.addAll(future.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopped = true;
            return false;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure : new IllegalStateException(e);
        }
        // Kept before they count: a pair in the standings is a pair in the database.
        store().played(board.id, results);
        synchronized (board) {
            for (ContestStore.Pair pair : results) {
                board.record(pair);
            }
            board.played.addAndGet(results.size());
            board.version++;
            archiveIfFinal(board, clock.getAsLong());
        }
        return true;
    }

    /** Archives a contest's standings once it is closed and every pair is played. Under the board's lock. */
    private void archiveIfFinal(Board board, long now) {
        if (board.archivedJson != null || !board.closed(now)) {
            return;
        }
        Api.Standings standings = standings(board, now);
        if (standings.pending() == 0) {
            String json = Storage.json(standings);
            store().archive(board.id, json);
            board.archivedJson = json;
            board.version++;
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Standings

    /** The standings now. Under the board's lock. */
    private Api.Standings standings(Board board, long now) {
        List<Entry> entries = new ArrayList<>(board.entries.values());
        int n = entries.size();
        List<String> current = board.current();
        long pairs = (long) current.size() * (current.size() - 1) / 2;
        long pending = 0;
        for (int i = 0; i < current.size(); i++) {
            for (int j = i + 1; j < current.size(); j++) {
                if (Double.isNaN(board.first[board.places.get(current.get(i))][board.places.get(current.get(j))])) {
                    pending++;
                }
            }
        }
        double[][] first = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                String a = entries.get(i).hash();
                String b = entries.get(j).hash();
                first[i][j] = a.equals(b) ? 0.5 : board.first[board.places.get(a)][board.places.get(b)];
            }
        }
        List<String> names = entries.stream().map(Entry::name).toList();
        double[][] mean = new double[n][n];
        int[] beaten = new int[n];
        double[] meanWinRate = new double[n];
        List<Integer> ranking;
        if (pending == 0 && n >= 2) {
            // Every pair played: the figures and the order are hog tournament's own.
            Tournament.Result result = Tournament.ranked(board.rules, names, first, pairs, 0);
            for (int i = 0; i < n; i++) {
                beaten[i] = result.wins(i);
                meanWinRate[i] = result.meanWinRate(i);
                for (int j = 0; j < n; j++) {
                    mean[i][j] = result.mean(i, j);
                }
            }
            ranking = result.ranking();
        } else {
            // Some pairs to play: the standings of the pairs played, each rate a mean over the pairs known.
            for (int i = 0; i < n; i++) {
                double sum = 0;
                int known = 0;
                for (int j = 0; j < n; j++) {
                    mean[i][j] = i == j ? 0.5 : (first[i][j] + 1 - first[j][i]) / 2;
                    if (i != j && !Double.isNaN(mean[i][j])) {
                        sum += mean[i][j];
                        known++;
                        if (mean[i][j] > Tournament.BEATS) {
                            beaten[i]++;
                        }
                    }
                }
                meanWinRate[i] = known == 0 ? Double.NaN : sum / known;
            }
            ranking = IntStream.range(0, n).boxed().sorted(Comparator.comparingInt((Integer i) -> -beaten[i])
                    .thenComparingDouble(i -> Double.isNaN(meanWinRate[i]) ? 1 : -meanWinRate[i])).toList();
        }
        List<Api.Standing> standings = new ArrayList<>();
        for (int rank = 0; rank < n; rank++) {
            int i = ranking.get(rank);
            List<Double> row = new ArrayList<>();
            for (int j : ranking) {
                row.add(Double.isNaN(mean[i][j]) ? null : mean[i][j]);
            }
            standings.add(new Api.Standing(rank + 1, names.get(i), entries.get(i).hash(), beaten[i],
                    Double.isNaN(meanWinRate[i]) ? null : meanWinRate[i], row));
        }
        boolean closed = board.closed(now);
        return new Api.Standings(board.id, board.name, new Api.LobbySetup(board.rules.rulesetId(),
                board.rules.options().asMap(), board.rules.goal()), Instant.ofEpochMilli(board.deadline).toString(),
                closed, closed && pending == 0, pairs, pending, board.played.get(), standings);
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Clean-up

    /**
     * Lets go of the contests past their time after their deadline.
     *
     * @return the ids let go
     */
    List<String> cleanUp() {
        if (!loaded) {
            return List.of();
        }
        List<String> gone = store().cleanUp(clock.getAsLong() - limits.kept().toMillis());
        gone.forEach(boards::remove);
        return gone;
    }

    /** Stops the player. */
    @Override
    public void close() {
        stopped = true;
        player.interrupt();
        cores.shutdownNow();
        for (Board board : boards.values()) {
            synchronized (board) {
                if (board.evaluator != null) {
                    board.evaluator.close();
                }
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------------------

    private static long instant(String text, String what) {
        try {
            return Instant.parse(text.strip()).toEpochMilli();
        } catch (DateTimeParseException e) {
            throw new HogException(what + " is a time such as 2026-12-05T23:59:00Z, not '"
                    + text.substring(0, Math.min(text.length(), 40)) + "'");
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** A name as a CSV field: quoted, and a leading character a spreadsheet would take for a formula made text. */
    private static String csvText(String text) {
        String safe = !text.isEmpty() && "=+-@".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        return "\"" + safe.replace("\"", "\"\"") + "\"";
    }

}
