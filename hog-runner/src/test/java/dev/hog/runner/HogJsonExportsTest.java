package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.json.HouseRulesReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The runner, hog-spark and hog-bench use only the packages hog-json's module exports: on the module path nothing else
 * would link, and whatever they reach past the exports would be an API that hog-json never promised.
 *
 * <p>The runner's classes are read with the JDK's jdeps. hog-spark is built after the runner (it bundles it) and
 * hog-bench apart from it, so their classes may not exist yet when these tests run: their sources are read instead.
 */
class HogJsonExportsTest {
    private static final String JSON = "dev.hog.json";
    /** A name that starts in hog-json: its lower-case parts are the package, the first capitalised one the type. */
    private static final Pattern JSON_NAME =
            Pattern.compile("\\b" + Pattern.quote(JSON) + "(?!\\w)((?:\\.[a-z_][a-z0-9_]*)*)");
    private static ModuleDescriptor hogJson;

    @BeforeAll
    static void readHogJsonsDescriptor() throws URISyntaxException {
        Path classes = Path.of(HouseRulesReader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        hogJson = ModuleFinder.of(classes).findAll().iterator().next().descriptor();
    }

    private static Set<String> exported() {
        return hogJson.exports().stream().filter(export -> !export.isQualified()).map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void hogJsonExportsItsApiAndKeepsAnInternalPackage() {
        assertThat(exported()).contains(JSON);
        assertThat(hogJson.packages()).as("hog-json's packages").contains(JSON + ".internal");
    }

    @Test
    void theRunnersClassesUseOnlyWhatHogJsonExports() {
        Set<String> usedPackages = new TreeSet<>();
        Set<String> unexported = new TreeSet<>();
        for (String folder : List.of("target/classes", "target/test-classes")) {
            for (String line : jdeps(Path.of(folder)).split("\n")) {
                String[] parts = line.strip().split("\\s+");
                if (parts.length >= 3 && parts[1].equals("->") && parts[2].startsWith(JSON + ".")) {
                    String used = parts[2].substring(0, parts[2].lastIndexOf('.'));
                    usedPackages.add(used);
                    if (hogJson.packages().contains(used) && !exported().contains(used)) {
                        unexported.add(parts[0] + " uses " + parts[2]);
                    }
                }
            }
        }
        assertThat(usedPackages).as("the packages of hog-json jdeps found the runner using").contains(JSON);
        assertThat(unexported).as("uses of packages hog-json does not export (it exports %s)", exported()).isEmpty();
    }

    @Test
    void sparksAndBenchsSourcesUseOnlyWhatHogJsonExports() {
        Set<String> unexported = new TreeSet<>();
        for (Path module : List.of(Path.of("../hog-spark"), Path.of("../hog-bench"))) {
            assertThat(module.resolve("src")).as("the sources of %s", module).isDirectory();
            for (Path source : javaSources(module.resolve("src"))) {
                Matcher name = JSON_NAME.matcher(read(source));
                while (name.find()) {
                    String used = JSON + name.group(1);
                    if (!exported().contains(used)) {
                        unexported.add(source + " uses " + used);
                    }
                }
            }
        }
        assertThat(unexported).as("uses of packages hog-json does not export (it exports %s)", exported()).isEmpty();
    }

    private static String jdeps(Path classes) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
        StringWriter out = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:class", "-filter:none",
                classes.toString());
        assertThat(status).as("jdeps: %s", out).isZero();
        return out.toString();
    }

    private static List<Path> javaSources(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path source) {
        try {
            return Files.readString(source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
