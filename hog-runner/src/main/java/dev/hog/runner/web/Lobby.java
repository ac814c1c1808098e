package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.PlayerNames;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.json.MatchSnapshots;
import dev.hog.json.TurnJson;
import dev.hog.runner.io.DiceChoices;
import dev.hog.runner.io.Json;
import dev.hog.runner.store.LobbyStore;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The lobby: games two people play from their own browsers (docs/lobby.md). A player creates a game and takes seat 0;
 * another joins seat 1 by its code; each seat is bound to a secret of 128 random bits that only its holder has, and
 * only that holder may roll for the seat, leave it or ask for a rematch. Everyone following a game, players and
 * spectators, hears each change as a server-sent event ({@link Follower}).
 *
 * <p>Every game lives in the database ({@link LobbyStore}): each turn is written, with the match after it, before the
 * roll is answered, so that a server killed and started again on the same database goes on with every game where it
 * was, with the same dice. The server keeps the games in use in memory too ({@link Table}), each loaded from the
 * database the first time it is asked for; everything a game does happens under its table's lock.
 *
 * <p>Games are let go past their time (waiting for a player, in play without a turn, over), once a minute.
 */
final class Lobby implements AutoCloseable {
    /** The most games listed as open. */
    static final int MAX_LISTED = 50;
    /** The most followers of one game. */
    static final int MAX_FOLLOWERS = 100;
    /** The most followers of all games. */
    static final int MAX_LIVE = 4_000;
    /** How often a follower hears a comment line, so that an idle timeout does not close its connection. */
    static final Duration HEARTBEAT = Duration.ofSeconds(15);
    /** How long a game no one follows stays in memory after its last change; the database keeps it on. */
    private static final long KEPT_IN_MEMORY_MILLIS = Duration.ofMinutes(10).toMillis();
    private static final int CODE_LENGTH = 6;
    /** The first sequence of a seeded server's dice that the lobby's games take, past those of the page's games. */
    private static final long DICE_STREAMS = 1L << 40;

    private final ServedRules served;
    private final Supplier<LobbyStore> opener;
    private final Limits limits;
    private final LongSupplier clock;
    private final Map<String, Table> tables = new ConcurrentHashMap<>();
    private final AtomicLong created = new AtomicLong();
    private final AtomicInteger live = new AtomicInteger();
    private final ScheduledExecutorService timer;
    /** Whether the database was opened: until it is, there is nothing to clean up. */
    private volatile boolean opened;

    /**
     * The lobby's limits.
     *
     * @param maxUnfinished the most games not over kept at once
     * @param maxPerAddress the most games not over that one address may have created
     * @param waiting how long a game waits for its second player
     * @param playing how long a game in play is kept after its last turn
     * @param finished how long a game over is kept after its last turn
     */
    record Limits(int maxUnfinished, int maxPerAddress, Duration waiting, Duration playing, Duration finished) {
        /**
         * The limits of docs/lobby.md: 1,000 games, 200 an address, 30 minutes waiting, 24 hours in play, an hour
         * once over.
         *
         * @return the limits
         */
        static Limits defaults() {
            return new Limits(1_000, 200, Duration.ofMinutes(30), Duration.ofHours(24), Duration.ofHours(1));
        }
    }

    /**
     * A lobby.
     *
     * @param served the server's rules and dice
     * @param opener opens the database, the first time a game is asked for
     * @param limits the limits
     * @param clock the time in milliseconds since the epoch
     */
    Lobby(ServedRules served, Supplier<LobbyStore> opener, Limits limits, LongSupplier clock) {
        this.served = served;
        this.opener = Storage.once(opener);
        this.limits = limits;
        this.clock = clock;
        this.timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "hog-serve-lobby");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleWithFixedDelay(this::heartbeat, HEARTBEAT.toMillis(), HEARTBEAT.toMillis(),
                TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::cleanUpQuietly, 1, 1, TimeUnit.MINUTES);
    }

    /** A store in a database of its own in memory: for tests of the lobby alone. */
    static Supplier<LobbyStore> inMemory() {
        return () -> new LobbyStore(Storage.inMemory().get());
    }

    private LobbyStore store() {
        LobbyStore store = opener.get();
        opened = true;
        return store;
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Requests

    /**
     * Creates a game, its creator in seat 0.
     *
     * @param request the set-up and the creator's name
     * @param address the creator's address
     * @return the seat, its secret and the game
     */
    Api.LobbySeat create(Api.LobbyNew request, String address) {
        Api.Setup setup = ServedRules.required(request.setup(), "setup");
        String name = PageApi.name(request.name(), "name");
        GameDefinition rules = served.rules(new Api.Setup(setup.ruleset(), setup.options(), setup.goal(), null, null));
        int[] unfinished = store().unfinished(address);
        if (unfinished[0] >= limits.maxUnfinished()) {
            throw new Games.Busy("the server holds its most unfinished games, " + limits.maxUnfinished()
                    + "; try again in a minute", 60);
        }
        if (unfinished[1] >= limits.maxPerAddress()) {
            throw new Refused(429, "this address has created " + unfinished[1] + " games that are not over, the most"
                    + " it may; finish or leave one first");
        }
        String secret = Secrets.secret();
        Dice dice = served.savedDice(DICE_STREAMS + created.getAndIncrement());
        long now = clock.getAsLong();
        Table table = new Table(newCode(), rules, served.rulesetOf(rules), dice.save().orElseThrow(), address, now);
        table.names[0] = name;
        table.secrets[0] = Secrets.hash(secret);
        keep(table);
        synchronized (table) {
            return new Api.LobbySeat(table.code, 0, secret, view(table, 0));
        }
    }

    /**
     * Joins a game's free seat; the game starts when both are taken.
     *
     * @param code the game's code
     * @param request the joining player's name
     * @return the seat, its secret and the game
     */
    Api.LobbySeat join(String code, Api.LobbyJoin request) {
        String name = PageApi.name(request.name(), "name");
        return withTable(code, table -> {
            int seat = table.names[0] == null ? 0 : table.names[1] == null ? 1 : -1;
            if (table.over()) {
                throw new Refused(409, "game " + code + " is over; ask its players for a rematch, or create a game");
            }
            if (seat < 0) {
                throw new Refused(409, "both seats of game " + code + " are taken; watch it, or create a game");
            }
            if (name.equalsIgnoreCase(table.names[1 - seat] == null ? "" : table.names[1 - seat])) {
                throw new HogException("the players need two different names, not '" + name + "' twice");
            }
            String secret = Secrets.secret();
            table.names[seat] = name;
            table.secrets[seat] = Secrets.hash(secret);
            if (table.match == null && table.names[1 - seat] != null) {
                start(table);
            }
            saveSeats(table);
            broadcast(table);
            return new Api.LobbySeat(code, seat, secret, view(table, 0));
        });
    }

    /**
     * The seat a secret holds.
     *
     * @param code the game's code
     * @param authorization the request's {@code Authorization} header
     * @return the seat
     */
    Api.SeatHeld seat(String code, String authorization) {
        return withTable(code, table -> {
            return new Api.SeatHeld(code, seatOf(table, authorization, "ask for a seat"));
        });
    }

    /**
     * The holder of the seat to move rolls.
     *
     * @param code the game's code
     * @param authorization the request's {@code Authorization} header, with the seat's secret
     * @param request the number of dice
     * @return the game, its turns the turn played
     */
    Api.LobbyGame roll(String code, String authorization, Api.Roll request) {
        return withTable(code, table -> {
            int seat = seatOf(table, authorization, "roll");
            int dice = ServedRules.required(request.dice(), "dice");
            if (table.match == null) {
                throw new Refused(409, "game " + code + " has not started: it waits for a second player");
            }
            Match match = table.match;
            if (!match.isOver() && (table.names[0] == null || table.names[1] == null)) {
                throw new Refused(409, "a seat of game " + code + " is free: the game waits for a player to join it");
            }
            if (match.isOver()) {
                throw new Refused(409, "game " + code + " is over, " + match.scores() + "; ask for a rematch");
            }
            if (match.mover() != seat) {
                String mover = table.names[match.mover()];
                throw new Refused(409, "it is " + (mover == null ? "the other seat's" : mover + "'s") + " turn, not"
                        + " yours");
            }
            ServedRules.checkDice(match.game(), dice, "dice");
            Optional<String> refusal = match.game().refusal(match.state(), dice);
            if (refusal.isPresent()) {
                throw new HogException("dice is " + dice + ": " + refusal.get() + "; send "
                        + DiceChoices.expected(match.legalDice()));
            }
            int from = table.turns.size();
            TurnRecord turn = match.roll(dice);
            String json = TurnJson.write(turn);
            try {
                store().turn(code, from, json, match.snapshot().dice(), match.isOver(), clock.getAsLong());
            } catch (RuntimeException e) {
                // The match rolled on in memory but not in the database: it is read again from there, which the
                // database has right, at the next request.
                forget(table);
                throw e;
            }
            table.turns.add(new RawValue(json));
            table.updatedAt = clock.getAsLong();
            broadcast(table);
            return view(table, from);
        });
    }

    /**
     * The holder of a seat leaves it; their secret holds it no more, and a new player may join it.
     *
     * @param code the game's code
     * @param authorization the request's {@code Authorization} header, with the seat's secret
     * @return the game
     */
    Api.LobbyGame leave(String code, String authorization) {
        return withTable(code, table -> {
            int seat = seatOf(table, authorization, "leave");
            table.names[seat] = null;
            table.secrets[seat] = null;
            saveSeats(table);
            broadcast(table);
            return view(table, 0);
        });
    }

    /**
     * A rematch of a game over: the same players in the same seats, holding the same secrets, in a new game. Asked
     * again, by either player, the same rematch.
     *
     * @param code the game's code
     * @param authorization the request's {@code Authorization} header, with a seat's secret
     * @return the seat in the rematch and the rematch
     */
    Api.LobbySeat rematch(String code, String authorization) {
        int[] seat = new int[1];
        String next = withTable(code, table -> {
            seat[0] = seatOf(table, authorization, "ask for a rematch");
            if (!table.over()) {
                throw new Refused(409, "game " + code + " is not over; a rematch follows a game's end");
            }
            if (table.rematch == null) {
                if (table.names[0] == null || table.names[1] == null) {
                    throw new Refused(409, "a seat of game " + code + " is free; a rematch is for both players");
                }
                Dice dice = served.savedDice(DICE_STREAMS + created.getAndIncrement());
                Table rematch = new Table(newCode(), table.rules, table.ruleset, dice.save().orElseThrow(),
                        table.creator, clock.getAsLong());
                System.arraycopy(table.names, 0, rematch.names, 0, 2);
                System.arraycopy(table.secrets, 0, rematch.secrets, 0, 2);
                start(rematch);
                keep(rematch);
                store().rematch(code, rematch.code);
                table.rematch = rematch.code;
                broadcast(table);
            }
            return table.rematch;
        });
        return withTable(next, rematch -> new Api.LobbySeat(next, seat[0], null, view(rematch, 0)));
    }

    /**
     * A game with every turn.
     *
     * @param code its code
     * @return the game
     */
    Api.LobbyGame game(String code) {
        return withTable(code, table -> {
            return view(table, 0);
        });
    }

    /**
     * The games waiting for a player, newest first.
     *
     * @return at most {@value #MAX_LISTED} games
     */
    Api.OpenGames open() {
        List<Api.OpenGame> open = new ArrayList<>();
        for (LobbyStore.Waiting game : store().waiting(MAX_LISTED)) {
            String name;
            try {
                name = served.rulesetOf(served.rules(new Api.Setup(game.ruleset(), null, null, null, null))).name();
            } catch (HogException e) {
                // A game of a ruleset this server no longer has: no one can play it here.
                continue;
            }
            open.add(new Api.OpenGame(game.code(), game.ruleset(), name, game.goal(), game.name(),
                    Instant.ofEpochMilli(game.createdAt()).toString()));
        }
        return new Api.OpenGames(open);
    }

    /**
     * Follows a game: its changes as server-sent events, from the turn after {@code after}.
     *
     * @param exchange the request, answered as a stream that stays open
     * @param code the game's code
     * @param after the turns the follower has had already
     */
    void follow(Exchange exchange, String code, long after) {
        withTable(code, table -> {
            table.followers.removeIf(Follower::closed);
            if (table.followers.size() >= MAX_FOLLOWERS) {
                throw new Games.Busy("game " + code + " has its most followers, " + MAX_FOLLOWERS
                        + "; try again in a minute", 60);
            }
            if (live.incrementAndGet() > MAX_LIVE) {
                live.decrementAndGet();
                throw new Games.Busy("the server has its most live connections, " + MAX_LIVE
                        + "; try again in a minute", 60);
            }
            Follower follower = new Follower(exchange, live::decrementAndGet);
            table.followers.add(follower);
            follower.send(event(table, (int) Math.max(0, Math.min(after, table.turns.size()))));
            follower.had = table.turns.size();
            return null;
        });
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Tables

    /** A game in memory. Every field is read and written under the table's lock. */
    private static final class Table {
        final String code;
        final GameDefinition rules;
        final Ruleset ruleset;
        final String dice;
        final String creator;
        final long createdAt;
        final String[] names = new String[2];
        final String[] secrets = new String[2];
        final List<RawValue> turns = new ArrayList<>();
        final List<Follower> followers = new ArrayList<>();
        List<String> startedNames;
        Match match;
        String rematch;
        long updatedAt;
        /** Whether the lobby let go of this table: work on the game takes the one it holds now. */
        boolean gone;

        Table(String code, GameDefinition rules, Ruleset ruleset, String dice, String creator, long createdAt) {
            this.code = code;
            this.rules = rules;
            this.ruleset = ruleset;
            this.dice = dice;
            this.creator = creator;
            this.createdAt = createdAt;
            this.updatedAt = createdAt;
        }

        boolean over() {
            return match != null && match.isOver();
        }
    }

    /**
     * Does work on a game under its table's lock, with the table the lobby holds for it: one let go meanwhile (after a
     * write the database refused, or as idle) is read again from the database.
     */
    private <T> T withTable(String code, java.util.function.Function<Table, T> work) {
        while (true) {
            Table table = table(code);
            synchronized (table) {
                if (!table.gone) {
                    return work.apply(table);
                }
            }
        }
    }

    private Table table(String code) {
        Table table = tables.get(code);
        if (table != null) {
            return table;
        }
        if (!code.matches("[" + Secrets.CODE_LETTERS + "]{" + CODE_LENGTH + "}")) {
            throw new Games.Gone("no game has the code '" + code.substring(0, Math.min(code.length(), 20)) + "': a"
                    + " code is " + CODE_LENGTH + " letters and digits, such as K7QX2M");
        }
        LobbyStore.Stored stored = store().find(code).orElseThrow(() -> new Games.Gone("no game has the code "
                + code + ": it never did, or it was cleaned up (docs/lobby.md says when)"));
        Table loaded = load(stored);
        Table raced = tables.putIfAbsent(code, loaded);
        return raced == null ? loaded : raced;
    }

    private Table load(LobbyStore.Stored stored) {
        GameDefinition rules;
        try {
            rules = served.rules(new Api.Setup(stored.ruleset(), Storage.options(stored.optionsJson()),
                    stored.goal(), null, null));
        } catch (HogException e) {
            throw new Games.Gone("game " + stored.code() + " is of a set-up this server does not offer now: "
                    + e.getMessage());
        }
        Ruleset ruleset = served.rulesetOf(rules);
        Table table = new Table(stored.code(), rules, ruleset, stored.dice(), stored.creator(), stored.createdAt());
        System.arraycopy(stored.names(), 0, table.names, 0, 2);
        System.arraycopy(stored.secrets(), 0, table.secrets, 0, 2);
        table.rematch = stored.rematch();
        table.updatedAt = stored.updatedAt();
        if (stored.startedNamesJson() != null) {
            table.startedNames = readList(stored.startedNamesJson());
            List<String> turns = store().turns(stored.code());
            table.match = Match.restore(ruleset, MatchSnapshots.read(saved(stored, turns), "game " + stored.code()))
                    .commentary(served.commentary(rules, PlayerNames.of(table.startedNames.get(0),
                            table.startedNames.get(1))))
                    .build();
            for (String turn : turns) {
                table.turns.add(new RawValue(turn));
            }
        }
        return table;
    }

    /**
     * A game as a saved match (docs/saves.md), from what the database keeps of it: its set-up, its turns each in the
     * JSON form of a turn that a save holds too, and the dice after them.
     */
    private static String saved(LobbyStore.Stored stored, List<String> turns) {
        ObjectNode saved = Json.mapper().createObjectNode();
        saved.put("version", 2);
        saved.put("ruleset", stored.ruleset());
        saved.putRawValue("options", new RawValue(stored.optionsJson()));
        saved.put("goal", stored.goal());
        saved.putArray("start").add(0).add(0);
        saved.putRawValue("turns", new RawValue("[" + String.join(",", turns) + "]"));
        saved.put("dice", stored.dice());
        return saved.toString();
    }

    /** Starts a game whose seats are both taken: its match, with its dice and its players' names. */
    private void start(Table table) {
        table.startedNames = List.of(table.names[0], table.names[1]);
        table.match = Match.builder(table.rules).dice(Dice.restore(table.dice))
                .commentary(served.commentary(table.rules, PlayerNames.of(table.names[0], table.names[1])))
                .build();
    }

    private void keep(Table table) {
        long now = clock.getAsLong();
        String started = table.startedNames == null ? null : Storage.json(table.startedNames);
        LobbyStore.Stored stored = new LobbyStore.Stored(table.code, table.rules.rulesetId(),
                Storage.json(table.rules.options().asMap()), table.rules.goal(), table.names.clone(),
                table.secrets.clone(), started, table.dice, 0, false, table.creator, now, now, null);
        if (!store().insert(stored)) {
            throw new IllegalStateException("two games drew the code " + table.code);
        }
        tables.put(table.code, table);
    }

    private void saveSeats(Table table) {
        table.updatedAt = clock.getAsLong();
        try {
            store().seats(table.code, table.names, table.secrets,
                    table.startedNames == null ? null : Storage.json(table.startedNames), table.updatedAt);
        } catch (RuntimeException e) {
            forget(table);
            throw e;
        }
    }

    /** Lets go of a table in memory, and its followers, who reconnect to the game as the database has it. */
    private void forget(Table table) {
        table.gone = true;
        tables.remove(table.code, table);
        for (Follower follower : table.followers) {
            follower.end();
        }
        table.followers.clear();
    }

    private String newCode() {
        for (int attempt = 0; attempt < 100; attempt++) {
            String drawn = Secrets.code(CODE_LENGTH);
            if (!tables.containsKey(drawn) && store().find(drawn).isEmpty()) {
                return drawn;
            }
        }
        throw new IllegalStateException("no free code in 100 draws");
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Seats

    /** The seat whose secret the header holds, or a 401 or 403 that says why none. */
    private static int seatOf(Table table, String authorization, String what) {
        String given = Secrets.bearer(authorization, "to " + what + " in game " + table.code, "your seat's secret,"
                + " which creating or joining the game gave");
        for (int seat = 0; seat < 2; seat++) {
            if (Secrets.matches(given, table.secrets[seat])) {
                return seat;
            }
        }
        throw new Refused(403, "that secret holds no seat of game " + table.code + ": a secret holds the seat it was"
                + " given for, until its player leaves it");
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Views and events

    private static Api.LobbyGame view(Table table, int from) {
        Api.LobbySetup setup = new Api.LobbySetup(table.rules.rulesetId(), table.rules.options().asMap(),
                table.rules.goal());
        List<String> names = Arrays.asList(table.names.clone());
        List<RawValue> turns = List.copyOf(table.turns.subList(from, table.turns.size()));
        Match match = table.match;
        if (match == null) {
            return new Api.LobbyGame(table.code, setup, names, false, from, turns,
                    PageApi.state(table.rules.start(0, 0)), false, null, null, null, null, table.rematch);
        }
        if (match.isOver()) {
            return new Api.LobbyGame(table.code, setup, names, true, from, turns, PageApi.state(match.state()), true,
                    match.winner().getAsInt(), null, null, null, table.rematch);
        }
        PageApi.Moves moves = PageApi.Moves.of(match);
        return new Api.LobbyGame(table.code, setup, names, true, from, turns, PageApi.state(match.state()), false,
                null, moves.sides(), moves.legalDice(), moves.refusals(), table.rematch);
    }

    /**
     * Tells every follower of a game what they have not had, each event written once for the followers that had the
     * same turns. Under the table's lock.
     */
    private static void broadcast(Table table) {
        table.followers.removeIf(Follower::closed);
        int from = -1;
        String event = null;
        for (Follower follower : table.followers) {
            if (event == null || follower.had != from) {
                from = follower.had;
                event = event(table, from);
            }
            follower.had = table.turns.size();
            follower.send(event);
        }
    }

    /** The event that brings a follower who had {@code from} turns up to date: the game, with the turns after. */
    private static String event(Table table, int from) {
        String data;
        try {
            data = Json.mapper().writeValueAsString(view(table, from));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        return "id: " + table.turns.size() + "\nevent: game\ndata: " + data + "\n\n";
    }

    private void heartbeat() {
        for (Table table : tables.values()) {
            synchronized (table) {
                table.followers.removeIf(Follower::closed);
                for (Follower follower : table.followers) {
                    follower.send(": still here\n\n");
                }
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Clean-up

    private void cleanUpQuietly() {
        try {
            cleanUp();
        } catch (RuntimeException e) {
            // The database is out of reach for now: the next minute tries again.
        }
    }

    /**
     * Lets go of the games past their time, in the database and in memory, and of the games in memory that no one
     * follows and nothing changed for a while.
     *
     * @return the codes of the games let go from the database
     */
    List<String> cleanUp() {
        if (!opened) {
            return List.of();
        }
        long now = clock.getAsLong();
        List<String> gone = store().cleanUp(now - limits.waiting().toMillis(), now - limits.playing().toMillis(),
                now - limits.finished().toMillis());
        for (String code : gone) {
            Table table = tables.get(code);
            if (table != null) {
                synchronized (table) {
                    forget(table);
                }
            }
        }
        for (Table table : tables.values()) {
            synchronized (table) {
                table.followers.removeIf(Follower::closed);
                if (table.followers.isEmpty() && now - table.updatedAt > KEPT_IN_MEMORY_MILLIS) {
                    table.gone = true;
                    tables.remove(table.code, table);
                }
            }
        }
        return gone;
    }

    /** Stops the timer and ends every follower's stream; the database stays open, its owner's to close. */
    @Override
    public void close() {
        timer.shutdownNow();
        for (Table table : tables.values()) {
            synchronized (table) {
                forget(table);
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------------------

    private static List<String> readList(String json) {
        try {
            return Json.mapper().readValue(json, new TypeReference<List<String>>() { });
        } catch (JsonProcessingException e) {
            throw new HogException("the kept names are not a JSON array of text: " + e.getOriginalMessage());
        }
    }
}
