package dev.hog.runner;

import dev.hog.api.HogException;
import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.HouseRulesReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * House rulesets written in YAML ({@link dev.hog.json.HouseRules}), read with {@link HouseRulesReader}: the files of a
 * rulesets folder, each composed from the rulesets registered before it. A mistake is a {@link HogException} at its
 * line and column.
 */
public final class HouseRulesets {
    /** What {@link RegisteredRuleset#provider()} says of a house ruleset. */
    public static final String PROVIDER = "house rules";

    private static final Pattern ID = Pattern.compile("^id:\\s*['\"]?([a-z0-9][a-z0-9-]*)['\"]?\\s*(#.*)?$");

    private HouseRulesets() {
    }

    /**
     * The house rulesets of a folder, and the files that could not be read.
     *
     * @param registry the rulesets with every file that could be read
     * @param broken by the id each broken file gives (its name without {@code .yaml} if it gives none), unless a
     *     ruleset that loaded has it, the line that says what is wrong, starting {@code FILE:LINE:COLUMN:}
     * @param problems that line for every broken file, in the order of their names
     */
    public record Loaded(RulesetRegistry registry, Map<String, String> broken, List<String> problems) {
        /**
         * Copies the collections.
         *
         * @param registry the rulesets
         * @param broken the broken files' lines, by id
         * @param problems every broken file's line
         */
        public Loaded {
            broken = Collections.unmodifiableMap(new LinkedHashMap<>(broken));
            problems = List.copyOf(problems);
        }
    }

    /**
     * Adds the house rulesets of a folder's {@code .yaml} and {@code .yml} files, in the order of their names; a file
     * may use the rules of the files before it. A file that cannot be read is left out and reported, as a plugin jar
     * that cannot be loaded is, and the others still load.
     *
     * @param folder the folder, or {@code null} for none
     * @param registry the rulesets so far
     * @return the rulesets with the folder's, and the files left out
     * @throws HogException if the folder is given but is not a folder
     */
    public static Loaded load(Path folder, RulesetRegistry registry) {
        if (folder == null) {
            return new Loaded(registry, Map.of(), List.of());
        }
        if (!Files.isDirectory(folder)) {
            throw new HogException("The rulesets folder " + folder + " is not a folder");
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(folder)) {
            files = listed.filter(file -> file.getFileName().toString().matches(".*\\.ya?ml"))
                    .filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new HogException("The rulesets folder " + folder + " cannot be read: " + e.getMessage(), e);
        }
        RulesetRegistry all = registry;
        Map<String, String> broken = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Path file : files) {
            try {
                all = register(all, HouseRulesReader.read(file, all), file.toString());
            } catch (HogException e) {
                problems.add(e.getMessage());
                broken.put(idOf(file), e.getMessage());
            }
        }
        RulesetRegistry loaded = all;
        broken.keySet().removeIf(id -> loaded.find(id).isPresent());
        return new Loaded(all, broken, problems);
    }

    /**
     * The id a house rules file gives, or its name without the extension. Read line by line, not with the YAML
     * reader: the file is broken, and may be broken YAML (a tab, an unclosed list) whose id line is still plain.
     */
    private static String idOf(Path file) {
        try {
            for (String line : Files.readAllLines(file)) {
                Matcher id = ID.matcher(line);
                if (id.matches()) {
                    return id.group(1);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            return stem(file);
        }
        return stem(file);
    }

    private static String stem(Path file) {
        return file.getFileName().toString().replaceFirst("\\.ya?ml$", "");
    }

    /**
     * Adds a house ruleset to the rulesets.
     *
     * @param registry the rulesets
     * @param ruleset the house ruleset, whose id none of them has
     * @param location where it was written, as {@code hog rulesets} shows it
     * @return the rulesets with it
     */
    public static RulesetRegistry register(RulesetRegistry registry, Ruleset ruleset, String location) {
        return registry.with(RegisteredRuleset.of(ruleset, PROVIDER, "-", location, RulesetRegistry.apiVersion()));
    }
}
