package dev.hog.runner.io;

import static dev.hog.runner.io.ChartSvg.escape;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.json.OutputFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A grid of numbers drawn as an SVG heat map: a title, a cell per number coloured by a {@link Scale} (a continuous one
 * from white at 0, or the numbers of dice 0 to 10 in colours of their own), the row and column axes named and numbered
 * from 0 at the top left, a legend beside the grid, each cell's value in its tooltip, and notes beneath. Text is
 * escaped. Immutable; it copies the grid it is given.
 */
public final class HeatMapSvg {
    /** The side of the grid, in pixels, that cells fill as far as they can. */
    private static final int GRID = 600;
    /** The side of a cell of a small grid. */
    private static final int LARGEST_CELL = 24;
    private static final int LEFT = 56;
    private static final int TOP = 62;
    private static final int LEGEND_BAR = 14;
    private static final int LEGEND_HEIGHT = 240;
    /** About the width of a character of the 11-pixel sans-serif text, for laying the title and legend out. */
    private static final double CHARACTER = 6.4;

    private final String title;
    private final String rowAxis;
    private final String columnAxis;
    private final double[][] grid;
    private final Scale scale;
    private final List<String> notes;

    /**
     * How numbers become colours, and the words the legend and tooltips give them.
     *
     * <p>A scale is either {@link Continuous} or {@link Dice}.
     */
    public sealed interface Scale permits Continuous, Dice {
        /**
         * The colour of a cell.
         *
         * @param value the cell's number
         * @return a colour such as {@code #fdd49e}
         */
        String colour(double value);

        /**
         * A cell's number in words, for its tooltip.
         *
         * @param value the cell's number
         * @return such as {@code 0.0312 percentage points} or {@code 4 dice}
         */
        String describe(double value);
    }

    /**
     * A continuous scale: white at 0 (and below), through yellow and orange, to a deep red at the largest value (and
     * above).
     *
     * @param max the value drawn deepest; at 0 or below, every cell is white
     * @param unit what the values are, for the legend and the tooltips, such as {@code percentage points}
     */
    public record Continuous(double max, String unit) implements Scale {
        /** The colours from 0 to the largest value, evenly spaced: ColorBrewer's orange-red, from white. */
        static final int[][] STOPS = {{255, 255, 255}, {253, 212, 158}, {252, 141, 89}, {215, 48, 31}, {127, 0, 0}};

        /**
         * Checks the scale.
         *
         * @throws NullPointerException if the unit is {@code null}
         * @throws IllegalArgumentException if the largest value is not a number
         */
        public Continuous {
            Objects.requireNonNull(unit, "unit");
            if (Double.isNaN(max)) {
                throw new IllegalArgumentException("The largest value of a scale is a number, not NaN");
            }
        }

        @Override
        public String colour(double value) {
            double t = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
            double at = t * (STOPS.length - 1);
            int stop = Math.min((int) at, STOPS.length - 2);
            double between = at - stop;
            int[] rgb = new int[3];
            for (int i = 0; i < 3; i++) {
                rgb[i] = (int) Math.round(STOPS[stop][i] + (STOPS[stop + 1][i] - STOPS[stop][i]) * between);
            }
            return hex(rgb);
        }

        @Override
        public String describe(double value) {
            return String.format(Locale.ROOT, "%.4f %s", value, unit);
        }
    }

    /**
     * Numbers of dice, each in a colour of its own: pale yellow for none, through green, to deep blue for the most,
     * as the strategy page of {@code hog serve} draws them; and each move of the rules (a negative number) in a colour
     * apart from every number of dice's.
     *
     * @param maxDice the most dice, from 1 to 10
     * @param moves the names of the rules' moves, by their numbers; empty without moves
     */
    public record Dice(int maxDice, SortedMap<Integer, String> moves) implements Scale {
        /** The colours of the moves, by their number from -1, as the strategy page draws them. */
        private static final List<String> MOVE_COLOURS = List.of("#d6336c", "#7b2cbf", "#2b8a3e", "#495057", "#e8590c",
                "#0b7285", "#5c940d", "#862e9c", "#c92a2a");

        /**
         * Checks the scale.
         *
         * @throws IllegalArgumentException if the most dice are not from 1 to 10, or a move's number is not negative
         */
        public Dice {
            if (maxDice < 1 || maxDice > 10) {
                throw new IllegalArgumentException("A scale of dice goes up to 1 to 10 dice, not " + maxDice);
            }
            if (!moves.isEmpty() && moves.lastKey() >= 0) {
                throw new IllegalArgumentException("A move's number is negative, not " + moves.lastKey());
            }
            moves = Collections.unmodifiableSortedMap(new TreeMap<>(moves));
        }

        /**
         * A scale of numbers of dice only.
         *
         * @param maxDice the most dice, from 1 to 10
         */
        public Dice(int maxDice) {
            this(maxDice, new TreeMap<>());
        }

        /**
         * The scale of a game's choices: its numbers of dice and its moves.
         *
         * @param rules the game
         * @return the scale
         */
        public static Dice of(GameDefinition rules) {
            SortedMap<Integer, String> moves = new TreeMap<>();
            rules.moves().forEach(move -> moves.put(move.choice(), move.name()));
            return new Dice(rules.maxDice(), moves);
        }

        /** The scale's entries in the legend's order: every number of dice, then the moves from -1 down. */
        List<Integer> entries() {
            List<Integer> entries = new ArrayList<>();
            for (int count = 0; count <= maxDice; count++) {
                entries.add(count);
            }
            entries.addAll(moves.keySet().stream().sorted(Comparator.reverseOrder()).toList());
            return entries;
        }

        @Override
        public String colour(double value) {
            long chosen = Math.round(value);
            if (chosen < 0) {
                return MOVE_COLOURS.get((int) ((-chosen - 1) % MOVE_COLOURS.size()));
            }
            double t = Math.min(1, Math.max(0, chosen / (double) maxDice));
            // The page's hue and lightness, which it rounds to whole degrees and percentages.
            return hsl(Math.round(50 + 150 * t), 0.7, Math.round(92 - 62 * t) / 100.0);
        }

        @Override
        public String describe(double value) {
            long dice = Math.round(value);
            if (dice < 0) {
                return moves.getOrDefault((int) dice, "move") + " (" + dice + ")";
            }
            return dice + (dice == 1 ? " die" : " dice");
        }
    }

    /**
     * A heat map.
     *
     * @param title what the map shows, drawn above it
     * @param rowAxis what the rows count, such as {@code always:4's score}, from 0 at the top
     * @param columnAxis what the columns count, such as {@code the opponent's score}, from 0 at the left
     * @param grid the numbers, a row at a time, every row as long
     * @param scale their colours
     * @param notes lines drawn beneath the map, such as how to read it
     * @throws IllegalArgumentException if the grid has no cell or its rows differ in length
     */
    public HeatMapSvg(String title, String rowAxis, String columnAxis, double[][] grid, Scale scale,
            List<String> notes) {
        if (grid.length == 0 || grid[0].length == 0) {
            throw new IllegalArgumentException("A heat map needs at least one cell");
        }
        this.grid = new double[grid.length][];
        for (int row = 0; row < grid.length; row++) {
            if (grid[row].length != grid[0].length) {
                throw new IllegalArgumentException("Every row of a heat map is as long as the first, " + grid[0].length
                        + "; row " + row + " has " + grid[row].length);
            }
            this.grid[row] = grid[row].clone();
        }
        this.title = Objects.requireNonNull(title, "title");
        this.rowAxis = Objects.requireNonNull(rowAxis, "rowAxis");
        this.columnAxis = Objects.requireNonNull(columnAxis, "columnAxis");
        this.scale = Objects.requireNonNull(scale, "scale");
        this.notes = List.copyOf(notes);
    }

    /**
     * Writes the map to a file.
     *
     * @param file the file
     * @throws HogException if it cannot be written, saying why
     */
    public void write(Path file) {
        OutputFiles.write(file, out -> out.write(svg()));
    }

    /**
     * The map's SVG text.
     *
     * @return an SVG document
     */
    public String svg() {
        int rows = grid.length;
        int columns = grid[0].length;
        int cell = Math.max(1, Math.min(LARGEST_CELL, GRID / Math.max(rows, columns)));
        int legendLeft = LEFT + columns * cell + 24;
        int legendWidth = (int) (CHARACTER * Math.max(legendTitle().length(), 12)) + LEGEND_BAR + 16;
        int width = Math.max(legendLeft + legendWidth, (int) (20 + CHARACTER * 1.2 * title.length()));
        for (String note : notes) {
            width = Math.max(width, (int) (20 + CHARACTER * note.length()));
        }
        int bottom = TOP + Math.max(rows * cell, legendHeight() + 20);
        int height = bottom + 12 + 16 * notes.size();
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"11\">%n", width, height, width,
                height));
        svg.append("<title>").append(escape(title)).append("</title>\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(String.format(Locale.ROOT, "<text x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">%s"
                + "</text>%n", escape(title)));
        axes(svg, rows, columns, cell);
        svg.append(String.format(Locale.ROOT, "<g class=\"cells\" transform=\"translate(%d,%d)\">%n", LEFT, TOP));
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                double value = grid[row][column];
                svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                        + " fill=\"%s\"><title>%s %d, %s %d: %s</title></rect>%n", column * cell, row * cell, cell,
                        cell, scale.colour(value), escape(rowAxis), row, escape(columnAxis), column,
                        escape(scale.describe(value))));
            }
        }
        svg.append("</g>\n");
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\""
                + " stroke=\"#999\"/>%n", LEFT, TOP, columns * cell, rows * cell));
        legend(svg, legendLeft);
        for (int line = 0; line < notes.size(); line++) {
            svg.append(String.format(Locale.ROOT, "<text x=\"10\" y=\"%d\" fill=\"#555\">%s</text>%n",
                    bottom + 14 + 16 * line, escape(notes.get(line))));
        }
        return svg.append("</svg>\n").toString();
    }

    /** The axes' names, and their numbers every so many cells. */
    private void axes(StringBuilder svg, int rows, int columns, int cell) {
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                LEFT + columns * cell / 2, TOP - 22, escape(columnAxis)));
        svg.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" text-anchor=\"middle\""
                + " transform=\"rotate(-90 14 %d)\">%s</text>%n", TOP + rows * cell / 2, TOP + rows * cell / 2,
                escape(rowAxis)));
        int step = tickStep(Math.max(rows, columns));
        for (int column = 0; column < columns; column += step) {
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"10\""
                    + " fill=\"#555\">%d</text>%n", LEFT + column * cell + cell / 2, TOP - 6, column));
        }
        for (int row = 0; row < rows; row += step) {
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"10\""
                    + " fill=\"#555\">%d</text>%n", LEFT - 4, TOP + row * cell + cell / 2 + 4, row));
        }
    }

    /** Every cell of a small grid is numbered; a larger one every 5 or 10. */
    private static int tickStep(int cells) {
        return cells <= 20 ? 1 : cells <= 50 ? 5 : 10;
    }

    private String legendTitle() {
        return scale instanceof Continuous continuous ? continuous.unit() : "dice";
    }

    private int legendHeight() {
        return scale instanceof Dice dice ? 18 * dice.entries().size() : LEGEND_HEIGHT;
    }

    /** A bar of the continuous scale from 0 at the bottom to its largest value at the top, or a swatch per die. */
    private void legend(StringBuilder svg, int left) {
        svg.append(String.format(Locale.ROOT, "<g class=\"legend\">%n<text x=\"%d\" y=\"%d\">%s</text>%n", left,
                TOP - 16, escape(legendTitle())));
        if (scale instanceof Continuous continuous) {
            svg.append("<defs><linearGradient id=\"scale\" x1=\"0\" y1=\"1\" x2=\"0\" y2=\"0\">");
            int[][] stops = Continuous.STOPS;
            for (int stop = 0; stop < stops.length; stop++) {
                svg.append(String.format(Locale.ROOT, "<stop offset=\"%.2f\" stop-color=\"%s\"/>",
                        stop / (double) (stops.length - 1), hex(stops[stop])));
            }
            svg.append("</linearGradient></defs>\n");
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                    + " fill=\"url(#scale)\" stroke=\"#555\"/>%n", left, TOP, LEGEND_BAR, LEGEND_HEIGHT));
            for (int tick = 0; tick <= 4; tick++) {
                int y = TOP + LEGEND_HEIGHT - tick * LEGEND_HEIGHT / 4;
                svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\""
                        + " stroke=\"#555\"/><text x=\"%d\" y=\"%d\">%s</text>%n", left + LEGEND_BAR,
                        left + LEGEND_BAR + 4, y, y, left + LEGEND_BAR + 7, y + 4,
                        number(Math.max(0, continuous.max()) * tick / 4)));
            }
        } else {
            Dice dice = (Dice) scale;
            List<Integer> entries = dice.entries();
            for (int row = 0; row < entries.size(); row++) {
                int y = TOP + row * 18;
                int count = entries.get(row);
                String label = count < 0 ? count + " " + dice.moves().get(count) : String.valueOf(count);
                svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                        + " fill=\"%s\" stroke=\"#555\"/><text x=\"%d\" y=\"%d\">%s</text>%n", left, y, LEGEND_BAR,
                        LEGEND_BAR, dice.colour(count), left + LEGEND_BAR + 7, y + 11, escape(label)));
            }
        }
        svg.append("</g>\n");
    }

    /** A legend's number, with the digits that tell its ticks apart. */
    private static String number(double value) {
        return value == 0 ? "0" : String.format(Locale.ROOT, value >= 10 ? "%.1f" : value >= 0.1 ? "%.3f" : "%.2g",
                value);
    }

    private static String hex(int[] rgb) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
    }

    /** A colour from its hue (degrees), saturation and lightness (0 to 1), as CSS's {@code hsl()} defines it. */
    private static String hsl(double hue, double saturation, double lightness) {
        double chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
        double[] rgb = new double[3];
        for (int i = 0; i < 3; i++) {
            double k = ((i == 0 ? 0 : i == 1 ? 8 : 4) + hue / 30) % 12;
            rgb[i] = lightness - chroma / 2 * Math.max(-1, Math.min(Math.min(k - 3, 9 - k), 1));
        }
        return hex(new int[] {(int) Math.round(255 * rgb[0]), (int) Math.round(255 * rgb[1]),
            (int) Math.round(255 * rgb[2])});
    }
}
