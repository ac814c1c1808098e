package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.internal.LocatedHouseRules;
import dev.hog.json.internal.LocatedTree;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a house ruleset written in YAML, as {@link HouseRules} describes it:
 * <pre>
 * id: wild-bacon
 * rules: [su20/pig-out, su20/free-bacon, {rule: su15/hog-wild, sides: 4, multiple: 7}, su20/swine-swap]
 * baseline: always:6
 * </pre>
 * Strictly: invalid YAML, a duplicate key, a second document and every mistake {@link HouseRules} finds are a
 * {@link HogException} whose message starts with {@code NAME:LINE:COLUMN:}.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class HouseRulesReader {
    /**
     * The largest house rules file read, in bytes: house rules are a few lines, and the YAML parser's time and memory
     * grow with a file's longest line, so a file past this is refused before it is parsed.
     *
     * @since 2.0
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static final int MAX_BYTES = 1 << 20;

    private HouseRulesReader() {
    }

    /**
     * Composes a house ruleset from its text.
     *
     * @param yaml the text
     * @param name what messages call it, such as a file name
     * @param registry the rulesets its rules come from; its id must not be one of theirs
     * @return the ruleset
     * @throws HogException at the place of a mistake
     */
    public static Ruleset read(String yaml, String name, RulesetRegistry registry) {
        return LocatedHouseRules.compose(LocatedTree.read(yaml, name), "", name, registry);
    }

    /**
     * Composes a house ruleset written inline in a larger YAML document, under one of its top-level keys, such as a
     * configuration's {@code ruleset:}:
     * <pre>
     * goal: 50
     * ruleset:
     *   id: wild-bacon
     *   rules: [su20/pig-out, su20/free-bacon]
     * </pre>
     * The document is read as strictly as {@link #read(String, String, RulesetRegistry)} reads one of house rules
     * alone, and its other keys are not looked at; every mistake is placed in the whole document, so its line and
     * column are those of the text given.
     *
     * @param yaml the whole document's text
     * @param name what messages call it, such as a file name
     * @param key the top-level key whose value is the house rules
     * @param registry the rulesets its rules come from; its id must not be one of theirs
     * @return the ruleset
     * @throws HogException at the place of a mistake; if the key is missing, or its value is not a mapping, at the
     *     document's start or at the key
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static Ruleset readInline(String yaml, String name, String key, RulesetRegistry registry) {
        if (key.isEmpty()) {
            throw new IllegalArgumentException("the key of inline house rules is a top-level key, such as ruleset,"
                    + " not empty; read(yaml, name, registry) reads a document of house rules alone");
        }
        return LocatedHouseRules.compose(LocatedTree.read(yaml, name), key, name, registry);
    }

    /**
     * Composes a house ruleset from a file.
     *
     * @param file the file, in UTF-8; messages name it as given
     * @param registry the rulesets its rules come from; its id must not be one of theirs
     * @return the ruleset
     * @throws HogException if the file cannot be read, is larger than {@value #MAX_BYTES} bytes, or at the place of a
     *     mistake
     */
    public static Ruleset read(Path file, RulesetRegistry registry) {
        String yaml;
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new HogException(file + ": " + Files.size(file) + " bytes; house rules are a few lines of YAML,"
                        + " and a file of more than " + MAX_BYTES + " bytes is not read");
            }
            yaml = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new HogException(file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new HogException(file + ": is not UTF-8 text; house rules are a YAML text file");
        } catch (IOException e) {
            throw new HogException(file + ": cannot be read: " + e.getMessage(), e);
        }
        return read(yaml, file.toString(), registry);
    }
}
