package dev.hog.runner;

import dev.hog.api.HogException;
import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;
import dev.hog.api.ruleset.RulesetRegistry;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipException;

/**
 * The rulesets the command can use: those built in, and those in the jars of a plugins folder, each jar loaded by its
 * own class loader, named after the jar. Discovery is the library's {@link RulesetRegistry#discoverAll lenient one}:
 * a jar that cannot be loaded, is not a jar, provides an id already taken or copies a built-in ruleset is reported
 * with its path and skipped; the others load.
 *
 * @param registry the rulesets
 * @param problems one line per jar, provider or house rules file that was skipped
 * @param jars the plugin jars that were loaded, by path
 * @param broken the house rules files that could not be read, by the id each gives: the line that says why
 */
public record Plugins(RulesetRegistry registry, List<String> problems, Set<String> jars, Map<String, String> broken) {
    private static final String SERVICES = "META-INF/services/" + RulesetProvider.class.getName();

    /**
     * Rulesets without broken house rules files.
     *
     * @param registry the rulesets
     * @param problems one line per jar or provider that was skipped
     * @param jars the plugin jars that were loaded, by path
     */
    public Plugins(RulesetRegistry registry, List<String> problems, Set<String> jars) {
        this(registry, problems, jars, Map.of());
    }

    /**
     * A ruleset by its id. A house rules file that could not be read is named by the line that says why.
     *
     * @param id the id
     * @return the ruleset
     * @throws HogException if no ruleset has that id, or its house rules file is broken
     */
    public Ruleset ruleset(String id) {
        String why = broken.get(id);
        if (why != null) {
            throw new HogException(why);
        }
        return registry.get(id);
    }

    /**
     * Loads the built-in rulesets and those in a folder's jars.
     *
     * @param folder the plugins folder, or {@code null} for none
     * @return the rulesets and the problems met
     * @throws HogException if the folder is given but is not a folder
     */
    public static Plugins load(Path folder) {
        ClassLoader builtIn = Plugins.class.getClassLoader();
        List<String> problems = new ArrayList<>();
        List<ClassLoader> loaders = new ArrayList<>(List.of(builtIn));
        List<Path> usable = new ArrayList<>();
        List<List<String>> listed = new ArrayList<>();
        for (Path jar : jars(folder)) {
            try {
                listed.add(providersListed(jar));
                usable.add(jar);
                loaders.add(new URLClassLoader(jar.toString(), new URL[] {url(jar)}, builtIn));
            } catch (HogException notAJar) {
                problems.add(jar + ": " + notAJar.getMessage());
            }
        }
        RulesetRegistry.Discovery discovery = RulesetRegistry.discoverAll(loaders.toArray(ClassLoader[]::new));
        discovery.problems().forEach(problem -> problems.add(problem.toString()));
        for (int i = 0; i < usable.size(); i++) {
            String jar = usable.get(i).toString();
            boolean provides = discovery.registry().entries().stream().map(RegisteredRuleset::location)
                    .anyMatch(jar::equals);
            boolean reported = discovery.problems().stream().anyMatch(problem -> problem.source().equals(jar));
            if (!provides && !reported) {
                problems.add(jar + ": " + nothingProvided(listed.get(i), discovery.registry(), builtIn));
            }
        }
        Set<String> loaded = usable.stream().map(Path::toString).collect(Collectors.toSet());
        return new Plugins(discovery.registry(), List.copyOf(problems), Set.copyOf(loaded));
    }

    /**
     * The plugin whose code is on an exception's stack, if any: the exception is then the plugin's fault.
     *
     * @param thrown the exception
     * @return the plugin, named as {@link #describe} does
     */
    public Optional<String> blame(Throwable thrown) {
        Set<Throwable> seen = new HashSet<>();
        for (Throwable cause = thrown; cause != null && seen.add(cause); cause = cause.getCause()) {
            for (StackTraceElement frame : cause.getStackTrace()) {
                if (frame.getClassLoaderName() != null && jars.contains(frame.getClassLoaderName())) {
                    return Optional.of(describe(frame.getClassLoaderName()) + " (at " + frame.getClassName() + "."
                            + frame.getMethodName() + (frame.getLineNumber() > 0 ? ":" + frame.getLineNumber() : "")
                            + ")");
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A plugin jar as messages name it: the ids of its rulesets, and the jar.
     *
     * @param jar the jar's path
     * @return such as {@code trot (plugins/trot-1.0.0.jar)}
     */
    public String describe(String jar) {
        String ids = registry.entries().stream().filter(entry -> entry.location().equals(jar))
                .map(entry -> entry.ruleset().id() + " " + entry.version()).collect(Collectors.joining(", "));
        return (ids.isEmpty() ? "" : ids + " ") + "(" + jar + ")";
    }

    /**
     * Whether a ruleset was loaded from a plugin jar rather than built in.
     *
     * @param id the ruleset's id
     * @return the plugin, named as {@link #describe} does, or empty for a built-in ruleset
     */
    public Optional<String> pluginOf(String id) {
        return registry.find(id).map(ruleset -> registry.entry(id).location()).filter(jars::contains)
                .map(this::describe);
    }

    private static String nothingProvided(List<String> providers, RulesetRegistry registry, ClassLoader builtIn) {
        if (providers.isEmpty()) {
            return "provides no ruleset (it needs " + SERVICES + ", naming its RulesetProvider)";
        }
        List<String> copies = new ArrayList<>();
        for (String provider : providers) {
            Optional<String> id = registry.entries().stream().filter(entry -> entry.provider().equals(provider))
                    .map(entry -> entry.ruleset().id()).findFirst();
            if (id.isPresent()) {
                copies.add(id.get());
            } else if (isBuiltIn(provider, builtIn)) {
                copies.add(provider);
            }
        }
        if (!copies.isEmpty()) {
            return "provides ruleset " + String.join(", ", copies) + ", which hog has built in: the jar is a copy of"
                    + " a built-in ruleset, so it adds nothing; remove it";
        }
        return "its " + SERVICES + " names " + String.join(", ", providers) + ", but none of them loaded";
    }

    private static boolean isBuiltIn(String provider, ClassLoader builtIn) {
        try {
            Class.forName(provider, false, builtIn);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** The providers a jar's services file lists; a file that is not a jar is a mistake. */
    private static List<String> providersListed(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            JarEntry services = file.getJarEntry(SERVICES);
            if (services == null) {
                return List.of();
            }
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(file.getInputStream(services),
                    StandardCharsets.UTF_8))) {
                return lines.lines().map(line -> line.replaceFirst("#.*", "").strip()).filter(line -> !line.isEmpty())
                        .toList();
            }
        } catch (ZipException e) {
            throw new HogException("is not a jar (" + (isEmpty(jar) ? "the file is empty" : "it does not read as a zip"
                    + " archive") + "); a plugin is the jar its Maven build makes, with " + SERVICES);
        } catch (IOException e) {
            throw new HogException("cannot be read: " + e.getMessage());
        }
    }

    private static boolean isEmpty(Path file) {
        try {
            return Files.size(file) == 0;
        } catch (IOException e) {
            return false;
        }
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
