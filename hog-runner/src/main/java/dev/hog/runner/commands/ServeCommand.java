package dev.hog.runner.commands;

import dev.hog.api.HogException;
import dev.hog.runner.Session;
import dev.hog.runner.Setup;
import dev.hog.runner.web.WebServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code hog serve}: Hog in the browser. */
@Command(name = "serve", description = {"Serves Hog in the browser, with the live chance of winning.",
        "The page plays any ruleset against a person or any strategy, shows the exact chance of winning and of each",
        "number of dice, and draws strategies as pictures. The server also speaks the course's GUI protocol",
        "(/take_turn, /strategy, /dice_graphic.svg) with the ruleset chosen here. Ctrl-C stops it."})
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
        WebServer server;
        try {
            server = new WebServer(host, port, session.plugins(), setup.ruleset(), setup.rules(), setup.seed());
        } catch (BindException e) {
            throw new HogException("cannot listen on " + host + ":" + port + " (" + e.getMessage() + "); give another"
                    + " --port, or 0 for any free one");
        } catch (IOException | IllegalArgumentException e) {
            throw new HogException("cannot listen on " + host + ":" + port + " (" + e.getMessage() + "); --host takes"
                    + " an address of this machine, such as 127.0.0.1 or 0.0.0.0 for every network");
        }
        server.prepare();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop(Duration.ofSeconds(2));
            stopped.countDown();
        }, "hog-serve-stop"));
        out.println("Hog is served at " + server.uri() + " (" + setup.rules() + "). Ctrl-C stops it.");
        out.flush();
        stopped.await();
        return 0;
    }
}
