package dev.hog.runner.commands;

import dev.hog.api.HogException;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.store.Database;
import dev.hog.runner.web.WebServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code hog serve}: Hog in the browser. */
@Command(name = "serve", description = {"Serves Hog in the browser, with the live chance of winning.",
        "The page plays any ruleset against a person or any strategy, shows the exact chance of winning and of each",
        "number of dice, and draws strategies as pictures. The server also speaks the course's GUI protocol",
        "(/take_turn, /strategy, /dice_graphic.svg) with the ruleset chosen here. At /lobby two people play each",
        "other from their own browsers; those games are kept in a database (an H2 file by default, or --db), so a",
        "restart loses none of them. Ctrl-C stops it."})
public final class ServeCommand implements Callable<Integer> {
    /** The port the course's GUI uses. */
    static final int PORT = 31415;

    private final Session session;

    @Mixin
    private RulesetChoice choice;

    @Mixin
    private GoalOption goal;

    @Mixin
    private SeedOption seed;

    @Option(names = "--port", paramLabel = "N", description = "The port (default: " + PORT + "; 0 for any free one).")
    private int port = PORT;

    @Option(names = "--host", paramLabel = "H", description = "The address to listen on (default: 127.0.0.1, this"
            + " machine only).")
    private String host = "127.0.0.1";

    @Option(names = "--db", paramLabel = "JDBC-URL", description = "Where the lobby keeps its games: an H2 file"
            + " (jdbc:h2:file:PATH) or PostgreSQL (jdbc:postgresql://HOST/NAME); the user and password in the URL, or"
            + " in HOG_DB_USER and HOG_DB_PASSWORD (default: the H2 file $XDG_DATA_HOME/hog/serve.mv.db, else"
            + " ~/.local/share/hog/serve.mv.db).")
    private String db;

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public ServeCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw new HogException("--port must be from 0 to 65535, not " + port);
        }
        Setup setup = choice.rules(session, goal, seed);
        PrintWriter out = session.environment().out();
        CountDownLatch stopped = new CountDownLatch(1);
        Map<String, String> variables = session.environment().variables();
        Supplier<Database> database = () -> Database.open(db == null
                ? Database.h2File(defaultFolder(variables).resolve("serve")) : db.strip(),
                variable(variables, "HOG_DB_USER"), variable(variables, "HOG_DB_PASSWORD"));
        WebServer server;
        try {
            server = new WebServer(host, port, session.plugins(), setup.ruleset(), setup.rules(), setup.seed(),
                    WebServer.Limits.defaults(), database);
        } catch (BindException e) {
            throw new HogException("cannot listen on " + host + ":" + port + " (" + e.getMessage() + "); give another"
                    + " --port, or 0 for any free one");
        } catch (IOException | IllegalArgumentException e) {
            throw new HogException("cannot listen on " + host + ":" + port + " (" + e.getMessage() + "); --host takes"
                    + " an address of this machine, such as 127.0.0.1 or 0.0.0.0 for every network");
        }
        String kept;
        try {
            kept = server.openDatabase();
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
        server.prepare();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop(Duration.ofSeconds(2));
            stopped.countDown();
        }, "hog-serve-stop"));
        out.println("Hog is served at " + server.uri() + " (" + setup.rules() + "); its lobby's games and contests are kept in "
                + kept + ". Ctrl-C stops it.");
        out.flush();
        stopped.await();
        return 0;
    }

    /** Where the default database lives: {@code $XDG_DATA_HOME/hog}, else {@code ~/.local/share/hog}. */
    static Path dataFolder(Map<String, String> variables) {
        String xdg = variables.getOrDefault("XDG_DATA_HOME", "").strip();
        // The XDG specification ignores a relative path.
        if (!xdg.isEmpty() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "hog");
        }
        String home = variables.getOrDefault("HOME", "").strip();
        return Path.of(home.isEmpty() ? System.getProperty("user.home") : home, ".local", "share", "hog");
    }

    private static Path defaultFolder(Map<String, String> variables) {
        Path folder = dataFolder(variables);
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new HogException("cannot make the folder " + folder + " for the lobby's games (" + e.getMessage()
                    + "); give --db a database to keep them in");
        }
        return folder;
    }

    private static String variable(Map<String, String> variables, String name) {
        String value = variables.get(name);
        return value == null || value.isEmpty() ? null : value;
    }
}
