package dev.hog.bench;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The games the benchmarks name: a ruleset id, optionally followed by {@code :option=value}, such as
 * {@code su20:feral-hogs=false}. The built-in rulesets are on the benchmarks' class path; plugin rulesets, such as the
 * trot example, are found as {@code ./hog} finds them, in the jars of a plugins folder: {@code plugins} in the working
 * directory, or the folder the system property {@code hog.plugins} names.
 */
final class BenchGames {
    private BenchGames() {
    }

    /** The ruleset a spec names. */
    static Ruleset ruleset(String spec) {
        String id = spec.split(":")[0];
        RulesetRegistry registry = RulesetRegistry.discoverAll(loaders()).registry();
        return registry.find(id).orElseThrow(() -> new IllegalArgumentException("No ruleset '" + id + "' among "
                + registry.ids() + "; a plugin ruleset's jar goes in " + folder().toAbsolutePath() + " (for the"
                + " examples: mvn -f examples/trot/pom.xml package, then copy examples/trot/target/trot-*.jar there)"));
    }

    /** The game a spec names: the ruleset's default game, with the option given if any. */
    static GameDefinition game(String spec) {
        String[] parts = spec.split(":");
        Ruleset chosen = ruleset(spec);
        if (parts.length == 1) {
            return chosen.defaultGame();
        }
        String[] option = parts[1].split("=");
        return chosen.game(Map.of(option[0], option[1]));
    }

    private static Path folder() {
        return Path.of(System.getProperty("hog.plugins", "plugins"));
    }

    private static ClassLoader[] loaders() {
        ClassLoader builtIn = BenchGames.class.getClassLoader();
        List<ClassLoader> loaders = new ArrayList<>(List.of(builtIn));
        if (Files.isDirectory(folder())) {
            try (Stream<Path> files = Files.list(folder())) {
                for (Path jar : files.filter(file -> file.toString().endsWith(".jar")).sorted().toList()) {
                    loaders.add(new URLClassLoader(new URL[] {jar.toUri().toURL()}, builtIn));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return loaders.toArray(ClassLoader[]::new);
    }
}
