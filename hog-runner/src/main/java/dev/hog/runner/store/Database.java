package dev.hog.runner.store;

import dev.hog.api.HogException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * A database reached through JDBC, its schema brought to this version's at start, and a few connections kept open
 * for the work done in it.
 *
 * <p>Two kinds are known: H2, embedded, in a file ({@code jdbc:h2:file:PATH}) or in memory ({@code jdbc:h2:mem:NAME}),
 * and PostgreSQL ({@code jdbc:postgresql://HOST/NAME}). An H2 database is opened so that every commit is written to
 * its file before the commit returns: a process killed with {@code kill -9} keeps every transaction it committed.
 *
 * <p>Work runs in a transaction on a connection of its own ({@link #transaction}); at most 4 (H2) or 8 (PostgreSQL) run
 * at once, and more wait for a free connection a bounded time. A connection that fails is closed and replaced.
 * Thread-safe.
 */
public final class Database implements AutoCloseable {
    /** Where the migrations are, in the jar. */
    static final String MIGRATIONS = "classpath:dev/hog/runner/store/migration";
    /** How long work waits for a free connection before the database counts as busy. */
    private static final long WAIT_SECONDS = 10;
    /** Flyway's words for a migration the database has and this version does not. */
    private static final Pattern NEWER = Pattern.compile("migration not resolved locally: ([0-9][0-9._]*)");
    private static final Pattern H2_FILE = Pattern.compile("jdbc:h2:(?:file:)?([^;]+)(;.*)?");

    private final String url;
    private final Properties credentials;
    private final String described;
    private final boolean h2;
    private final BlockingQueue<Connection> idle;
    private final Semaphore permits;
    private volatile boolean closed;

    /** Work done in a transaction. */
    @FunctionalInterface
    public interface Work<T> {
        /**
         * Does the work.
         *
         * @param connection the connection, in a transaction that commits when the work returns
         * @return what the work gives
         * @throws SQLException if the database refuses; the transaction is rolled back
         */
        T run(Connection connection) throws SQLException;
    }

    private Database(String url, Properties credentials, int connections) {
        this.url = url;
        this.credentials = credentials;
        this.h2 = url.startsWith("jdbc:h2:");
        this.described = describe(url);
        this.idle = new ArrayBlockingQueue<>(connections);
        this.permits = new Semaphore(connections, true);
    }

    /**
     * Opens a database and migrates its schema to this version's.
     *
     * @param url the JDBC URL: {@code jdbc:h2:...} or {@code jdbc:postgresql://...}
     * @param user the user, or {@code null} for the URL's or none
     * @param password the password, or {@code null} for the URL's or none
     * @return the database, ready
     * @throws HogException if the URL is of no known kind, or the database cannot be reached, opened or migrated,
     *     saying which and why
     */
    public static Database open(String url, String user, String password) {
        if (!url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:postgresql:")) {
            throw new HogException("the database '" + url + "' is neither H2 (jdbc:h2:file:PATH) nor PostgreSQL"
                    + " (jdbc:postgresql://HOST/NAME)");
        }
        Properties credentials = new Properties();
        if (user == null && password == null && url.startsWith("jdbc:h2:") && !url.contains(";USER=")) {
            // H2's own default user, whom a file is created for: another program opens it as H2's tools do.
            user = "sa";
            password = "";
        }
        if (user != null) {
            credentials.setProperty("user", user);
        }
        if (password != null) {
            credentials.setProperty("password", password);
        }
        Database database = new Database(url, credentials, url.startsWith("jdbc:h2:") ? 4 : 8);
        try {
            // A connection held from the start: an H2 file stays open, and locked against other processes, for as
            // long as this database is, rather than closing with the last connection of the moment.
            database.idle.offer(database.connect());
            database.migrate();
        } catch (SQLException e) {
            database.close();
            throw new HogException("cannot open " + database.described + ": " + inUse(firstLine(e)));
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
        return database;
    }

    /**
     * An H2 database in a file, for a folder that holds it.
     *
     * @param path the file's path without {@code .mv.db}, such as {@code /home/ada/.local/share/hog/serve}
     * @return its JDBC URL
     */
    public static String h2File(java.nio.file.Path path) {
        return "jdbc:h2:file:" + path.toAbsolutePath();
    }

    /**
     * The database in words, without a password.
     *
     * @return such as {@code the H2 file /home/ada/.local/share/hog/serve.mv.db} or {@code PostgreSQL at
     *     db.example.org/hog}
     */
    public String described() {
        return described;
    }

    /** Whether the database was closed. */
    boolean isClosed() {
        return closed;
    }

    private static String describe(String url) {
        Matcher file = H2_FILE.matcher(url);
        if (url.startsWith("jdbc:h2:mem:")) {
            return "an H2 database in memory";
        }
        if (file.matches()) {
            return "the H2 file " + file.group(1) + ".mv.db";
        }
        String rest = url.substring("jdbc:postgresql:".length()).replaceFirst("^//", "");
        int query = rest.indexOf('?');
        return "PostgreSQL at " + (query < 0 ? rest : rest.substring(0, query));
    }

    private void migrate() {
        try {
            Flyway.configure(Database.class.getClassLoader())
                    .dataSource(new Connections())
                    .locations(MIGRATIONS)
                    // A database a newer hog serve migrated further is refused, not used with tables it does not know.
                    .ignoreMigrationPatterns(new String[0])
                    .loggers("slf4j")
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            Matcher newer = NEWER.matcher(String.valueOf(e.getMessage()));
            if (newer.find()) {
                throw new HogException("cannot open " + described + ": its tables are a newer hog serve's (schema"
                        + " version " + newer.group(1).replaceAll("\\.$", "") + "); run that version, or give --db"
                        + " another database");
            }
            throw new HogException("cannot open " + described + " with this version's tables: "
                    + inUse(firstLine(e)));
        }
    }

    /**
     * Runs work in a transaction: committed when it returns, rolled back when it throws.
     *
     * @param work the work
     * @param <T> what it gives
     * @return what it gave
     * @throws Unavailable if no connection is free in time, or the database fails
     */
    public <T> T transaction(Work<T> work) {
        if (closed) {
            throw new Unavailable(described + " is closed");
        }
        boolean permitted;
        try {
            permitted = permits.tryAcquire(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Unavailable("interrupted while waiting for " + described);
        }
        if (!permitted) {
            throw new Unavailable(described + " answered no work for " + WAIT_SECONDS + " s");
        }
        Connection connection = null;
        try {
            connection = idle.poll();
            if (connection == null) {
                connection = connect();
            }
            connection.setAutoCommit(false);
            T result = work.run(connection);
            connection.commit();
            idle.offer(connection);
            connection = null;
            return result;
        } catch (SQLException e) {
            throw new Unavailable(described + " failed: " + firstLine(e), e);
        } finally {
            if (connection != null) {
                rollbackAndClose(connection);
            }
            permits.release();
        }
    }

    private Connection connect() throws SQLException {
        Connection connection = DriverManager.getConnection(url, credentials);
        if (h2) {
            try (Statement statement = connection.createStatement()) {
                // Every commit reaches the file before it returns: a killed process keeps what it committed.
                statement.execute("SET WRITE_DELAY 0");
            }
        }
        return connection;
    }

    private static void rollbackAndClose(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            // Closed below, whatever state it is in.
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // Nothing more to do with a connection that failed.
        }
    }

    /** Closes the connections; work asked for afterwards is refused. */
    @Override
    public void close() {
        closed = true;
        List<Connection> open = new ArrayList<>();
        idle.drainTo(open);
        for (Connection connection : open) {
            try {
                connection.close();
            } catch (SQLException e) {
                // Closing is best effort.
            }
        }
    }

    private static String firstLine(Exception e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause && cause.getMessage() == null) {
            cause = cause.getCause();
        }
        String message = String.valueOf(cause.getMessage());
        // A connection refused or a file in use hides under Flyway's own words: the database's are clearer.
        for (Throwable inner = e.getCause(); inner != null; inner = inner.getCause()) {
            if (inner instanceof SQLException sql && sql.getMessage() != null) {
                message = sql.getMessage();
            }
        }
        message = message.strip();
        int line = message.indexOf('\n');
        return line < 0 ? message : message.substring(0, line).strip();
    }

    /** A message of H2's for a file another process has open, with what to do. */
    private static String inUse(String message) {
        return message.contains("already in use") ? "another process has it open, such as another hog serve; stop"
                + " that one, or give --db another database" : message;
    }

    /** The database is out of reach or busy: a 503 to a client of the server. */
    public static final class Unavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unavailable(String message) {
            super(message);
        }

        Unavailable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** The connections of Flyway's migration: fresh ones, closed by Flyway. */
    private final class Connections implements DataSource {
        @Override
        public Connection getConnection() throws SQLException {
            return connect();
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            return connect();
        }

        @Override
        public java.io.PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(java.io.PrintWriter out) {
            // No log of its own.
        }

        @Override
        public void setLoginTimeout(int seconds) {
            // The driver's default.
        }

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public java.util.logging.Logger getParentLogger() {
            return java.util.logging.Logger.getLogger("dev.hog.runner.store");
        }

        @Override
        public <T> T unwrap(Class<T> type) throws SQLException {
            throw new SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }
}
