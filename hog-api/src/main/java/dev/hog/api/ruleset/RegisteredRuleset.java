package dev.hog.api.ruleset;

import dev.hog.api.API;
import java.util.Objects;

/**
 * A ruleset in a {@link RulesetRegistry}, with where it came from.
 *
 * @param ruleset the ruleset
 * @param provider the provider's class name
 * @param version the provider's {@link RulesetProvider#version() version}
 * @param location where the provider was loaded from: a jar or folder, or {@code "unknown location"}
 * @param apiVersion the version of hog-api the provider was compiled against, as its module descriptor records it,
 *     or {@code "unknown"}
 */
@API(status = API.Status.STABLE, since = "1.0")
public record RegisteredRuleset(Ruleset ruleset, String provider, String version, String location,
        String apiVersion) {
    /**
     * Checks that every part is present.
     *
     * @param ruleset the ruleset
     * @param provider the provider's class name
     * @param version the provider's {@link RulesetProvider#version() version}
     * @param location where the provider was loaded from: a jar or folder, or {@code "unknown location"}
     * @param apiVersion the version of hog-api the provider was compiled against, or {@code "unknown"}
     * @throws NullPointerException if a part is {@code null}
     */
    public RegisteredRuleset {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(apiVersion, "apiVersion");
    }

    /**
     * The provider and where it came from, for messages.
     *
     * @return text such as {@code dev.hog.rules.su20.Su20Provider 1.0.0 (/path/hog-rules-su20.jar)}
     */
    public String origin() {
        return provider + " " + version + " (" + location + ")";
    }
}
