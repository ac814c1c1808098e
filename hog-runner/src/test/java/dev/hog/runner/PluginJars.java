package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;
import dev.hog.api.ruleset.RulesetRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Builds ruleset plugin jars from source, as a plugin's author would: compiled against hog-api, with a services file. */
final class PluginJars {
    static final String SERVICES = "META-INF/services/" + RulesetProvider.class.getName();

    private PluginJars() {
    }

    /**
     * Compiles a provider and jars it, registered in its services file.
     *
     * @param work a folder for the sources and classes
     * @param jar the jar to write
     * @param pack the provider's package
     * @param provider the source of the class {@code Provider} in that package, after the package line
     * @return the jar
     */
    static Path build(Path work, Path jar, String pack, String provider) {
        try {
            String name = jar.getFileName().toString().replace(".jar", "");
            Path source = work.resolve("src-" + name + "/" + pack.replace('.', '/') + "/Provider.java");
            Files.createDirectories(source.getParent());
            Files.writeString(source, "package " + pack + ";\n\n" + provider);
            Path classes = Files.createDirectories(work.resolve("classes-" + name));
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            int status = javac.run(null, null, null, "-d", classes.toString(), "-classpath",
                    RulesetRegistry.locationOf(Ruleset.class), source.toString());
            assertThat(status).as("the plugin %s compiles", name).isZero();
            try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                 Stream<Path> files = Files.walk(classes)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                    Files.copy(file, out);
                }
                out.putNextEntry(new JarEntry(SERVICES));
                out.write((pack + ".Provider\n").getBytes(StandardCharsets.UTF_8));
            }
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
