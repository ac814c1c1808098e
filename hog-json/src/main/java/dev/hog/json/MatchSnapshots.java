package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.json.internal.SavedMatchJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A {@link MatchSnapshot saved match} as one line of JSON, for a game that keeps its matches in files, a database or
 * a message: the set-up, every turn with its faces, effects and commentary, and the saved dice.
 * <pre>
 * {"version":2,"ruleset":"su20","options":{"feral-hogs":"true","swine-swap":"true"},"goal":100,
 *  "start":[0,0],"turns":[{"number":0,"player":0,"extraTurn":false,"movesAgain":false,"dice":4,"sides":6,
 *  "outcomes":[6,3,4,5],"points":18,"scores":[18,0],"effects":[],"commentary":[]}],
 *  "dice":"fair:Xoroshiro128PlusPlus:42:1:0:0"}
 * </pre>
 * (su20 with {@code Dice.fair(42)}, after player 0 rolled four dice; written on one line.)
 *
 * <h2>The format</h2>
 * A saved match is one JSON object in UTF-8 with these keys, in any order, each required but {@code version}:
 * <ul>
 *   <li>{@code version}: the format, a whole number; {@link #write write} puts it first. A save without it is
 *       format 1, as Hog SDK 1.0 wrote it.
 *   <li>{@code ruleset}: the ruleset's id; {@code options}: the option values in force, each as text by option name;
 *       {@code goal}: the goal score; {@code start}: the scores before the first turn, a pair, player 0's first:
 *       {@code [0,0]}.
 *   <li>{@code turns}: every turn played, in order, each in the form of {@link TurnJson}: {@code number},
 *       {@code player}, {@code extraTurn}, {@code movesAgain}, {@code dice}, {@code sides}, {@code outcomes} (the
 *       faces rolled), {@code points}, {@code scores} (both scores after it, a pair as in {@code start}),
 *       {@code effects} (each {@code {"rule":...,"message":...}}) and {@code commentary} (lines of text).
 *   <li>{@code dice}: the dice as {@link Dice#save()} left them, such as
 *       {@code fair:Xoroshiro128PlusPlus:42:6:0:0} (fair dice: the seed, the draws made, the random bits waiting in
 *       hexadecimal and how many chunks of them are left) or {@code test:0:2:3,4} (test dice), or {@code ""} when the
 *       match's dice cannot be saved.
 * </ul>
 * Format 1 (Hog SDK 1.0) has no {@code version} and writes each pair of scores as an object,
 * {@code {"score0":0,"score1":0}}; it is read still. A later Hog SDK reads every earlier format: a save is read
 * by the rules of the format it names, and a key that a later format adds takes, in an earlier save, the value that
 * earlier format meant. A new format number is given whenever a save would otherwise be read differently, so a
 * reader never guesses. A save of a format this Hog SDK does not know yet is refused, saying which format it is.
 *
 * <h2>Reading</h2>
 * A save is read strictly, as it streams in, and nothing of a bad one is kept: every mistake is one
 * {@link HogException} whose message starts with {@code NAME:LINE:COLUMN: } and says which key is wrong and what
 * belongs there: a missing or unknown key, a duplicate key, {@code null} or a value of the wrong type, text that is
 * not JSON or ends early, or anything after the object. Messages quote at most a short prefix of the file's text.
 * These limits hold, whatever the source, and are checked before the rest is read:
 * <ul>
 *   <li>16 MiB (16,777,216 characters) of text;
 *   <li>50,000 turns;
 *   <li>65,536 characters in one text (an id, an option, an effect, a line of commentary, the dice) and 256 in a
 *       key;
 *   <li>objects and arrays nested 16 deep, and numbers of 32 digits.
 * </ul>
 * What the rules decide is checked when the snapshot is {@link Match#restore restored}: each turn is played again
 * from its faces.
 *
 * <p>Thread-safe.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class MatchSnapshots {
    private MatchSnapshots() {
    }

    /**
     * Writes a snapshot as one line of JSON, in format 2.
     *
     * @param snapshot the snapshot
     * @return the JSON
     * @throws dev.hog.api.EngineLimitException if the save would pass a limit of the format (more turns, a longer text
     *     or more characters than {@link #read(String, String)} reads), so that every save written reads back
     */
    public static String write(MatchSnapshot snapshot) {
        return SavedMatchJson.write(snapshot);
    }

    /**
     * Reads a snapshot written by {@link #write(MatchSnapshot)}, in format 1 or 2.
     *
     * @param json the JSON
     * @param name what messages call it, such as a file name
     * @return the snapshot
     * @throws HogException {@code NAME:LINE:COLUMN: message} at the first mistake
     */
    public static MatchSnapshot read(String json, String name) {
        return SavedMatchJson.read(new StringReader(json), name);
    }

    /**
     * Reads a snapshot as it streams in, up to the end of the save; the reader is left open for whoever opened it.
     *
     * @param json the JSON
     * @param name what messages call it, such as a file name
     * @return the snapshot
     * @throws HogException {@code NAME:LINE:COLUMN: message} at the first mistake
     * @throws UncheckedIOException if the reader fails
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static MatchSnapshot read(Reader json, String name) {
        return SavedMatchJson.read(json, name);
    }

    /**
     * Reads a snapshot as it streams in, in UTF-8, up to the end of the save; the stream is left open for whoever
     * opened it.
     *
     * @param json the JSON, in UTF-8
     * @param name what messages call it, such as a file name
     * @return the snapshot
     * @throws HogException {@code NAME:LINE:COLUMN: message} at the first mistake, including bytes that are not UTF-8
     * @throws UncheckedIOException if the stream fails
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static MatchSnapshot read(InputStream json, String name) {
        return SavedMatchJson.read(new InputStreamReader(json, StandardCharsets.UTF_8.newDecoder()), name);
    }

    /**
     * Reads a snapshot from a file, in UTF-8; messages name the file as given.
     *
     * @param file the file
     * @return the snapshot
     * @throws HogException {@code FILE:LINE:COLUMN: message} at the first mistake, or if there is no such file or it
     *     cannot be opened
     * @throws UncheckedIOException if reading the file fails
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static MatchSnapshot read(Path file) {
        try (Reader json = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return SavedMatchJson.read(json, file.toString());
        } catch (NoSuchFileException e) {
            throw new HogException(file + ": no such file; give a file that holds a saved match", e);
        } catch (IOException e) {
            throw new HogException(file + ": cannot be read: " + e.getMessage(), e);
        }
    }
}
