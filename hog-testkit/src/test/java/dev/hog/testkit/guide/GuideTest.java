package dev.hog.testkit.guide;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.TestTurn;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.rules.common.PigOut;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;

/**
 * docs/plugins.md, the plugin author's guide, against code: each Java sample is a class of this package, compiled and
 * used here (the contract sample runs the contract), and each sample of the SDK's own files is the file's text.
 */
class GuideTest {
    private static final Path GUIDE = Path.of("../docs/plugins.md");
    private static final Path HERE = Path.of("src/test/java/dev/hog/testkit/guide");

    // guide: test-turn
    @Test
    void freeSevenScoresOnePlusTheOpponentsScoreModuloSeven() {
        assertThat(new FreeSeven().zeroDicePoints(TestTurn.of(0, 13))).isEqualTo(7);
        assertThat(new TimeTrot().extraTurn(TestTurn.of(0, 0).withNumber(11).withDice(3))).isTrue();
    }
    // guide: end

    // guide: test-faces
    @Test
    void doubleSixesAddsThreeWhenTwoDiceShowSix() {
        DoubleSixes doubleSixes = new DoubleSixes();
        assertThat(doubleSixes.bonus(TestTurn.of(0, 0).withDice(3).withFaces(doubleSixes, 6, 2, 6))).isEqualTo(3);
        assertThat(doubleSixes.bonus(TestTurn.of(0, 0).withDice(3).withFaceSummary(1))).isZero();

        GameDefinition game = Ruleset.builder("sixes").rule(new PigOut()).rule(doubleSixes).build().defaultGame();
        assertThat(game.next(game.start(0, 0), List.of(6, 2, 6)).score0()).isEqualTo(6 + 2 + 6 + 3);
        assertThat(game.next(game.start(0, 0), List.of(6, 1, 6)).score0()).isEqualTo(1 + 3);
    }
    // guide: end

    static Stream<String> javaSamples() {
        return Stream.of("zero-dice", "turn-number", "memory", "ruleset", "provider", "contract", "test-turn",
                "face-rule", "test-faces");
    }

    @ParameterizedTest
    @MethodSource("javaSamples")
    void theGuideShowsTheCodeThatIsCompiledHere(String name) throws IOException {
        assertThat(sample(name)).isEqualTo(code(name));
    }

    @Test
    void everyJavaSampleInTheGuideIsCompiled() throws IOException {
        assertThat(Files.readString(GUIDE).split("```java", -1)).as("java samples in the guide")
                .hasSize((int) javaSamples().count() + 1 + 1);
    }

    @Test
    void theModuleInfoSampleIsTrots() throws IOException {
        assertThat(sample("module-info"))
                .isEqualTo(Files.readString(Path.of("../examples/trot/src/main/java/module-info.java")).strip());
    }

    @Test
    void theBomSampleIsTheArchetypes() throws IOException {
        String template = Files.readString(
                Path.of("../hog-plugin-archetype/src/main/resources/archetype-resources/pom.xml"));

        assertThat(trimmed(template)).contains(trimmed(sample("bom")));
    }

    @Test
    void theShadeSampleIsWellFormedAndPinsTheSdksShadeVersion() throws Exception {
        Document plugin = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new org.xml.sax.InputSource(new java.io.StringReader(sample("shade"))));
        String parent = Files.readString(Path.of("../pom.xml"));

        assertThat(plugin.getElementsByTagName("version").item(0).getTextContent()).isEqualTo(
                between(parent, "<artifactId>maven-shade-plugin</artifactId>\n          <version>", "</version>"));
        assertThat(plugin.getElementsByTagName("transformer").item(0).getAttributes().getNamedItem("implementation")
                .getTextContent()).endsWith("ServicesResourceTransformer");
    }

    /** A sample of the guide: the fenced block after {@code <!-- guide: name -->}, without its indent. */
    private static String sample(String name) throws IOException {
        Matcher matcher = Pattern.compile("<!-- guide: " + Pattern.quote(name) + " -->\\n\\s*```\\w*\\n(.*?)\\n\\s*```",
                Pattern.DOTALL).matcher(Files.readString(GUIDE));
        assertThat(matcher.find()).as("the %s sample in docs/plugins.md", name).isTrue();
        return matcher.group(1).stripIndent().strip();
    }

    /** The code after {@code // guide: name} in this package, to {@code // guide: end} or the end of the file. */
    private static String code(String name) throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(HERE)) {
            for (Path file : files.toList()) {
                Matcher matcher = Pattern.compile("// guide: " + Pattern.quote(name)
                        + "\\n(.*?)(?:\\n\\s*// guide: end|\\z)", Pattern.DOTALL).matcher(Files.readString(file));
                if (matcher.find()) {
                    found.add(matcher.group(1).stripIndent().strip());
                }
            }
        }
        assertThat(found).as("the %s sample's code in %s", name, HERE).hasSize(1);
        return found.get(0);
    }

    /** The text with each line's indent removed, for comparing XML shown at another depth. */
    private static String trimmed(String text) {
        return text.lines().map(String::strip).collect(java.util.stream.Collectors.joining("\n"));
    }

    private static String between(String text, String before, String after) {
        int start = text.indexOf(before) + before.length();
        return text.substring(start, text.indexOf(after, start));
    }
}
