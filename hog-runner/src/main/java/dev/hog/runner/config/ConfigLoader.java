package dev.hog.runner.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.hog.json.HouseRulesReader;
import dev.hog.json.jackson.StrictJackson;
import dev.hog.json.jackson.YamlErrors;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@link HogConfig} from YAML with one strict mapper: unknown keys, duplicate keys, values of the wrong type
 * (no coercion of {@code '100'} to a number, nor of {@code 10.5} to a whole number) and a second document all fail,
 * as a {@link ConfigException} that says {@code FILE:LINE:COL: message}, never a parser's stack trace.
 *
 * <p>Thread-safe.
 */
public final class ConfigLoader {
    private static final String DEFAULTS = "/dev/hog/runner/default-hog.yaml";
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '([^']*)'");

    /** One for every loader: building a mapper is what costs, and a built one is thread-safe. */
    private static final YAMLMapper MAPPER = StrictJackson.strict(YAMLMapper.builder()).build();

    /**
     * The configuration bundled with the command: su20, a person against the baseline strategy.
     *
     * @return the bundled configuration
     */
    public HogConfig bundledDefaults() {
        try (InputStream in = ConfigLoader.class.getResourceAsStream(DEFAULTS)) {
            if (in == null) {
                throw new IllegalStateException("The bundled configuration " + DEFAULTS + " is missing");
            }
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8), "the bundled configuration");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a configuration file.
     *
     * @param file the file
     * @param name how messages name it
     * @return the configuration
     * @throws ConfigException if the file cannot be read or is not a valid configuration
     */
    public HogConfig read(Path file, String name) {
        return read(text(file, name), name);
    }

    /**
     * The text of a configuration file.
     *
     * @param file the file
     * @param name how messages name it
     * @return the text
     * @throws ConfigException if it cannot be read, is larger than house rules may be, or is not UTF-8
     */
    public static String text(Path file, String name) {
        try {
            long size = Files.size(file);
            if (size > HouseRulesReader.MAX_BYTES) {
                throw new ConfigException(name, 0, 0, size + " bytes; a configuration is a few lines of YAML, and a"
                        + " file of more than " + HouseRulesReader.MAX_BYTES + " bytes is not read");
            }
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ConfigException(name, 0, 0, "no such file");
        } catch (CharacterCodingException e) {
            throw new ConfigException(name, 0, 0, "is not UTF-8 text; a configuration is a YAML text file, such as"
                    + " ruleset: su20");
        } catch (IOException e) {
            throw new ConfigException(name, 0, 0, "cannot be read: " + e.getMessage());
        }
    }

    /**
     * Reads a configuration from text.
     *
     * @param yaml the YAML text
     * @param name how messages name its source
     * @return the configuration; an empty or all-comment text gives one with every key absent
     * @throws ConfigException if the text is not a valid configuration
     */
    public HogConfig read(String yaml, String name) {
        try {
            HogConfig config = MAPPER.readValue(yaml, HogConfig.class);
            return (config == null ? new HogConfig(null, null, null, null, null, null, null, name) : config)
                    .from(name);
        } catch (MismatchedInputException e) {
            if (e.getMessage().startsWith("No content to map")) {
                return new HogConfig(null, null, null, null, null, null, null, name);
            }
            throw translate(e, yaml, name);
        } catch (JsonProcessingException e) {
            throw translate(e, yaml, name);
        }
    }

    private static ConfigException translate(JsonProcessingException e, String yaml, String name) {
        JsonLocation location = e.getLocation();
        int line = location == null ? 0 : location.getLineNr();
        int column = location == null ? 0 : location.getColumnNr();
        if (e instanceof UnrecognizedPropertyException unknown) {
            String key = unknown.getPropertyName();
            boolean player = unknown.getReferringClass() == PlayerConfig.class;
            int[] at = SourceText.keyPosition(yaml, line, column, key);
            if (key.equals("<<")) {
                return new ConfigException(name, at[0], at[1], "YAML merge keys (<<: *anchor) are not supported;"
                        + " write the keys out");
            }
            return new ConfigException(name, at[0], at[1], "unknown key '" + key + "'" + (player ? " in a player" : "")
                    + "; known keys: " + String.join(", ", player ? PlayerConfig.KEYS : HogConfig.KEYS));
        }
        if (e instanceof InvalidNullException empty) {
            return new ConfigException(name, line, column, path(empty) + " is empty; give it a value, or leave the"
                    + " entry out");
        }
        if (e instanceof MismatchedInputException mismatch) {
            if (mismatch.getMessage().startsWith("Trailing token")) {
                return new ConfigException(name, line, column,
                        "a configuration is one YAML document; remove the second one that starts here");
            }
            return new ConfigException(name, line, column, path(mismatch) + " must be "
                    + expected(mismatch.getTargetType()) + ", not " + SourceText.at(yaml, line, column));
        }
        Matcher duplicate = DUPLICATE.matcher(e.getOriginalMessage());
        if (e instanceof JsonParseException && duplicate.find()) {
            int[] at = SourceText.keyPosition(yaml, line, column, duplicate.group(1));
            return new ConfigException(name, at[0], at[1], "duplicate key '" + duplicate.group(1)
                    + "'; each key may appear once");
        }
        // What the YAML parser finds arrives wrapped when it breaks off a value being bound.
        return new ConfigException(name, line, column, YamlErrors.describe(e));
    }

    private static String path(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.length() == 0 ? "the configuration" : path.toString();
    }

    private static String expected(Class<?> type) {
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "a whole number";
        }
        if (type == String.class) {
            return "text";
        }
        if (type != null && List.class.isAssignableFrom(type)) {
            return "a list";
        }
        if (type != null && Map.class.isAssignableFrom(type)) {
            return "a mapping of names to values";
        }
        if (type == PlayerConfig.class) {
            return "a mapping with a name and a strategy";
        }
        return "a mapping of keys to values (" + String.join(", ", HogConfig.KEYS) + ")";
    }
}
