package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import dev.hog.api.HogException;
import dev.hog.json.jackson.StrictJackson;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CharacterCodingException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Table files' CSV reader reads text as Jackson's CSV parser does with comments, blank lines skipped and spaces
 * trimmed: the same rows, cells and lines, and the same mistakes on the same lines.
 */
class CsvRowsTest {
    private static final CsvMapper JACKSON = StrictJackson.strict(CsvMapper.builder())
            .enable(CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(CsvParser.Feature.ALLOW_COMMENTS)
            .enable(CsvParser.Feature.SKIP_EMPTY_LINES)
            .enable(CsvParser.Feature.TRIM_SPACES)
            .build();
    private static final String ALPHABET = "01 ,,\t\r\n\n#\"\"x\u0001\u00a0\u00e9";

    /** Each row as {@code LINE:[cells]}, then the mistake if there is one, as Jackson reads the text. */
    private static List<String> jackson(String text) {
        List<String> rows = new ArrayList<>();
        try (MappingIterator<String[]> lines = JACKSON.readerFor(String[].class).readValues(new StringReader(text))) {
            while (lines.hasNextValue()) {
                String[] cells = lines.nextValue();
                rows.add(lines.getParser().currentTokenLocation().getLineNr() + ":" + Arrays.toString(cells)
                        + numbers(cells.length, i -> Integer.parseInt(cells[i])));
            }
        } catch (JsonProcessingException e) {
            rows.add("s.csv:" + e.getLocation().getLineNr() + ": not a CSV table: "
                    + e.getOriginalMessage().lines().findFirst().orElse(""));
        } catch (IOException e) {
            throw new AssertionError("a string always reads", e);
        }
        return rows;
    }

    /** The whole numbers the cells are, or {@code -} for each that is not one. */
    private static String numbers(int cells, IntUnaryOperator number) {
        StringBuilder numbers = new StringBuilder();
        for (int i = 0; i < cells; i++) {
            try {
                numbers.append(' ').append(number.applyAsInt(i));
            } catch (NumberFormatException e) {
                numbers.append(" -");
            }
        }
        return numbers.toString();
    }

    /** The same, as table files read it. */
    private static List<String> tableFiles(String text) {
        List<String> rows = new ArrayList<>();
        TableFiles.CsvRows csv = TableFiles.CsvRows.of(text);
        try {
            for (int cells = csv.next("s.csv"); cells >= 0; cells = csv.next("s.csv")) {
                String[] row = new String[cells];
                Arrays.setAll(row, csv::cell);
                rows.add(csv.line() + ":" + Arrays.toString(row) + numbers(cells, csv::number));
            }
        } catch (HogException e) {
            rows.add(e.getMessage());
        } catch (CharacterCodingException e) {
            throw new AssertionError("decoded text has no malformed bytes", e);
        }
        return rows;
    }

    @Test
    void namedCasesReadAsJacksonReadsThem() {
        StringBuilder big = new StringBuilder("# a table longer than a parser's buffer\n");
        for (int row = 0; row < 300; row++) {
            big.append(row % 7 == 0 ? "\n" : "").append(row % 11 == 0 ? "  # comment\n" : "");
            for (int cell = 0; cell < 100; cell++) {
                big.append(cell == 0 ? "" : row % 3 == 0 ? ", " : ",").append(row % 5 == 0 ? "\"" + cell + "\"" : cell);
            }
            big.append('\n');
        }
        List<String> texts = List.of("1,2\n3,4\n", "1,2\r\n3,4", "1,2\r3,4\n", " 1 , 2 \n3,4", "  # x\n1,2",
                "1,2 # x\n", "1,2\n   \n3,4", "\"1\",\" 2 \"\n", "\"1,2\n3,4", "1\"2,3", "1,2,\n", "", "# a\n# b\n",
                "\uFEFF1,2", "\"1\n2\",3", "\t#c\n1", "\"1\"2,3\n", "\"a\"\"b\",1", " \"1\" ,2", "\"1\r\n2\",3\n4",
                "1\n2\n\"3\n4", " \"1\" x,2", "\"1\"\u3042", "\"1\"\u0002", "\"1\"\u00e9", "score,memory,0\n0,1,2",
                "1234567890,123456789,0012,+3,-4,2147483648,\u0663", big.toString(),
                big.toString().replace("\n", "\r\n"));
        for (String text : texts) {
            assertThat(tableFiles(text)).as(text).isEqualTo(jackson(text));
        }
    }

    @Test
    void randomTextReadsAsJacksonReadsIt() {
        SplittableRandom random = new SplittableRandom(34);
        for (int sample = 0; sample < 40_000; sample++) {
            StringBuilder text = new StringBuilder();
            for (int length = random.nextInt(14); length > 0; length--) {
                text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            assertThat(tableFiles(text.toString())).as(text.toString().replace("\r", "\\r").replace("\n", "\\n"))
                    .isEqualTo(jackson(text.toString()));
        }
    }
}
