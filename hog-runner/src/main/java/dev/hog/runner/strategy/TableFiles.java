package dev.hog.runner.strategy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.BonusRule;
import dev.hog.api.HogException;
import dev.hog.api.Rule;
import dev.hog.api.Rules;
import dev.hog.runner.config.StrictJackson;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes strategy tables. A table has one row per mover score from 0 and one column per opponent score from
 * 0, as many of each as the goal at least, each cell a number of dice. Three formats:
 * <ul>
 *   <li>CSV: one row per line, values separated by commas; blank lines and lines starting with {@code #} are
 *       skipped;</li>
 *   <li>CSV with memory, for rulesets whose rules remember something of each player (su20's Feral Hogs): a header
 *       {@code score,memory,opponent_memory,0,1,...}, then one row per score and pair of memory codes, each starting
 *       with those three numbers;</li>
 *   <li>JSON (a {@code .json} file): an array of rows, each an array of numbers, as the course's contest took.</li>
 * </ul>
 * A table without memory plays the same whatever the rules remember.
 */
public final class TableFiles {
    private static final String MEMORY_HEADER = "score,memory,opponent_memory";
    private static final JsonMapper JSON = StrictJackson.strict(JsonMapper.builder()).build();

    private TableFiles() {
    }

    /**
     * Reads a table for a game.
     *
     * @param file the file
     * @param name what to call the strategy
     * @param rules the rules of the game: their memory size and most dice
     * @param goal the game's goal: the table needs this many rows and columns at least
     * @return the table
     * @throws HogException naming the file, the line and what is wrong
     */
    public static StrategyTable read(Path file, String name, Rules rules, int goal) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new HogException("Strategy table " + file + ": no such file");
        } catch (IOException e) {
            throw new HogException("Strategy table " + file + " cannot be read: " + e.getMessage(), e);
        }
        if (file.getFileName().toString().endsWith(".json")) {
            return plain(file, name, json(file, text), rules, goal);
        }
        List<Row> rows = csv(file, text);
        boolean withMemory = !rows.isEmpty() && rows.get(0).header();
        return withMemory ? withMemory(file, name, rows, rules, goal)
                : plain(file, name, rows.stream().map(Row::values).toArray(int[][]::new), rules, goal);
    }

    /**
     * Writes a table: CSV (with memory when the rules remember something), or JSON for a {@code .json} file.
     *
     * @param file the file
     * @param table the table
     * @param rules the rules it was made for, named in the file's comments
     * @throws HogException if the file cannot be written, or is JSON for a table with memory
     */
    public static void write(Path file, StrategyTable table, Rules rules) {
        int goal = table.goal();
        int memory = table.memorySize();
        boolean json = file.getFileName().toString().endsWith(".json");
        checkWritable(file, rules);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            if (json) {
                out.write("[");
            } else {
                out.write("# " + table + " for " + rules + ", goal " + goal + "\n");
                out.write("# one row per score" + (memory > 1 ? " and pair of memory codes" : "")
                        + "; one column per opponent score from 0\n");
                for (String line : memoryLegend(rules)) {
                    out.write("# " + line + "\n");
                }
                if (memory > 1) {
                    out.write(MEMORY_HEADER);
                    for (int opponent = 0; opponent < goal; opponent++) {
                        out.write("," + opponent);
                    }
                    out.write("\n");
                }
            }
            for (int score = 0; score < goal; score++) {
                for (int mine = 0; mine < memory; mine++) {
                    for (int theirs = 0; theirs < memory; theirs++) {
                        StringBuilder row = new StringBuilder();
                        if (json) {
                            row.append(score == 0 ? "\n[" : ",\n[");
                        } else if (memory > 1) {
                            row.append(score).append(',').append(mine).append(',').append(theirs).append(',');
                        }
                        for (int opponent = 0; opponent < goal; opponent++) {
                            row.append(opponent == 0 ? "" : ",").append(table.dice(score, opponent, mine, theirs));
                        }
                        out.write(row.append(json ? "]" : "\n").toString());
                    }
                }
            }
            if (json) {
                out.write("\n]\n");
            }
        } catch (IOException e) {
            throw new HogException("Cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Checks, before any work, that a table for these rules can be written to a file of this kind.
     *
     * @param file the file
     * @param rules the rules
     * @throws HogException if the file is JSON and the rules remember something of each player
     */
    public static void checkWritable(Path file, Rules rules) {
        if (file.getFileName().toString().endsWith(".json") && rules.memorySize() > 1) {
            throw new HogException(rules + " remembers something of each player, which a JSON table has no room for;"
                    + " export to a .csv file");
        }
    }

    /** What each memory code means, from the rules that remember. */
    private static List<String> memoryLegend(Rules rules) {
        List<String> legend = new ArrayList<>();
        for (Rule rule : rules.rules()) {
            if (rule instanceof BonusRule remembering) {
                legend.add("memory: " + rule.name() + " remembers 0 to " + (remembering.memorySize() - 1)
                        + " of each player, " + remembering.initialMemory() + " before their first turn");
            }
        }
        return legend;
    }

    private record Row(int line, boolean header, int[] values) {
    }

    private static List<Row> csv(Path file, String text) {
        List<Row> rows = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int number = 1; number <= lines.length; number++) {
            String line = lines[number - 1].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (rows.isEmpty() && line.startsWith(MEMORY_HEADER)) {
                rows.add(new Row(number, true, new int[0]));
                continue;
            }
            String[] cells = line.split(",", -1);
            int[] values = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                try {
                    values[i] = Integer.parseInt(cells[i].strip());
                } catch (NumberFormatException e) {
                    throw new HogException(file + ":" + number + ": value " + (i + 1) + " is '" + cells[i].strip()
                            + "', not a whole number");
                }
            }
            rows.add(new Row(number, false, values));
        }
        return rows;
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

    private static StrategyTable plain(Path file, String name, int[][] table, Rules rules, int goal) {
        if (table.length < goal) {
            throw new HogException(file + ": the table has " + table.length + " rows; it needs one per score from 0"
                    + " to " + (goal - 1) + ", " + goal + " at least");
        }
        int memory = rules.memorySize();
        byte[] dice = new byte[goal * goal * memory * memory];
        for (int score = 0; score < goal; score++) {
            if (table[score].length < goal) {
                throw new HogException(file + ": the row for score " + score + " has " + table[score].length
                        + " values; it needs one per opponent score from 0 to " + (goal - 1));
            }
            for (int opponent = 0; opponent < goal; opponent++) {
                byte choice = checked(file, table[score][opponent], score, opponent, rules);
                int from = (score * goal + opponent) * memory * memory;
                java.util.Arrays.fill(dice, from, from + memory * memory, choice);
            }
        }
        return new StrategyTable(name, goal, memory, rules.initialMemory(), dice);
    }

    private static StrategyTable withMemory(Path file, String name, List<Row> rows, Rules rules, int goal) {
        int memory = rules.memorySize();
        if (memory == 1) {
            throw new HogException(file + ": the table has memory columns, but " + rules + " remembers nothing;"
                    + " write a table of one row per score");
        }
        byte[] dice = new byte[goal * goal * memory * memory];
        boolean[] seen = new boolean[goal * memory * memory];
        for (Row row : rows.subList(1, rows.size())) {
            int[] values = row.values();
            if (values.length < 3 + goal) {
                throw new HogException(file + ":" + row.line() + ": a row has a score, two memory codes and one"
                        + " value per opponent score from 0 to " + (goal - 1) + "; this one has " + values.length
                        + " values");
            }
            int score = values[0];
            int mine = values[1];
            int theirs = values[2];
            if (score < 0 || mine < 0 || theirs < 0 || mine >= memory || theirs >= memory) {
                throw new HogException(file + ":" + row.line() + ": memory codes run from 0 to " + (memory - 1)
                        + " under " + rules + "; not " + mine + " and " + theirs);
            }
            if (score >= goal) {
                continue;
            }
            seen[(score * memory + mine) * memory + theirs] = true;
            for (int opponent = 0; opponent < goal; opponent++) {
                dice[((score * goal + opponent) * memory + mine) * memory + theirs] =
                        checked(file, values[3 + opponent], score, opponent, rules);
            }
        }
        for (int i = 0; i < seen.length; i++) {
            if (!seen[i]) {
                throw new HogException(file + ": no row for score " + i / (memory * memory) + " with memories "
                        + i / memory % memory + " and " + i % memory + "; a table for goal " + goal + " has one row"
                        + " per score below it and pair of memory codes");
            }
        }
        return new StrategyTable(name, goal, memory, rules.initialMemory(), dice);
    }

    private static byte checked(Path file, int dice, int score, int opponent, Rules rules) {
        if (dice < 0 || dice > rules.maxDice()) {
            throw new HogException(file + ": the table says " + dice + " dice at scores " + score + " and "
                    + opponent + "; a strategy rolls 0 to " + rules.maxDice());
        }
        return (byte) dice;
    }
}
