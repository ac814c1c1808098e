package dev.hog.runner;

import java.io.Serial;

/**
 * A ruleset plugin broke its contract: one of its strategies chose an impossible number of dice, or its code threw.
 * Not the user's mistake ({@link dev.hog.api.HogException}) nor a fault of {@code hog}: the message names the plugin
 * and its jar, for its author to fix.
 */
public final class PluginFault extends RuntimeException {
    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * Creates the fault.
     *
     * @param plugin the plugin, as {@link Plugins#describe} names it
     * @param what what it did wrong
     */
    public PluginFault(String plugin, String what) {
        super("the plugin " + plugin + " " + what + ", which is a fault in the plugin for its author to fix");
    }

    /**
     * What to say of an exception a plugin's code threw.
     *
     * @param plugin the plugin, as {@link Plugins#describe} names it
     * @param thrown the exception
     * @return one line naming the plugin, the exception and where the plugin threw it
     */
    static String describe(String plugin, Throwable thrown) {
        return new PluginFault(plugin, "failed with " + thrown).getMessage();
    }
}
