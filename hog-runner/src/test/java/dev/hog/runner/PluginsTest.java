package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Third-party rulesets in a plugins folder: a plugin jar built here, from source, loads beside the built-in rulesets;
 * a broken jar is reported with its path and does not stop the others.
 */
class PluginsTest {
    private static final String SERVICES = PluginJars.SERVICES;

    @TempDir
    Path work;

    private Path plugins;

    @BeforeEach
    void makePluginsFolder() throws IOException {
        plugins = Files.createDirectories(work.resolve("plugins"));
    }

    /** Compiles a provider of a ruleset with the given id and jars it, registered in META-INF/services. */
    private Path pluginJar(String jarName, String id) {
        return pluginJar(jarName, id, "return 5;");
    }

    /** The same, with the zero-dice rule's body given. */
    private Path pluginJar(String jarName, String id, String zeroDicePoints) {
        return PluginJars.build(work, plugins.resolve(jarName + ".jar"), "com.example.hog." + jarName, """
                import dev.hog.api.ruleset.Option;
                import dev.hog.api.ruleset.Ruleset;
                import dev.hog.api.ruleset.RulesetProvider;
                import dev.hog.api.rule.Turn;
                import dev.hog.api.rule.ZeroDiceRule;

                public final class Provider implements RulesetProvider {
                    public Ruleset ruleset() {
                        ZeroDiceRule five = new ZeroDiceRule() {
                            public String name() { return "Five Alive"; }
                            public int zeroDicePoints(Turn turn) { %s }
                        };
                        return Ruleset.builder("%s").name("Tiny Hog").description("Zero dice score five.")
                                .option(Option.flag("loud", false, "shouts"))
                                .rule(five).goal(20).build();
                    }

                    public String version() { return "2.1"; }
                }
                """.formatted(zeroDicePoints, id));
    }

    private static void write(JarOutputStream jar, String entry, String content) throws IOException {
        jar.putNextEntry(new JarEntry(entry));
        jar.write(content.getBytes(StandardCharsets.UTF_8));
    }

    private Path brokenJar() throws IOException {
        Path jar = plugins.resolve("broken.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            write(out, SERVICES, "com.example.Missing\n");
        }
        return jar;
    }

    @Test
    void aPluginJarLoadsBesideTheBuiltInRulesets() throws IOException {
        Path jar = pluginJar("tiny", "tiny");

        HogCli.Result result = new HogCli(work).run("rulesets", "--plugins", "plugins");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("tiny: Tiny Hog\n  Zero dice score five.\n  version 2.1, from " + jar + "\n");
        assertThat(result.out()).contains("su20: CS 61A Summer 2020\n");
        assertThat(result.err()).isEmpty();
    }

    /**
     * Compiles a modular plugin against a copy of hog-api that says it is version {@code apiVersion}, so that its
     * module descriptor records it was built against that version.
     */
    private Path pluginBuiltAgainst(String apiVersion) throws IOException {
        Path api = work.resolve("hog-api-" + apiVersion + ".jar");
        Path apiClasses = Path.of(RulesetRegistry.locationOf(Ruleset.class));
        ToolProvider jarTool = ToolProvider.findFirst("jar").orElseThrow();
        int made = Files.isDirectory(apiClasses)
                ? jarTool.run(System.out, System.err, "--create", "--file", api.toString(), "--module-version",
                        apiVersion, "-C", apiClasses.toString(), ".")
                : jarTool.run(System.out, System.err, "--update", "--file", copy(apiClasses, api).toString(),
                        "--module-version", apiVersion);
        assertThat(made).as("hog-api %s for the plugin to compile against", apiVersion).isZero();
        Path sources = work.resolve("src-future");
        Path provider = sources.resolve("com/example/future/Provider.java");
        Files.createDirectories(provider.getParent());
        Files.writeString(sources.resolve("module-info.java"), """
                module com.example.future {
                    requires dev.hog.api;
                    provides dev.hog.api.ruleset.RulesetProvider with com.example.future.Provider;
                }
                """);
        Files.writeString(provider, """
                package com.example.future;

                import dev.hog.api.ruleset.Ruleset;
                import dev.hog.api.ruleset.RulesetProvider;

                public final class Provider implements RulesetProvider {
                    public Ruleset ruleset() {
                        return Ruleset.builder("future").build();
                    }
                }
                """);
        Path classes = Files.createDirectories(work.resolve("classes-future"));
        int compiled = ToolProvider.findFirst("javac").orElseThrow().run(System.out, System.err, "-d",
                classes.toString(), "--module-path", api.toString(), sources.resolve("module-info.java").toString(),
                provider.toString());
        assertThat(compiled).as("the plugin compiles").isZero();
        Path jar = plugins.resolve("future.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
            }
            write(out, SERVICES, "com.example.future.Provider\n");
        }
        return jar;
    }

    private static Path copy(Path from, Path to) throws IOException {
        return Files.copy(from, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void aPluginBuiltAgainstANewerApiIsRefusedSayingWhatToDo() throws IOException {
        Path jar = pluginBuiltAgainst("2.9.0");

        HogCli.Result result = new HogCli(work).run("rulesets", "--plugins", "plugins");

        assertThat(result.err()).startsWith("hog: warning: " + jar + ": ruleset provider com.example.future.Provider"
                + " cannot run here: it was built against hog-api 2.9.0, newer than this hog's "
                + RulesetRegistry.apiVersion() + "; run it with a hog of hog-api 2.9 or later");
        assertThat(result.out()).doesNotContain("future");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void aPluginBuiltAgainstTheFirstMajorVersionIsRefusedSayingWhatToDo() throws IOException {
        Path jar = pluginBuiltAgainst("1.0.0");

        HogCli.Result result = new HogCli(work).run("rulesets", "--plugins", "plugins");

        assertThat(result.err()).startsWith("hog: warning: " + jar + ": ruleset provider com.example.future.Provider"
                + " cannot run here: it was built against hog-api 1.0.0, older than the 2.x this hog runs ("
                + RulesetRegistry.apiVersion() + "); rebuild it against hog-api 2.x");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void aPluginBuiltAgainstThisApiShowsIt() throws IOException {
        Path jar = pluginBuiltAgainst(RulesetRegistry.apiVersion());

        HogCli.Result result = new HogCli(work).run("rulesets", "--plugins", "plugins");

        assertThat(result.err()).isEmpty();
        assertThat(result.out()).contains("future: future\n", "  version unknown, built against hog-api "
                + RulesetRegistry.apiVersion() + ", from " + jar + "\n");
    }

    @Test
    void aRuleThatFailsMidGameIsReportedWithItsPluginAndJarWithoutAStackTrace() throws IOException {
        Path jar = pluginJar("faulty", "faulty", "throw new IllegalStateException(\"no bacon today\");");

        HogCli.Result result = new HogCli(work).run("trace", "--plugins", "plugins", "--ruleset", "faulty",
                "--dice", "4", "--p0", "always:0", "--p1", "always:2");

        assertThat(result.err()).startsWith("hog: the ruleset faulty, from com.example.hog.faulty.Provider 2.1 ("
                + jar + "), broke its contract, a fault for its author to fix: Rule Five Alive"
                + " of faulty (loud=false) failed on turn 0: 0 to 0, 0 dice: java.lang.IllegalStateException: no"
                + " bacon today\n");
        assertThat(result.err()).doesNotContain("\tat ", "internal error");
        assertThat(result.exitCode()).isOne();
    }

    @Test
    void aPluginRulesetIsPlayedLikeABuiltInOne() throws IOException {
        pluginJar("tiny", "tiny");

        HogCli.Result result = new HogCli(work).run("trace", "--plugins", "plugins", "--ruleset", "tiny",
                "--set", "loud=true", "--dice", "4", "--p0", "always:0", "--p1", "always:2", "--json");

        assertThat(result.out().lines().findFirst()).hasValue("{\"number\":0,\"player\":0,\"extraTurn\":false,"
                + "\"movesAgain\":false,\"dice\":0,\"sides\":6,\"outcomes\":[],\"points\":5,\"scores\":[5,0],"
                + "\"effects\":[{\"rule\":\"Five Alive\",\"message\":\"5 points.\"}],\"commentary\":[]}");
        assertThat(result.out()).endsWith("{\"final\":[15,24],\"winner\":1}\n");
    }

    @Test
    void aBrokenJarIsReportedWithItsPathAndTheOthersStillLoad() throws IOException {
        Path broken = brokenJar();
        pluginJar("tiny", "tiny");

        HogCli.Result result = new HogCli(work).run("rulesets", "--plugins", "plugins");

        assertThat(result.err()).startsWith("hog: warning: " + broken + ": a ruleset provider cannot be loaded: ")
                .contains("com.example.Missing");
        assertThat(result.out()).contains("tiny: Tiny Hog", "su20: CS 61A Summer 2020");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void aPluginThatReusesAnIdIsSkippedNamingBoth() throws IOException {
        Path clash = pluginJar("clash", "su20");

        HogCli.Result result = new HogCli(work).run("rulesets", "--plugins", "plugins");

        assertThat(result.err()).startsWith("hog: warning: " + clash + ": ruleset id 'su20' is provided twice: by"
                + " dev.hog.rules.su20.Su20Provider ");
        assertThat(result.out()).contains("su20: CS 61A Summer 2020").doesNotContain("Tiny Hog");
    }

    @Test
    void aFolderWithoutJarsAddsNothing() throws IOException {
        Files.writeString(plugins.resolve("notes.txt"), "not a jar");

        HogCli.Result result = new HogCli(work).run("rulesets", "--plugins", "plugins");

        assertThat(result.out().lines().filter(line -> line.matches("\\S+: .*"))).hasSize(22);
        assertThat(result.err()).isEmpty();
    }

    @Test
    void aPluginsFolderThatIsNotThereIsAMistake() {
        HogCli.Result result = new HogCli(work).run("rulesets", "--plugins", "elsewhere");

        assertThat(result.err()).isEqualTo("hog: The plugins folder " + work.resolve("elsewhere") + " is not a"
                + " folder\n");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(List.of(result.out())).containsExactly("");
    }
}
