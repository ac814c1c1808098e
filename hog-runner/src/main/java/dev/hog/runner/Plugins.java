package dev.hog.runner;

import dev.hog.api.HogException;
import dev.hog.api.RulesetProvider;
import dev.hog.api.RulesetRegistry;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Stream;

/**
 * The rulesets the command can use: those built in, found with {@link ServiceLoader}, and those in the jars of a
 * plugins folder, each jar loaded by its own class loader. A jar that cannot be loaded, or that provides an id already
 * taken, is reported with its path and skipped; the others load.
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
        List<RulesetProvider> providers = new ArrayList<>();
        ServiceLoader.load(RulesetProvider.class, Plugins.class.getClassLoader()).forEach(providers::add);
        Map<String, RulesetProvider> byId = new HashMap<>();
        providers.forEach(provider -> byId.put(provider.ruleset().id(), provider));
        List<String> problems = new ArrayList<>();
        for (Path jar : jars(folder)) {
            for (RulesetProvider provider : providersIn(jar, problems)) {
                String id = provider.ruleset().id();
                RulesetProvider earlier = byId.putIfAbsent(id, provider);
                if (earlier != null) {
                    problems.add(jar + ": ruleset id '" + id + "' is already provided by "
                            + earlier.getClass().getName() + " (" + RulesetRegistry.locationOf(earlier.getClass())
                            + "); skipped");
                } else {
                    providers.add(provider);
                }
            }
        }
        return new Plugins(RulesetRegistry.of(providers), List.copyOf(problems));
    }

    private static List<Path> jars(Path folder) {
        if (folder == null) {
            return List.of();
        }
        if (!Files.isDirectory(folder)) {
            throw new HogException("The plugins folder " + folder + " is not a folder");
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new HogException("The plugins folder " + folder + " cannot be read: " + e.getMessage(), e);
        }
    }

    private static List<RulesetProvider> providersIn(Path jar, List<String> problems) {
        List<RulesetProvider> found = new ArrayList<>();
        try {
            URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                    Plugins.class.getClassLoader());
            ServiceLoader.load(RulesetProvider.class, loader).stream()
                    .filter(provider -> provider.type().getClassLoader() == loader)
                    .forEach(provider -> found.add(provider.get()));
            for (RulesetProvider provider : found) {
                provider.ruleset();
            }
            if (found.isEmpty()) {
                problems.add(jar + ": provides no ruleset (it needs META-INF/services/"
                        + RulesetProvider.class.getName() + ")");
            }
            return found;
        } catch (ServiceConfigurationError | LinkageError | RuntimeException | MalformedURLException e) {
            problems.add(jar + ": cannot be loaded: " + e.getMessage());
            return List.of();
        }
    }
}
