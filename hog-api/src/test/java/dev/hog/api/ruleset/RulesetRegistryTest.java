package dev.hog.api.ruleset;

import dev.hog.api.rule.ToyRules;
import dev.hog.api.HogException;
import dev.hog.api.internal.ApiVersions;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RulesetRegistryTest {
    private static RulesetProvider providing(Ruleset ruleset) {
        return new RulesetProvider() {
            @Override
            public Ruleset ruleset() {
                return ruleset;
            }

            @Override
            public String toString() {
                return "provider of " + ruleset;
            }
        };
    }

    @Test
    void discoversProvidersWithServiceLoader() {
        RulesetRegistry registry = RulesetRegistry.discover();

        assertThat(registry.ids()).containsExactly("toy");
        RegisteredRuleset toy = registry.entry("toy");
        assertThat(toy.ruleset()).isSameAs(ToyRules.RULESET);
        assertThat(toy.provider()).isEqualTo(ToyRules.Provider.class.getName());
        assertThat(toy.version()).isEqualTo("0.1");
        assertThat(toy.location()).endsWith("test-classes");
    }

    @Test
    void takesProvidersByHandWithoutDiscovery() {
        Ruleset other = Ruleset.builder("other").build();

        RulesetRegistry registry = RulesetRegistry.of(providing(other), new ToyRules.Provider());

        assertThat(registry.ids()).containsExactly("other", "toy");
        assertThat(registry.get("other")).isSameAs(other);
        assertThat(registry.find("nope")).isEmpty();
    }

    @Test
    void anUnknownIdNamesTheIdsThatExist() {
        RulesetRegistry registry = RulesetRegistry.of(providing(Ruleset.builder("other").build()),
                new ToyRules.Provider());

        assertThatThrownBy(() -> registry.get("su21")).isInstanceOf(HogException.class)
                .hasMessage("Unknown ruleset 'su21'; the rulesets are other, toy");
    }

    @Test
    void anEmptyRegistrySaysHowToAddRulesets() {
        assertThatThrownBy(() -> RulesetRegistry.of().get("su20")).isInstanceOf(HogException.class)
                .hasMessage("No rulesets found, so there is no ruleset 'su20': add a ruleset jar to the class path"
                        + " or the plugins folder");
    }

    @Test
    void aDuplicateIdNamesBothProvidersAndWhereTheyCameFrom() {
        RulesetProvider second = providing(Ruleset.builder("toy").build());
        String location = RulesetRegistry.locationOf(second.getClass());

        assertThatThrownBy(() -> RulesetRegistry.of(new ToyRules.Provider(), second))
                .isInstanceOf(HogException.class)
                .hasMessage(location + ": ruleset id 'toy' is provided twice: by dev.hog.api.rule.ToyRules$Provider 0.1 ("
                        + location + ") and by " + second.getClass().getName() + " unknown (" + location
                        + "); remove one of them");
    }

    @Test
    void aRulesetIsFoundByAnyOfItsAliasesAndKeepsItsOwnId() {
        Ruleset spring = Ruleset.builder("sp24").alias("fa23").alias("su24").build();
        RulesetRegistry registry = RulesetRegistry.of(providing(spring), new ToyRules.Provider());

        assertThat(registry.ids()).containsExactly("sp24", "toy");
        assertThat(registry.get("fa23")).isSameAs(spring);
        assertThat(registry.find("su24")).containsSame(spring);
        assertThat(registry.entry("fa23").ruleset().id()).isEqualTo("sp24");
        assertThat(spring.aliases()).containsExactly("fa23", "su24");
        assertThatThrownBy(() -> registry.get("fa24")).isInstanceOf(HogException.class)
                .hasMessage("Unknown ruleset 'fa24'; the rulesets are sp24, toy");
    }

    @Test
    void anAliasThatIsAnotherRulesetsIdOrAliasIsRefusedNamingBoth() {
        RulesetProvider spring = providing(Ruleset.builder("sp24").alias("fa23").build());
        RulesetProvider fall = providing(Ruleset.builder("fa23").build());
        RulesetProvider copy = providing(Ruleset.builder("copy").alias("fa23").build());
        String location = RulesetRegistry.locationOf(spring.getClass());

        assertThatThrownBy(() -> RulesetRegistry.of(spring, fall)).isInstanceOf(HogException.class)
                .hasMessageContaining("ruleset id 'fa23' is provided twice: by " + spring.getClass().getName()
                        + " unknown (" + location + ") (as an alias of sp24) and by ");
        assertThatThrownBy(() -> RulesetRegistry.of(spring, copy)).isInstanceOf(HogException.class)
                .hasMessageContaining("ruleset id 'fa23' (an alias of copy) is provided twice: by "
                        + spring.getClass().getName() + " unknown (" + location + ") (as an alias of sp24) and by ");
        RulesetRegistry registry = RulesetRegistry.of(spring);
        assertThatThrownBy(() -> registry.with(RegisteredRuleset.of(Ruleset.builder("fa23").build(), "house rules",
                "1", "rulesets/fa23.yaml", "unknown"))).isInstanceOf(HogException.class)
                .hasMessageStartingWith("ruleset id 'fa23' of rulesets/fa23.yaml is taken by ");
    }

    @Test
    void anAliasIsAnIdAndNotTheRulesetsOwn() {
        assertThatThrownBy(() -> Ruleset.builder("sp24").alias("Fall 2023")).isInstanceOf(HogException.class)
                .hasMessage("A ruleset id is lower case letters, digits and '-', not 'Fall 2023'");
        assertThatThrownBy(() -> Ruleset.builder("sp24").alias("sp24")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Alias sp24 of ruleset sp24 is the ruleset's own id");
        assertThatThrownBy(() -> Ruleset.builder("sp24").alias("fa23").alias("fa23"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Alias fa23 of ruleset sp24 is given twice");
    }

    @Test
    void aProviderThatFailsOrReturnsNothingIsNamedWithItsLocation() {
        RulesetProvider failing = () -> Ruleset.builder("").build();
        RulesetProvider empty = () -> null;
        String location = RulesetRegistry.locationOf(getClass());

        assertThatThrownBy(() -> RulesetRegistry.of(failing)).isInstanceOf(HogException.class)
                .hasMessage(location + ": ruleset provider " + failing.getClass().getName()
                        + " failed: A ruleset id must not be blank");
        assertThatThrownBy(() -> RulesetRegistry.of(empty)).isInstanceOf(HogException.class)
                .hasMessage(location + ": ruleset provider " + empty.getClass().getName()
                        + " returned no ruleset; ruleset() must return one");
    }

    @Test
    void strictDiscoveryListsEveryProblemNotOnlyTheFirst() {
        RulesetProvider failing = () -> {
            throw new IllegalStateException("broken plugin");
        };
        RulesetProvider empty = () -> null;

        assertThatThrownBy(() -> RulesetRegistry.of(failing, new ToyRules.Provider(), empty))
                .isInstanceOf(HogException.class)
                .hasMessageStartingWith("2 ruleset providers failed: ")
                .hasMessageContaining("failed: java.lang.IllegalStateException: broken plugin; ")
                .hasMessageContaining("returned no ruleset");
    }

    @Test
    void lenientDiscoveryKeepsEveryRulesetThatLoadsAndReportsEachProviderThatDoesNot(@TempDir Path plugin)
            throws IOException {
        Path services = plugin.resolve("META-INF/services/" + RulesetProvider.class.getName());
        Files.createDirectories(services.getParent());
        Files.writeString(services, "com.example.Missing\n");
        try (URLClassLoader broken = new URLClassLoader("broken.jar", new URL[] {plugin.toUri().toURL()},
                getClass().getClassLoader())) {
            RulesetRegistry.Discovery discovery = RulesetRegistry.discoverAll(getClass().getClassLoader(), broken);

            assertThat(discovery.registry().ids()).as("the toy ruleset, found once through both loaders")
                    .containsExactly("toy");
            assertThat(discovery.problems()).singleElement().satisfies(problem -> {
                assertThat(problem.source()).isEqualTo("broken.jar");
                assertThat(problem.message()).startsWith("a ruleset provider cannot be loaded: ")
                        .contains("com.example.Missing");
            });
            assertThatThrownBy(discovery::orElseThrow).isInstanceOf(HogException.class)
                    .hasMessageStartingWith("broken.jar: a ruleset provider cannot be loaded");
        }
    }

    @Test
    void aPluginRunsOnTheSameMajorVersionWithAMinorVersionAtLeastItsOwn() {
        assertThat(ApiVersions.incompatibility("1.0.0", "1.0.0")).isEmpty();
        assertThat(ApiVersions.incompatibility("1.0.0", "1.3.2-SNAPSHOT")).as("a newer minor version only adds")
                .isEmpty();
        assertThat(ApiVersions.incompatibility("1.2.0", "1.0.0")).hasValue("it was built against hog-api 1.2.0, newer"
                + " than this hog's 1.0.0; run it with a hog of hog-api 1.2 or later, or use a release of the plugin"
                + " built against 1.0");
        assertThat(ApiVersions.incompatibility("2.0.0", "1.4.0")).isPresent();
        assertThat(ApiVersions.incompatibility("0.9.1", "1.0.0")).hasValue("it was built against hog-api 0.9.1, older"
                + " than the 1.x this hog runs (1.0.0); rebuild it against hog-api 1.x");
        assertThat(ApiVersions.incompatibility("unknown", "1.0.0")).as("nothing to go by").isEmpty();
    }

    @Test
    void aProviderFallsBackToItsModulesVersionAndElseUnknown() {
        assertThat(providing(ToyRules.RULESET).version()).as("no manifest, no named module").isEqualTo("unknown");
    }
}
