package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.analysis.StrategyTable;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Options;
import dev.hog.api.rule.Rule;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Strategy tables in CSV and in the course contest's JSON: read strictly against a game, and written back. */
class TableFilesTest {
    private static final int GOAL = 10;

    private static final GameDefinition PLAIN = game(ToyRules.SNAKE_EYES);
    private static final GameDefinition REMEMBERING = game(ToyRules.SNAKE_EYES, ToyRules.LAST_POINTS);

    @TempDir
    Path folder;

    private static GameDefinition game(Rule... rules) {
        return GameDefinition.of("toy", Options.of(Map.of()), List.of(rules), GOAL, 5, 6);
    }

    /** The choice a test table makes: (score + opponent) % 4 + 1 dice, whatever else the state holds. */
    private static int choice(int score, int opponent) {
        return (score + opponent) % 4 + 1;
    }

    private static String csv(int rows) {
        return csv(rows, GOAL);
    }

    private static String csv(int rows, int columns) {
        return IntStream.range(0, rows).mapToObj(score -> IntStream.range(0, columns)
                .mapToObj(opponent -> String.valueOf(choice(score, opponent)))
                .collect(Collectors.joining(","))).collect(Collectors.joining("\n", "# rows: my score\n\n", "\n"));
    }

    private static StrategyTable read(String text, boolean json, GameDefinition rules) {
        try {
            return TableFiles.read(new StringReader(text), "s." + (json ? "json" : "csv"), json, "mine", rules);
        } catch (IOException e) {
            throw new AssertionError("a string always reads", e);
        }
    }

    private static String failure(String csv, GameDefinition rules) {
        try {
            read(csv, false, rules);
        } catch (HogException e) {
            return e.getMessage();
        }
        throw new AssertionError("read " + csv + " without a mistake");
    }

    private static void assertSameChoices(StrategyTable actual, StrategyTable expected) {
        for (int score = 0; score < GOAL; score++) {
            for (int opponent = 0; opponent < GOAL; opponent++) {
                for (int mine = 0; mine < expected.memorySize(); mine++) {
                    for (int theirs = 0; theirs < expected.memorySize(); theirs++) {
                        for (boolean extra : new boolean[] {false, true}) {
                            assertThat(actual.dice(score, opponent, mine, theirs, 0, extra))
                                    .as("scores %d and %d, memories %d and %d, extra turn %s", score, opponent, mine,
                                            theirs, extra)
                                    .isEqualTo(expected.dice(score, opponent, mine, theirs, 0, extra));
                        }
                    }
                }
            }
        }
    }

    @Test
    void aCsvTableChoosesByBothScoresSkippingCommentsAndBlankLines() {
        StrategyTable table = read(csv(GOAL), false, PLAIN);

        assertThat(table).hasToString("mine");
        assertThat(table.goal()).isEqualTo(GOAL);
        assertThat(table.numRolls(0, 0)).isEqualTo(1);
        assertThat(table.numRolls(2, 5)).isEqualTo(4);
        assertThat(table.numRolls(9, 9)).isEqualTo(3);
    }

    @Test
    void aJsonTableAsTheContestTookItChoosesAsTheCsvOne() {
        String json = IntStream.range(0, GOAL).mapToObj(score -> IntStream.range(0, GOAL)
                .mapToObj(opponent -> String.valueOf(choice(score, opponent)))
                .collect(Collectors.joining(",", "[", "]"))).collect(Collectors.joining(",\n", "[", "]"));

        assertSameChoices(read(json, true, PLAIN), read(csv(GOAL), false, PLAIN));
    }

    @Test
    void aTableForAHigherGoalCoversALowerOne() {
        StrategyTable table = read(csv(GOAL + 5, GOAL + 5), false, PLAIN);

        assertThat(table.goal()).isEqualTo(GOAL);
        assertSameChoices(table, read(csv(GOAL), false, PLAIN));
    }

    /** Writes a table, checks that it reads back the same, and gives the file's text. */
    private String writtenAndReadBack(String name, StrategyTable table, GameDefinition rules) throws IOException {
        Path file = folder.resolve(name);
        TableFiles.write(file, table, rules);
        assertSameChoices(TableFiles.read(file, "again", rules), table);
        return Files.readString(file);
    }

    @Test
    void aTableWrittenAsCsvReadsBackTheSame() throws IOException {
        String text = writtenAndReadBack("t.csv", read(csv(GOAL), false, PLAIN), PLAIN);

        assertThat(text).startsWith("# mine for toy, goal 10\n# one row per score; one column per opponent score from"
                + " 0\n1,2,3,4,1,2,3,4,1,2\n");
    }

    @Test
    void aTableWrittenAsJsonHasARowPerLineAndReadsBackTheSame() throws IOException {
        String text = writtenAndReadBack("t.json", read(csv(GOAL), false, PLAIN), PLAIN);

        assertThat(text.lines()).hasSize(GOAL + 2).contains("[1,2,3,4,1,2,3,4,1,2],");
    }

    @Test
    void aTableWithMemoryAndExtraTurnsWritesTheirColumnsAndReadsBackTheSame() throws IOException {
        StrategyTable.Builder filled = StrategyTable.builder("remembering", GOAL, 3, 1, true, 0);
        for (int score = 0; score < GOAL; score++) {
            for (int opponent = 0; opponent < GOAL; opponent++) {
                for (int mine = 0; mine < 3; mine++) {
                    for (int theirs = 0; theirs < 3; theirs++) {
                        filled.choose(score, opponent, mine, theirs, 0, false, (score + opponent + mine) % 6)
                                .choose(score, opponent, mine, theirs, 0, true, (opponent + theirs) % 6);
                    }
                }
            }
        }
        StrategyTable table = filled.build();

        String text = writtenAndReadBack("t.csv", table, REMEMBERING);

        assertThat(text).contains("\n# memory: Last Points remembers 0 to 2 of each player, 0 before their first"
                + " turn\n# extra: 1 on an extra turn, else 0\nscore,memory,opponent_memory,extra,0,1,2,");
    }

    @Test
    void aTableWithMemoryCannotBeJson() {
        String message = "A JSON table holds a choice per pair of scores only, and the rules of toy, goal 10 also tell"
                + " apart what they remember of each player; export to a .csv file";

        assertThatThrownBy(() -> TableFiles.checkWritable(folder.resolve("t.json"), REMEMBERING))
                .isInstanceOf(HogException.class).hasMessage(message);
        assertThat(folder.resolve("t.json")).doesNotExist();
    }

    @Test
    void aFileInAFolderThatDoesNotExistCannotBeWritten() {
        Path file = folder.resolve("none").resolve("t.csv");

        String message = "Cannot write " + file + ": the folder " + file.getParent() + " does not exist; create it"
                + " first";

        assertThatThrownBy(() -> TableFiles.checkWritable(file, PLAIN)).hasMessage(message);
        assertThatThrownBy(() -> TableFiles.write(file, read(csv(GOAL), false, PLAIN), PLAIN)).hasMessage(message);
    }

    @Test
    void aTableFileReadsAsItsTextDoesWithCommentsBlankLinesCarriageReturnsOrSpaces() throws IOException {
        List<String> texts = List.of(csv(GOAL), csv(GOAL).replace("\n", "\r\n"), "\n\n" + csv(GOAL) + "\n# end",
                csv(GOAL).replace(",", ", "), csv(GOAL).stripTrailing(), csv(GOAL).replaceFirst("\n1,", "\n001,"));
        for (String text : texts) {
            Path file = Files.writeString(folder.resolve("t.csv"), text);

            assertSameChoices(TableFiles.read(file, "t", PLAIN), read(text, false, PLAIN));
        }
        Path wrong = Files.writeString(folder.resolve("t.csv"), csv(GOAL).replaceFirst("1,2,3", "1,6,3"));
        assertThatThrownBy(() -> TableFiles.read(wrong, "t", PLAIN)).hasMessage(wrong + ": the table says 6 dice at"
                + " scores 0 and 1; a strategy rolls 0 to 5");
    }

    @Test
    void aMissingFileIsAMistake() {
        Path file = folder.resolve("none.csv");

        assertThatThrownBy(() -> TableFiles.read(file, "none", PLAIN)).isInstanceOf(HogException.class)
                .hasMessage("Strategy table " + file + ": no such file");
    }

    @Test
    void aFileThatIsNotUtf8IsAMistake() throws IOException {
        Path file = Files.write(folder.resolve("t.csv"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});

        assertThatThrownBy(() -> TableFiles.read(file, "t", PLAIN)).hasMessage("Strategy table " + file + " is not"
                + " UTF-8 text; a table is a CSV or JSON text file");
    }

    @Test
    void aTableTooSmallForTheGoalIsAMistake() {
        assertThat(failure(csv(5), PLAIN)).isEqualTo("s.csv: the table has 5 rows; it needs one per score from 0 to"
                + " 9, 10 at least");
    }

    @Test
    void aRowTooShortForTheGoalIsAMistakeNamingItsScore() {
        assertThat(failure(csv(GOAL).replace("\n1,2,3,4,1,2,3,4,1,2\n", "\n1,2,3\n"), PLAIN)).isEqualTo("s.csv: the"
                + " row for score 0 has 3 values; it needs one per opponent score from 0 to 9");
    }

    @Test
    void aCellOutOfRangeIsAMistakeNamingItsScores() {
        assertThat(failure(csv(GOAL).replaceFirst("1,2,3", "1,6,3"), PLAIN)).isEqualTo("s.csv: the table says 6 dice"
                + " at scores 0 and 1; a strategy rolls 0 to 5");
    }

    @Test
    void aCellThatIsNotANumberIsAMistakeNamingItsLine() {
        assertThat(failure(csv(GOAL).replaceFirst("\n2,3,4", "\n2,x,4"), PLAIN)).isEqualTo("s.csv:4: value 2 is 'x',"
                + " not a whole number");
    }

    @Test
    void aJsonTableThatIsNotRowsOfNumbersIsAMistakeNamingItsPlace() {
        assertThatThrownBy(() -> read("[[1,2],\n[3,\"x\"]]", true, PLAIN)).hasMessage("s.json:2:4: a JSON table is"
                + " an array of rows of whole numbers");
    }

    @Test
    void aHeaderOutOfOrderIsAMistakeSayingTheOrder() {
        assertThat(failure("score,opponent_memory,memory,0\n", REMEMBERING)).isEqualTo("s.csv:1: a header is score,"
                + " then any of memory, opponent_memory, turn, extra in that order (memory with opponent_memory),"
                + " then the opponent scores 0, 1, ...; not score,opponent_memory,memory,0");
    }

    @Test
    void memoryColumnsForRulesThatRememberNothingAreAMistake() {
        assertThat(failure("score,memory,opponent_memory,0\n", PLAIN)).isEqualTo("s.csv: the table has memory"
                + " columns, but the rules of toy, goal 10 remember nothing; leave them out");
    }

    @Test
    void aTurnColumnForRulesThatDoNotReadTheTurnIsAMistake() {
        assertThat(failure("score,turn,0\n", PLAIN)).isEqualTo("s.csv: the table has a turn column, but the rules of"
                + " toy, goal 10 do not read the turn number; leave it out");
    }

    @Test
    void aTableWithColumnsNamesTheFirstStateItHasNoRowFor() {
        String header = "score,extra," + IntStream.range(0, GOAL).mapToObj(String::valueOf)
                .collect(Collectors.joining(","));
        String row = "0,0," + "1,".repeat(GOAL - 1) + "1";

        assertThat(failure(header + "\n" + row + "\n", PLAIN)).isEqualTo("s.csv: no row for score 0, extra 1; a table"
                + " for goal 10 has one row per score below it and combination of extra");
    }

    @Test
    void aTableWithMemoryColumnsNamesTheFirstStateItHasNoRowForByEveryColumn() {
        StringBuilder text = new StringBuilder("score,memory,opponent_memory,extra," + IntStream.range(0, GOAL)
                .mapToObj(String::valueOf).collect(Collectors.joining(",")) + "\n");
        for (int score = 0; score < GOAL; score++) {
            for (int mine = 0; mine < 3; mine++) {
                for (int theirs = 0; theirs < 3; theirs++) {
                    for (int extra = 0; extra < 2; extra++) {
                        boolean missing = score == 1 && mine == 2 && theirs == 0 && extra == 1
                                || score == 4 && mine == 0 && theirs == 1 && extra == 0;
                        if (!missing) {
                            text.append(score + "," + mine + "," + theirs + "," + extra + "," + "2,".repeat(GOAL - 1)
                                    + "2\n");
                        }
                    }
                }
            }
        }

        assertThat(failure(text.toString(), REMEMBERING)).isEqualTo("s.csv: no row for score 1, memory 2,"
                + " opponent_memory 0, extra 1; a table for goal 10 has one row per score below it and combination of"
                + " memory, opponent_memory, extra");
    }

    @Test
    void aCommentInAnotherEncodingLeavesTheTableAsItIsButAValueMustBeUtf8() throws IOException {
        byte[] latin1 = "# caf\u00e9: my table\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] table = csv(GOAL).getBytes(StandardCharsets.UTF_8);
        Path file = folder.resolve("t.csv");
        Files.write(file, latin1);
        Files.write(file, table, StandardOpenOption.APPEND);

        assertSameChoices(TableFiles.read(file, "t", PLAIN), read(csv(GOAL), false, PLAIN));
        Files.write(file, csv(GOAL).replaceFirst("\n1,", "\n1\u00e9,").getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> TableFiles.read(file, "t", PLAIN)).hasMessage("Strategy table " + file + " is not"
                + " UTF-8 text; a table is a CSV or JSON text file");
    }

    @Test
    void valuesInQuotesReadAsTheyDoWithout() {
        String quoted = csv(GOAL).replaceAll("(\\d+)", "\"$1\"").replace("\"\n", "\" \r\n");

        assertSameChoices(read(quoted, false, PLAIN), read(csv(GOAL), false, PLAIN));
    }

    @Test
    void textThatIsNotCsvIsAMistakeNamingTheLineWhereItStops() {
        assertThat(failure(csv(GOAL).replaceFirst("\n2,3,4", "\n\"2,3,4"), PLAIN)).isEqualTo("s.csv:13: not a CSV"
                + " table: Missing closing quote for value");
        assertThat(failure(csv(GOAL).replaceFirst("\n2,3,4", "\n\"2\"x,3,4"), PLAIN)).isEqualTo("s.csv:4: not a CSV"
                + " table: Unexpected character ('x' (code 120)): Expected column separator character (',' (code 44))"
                + " or end-of-line");
    }
}
