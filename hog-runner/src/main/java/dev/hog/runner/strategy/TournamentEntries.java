package dev.hog.runner.strategy;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.json.TableFiles;
import java.io.File;
import java.io.IOException;
import java.io.Serial;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * A tournament's entries, read as {@code hog tournament} and the Spark job read them: strategy specs, table files
 * (CSV, or the course contest's JSON arrays) named by their file names, and folders of them, one entry per file in
 * the order of their names. Every entry that cannot be read is reported, not just the first.
 *
 * @param names the entries' names: a spec as given, or a file's name
 * @param strategies the entries
 */
public record TournamentEntries(List<String> names, List<Strategy> strategies) {
    /**
     * Reads entries.
     *
     * @param given specs, table files or folders, in order
     * @param files more table files or folders
     * @param folder where relative paths start
     * @param rules the game the tables must fit
     * @param specs builds a strategy from a spec, throwing {@link HogException} for a bad one
     * @return the entries, in order
     * @throws Unreadable naming every entry that cannot be read
     */
    public static TournamentEntries read(List<String> given, List<Path> files, Path folder, GameDefinition rules,
            Function<String, Strategy> specs) {
        List<String> names = new ArrayList<>();
        List<Strategy> strategies = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (String entry : given) {
            Path path = folder.resolve(entry);
            boolean spec = entry.contains(":");
            if (!spec && Files.exists(path)) {
                tables(path, rules, names, strategies, problems);
            } else if (!spec && (entry.contains("/") || entry.contains(File.separator)
                    || entry.matches(".*\\.(csv|json|txt)"))) {
                problems.add(entry + ": no such file or folder");
            } else {
                try {
                    strategies.add(specs.apply(entry));
                    names.add(entry);
                } catch (HogException e) {
                    problems.add(e.getMessage());
                }
            }
        }
        for (Path file : files) {
            Path path = folder.resolve(file);
            if (Files.exists(path)) {
                tables(path, rules, names, strategies, problems);
            } else {
                problems.add("--entries " + file + ": no such file or folder");
            }
        }
        if (!problems.isEmpty()) {
            throw new Unreadable(problems);
        }
        return new TournamentEntries(List.copyOf(names), List.copyOf(strategies));
    }

    /** A table file is one entry; a folder is one per file in it, in the order of their names. */
    private static void tables(Path path, GameDefinition rules, List<String> names, List<Strategy> strategies,
            List<String> problems) {
        List<Path> files;
        if (Files.isDirectory(path)) {
            try (Stream<Path> listed = Files.list(path)) {
                files = listed.filter(Files::isRegularFile)
                        .filter(file -> !file.getFileName().toString().startsWith(".")).sorted().toList();
            } catch (IOException e) {
                problems.add(path + ": cannot list the folder: " + e.getMessage());
                return;
            }
            if (files.isEmpty()) {
                problems.add(path + ": the folder holds no table files");
            }
        } else {
            files = List.of(path);
        }
        // Read on every core; each file's table or mistake is kept in the folder's order.
        List<Object> read = files.parallelStream().<Object>map(file -> {
            try {
                return TableFiles.read(file, file.getFileName().toString(), rules);
            } catch (HogException e) {
                return e.getMessage();
            }
        }).toList();
        for (int i = 0; i < files.size(); i++) {
            if (read.get(i) instanceof Strategy table) {
                strategies.add(table);
                names.add(files.get(i).getFileName().toString());
            } else {
                problems.add((String) read.get(i));
            }
        }
    }

    /**
     * Entries that cannot be read: each one's mistake, to be reported on a line of its own, so that one run shows them
     * all.
     */
    public static final class Unreadable extends HogException {
        @Serial
        private static final long serialVersionUID = 1L;

        /** The mistakes, kept as a plain list so that the exception stays serializable. */
        private final ArrayList<String> problems;

        Unreadable(List<String> problems) {
            super(String.join("\nhog: ", problems));
            this.problems = new ArrayList<>(problems);
        }

        /**
         * What was wrong with each entry that cannot be read.
         *
         * @return one message per entry, in the order of the entries
         */
        public List<String> problems() {
            return List.copyOf(problems);
        }
    }
}
