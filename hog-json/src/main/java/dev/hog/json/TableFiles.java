package dev.hog.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.hog.analysis.StateSpace;
import dev.hog.analysis.StateSpace.Part;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.MoveRule;
import dev.hog.api.rule.Rule;
import dev.hog.json.internal.Mappers;
import dev.hog.json.jackson.StrictJackson;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Reader;
import java.io.Serial;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Strategy tables in files: a {@link StrategyTable} read from, or written to, CSV or JSON text. A table has one row
 * per mover score from 0 and one column per opponent score from 0, as many of each as the goal at least, each cell a
 * number of dice. Three formats:
 * <ul>
 *   <li>CSV: one row per line, values separated by commas; blank lines and lines starting with {@code #} are
 *       skipped;</li>
 *   <li>CSV with the rest of the state, for rulesets whose rules remember something of each player (su20's Feral
 *       Hogs), read the turn number (Time Trot) or tell extra turns apart: a header
 *       {@code score,memory,opponent_memory,turn,extra,0,1,...} naming the columns the rules need, in that order, then
 *       one row per score and combination of them, each starting with those numbers;</li>
 *   <li>JSON (a {@code .json} file): an array of rows, each an array of numbers, as the course's contest took.</li>
 * </ul>
 * A table without the extra columns plays the same whatever the rules remember, whatever the turn.
 *
 * <p>Read strictly: a table is checked against the game it is read for, and every mistake is a {@link HogException}
 * that names the file, the line where there is one, and what would be right.
 *
 * <p>Thread-safe: it keeps no state.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class TableFiles {
    /** The columns of the state a header may name, in their order, and the part of the state each holds. */
    private static final Map<String, Part> COLUMNS = columns();
    private static final CsvMapper CSV = StrictJackson.strict(CsvMapper.builder())
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
            .build();

    private TableFiles() {
    }

    private static Map<String, Part> columns() {
        Map<String, Part> columns = new LinkedHashMap<>();
        columns.put("memory", Part.MEMORY);
        columns.put("opponent_memory", Part.OPPONENT_MEMORY);
        columns.put("turn", Part.TURN);
        columns.put("extra", Part.EXTRA_TURN);
        return Collections.unmodifiableMap(columns);
    }

    /**
     * Reads a table for a game.
     *
     * @param file the file
     * @param name what to call the strategy
     * @param rules the game: its memory size, turn period, most dice, and the goal the table must cover
     * @return the table
     * @throws HogException naming the file, the line and what is wrong
     */
    public static StrategyTable read(Path file, String name, GameDefinition rules) {
        try {
            if (file.getFileName().toString().endsWith(".json")) {
                try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                    return plain(file.toString(), name, json(file.toString(), in), rules);
                }
            }
            return csv(file.toString(), name, CsvRows.of(Files.readAllBytes(file)), rules);
        } catch (NoSuchFileException e) {
            throw new HogException("Strategy table " + file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new HogException("Strategy table " + file + " is not UTF-8 text; a table is a CSV or JSON text file");
        } catch (IOException e) {
            throw new HogException("Strategy table " + file + " cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * Reads a table for a game from text, such as a table uploaded to {@code hog serve}.
     *
     * @param in the text
     * @param source what messages call it
     * @param json whether it is JSON rather than CSV
     * @param name what to call the strategy
     * @param rules the game: its memory size, turn period, most dice, and the goal the table must cover
     * @return the table
     * @throws HogException naming the source, the line and what is wrong
     * @throws IOException if the text cannot be read
     */
    public static StrategyTable read(Reader in, String source, boolean json, String name, GameDefinition rules)
            throws IOException {
        if (json) {
            return plain(source, name, json(source, in), rules);
        }
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[8192];
        for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
            text.append(buffer, 0, read);
        }
        return csv(source, name, CsvRows.of(text), rules);
    }

    private static StrategyTable csv(String source, String name, CsvRows text, GameDefinition rules)
            throws CharacterCodingException {
        List<Row> rows = rows(source, text);
        return !rows.isEmpty() && rows.get(0).header() != null ? withColumns(source, name, rows, rules)
                : plain(source, name, rows.stream().map(Row::values).toArray(int[][]::new), rules);
    }

    /**
     * Writes a table: CSV (with the columns of the state the table tells apart), or JSON for a {@code .json} file.
     *
     * @param file the file
     * @param table the table
     * @param rules the game it was made for, named in the file's comments
     * @throws HogException if the file cannot be written, or is JSON for a table with more than scores
     */
    public static void write(Path file, StrategyTable table, GameDefinition rules) {
        boolean json = file.getFileName().toString().endsWith(".json");
        List<String> columns = columns(table);
        if (json && !columns.isEmpty()) {
            throw jsonHasNoRoom(rules);
        }
        OutputFiles.write(file, out -> {
            if (json) {
                writeJson(out, table);
            } else {
                writeCsv(out, table, rules, columns);
            }
        });
    }

    private static void writeJson(BufferedWriter out, StrategyTable table) throws IOException {
        int goal = table.goal();
        int[][] rows = new int[goal][goal];
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                rows[score][opponent] = table.dice(score, opponent, 0, 0, 0, false);
            }
        }
        Mappers.json().writer(new RowPerLine()).without(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                .writeValue(out, rows);
        out.write('\n');
    }

    private static void writeCsv(BufferedWriter out, StrategyTable table, GameDefinition rules, List<String> columns)
            throws IOException {
        int goal = table.goal();
        int memory = table.memorySize();
        int period = table.turnPeriod();
        int kinds = table.extraTurns() ? 2 : 1;
        out.write("# " + table + " for " + rules + "\n");
        out.write("# one row per score" + (columns.isEmpty() ? "" : " and " + String.join(", ", columns))
                + "; one column per opponent score from 0\n");
        for (String line : legend(rules, table)) {
            out.write("# " + line + "\n");
        }
        try (SequenceWriter rows = CSV.writer().with(CsvSchema.emptySchema()).writeValues(out)) {
            if (!columns.isEmpty()) {
                List<Object> header = new ArrayList<>(List.of("score"));
                header.addAll(columns);
                for (int opponent = 0; opponent < goal; opponent++) {
                    header.add(opponent);
                }
                rows.write(header);
            }
            for (int score = 0; score < goal; score++) {
                for (int mine = 0; mine < memory; mine++) {
                    for (int theirs = 0; theirs < memory; theirs++) {
                        for (int turn = 0; turn < period; turn++) {
                            for (int kind = 0; kind < kinds; kind++) {
                                List<Integer> row = new ArrayList<>();
                                if (!columns.isEmpty()) {
                                    row.add(score);
                                    if (memory > 1) {
                                        row.add(mine);
                                        row.add(theirs);
                                    }
                                    if (period > 1) {
                                        row.add(turn);
                                    }
                                    if (kinds > 1) {
                                        row.add(kind);
                                    }
                                }
                                for (int opponent = 0; opponent < goal; opponent++) {
                                    row.add(table.dice(score, opponent, mine, theirs, turn, kind == 1));
                                }
                                rows.write(row);
                            }
                        }
                    }
                }
            }
        }
    }

    /** JSON with one row of the table per line. */
    private static final class RowPerLine extends MinimalPrettyPrinter {
        @Serial
        private static final long serialVersionUID = 1L;

        private int depth;

        @Override
        public void writeStartArray(JsonGenerator json) throws IOException {
            super.writeStartArray(json);
            depth++;
        }

        @Override
        public void beforeArrayValues(JsonGenerator json) throws IOException {
            if (depth == 1) {
                json.writeRaw('\n');
            }
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator json) throws IOException {
            super.writeArrayValueSeparator(json);
            if (depth == 1) {
                json.writeRaw('\n');
            }
        }

        @Override
        public void writeEndArray(JsonGenerator json, int values) throws IOException {
            depth--;
            if (depth == 0) {
                json.writeRaw('\n');
            }
            super.writeEndArray(json, values);
        }
    }

    /**
     * Checks, before any work, that a table for these rules can be written to a file of this kind.
     *
     * @param file the file
     * @param rules the rules
     * @throws HogException if the file is JSON and the rules remember something of each player or read the turn
     */
    public static void checkWritable(Path file, GameDefinition rules) {
        if (file.getFileName().toString().endsWith(".json") && (rules.memorySize() > 1 || rules.turnPeriod() > 1)) {
            throw jsonHasNoRoom(rules);
        }
        OutputFiles.checkWritable(file);
    }

    private static HogException jsonHasNoRoom(GameDefinition rules) {
        return new HogException("A JSON table holds a choice per pair of scores only, and the rules of " + rules
                + " also tell apart " + (rules.memorySize() > 1 ? "what they remember of each player"
                : "turn numbers or extra turns") + "; export to a .csv file");
    }

    private static List<String> columns(StrategyTable table) {
        List<String> columns = new ArrayList<>();
        if (table.memorySize() > 1) {
            columns.addAll(List.of("memory", "opponent_memory"));
        }
        if (table.turnPeriod() > 1) {
            columns.add("turn");
        }
        if (table.extraTurns()) {
            columns.add("extra");
        }
        return columns;
    }

    /** What each extra column means, from the rules. */
    private static List<String> legend(GameDefinition rules, StrategyTable table) {
        List<String> legend = new ArrayList<>();
        for (Rule rule : rules.rules()) {
            if (rule instanceof MemoryRule remembering && table.memorySize() > 1) {
                legend.add("memory: " + rule.name() + " remembers 0 to " + (remembering.memorySize() - 1)
                        + " of each player, " + remembering.initialMemory() + " before their first turn");
            }
        }
        if (table.turnPeriod() > 1) {
            legend.add("turn: the turn number, counted from 0, modulo " + table.turnPeriod());
        }
        if (table.extraTurns()) {
            legend.add("extra: 1 on an extra turn, else 0");
        }
        return legend;
    }

    private record Row(int line, List<String> header, int[] values) {
    }

    private static List<Row> rows(String file, CsvRows text) throws CharacterCodingException {
        List<Row> rows = new ArrayList<>();
        for (int cells = text.next(file); cells >= 0; cells = text.next(file)) {
            int number = text.line();
            if (rows.isEmpty() && cells > 0 && text.cell(0).equals("score")) {
                String[] header = new String[cells];
                Arrays.setAll(header, text::cell);
                rows.add(new Row(number, header(file, number, header), new int[0]));
                continue;
            }
            int[] values = new int[cells];
            for (int i = 0; i < cells; i++) {
                try {
                    values[i] = text.number(i);
                } catch (NumberFormatException e) {
                    throw new HogException(file + ":" + number + ": value " + (i + 1) + " is '" + text.cell(i)
                            + "', not a whole number");
                }
            }
            rows.add(new Row(number, null, values));
        }
        return rows;
    }

    /**
     * The one reader of CSV tables: the rows of CSV text, read as RFC 4180 with what programs add to it. Values lie
     * between commas, each trimmed of spaces and control characters; a value in double quotes holds commas, line breaks
     * and doubled quotes; a line break is CR LF, LF or CR; lines of spaces only, and lines whose first character after
     * spaces is {@code #}, are skipped. These are the rules of Jackson's CSV parser with comments, blank lines skipped
     * and spaces trimmed, which earlier versions read tables with, so every table they read reads the same (a test
     * reads text both ways). Reading the characters directly, and whole numbers without making strings of them, keeps
     * a folder of tables, as a tournament reads one, quick to read.
     *
     * <p>Text decoded from bytes that are not all UTF-8 is read too, as long as the bytes that are not lie in comment
     * lines: a comment in another encoding does not change the table. Not thread-safe: one reader reads one text.
     */
    static final class CsvRows {
        private static final char REPLACED = '\uFFFD';
        /** A whole number of this many digits or fewer cannot overflow an int. */
        private static final int SAFE_DIGITS = 9;

        private final char[] text;
        private final int length;
        private final boolean malformed;
        /** The current row's cells: where each starts and ends in the text, or, if it was quoted, its value. */
        private int[] starts = new int[128];
        private int[] ends = new int[128];
        private String[] quoted = new String[128];
        private int cells;
        private final StringBuilder value = new StringBuilder();
        private int at;
        private int line = 1;
        private int rowLine;

        private CsvRows(char[] text, int length, boolean malformed) {
            this.text = text;
            this.length = length;
            this.malformed = malformed;
        }

        static CsvRows of(CharSequence text) {
            return new CsvRows(text.toString().toCharArray(), text.length(), false);
        }

        static CsvRows of(byte[] bytes) {
            try {
                CharBuffer text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes));
                return new CsvRows(text.array(), text.limit(), false);
            } catch (CharacterCodingException e) {
                char[] text = new String(bytes, StandardCharsets.UTF_8).toCharArray();
                return new CsvRows(text, text.length, true);
            }
        }

        /** The line of the row {@link #next} read last: where its last value starts. */
        int line() {
            return rowLine;
        }

        /**
         * Reads the next row.
         *
         * @param file what messages call the text
         * @return how many cells it has, or -1 after the last row
         * @throws HogException naming the file and line if the text is not CSV
         * @throws CharacterCodingException if the row holds bytes that were not UTF-8
         */
        int next(String file) throws CharacterCodingException {
            if (!skipToRow()) {
                return -1;
            }
            cells = 0;
            while (true) {
                rowLine = line;
                if (cells == starts.length) {
                    starts = Arrays.copyOf(starts, 2 * cells);
                    ends = Arrays.copyOf(ends, 2 * cells);
                    quoted = Arrays.copyOf(quoted, 2 * cells);
                }
                cell(file);
                if (malformed && cell(cells).indexOf(REPLACED) >= 0) {
                    throw new CharacterCodingException();
                }
                cells++;
                if (at < length && text[at] == ',') {
                    at++;
                    continue;
                }
                lineBreak();
                return cells;
            }
        }

        /** A cell of the row {@link #next} read last. */
        String cell(int cell) {
            return quoted[cell] != null ? quoted[cell] : new String(text, starts[cell], ends[cell] - starts[cell]);
        }

        /**
         * A cell of the row {@link #next} read last as a whole number, as {@link Integer#parseInt(String)} reads it.
         *
         * @throws NumberFormatException if it is not one
         */
        int number(int cell) {
            int start = starts[cell];
            int end = ends[cell];
            if (quoted[cell] != null || end == start || end - start > SAFE_DIGITS) {
                return Integer.parseInt(cell(cell));
            }
            int number = 0;
            for (int i = start; i < end; i++) {
                char digit = text[i];
                if (digit < '0' || digit > '9') {
                    return Integer.parseInt(cell(cell));
                }
                number = 10 * number + digit - '0';
            }
            return number;
        }

        /** Skips blank lines and comment lines; whether a row follows. */
        private boolean skipToRow() {
            while (at < length) {
                char c = text[at];
                if (endsLine(c)) {
                    lineBreak();
                } else if (c == ' ') {
                    at++;
                } else if (c == '#') {
                    while (at < length && !endsLine(text[at])) {
                        at++;
                    }
                } else {
                    return true;
                }
            }
            return false;
        }

        private void cell(String file) {
            while (at < length && trimmed(text[at])) {
                at++;
            }
            if (at < length && text[at] == '"') {
                quoted[cells] = quoted(file);
                return;
            }
            quoted[cells] = null;
            starts[cells] = at;
            while (at < length && text[at] != ',' && !endsLine(text[at])) {
                at++;
            }
            int end = at;
            while (end > starts[cells] && trimmed(text[end - 1])) {
                end--;
            }
            ends[cells] = end;
        }

        private String quoted(String file) {
            value.setLength(0);
            at++;
            while (true) {
                if (at == length) {
                    throw mistake(file, "Missing closing quote for value");
                }
                char c = text[at++];
                if (c == '"') {
                    if (at == length || text[at] != '"') {
                        break;
                    }
                    at++;
                } else if (c == '\r' && at < length && text[at] == '\n') {
                    value.append(c);
                    c = text[at++];
                    line++;
                } else if (endsLine(c)) {
                    line++;
                }
                value.append(c);
            }
            while (at < length && trimmed(text[at])) {
                at++;
            }
            if (at < length && text[at] != ',' && !endsLine(text[at])) {
                throw mistake(file, "Unexpected character (" + described(text[at]) + "): Expected column separator"
                        + " character (',' (code 44)) or end-of-line");
            }
            return value.toString();
        }

        /** Passes a line break, CR LF as one, or the end of the text. */
        private void lineBreak() {
            if (at < length && text[at] == '\r') {
                at++;
                if (at < length && text[at] == '\n') {
                    at++;
                }
            } else if (at < length) {
                at++;
            }
            line++;
        }

        private HogException mistake(String file, String what) {
            return new HogException(file + ":" + line + ": not a CSV table: " + what);
        }

        private static boolean endsLine(char c) {
            return c == '\r' || c == '\n';
        }

        /** Whether a value is trimmed of a character: a space or a control character other than a line break. */
        private static boolean trimmed(char c) {
            return c <= ' ' && !endsLine(c);
        }

        /** A character as a message shows it. */
        private static String described(char c) {
            if (Character.isISOControl(c)) {
                return "(CTRL-CHAR, code " + (int) c + ")";
            }
            return "'" + c + "' (code " + (int) c + (c > 255 ? " / 0x" + Integer.toHexString(c) : "") + ")";
        }
    }

    /** The columns a header names between {@code score} and the opponent scores, checked against their order. */
    private static List<String> header(String file, int line, String[] cells) {
        List<String> named = new ArrayList<>();
        for (int i = 1; i < cells.length && !cells[i].strip().matches("\\d+"); i++) {
            named.add(cells[i].strip());
        }
        List<String> expected = COLUMNS.keySet().stream().filter(named::contains).toList();
        boolean memoryPaired = named.contains("memory") == named.contains("opponent_memory");
        if (!named.equals(expected) || !memoryPaired) {
            throw new HogException(file + ":" + line + ": a header is score, then any of "
                    + String.join(", ", COLUMNS.keySet()) + " in that order (memory with opponent_memory), then the"
                    + " opponent scores 0, 1, ...; not " + String.join(",", cells));
        }
        return named;
    }

    private static int[][] json(String file, Reader in) throws IOException {
        try {
            return Mappers.json().readValue(in, int[][].class);
        } catch (JsonProcessingException e) {
            var location = e.getLocation();
            throw new HogException(file + (location == null ? "" : ":" + location.getLineNr() + ":"
                    + location.getColumnNr()) + ": a JSON table is an array of rows of whole numbers");
        }
    }

    private static StrategyTable plain(String file, String name, int[][] table, GameDefinition rules) {
        int goal = rules.goal();
        if (table.length < goal) {
            throw new HogException(file + ": the table has " + table.length + " rows; it needs one per score from 0"
                    + " to " + (goal - 1) + ", " + goal + " at least");
        }
        StrategyTable.Builder plain = StrategyTable.builder(name, StateSpace.ofScores(goal));
        for (int score = 0; score < goal; score++) {
            if (table[score].length < goal) {
                throw new HogException(file + ": the row for score " + score + " has " + table[score].length
                        + " values; it needs one per opponent score from 0 to " + (goal - 1));
            }
            for (int opponent = 0; opponent < goal; opponent++) {
                plain.choose(score, opponent, checked(file, table[score][opponent], score, opponent, rules));
            }
        }
        return plain.build();
    }

    private static StrategyTable withColumns(String file, String name, List<Row> rows, GameDefinition rules) {
        List<String> header = rows.get(0).header();
        int goal = rules.goal();
        boolean remembers = header.contains("memory");
        if (remembers && rules.memorySize() == 1) {
            throw new HogException(file + ": the table has memory columns, but the rules of " + rules
                    + " remember nothing; leave them out");
        }
        if (header.contains("turn") && rules.turnPeriod() == 1) {
            throw new HogException(file + ": the table has a turn column, but the rules of " + rules
                    + " do not read the turn number; leave it out");
        }
        StateSpace space = StateSpace.of(goal, remembers ? rules.memorySize() : 1,
                header.contains("turn") ? rules.turnPeriod() : 1, header.contains("extra"),
                remembers ? rules.start(0, 0).memoryCode(0) : 0);
        StrategyTable.Builder table = StrategyTable.builder(name, space);
        // One flag per row the table needs: the state of each score and column values, against opponent score 0.
        BitSet seen = new BitSet(space.size());
        int first = 1 + header.size();
        int[] parts = new int[Part.values().length];
        for (Row row : rows.subList(1, rows.size())) {
            int[] values = row.values();
            if (values.length < first + goal) {
                throw new HogException(file + ":" + row.line() + ": a row has a score, " + String.join(", ", header)
                        + ", and one value per opponent score from 0 to " + (goal - 1) + "; this one has "
                        + values.length + " values");
            }
            for (int i = 0; i < header.size(); i++) {
                Part part = COLUMNS.get(header.get(i));
                if (values[1 + i] < 0 || values[1 + i] >= space.count(part)) {
                    throw new HogException(file + ":" + row.line() + ": " + header.get(i) + " runs from 0 to "
                            + (space.count(part) - 1) + " under " + rules + "; not " + values[1 + i]);
                }
                parts[part.ordinal()] = values[1 + i];
            }
            int score = values[0];
            if (score < 0) {
                throw new HogException(file + ":" + row.line() + ": a score is 0 or more, not " + score);
            }
            if (score >= goal) {
                continue;
            }
            int mine = parts[Part.MEMORY.ordinal()];
            int theirs = parts[Part.OPPONENT_MEMORY.ordinal()];
            int turn = parts[Part.TURN.ordinal()];
            boolean extra = parts[Part.EXTRA_TURN.ordinal()] == 1;
            seen.set(space.index(score, 0, mine, theirs, turn, extra));
            for (int opponent = 0; opponent < goal; opponent++) {
                table.choose(score, opponent, mine, theirs, turn, extra,
                        checked(file, values[first + opponent], score, opponent, rules));
            }
        }
        for (int score = 0; score < goal; score++) {
            int from = space.index(score, 0, 0, 0, 0, false);
            int missing = seen.nextClearBit(from);
            if (missing < from + space.perPair()) {
                StringBuilder named = new StringBuilder("score " + score);
                COLUMNS.forEach((column, part) -> {
                    if (header.contains(column)) {
                        named.append(", ").append(column).append(' ').append(space.part(missing, part));
                    }
                });
                throw new HogException(file + ": no row for " + named + "; a table for goal " + goal + " has one row"
                        + " per score below it and combination of " + String.join(", ", header));
            }
        }
        return table.build();
    }

    private static byte checked(String file, int dice, int score, int opponent, GameDefinition rules) {
        if (!rules.choices().contains(dice)) {
            throw new HogException(file + ": the table says " + dice + " dice at scores " + score + " and "
                    + opponent + "; a strategy rolls 0 to " + rules.maxDice() + (!rules.moves().isEmpty()
                    ? ", or chooses one of the moves " + rules.moves().stream().map(MoveRule::choice).toList() : ""));
        }
        return (byte) dice;
    }
}
