package dev.hog.api.internal;

import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * How the SDK's own engine and analysis reach the turn kernel of a game: through no public method of the API.
 *
 * <p>The game definition installs its kernel reader here when its class is initialised; the few SDK classes that
 * play turns themselves take it once, into a constant, and the reader is refused to any other class. On the module
 * path the module descriptor already keeps this package from any other module. On the class path, where modules do
 * not separate code, the check takes the caller's exact class name and requires it to be the class of that name that
 * hog-api's own class loader finds, so that a look-alike defined by another loader is refused.
 */
public final class Internals {
    /** The classes that may read a game's kernel, by exact name. */
    private static final Set<String> READERS = Set.of("dev.hog.api.play.Match", "dev.hog.analysis.TurnTables",
            "dev.hog.analysis.GameChain");
    private static final String DEFINITION = "dev.hog.api.game.GameDefinition";
    private static final StackWalker CALLERS = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    private static volatile Function<Object, TurnKernel> kernels;

    private Internals() {
    }

    /**
     * Installs the game definition's kernel reader, once.
     *
     * @param reader the kernel of a game definition
     * @throws IllegalCallerException if the caller is not the game definition, or a reader is installed already
     */
    public static synchronized void install(Function<Object, TurnKernel> reader) {
        Class<?> caller = CALLERS.getCallerClass();
        if (!caller.getName().equals(DEFINITION) || caller.getModule() != Internals.class.getModule()
                || kernels != null) {
            throw new IllegalCallerException("Only hog-api's game definition installs its kernel reader, once");
        }
        kernels = Objects.requireNonNull(reader, "reader");
    }

    /**
     * The kernel reader, for one of the SDK's classes that play turns: take it once, into a constant.
     *
     * @return the kernel of a game definition
     * @throws IllegalCallerException if the caller is not one of the SDK's classes that read kernels
     */
    public static Function<Object, TurnKernel> kernels() {
        Class<?> caller = CALLERS.getCallerClass();
        Module module = caller.getModule();
        boolean sdkModule = !module.isNamed() || module.getName().equals("dev.hog.api")
                || module.getName().equals("dev.hog.analysis");
        if (!READERS.contains(caller.getName()) || !sdkModule || !resolvesToItself(caller)) {
            throw new IllegalCallerException("A game's turn kernel is the SDK's own, not " + caller.getName()
                    + "'s: play games through Match and GameDefinition");
        }
        Function<Object, TurnKernel> installed = kernels;
        if (installed == null) {
            initialise(caller);
            installed = kernels;
        }
        return installed;
    }

    /**
     * Whether the caller is the class of its name that hog-api's own class loader finds: a class of the same name
     * defined by another loader, as any code can make, is not the SDK's.
     */
    private static boolean resolvesToItself(Class<?> caller) {
        try {
            return Class.forName(caller.getName(), false, Internals.class.getClassLoader()) == caller;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static void initialise(Class<?> caller) {
        try {
            Class.forName(DEFINITION, true, Internals.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("hog-api without its game definition, read by " + caller.getName(), e);
        }
    }
}
