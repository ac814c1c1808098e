package dev.hog.runner;

import dev.hog.api.HogException;
import dev.hog.api.HouseRules;
import dev.hog.api.HouseRulesException;
import dev.hog.api.RegisteredRuleset;
import dev.hog.api.Ruleset;
import dev.hog.api.RulesetRegistry;
import dev.hog.runner.config.ConfigException;
import dev.hog.runner.config.ConfigLoader;
import dev.hog.runner.config.LocatedTree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * House rulesets written in YAML ({@link HouseRules}): the files of a rulesets folder, and house rules written inline
 * in a configuration. Each is read with the configuration's strict loader and composed from the rulesets already
 * registered; a mistake is a {@link ConfigException} at its line and column.
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
     * @throws HogException if the folder is given but is not a folder
     * @throws ConfigException if a file is not valid house rules, or its id is taken
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
        ConfigLoader loader = new ConfigLoader();
        RulesetRegistry all = registry;
        for (Path file : files) {
            LocatedTree tree = loader.readTree(file, file.toString());
            if (!(tree.value() instanceof Map<?, ?> spec)) {
                throw new ConfigException(file.toString(), tree.place(""), "house rules are a mapping with id,"
                        + " rules and the other keys: " + String.join(", ", HouseRules.KEYS));
            }
            all = register(all, spec, tree, "", file.toString(), file.toString());
        }
        return all;
    }

    /**
     * Composes house rules written in a document and adds them to the rulesets.
     *
     * @param registry the rulesets so far
     * @param spec the house rules
     * @param tree the document they were written in, for places
     * @param prefix the path of the house rules within the document, such as {@code ruleset}, or empty
     * @param source the document's name, for messages
     * @param location where the ruleset comes from, as {@code hog rulesets} shows it
     * @return the rulesets with the house rules
     * @throws ConfigException at the place of a mistake
     */
    @SuppressWarnings("unchecked")
    public static RulesetRegistry register(RulesetRegistry registry, Map<?, ?> spec, LocatedTree tree, String prefix,
            String source, String location) {
        Ruleset ruleset;
        try {
            ruleset = HouseRules.compose((Map<String, ?>) spec, registry);
        } catch (HouseRulesException e) {
            String path = prefix.isEmpty() ? e.path() : e.path().isEmpty() ? prefix : prefix + "." + e.path();
            throw new ConfigException(source, tree.place(path), e.getMessage());
        }
        try {
            return registry.with(new RegisteredRuleset(ruleset, PROVIDER, "-", location,
                    RulesetRegistry.apiVersion()));
        } catch (HogException e) {
            throw new ConfigException(source, tree.place(prefix.isEmpty() ? "id" : prefix + ".id"), e.getMessage());
        }
    }
}
