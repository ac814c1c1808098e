package dev.hog.runner.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The lobby's games in a {@link Database}: a row a game, with its set-up, its seats, and the match after its last
 * turn, and a row a turn. A turn is written with the match after it in one transaction, so that the database never
 * holds one without the other.
 *
 * <p>Thread-safe: every call is a transaction of its own.
 */
public final class LobbyStore {
    private static final String COLUMNS = "code, ruleset, options_json, goal, name0, name1, secret0, secret1,"
            + " started_names_json, dice, turns, finished, creator, created_at, updated_at, rematch";

    /** The most turns committed in one transaction. */
    private static final int MOST_IN_A_GROUP = 1_000;

    private final Database database;
    private final BlockingQueue<Turn> turns = new LinkedBlockingQueue<>();

    /**
     * The lobby of a database.
     *
     * @param database the database, migrated
     */
    public LobbyStore(Database database) {
        this.database = database;
        Thread writer = new Thread(this::writeTurns, "hog-serve-turns");
        writer.setDaemon(true);
        writer.start();
    }

    /**
     * A game as kept.
     *
     * @param code its code
     * @param ruleset the ruleset's id
     * @param optionsJson the option values, a JSON object of text
     * @param goal the goal
     * @param names the seats' holders' names, {@code null} for a free seat
     * @param secrets the SHA-256 of the seats' secrets in hex, {@code null} for a free seat
     * @param startedNamesJson the names the commentary says, a JSON array, once the game has started
     * @param dice the dice after the last turn, or before the first
     * @param turns the turns played
     * @param finished whether the game is over
     * @param creator the address that created it
     * @param createdAt when it was created, in milliseconds since the epoch
     * @param updatedAt when it last changed, likewise
     * @param rematch the code of its rematch, if there is one
     */
    public record Stored(String code, String ruleset, String optionsJson, int goal, String[] names, String[] secrets,
            String startedNamesJson, String dice, int turns, boolean finished, String creator,
            long createdAt, long updatedAt, String rematch) {
    }

    /**
     * A game waiting for a player.
     *
     * @param code its code
     * @param ruleset the ruleset's id
     * @param goal the goal
     * @param name the name of the player waiting
     * @param createdAt when it was created, in milliseconds since the epoch
     */
    public record Waiting(String code, String ruleset, int goal, String name, long createdAt) {
    }

    /**
     * Keeps a new game.
     *
     * @param game the game
     * @return {@code false} if a game with its code is kept already
     */
    public boolean insert(Stored game) {
        return database.transaction(connection -> {
            try (PreparedStatement exists = connection.prepareStatement("SELECT 1 FROM lobby_game WHERE code = ?")) {
                exists.setString(1, game.code());
                try (ResultSet row = exists.executeQuery()) {
                    if (row.next()) {
                        return false;
                    }
                }
            }
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO lobby_game (" + COLUMNS
                    + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, game.code());
                insert.setString(2, game.ruleset());
                insert.setString(3, game.optionsJson());
                insert.setInt(4, game.goal());
                insert.setString(5, game.names()[0]);
                insert.setString(6, game.names()[1]);
                insert.setString(7, game.secrets()[0]);
                insert.setString(8, game.secrets()[1]);
                insert.setString(9, game.startedNamesJson());
                insert.setString(10, game.dice());
                insert.setInt(11, game.turns());
                insert.setBoolean(12, game.finished());
                insert.setString(13, game.creator());
                insert.setLong(14, game.createdAt());
                insert.setLong(15, game.updatedAt());
                insert.setString(16, game.rematch());
                insert.executeUpdate();
            }
            return true;
        });
    }

    /**
     * A game by its code.
     *
     * @param code the code
     * @return the game, if it is kept
     */
    public Optional<Stored> find(String code) {
        return database.transaction(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT " + COLUMNS
                    + " FROM lobby_game WHERE code = ?")) {
                select.setString(1, code);
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(stored(row)) : Optional.empty();
                }
            }
        });
    }

    /**
     * The JSON of every turn of a game, in order.
     *
     * @param code the game's code
     * @return the turns
     */
    public List<String> turns(String code) {
        return database.transaction(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT turn_json FROM lobby_turn"
                    + " WHERE code = ? ORDER BY turn_number")) {
                select.setString(1, code);
                List<String> turns = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        turns.add(rows.getString(1));
                    }
                }
                return turns;
            }
        });
    }

    /**
     * Keeps a game's seats, and the names of its start if it has started.
     *
     * @param code the game's code
     * @param names the holders' names
     * @param secrets the hashes of their secrets
     * @param startedNamesJson the commentary's names once started, else {@code null}
     * @param now the time, in milliseconds since the epoch
     */
    public void seats(String code, String[] names, String[] secrets, String startedNamesJson, long now) {
        database.transaction(connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE lobby_game SET name0 = ?, name1 = ?,"
                    + " secret0 = ?, secret1 = ?, started_names_json = ?, updated_at = ? WHERE code = ?")) {
                update.setString(1, names[0]);
                update.setString(2, names[1]);
                update.setString(3, secrets[0]);
                update.setString(4, secrets[1]);
                update.setString(5, startedNamesJson);
                update.setLong(6, now);
                update.setString(7, code);
                update.executeUpdate();
            }
            return null;
        });
    }

    /**
     * Keeps a turn and the dice after it, in one transaction, and returns once they are committed. Turns kept at once
     * by several threads are committed together, in one transaction, so that a busy lobby commits a group of turns
     * where it would commit each.
     *
     * @param code the game's code
     * @param number the turn's number, from 0
     * @param turnJson the turn
     * @param dice the dice after it
     * @param finished whether the game is over after it
     * @param now the time, in milliseconds since the epoch
     * @throws Database.Unavailable if the database did not keep it
     */
    public void turn(String code, int number, String turnJson, String dice, boolean finished, long now) {
        Turn turn = new Turn(code, number, turnJson, dice, finished, now, new CompletableFuture<>());
        turns.add(turn);
        try {
            turn.kept().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Database.Unavailable("interrupted while the database kept a turn");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure
                    : new Database.Unavailable(String.valueOf(e.getCause()), e.getCause());
        }
    }

    /** A turn to keep, and when it is kept. */
    private record Turn(String code, int number, String turnJson, String dice, boolean finished, long now,
            CompletableFuture<Void> kept) {
    }

    /** Keeps the turns waiting, as many as there are at once, a transaction for them all; until the database closes. */
    private void writeTurns() {
        List<Turn> group = new ArrayList<>();
        while (!database.isClosed()) {
            try {
                Turn first = turns.poll(1, TimeUnit.SECONDS);
                if (first == null) {
                    continue;
                }
                group.add(first);
            } catch (InterruptedException e) {
                return;
            }
            turns.drainTo(group, MOST_IN_A_GROUP - 1);
            try {
                database.transaction(connection -> {
                    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO lobby_turn (code,"
                            + " turn_number, turn_json) VALUES (?, ?, ?)");
                            PreparedStatement update = connection.prepareStatement("UPDATE lobby_game SET dice = ?,"
                                    + " turns = ?, finished = ?, updated_at = ? WHERE code = ?")) {
                        for (Turn turn : group) {
                            insert.setString(1, turn.code());
                            insert.setInt(2, turn.number());
                            insert.setString(3, turn.turnJson());
                            insert.addBatch();
                            update.setString(1, turn.dice());
                            update.setInt(2, turn.number() + 1);
                            update.setBoolean(3, turn.finished());
                            update.setLong(4, turn.now());
                            update.setString(5, turn.code());
                            update.addBatch();
                        }
                        insert.executeBatch();
                        update.executeBatch();
                    }
                    return null;
                });
                group.forEach(turn -> turn.kept().complete(null));
            } catch (RuntimeException e) {
                group.forEach(turn -> turn.kept().completeExceptionally(e));
            }
            group.clear();
        }
        Turn left;
        while ((left = turns.poll()) != null) {
            left.kept().completeExceptionally(new Database.Unavailable(database.described() + " is closed"));
        }
    }

    /**
     * Keeps a game's rematch.
     *
     * @param code the game's code
     * @param rematch the rematch's code
     */
    public void rematch(String code, String rematch) {
        database.transaction(connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE lobby_game SET rematch = ?"
                    + " WHERE code = ?")) {
                update.setString(1, rematch);
                update.setString(2, code);
                update.executeUpdate();
            }
            return null;
        });
    }

    /**
     * The games with a free seat, not over, newest first.
     *
     * @param most the most to list
     * @return the games
     */
    public List<Waiting> waiting(int most) {
        return database.transaction(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT code, ruleset, goal, name0, name1,"
                    + " created_at FROM lobby_game WHERE finished = FALSE AND (name0 IS NULL OR name1 IS NULL)"
                    + " AND NOT (name0 IS NULL AND name1 IS NULL) ORDER BY created_at DESC, code")) {
                select.setMaxRows(most);
                List<Waiting> games = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        String name = rows.getString(4) != null ? rows.getString(4) : rows.getString(5);
                        games.add(new Waiting(rows.getString(1), rows.getString(2), rows.getInt(3), name,
                                rows.getLong(6)));
                    }
                }
                return games;
            }
        });
    }

    /**
     * How many games are not over, in all and of one creator.
     *
     * @param creator the creator's address
     * @return the two counts, in all first
     */
    public int[] unfinished(String creator) {
        return database.transaction(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT COUNT(*), COALESCE(SUM(CASE WHEN"
                    + " creator = ? THEN 1 ELSE 0 END), 0) FROM lobby_game WHERE finished = FALSE")) {
                select.setString(1, creator);
                try (ResultSet row = select.executeQuery()) {
                    row.next();
                    return new int[] {row.getInt(1), row.getInt(2)};
                }
            }
        });
    }

    /**
     * Lets go of the games past their time: waiting for a player since {@code waitingBefore}, in play without a turn
     * since {@code playingBefore}, over since {@code finishedBefore}.
     *
     * @param waitingBefore games created before this that never started go
     * @param playingBefore games not over that last changed before this go
     * @param finishedBefore games over that last changed before this go
     * @return the codes of the games let go
     */
    public List<String> cleanUp(long waitingBefore, long playingBefore, long finishedBefore) {
        return database.transaction(connection -> {
            String expired = "(started_names_json IS NULL AND created_at < ?) OR (finished = FALSE AND updated_at < ?)"
                    + " OR (finished = TRUE AND updated_at < ?)";
            List<String> codes = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT code FROM lobby_game WHERE "
                    + expired)) {
                select.setLong(1, waitingBefore);
                select.setLong(2, playingBefore);
                select.setLong(3, finishedBefore);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        codes.add(rows.getString(1));
                    }
                }
            }
            for (String code : codes) {
                try (PreparedStatement turns = connection.prepareStatement("DELETE FROM lobby_turn WHERE code = ?");
                        PreparedStatement game = connection.prepareStatement("DELETE FROM lobby_game WHERE code = ?")) {
                    turns.setString(1, code);
                    turns.executeUpdate();
                    game.setString(1, code);
                    game.executeUpdate();
                }
            }
            return codes;
        });
    }

    private static Stored stored(ResultSet row) throws SQLException {
        return new Stored(row.getString(1), row.getString(2), row.getString(3), row.getInt(4),
                new String[] {row.getString(5), row.getString(6)}, new String[] {row.getString(7), row.getString(8)},
                row.getString(9), row.getString(10), row.getInt(11), row.getBoolean(12), row.getString(13),
                row.getLong(14), row.getLong(15), row.getString(16));
    }
}
