package dev.hog.json.internal;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.Scores;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The JSON of a saved match, written and read key by key rather than from the shape of hog-api's types: the format is
 * a promise of its own, kept while those types change, and read this way each mistake is known at its key with what
 * belongs there, and each limit holds as the text streams in, before the rest of it is read.
 *
 * <p>Internal: {@link dev.hog.json.MatchSnapshots} is the API, and documents the format; this may change in any
 * release.
 */
public final class SavedMatchJson {
    /** The format {@link #write} writes. */
    public static final int FORMAT = 2;
    /** The most characters a save may have. */
    public static final long MAX_CHARACTERS = 16L * 1024 * 1024;
    /** The most turns a save may hold. */
    public static final int MAX_TURNS = 50_000;
    /** The most characters of one text: a ruleset id, an option, an effect, a line of commentary, the dice. */
    public static final int MAX_TEXT = 65_536;
    /**
     * The most objects and arrays inside one another. A save nests five (an effect in a turn), and a value of the wrong
     * type is refused before anything inside it is read: this bounds the parser itself.
     */
    public static final int MAX_DEPTH = 16;
    /** The most characters of a key. */
    public static final int MAX_KEY = 256;
    /** The most digits of a number; a whole number has at most ten. */
    public static final int MAX_DIGITS = 32;

    private static final JsonFactory FACTORY = Mappers.jsonFactory(StreamReadConstraints.builder()
            .maxNestingDepth(MAX_DEPTH).maxStringLength(MAX_TEXT).maxNameLength(MAX_KEY)
            .maxNumberLength(MAX_DIGITS).build());

    private static final String SAVED_MATCH = "a JSON object with version, ruleset, options, goal, start, turns and"
            + " dice, as MatchSnapshots.write makes it";
    private static final String SAVED_MATCH_HAS = "a saved match has version (from format 2), ruleset, options, goal,"
            + " start, turns and dice";
    private static final String TURN_OBJECT = "an object with number, player, extraTurn, movesAgain, dice, sides,"
            + " outcomes, points, scores, effects and commentary";
    private static final String TURN = "a turn, " + TURN_OBJECT;
    private static final String TURN_HAS = "a turn has number, player, extraTurn, movesAgain, dice, sides, outcomes,"
            + " points, scores, effects and commentary";
    private static final String SCORES = "a pair of scores, player 0's first, such as [0, 0]";
    private static final String FORMAT_1_SCORES = "an object of two scores, such as {\"score0\": 0, \"score1\": 0}";
    private static final String SCORES_HAVE = "scores have score0 and score1";
    private static final String EFFECT = "an effect, an object with rule and message";
    private static final String EFFECT_HAS = "an effect has rule and message";
    private static final String WHOLE = "a whole number";
    private static final Keys SAVED_MATCH_KEYS = new Keys(List.of("version", "ruleset", "options", "goal", "start",
            "turns", "dice"), 1);
    private static final Keys TURN_KEYS = new Keys(List.of("number", "player", "extraTurn", "movesAgain", "dice",
            "sides", "outcomes", "points", "scores", "effects", "commentary"), 0);
    private static final Keys SCORES_KEYS = new Keys(List.of("score0", "score1"), 0);
    private static final Keys EFFECT_KEYS = new Keys(List.of("rule", "message"), 0);

    private final JsonParser parser;
    private final String name;
    /** The save's format once its version is read, or 0 before. */
    private int format;
    /** Where scores were first written as format 1 wrote them, before the format was known; null if nowhere. */
    private Place firstObjectScores;
    /** Where scores were first written as a pair, before the format was known; null if nowhere. */
    private Place firstPairScores;

    private SavedMatchJson(JsonParser parser, String name) {
        this.parser = parser;
        this.name = name;
    }

    /**
     * Writes a snapshot in format {@value #FORMAT}, on one line.
     *
     * @param snapshot the snapshot
     * @return the JSON
     * @throws EngineLimitException if the save would pass a limit of the format, which reading it back would refuse
     */
    public static String write(MatchSnapshot snapshot) {
        if (snapshot.turns().size() > MAX_TURNS) {
            throw new EngineLimitException("The match has " + snapshot.turns().size() + " turns; a save holds at most "
                    + MAX_TURNS + ", so that every save written reads back");
        }
        checkText(snapshot.ruleset());
        checkText(snapshot.dice());
        snapshot.options().forEach((name, value) -> {
            checkText(name);
            checkText(value);
        });
        for (TurnRecord turn : snapshot.turns()) {
            for (Effect effect : turn.effects()) {
                checkText(effect.rule());
                checkText(effect.message());
            }
            turn.commentary().forEach(SavedMatchJson::checkText);
        }
        String json = unchecked(snapshot);
        if (json.length() > MAX_CHARACTERS) {
            throw new EngineLimitException("The match's save would have " + json.length() + " characters; a save"
                    + " holds at most " + MAX_CHARACTERS + ", so that every save written reads back");
        }
        return json;
    }

    private static void checkText(String text) {
        if (text.length() > MAX_TEXT) {
            throw new EngineLimitException("The match holds a text of " + text.length() + " characters; a save holds"
                    + " texts of at most " + MAX_TEXT + ", so that every save written reads back");
        }
    }

    private static String unchecked(MatchSnapshot snapshot) {
        StringWriter text = new StringWriter();
        try (JsonGenerator out = FACTORY.createGenerator(text)) {
            out.writeStartObject();
            out.writeNumberField("version", FORMAT);
            out.writeStringField("ruleset", snapshot.ruleset());
            out.writeObjectFieldStart("options");
            for (Map.Entry<String, String> option : snapshot.options().entrySet()) {
                out.writeStringField(option.getKey(), option.getValue());
            }
            out.writeEndObject();
            out.writeNumberField("goal", snapshot.goal());
            writeScores(out, "start", snapshot.start());
            out.writeArrayFieldStart("turns");
            for (TurnRecord turn : snapshot.turns()) {
                writeTurn(out, turn);
            }
            out.writeEndArray();
            out.writeStringField("dice", snapshot.dice());
            out.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("Writing to a StringWriter failed", e);
        }
        return text.toString();
    }

    /**
     * Writes one turn in the JSON form every turn the SDK writes takes, on one line: the turns of a save, the lines of
     * {@code hog trace --json} and {@code hog replay --json}, and the games of {@code hog serve}.
     *
     * @param turn the turn
     * @param game the game's index, written first as {@code "game"} to tell the games of one stream apart; or -1
     *     for none
     * @return the JSON object
     */
    public static String writeTurn(TurnRecord turn, int game) {
        Objects.requireNonNull(turn, "turn");
        StringWriter text = new StringWriter();
        try (JsonGenerator out = FACTORY.createGenerator(text)) {
            out.writeStartObject();
            if (game >= 0) {
                out.writeNumberField("game", game);
            }
            writeTurnFields(out, turn);
            out.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("Writing to a StringWriter failed", e);
        }
        return text.toString();
    }

    private static void writeTurn(JsonGenerator out, TurnRecord turn) throws IOException {
        out.writeStartObject();
        writeTurnFields(out, turn);
        out.writeEndObject();
    }

    private static void writeTurnFields(JsonGenerator out, TurnRecord turn) throws IOException {
        out.writeNumberField("number", turn.number());
        out.writeNumberField("player", turn.player());
        out.writeBooleanField("extraTurn", turn.extraTurn());
        out.writeBooleanField("movesAgain", turn.movesAgain());
        out.writeNumberField("dice", turn.dice());
        out.writeNumberField("sides", turn.sides());
        out.writeArrayFieldStart("outcomes");
        for (int outcome : turn.outcomes()) {
            out.writeNumber(outcome);
        }
        out.writeEndArray();
        out.writeNumberField("points", turn.points());
        writeScores(out, "scores", turn.scores());
        out.writeArrayFieldStart("effects");
        for (Effect effect : turn.effects()) {
            out.writeStartObject();
            out.writeStringField("rule", effect.rule());
            out.writeStringField("message", effect.message());
            out.writeEndObject();
        }
        out.writeEndArray();
        out.writeArrayFieldStart("commentary");
        for (String line : turn.commentary()) {
            out.writeString(line);
        }
        out.writeEndArray();
    }

    private static void writeScores(JsonGenerator out, String key, Scores scores) throws IOException {
        out.writeArrayFieldStart(key);
        out.writeNumber(scores.score0());
        out.writeNumber(scores.score1());
        out.writeEndArray();
    }

    /**
     * Reads a saved match of format 1 or 2 from its text, which is read up to its end (or the first mistake) and not
     * closed.
     *
     * @param text the text
     * @param name what messages call it
     * @return the snapshot
     * @throws HogException {@code NAME:LINE:COLUMN: message} at the first mistake
     * @throws UncheckedIOException if the text cannot be read
     */
    public static MatchSnapshot read(Reader text, String name) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(name, "name");
        try (JsonParser parser = FACTORY.createParser(new LimitedReader(text))) {
            return new SavedMatchJson(parser, name).read();
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": " + e.getMessage(), e);
        }
    }

    private MatchSnapshot read() throws IOException {
        try {
            return snapshot();
        } catch (LimitedReader.TooLong e) {
            throw located(parser.currentLocation(), "the save goes on past " + MAX_CHARACTERS + " characters, the"
                    + " most a saved match may have", e);
        } catch (CharacterCodingException e) {
            throw located(parser.currentLocation(), "not UTF-8 text; a saved match is JSON in UTF-8", e);
        } catch (StreamConstraintsException e) {
            throw overLimit(e);
        } catch (JsonParseException e) {
            String inside = where(containerPath(parser.getParsingContext()));
            if (JsonErrors.endsEarly(e)) {
                throw located(e.getLocation(), "the save ends inside " + inside + "; it was cut short, and a saved"
                        + " match is one whole JSON object", e);
            }
            Optional<String> duplicate = JsonErrors.duplicateKey(e);
            if (duplicate.isPresent()) {
                throw located(e.getLocation(), "duplicate key " + JsonErrors.quote(duplicate.get()) + " in " + inside
                        + "; each key may appear once", e);
            }
            boolean outside = parser.getParsingContext().inRoot();
            throw located(e.getLocation(), "not JSON" + (outside ? "" : " inside " + inside) + ": "
                    + JsonErrors.unexpected(e) + "; a saved match is " + SAVED_MATCH, e);
        }
    }

    private MatchSnapshot snapshot() throws IOException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw located(parser.currentLocation(), "the save is empty; a saved match is " + SAVED_MATCH);
        }
        if (first != JsonToken.START_OBJECT) {
            throw located(parser.currentTokenLocation(), "the saved match must be " + SAVED_MATCH + ", not "
                    + JsonErrors.describe(first));
        }
        var match = new Object() {
            String ruleset;
            Map<String, String> options;
            int goal;
            Scores start;
            List<TurnRecord> turns;
            String dice;
        };
        readFields(SAVED_MATCH_KEYS, SAVED_MATCH_HAS, key -> {
            switch (key) {
                case "version" -> version();
                case "ruleset" -> match.ruleset = text("text, the ruleset's id");
                case "options" -> match.options = options();
                case "goal" -> match.goal = whole(WHOLE);
                case "start" -> match.start = scores();
                case "turns" -> match.turns = turns();
                case "dice" -> match.dice = text("text, the saved dice such as"
                        + " \"fair:Xoroshiro128PlusPlus:42:6:0:0\", or \"\" for dice that cannot be saved");
            }
        });
        if (format == 0) {
            formatKnown(1);
        }
        JsonToken after = parser.nextToken();
        if (after != null) {
            throw located(parser.currentTokenLocation(), JsonErrors.describe(after) + " after the saved match; a save"
                    + " is one JSON object and nothing after it");
        }
        return MatchSnapshot.of(match.ruleset, match.options, match.goal, match.start, match.turns, match.dice);
    }

    /** Checks the format; formats 1 and 2 differ only in how scores are written. */
    private void version() throws IOException {
        String expected = "the save's format, 1 or " + FORMAT;
        int version = whole("a whole number, " + expected);
        if (version < 1) {
            throw located(parser.currentTokenLocation(), "'version' must be " + expected + ", not " + version);
        }
        if (version > FORMAT) {
            throw located(parser.currentTokenLocation(), "the match was saved in format " + version + "; this Hog SDK"
                    + " reads formats 1 and " + FORMAT + ", so read it with the Hog SDK that saved it, or a later one");
        }
        formatKnown(version);
    }

    /**
     * The format is known: scores read before it must have its shape. A save's keys come in any order, so scores may
     * come before the version, or with none at all, before the end shows the save is format 1.
     */
    private void formatKnown(int version) {
        format = version;
        Place wrong = version == 1 ? firstPairScores : firstObjectScores;
        if (wrong != null) {
            throw located(wrong.at(), wrongScores(wrong.path(), version == 1 ? "an array" : "an object"));
        }
    }

    private String wrongScores(String path, String found) {
        return format == 1 ? quotePath(path) + " must be " + FORMAT_1_SCORES + ", not " + found + ": a save without"
                + " 'version' is format 1, which wrote scores so; format " + FORMAT + " writes them as pairs, after"
                + " \"version\": " + FORMAT
                : quotePath(path) + " must be " + SCORES + ", not " + found + ": the save is format " + format
                + ", and only format 1 wrote scores as objects";
    }

    private Map<String, String> options() throws IOException {
        Map<String, String> options = new LinkedHashMap<>();
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw mismatch("an object of option values as text, such as {\"feral-hogs\": \"true\"}");
        }
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String option = parser.currentName();
            parser.nextToken();
            options.put(option, text("text, such as \"true\" or \"6\""));
        }
        return options;
    }

    private List<TurnRecord> turns() throws IOException {
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            throw mismatch("an array of turns, each " + TURN_OBJECT);
        }
        List<TurnRecord> turns = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            if (turns.size() == MAX_TURNS) {
                throw located(parser.currentTokenLocation(), "'turns' holds more than " + MAX_TURNS + " turns, the"
                        + " most a saved match may hold");
            }
            turns.add(turn());
        }
        return turns;
    }

    private TurnRecord turn() throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw mismatch(TURN);
        }
        var turn = new Object() {
            int number;
            int player;
            boolean extraTurn;
            boolean movesAgain;
            int dice;
            int sides;
            List<Integer> outcomes;
            int points;
            Scores scores;
            List<Effect> effects;
            List<String> commentary;
        };
        readFields(TURN_KEYS, TURN_HAS, key -> {
            switch (key) {
                case "number" -> turn.number = whole(WHOLE);
                case "player" -> turn.player = whole("a whole number, 0 or 1");
                case "extraTurn" -> turn.extraTurn = bool();
                case "movesAgain" -> turn.movesAgain = bool();
                case "dice" -> turn.dice = whole(WHOLE);
                case "sides" -> turn.sides = whole(WHOLE);
                case "outcomes" -> turn.outcomes = list("an array of faces, such as [3, 1, 6]", () -> whole(WHOLE));
                case "points" -> turn.points = whole(WHOLE);
                case "scores" -> turn.scores = scores();
                case "effects" -> turn.effects = list("an array of effects, each " + EFFECT, this::effect);
                case "commentary" -> turn.commentary = list("an array of lines of text", () -> text("text"));
            }
        });
        return TurnRecord.builder().number(turn.number).player(turn.player).extraTurn(turn.extraTurn)
                .movesAgain(turn.movesAgain).dice(turn.dice).sides(turn.sides).outcomes(turn.outcomes)
                .points(turn.points).scores(turn.scores).effects(turn.effects).commentary(turn.commentary).build();
    }

    private Effect effect() throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw mismatch(EFFECT);
        }
        String[] effect = new String[2];
        readFields(EFFECT_KEYS, EFFECT_HAS, key -> effect[key.equals("rule") ? 0 : 1] = text("text"));
        return Effect.of(effect[0], effect[1]);
    }

    /** Scores: a pair in format 2, an object in format 1, and either shape while the format is not yet known. */
    private Scores scores() throws IOException {
        JsonToken token = parser.currentToken();
        if (token != JsonToken.START_ARRAY && token != JsonToken.START_OBJECT) {
            throw mismatch(format == 1 ? FORMAT_1_SCORES : SCORES);
        }
        boolean pair = token == JsonToken.START_ARRAY;
        if (format != 0 && pair != (format != 1)) {
            throw located(parser.currentTokenLocation(), wrongScores(valuePath(), pair ? "an array" : "an object"));
        }
        if (format == 0 && pair && firstPairScores == null) {
            firstPairScores = new Place(parser.currentTokenLocation(), valuePath());
        }
        if (format == 0 && !pair && firstObjectScores == null) {
            firstObjectScores = new Place(parser.currentTokenLocation(), valuePath());
        }
        return pair ? pair() : format1Scores();
    }

    private Scores pair() throws IOException {
        JsonLocation start = parser.currentTokenLocation();
        String path = valuePath();
        int[] scores = new int[2];
        int count = 0;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            if (count == 2) {
                throw located(start, quotePath(path) + " must be " + SCORES + ", not more than two numbers");
            }
            scores[count++] = whole(WHOLE);
        }
        if (count < 2) {
            throw located(start, quotePath(path) + " must be " + SCORES + ", not " + (count == 0 ? "an empty array"
                    : "one number"));
        }
        return Scores.of(scores[0], scores[1]);
    }

    private Scores format1Scores() throws IOException {
        int[] scores = new int[2];
        readFields(SCORES_KEYS, SCORES_HAVE, key -> scores[key.equals("score0") ? 0 : 1] = whole(WHOLE));
        return Scores.of(scores[0], scores[1]);
    }

    /**
     * A place in the save.
     *
     * @param at where it starts
     * @param path its path, such as {@code turns[3].scores}
     */
    private record Place(JsonLocation at, String path) {
    }

    /** Reads the value at a key the object has. */
    @FunctionalInterface
    private interface Field {
        void read(String key) throws IOException;
    }

    /**
     * Reads the fields of the object just opened, up to its end: a key it does not have is a mistake at the key, and
     * a key it must have and lacks is a mistake at its start.
     */
    private void readFields(Keys keys, String has, Field field) throws IOException {
        JsonLocation start = parser.currentTokenLocation();
        JsonStreamContext object = parser.getParsingContext();
        long seen = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            int index = keys.all().indexOf(key);
            if (index < 0) {
                throw located(parser.currentTokenLocation(), "unknown key " + JsonErrors.quote(key) + " in "
                        + where(containerPath(object)) + "; " + has);
            }
            seen |= 1L << index;
            parser.nextToken();
            field.read(key);
        }
        for (int index = 0; index < keys.all().size(); index++) {
            if ((seen & 1L << index) == 0 && index >= keys.optional()) {
                throw located(start, "missing key '" + keys.all().get(index) + "' in " + where(containerPath(object))
                        + "; " + has);
            }
        }
    }

    /**
     * The keys of an object of the format.
     *
     * @param all every key, in the order written
     * @param optional how many of the first keys may be left out
     */
    private record Keys(List<String> all, int optional) {
    }

    @FunctionalInterface
    private interface Item<T> {
        T read() throws IOException;
    }

    private <T> List<T> list(String expected, Item<T> item) throws IOException {
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            throw mismatch(expected);
        }
        List<T> items = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            items.add(item.read());
        }
        return items;
    }

    private int whole(String expected) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == JsonParser.NumberType.INT) {
            return parser.getIntValue();
        }
        if (token == JsonToken.VALUE_NUMBER_INT) {
            throw located(parser.currentTokenLocation(), quotePath(valuePath()) + " must be " + expected + " from "
                    + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + ", not " + JsonErrors.quote(parser.getText()));
        }
        throw mismatch(expected);
    }

    private boolean bool() throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE) {
            return token == JsonToken.VALUE_TRUE;
        }
        throw mismatch("true or false");
    }

    private String text(String expected) throws IOException {
        if (parser.currentToken() != JsonToken.VALUE_STRING) {
            throw mismatch(expected);
        }
        return parser.getText();
    }

    private HogException mismatch(String expected) {
        return located(parser.currentTokenLocation(), quotePath(valuePath()) + " must be " + expected + ", not "
                + JsonErrors.describe(parser.currentToken()));
    }

    /**
     * A limit passed: at the start of a text, which the parser reads once it is the current value, or else where the
     * parser stopped, inside a key or a number that was not yet a value.
     */
    private HogException overLimit(StreamConstraintsException e) {
        String message = e.getOriginalMessage();
        String inside = where(containerPath(parser.getParsingContext()));
        if (message.startsWith("String value length")) {
            return located(parser.currentTokenLocation(), quotePath(valuePath()) + " is text of more than " + MAX_TEXT
                    + " characters, the most any text of a saved match may have", e);
        }
        if (message.startsWith("Name length")) {
            return located(parser.currentLocation(), "a key of more than " + MAX_KEY + " characters in " + inside
                    + "; a saved match's keys are short names", e);
        }
        if (message.startsWith("Number value length")) {
            return located(parser.currentLocation(), "a number of more than " + MAX_DIGITS + " digits in " + inside
                    + "; a saved match's numbers are whole numbers of at most ten digits", e);
        }
        return located(parser.currentLocation(), "objects and arrays nested more than " + MAX_DEPTH + " deep in "
                + inside + "; a saved match nests five at most, an effect in a turn", e);
    }

    private HogException located(JsonLocation at, String message) {
        return JsonErrors.located(name, at, message);
    }

    private HogException located(JsonLocation at, String message, Throwable cause) {
        return JsonErrors.located(name, at, message, cause);
    }

    /** The path of the value the parser is at, such as {@code turns[3].dice}. */
    private String valuePath() {
        JsonToken token = parser.currentToken();
        JsonStreamContext context = parser.getParsingContext();
        return token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY ? containerPath(context)
                : entryPath(context);
    }

    /** The path of an object or array: empty for the saved match itself. */
    private static String containerPath(JsonStreamContext container) {
        JsonStreamContext parent = container.getParent();
        return parent == null ? "" : entryPath(parent);
    }

    /** The path of the entry an object or array is at: its current key or index. */
    private static String entryPath(JsonStreamContext container) {
        if (container.inRoot()) {
            return "";
        }
        String base = containerPath(container);
        if (container.inArray()) {
            return base + "[" + Math.max(container.getCurrentIndex(), 0) + "]";
        }
        String key = container.getCurrentName();
        return key == null ? base : base.isEmpty() ? key : base + "." + key;
    }

    private static String where(String path) {
        return path.isEmpty() ? "the saved match" : quotePath(path);
    }

    private static String quotePath(String path) {
        return path.isEmpty() ? "the saved match" : JsonErrors.quote(path);
    }

    /**
     * Text that ends in a mistake once more than {@link #MAX_CHARACTERS} have been read, so that an oversized save is
     * refused after reading at most that much and one buffer more.
     */
    private static final class LimitedReader extends FilterReader {
        private long read;

        LimitedReader(Reader text) {
            super(text);
        }

        @Override
        public int read() throws IOException {
            int c = super.read();
            count(c < 0 ? 0 : 1);
            return c;
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            count(Math.max(n, 0));
            return n;
        }

        private void count(int n) throws TooLong {
            read += n;
            if (read > MAX_CHARACTERS) {
                throw new TooLong();
            }
        }

        /** Thrown through the parser, which passes on what its source throws. */
        static final class TooLong extends IOException {
            private static final long serialVersionUID = 1L;
        }
    }
}
