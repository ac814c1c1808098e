package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.hog.api.HogException;
import dev.hog.api.play.Match;
import dev.hog.api.ruleset.Ruleset;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The catalogue of bad saves: each kind of mistake a saved match can hold, with the one line it must get. Every one
 * is a {@link HogException} from reading, so no match is ever made from part of a save; none is a parser's raw
 * message, none spans two lines, and none quotes more than a short prefix of the file.
 */
class BadSavesCatalogueTest {
    private static final Ruleset TOY = Ruleset.builder("toy").rule(ToyRules.SNAKE_EYES).rule(ToyRules.HALF)
            .rule(ToyRules.ROUND_UP).rule(ToyRules.AGAIN).goal(60).build();
    /** A good save of format 2: one turn of two test dice, 3 and 4. Each case below differs from it by a mistake. */
    private static final String TURN = "{\"number\":0,\"player\":0,\"extraTurn\":false,\"movesAgain\":false,\"dice\":2,"
            + "\"sides\":6,\"outcomes\":[3,4],\"points\":7,\"scores\":[7,0],\"effects\":[],"
            + "\"commentary\":[]}";
    private static final String SAVE = "{\"version\":2,\"ruleset\":\"toy\",\"options\":{},\"goal\":60,"
            + "\"start\":[0,0],\"turns\":[" + TURN + "],\"dice\":\"test:0:2:3,4\"}";
    private static final String OBJECT = "a JSON object with version, ruleset, options, goal, start, turns and dice,"
            + " as MatchSnapshots.write makes it";
    private static final String SAVED_MATCH = "a saved match is " + OBJECT;
    private static final String TURN_OBJECT = "an object with number, player, extraTurn, movesAgain, dice, sides,"
            + " outcomes, points, scores, effects and commentary";
    private static final String FORMAT_3 = "the match was saved in format 3; this Hog SDK reads formats 1 and 2, so"
            + " read it with the Hog SDK that saved it, or a later one";
    private static final String TOO_MANY_TURNS = "'turns' holds more than 50000 turns, the most a saved match may hold";
    private static final String HAS = "a saved match has version (from format 2), ruleset, options, goal, start, turns"
            + " and dice";
    private static final String PAIR = "a pair of scores, player 0's first, such as [0, 0]";
    private static final String FORMAT_2_PAIRS = "the save is format 2, and only format 1 wrote scores as objects";
    private static final String TURN_HAS = "a turn has number, player, extraTurn, movesAgain, dice, sides, outcomes,"
            + " points, scores, effects and commentary";

    @TempDir
    static Path folder;

    /** How a case reads its save. */
    @FunctionalInterface
    interface Read {
        void read() throws IOException;
    }

    /** What a case prepares (a file to read), outside the time it measures. */
    @FunctionalInterface
    interface Prepare {
        Read prepare() throws IOException;
    }

    /**
     * One entry of the catalogue.
     *
     * @param name what the mistake is
     * @param prepare prepares what reads the save and restores a match from it
     * @param line the one line it must get
     */
    record Case(String name, Prepare prepare, String line) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static Case text(String name, String json, String line) {
        return new Case(name, () -> () -> Match.restore(TOY, MatchSnapshots.read(json, "saved.json")), line);
    }

    /** The good save with its first {@code from} made {@code to}. */
    private static Case edited(String name, String from, String to, String line) {
        int at = SAVE.indexOf(from);
        return text(name, SAVE.substring(0, at) + to + SAVE.substring(at + from.length()), line);
    }

    private static Case file(String name, String start, String repeated, long size, String line) {
        return new Case(name, () -> {
            Path file = folder.resolve(name.replace(' ', '-') + ".json");
            try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                out.write(start);
                for (long written = start.length(); written < size; written += repeated.length()) {
                    out.write(repeated);
                }
            }
            return () -> Match.restore(TOY, MatchSnapshots.read(file));
        }, line);
    }

    static Stream<Case> catalogue() {
        return Stream.of(
                text("empty", "", "saved.json:1:1: the save is empty; " + SAVED_MATCH),
                text("truncated", SAVE.substring(0, SAVE.indexOf("[3,") + 3), "saved.json:1:169: the save ends inside"
                        + " 'turns[0].outcomes'; it was cut short, and a saved match is one whole JSON object"),
                text("x", "x", "saved.json:1:2: not JSON: unexpected 'x'; " + SAVED_MATCH),
                text("text", "\"x\"", "saved.json:1:1: the saved match must be " + OBJECT + ", not text"),
                text("null", "null", "saved.json:1:1: the saved match must be " + OBJECT + ", not null"),
                text("array", "[]", "saved.json:1:1: the saved match must be " + OBJECT + ", not an array"),
                edited("unknown version", "\"version\":2", "\"version\":3", "saved.json:1:12: " + FORMAT_3),
                edited("version zero", "\"version\":2", "\"version\":0",
                        "saved.json:1:12: 'version' must be the save's format, 1 or 2, not 0"),
                edited("version as text", "\"version\":2", "\"version\":\"2\"",
                        "saved.json:1:12: 'version' must be a whole number, the save's format, 1 or 2, not text"),
                edited("version after the other keys", "\"version\":2,\"ruleset\":\"toy\"",
                        "\"ruleset\":\"toy\",\"version\":3", "saved.json:1:28: " + FORMAT_3),
                edited("unknown key", "\"goal\":60", "\"goal\":60,\"colour\":1",
                        "saved.json:1:53: unknown key 'colour' in the saved match; " + HAS),
                edited("unknown key in a turn", "\"points\":7", "\"points\":7,\"bonus\":1",
                        "saved.json:1:183: unknown key 'bonus' in 'turns[0]'; " + TURN_HAS),
                edited("long unknown key", "\"goal\":60", "\"goal\":60,\"" + "k".repeat(200) + "\":1",
                        "saved.json:1:53: unknown key '" + "k".repeat(48) + "...' (200 characters) in the saved"
                        + " match; " + HAS),
                edited("a key of 1,000 characters", "\"goal\":60", "\"goal\":60,\"" + "k".repeat(1000) + "\":1",
                        "saved.json:1:1055: a key of more than 256 characters in the saved match; a saved match's keys"
                        + " are short names"),
                edited("a number of 40 digits", "\"goal\":60", "\"goal\":" + "6".repeat(40), "saved.json:1:90: a number"
                        + " of more than 32 digits in the saved match; a saved match's numbers are whole numbers of at"
                        + " most ten digits"),
                edited("duplicate key", "\"goal\":60", "\"goal\":60,\"goal\":61",
                        "saved.json:1:59: duplicate key 'goal' in the saved match; each key may appear once"),
                edited("missing key", ",\"goal\":60", "",
                        "saved.json:1:1: missing key 'goal' in the saved match; " + HAS),
                edited("missing key in a turn", "\"sides\":6,", "",
                        "saved.json:1:76: missing key 'sides' in 'turns[0]'; " + TURN_HAS),
                edited("one score", "\"start\":[0,0]", "\"start\":[0]",
                        "saved.json:1:61: 'start' must be " + PAIR + ", not one number"),
                edited("three scores", "\"start\":[0,0]", "\"start\":[0,0,0]",
                        "saved.json:1:61: 'start' must be " + PAIR + ", not more than two numbers"),
                edited("a score as text", "\"start\":[0,0]", "\"start\":[0,\"0\"]",
                        "saved.json:1:64: 'start[1]' must be a whole number, not text"),
                edited("goal as text", "\"goal\":60", "\"goal\":\"high\"",
                        "saved.json:1:50: 'goal' must be a whole number, not text"),
                edited("goal with a fraction", "\"goal\":60", "\"goal\":60.5",
                        "saved.json:1:50: 'goal' must be a whole number, not a number with a fraction"),
                edited("goal too large", "\"goal\":60", "\"goal\":6000000000", "saved.json:1:50: 'goal' must be a"
                        + " whole number from -2147483648 to 2147483647, not '6000000000'"),
                edited("ruleset null", "\"ruleset\":\"toy\"", "\"ruleset\":null",
                        "saved.json:1:24: 'ruleset' must be text, the ruleset's id, not null"),
                edited("option not text", "\"options\":{}", "\"options\":{\"again\":true}",
                        "saved.json:1:49: 'options.again' must be text, such as \"true\" or \"6\", not true or false"),
                edited("start as format 1 wrote it", "\"start\":[0,0]", "\"start\":{\"score0\":0,\"score1\":0}",
                        "saved.json:1:61: 'start' must be " + PAIR + ", not an object: " + FORMAT_2_PAIRS),
                edited("a turn's scores as format 1 wrote them", "\"scores\":[7,0]",
                        "\"scores\":{\"score0\":7,\"score1\":0}",
                        "saved.json:1:192: 'turns[0].scores' must be " + PAIR + ", not an object: " + FORMAT_2_PAIRS),
                edited("scores as format 1 wrote them, before the version", "\"version\":2,\"ruleset\":\"toy\","
                        + "\"options\":{},\"goal\":60,\"start\":[0,0]", "\"ruleset\":\"toy\",\"options\":{},\"goal\":60,"
                        + "\"start\":{\"score0\":0,\"score1\":0},\"version\":2",
                        "saved.json:1:49: 'start' must be " + PAIR + ", not an object: " + FORMAT_2_PAIRS),
                edited("pairs without a version", "\"version\":2,", "", "saved.json:1:49: 'start' must be an"
                        + " object of two scores, such as {\"score0\": 0, \"score1\": 0}, not an array: a save without"
                        + " 'version' is format 1, which wrote scores so; format 2 writes them as pairs, after"
                        + " \"version\": 2"),
                edited("a score that is not a pair or an object", "\"start\":[0,0]", "\"start\":0",
                        "saved.json:1:61: 'start' must be " + PAIR + ", not a whole number"),
                edited("dice as true", "\"dice\":2", "\"dice\":true",
                        "saved.json:1:143: 'turns[0].dice' must be a whole number, not true or false"),
                edited("extra turn as a number", "\"extraTurn\":false", "\"extraTurn\":0",
                        "saved.json:1:111: 'turns[0].extraTurn' must be true or false, not a whole number"),
                edited("outcome as text", "[3,4]", "[3,\"4\"]",
                        "saved.json:1:169: 'turns[0].outcomes[1]' must be a whole number, not text"),
                edited("effect as text", "\"effects\":[]", "\"effects\":[\"Snake Eyes\"]", "saved.json:1:209:"
                        + " 'turns[0].effects[0]' must be an effect, an object with rule and message, not text"),
                edited("turns not an array", "\"turns\":[", "\"turns\":{\"0\":", "saved.json:1:75: 'turns' must be"
                        + " an array of turns, each " + TURN_OBJECT + ", not an object"),
                edited("a turn not an object", "\"turns\":[", "\"turns\":[7,", "saved.json:1:76: 'turns[0]' must"
                        + " be a turn, " + TURN_OBJECT + ", not a whole number"),
                edited("something after the object", "\"test:0:2:3,4\"}", "\"test:0:2:3,4\"} {}", "saved.json:1:252:"
                        + " an object after the saved match; a save is one JSON object and nothing after it"),
                edited("a control character in text", "\"toy\"", "\"to\u0001y\"", "saved.json:1:27: not JSON inside"
                        + " the saved match: a control character (code 1) inside text, where it must be escaped; "
                        + SAVED_MATCH),
                edited("a wrong closing bracket", "\"start\":[0,0]", "\"start\":[0,0}", "saved.json:1:65: not JSON"
                        + " inside 'start': unexpected '}' where ']' would close what is open; " + SAVED_MATCH),
                edited("an escape JSON does not have", "\"toy\"", "\"t\\oy\"", "saved.json:1:27: not JSON inside the"
                        + " saved match: an escape '\\o' that JSON does not have; " + SAVED_MATCH),
                edited("commentary of 10 MB", "\"commentary\":[]", "\"commentary\":[\"" + "a".repeat(10_000_000)
                        + "\"]", "saved.json:1:225: 'turns[0].commentary[0]' is text of more than 65536 characters,"
                        + " the most any text of a saved match may have"),
                text("nesting 100,000 deep", "[".repeat(100_000),
                        "saved.json:1:1: the saved match must be " + OBJECT + ", not an array"),
                edited("nesting 100,000 deep in an option", "\"options\":{}",
                        "\"options\":{\"again\":" + "[".repeat(100_000),
                        "saved.json:1:49: 'options.again' must be text, such as \"true\" or \"6\", not an array"),
                text("turns past the limit", SAVE.replace(TURN, (TURN + ",").repeat(50_000) + TURN),
                        "saved.json:1:7600076: " + TOO_MANY_TURNS),
                new Case("random bytes", () -> () -> Match.restore(TOY, MatchSnapshots.read(
                        new ByteArrayInputStream(randomBytes(4096, 2026)), "saved.json")),
                        "saved.json:1:1: not UTF-8 text; a saved match is JSON in UTF-8"),
                text("random text", randomText(4096, 2026), "saved.json:1:2: not JSON: unexpected 'Q'; " + SAVED_MATCH),
                file("50 MB of turns through read(Path)", SAVE.substring(0, SAVE.indexOf(TURN)), TURN + ",",
                        50_000_000, "{folder}/50-MB-of-turns-through-read(Path).json:1:7600076: " + TOO_MANY_TURNS),
                file("50 MB of spaces through read(Path)", "{\"version\":2,", " ".repeat(1000), 50_000_000,
                        "{folder}/50-MB-of-spaces-through-read(Path).json:1:16780001: the save goes on past 16777216"
                        + " characters, the most a saved match may have"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void eachBadSaveGetsItsOneLine(Case entry, TestReporter reporter) throws IOException {
        Read read = entry.prepare().prepare();
        long start = System.nanoTime();
        Throwable thrown = catchThrowable(read::read);
        reporter.publishEntry("ms", Long.toString((System.nanoTime() - start) / 1_000_000));

        assertThat(thrown).isExactlyInstanceOf(HogException.class);
        assertThat(thrown.getMessage()).isEqualTo(entry.line().replace("{folder}", folder.toString()))
                .doesNotContain("\n").hasSizeLessThan(400);
    }

    /**
     * Beyond the catalogue: every cut of a good save, every one of its characters changed, and random bytes and text
     * from seeded generators. Each reads, or is refused with one located line; none gets past the reader unnamed.
     */
    @Test
    void everyCutEveryChangedCharacterAndRandomInputIsReadOrRefusedInOneLocatedLine() {
        Random random = new Random(61);
        List<Read> reads = new ArrayList<>();
        for (int end = 0; end < SAVE.length(); end++) {
            String cut = SAVE.substring(0, end);
            reads.add(() -> MatchSnapshots.read(cut, "saved.json"));
        }
        for (int at = 0; at < SAVE.length(); at++) {
            String changed = SAVE.substring(0, at) + (char) random.nextInt(128) + SAVE.substring(at + 1);
            reads.add(() -> MatchSnapshots.read(changed, "saved.json"));
        }
        for (int seed = 0; seed < 200; seed++) {
            byte[] bytes = randomBytes(1 + random.nextInt(512), seed);
            reads.add(() -> MatchSnapshots.read(new ByteArrayInputStream(bytes), "saved.json"));
            reads.add(() -> MatchSnapshots.read(new String(bytes, StandardCharsets.ISO_8859_1), "saved.json"));
            String text = "{\"version\":2," + randomText(64, seed);
            reads.add(() -> MatchSnapshots.read(text, "saved.json"));
        }

        for (Read read : reads) {
            Throwable thrown = catchThrowable(read::read);
            if (thrown != null) {
                assertThat(thrown).isExactlyInstanceOf(HogException.class);
                assertThat(thrown.getMessage()).matches("saved\\.json:\\d+:\\d+: [^\\n]{10,400}");
            }
        }
    }

    private static byte[] randomBytes(int size, long seed) {
        byte[] bytes = new byte[size];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }

    private static String randomText(int size, long seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < size; i++) {
            text.append((char) (' ' + random.nextInt(95)));
        }
        return text.toString();
    }
}
