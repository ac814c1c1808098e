package dev.hog.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.RulesetProvider;
import dev.hog.api.ruleset.RulesetRegistry;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One jar, or one class-path folder, may hold several rulesets: one provider class per ruleset, each on a line of the
 * services file (and each in a {@code provides ... with} of the module descriptor). This test module's own folder
 * does so for its test rulesets.
 */
class SeveralRulesetsInOneJarTest {
    private static final String SERVICES_FILE = "META-INF/services/" + RulesetProvider.class.getName();

    @ParameterizedTest(name = "{0}")
    @CsvSource({"clockwork, dev.hog.testkit.TestRulesets$Clockwork", "stalling, dev.hog.testkit.TestRulesets$Stalling",
        "choosy, dev.hog.testkit.TestRulesets$Choosy"})
    void eachProviderOfOneClassPathFolderIsFound(String id, String provider) throws ClassNotFoundException {
        RulesetRegistration.assertFoundOnClassPath(id, Class.forName(provider).asSubclass(RulesetProvider.class));
    }

    @Test
    void aJarWithTwoProvidersOnTwoLinesOfItsServicesFileListsBoth(@TempDir Path folder) throws Exception {
        Path classes = Path.of(RulesetRegistry.locationOf(TestRulesets.class));
        Path jar = folder.resolve("two-rulesets.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                Stream<Path> files = Files.list(classes.resolve("dev/hog/testkit"))) {
            for (Path file : files.filter(path -> path.getFileName().toString().startsWith("TestRulesets"))
                    .toList()) {
                add(out, "dev/hog/testkit/" + file.getFileName(), Files.readAllBytes(file));
            }
            add(out, SERVICES_FILE, ("dev.hog.testkit.TestRulesets$Clockwork\n"
                    + "dev.hog.testkit.TestRulesets$Stalling\n").getBytes(StandardCharsets.UTF_8));
        }
        URL api = Path.of(RulesetRegistry.locationOf(RulesetProvider.class)).toUri().toURL();

        // The bootstrap loader as parent, so that only the jar and hog-api are seen, as in the plugins folder.
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL(), api}, null)) {
            Class<?> service = loader.loadClass(RulesetProvider.class.getName());
            List<String> ids = new ArrayList<>();
            for (Object provider : ServiceLoader.load(service, loader)) {
                Object ruleset = service.getMethod("ruleset").invoke(provider);
                ids.add((String) ruleset.getClass().getMethod("id").invoke(ruleset));
            }

            assertThat(ids).containsExactly("clockwork", "stalling");
        }
    }

    private static void add(JarOutputStream out, String name, byte[] content) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(content);
        out.closeEntry();
    }
}
