package dev.hog.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * What the load programs ({@link ServeLoad}, {@link LobbyLoad}, {@link ContestLoad}) share about the {@code hog serve}
 * they load as a process of its own: where its JVM is, how much memory it holds, and the daemon threads of their
 * clients.
 */
final class ServedProcess {
    private ServedProcess() {
    }

    /**
     * The JVM under the launcher script: the launcher's last descendant that is a java process.
     *
     * @param launcher the {@code ./hog serve} process
     * @return the JVM's process id, or the launcher's if it has no java descendant
     */
    static long serverPid(Process launcher) {
        return launcher.descendants().filter(handle -> handle.info().command().map(command -> command.endsWith("java"))
                .orElse(false)).mapToLong(ProcessHandle::pid).findFirst().orElse(launcher.pid());
    }

    /**
     * The server's resident memory and its peak, and its heap after a full collection, as jcmd reads it.
     *
     * @param pid the server's JVM
     * @return the figures, in one line
     * @throws IOException if they cannot be read
     * @throws InterruptedException if interrupted while jcmd runs
     */
    static String memory(long pid) throws IOException, InterruptedException {
        String rss = Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status")).stream()
                .filter(line -> line.startsWith("VmRSS:") || line.startsWith("VmHWM:"))
                .map(line -> line.replaceAll("\\s+", " ")).reduce((a, b) -> a + ", " + b).orElse("VmRSS: ?");
        String jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
        run(jcmd, String.valueOf(pid), "GC.run");
        String heap = run(jcmd, String.valueOf(pid), "GC.heap_info").lines().filter(line -> line.contains("used"))
                .findFirst().orElse("?").strip();
        return rss + "; heap after a full GC: " + heap;
    }

    private static String run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String text = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor();
        return text;
    }

    /**
     * Threads for clients that do not keep the program alive once its phases are done.
     *
     * @param threads how many
     * @param name the threads' name
     * @return the pool
     */
    static ExecutorService daemons(int threads, String name) {
        return Executors.newFixedThreadPool(threads, work -> {
            Thread thread = new Thread(work, name);
            thread.setDaemon(true);
            return thread;
        });
    }
}
