package dev.hog.api.ruleset;

import dev.hog.api.API;
import java.lang.module.ModuleDescriptor;

/**
 * The service a ruleset plugin provides, found by {@link java.util.ServiceLoader}.
 *
 * <p>A plugin registers its provider twice, so that it is found on the class path and on the module path:
 * <ul>
 *   <li>a file {@code META-INF/services/dev.hog.api.ruleset.RulesetProvider} naming the provider class;</li>
 *   <li>{@code provides dev.hog.api.ruleset.RulesetProvider with ...;} in its {@code module-info.java}.</li>
 * </ul>
 * The provider needs a public no-argument constructor. Metadata beyond the ruleset itself comes from default
 * methods, so that this interface can grow without breaking plugins.
 */
@API(status = API.Status.STABLE, since = "1.0")
public interface RulesetProvider {
    /**
     * The ruleset this plugin provides. Called once per discovery; should be cheap and must not return
     * {@code null}.
     *
     * @return the ruleset
     */
    Ruleset ruleset();

    /**
     * The plugin's version, for listings and error messages. By default the {@code Implementation-Version} of the
     * provider's jar manifest, else, on the module path, the version of the provider's module (as
     * {@code jar --module-version} or Maven's compiler records it), else {@code "unknown"}.
     *
     * @return the version, or {@code "unknown"}
     */
    default String version() {
        Package pkg = getClass().getPackage();
        String version = pkg == null ? null : pkg.getImplementationVersion();
        if (version != null) {
            return version;
        }
        ModuleDescriptor module = getClass().getModule().getDescriptor();
        return module == null ? "unknown" : module.rawVersion().orElse("unknown");
    }
}
