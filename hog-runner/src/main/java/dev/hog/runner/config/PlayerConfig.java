package dev.hog.runner.config;

import java.util.List;

/**
 * A player in the configuration.
 *
 * @param name what to call the player, or {@code null} for {@code Player 0} or {@code Player 1}
 * @param strategy the player's strategy spec, such as {@code human} or {@code bacon:cutoff=9}
 */
public record PlayerConfig(Located<String> name, Located<String> strategy) {
    /** The keys a player takes, in the order the documentation gives them. */
    static final List<String> KEYS = List.of("name", "strategy");
}
