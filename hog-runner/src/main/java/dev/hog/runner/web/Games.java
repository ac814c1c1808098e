package dev.hog.runner.web;

import dev.hog.api.HogException;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Match;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The page's games in play, each a {@link Match} kept under an id its client holds. There are at most a set number of
 * them, and a game left alone for the idle time is let go, so that no client can grow the server without end. Ids are
 * 128 random bits: a client cannot reach another's game by guessing.
 */
final class Games {
    private final int max;
    private final long idleNanos;
    private final Duration idle;
    private final LongSupplier clock;
    private final Map<String, Game> games = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    /**
     * A game in play.
     *
     * @param match the match
     * @param computer player 1's strategy, or {@code null} for a second person at the screen
     * @param names the players' names, player 0's first
     * @param used when it was last used
     */
    record Game(Match match, Strategy computer, List<String> names, Used used) {
    }

    /** When a game was last used, on the store's clock. */
    static final class Used {
        private volatile long at;

        Used(long at) {
            this.at = at;
        }
    }

    /**
     * A store.
     *
     * @param max the most games held at once
     * @param idle how long a game is kept after its last request
     * @param clock the time in nanoseconds, as {@link System#nanoTime()}
     */
    Games(int max, Duration idle, LongSupplier clock) {
        if (max < 1) {
            throw new IllegalArgumentException("a server holds at least 1 game, not " + max);
        }
        this.max = max;
        this.idle = idle;
        this.idleNanos = idle.toNanos();
        this.clock = clock;
    }

    /**
     * Keeps a new game.
     *
     * @param match the match
     * @param computer player 1's strategy, or {@code null} for a person
     * @param names the players' names, player 0's first
     * @return its id
     * @throws HogException if the server already holds its most games, none of them idle
     */
    synchronized String add(Match match, Strategy computer, List<String> names) {
        if (games.size() >= max) {
            letGoIdle();
            if (games.size() >= max) {
                throw new Busy("the server is holding its most games, " + max + ", and lets one go after "
                        + minutes(idle) + " without a move; try again in a minute", 60);
            }
        }
        String id;
        do {
            byte[] bits = new byte[16];
            random.nextBytes(bits);
            id = HexFormat.of().formatHex(bits);
        } while (games.containsKey(id));
        games.put(id, new Game(match, computer, names, new Used(clock.getAsLong())));
        return id;
    }

    /**
     * A game by its id, marked as used now.
     *
     * @param id the id
     * @return the game
     * @throws Gone if no game has that id, or it was let go
     */
    Game get(String id) {
        Game game = games.get(id);
        long now = clock.getAsLong();
        if (game != null && now - game.used().at > idleNanos) {
            games.remove(id, game);
            game = null;
        }
        if (game == null) {
            throw new Gone("no game " + id + " is on the server: a game is let go after " + minutes(idle)
                    + " without a move, and when the server restarts; start a new game");
        }
        game.used().at = now;
        return game;
    }

    /**
     * Lets a game go.
     *
     * @param id its id
     * @return whether there was such a game
     */
    boolean remove(String id) {
        return games.remove(id) != null;
    }

    /** The number of games held. */
    int size() {
        return games.size();
    }

    private void letGoIdle() {
        long now = clock.getAsLong();
        games.values().removeIf(game -> now - game.used().at > idleNanos);
    }

    private static String minutes(Duration duration) {
        long minutes = duration.toMinutes();
        return minutes >= 1 ? minutes + (minutes == 1 ? " minute" : " minutes")
                : duration.toSeconds() + (duration.toSeconds() == 1 ? " second" : " seconds");
    }

    /** No game has the id asked for: a 404. */
    static final class Gone extends HogException {
        private static final long serialVersionUID = 1L;

        Gone(String message) {
            super(message);
        }
    }

    /** The server is at one of its limits (games held, heavy work): a 503, with when to ask again. */
    static final class Busy extends HogException {
        private static final long serialVersionUID = 1L;

        private final int retryAfter;

        /**
         * The server is busy.
         *
         * @param message what it is busy with, and when to ask again
         * @param retryAfter the seconds to wait before asking again, for the Retry-After header
         */
        Busy(String message, int retryAfter) {
            super(message);
            this.retryAfter = retryAfter;
        }

        /** The seconds to wait before asking again. */
        int retryAfter() {
            return retryAfter;
        }
    }
}
