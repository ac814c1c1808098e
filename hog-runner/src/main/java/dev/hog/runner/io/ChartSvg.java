package dev.hog.runner.io;

import java.util.Locale;

/**
 * Plain SVG charts for reports: a line over whole numbers (a value by goal) and bars over whole numbers (a
 * distribution), each with its axes, ticks, labels and a title, readable in any browser and nothing to install.
 */
public final class ChartSvg {
    private static final int WIDTH = 720;
    private static final int HEIGHT = 400;
    private static final int LEFT = 70;
    private static final int RIGHT = 20;
    private static final int TOP = 50;
    private static final int BOTTOM = 60;
    private static final int PLOT_WIDTH = WIDTH - LEFT - RIGHT;
    private static final int PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

    private ChartSvg() {
    }

    /**
     * A line chart of values at consecutive whole numbers, with a dashed level line and one point marked.
     *
     * @param title the chart's title
     * @param xLabel what the whole numbers are
     * @param yLabel what the values are
     * @param firstX the whole number of the first value
     * @param values the values
     * @param level a value to draw as a dashed line across, such as one half
     * @param markedX the whole number whose point is marked and labelled
     * @return the SVG document
     */
    public static String line(String title, String xLabel, String yLabel, int firstX, double[] values, double level,
            int markedX) {
        double low = Math.min(level, min(values));
        double high = Math.max(level, max(values));
        double pad = Math.max((high - low) * 0.08, 1e-3);
        Scale y = new Scale(low - pad, high + pad);
        int lastX = firstX + values.length - 1;
        StringBuilder svg = start(title);
        axes(svg, xLabel, yLabel, firstX, lastX, y, 3);
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            points.append(i == 0 ? "" : " ").append(fmt(x(firstX + i, firstX, lastX))).append(',')
                    .append(fmt(y.pixel(values[i])));
        }
        svg.append(String.format(Locale.ROOT, "<line class=\"level\" x1=\"%d\" y1=\"%s\" x2=\"%d\" y2=\"%s\""
                + " stroke=\"#888\" stroke-dasharray=\"6 4\"/>%n", LEFT, fmt(y.pixel(level)), LEFT + PLOT_WIDTH,
                fmt(y.pixel(level))));
        svg.append("<polyline class=\"series\" fill=\"none\" stroke=\"#1f5fa8\" stroke-width=\"2\" points=\"")
                .append(points).append("\"/>\n");
        double markedValue = values[markedX - firstX];
        double mx = x(markedX, firstX, lastX);
        double my = y.pixel(markedValue);
        svg.append(String.format(Locale.ROOT, "<circle class=\"marked\" cx=\"%s\" cy=\"%s\" r=\"5\""
                + " fill=\"#c0392b\"/>%n<text x=\"%s\" y=\"%s\" font-size=\"13\" fill=\"#c0392b\""
                + " text-anchor=\"%s\">%s</text>%n",
                fmt(mx), fmt(my), fmt(mx), fmt(my - 10), mx > LEFT + PLOT_WIDTH * 0.8 ? "end" : "middle",
                escape(markedX + ": " + String.format(Locale.ROOT, "%.4f", markedValue))));
        return svg.append("</svg>\n").toString();
    }

    /**
     * A bar chart of values at consecutive whole numbers from 0.
     *
     * @param title the chart's title
     * @param xLabel what the whole numbers are
     * @param yLabel what the values are
     * @param values the values, from whole number 0
     * @return the SVG document
     */
    public static String bars(String title, String xLabel, String yLabel, double[] values) {
        Scale y = new Scale(0, Math.max(max(values) * 1.08, 1e-9));
        int last = Math.max(1, values.length - 1);
        StringBuilder svg = start(title);
        axes(svg, xLabel, yLabel, 0, last, y, 4);
        double width = Math.max(1, PLOT_WIDTH / (double) (last + 1) - 1);
        for (int i = 0; i < values.length; i++) {
            if (values[i] <= 0) {
                continue;
            }
            double top = y.pixel(values[i]);
            svg.append(String.format(Locale.ROOT, "<rect class=\"bar\" x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\""
                    + " fill=\"#1f5fa8\"><title>%d: %.5f</title></rect>%n", fmt(x(i, 0, last) - width / 2), fmt(top),
                    fmt(width), fmt(TOP + PLOT_HEIGHT - top), i, values[i]));
        }
        return svg.append("</svg>\n").toString();
    }

    private static StringBuilder start(String title) {
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, HEIGHT));
        svg.append(String.format(Locale.ROOT, "<text class=\"title\" x=\"%d\" y=\"28\" font-size=\"16\""
                + " text-anchor=\"middle\">%s</text>%n", WIDTH / 2, escape(title)));
        return svg;
    }

    private static void axes(StringBuilder svg, String xLabel, String yLabel, int firstX, int lastX, Scale y,
            int decimals) {
        int bottom = TOP + PLOT_HEIGHT;
        svg.append(String.format(Locale.ROOT, "<path d=\"M%d %d V%d H%d\" fill=\"none\" stroke=\"#333\"/>%n", LEFT, TOP,
                bottom, LEFT + PLOT_WIDTH));
        int step = niceStep(lastX - firstX);
        for (int tick = (firstX + step - 1) / step * step; tick <= lastX; tick += step) {
            double px = x(tick, firstX, lastX);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%d\" x2=\"%s\" y2=\"%d\" stroke=\"#333\"/>"
                    + "<text x=\"%s\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">%d</text>%n", fmt(px), bottom,
                    fmt(px), bottom + 5, fmt(px), bottom + 20, tick));
        }
        for (int i = 0; i <= 4; i++) {
            double value = y.low + (y.high - y.low) * i / 4;
            double py = y.pixel(value);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%s\" x2=\"%d\" y2=\"%s\" stroke=\"#333\"/>"
                    + "<text x=\"%d\" y=\"%s\" font-size=\"12\" text-anchor=\"end\">%." + decimals + "f</text>%n",
                    LEFT - 5, fmt(py), LEFT, fmt(py), LEFT - 8, fmt(py + 4), value));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"middle\">%s"
                + "</text>%n", LEFT + PLOT_WIDTH / 2, HEIGHT - 15, escape(xLabel)));
        svg.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"%d\" font-size=\"13\" text-anchor=\"middle\""
                + " transform=\"rotate(-90 16 %d)\">%s</text>%n", TOP + PLOT_HEIGHT / 2, TOP + PLOT_HEIGHT / 2,
                escape(yLabel)));
    }

    private static double x(int value, int first, int last) {
        return LEFT + PLOT_WIDTH * (last == first ? 0.5 : (value - first) / (double) (last - first));
    }

    private static int niceStep(int span) {
        for (int step : new int[] {1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000}) {
            if (span / step <= 10) {
                return step;
            }
        }
        return Math.max(1, span / 10);
    }

    private static double min(double[] values) {
        double min = Double.POSITIVE_INFINITY;
        for (double value : values) {
            min = Math.min(min, value);
        }
        return values.length == 0 ? 0 : min;
    }

    private static double max(double[] values) {
        double max = Double.NEGATIVE_INFINITY;
        for (double value : values) {
            max = Math.max(max, value);
        }
        return values.length == 0 ? 1 : max;
    }

    private static String fmt(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /**
     * Text made safe for SVG, as every chart and map here writes it.
     *
     * @param text the text
     * @return the text with XML's special characters escaped
     */
    public static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** Values to pixels, top down. */
    private record Scale(double low, double high) {
        double pixel(double value) {
            return TOP + PLOT_HEIGHT * (1 - (value - low) / (high - low));
        }
    }
}
