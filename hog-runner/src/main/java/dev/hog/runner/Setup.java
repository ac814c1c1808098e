package dev.hog.runner;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Match;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.runner.config.ConfigException;
import dev.hog.runner.config.HogConfig;
import dev.hog.runner.config.Located;
import dev.hog.runner.config.PlayerConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * What a command plays with, resolved from the command line over the configuration: the ruleset, its options and the
 * goal, the start scores, the seed, the players and the commentary.
 *
 * @param ruleset the ruleset
 * @param rules the game: the ruleset with its options, and the goal
 * @param start0 player 0's start score
 * @param start1 player 1's start score
 * @param seed the dice's seed, if the game should repeat
 * @param players the two players
 * @param commentary the commentary's parts: {@code scores}, {@code lead-changes}, {@code highest}
 * @param config the configuration it came from
 * @param configFolder the folder relative strategy files in the configuration are resolved against
 */
public record Setup(Ruleset ruleset, GameDefinition rules, int start0, int start1, OptionalLong seed,
        List<Player> players, List<String> commentary, HogConfig config, Path configFolder) {

    /**
     * A player: a name, and a strategy spec with where it was written.
     *
     * @param name what to call the player
     * @param strategy the strategy spec
     * @param source where the spec was written, for messages: a file, or a command-line flag
     */
    public record Player(String name, Located<String> strategy, String source) {
    }

    /**
     * What the command line says, over the configuration; {@code null} where it says nothing.
     *
     * @param ruleset {@code --ruleset}
     * @param set {@code --set key=value}, in order
     * @param goal {@code --goal}
     * @param score0 {@code --score0}
     * @param score1 {@code --score1}
     * @param seed {@code --seed}
     * @param p0 {@code --p0}
     * @param p1 {@code --p1}
     * @param seated whether the command seats players, who then need strategies; commands that only analyse the
     *     rules ignore the configuration's players
     */
    public record Overrides(String ruleset, Map<String, String> set, Integer goal, Integer score0, Integer score1,
            Long seed, String p0, String p1, boolean seated) {
    }

    /**
     * Resolves a setup.
     *
     * @param registry the rulesets
     * @param config the configuration
     * @param configFolder the folder of the configuration file
     * @param overrides what the command line says
     * @return the setup
     * @throws ConfigException if the configuration names something that does not exist or is out of range
     * @throws HogException if the command line does
     */
    public static Setup resolve(RulesetRegistry registry, HogConfig config, Path configFolder, Overrides overrides) {
        String source = config.source();
        Ruleset ruleset;
        Map<String, Object> options = new LinkedHashMap<>();
        if (overrides.ruleset() != null) {
            ruleset = registry.get(overrides.ruleset());
        } else {
            Located<Object> id = require(config.ruleset(), source, "ruleset");
            try {
                ruleset = registry.get(String.valueOf(id.value()));
            } catch (HogException e) {
                throw new ConfigException(source, id, e.getMessage());
            }
        }
        boolean configRuleset = config.ruleset() != null && config.ruleset().value().equals(ruleset.id());
        if (configRuleset && config.options() != null) {
            config.options().forEach((name, value) -> options.put(name, checkOption(ruleset, name, value, source)));
        }
        for (Map.Entry<String, String> assignment : overrides.set().entrySet()) {
            String name = assignment.getKey().strip();
            try {
                options.put(name, ruleset.options(Map.of(name, assignment.getValue().strip())).get(name));
            } catch (HogException e) {
                throw new HogException("--set " + assignment.getKey() + "=" + assignment.getValue() + ": "
                        + e.getMessage(), e);
            }
        }
        GameDefinition rules = ruleset.game(ruleset.options(options));
        if (overrides.goal() != null) {
            rules = rules.withGoal(overrides.goal());
        } else if (config.goal() != null) {
            rules = withGoal(rules, config.goal(), source);
        }
        int[] start = start(config, source);
        int start0 = overrides.score0() != null ? overrides.score0() : start[0];
        int start1 = overrides.score1() != null ? overrides.score1() : start[1];
        checkStart(rules, start0, start1, overrides, config);
        OptionalLong seed = overrides.seed() != null ? OptionalLong.of(overrides.seed())
                : config.seed() == null ? OptionalLong.empty() : OptionalLong.of(config.seed().value());
        List<Player> players = overrides.seated() ? players(config, source, overrides) : List.of();
        return new Setup(ruleset, rules, start0, start1, seed, players, commentary(config, source), config,
                configFolder);
    }

    /**
     * The commentary the setup asks for, in the ruleset's words.
     *
     * @return the commentary, or {@code null} for none
     */
    public Commentary commentaryOrNull() {
        Commentary combined = null;
        for (String part : commentary) {
            Commentary next = switch (part) {
                case "scores" -> Commentary.sayScores();
                case "lead-changes" -> Commentary.announceLeadChanges();
                default -> Commentary.both(Commentary.announceHighest(0, ruleset.gainAnnouncement()),
                        Commentary.announceHighest(1, ruleset.gainAnnouncement()));
            };
            combined = combined == null ? next : Commentary.both(combined, next);
        }
        return combined;
    }

    /**
     * A game builder with this setup's rules, goal and start scores.
     *
     * @return the builder; strategies and dice are still to set
     */
    public Match.Builder game() {
        return Match.builder(rules).start(start0, start1);
    }

    /** Start scores are 0 or more, and below the goal: a game that starts won has no turns to play. */
    private static void checkStart(GameDefinition rules, int start0, int start1, Overrides overrides,
            HogConfig config) {
        int[] scores = {start0, start1};
        for (int player = 0; player < 2; player++) {
            if (scores[player] >= 0 && scores[player] < rules.goal()) {
                continue;
            }
            String what = "player " + player + "'s start score must be from 0 to " + (rules.goal() - 1)
                    + ", below the goal " + rules.goal() + "; not " + scores[player];
            Integer flag = player == 0 ? overrides.score0() : overrides.score1();
            if (flag != null) {
                throw new HogException("--score" + player + " " + flag + ": " + what);
            }
            throw new ConfigException(config.source(), config.start() == null ? Located.unplaced(null)
                    : config.start(), what);
        }
    }

    private static Object checkOption(Ruleset ruleset, String name, Located<Object> value, String source) {
        Option option = ruleset.options().stream().filter(o -> o.name().equals(name)).findFirst()
                .orElseThrow(() -> new ConfigException(source, value, "Ruleset " + ruleset.id() + " has no option '"
                        + name + "'; " + (ruleset.options().isEmpty() ? "it has no options"
                        : "its options are " + ruleset.options().stream().map(Option::name)
                                .collect(Collectors.joining(", ")))));
        if (value.value() instanceof String text && option.type() == Option.Type.BOOLEAN) {
            throw new ConfigException(source, value, "option " + name + " is true or false, not the text '" + text
                    + "'; write it without quotes");
        }
        try {
            return option.check(value.value());
        } catch (HogException e) {
            throw new ConfigException(source, value, e.getMessage());
        }
    }

    private static GameDefinition withGoal(GameDefinition rules, Located<Integer> goal, String source) {
        try {
            return rules.withGoal(goal.value());
        } catch (HogException e) {
            throw new ConfigException(source, goal, e.getMessage());
        }
    }

    private static int[] start(HogConfig config, String source) {
        if (config.start() == null) {
            return new int[2];
        }
        List<Integer> scores = config.start().value();
        if (scores.size() != 2 || scores.contains(null) || scores.get(0) < 0 || scores.get(1) < 0) {
            throw new ConfigException(source, config.start(),
                    "start is two scores of 0 or more, player 0's first, such as [0, 0]; not " + scores);
        }
        return new int[] {scores.get(0), scores.get(1)};
    }

    private static List<Player> players(HogConfig config, String source, Overrides overrides) {
        List<PlayerConfig> configured = config.players() == null ? List.of() : config.players().value();
        if (config.players() != null && configured.size() != 2) {
            throw new ConfigException(source, config.players(), "players lists two players, player 0 first; not "
                    + configured.size());
        }
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            PlayerConfig player = configured.isEmpty() ? null : configured.get(i);
            String flag = i == 0 ? overrides.p0() : overrides.p1();
            String name = player == null || player.name() == null ? "Player " + i : player.name().value();
            if (flag != null) {
                players.add(new Player(name, Located.unplaced(flag), "--p" + i));
            } else if (player != null && player.strategy() != null) {
                players.add(new Player(name, player.strategy(), source));
            } else {
                throw new ConfigException(source, config.players() == null ? Located.unplaced(null)
                        : config.players(), "player " + i + " needs a strategy: give --p" + i
                        + " SPEC, or a strategy in the configuration's players");
            }
        }
        return players;
    }

    private static List<String> commentary(HogConfig config, String source) {
        if (config.commentary() == null) {
            return List.of();
        }
        List<String> parts = new ArrayList<>();
        for (Located<String> part : config.commentary()) {
            if (!HogConfig.COMMENTARY.contains(part.value())) {
                throw new ConfigException(source, part, "commentary takes " + String.join(", ", HogConfig.COMMENTARY)
                        + "; not '" + part.value() + "'");
            }
            parts.add(part.value());
        }
        return parts;
    }

    private static <T> Located<T> require(Located<T> value, String source, String key) {
        if (value == null) {
            throw new ConfigException(source, 0, 0, "no " + key + " is given; set " + key + ": in the configuration"
                    + " or give --" + key);
        }
        return value;
    }
}
