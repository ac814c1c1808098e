package dev.hog.api;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The rulesets available: found with {@link ServiceLoader}, or given by hand for embedders and tests.
 *
 * <p>Ids are unique: two providers of the same id are an error that names both and where they came from. Immutable
 * and thread-safe.
 */
public final class RulesetRegistry {
    private final Map<String, RegisteredRuleset> byId;

    private RulesetRegistry(Map<String, RegisteredRuleset> byId) {
        this.byId = byId;
    }

    /**
     * The rulesets whose providers {@link ServiceLoader} finds through the thread's context class loader, on the
     * class path and the module path.
     *
     * @return the registry
     * @throws HogException if a provider cannot be loaded or fails, or two provide the same id
     */
    public static RulesetRegistry discover() {
        return of(load(ServiceLoader.load(RulesetProvider.class)));
    }

    /**
     * The rulesets whose providers {@link ServiceLoader} finds through a class loader.
     *
     * @param loader the class loader to search
     * @return the registry
     * @throws HogException if a provider cannot be loaded or fails, or two provide the same id
     */
    public static RulesetRegistry discover(ClassLoader loader) {
        return of(load(ServiceLoader.load(RulesetProvider.class, loader)));
    }

    /**
     * The rulesets of providers given by hand, without discovery.
     *
     * @param providers the providers
     * @return the registry
     * @throws HogException if a provider fails or two provide the same id
     */
    public static RulesetRegistry of(RulesetProvider... providers) {
        return of(List.of(providers));
    }

    /**
     * The rulesets of providers given by hand, without discovery.
     *
     * @param providers the providers
     * @return the registry
     * @throws HogException if a provider fails or two provide the same id
     */
    public static RulesetRegistry of(Collection<? extends RulesetProvider> providers) {
        Map<String, RegisteredRuleset> byId = new TreeMap<>();
        for (RulesetProvider provider : providers) {
            RegisteredRuleset entry = register(provider);
            RegisteredRuleset earlier = byId.putIfAbsent(entry.ruleset().id(), entry);
            if (earlier != null) {
                throw new HogException("Ruleset id '" + entry.ruleset().id() + "' is provided twice: by "
                        + earlier.origin() + " and by " + entry.origin() + "; remove one of them");
            }
        }
        return new RulesetRegistry(byId);
    }

    /**
     * Every registered ruleset, in order of id.
     *
     * @return the entries
     */
    public List<RegisteredRuleset> entries() {
        return List.copyOf(byId.values());
    }

    /**
     * The ids of the registered rulesets, in order.
     *
     * @return the ids
     */
    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    /**
     * A ruleset by id, if registered.
     *
     * @param id the id
     * @return the ruleset, or empty
     */
    public Optional<Ruleset> find(String id) {
        return Optional.ofNullable(byId.get(id)).map(RegisteredRuleset::ruleset);
    }

    /**
     * A ruleset by id.
     *
     * @param id the id
     * @return the ruleset
     * @throws HogException if no ruleset has that id; the message lists the ids that exist
     */
    public Ruleset get(String id) {
        return entry(id).ruleset();
    }

    /**
     * A registered ruleset by id, with where it came from.
     *
     * @param id the id
     * @return the entry
     * @throws HogException if no ruleset has that id; the message lists the ids that exist
     */
    public RegisteredRuleset entry(String id) {
        RegisteredRuleset entry = byId.get(id);
        if (entry != null) {
            return entry;
        }
        if (byId.isEmpty()) {
            throw new HogException("No rulesets found, so there is no ruleset '" + id
                    + "': add a ruleset jar to the class path or the plugins folder");
        }
        throw new HogException("Unknown ruleset '" + id + "'; the rulesets are " + String.join(", ", byId.keySet()));
    }

    private static List<RulesetProvider> load(ServiceLoader<RulesetProvider> loader) {
        List<RulesetProvider> providers = new ArrayList<>();
        try {
            for (RulesetProvider provider : loader) {
                providers.add(provider);
            }
        } catch (ServiceConfigurationError e) {
            throw new HogException("A ruleset provider could not be loaded: " + e.getMessage(), e);
        }
        return providers;
    }

    private static RegisteredRuleset register(RulesetProvider provider) {
        String type = provider.getClass().getName();
        String location = locationOf(provider.getClass());
        Ruleset ruleset;
        String version;
        try {
            ruleset = provider.ruleset();
            version = provider.version();
        } catch (RuntimeException e) {
            throw new HogException("Ruleset provider " + type + " (" + location + ") failed: " + e.getMessage(), e);
        }
        if (ruleset == null) {
            throw new HogException("Ruleset provider " + type + " (" + location + ") returned no ruleset");
        }
        return new RegisteredRuleset(ruleset, type, version == null ? "unknown" : version, location);
    }

    /**
     * Where a class was loaded from: its jar or folder, or its module.
     *
     * @param type the class
     * @return the location, or {@code "unknown location"}
     */
    public static String locationOf(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        URL url = source == null ? null : source.getLocation();
        if (url != null) {
            try {
                return Path.of(url.toURI()).toString();
            } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
                return url.toString();
            }
        }
        Module module = type.getModule();
        return module.isNamed() ? "module " + module.getName() : "unknown location";
    }

    @Override
    public String toString() {
        Map<String, String> origins = new LinkedHashMap<>();
        byId.forEach((id, entry) -> origins.put(id, entry.origin()));
        return "RulesetRegistry" + origins;
    }
}
