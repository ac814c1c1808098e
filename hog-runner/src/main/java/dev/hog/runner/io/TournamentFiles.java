package dev.hog.runner.io;

import static dev.hog.runner.io.ChartSvg.escape;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.hog.analysis.Tournament;
import dev.hog.api.HogException;
import dev.hog.json.OutputFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A tournament's matrix written out: as CSV, and drawn as an SVG heat map with the entries in rank order. */
public final class TournamentFiles {
    private static final CsvMapper CSV = new CsvMapper();
    /** The side of one cell of the heat map, in pixels, for up to 40 entries; smaller beyond. */
    private static final int CELL = 18;

    private TournamentFiles() {
    }

    /**
     * The tournament as one line of JSON: {@code {"ruleset":..,"options":{..},"goal":..,"entries":[names, in the order
     * given],"matrix":[[mean win rates]],"first":[[win rates moving first]],"ranking":[names, best first],
     * "seconds":t}}.
     *
     * @param result the tournament
     * @return the line
     */
    public static String json(Tournament.Result result) {
        List<String> names = result.names();
        return Json.line(new Report(result.rules().rulesetId(), result.rules().options().asMap(),
                result.rules().goal(), names, result.matrix(), result.first(),
                result.ranking().stream().map(names::get).toList(), result.seconds()));
    }

    /** {@code --json}: the tournament in one object. */
    @JsonPropertyOrder({"ruleset", "options", "goal", "entries", "matrix", "first", "ranking", "seconds"})
    private record Report(String ruleset, Map<String, String> options, int goal, List<String> entries,
            double[][] matrix, double[][] first, List<String> ranking, double seconds) {
    }

    /**
     * Writes the matrix of mean win rates as CSV: a header of the entries' names, then a row per entry, its name first.
     *
     * @param file the file
     * @param names the entries, in the order given
     * @param matrix the mean win rate of each row's entry against each column's
     * @throws HogException if it cannot be written
     */
    public static void writeCsv(Path file, List<String> names, double[][] matrix) {
        OutputFiles.write(file, out -> {
            try (SequenceWriter rows = CSV.writer().with(CsvSchema.emptySchema()).writeValues(out)) {
                List<Object> header = new ArrayList<>(List.of("entry"));
                header.addAll(names);
                rows.write(header);
                for (int i = 0; i < names.size(); i++) {
                    List<Object> row = new ArrayList<>(List.of(names.get(i)));
                    for (double rate : matrix[i]) {
                        row.add(rate);
                    }
                    rows.write(row);
                }
            }
        });
    }

    /**
     * Draws the matrix as an SVG heat map, rows and columns in rank order: blue where the row's entry wins more often
     * than not, red where it loses, white at one half; each cell's exact rate in its tooltip.
     *
     * @param file the file
     * @param result the tournament
     * @throws HogException if it cannot be written
     */
    public static void writeSvg(Path file, Tournament.Result result) {
        OutputFiles.write(file, out -> out.write(svg(result)));
    }

    /**
     * The heat map's SVG text.
     *
     * @param result the tournament
     * @return an SVG document
     */
    static String svg(Tournament.Result result) {
        List<Integer> ranking = result.ranking();
        List<String> names = result.names();
        int n = ranking.size();
        int cell = Math.max(2, Math.min(CELL, 720 / n));
        boolean labelled = cell >= 10;
        int left = labelled ? 12 + 7 * names.stream().mapToInt(String::length).max().orElse(1) : 10;
        int top = labelled ? 24 : 10;
        String[] caption = {"Mean win rate of each row's entry against each column's, in rank order",
            "(column k is the entry ranked k): blue where the row wins more often, red less."};
        int width = Math.max(left + n * cell + 10, 460);
        int height = top + n * cell + 14 + 16 * caption.length;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">%n", width, height, width,
                height));
        svg.append(String.format(Locale.ROOT, "<title>%s: mean win rate of each row's entry against each column's,"
                + " in rank order</title>%n", escape(result.rules().toString())));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        for (int r = 0; r < n; r++) {
            int i = ranking.get(r);
            if (labelled) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n",
                        left - 4, top + r * cell + cell - 4, escape(names.get(i))));
            }
            for (int c = 0; c < n; c++) {
                int j = ranking.get(c);
                double rate = result.mean(i, j);
                svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                        + " fill=\"%s\"><title>%s against %s: %.6f</title></rect>%n", left + c * cell,
                        top + r * cell, cell, cell, colour(rate), escape(names.get(i)), escape(names.get(j)),
                        rate));
            }
        }
        if (labelled) {
            for (int c = 0; c < n; c++) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d</text>%n",
                        left + c * cell + cell / 2, top - 6, c + 1));
            }
        }
        for (int line = 0; line < caption.length; line++) {
            svg.append(String.format(Locale.ROOT, "<text x=\"10\" y=\"%d\">%s</text>%n",
                    top + n * cell + 22 + 16 * line, caption[line]));
        }
        return svg.append("</svg>\n").toString();
    }

    /** White at one half, deepening to blue at 1 and to red at 0; the scale is stretched around one half. */
    private static String colour(double rate) {
        double t = Math.min(1, Math.abs(rate - 0.5) * 4);
        int fade = (int) Math.round(255 * (1 - t));
        return rate >= 0.5 ? String.format(Locale.ROOT, "rgb(%d,%d,255)", fade, fade)
                : String.format(Locale.ROOT, "rgb(255,%d,%d)", fade, fade);
    }
}
