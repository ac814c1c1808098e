package dev.hog.api.internal;

import dev.hog.api.API;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;

/**
 * Which hog-api a plugin was compiled against, and whether this hog-api can run it. javac records the version of
 * every module a module requires in its descriptor, so a plugin with a {@code module-info.java} says which hog-api it
 * was built with, whether it is loaded on the module path or from a jar on the class path.
 *
 * <p>By semantic versioning, a plugin built against 2.x runs on any 2.y with y at least x: a newer minor release only
 * adds. One built against another major version, or a newer minor one, is refused with what to do.
 */
@API(status = API.Status.INTERNAL)
public final class ApiVersions {
    private static final String API_MODULE = "dev.hog.api";
    private static final Pattern MAJOR_MINOR = Pattern.compile("^(\\d+)\\.(\\d+)");

    private ApiVersions() {
    }

    /**
     * This hog-api's version: its module's, or the one its build recorded, or {@code "unknown"}.
     *
     * @return the version
     */
    public static String running() {
        ModuleDescriptor module = ApiVersions.class.getModule().getDescriptor();
        if (module != null && module.rawVersion().isPresent()) {
            return module.rawVersion().get();
        }
        try (InputStream in = ApiVersions.class.getResourceAsStream("api-version.properties")) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                return properties.getProperty("version", "unknown");
            }
        } catch (IOException e) {
            return "unknown";
        }
        return "unknown";
    }

    /**
     * The hog-api version a class's module was compiled against, from its descriptor, if it has one.
     *
     * @param type a class of the plugin
     * @return the version, or {@code "unknown"}
     */
    public static String builtAgainst(Class<?> type) {
        ModuleDescriptor module = type.getModule().getDescriptor();
        if (module == null) {
            module = descriptorAt(type).orElse(null);
        }
        if (module == null) {
            return "unknown";
        }
        return module.requires().stream().filter(requires -> requires.name().equals(API_MODULE)).findFirst()
                .flatMap(ModuleDescriptor.Requires::rawCompiledVersion).orElse("unknown");
    }

    /** The module descriptor at the root of the jar or folder a class on the class path came from. */
    private static Optional<ModuleDescriptor> descriptorAt(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return Optional.empty();
        }
        try {
            Path location = Path.of(source.getLocation().toURI());
            if (Files.isDirectory(location)) {
                Path file = location.resolve("module-info.class");
                if (!Files.isRegularFile(file)) {
                    return Optional.empty();
                }
                try (InputStream in = Files.newInputStream(file)) {
                    return Optional.of(ModuleDescriptor.read(in));
                }
            }
            try (JarFile jar = new JarFile(location.toFile())) {
                ZipEntry entry = jar.getEntry("module-info.class");
                if (entry == null) {
                    return Optional.empty();
                }
                try (InputStream in = jar.getInputStream(entry)) {
                    return Optional.of(ModuleDescriptor.read(in));
                }
            }
        } catch (IOException | URISyntaxException | IllegalArgumentException
                 | java.lang.module.InvalidModuleDescriptorException e) {
            return Optional.empty();
        }
    }

    /**
     * Why a plugin built against one hog-api cannot run on another, if it cannot.
     *
     * @param built the version the plugin was compiled against
     * @param running this hog-api's version
     * @return what is wrong and what to do, or empty if it can run, or either version is unknown
     */
    public static Optional<String> incompatibility(String built, String running) {
        int[] plugin = majorMinor(built);
        int[] here = majorMinor(running);
        if (plugin == null || here == null) {
            return Optional.empty();
        }
        if (plugin[0] < here[0] || plugin[0] == 0) {
            return Optional.of("it was built against hog-api " + built + ", older than the " + here[0]
                    + ".x this hog runs (" + running + "); rebuild it against hog-api " + here[0] + ".x");
        }
        if (plugin[0] > here[0] || plugin[1] > here[1]) {
            return Optional.of("it was built against hog-api " + built + ", newer than this hog's " + running
                    + "; run it with a hog of hog-api " + plugin[0] + "." + plugin[1] + " or later, or use a release"
                    + " of the plugin built against " + here[0] + "." + here[1]);
        }
        return Optional.empty();
    }

    private static int[] majorMinor(String version) {
        Matcher matcher = MAJOR_MINOR.matcher(version);
        return matcher.find() ? new int[] {Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2))}
                : null;
    }
}
