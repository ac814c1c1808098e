package dev.hog.testkit;

import dev.hog.api.API;
import dev.hog.api.ruleset.RulesetProvider;
import dev.hog.api.ruleset.RulesetRegistry;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.Configuration;
import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolutionException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * Checks that a ruleset plugin is registered both ways {@link RulesetProvider} asks for, each as the hog command and
 * other hosts will find it, whichever way the plugin's own tests run:
 * <ul>
 *   <li>on the class path, through the file {@code META-INF/services/dev.hog.api.ruleset.RulesetProvider}, looked for
 * in the
 *   plugin's own folder or jar and then used by {@link ServiceLoader} in a class loader of its own;</li>
 *   <li>on the module path, through {@code provides} in {@code module-info.java}, looked for in the plugin's module
 *   descriptor and then used by {@link ServiceLoader} in a module layer of its own.</li>
 * </ul>
 * Each failure says which file is missing or wrong, and what to write in it.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class RulesetRegistration {
    private static final String SERVICE = RulesetProvider.class.getName();
    private static final String SERVICES_FILE = "META-INF/services/" + SERVICE;

    private RulesetRegistration() {
    }

    /**
     * Asserts that the plugin's folder or jar holds {@code META-INF/services/dev.hog.api.ruleset.RulesetProvider}
     * naming the provider, and that {@link ServiceLoader} finds the ruleset through it on a class path.
     *
     * @param id the ruleset's id
     * @param provider the plugin's provider class
     * @throws AssertionError naming the file and what it should say, if the registration is missing or wrong
     */
    public static void assertFoundOnClassPath(String id, Class<? extends RulesetProvider> provider) {
        Path location = location(provider);
        List<String> named = servicesFile(location).orElseThrow(() -> new AssertionError(SERVICES_FILE
                + " is missing from " + location + ": on the class path, ServiceLoader finds a ruleset only through"
                + " that file. Add src/main/resources/" + SERVICES_FILE + " with the line " + provider.getName()));
        if (!named.contains(provider.getName())) {
            throw new AssertionError(SERVICES_FILE + " in " + location + " names " + named + " but not "
                    + provider.getName() + ": add that line");
        }
        List<URL> urls = new ArrayList<>();
        for (Path path : searchPath(location)) {
            urls.add(url(path));
        }
        // The bootstrap loader as parent: the platform loader would hand packages of modules on the module path back
        // to them, and this is the class path alone.
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), null)) {
            Class<?> service = loader.loadClass(SERVICE);
            List<String> found = provided(ServiceLoader.load(service, loader), service, id, null);
            if (!found.contains(id + " from " + provider.getName())) {
                throw new AssertionError("ServiceLoader on a class path of " + location + " found " + found
                        + ", not ruleset '" + id + "' from " + provider.getName() + "; check that "
                        + provider.getSimpleName() + ".ruleset() returns the ruleset of id '" + id + "'");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new AssertionError("hog-api is not on the class path of " + location, e);
        }
    }

    /**
     * Asserts that the plugin's module declares {@code provides dev.hog.api.ruleset.RulesetProvider with} the provider,
     * and that {@link ServiceLoader} finds the ruleset through it in a module layer of the plugin's module and the
     * modules it requires, where the provider reports its module's version.
     *
     * @param id the ruleset's id
     * @param provider the plugin's provider class
     * @throws AssertionError naming {@code module-info.java} and what it should say, if the registration is missing
     *     or wrong
     */
    public static void assertFoundOnModulePath(String id, Class<? extends RulesetProvider> provider) {
        Path location = location(provider);
        ModuleDescriptor descriptor = descriptor(location, provider);
        boolean provides = descriptor.provides().stream().anyMatch(given -> given.service().equals(SERVICE)
                && given.providers().contains(provider.getName()));
        if (!provides) {
            throw new AssertionError("module-info.java of module " + descriptor.name() + " does not provide "
                    + SERVICE + " with " + provider.getName() + ": on the module path, ServiceLoader ignores "
                    + SERVICES_FILE + " and finds a ruleset only through provides. Add: provides " + SERVICE
                    + " with " + provider.getName() + ";");
        }
        ModuleLayer boot = ModuleLayer.boot();
        Configuration configuration;
        try {
            Path[] modules = searchPath(location).stream().filter(RulesetRegistration::isModule).toArray(Path[]::new);
            configuration = boot.configuration().resolveAndBind(ModuleFinder.of(modules), ModuleFinder.of(),
                    Set.of(descriptor.name()));
        } catch (FindException | ResolutionException e) {
            throw new AssertionError("Module " + descriptor.name() + " does not resolve on a module path of its"
                    + " folder or jar and its dependencies: " + e.getMessage(), e);
        }
        ModuleLayer layer = boot.defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        try {
            Class<?> service = layer.findLoader("dev.hog.api").loadClass(SERVICE);
            String version = descriptor.rawVersion().orElse("unknown");
            List<String> found = provided(ServiceLoader.load(layer, service), service, id, version);
            if (!found.contains(id + " from " + provider.getName())) {
                throw new AssertionError("ServiceLoader in a module layer of " + descriptor.name() + " found " + found
                        + ", not ruleset '" + id + "' from " + provider.getName());
            }
        } catch (ClassNotFoundException e) {
            throw new AssertionError("Module " + descriptor.name() + " does not read dev.hog.api", e);
        }
    }

    /**
     * The rulesets a service loader finds, as {@code "id from provider class"}; the one of {@code id} must report
     * {@code version}, when given, as its version.
     */
    private static List<String> provided(ServiceLoader<?> loader, Class<?> service, String id, String version) {
        List<String> found = new ArrayList<>();
        try {
            for (Object provider : loader) {
                Object ruleset = service.getMethod("ruleset").invoke(provider);
                String providedId = (String) ruleset.getClass().getMethod("id").invoke(ruleset);
                found.add(providedId + " from " + provider.getClass().getName());
                String reported = (String) service.getMethod("version").invoke(provider);
                if (providedId.equals(id) && version != null && !reported.equals(version)) {
                    throw new AssertionError("On the module path, " + provider.getClass().getName() + " reports"
                            + " version " + reported + ", not its module's " + version);
                }
            }
        } catch (NoSuchMethodException | IllegalAccessException | InvocationTargetException e) {
            throw new AssertionError("Could not ask a ruleset provider for its ruleset", e);
        }
        return found;
    }

    /** The provider's folder or jar. */
    private static Path location(Class<?> provider) {
        String location = RulesetRegistry.locationOf(provider);
        if (location.startsWith("module ") || location.equals("unknown location")) {
            throw new AssertionError("Cannot tell which folder or jar " + provider.getName() + " was loaded from ("
                    + location + ")");
        }
        return Path.of(location);
    }

    /** The lines of the services file in a folder or jar, or empty if it has none. */
    private static Optional<List<String>> servicesFile(Path location) {
        try {
            if (Files.isDirectory(location)) {
                Path file = location.resolve(SERVICES_FILE);
                return Files.isRegularFile(file) ? Optional.of(lines(Files.readString(file))) : Optional.empty();
            }
            try (JarFile jar = new JarFile(location.toFile())) {
                ZipEntry entry = jar.getEntry(SERVICES_FILE);
                if (entry == null) {
                    return Optional.empty();
                }
                try (InputStream in = jar.getInputStream(entry)) {
                    return Optional.of(lines(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + location, e);
        }
    }

    /** The provider class names of a services file: one per line, {@code #} starting a comment. */
    private static List<String> lines(String text) {
        return text.lines().map(line -> line.replaceAll("#.*", "").strip()).filter(line -> !line.isEmpty()).toList();
    }

    /** Whether a folder or jar is a module with a descriptor of its own: only those go into the layer. */
    private static boolean isModule(Path path) {
        if (Files.isDirectory(path)) {
            return Files.isRegularFile(path.resolve("module-info.class"));
        }
        try (JarFile jar = new JarFile(path.toFile())) {
            return jar.getEntry("module-info.class") != null;
        } catch (IOException e) {
            return false;
        }
    }

    private static ModuleDescriptor descriptor(Path location, Class<?> provider) {
        Set<ModuleReference> modules = isModule(location) ? ModuleFinder.of(location).findAll() : Set.of();
        ModuleDescriptor descriptor = modules.isEmpty() ? null : modules.iterator().next().descriptor();
        if (descriptor == null) {
            throw new AssertionError(location + " has no module-info.class: on the module path it would be an"
                    + " automatic module, and ServiceLoader would find " + provider.getName() + " only through "
                    + SERVICES_FILE + ". Add src/main/java/module-info.java with requires dev.hog.api; and provides "
                    + SERVICE + " with " + provider.getName() + ";");
        }
        return descriptor;
    }

    /** The plugin's own location first, then everything this test runs with, class path and module path alike. */
    private static List<Path> searchPath(Path location) {
        Set<Path> paths = new LinkedHashSet<>(List.of(location));
        for (String property : List.of("jdk.module.path", "java.class.path")) {
            String value = System.getProperty(property);
            if (value != null && !value.isBlank()) {
                for (String entry : value.split(File.pathSeparator)) {
                    if (!entry.isBlank() && Files.exists(Path.of(entry))) {
                        paths.add(Path.of(entry));
                    }
                }
            }
        }
        return new ArrayList<>(paths);
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }
}
