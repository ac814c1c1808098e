package dev.hog.runner.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The database of {@code hog serve}: its schema made at the first start and kept at later ones, and a database of a
 * newer schema, or of an unknown kind, refused in one line. A file another process holds: {@code LobbyRestartIT}.
 */
class DatabaseTest {
    @TempDir
    Path folder;

    @Test
    void theSchemaIsMadeOnceAndANewerOneIsRefused() throws Exception {
        String url = Database.h2File(folder.resolve("games"));
        Database.open(url, null, null).close();
        Database.open(url, null, null).close();
        try (Connection connection = DriverManager.getConnection(url, "sa", "");
                Statement statement = connection.createStatement()) {
            try (ResultSet versions = statement.executeQuery("SELECT \"version\" FROM \"flyway_schema_history\""
                    + " WHERE \"success\" AND \"version\" IS NOT NULL ORDER BY \"installed_rank\"")) {
                assertThat(versions.next()).isTrue();
                assertThat(versions.getString(1)).isEqualTo("1");
            }
            statement.execute("INSERT INTO \"flyway_schema_history\" (\"installed_rank\", \"version\","
                    + " \"description\", \"type\", \"script\", \"checksum\", \"installed_by\", \"execution_time\","
                    + " \"success\") VALUES (99, '99', 'later', 'SQL',"
                    + " 'V99__later.sql', 0, 'sa', 1, TRUE)");
        }
        assertThatThrownBy(() -> Database.open(url, null, null)).isInstanceOf(HogException.class)
                .hasMessage("cannot open the H2 file " + folder.resolve("games") + ".mv.db: its tables are a newer"
                        + " hog serve's (schema version 99); run that version, or give --db another database")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void anUnknownKindOfDatabaseIsRefusedInOneLine() {
        assertThatThrownBy(() -> Database.open("jdbc:mysql://x/y", null, null)).isInstanceOf(HogException.class)
                .hasMessage("the database 'jdbc:mysql://x/y' is neither H2 (jdbc:h2:file:PATH) nor PostgreSQL"
                        + " (jdbc:postgresql://HOST/NAME)");
    }
}
