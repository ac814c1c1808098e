package dev.hog.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.API;
import dev.hog.api.RulesetProvider;
import dev.hog.api.RulesetRegistry;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * Checks that a ruleset plugin is registered both ways {@link RulesetProvider} asks for: in
 * {@code META-INF/services}, found on the class path, and with {@code provides} in {@code module-info.java}, found on
 * the module path (where {@code META-INF/services} is ignored, so only {@code provides} can find it).
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class RulesetRegistration {
    private RulesetRegistration() {
    }

    /**
     * Asserts that discovery on the class path finds the ruleset, loaded from where the given class was.
     *
     * @param id the ruleset's id
     * @param providerClass the plugin's provider class
     */
    public static void assertFoundOnClassPath(String id, Class<? extends RulesetProvider> providerClass) {
        RulesetRegistry registry = RulesetRegistry.discover();

        assertThat(registry.ids()).contains(id);
        assertThat(registry.entry(id).provider()).isEqualTo(providerClass.getName());
        assertThat(registry.entry(id).location()).isEqualTo(RulesetRegistry.locationOf(providerClass));
    }

    /**
     * Asserts that {@link ServiceLoader} finds the ruleset in a module layer built from the plugin's module and the
     * modules it needs, each given by one of its classes, and that its provider reports its module's version there.
     *
     * @param module the plugin's module name
     * @param id the ruleset's id
     * @param modules one class from each module the layer needs: the plugin, the API and what else it requires
     */
    public static void assertFoundOnModulePath(String module, String id, Class<?>... modules) {
        Path[] paths = Arrays.stream(modules).map(RulesetRegistry::locationOf).map(Path::of).toArray(Path[]::new);
        ModuleLayer boot = ModuleLayer.boot();
        Configuration configuration = boot.configuration()
                .resolveAndBind(ModuleFinder.of(paths), ModuleFinder.of(), Set.of(module));
        ModuleLayer layer = boot.defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        try {
            Class<?> service = layer.findLoader("dev.hog.api").loadClass(RulesetProvider.class.getName());
            List<String> found = new ArrayList<>();
            for (Object provider : ServiceLoader.load(layer, service)) {
                Object ruleset = service.getMethod("ruleset").invoke(provider);
                String providedId = (String) ruleset.getClass().getMethod("id").invoke(ruleset);
                found.add(providedId + " from " + provider.getClass().getModule().getName());
                if (providedId.equals(id)) {
                    String version = (String) service.getMethod("version").invoke(provider);
                    String moduleVersion = provider.getClass().getModule().getDescriptor().rawVersion()
                            .orElse("unknown");
                    assertThat(version).as("the version %s reports on the module path, from its module", id)
                            .isEqualTo(moduleVersion);
                }
            }
            assertThat(found).contains(id + " from " + module);
        } catch (ClassNotFoundException | NoSuchMethodException | IllegalAccessException
                 | InvocationTargetException e) {
            throw new AssertionError("Could not load " + module + " in a module layer", e);
        }
    }
}
