package dev.hog.runner.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The heat map writer: one XML document, a cell per number, the scale's colours and legend, and its text escaped. */
class HeatMapSvgTest {
    @TempDir
    Path folder;

    private static Document parsed(HeatMapSvg map) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(map.svg().getBytes(StandardCharsets.UTF_8)));
    }

    /** The rectangles of the group of a class: {@code cells} or {@code legend}. */
    private static List<Element> rectangles(Document svg, String group) {
        NodeList groups = svg.getElementsByTagName("g");
        List<Element> found = new ArrayList<>();
        for (int i = 0; i < groups.getLength(); i++) {
            Element element = (Element) groups.item(i);
            if (element.getAttribute("class").equals(group)) {
                NodeList rects = element.getElementsByTagName("rect");
                for (int j = 0; j < rects.getLength(); j++) {
                    found.add((Element) rects.item(j));
                }
            }
        }
        return found;
    }

    @Test
    void aCellPerNumberWithItsValueInItsTooltip() throws Exception {
        double[][] grid = {{0, 1, 2}, {3, 4, 5}};
        HeatMapSvg map = new HeatMapSvg("Six numbers", "row", "column", grid,
                new HeatMapSvg.Continuous(5, "points"), List.of("A note."));

        List<Element> cells = rectangles(parsed(map), "cells");

        assertThat(cells).hasSize(6);
        assertThat(cells.get(0).getAttribute("fill")).isEqualTo("#ffffff");
        assertThat(cells.get(5).getAttribute("fill")).isEqualTo("#7f0000");
        assertThat(cells.get(4).getTextContent()).isEqualTo("row 1, column 1: 4.0000 points");
        assertThat(map.svg()).contains(">A note.</text>", "linearGradient");
    }

    @Test
    void theContinuousScaleIsWhiteAtZeroAndBelowAndDeepestAtItsLargestAndAbove() {
        HeatMapSvg.Continuous scale = new HeatMapSvg.Continuous(2, "pp");

        assertThat(scale.colour(-1e-17)).isEqualTo("#ffffff");
        assertThat(scale.colour(0)).isEqualTo("#ffffff");
        assertThat(scale.colour(1)).isEqualTo("#fc8d59");
        assertThat(scale.colour(2)).isEqualTo("#7f0000");
        assertThat(scale.colour(3)).isEqualTo("#7f0000");
        assertThat(new HeatMapSvg.Continuous(0, "pp").colour(0)).isEqualTo("#ffffff");
    }

    @Test
    void theDiceScaleHasAColourOfItsOwnForEachNumberOfDiceAsTheStrategyPageDraws() throws Exception {
        HeatMapSvg.Dice dice = new HeatMapSvg.Dice(10);
        Set<String> colours = new HashSet<>();
        for (int count = 0; count <= 10; count++) {
            colours.add(dice.colour(count));
        }
        double[][] grid = {{0, 4}, {10, 1}};

        Document svg = parsed(new HeatMapSvg("Dice", "score", "opponent", grid, dice, List.of()));

        assertThat(colours).hasSize(11);
        // The page's hsl(50, 70%, 92%) for no dice, and hsl(200, 70%, 30%) for ten.
        assertThat(dice.colour(0)).isEqualTo("#f9f4dc");
        assertThat(dice.colour(10)).isEqualTo("#175e82");
        assertThat(dice.describe(1)).isEqualTo("1 die");
        assertThat(rectangles(svg, "legend")).hasSize(11);
        assertThat(rectangles(svg, "cells").get(1).getTextContent()).isEqualTo("score 0, opponent 1: 4 dice");
    }

    @Test
    void aMoveHasAColourApartFromEveryNumberOfDiceAndAPlaceInTheLegend() throws Exception {
        HeatMapSvg.Dice dice = new HeatMapSvg.Dice(10, new TreeMap<>(Map.of(-1, "Pork Chop")));
        Set<String> colours = new HashSet<>();
        for (int count = -1; count <= 10; count++) {
            colours.add(dice.colour(count));
        }
        double[][] grid = {{-1, 4}, {10, 1}};

        Document svg = parsed(new HeatMapSvg("Dice", "score", "opponent", grid, dice, List.of()));

        assertThat(colours).hasSize(12);
        assertThat(dice.colour(-1)).isEqualTo("#d6336c");
        assertThat(dice.describe(-1)).isEqualTo("Pork Chop (-1)");
        assertThat(rectangles(svg, "legend")).hasSize(12);
        NodeList texts = svg.getElementsByTagName("text");
        List<String> words = new ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            words.add(texts.item(i).getTextContent());
        }
        assertThat(words).as("the legend's entries").containsSubsequence("9", "10", "-1 Pork Chop");
        assertThat(rectangles(svg, "cells").get(0).getTextContent()).isEqualTo("score 0, opponent 0: Pork Chop (-1)");
        assertThatThrownBy(() -> new HeatMapSvg.Dice(10, new TreeMap<>(Map.of(1, "One")))).isInstanceOf(
                IllegalArgumentException.class).hasMessage("A move's number is negative, not 1");
    }

    @Test
    void textIsEscaped() throws Exception {
        HeatMapSvg map = new HeatMapSvg("<script>alert(\"&\")</script>", "a<b", "c&d", new double[][] {{1}},
                new HeatMapSvg.Continuous(1, "<em>"), List.of("</svg>"));

        Document svg = parsed(map);

        assertThat(svg.getElementsByTagName("script").getLength()).isZero();
        assertThat(svg.getElementsByTagName("title").item(0).getTextContent())
                .isEqualTo("<script>alert(\"&\")</script>");
        assertThat(rectangles(svg, "cells").get(0).getTextContent()).isEqualTo("a<b 0, c&d 0: 1.0000 <em>");
    }

    @Test
    void aGridMustHaveRowsOfOneLength() {
        assertThatThrownBy(() -> new HeatMapSvg("t", "r", "c", new double[][] {{1, 2}, {3}},
                new HeatMapSvg.Continuous(1, "u"), List.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Every row of a heat map is as long as the first, 2; row 1 has 1");
        assertThatThrownBy(() -> new HeatMapSvg("t", "r", "c", new double[0][], new HeatMapSvg.Dice(10), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void itIsWrittenToAFileOrSaysWhyNot() throws Exception {
        HeatMapSvg map = new HeatMapSvg("t", "r", "c", new double[][] {{1}}, new HeatMapSvg.Dice(6), List.of());

        map.write(folder.resolve("map.svg"));

        assertThat(Files.readString(folder.resolve("map.svg"))).isEqualTo(map.svg());
        assertThatThrownBy(() -> map.write(folder.resolve("missing/map.svg"))).isInstanceOf(HogException.class)
                .hasMessageContaining("does not exist; create it first");
    }
}
