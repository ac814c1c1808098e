package dev.hog.runner.web;

import java.util.List;
import java.util.Locale;

/** Die faces drawn in SVG: pips for faces 1 to 6, the number for larger ones. */
final class DiceSvg {
    /** Where the pips of each face from 1 to 6 lie, on a 100 by 100 face. */
    private static final List<int[][]> PIPS = List.of(
            new int[][] {{50, 50}},
            new int[][] {{25, 25}, {75, 75}},
            new int[][] {{25, 25}, {50, 50}, {75, 75}},
            new int[][] {{25, 25}, {75, 25}, {25, 75}, {75, 75}},
            new int[][] {{25, 25}, {75, 25}, {50, 50}, {25, 75}, {75, 75}},
            new int[][] {{25, 25}, {75, 25}, {25, 50}, {75, 50}, {25, 75}, {75, 75}});

    private DiceSvg() {
    }

    /**
     * A die showing a face.
     *
     * @param face the face, at least 1
     * @return an SVG document
     */
    static String face(int face) {
        StringBuilder svg = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\""
                + " width=\"100\" height=\"100\" role=\"img\" aria-label=\"a die showing " + face + "\">"
                + "<rect x=\"4\" y=\"4\" width=\"92\" height=\"92\" rx=\"16\" fill=\"#fffdf5\" stroke=\"#333\""
                + " stroke-width=\"4\"/>");
        if (face >= 1 && face <= PIPS.size()) {
            for (int[] pip : PIPS.get(face - 1)) {
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"9\" fill=\"#333\"/>",
                        pip[0], pip[1]));
            }
        } else {
            svg.append("<text x=\"50\" y=\"64\" font-size=\"40\" text-anchor=\"middle\" font-family=\"sans-serif\""
                    + " fill=\"#333\">").append(face).append("</text>");
        }
        return svg.append("</svg>").toString();
    }
}
