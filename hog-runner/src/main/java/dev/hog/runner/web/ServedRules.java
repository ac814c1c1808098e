package dev.hog.runner.web;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.PlayerNames;
import dev.hog.api.ruleset.GainAnnouncement;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.DiceChoices;
import dev.hog.runner.strategy.StrategySpecs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * What the page's API and the course's protocol share: the rulesets a server offers, its own game, the computer
 * players a spec names, the solutions it keeps, and its dice.
 */
final class ServedRules implements AutoCloseable {
    /** The opponent that is a second person at the same screen. */
    static final String PERSON = "person";
    /** The opponent when a set-up names none. */
    static final String DEFAULT_OPPONENT = "optimal";
    /** The seeds of dice that must be saved on a server without a seed. */
    private static final java.security.SecureRandom SEEDS = new java.security.SecureRandom();

    private final Plugins plugins;
    private final Ruleset ruleset;
    private final GameDefinition defaults;
    private final OptionalLong seed;
    private final Solutions solutions;
    private final HeavyWork heavy;

    /**
     * The rules of a server.
     *
     * @param plugins the rulesets
     * @param ruleset the server's own ruleset, which may be a configuration's house ruleset the plugins do not hold
     * @param defaults the server's own game: the ruleset and options the course's protocol plays, and the page's
     *     default
     * @param seed the seed of the fair dice, so that the same choices roll the same faces; empty for fresh dice
     * @param failures where the failures of background solving are logged
     * @param heavy where every solve, map and report takes its turn
     */
    ServedRules(Plugins plugins, Ruleset ruleset, GameDefinition defaults, OptionalLong seed, Failures failures,
            HeavyWork heavy) {
        this.heavy = heavy;
        this.solutions = new Solutions(failures, heavy);
        this.plugins = plugins;
        this.ruleset = ruleset;
        this.defaults = defaults;
        this.seed = seed;
    }

    Plugins plugins() {
        return plugins;
    }

    /** The server's own ruleset. */
    Ruleset ruleset() {
        return ruleset;
    }

    /** The server's own game. */
    GameDefinition defaults() {
        return defaults;
    }

    Solutions solutions() {
        return solutions;
    }

    /** Where every solve, map and report takes its turn. */
    HeavyWork heavy() {
        return heavy;
    }

    /** Stops the background solving. */
    @Override
    public void close() {
        solutions.close();
    }

    /**
     * The rules of a page's set-up: the ruleset (the server's own by default), its options and the goal.
     *
     * @throws HogException if the ruleset, an option or the goal is not one there is
     */
    GameDefinition rules(Api.Setup setup) {
        Ruleset chosen = setup.ruleset() == null || setup.ruleset().equals(ruleset.id()) ? ruleset
                : plugins.ruleset(setup.ruleset());
        Map<String, String> options = new LinkedHashMap<>();
        if (chosen == ruleset) {
            options.putAll(defaults.options().asMap());
        }
        if (setup.options() != null) {
            options.putAll(setup.options());
        }
        GameDefinition rules = chosen.game(options);
        if (setup.goal() != null) {
            return rules.withGoal(setup.goal());
        }
        return chosen == ruleset ? rules.withGoal(defaults.goal()) : rules;
    }

    /** The ruleset of a game: the server's own, or one the plugins hold. */
    Ruleset rulesetOf(GameDefinition rules) {
        return rules.rulesetId().equals(ruleset.id()) ? ruleset : plugins.registry().get(rules.rulesetId());
    }

    /**
     * The commentary of a game: each player's biggest gains, and changes of the lead, in the ruleset's words.
     *
     * @param rules the game
     * @param names the players' names, or {@code null} for the course's own words ({@code Player 0}), as the course's
     *     front end expects them
     */
    Commentary commentary(GameDefinition rules, PlayerNames names) {
        GainAnnouncement words = rulesetOf(rules).gainAnnouncement();
        if (names == null) {
            return Commentary.both(Commentary.both(Commentary.announceHighest(0, words),
                    Commentary.announceHighest(1, words)), Commentary.announceLeadChanges());
        }
        return Commentary.both(Commentary.both(Commentary.announceHighest(0, names, words),
                Commentary.announceHighest(1, names, words)), Commentary.announceLeadChanges(names));
    }

    /**
     * A computer player from a spec: any the command takes, but for people and files on the server. A page's request
     * never reads the server's files, nor runs a Python file on it.
     *
     * @throws HogException if the spec names a person, a file or no strategy of the ruleset
     */
    Strategy computer(GameDefinition rules, String spec) {
        String kind = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        if (kind.equals("human") || kind.equals(PERSON)) {
            throw new HogException("a person cannot be a computer player; give optimal, always:N, baseline or a"
                    + " ruleset's named strategy");
        }
        if (kind.equals("table")) {
            throw new HogException("table:FILE reads the server's files, which the page cannot; upload a table on"
                    + " the strategy page instead");
        }
        if (kind.equals("python")) {
            throw new HogException("python:FILE runs a file on the server, which the page cannot; upload the"
                    + " strategy's choices as a table on the strategy page instead");
        }
        StrategySpecs specs = new StrategySpecs(rulesetOf(rules), rules, solutions::optimal, null, null,
                plugins.pluginOf(rules.rulesetId()));
        if (!specs.knows(kind)) {
            List<String> known = new ArrayList<>(List.of("optimal"));
            known.addAll(rulesetOf(rules).strategySpecs());
            throw new HogException("Unknown strategy '" + kind + "'; under " + rules.rulesetId()
                    + " the strategies are " + String.join(", ", known));
        }
        // Bound to its game here, once: the page and the course's client ask it for choices themselves.
        return specs.parse(spec, "player 1", "player 0", null).forGame(rules);
    }

    /**
     * Fair dice: seeded with the server's seed and a number, if the server has a seed, so that the same choices roll
     * the same faces; fresh otherwise.
     *
     * @param stream which of the seeded server's sequences: each use of dice picks its own
     */
    Dice dice(long stream) {
        return seed.isPresent() ? Dice.fair(seed.getAsLong() * 31 + stream) : Dice.fair();
    }

    /**
     * Fair dice that can be saved, as a lobby game's must be to go on after a restart: seeded with the server's seed
     * and a number if the server has a seed, else with a seed of their own.
     *
     * @param stream which of the seeded server's sequences
     */
    Dice savedDice(long stream) {
        return Dice.fair(seed.isPresent() ? seed.getAsLong() * 31 + stream : SEEDS.nextLong());
    }

    /**
     * Checks a choice against the rules' choices: a number of dice up to the most, or a move's number.
     *
     * @throws HogException naming the field if it is not one of them
     */
    static void checkDice(GameDefinition rules, int dice, String what) {
        if (!rules.choices().contains(dice)) {
            throw new HogException(what + " is " + dice + " dice; a player rolls from 0 to " + rules.maxDice()
                    + " dice" + (rules.moves().isEmpty() ? "" : ", or chooses " + DiceChoices.moves(rules)) + " under "
                    + rules.rulesetId());
        }
    }

    /**
     * A field a request must have.
     *
     * @throws HogException naming the field if it is absent
     */
    static <T> T required(T value, String what) {
        if (value == null) {
            throw new HogException("the request needs " + what);
        }
        return value;
    }
}
