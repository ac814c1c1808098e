package dev.hog.api.ruleset;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.internal.ApiVersions;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The rulesets available: found with {@link ServiceLoader}, or given by hand for embedders and tests.
 *
 * <p>Ids are unique, {@linkplain Ruleset#aliases() aliases} included: two providers of the same id, or an alias that
 * another ruleset's id or alias already is, are an error that names both and where they came from; a ruleset is found
 * by its id or any of its aliases. Discovery
 * comes in two strengths. {@link #discover()} fails on any problem, listing every one, for tests and embedders who
 * want all or nothing. {@link #discoverAll(ClassLoader...)} keeps every ruleset that loads and returns a
 * {@link Problem} for each provider that did not (it cannot be loaded, it throws, it returns no ruleset, or its id is
 * taken), so that one bad plugin does not take the others down, as SLF4J 2 reports its providers. Immutable and
 * thread-safe.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class RulesetRegistry {
    private final Map<String, RegisteredRuleset> byId;

    /** Every ruleset by each of its aliases. */
    private final Map<String, RegisteredRuleset> byAlias;

    private RulesetRegistry(Map<String, RegisteredRuleset> byId) {
        this.byId = byId;
        Map<String, RegisteredRuleset> aliases = new HashMap<>();
        byId.values().forEach(entry -> entry.ruleset().aliases().forEach(alias -> aliases.put(alias, entry)));
        this.byAlias = Map.copyOf(aliases);
    }

    /**
     * The rulesets whose providers {@link ServiceLoader} finds through the thread's context class loader, on the
     * class path and the module path.
     *
     * @return the registry
     * @throws HogException if any provider cannot be loaded or fails, or two provide the same id; the message lists
     *     every problem
     */
    public static RulesetRegistry discover() {
        return discoverAll(Thread.currentThread().getContextClassLoader()).orElseThrow();
    }

    /**
     * The rulesets whose providers {@link ServiceLoader} finds through a class loader.
     *
     * @param loader the class loader to search
     * @return the registry
     * @throws HogException if any provider cannot be loaded or fails, or two provide the same id; the message lists
     *     every problem
     */
    public static RulesetRegistry discover(ClassLoader loader) {
        return discoverAll(loader).orElseThrow();
    }

    /**
     * Every ruleset that loads through these class loaders, searched in order, and a problem for each provider that
     * does not. A provider class that several loaders see (a child loader sees its parent's) is registered once; a
     * second provider of an id already registered is a problem, and the first stays.
     *
     * <p>A problem names where it came from: the provider's jar when it is known, else the class loader's
     * {@linkplain ClassLoader#getName() name}, so name a plugin's loader after its jar.
     *
     * @param loaders the class loaders, the ones whose rulesets take precedence first
     * @return the rulesets found and the problems met
     */
    public static Discovery discoverAll(ClassLoader... loaders) {
        Map<String, RegisteredRuleset> byId = new TreeMap<>();
        Set<Class<?>> seen = new HashSet<>();
        Map<String, String> versions = new HashMap<>();
        List<Problem> problems = new ArrayList<>();
        for (ClassLoader loader : loaders) {
            String source = loader.getName() != null ? loader.getName() : "class loader " + loader;
            Iterator<ServiceLoader.Provider<RulesetProvider>> found =
                    ServiceLoader.load(RulesetProvider.class, loader).stream().iterator();
            while (true) {
                ServiceLoader.Provider<RulesetProvider> provider;
                try {
                    if (!found.hasNext()) {
                        break;
                    }
                    provider = found.next();
                } catch (ServiceConfigurationError e) {
                    problems.add(Problem.of(source, "a ruleset provider cannot be loaded: " + e.getMessage(), e));
                    continue;
                }
                if (seen.add(provider.type())) {
                    register(provider.type(), provider::get, byId, problems, versions);
                }
            }
        }
        return Discovery.of(new RulesetRegistry(byId), List.copyOf(problems));
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
     * @throws HogException if a provider fails or two provide the same id; the message lists every problem
     */
    public static RulesetRegistry of(Collection<? extends RulesetProvider> providers) {
        Map<String, RegisteredRuleset> byId = new TreeMap<>();
        List<Problem> problems = new ArrayList<>();
        Map<String, String> versions = new HashMap<>();
        for (RulesetProvider provider : providers) {
            register(provider.getClass(), () -> provider, byId, problems, versions);
        }
        return Discovery.of(new RulesetRegistry(byId), List.copyOf(problems)).orElseThrow();
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
     * The ids of the registered rulesets, in order; {@linkplain Ruleset#aliases() aliases} are not among them.
     *
     * @return the ids
     */
    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    /**
     * A ruleset by id, if registered.
     *
     * @param id the id, or one of its {@linkplain Ruleset#aliases() aliases}
     * @return the ruleset, or empty
     */
    public Optional<Ruleset> find(String id) {
        return Optional.ofNullable(lookUp(id)).map(RegisteredRuleset::ruleset);
    }

    /**
     * A ruleset by id.
     *
     * @param id the id, or one of its {@linkplain Ruleset#aliases() aliases}
     * @return the ruleset
     * @throws HogException if no ruleset has that id; the message lists the ids that exist
     */
    public Ruleset get(String id) {
        return entry(id).ruleset();
    }

    /**
     * A registered ruleset by id, with where it came from.
     *
     * @param id the id, or one of its {@linkplain Ruleset#aliases() aliases}
     * @return the entry
     * @throws HogException if no ruleset has that id; the message lists the ids that exist
     */
    public RegisteredRuleset entry(String id) {
        RegisteredRuleset entry = lookUp(id);
        if (entry != null) {
            return entry;
        }
        if (byId.isEmpty()) {
            throw new HogException("No rulesets found, so there is no ruleset '" + id
                    + "': add a ruleset jar to the class path or the plugins folder");
        }
        throw new HogException("Unknown ruleset '" + id + "'; the rulesets are " + String.join(", ", byId.keySet()));
    }

    /**
     * Registers one provider. {@code versions} holds the hog-api version each jar or folder of the class path was built
     * against, found once per discovery: every provider of a jar shares its answer, and reading a large jar's
     * directory again for each provider slows a command's start.
     */
    private static void register(Class<?> type, Supplier<RulesetProvider> instance,
            Map<String, RegisteredRuleset> byId, List<Problem> problems, Map<String, String> versions) {
        String location = locationOf(type);
        RegisteredRuleset entry;
        try {
            RulesetProvider provider = instance.get();
            Ruleset ruleset = provider.ruleset();
            if (ruleset == null) {
                problems.add(Problem.of(location, "ruleset provider " + type.getName() + " returned no ruleset;"
                        + " ruleset() must return one", null));
                return;
            }
            String version = provider.version();
            String apiVersion = type.getModule().isNamed() ? ApiVersions.builtAgainst(type)
                    : versions.computeIfAbsent(location, where -> ApiVersions.builtAgainst(type));
            Optional<String> incompatible = ApiVersions.incompatibility(apiVersion, ApiVersions.running());
            if (incompatible.isPresent()) {
                problems.add(Problem.of(location, "ruleset provider " + type.getName() + " cannot run here: "
                        + incompatible.get(), null));
                return;
            }
            entry = RegisteredRuleset.of(ruleset, type.getName(), version == null ? "unknown" : version, location,
                    apiVersion);
        } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
            String why = e instanceof HogException ? e.getMessage() : e.toString();
            problems.add(Problem.of(location, "ruleset provider " + type.getName() + " failed: " + why, e));
            return;
        }
        Optional<Clash> clash = clash(byId, entry);
        if (clash.isPresent()) {
            problems.add(Problem.of(location, clash.get().what(entry) + " is provided twice: by "
                    + clash.get().owner() + " and by " + entry.origin() + "; remove one of them", null));
            return;
        }
        byId.put(entry.ruleset().id(), entry);
    }

    /**
     * An id that a new ruleset would answer to and a registered one already does.
     *
     * @param id the id, the new ruleset's own or one of its aliases
     * @param taken the registered ruleset that answers to it
     */
    private record Clash(String id, RegisteredRuleset taken) {
        /** The id, as the new ruleset has it: its own, or an alias of it. */
        String what(RegisteredRuleset entry) {
            return "ruleset id '" + id + "'" + (id.equals(entry.ruleset().id()) ? ""
                    : " (an alias of " + entry.ruleset().id() + ")");
        }

        /** The registered ruleset, and whether the id is its own or an alias of it. */
        String owner() {
            return taken.origin() + (id.equals(taken.ruleset().id()) ? ""
                    : " (as an alias of " + taken.ruleset().id() + ")");
        }
    }

    /** The first of an entry's id and aliases that a registered ruleset already answers to. */
    private static Optional<Clash> clash(Map<String, RegisteredRuleset> byId, RegisteredRuleset entry) {
        List<String> ids = new ArrayList<>(List.of(entry.ruleset().id()));
        ids.addAll(entry.ruleset().aliases());
        for (String id : ids) {
            RegisteredRuleset taken = resolve(byId, id);
            if (taken != null) {
                return Optional.of(new Clash(id, taken));
            }
        }
        return Optional.empty();
    }

    private RegisteredRuleset lookUp(String id) {
        RegisteredRuleset entry = byId.get(id);
        return entry != null ? entry : byAlias.get(id);
    }

    /** The ruleset that answers to an id, its own or an alias, or {@code null}: while a registry is being built. */
    private static RegisteredRuleset resolve(Map<String, RegisteredRuleset> byId, String id) {
        RegisteredRuleset entry = byId.get(id);
        if (entry != null) {
            return entry;
        }
        for (RegisteredRuleset candidate : byId.values()) {
            if (candidate.ruleset().aliases().contains(id)) {
                return candidate;
            }
        }
        return null;
    }

    /**
     * This registry and one more ruleset, such as house rules.
     *
     * @param entry the ruleset with where it came from
     * @return a new registry; this one is unchanged
     * @throws HogException if the id is taken, naming both origins
     */
    @API(status = API.Status.EXPERIMENTAL, since = "1.0")
    public RulesetRegistry with(RegisteredRuleset entry) {
        Optional<Clash> clash = clash(byId, entry);
        if (clash.isPresent()) {
            throw new HogException(clash.get().what(entry) + " of " + entry.location() + " is taken by "
                    + clash.get().owner() + "; rename one of them");
        }
        Map<String, RegisteredRuleset> more = new TreeMap<>(byId);
        more.put(entry.ruleset().id(), entry);
        return new RulesetRegistry(more);
    }

    /**
     * The version of this hog-api: its module's, or its jar's {@code Implementation-Version}. Plugins built against
     * an older minor version of the same major version run on it; {@link #discoverAll} refuses others, saying why.
     *
     * @return the version, or {@code "unknown"}
     */
    public static String apiVersion() {
        return ApiVersions.running();
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

    /**
     * What a lenient discovery found: the rulesets that loaded, and a problem for each provider that did not.
     *
     * <p>Immutable and thread-safe; equal when both parts are.
     */
    @API(status = API.Status.STABLE, since = "1.0")
    public static final class Discovery {
        private final RulesetRegistry registry;
        private final List<Problem> problems;

        private Discovery(RulesetRegistry registry, List<Problem> problems) {
            this.registry = Objects.requireNonNull(registry, "registry");
            this.problems = List.copyOf(Objects.requireNonNull(problems, "problems"));
        }

        /**
         * What a discovery found, with a copy of the problems.
         *
         * @param registry the rulesets that loaded
         * @param problems the providers that did not, in the order they were met
         * @return the discovery
         * @throws NullPointerException if a part is {@code null} or a problem is
         */
        @API(status = API.Status.STABLE, since = "2.0")
        public static Discovery of(RulesetRegistry registry, List<Problem> problems) {
            return new Discovery(registry, problems);
        }

        /**
         * The rulesets that loaded.
         *
         * @return the registry, whether there were problems or not
         */
        public RulesetRegistry registry() {
            return registry;
        }

        /**
         * The providers that did not load.
         *
         * @return an unmodifiable list, in the order they were met; empty when every provider loaded
         */
        public List<Problem> problems() {
            return problems;
        }

        /**
         * The registry, if there were no problems.
         *
         * @return the registry
         * @throws HogException listing every problem, if there were any
         */
        public RulesetRegistry orElseThrow() {
            if (problems.isEmpty()) {
                return registry;
            }
            if (problems.size() == 1) {
                throw new HogException(problems.get(0).toString(), problems.get(0).cause());
            }
            throw new HogException(problems.size() + " ruleset providers failed: " + problems.stream()
                    .map(Problem::toString).collect(Collectors.joining("; ")), problems.get(0).cause());
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Discovery that && registry.equals(that.registry) && problems.equals(that.problems);
        }

        @Override
        public int hashCode() {
            return 31 * registry.hashCode() + problems.hashCode();
        }

        /**
         * The registry and the problems.
         *
         * @return the registry's text, then each problem's
         */
        @Override
        public String toString() {
            return problems.isEmpty() ? registry.toString() : registry + ", problems " + problems;
        }
    }

    /**
     * A ruleset provider that could not be registered.
     *
     * <p>Immutable and thread-safe; equal when the sources and messages are equal and the causes are the same
     * exception.
     */
    @API(status = API.Status.STABLE, since = "1.0")
    public static final class Problem {
        private final String source;
        private final String message;
        private final Throwable cause;

        private Problem(String source, String message, Throwable cause) {
            this.source = Objects.requireNonNull(source, "source");
            this.message = Objects.requireNonNull(message, "message");
            this.cause = cause;
        }

        /**
         * A problem.
         *
         * @param source where the provider came from: its jar or folder, or the class loader it was searched in
         * @param message what went wrong and what would fix it
         * @param cause the exception behind it, or {@code null}
         * @return the problem
         * @throws NullPointerException if the source or the message is {@code null}
         */
        @API(status = API.Status.STABLE, since = "2.0")
        public static Problem of(String source, String message, Throwable cause) {
            return new Problem(source, message, cause);
        }

        /**
         * Where the provider came from.
         *
         * @return its jar or folder, or the class loader it was searched in
         */
        public String source() {
            return source;
        }

        /**
         * What went wrong and what would fix it.
         *
         * @return the message
         */
        public String message() {
            return message;
        }

        /**
         * The exception behind the problem.
         *
         * @return the exception, or {@code null} when there was none
         */
        public Throwable cause() {
            return cause;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Problem that && source.equals(that.source) && message.equals(that.message)
                    && cause == that.cause;
        }

        @Override
        public int hashCode() {
            return 31 * source.hashCode() + message.hashCode();
        }

        /**
         * The problem as one line.
         *
         * @return the source, a colon and the message
         */
        @Override
        public String toString() {
            return source + ": " + message;
        }
    }

    @Override
    public String toString() {
        Map<String, String> origins = new LinkedHashMap<>();
        byId.forEach((id, entry) -> origins.put(id, entry.origin()));
        return "RulesetRegistry" + origins;
    }
}
