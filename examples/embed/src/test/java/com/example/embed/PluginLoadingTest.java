package com.example.embed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;
import dev.hog.api.ruleset.RulesetRegistry;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A ruleset plugin found at run time, as a player drops a jar in a folder, loaded the two ways a host can: a class
 * loader of its own, and a module layer. These are the README's samples.
 */
class PluginLoadingTest {
    private static Path jar;

    @BeforeAll
    static void findThePlugin() {
        jar = Path.of(System.getProperty("embed.plugin", "../trot/target/trot-1.0.0.jar"));
        assertThat(jar).as("examples/trot's jar: build it first with mvn -f examples/trot/pom.xml verify").exists();
    }

    @Test
    void aPluginJarLoadsInAClassLoaderOfItsOwn() throws Exception {
        // README:plugin-class-loader
        List<String> log = new ArrayList<>();
        try (URLClassLoader plugins = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                RulesetProvider.class.getClassLoader())) {
            RulesetRegistry registry = RulesetRegistry.discover(plugins);  // the built-in rulesets and the jar's
            Ruleset trot = registry.get("trot");
            GameRecord game = Match.builder(trot)
                    .players(trot.strategy("trotter"), trot.strategy("baseline"))
                    .dice(Dice.fair(1))
                    .listener(turn -> log.add("Player " + turn.player() + " scores " + turn.points()))
                    .play();
            System.out.println("Player " + game.winner() + " wins " + game.finalScores());
        }
        // README:end

        assertThat(log).isNotEmpty().allMatch(line -> line.startsWith("Player "));
    }

    @Test
    void aModularPluginJarLoadsInAModuleLayer() {
        assumeThat(RulesetProvider.class.getModule().isNamed())
                .as("a module layer needs hog-api as a named module: the host on the module path").isTrue();

        // README:plugin-module-layer
        ModuleLayer parent = RulesetProvider.class.getModule().getLayer();  // where hog-api is
        ModuleFinder finder = ModuleFinder.of(jar);                         // a folder of plugin jars works too
        Set<String> plugins = finder.findAll().stream().map(ModuleReference::descriptor)
                .map(descriptor -> descriptor.name()).collect(Collectors.toSet());
        Configuration configuration = parent.configuration().resolve(finder, ModuleFinder.of(), plugins);
        ModuleLayer layer = parent.defineModulesWithOneLoader(configuration, ClassLoader.getSystemClassLoader());
        RulesetRegistry registry = RulesetRegistry.of(ServiceLoader.load(layer, RulesetProvider.class).stream()
                .map(ServiceLoader.Provider::get).toList());
        Ruleset trot = registry.get("trot");
        // README:end

        assertThat(layer.findModule("com.example.hog.trot")).isPresent();
        assertThat(registry.entry("trot").provider()).contains("com.example.hog.trot.TrotProvider");
        assertThat(Match.builder(trot).players(trot.strategy("trotter"), trot.strategy("baseline"))
                .dice(Dice.fair(1)).play().turns()).isNotEmpty();
    }

    @Test
    void thePluginJarIsModular() throws Exception {
        assertThat(Files.size(jar)).isPositive();
        assertThat(ModuleFinder.of(jar).findAll()).singleElement()
                .extracting(reference -> reference.descriptor().name()).isEqualTo("com.example.hog.trot");
    }
}
