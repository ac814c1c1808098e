package dev.hog.api.ruleset;

import dev.hog.api.API;
import java.util.Objects;

/**
 * A ruleset in a {@link RulesetRegistry}, with where it came from.
 *
 * <p>Immutable and thread-safe; equal when every part is. A class with a factory rather than a record, so that it
 * can gain parts without breaking the code that makes one.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class RegisteredRuleset {
    private final Ruleset ruleset;
    private final String provider;
    private final String version;
    private final String location;
    private final String apiVersion;

    private RegisteredRuleset(Ruleset ruleset, String provider, String version, String location,
            String apiVersion) {
        this.ruleset = Objects.requireNonNull(ruleset, "ruleset");
        this.provider = Objects.requireNonNull(provider, "provider");
        this.version = Objects.requireNonNull(version, "version");
        this.location = Objects.requireNonNull(location, "location");
        this.apiVersion = Objects.requireNonNull(apiVersion, "apiVersion");
    }

    /**
     * A registered ruleset, such as one an embedder adds with {@link RulesetRegistry#with(RegisteredRuleset)}.
     *
     * @param ruleset the ruleset
     * @param provider the provider's class name, or what made the ruleset, such as {@code "house rules"}
     * @param version the provider's {@link RulesetProvider#version() version}
     * @param location where the provider was loaded from: a jar or folder, or {@code "unknown location"}
     * @param apiVersion the version of hog-api the provider was compiled against, as its module descriptor records
     *     it, or {@code "unknown"}
     * @return the registered ruleset
     * @throws NullPointerException if a part is {@code null}
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public static RegisteredRuleset of(Ruleset ruleset, String provider, String version, String location,
            String apiVersion) {
        return new RegisteredRuleset(ruleset, provider, version, location, apiVersion);
    }

    /**
     * The ruleset.
     *
     * @return the ruleset
     */
    public Ruleset ruleset() {
        return ruleset;
    }

    /**
     * The provider's class name.
     *
     * @return the class name
     */
    public String provider() {
        return provider;
    }

    /**
     * The provider's {@link RulesetProvider#version() version}.
     *
     * @return the version
     */
    public String version() {
        return version;
    }

    /**
     * Where the provider was loaded from.
     *
     * @return a jar or folder, or {@code "unknown location"}
     */
    public String location() {
        return location;
    }

    /**
     * The version of hog-api the provider was compiled against, as its module descriptor records it.
     *
     * @return the version, or {@code "unknown"}
     */
    public String apiVersion() {
        return apiVersion;
    }

    /**
     * The provider and where it came from, for messages.
     *
     * @return text such as {@code dev.hog.rules.su20.Su20Provider 1.0.0 (/path/hog-rules-su20.jar)}
     */
    public String origin() {
        return provider + " " + version + " (" + location + ")";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RegisteredRuleset that && ruleset.equals(that.ruleset)
                && provider.equals(that.provider) && version.equals(that.version) && location.equals(that.location)
                && apiVersion.equals(that.apiVersion);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ruleset, provider, version, location, apiVersion);
    }

    /**
     * The ruleset's id and its origin.
     *
     * @return text such as {@code su20 from dev.hog.rules.su20.Su20Provider 1.0.0 (/path/hog-rules-su20.jar)}
     */
    @Override
    public String toString() {
        return ruleset.id() + " from " + origin();
    }
}
