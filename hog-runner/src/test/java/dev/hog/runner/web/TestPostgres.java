package dev.hog.runner.web;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/**
 * Databases of their own on the PostgreSQL server {@code HOG_TEST_POSTGRES} names (a JDBC URL of a user who may create
 * databases; the gate installs Debian's {@code postgresql} and starts one), dropped when closed. Without that server a
 * test is skipped, saying so, unless {@code HOG_REQUIRE_POSTGRES=1} (as the gate sets it) makes that a failure.
 */
final class TestPostgres implements AutoCloseable {
    private final String admin;
    private final List<String> created = new ArrayList<>();

    private TestPostgres(String admin) {
        this.admin = admin;
    }

    /**
     * The server, or the test skipped (or failed, where one is required).
     *
     * @return databases of the server, none made yet
     */
    static TestPostgres server() {
        String admin = System.getenv("HOG_TEST_POSTGRES");
        if (admin == null || admin.isBlank()) {
            String why = "HOG_TEST_POSTGRES names no PostgreSQL server to test on (a JDBC URL such as"
                    + " jdbc:postgresql://127.0.0.1:5432/postgres?user=hog)";
            if ("1".equals(System.getenv("HOG_REQUIRE_POSTGRES"))) {
                throw new AssertionError(why + ", and HOG_REQUIRE_POSTGRES=1 requires one");
            }
            Assumptions.abort(why);
        }
        return new TestPostgres(admin);
    }

    /**
     * Creates a database of its own.
     *
     * @param name the start of its name
     * @return its JDBC URL, with the server's user
     * @throws SQLException if it cannot be created
     */
    String database(String name) throws SQLException {
        String database = name + "_" + HexFormat.of().formatHex(new SecureRandom().generateSeed(4));
        try (Connection connection = DriverManager.getConnection(admin);
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + database);
        }
        created.add(database);
        return admin.replaceFirst("^(jdbc:postgresql://[^/?]+)(/[^?]*)?", "$1/" + database);
    }

    /** Drops the databases made. */
    @Override
    public void close() {
        try (Connection connection = DriverManager.getConnection(admin);
                Statement statement = connection.createStatement()) {
            for (String database : created) {
                statement.execute("DROP DATABASE IF EXISTS " + database);
            }
        } catch (SQLException e) {
            // Left behind for the server's owner: the test's result stands.
        }
    }
}
