package dev.hog.runner;

import dev.hog.api.HogException;
import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.HouseRulesReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * House rulesets written in YAML ({@link dev.hog.json.HouseRules}), read with {@link HouseRulesReader}: the files of a
 * rulesets folder, each composed from the rulesets registered before it. A mistake is a {@link HogException} at its
 * line and column.
 */
public final class HouseRulesets {
    /** What {@link RegisteredRuleset#provider()} says of a house ruleset. */
    public static final String PROVIDER = "house rules";

    private HouseRulesets() {
    }

    /**
     * Adds the house rulesets of a folder's {@code .yaml} and {@code .yml} files, in the order of their names; a file
     * may use the rules of the files before it.
     *
     * @param folder the folder, or {@code null} for none
     * @param registry the rulesets so far
     * @return the rulesets with the folder's
     * @throws HogException if the folder is given but is not a folder, or a file is not valid house rules
     */
    public static RulesetRegistry load(Path folder, RulesetRegistry registry) {
        if (folder == null) {
            return registry;
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
        for (Path file : files) {
            all = register(all, HouseRulesReader.read(file, all), file.toString());
        }
        return all;
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
        return registry.with(new RegisteredRuleset(ruleset, PROVIDER, "-", location, RulesetRegistry.apiVersion()));
    }
}
