package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import dev.hog.api.HogException;
import dev.hog.runner.io.Json;
import dev.hog.runner.store.ContestStore;
import dev.hog.runner.store.Database;
import dev.hog.runner.store.LobbyStore;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The server's database, opened the first time the lobby or the contests need it (or when {@link #open()} is called
 * at start), and the stores of both in it. Thread-safe.
 */
final class Storage implements AutoCloseable {
    private final Supplier<Database> opener;
    private Database database;
    private LobbyStore lobby;
    private ContestStore contests;

    /**
     * Storage in the database an opener opens.
     *
     * @param opener opens the database, once
     */
    Storage(Supplier<Database> opener) {
        this.opener = opener;
    }

    /** A database of its own in memory, whose games and contests end with the server: for tests' servers. */
    static Supplier<Database> inMemory() {
        return () -> Database.open("jdbc:h2:mem:hog-" + Long.toHexString(new SecureRandom().nextLong())
                + ";DB_CLOSE_DELAY=-1", "sa", "");
    }

    /**
     * Opens the database if it is not open.
     *
     * @return the database in words
     */
    synchronized String open() {
        if (database == null) {
            database = opener.get();
            lobby = new LobbyStore(database);
            contests = new ContestStore(database);
        }
        return database.described();
    }

    /** The lobby's games. */
    synchronized LobbyStore lobby() {
        open();
        return lobby;
    }

    /** The contests. */
    synchronized ContestStore contests() {
        open();
        return contests;
    }

    /** Whether the database was opened. */
    synchronized boolean isOpen() {
        return database != null;
    }

    /**
     * A supplier that asks another once, the first time it is asked, and gives that answer ever after.
     *
     * @param opener the supplier asked once
     * @param <T> what it supplies
     * @return the supplier
     */
    static <T> Supplier<T> once(Supplier<T> opener) {
        return new Supplier<>() {
            private T value;

            @Override
            public synchronized T get() {
                if (value == null) {
                    value = opener.get();
                }
                return value;
            }
        };
    }

    /**
     * A value as the JSON the database keeps.
     *
     * @param value the value
     * @return its JSON
     */
    static String json(Object value) {
        try {
            return Json.mapper().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Option values as the database keeps them, read back.
     *
     * @param json a JSON object of text
     * @return the values by name
     */
    static Map<String, String> options(String json) {
        try {
            return Json.mapper().readValue(json, new TypeReference<Map<String, String>>() { });
        } catch (JsonProcessingException e) {
            throw new HogException("the kept options are not a JSON object of text: " + e.getOriginalMessage());
        }
    }

    @Override
    public synchronized void close() {
        if (database != null) {
            database.close();
        }
    }
}
