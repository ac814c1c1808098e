package dev.hog.runner;

import dev.hog.api.HogException;
import dev.hog.api.RegisteredRuleset;
import dev.hog.api.RulesetProvider;
import dev.hog.api.RulesetRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The rulesets the command can use: those built in, and those in the jars of a plugins folder, each jar loaded by its
 * own class loader, named after the jar. Discovery is the library's {@link RulesetRegistry#discoverAll lenient one}:
 * a jar that cannot be loaded, or that provides an id already taken, is reported with its path and skipped; the others
 * load.
 *
 * @param registry the rulesets
 * @param problems one line per jar or provider that was skipped
 */
public record Plugins(RulesetRegistry registry, List<String> problems) {
    /**
     * Loads the built-in rulesets and those in a folder's jars.
     *
     * @param folder the plugins folder, or {@code null} for none
     * @return the rulesets and the problems met
     * @throws HogException if the folder is given but is not a folder
     */
    public static Plugins load(Path folder) {
        List<Path> jars = jars(folder);
        List<ClassLoader> loaders = new ArrayList<>(List.of(Plugins.class.getClassLoader()));
        for (Path jar : jars) {
            loaders.add(new URLClassLoader(jar.toString(), new URL[] {url(jar)}, Plugins.class.getClassLoader()));
        }
        RulesetRegistry.Discovery discovery = RulesetRegistry.discoverAll(loaders.toArray(ClassLoader[]::new));
        List<String> problems = new ArrayList<>();
        discovery.problems().forEach(problem -> problems.add(problem.toString()));
        for (Path jar : jars) {
            boolean provides = discovery.registry().entries().stream().map(RegisteredRuleset::location)
                    .anyMatch(jar.toString()::equals);
            boolean reported = discovery.problems().stream().anyMatch(problem -> problem.source().equals(
                    jar.toString()));
            if (!provides && !reported) {
                problems.add(jar + ": provides no ruleset (it needs META-INF/services/"
                        + RulesetProvider.class.getName() + ")");
            }
        }
        return new Plugins(discovery.registry(), List.copyOf(problems));
    }

    private static List<Path> jars(Path folder) {
        if (folder == null) {
            return List.of();
        }
        if (!Files.isDirectory(folder)) {
            throw new HogException("The plugins folder " + folder + " is not a folder");
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".jar"))
                    .map(file -> file.toAbsolutePath().normalize()).sorted().toList();
        } catch (IOException e) {
            throw new HogException("The plugins folder " + folder + " cannot be read: " + e.getMessage(), e);
        }
    }

    private static URL url(Path jar) {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }
}
