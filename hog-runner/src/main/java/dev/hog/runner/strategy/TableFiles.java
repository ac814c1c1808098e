package dev.hog.runner.strategy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.api.HogException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads strategy tables: a square of dice counts, one row per mover score from 0 and one column per opponent score
 * from 0, at least as many of each as the goal. Two formats:
 * <ul>
 *   <li>CSV, one row per line, values separated by commas; blank lines and lines starting with {@code #} are
 *       skipped;</li>
 *   <li>JSON (a {@code .json} file): an array of rows, each an array of numbers, as the course's contest took.</li>
 * </ul>
 */
public final class TableFiles {
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .build();

    private TableFiles() {
    }

    /**
     * Reads a table.
     *
     * @param file the file
     * @param goal the goal: the table needs this many rows and columns at least
     * @param maxDice the most dice a cell may hold
     * @return the table, {@code dice[score][opponentScore]}
     * @throws HogException naming the file, the line and what is wrong
     */
    public static int[][] read(Path file, int goal, int maxDice) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new HogException("Strategy table " + file + ": no such file");
        } catch (IOException e) {
            throw new HogException("Strategy table " + file + " cannot be read: " + e.getMessage(), e);
        }
        int[][] table = file.getFileName().toString().endsWith(".json") ? json(file, text) : csv(file, text);
        check(file, table, goal, maxDice);
        return table;
    }

    private static int[][] json(Path file, String text) {
        try {
            return JSON.readValue(text, int[][].class);
        } catch (JsonProcessingException e) {
            var location = e.getLocation();
            throw new HogException(file + (location == null ? "" : ":" + location.getLineNr() + ":"
                    + location.getColumnNr()) + ": a JSON table is an array of rows of whole numbers");
        }
    }

    private static int[][] csv(Path file, String text) {
        List<int[]> rows = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int number = 1; number <= lines.length; number++) {
            String line = lines[number - 1].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split(",", -1);
            int[] row = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                try {
                    row[i] = Integer.parseInt(cells[i].strip());
                } catch (NumberFormatException e) {
                    throw new HogException(file + ":" + number + ": value " + (i + 1) + " is '" + cells[i].strip()
                            + "', not a whole number of dice");
                }
            }
            rows.add(row);
        }
        return rows.toArray(int[][]::new);
    }

    private static void check(Path file, int[][] table, int goal, int maxDice) {
        if (table.length < goal) {
            throw new HogException(file + ": the table has " + table.length + " rows; it needs one per score from 0"
                    + " to " + (goal - 1) + ", " + goal + " at least");
        }
        for (int score = 0; score < table.length; score++) {
            if (table[score].length < goal) {
                throw new HogException(file + ": the row for score " + score + " has " + table[score].length
                        + " values; it needs one per opponent score from 0 to " + (goal - 1));
            }
            for (int opponent = 0; opponent < table[score].length; opponent++) {
                int dice = table[score][opponent];
                if (dice < 0 || dice > maxDice) {
                    throw new HogException(file + ": the table says " + dice + " dice at scores " + score + " and "
                            + opponent + "; a strategy rolls 0 to " + maxDice);
                }
            }
        }
    }
}
