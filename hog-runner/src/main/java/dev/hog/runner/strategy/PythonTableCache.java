package dev.hog.runner.strategy;

import dev.hog.api.game.GameDefinition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The kept choices of Python strategies: one file for each file's function in a game, named by the SHA-256 of all that
 * decides its choices (the file, the other {@code .py} files of its folder, which it may import, the function, the
 * goal, the most dice, and the driver that asks it). A file that changes is run again.
 *
 * <p>A cache is a convenience: an entry that cannot be read, or does not hold what it should, is passed by and the
 * file run again; one that cannot be written is not kept. Entries are written beside their place and moved into it, so
 * two commands that keep the same choices at once leave one whole entry.
 */
final class PythonTableCache {
    private static final String HEADER = "hog python choices 1";
    /** The most draws an entry may hold: far more than a random strategy is drawn. */
    private static final int MOST_DRAWS = 1_000;

    private final Path entry;
    private final int goal;
    /** The choices the game takes: a kept choice outside them is not this game's. */
    private final List<Integer> allowed;

    private PythonTableCache(Path entry, int goal, List<Integer> allowed) {
        this.entry = entry;
        this.goal = goal;
        this.allowed = allowed;
    }

    /**
     * The cache entry of a file's function in a game.
     *
     * @param folder the cache's folder
     * @param file the Python file
     * @param function the function asked
     * @param rules the game, whose goal and most dice bound the choices
     * @param driver the text of what asks the function, whose change changes the choices
     * @return the entry, which holds nothing if a file it depends on cannot be read
     */
    static PythonTableCache of(Path folder, Path file, String function, GameDefinition rules, List<byte[]> driver) {
        MessageDigest digest = sha256();
        driver.forEach(part -> add(digest, part));
        add(digest, (function + "\n" + rules.goal() + "\n" + rules.maxDice() + (rules.moves().isEmpty() ? ""
                : "\n" + rules.choices())).getBytes(StandardCharsets.UTF_8));
        try (Stream<Path> listed = Files.list(file.getParent())) {
            add(digest, file.getFileName().toString().getBytes(StandardCharsets.UTF_8));
            add(digest, Files.readAllBytes(file));
            for (Path other : listed.filter(path -> path.getFileName().toString().endsWith(".py"))
                    .filter(Files::isRegularFile).sorted().toList()) {
                add(digest, other.getFileName().toString().getBytes(StandardCharsets.UTF_8));
                add(digest, Files.readAllBytes(other));
            }
        } catch (IOException | UncheckedIOException e) {
            // Without every file it depends on, the choices cannot be told apart from another version's.
            return new PythonTableCache(null, rules.goal(), rules.choices());
        }
        String name = HexFormat.of().formatHex(digest.digest()) + ".txt";
        return new PythonTableCache(folder.resolve("python-tables").resolve(name), rules.goal(), rules.choices());
    }

    /**
     * The kept choices.
     *
     * @return the choices, or empty if none are kept or the entry does not hold choices of this game
     */
    Optional<PythonChoices> read() {
        if (entry == null || !Files.isRegularFile(entry)) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(parse(Files.readAllLines(entry, StandardCharsets.UTF_8)));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The choices an entry's lines hold, or {@code null} if they are not an entry's. */
    private PythonChoices parse(List<String> lines) {
        if (lines.size() < 3 || !lines.get(0).equals(HEADER) || !lines.get(1).matches("draws [1-9][0-9]{0,3}")
                || !lines.get(2).startsWith("observed ")) {
            return null;
        }
        int draws = Integer.parseInt(lines.get(1).substring("draws ".length()));
        String observed = lines.get(2).substring("observed ".length());
        if (draws > MOST_DRAWS || (draws > 1) == observed.isEmpty() || lines.size() != 3 + draws * goal) {
            return null;
        }
        List<int[][]> choices = new ArrayList<>();
        for (int draw = 0; draw < draws; draw++) {
            int[][] table = new int[goal][goal];
            for (int score = 0; score < goal; score++) {
                String[] row = lines.get(3 + draw * goal + score).split(",", -1);
                if (row.length != goal) {
                    return null;
                }
                for (int opponent = 0; opponent < goal; opponent++) {
                    if (!row[opponent].matches("-?[0-9]{1,5}")) {
                        return null;
                    }
                    table[score][opponent] = Integer.parseInt(row[opponent]);
                    if (!allowed.contains(table[score][opponent])) {
                        return null;
                    }
                }
            }
            choices.add(table);
        }
        return new PythonChoices(choices, observed, true);
    }

    /**
     * Keeps choices, if the entry can be written.
     *
     * @param choices choices that running the file again would make alike
     */
    void write(PythonChoices choices) {
        if (entry == null) {
            return;
        }
        StringBuilder text = new StringBuilder(HEADER).append('\n')
                .append("draws ").append(choices.draws().size()).append('\n')
                .append("observed ").append(choices.observed()).append('\n');
        for (int[][] draw : choices.draws()) {
            for (int[] row : draw) {
                for (int opponent = 0; opponent < row.length; opponent++) {
                    text.append(opponent == 0 ? "" : ",").append(row[opponent]);
                }
                text.append('\n');
            }
        }
        Path written = null;
        try {
            Files.createDirectories(entry.getParent());
            written = Files.createTempFile(entry.getParent(), entry.getFileName().toString(), ".part");
            Files.writeString(written, text, StandardCharsets.UTF_8);
            move(written);
        } catch (IOException | RuntimeException e) {
            // Not kept: the next command runs the file again, as if there were no cache.
            deleteQuietly(written);
        }
    }

    private void move(Path written) throws IOException {
        try {
            Files.move(written, entry, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(written, entry, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteQuietly(Path written) {
        if (written == null) {
            return;
        }
        try {
            Files.deleteIfExists(written);
        } catch (IOException e) {
            // A stray part file does no harm: entries are found by their whole name.
        }
    }

    /** Adds a part, after its length, so that no two lists of parts hash alike. */
    private static void add(MessageDigest digest, byte[] part) {
        digest.update(String.valueOf(part.length).getBytes(StandardCharsets.US_ASCII));
        digest.update((byte) 0);
        digest.update(part);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform has SHA-256", e);
        }
    }
}
