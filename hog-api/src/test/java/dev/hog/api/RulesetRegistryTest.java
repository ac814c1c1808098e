package dev.hog.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

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
                .hasMessage("Ruleset id 'toy' is provided twice: by dev.hog.api.ToyRules$Provider 0.1 (" + location
                        + ") and by " + second.getClass().getName() + " unknown (" + location
                        + "); remove one of them");
    }

    @Test
    void aProviderThatFailsOrReturnsNothingIsNamedWithItsLocation() {
        RulesetProvider failing = () -> Ruleset.builder("").build();
        RulesetProvider empty = () -> null;
        String location = RulesetRegistry.locationOf(getClass());

        assertThatThrownBy(() -> RulesetRegistry.of(failing)).isInstanceOf(HogException.class)
                .hasMessage("Ruleset provider " + failing.getClass().getName() + " (" + location
                        + ") failed: A ruleset id must not be blank");
        assertThatThrownBy(() -> RulesetRegistry.of(empty)).isInstanceOf(HogException.class)
                .hasMessage("Ruleset provider " + empty.getClass().getName() + " (" + location
                        + ") returned no ruleset");
    }
}
