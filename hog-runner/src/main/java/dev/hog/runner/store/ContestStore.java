package dev.hog.runner.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * The strategy contests in a {@link Database}: each contest's set-up, its entries, the tables they play, and the
 * exact result of every pair of distinct tables played so far, by the tables' content hashes.
 *
 * <p>Thread-safe: every call is a transaction of its own.
 */
public final class ContestStore {
    private final Database database;

    /**
     * The contests of a database.
     *
     * @param database the database, migrated
     */
    public ContestStore(Database database) {
        this.database = database;
    }

    /**
     * A contest as kept.
     *
     * @param id its id
     * @param name its name
     * @param ruleset the ruleset's id
     * @param optionsJson the option values, a JSON object of text
     * @param goal the goal
     * @param deadline when it closes, in milliseconds since the epoch
     * @param maxEntries the most entries
     * @param adminSecret the SHA-256 of the administrator's secret, in hex
     * @param closedAt when the administrator closed it, or {@code null}
     * @param creator the address that opened it
     * @param createdAt when it was opened
     * @param archivedJson its final standings, once archived
     */
    public record Contest(String id, String name, String ruleset, String optionsJson, int goal, long deadline,
            int maxEntries, String adminSecret, Long closedAt, String creator, long createdAt, String archivedJson) {
    }

    /**
     * An entry.
     *
     * @param name its name
     * @param secret the SHA-256 of its secret, in hex
     * @param hash its table's content hash
     * @param submittedAt when its table was submitted
     */
    public record Entry(String name, String secret, String hash, long submittedAt) {
    }

    /**
     * A table as submitted.
     *
     * @param hash its content hash
     * @param text its text
     * @param format {@code json} or {@code csv}
     */
    public record Table(String hash, String text, String format) {
    }

    /**
     * The result of a pair of tables.
     *
     * @param a the first table's hash, the smaller
     * @param b the second's
     * @param first a's chance of winning moving first
     * @param second a's chance of winning moving second
     */
    public record Pair(String a, String b, double first, double second) {
    }

    /**
     * Keeps a new contest.
     *
     * @param contest the contest
     */
    public void insert(Contest contest) {
        database.transaction(connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO contest (id, name, ruleset,"
                    + " options_json, goal, deadline, max_entries, admin_secret, closed_at, creator, created_at,"
                    + " archived_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, contest.id());
                insert.setString(2, contest.name());
                insert.setString(3, contest.ruleset());
                insert.setString(4, contest.optionsJson());
                insert.setInt(5, contest.goal());
                insert.setLong(6, contest.deadline());
                insert.setInt(7, contest.maxEntries());
                insert.setString(8, contest.adminSecret());
                if (contest.closedAt() == null) {
                    insert.setNull(9, Types.BIGINT);
                } else {
                    insert.setLong(9, contest.closedAt());
                }
                insert.setString(10, contest.creator());
                insert.setLong(11, contest.createdAt());
                insert.setString(12, contest.archivedJson());
                insert.executeUpdate();
            }
            return null;
        });
    }

    /**
     * Every contest, oldest first.
     *
     * @return the contests
     */
    public List<Contest> contests() {
        return database.transaction(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT id, name, ruleset, options_json,"
                    + " goal, deadline, max_entries, admin_secret, closed_at, creator, created_at, archived_json"
                    + " FROM contest ORDER BY created_at, id");
                    ResultSet rows = select.executeQuery()) {
                List<Contest> contests = new ArrayList<>();
                while (rows.next()) {
                    long closedAt = rows.getLong(9);
                    contests.add(new Contest(rows.getString(1), rows.getString(2), rows.getString(3),
                            rows.getString(4), rows.getInt(5), rows.getLong(6), rows.getInt(7), rows.getString(8),
                            rows.wasNull() ? null : closedAt, rows.getString(10), rows.getLong(11),
                            rows.getString(12)));
                }
                return contests;
            }
        });
    }

    /**
     * A contest's entries, in the order first submitted.
     *
     * @param contest the contest's id
     * @return the entries
     */
    public List<Entry> entries(String contest) {
        return database.transaction(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT name, secret, hash, submitted_at"
                    + " FROM contest_entry WHERE contest_id = ? ORDER BY submitted_at, name")) {
                select.setString(1, contest);
                List<Entry> entries = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        entries.add(new Entry(rows.getString(1), rows.getString(2), rows.getString(3),
                                rows.getLong(4)));
                    }
                }
                return entries;
            }
        });
    }

    /**
     * A contest's tables.
     *
     * @param contest the contest's id
     * @return the tables
     */
    public List<Table> tables(String contest) {
        return database.transaction(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT hash, table_text, table_format"
                    + " FROM contest_table WHERE contest_id = ?")) {
                select.setString(1, contest);
                List<Table> tables = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        tables.add(new Table(rows.getString(1), rows.getString(2), rows.getString(3)));
                    }
                }
                return tables;
            }
        });
    }

    /**
     * A contest's pairs played.
     *
     * @param contest the contest's id
     * @return the pairs
     */
    public List<Pair> pairs(String contest) {
        return database.transaction(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT hash_a, hash_b, rate_first,"
                    + " rate_second FROM contest_pair WHERE contest_id = ?")) {
                select.setString(1, contest);
                List<Pair> pairs = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        pairs.add(new Pair(rows.getString(1), rows.getString(2), rows.getDouble(3),
                                rows.getDouble(4)));
                    }
                }
                return pairs;
            }
        });
    }

    /**
     * Keeps an entry's table: a new entry, or a replacement of its table, and the table if the contest has not had
     * it, in one transaction.
     *
     * @param contest the contest's id
     * @param entry the entry
     * @param table its table
     */
    public void submit(String contest, Entry entry, Table table) {
        database.transaction(connection -> {
            try (PreparedStatement exists = connection.prepareStatement("SELECT 1 FROM contest_table"
                    + " WHERE contest_id = ? AND hash = ?")) {
                exists.setString(1, contest);
                exists.setString(2, table.hash());
                boolean kept;
                try (ResultSet row = exists.executeQuery()) {
                    kept = row.next();
                }
                if (!kept) {
                    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO contest_table"
                            + " (contest_id, hash, table_text, table_format) VALUES (?, ?, ?, ?)")) {
                        insert.setString(1, contest);
                        insert.setString(2, table.hash());
                        insert.setString(3, table.text());
                        insert.setString(4, table.format());
                        insert.executeUpdate();
                    }
                }
            }
            try (PreparedStatement update = connection.prepareStatement("UPDATE contest_entry SET hash = ?,"
                    + " submitted_at = ? WHERE contest_id = ? AND name = ?")) {
                update.setString(1, entry.hash());
                update.setLong(2, entry.submittedAt());
                update.setString(3, contest);
                update.setString(4, entry.name());
                if (update.executeUpdate() == 0) {
                    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO contest_entry"
                            + " (contest_id, name, secret, hash, submitted_at) VALUES (?, ?, ?, ?, ?)")) {
                        insert.setString(1, contest);
                        insert.setString(2, entry.name());
                        insert.setString(3, entry.secret());
                        insert.setString(4, entry.hash());
                        insert.setLong(5, entry.submittedAt());
                        insert.executeUpdate();
                    }
                }
            }
            return null;
        });
    }

    /**
     * Withdraws an entry.
     *
     * @param contest the contest's id
     * @param name the entry's name
     */
    public void withdraw(String contest, String name) {
        update("DELETE FROM contest_entry WHERE contest_id = ? AND name = ?", contest, name);
    }

    /**
     * Keeps pairs played, in one transaction.
     *
     * @param contest the contest's id
     * @param pairs the pairs
     */
    public void played(String contest, List<Pair> pairs) {
        database.transaction(connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO contest_pair (contest_id,"
                    + " hash_a, hash_b, rate_first, rate_second) VALUES (?, ?, ?, ?, ?)")) {
                for (Pair pair : pairs) {
                    insert.setString(1, contest);
                    insert.setString(2, pair.a());
                    insert.setString(3, pair.b());
                    insert.setDouble(4, pair.first());
                    insert.setDouble(5, pair.second());
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            return null;
        });
    }

    /**
     * Closes a contest before its deadline.
     *
     * @param contest the contest's id
     * @param at when
     */
    public void close(String contest, long at) {
        database.transaction(connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE contest SET closed_at = ?"
                    + " WHERE id = ?")) {
                update.setLong(1, at);
                update.setString(2, contest);
                update.executeUpdate();
            }
            return null;
        });
    }

    /**
     * Archives a contest's final standings.
     *
     * @param contest the contest's id
     * @param standingsJson the standings
     */
    public void archive(String contest, String standingsJson) {
        update("UPDATE contest SET archived_json = ? WHERE id = ?", standingsJson, contest);
    }

    /**
     * Lets go of the contests whose deadline passed before a time, with everything of theirs.
     *
     * @param before the time, in milliseconds since the epoch
     * @return the ids let go
     */
    public List<String> cleanUp(long before) {
        return database.transaction(connection -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT id FROM contest WHERE deadline < ?")) {
                select.setLong(1, before);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        ids.add(rows.getString(1));
                    }
                }
            }
            for (String id : ids) {
                for (String table : List.of("contest_pair", "contest_entry", "contest_table")) {
                    try (PreparedStatement delete = connection.prepareStatement("DELETE FROM " + table
                            + " WHERE contest_id = ?")) {
                        delete.setString(1, id);
                        delete.executeUpdate();
                    }
                }
                try (PreparedStatement delete = connection.prepareStatement("DELETE FROM contest WHERE id = ?")) {
                    delete.setString(1, id);
                    delete.executeUpdate();
                }
            }
            return ids;
        });
    }

    private void update(String sql, String first, String second) {
        database.transaction(connection -> {
            try (PreparedStatement update = connection.prepareStatement(sql)) {
                update.setString(1, first);
                update.setString(2, second);
                update.executeUpdate();
            }
            return null;
        });
    }
}
