package dev.hog.api.ruleset;

import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Options;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.DieSizeRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.RuleException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A variant of Hog: its rules, its options, its goal and dice, its baseline and named strategies, and the words of its
 * commentary. Built once by a {@link RulesetProvider} with {@link #builder(String)}.
 *
 * <p>Some rules apply only when an option has a given value (su20's Feral Hogs when {@code feral-hogs=true});
 * {@link #game(Options)} gives the {@link GameDefinition} in force for a set of option values. Immutable and
 * thread-safe.
 */
@API(status = API.Status.STABLE, since = "1.0")
public final class Ruleset {
    private final String id;
    private final List<String> aliases;
    private final String name;
    private final String description;
    private final List<RuleEntry> rules;
    private final List<Option> options;
    private final int goal;
    private final int maxDice;
    private final int sides;
    private final Strategy baseline;
    private final List<StrategyDefinition> strategies;
    private final List<RuleDefinition> ruleDefinitions;
    private final GainAnnouncement gainAnnouncement;
    private final GameDefinition defaultGame;

    private Ruleset(Builder builder) {
        this.id = builder.id;
        this.aliases = List.copyOf(builder.aliases);
        this.name = builder.name == null ? builder.id : builder.name;
        this.description = builder.description;
        this.rules = List.copyOf(builder.rules);
        this.options = List.copyOf(builder.options.values());
        this.goal = builder.goal;
        this.maxDice = builder.maxDice;
        this.sides = builder.sides;
        this.baseline = builder.baseline == null ? Strategy.alwaysRoll(Math.min(5, builder.maxDice)) : builder.baseline;
        this.strategies = List.copyOf(builder.strategies.values());
        Map<String, RuleDefinition> definitions = new LinkedHashMap<>();
        for (RuleEntry entry : builder.rules) {
            RuleDefinition offered = RuleDefinition.of(entry.rule());
            definitions.putIfAbsent(offered.id(), builder.ruleDefinitions.getOrDefault(offered.id(), offered));
        }
        builder.ruleDefinitions.values().forEach(definition -> definitions.putIfAbsent(definition.id(), definition));
        this.ruleDefinitions = List.copyOf(definitions.values());
        this.gainAnnouncement = builder.gainAnnouncement;
        this.defaultGame = GameDefinition.of(id, defaultOptions(), activeRules(defaultOptions()), goal, maxDice, sides);
        everyOptionCombination(new LinkedHashMap<>(), 0);
    }

    /** Fails fast, at build time, if some option values would put rules in force that cannot work together. */
    private void everyOptionCombination(Map<String, String> chosen, int index) {
        if (index == options.size()) {
            Options values = options(chosen);
            GameDefinition.of(id, values, activeRules(values), goal, maxDice, sides);
            return;
        }
        Option option = options.get(index);
        for (String value : option.allowedValues()) {
            chosen.put(option.name(), value);
            everyOptionCombination(chosen, index + 1);
        }
        chosen.remove(option.name());
    }

    /**
     * Starts building a ruleset.
     *
     * @param id the ruleset's id, such as {@code su20}: lower case letters, digits and dashes
     * @return a builder
     * @throws HogException if the id is blank or not lower case letters, digits and dashes
     */
    public static Builder builder(String id) {
        return new Builder(id);
    }

    /**
     * The id that selects this ruleset, such as {@code su20}.
     *
     * @return the id
     */
    public String id() {
        return id;
    }

    /**
     * The other ids this ruleset answers to in a {@link RulesetRegistry}, in the order given, such as the offerings
     * that played sp24's rules ({@code fa23}, {@code su24}, ...).
     *
     * @return the aliases, empty if it has none
     * @since 2.0
     */
    @API(status = API.Status.STABLE, since = "2.0")
    public List<String> aliases() {
        return aliases;
    }

    /**
     * The name people read, such as {@code "Hog, CS 61A Summer 2020"}.
     *
     * @return the display name
     */
    public String name() {
        return name;
    }

    /**
     * A paragraph about the ruleset.
     *
     * @return the description
     */
    public String description() {
        return description;
    }

    /**
     * Every rule the ruleset can use, in the order they apply, including those an option turns off.
     *
     * @return the rules
     */
    public List<Rule> rules() {
        return rules.stream().map(RuleEntry::rule).toList();
    }

    /**
     * When a rule applies, if only for some option value.
     *
     * @param rule one of {@link #rules()}
     * @return the option and value that turn it on, such as {@code feral-hogs=true}, or empty if it always applies
     */
    public Optional<String> condition(Rule rule) {
        return rules.stream().filter(entry -> entry.rule() == rule && entry.option() != null).findFirst()
                .map(entry -> entry.option() + "=" + entry.value());
    }

    /**
     * The options the ruleset declares, in order.
     *
     * @return the options
     */
    public List<Option> options() {
        return options;
    }

    /**
     * Every option at its default.
     *
     * @return the default option values
     */
    public Options defaultOptions() {
        return options(Map.of());
    }

    /**
     * Checks option values and fills in the defaults of the others.
     *
     * @param values values by option name: {@link Boolean} or text for flags, text for choices
     * @return the options
     * @throws HogException if a name is not an option of this ruleset, or a value is of the wrong type or not allowed
     */
    public Options options(Map<String, ?> values) {
        for (String given : values.keySet()) {
            if (options.stream().noneMatch(option -> option.name().equals(given))) {
                throw new HogException("Ruleset " + id + " has no option '" + given + "'; "
                        + (options.isEmpty() ? "it has no options"
                                : "its options are " + options.stream().map(Option::name)
                                        .collect(Collectors.joining(", "))));
            }
        }
        Map<String, String> checked = new LinkedHashMap<>();
        for (Option option : options) {
            Object value = values.get(option.name());
            checked.put(option.name(), value == null ? option.defaultValue() : option.check(value));
        }
        return Options.of(checked);
    }

    /**
     * The rules in force for some option values.
     *
     * @param options option values made by {@link #options(Map)}
     * @return the rules, with the ruleset's goal
     * @throws HogException if the options are another ruleset's
     */
    public GameDefinition game(Options options) {
        if (options.equals(defaultGame.options())) {
            return defaultGame;
        }
        if (!options.asMap().keySet().equals(defaultGame.options().asMap().keySet())) {
            throw new HogException("Options " + options + " are not options of ruleset " + id + ", whose options are "
                    + defaultGame.options().asMap().keySet() + ": make them with options(...) of this ruleset");
        }
        return GameDefinition.of(id, options, activeRules(options), goal, maxDice, sides);
    }

    /**
     * The rules in force for some option values given by name; options not given take their defaults.
     *
     * @param values values by option name, as {@link #options(Map)} takes them
     * @return the rules, with the ruleset's goal
     * @throws HogException if a name is not an option of this ruleset, or a value is of the wrong type or not allowed
     */
    public GameDefinition game(Map<String, ?> values) {
        return game(options(values));
    }

    /**
     * The rules in force with every option at its default.
     *
     * @return the rules
     */
    public GameDefinition defaultGame() {
        return defaultGame;
    }

    /**
     * The score that wins, unless a game's {@link GameDefinition#withGoal(int) rules} set their own.
     *
     * @return the goal, 100 in every course ruleset
     */
    public int goal() {
        return goal;
    }

    /**
     * The most dice a player may roll on a turn.
     *
     * @return the maximum, 10 in every course ruleset
     */
    public int maxDice() {
        return maxDice;
    }

    /**
     * The number of sides of the dice, unless a {@link DieSizeRule} changes it.
     *
     * @return the number of sides, 6 in every course ruleset
     */
    public int sides() {
        return sides;
    }

    /**
     * The strategy the course measured others against, such as {@code always:6}; {@code always:5} unless the ruleset
     * sets another with {@link Builder#baseline(Strategy)}, which says why choice rules may require one.
     *
     * @return the baseline strategy
     */
    public Strategy baseline() {
        return baseline;
    }

    /**
     * The strategies this ruleset offers by name.
     *
     * @return the strategy definitions, in order
     */
    public List<StrategyDefinition> strategies() {
        return strategies;
    }

    /**
     * Every rule this ruleset offers to house rules, by id: each of its {@link #rules()}, with the parameters the
     * ruleset declared for it, if any ({@link Builder#ruleDefinition}).
     *
     * @return the definitions, in the order of the rules
     */
    @API(status = API.Status.EXPERIMENTAL, since = "1.0")
    public List<RuleDefinition> ruleDefinitions() {
        return ruleDefinitions;
    }

    /**
     * A rule's definition.
     *
     * @param id the rule's id, such as {@code hog-wild}
     * @return its definition, or empty if this ruleset offers no rule of that id
     */
    @API(status = API.Status.EXPERIMENTAL, since = "1.0")
    public Optional<RuleDefinition> ruleDefinition(String id) {
        return ruleDefinitions.stream().filter(definition -> definition.id().equals(id)).findFirst();
    }

    /**
     * The strategies tools compare against each other: the baseline first, then every named strategy with its
     * default parameters.
     *
     * @return the strategies, in that order
     */
    public List<Strategy> standardStrategies() {
        List<Strategy> standard = new ArrayList<>(List.of(baseline));
        strategies.stream().map(StrategyDefinition::create).forEach(standard::add);
        return List.copyOf(standard);
    }

    /**
     * A named strategy's definition.
     *
     * @param name the strategy's name
     * @return its definition, or empty if this ruleset has no strategy of that name
     */
    public Optional<StrategyDefinition> strategyDefinition(String name) {
        return strategies.stream().filter(definition -> definition.name().equals(name)).findFirst();
    }

    /**
     * A strategy from a spec, in the SDK's one grammar ({@link StrategyParser}): {@code always:N}, {@code baseline},
     * or a {@linkplain #strategies() named strategy} with some of its parameters given, such as
     * {@code bacon:cutoff=9,rolls=5}.
     *
     * @param spec the spec
     * @return the strategy, named by its spec
     * @throws HogException if the spec does not parse or names no strategy of this ruleset; the message lists the
     *     specs it takes
     */
    public Strategy strategy(String spec) {
        return StrategyParser.of(this).parse(spec);
    }

    /**
     * Every form of spec {@link #strategy(String)} takes, for help and error messages.
     *
     * @return the forms, such as {@code always:N}, {@code baseline (always:6)} and {@code bacon[:cutoff=8,rolls=6]}
     */
    public List<String> strategySpecs() {
        return StrategyParser.of(this).usages();
    }

    /**
     * The words of this ruleset's commentary on a player's biggest gain, for
     * {@code Commentary.announceHighest(who, ruleset.gainAnnouncement())}.
     *
     * @return the words
     */
    public GainAnnouncement gainAnnouncement() {
        return gainAnnouncement;
    }

    private List<Rule> activeRules(Options values) {
        return rules.stream().filter(entry -> entry.option() == null
                        || values.get(entry.option()).equals(entry.value()))
                .map(RuleEntry::rule).toList();
    }

    @Override
    public String toString() {
        return id;
    }

    /** A rule and the option value it needs, if any. */
    private record RuleEntry(Rule rule, String option, String value) {
    }

    /**
     * Builds a {@link Ruleset}. Not thread-safe.
     */
    @API(status = API.Status.STABLE, since = "1.0")
    public static final class Builder {
        private final String id;
        private final List<String> aliases = new ArrayList<>();
        private String name;
        private String description = "";
        private final List<RuleEntry> rules = new ArrayList<>();
        private final Map<String, Option> options = new LinkedHashMap<>();
        private int goal = 100;
        private int maxDice = 10;
        private int sides = 6;
        private Strategy baseline;
        private final Map<String, StrategyDefinition> strategies = new LinkedHashMap<>();
        private final Map<String, RuleDefinition> ruleDefinitions = new LinkedHashMap<>();
        private GainAnnouncement gainAnnouncement = GainAnnouncement.DEFAULT;

        private Builder(String id) {
            this.id = checkedId(id);
        }

        private static String checkedId(String id) {
            if (id == null || id.isBlank()) {
                throw new HogException("A ruleset id must not be blank");
            }
            if (!id.matches("[a-z0-9][a-z0-9-]*")) {
                throw new HogException("A ruleset id is lower case letters, digits and '-', not '" + id + "'");
            }
            return id;
        }

        /**
         * Adds another id the ruleset answers to in a {@link RulesetRegistry}, such as an offering that played the
         * same rules: sp24 answers to {@code fa23}. The ruleset keeps its own {@link Ruleset#id() id}; records and
         * saves of its games carry that id.
         *
         * @param alias the other id: lower case letters, digits and dashes
         * @return this builder
         * @throws HogException if the alias is blank or not lower case letters, digits and dashes
         * @throws IllegalArgumentException if it is the ruleset's own id or was already added: a mistake in the
         *     ruleset's code
         * @since 2.0
         */
        @API(status = API.Status.STABLE, since = "2.0")
        public Builder alias(String alias) {
            String checked = checkedId(alias);
            if (checked.equals(id)) {
                throw new IllegalArgumentException("Alias " + checked + " of ruleset " + id + " is the ruleset's own"
                        + " id");
            }
            if (aliases.contains(checked)) {
                throw new IllegalArgumentException("Alias " + checked + " of ruleset " + id + " is given twice");
            }
            aliases.add(checked);
            return this;
        }

        /**
         * Sets the display name.
         *
         * @param name the name people read
         * @return this builder
         */
        public Builder name(String name) {
            this.name = Objects.requireNonNull(name, "name");
            return this;
        }

        /**
         * Sets the description.
         *
         * @param description a paragraph about the ruleset
         * @return this builder
         */
        public Builder description(String description) {
            this.description = Objects.requireNonNull(description, "description");
            return this;
        }

        /**
         * Adds a rule that always applies. Rules of the same kind apply in the order they are added.
         *
         * @param rule the rule
         * @return this builder
         */
        public Builder rule(Rule rule) {
            rules.add(new RuleEntry(Objects.requireNonNull(rule, "rule"), null, null));
            return this;
        }

        /**
         * Adds a rule that applies only when an option has a value.
         *
         * @param rule the rule
         * @param option the option's name; declare the option before the rule
         * @param value the value that turns the rule on
         * @return this builder
         * @throws IllegalArgumentException if the option is not declared or does not allow the value
         */
        public Builder rule(Rule rule, String option, String value) {
            Option declared = options.get(option);
            if (declared == null || !declared.allowedValues().contains(value)) {
                throw new IllegalArgumentException("Rule " + rule.name() + " depends on " + option + "=" + value
                        + ", which is not a declared option value");
            }
            rules.add(new RuleEntry(Objects.requireNonNull(rule, "rule"), option, value));
            return this;
        }

        /**
         * Declares an option.
         *
         * @param option the option
         * @return this builder
         * @throws IllegalArgumentException if an option of that name is already declared
         */
        public Builder option(Option option) {
            if (options.putIfAbsent(option.name(), option) != null) {
                throw new IllegalArgumentException("Option " + option.name() + " is declared twice");
            }
            return this;
        }

        /**
         * Sets the goal that games are played to unless they choose another.
         *
         * @param goal the winning score, from 1 to {@link GameDefinition#MAX_GOAL}
         * @return this builder
         * @throws HogException if the goal is out of range
         */
        public Builder goal(int goal) {
            if (goal < 1 || goal > GameDefinition.MAX_GOAL) {
                throw new HogException("The goal must be from 1 to " + GameDefinition.MAX_GOAL + ", not " + goal);
            }
            this.goal = goal;
            return this;
        }

        /**
         * Sets the most dice a player may roll.
         *
         * @param maxDice the maximum, from 1 to {@value GameDefinition#MAX_DICE}
         * @return this builder
         * @throws IllegalArgumentException if it is out of that range
         */
        public Builder maxDice(int maxDice) {
            this.maxDice = requireWithin(maxDice, GameDefinition.MAX_DICE, "The most dice");
            return this;
        }

        /**
         * Sets the number of sides of the dice.
         *
         * @param sides the number of sides, from 1 to {@value GameDefinition#MAX_SIDES}
         * @return this builder
         * @throws IllegalArgumentException if it is out of that range
         */
        public Builder sides(int sides) {
            this.sides = requireWithin(sides, GameDefinition.MAX_SIDES, "The dice's sides");
            return this;
        }

        /**
         * Sets the baseline strategy; {@code always:5} if none is set ({@code always:N} for a ruleset whose most dice
         * N is below 5).
         *
         * <p>Tools compare every strategy against the baseline, and the exact ones play it in every state, so it must
         * choose a number of dice that the {@link dev.hog.api.rule.DiceChoiceRule choice rules} allow in every state.
         * A ruleset whose choice rules forbid 5 dice anywhere (Winded, after a turn of 15 points or more, allows at most
         * 3) must set a baseline they allow everywhere, such as {@code Strategy.alwaysRoll(3)}, or one that reads
         * {@link dev.hog.api.game.GameDefinition#legalDice(dev.hog.api.game.GameState)}; the test kit's contract fails
         * otherwise, naming a state where the baseline's choice is refused.
         *
         * @param baseline the baseline
         * @return this builder
         */
        public Builder baseline(Strategy baseline) {
            this.baseline = Objects.requireNonNull(baseline, "baseline");
            return this;
        }

        /**
         * Adds a named strategy.
         *
         * @param strategy its definition
         * @return this builder
         * @throws IllegalArgumentException if a strategy of that name was already added
         */
        public Builder strategy(StrategyDefinition strategy) {
            if (strategies.putIfAbsent(strategy.name(), strategy) != null) {
                throw new IllegalArgumentException("Strategy " + strategy.name() + " is added twice");
            }
            return this;
        }

        /**
         * Sets the words of the highest-gain commentary.
         *
         * @param words the words
         * @return this builder
         */
        public Builder gainAnnouncement(GainAnnouncement words) {
            this.gainAnnouncement = Objects.requireNonNull(words, "words");
            return this;
        }

        /**
         * Offers a rule with parameters to house rules: the definition replaces the one the rule of the same id would
         * have ({@link RuleDefinition#of(Rule)}). The ruleset itself still plays the rule added with
         * {@link #rule(Rule)}, which is usually the definition's rule with its defaults.
         *
         * @param definition the definition
         * @return this builder
         * @throws IllegalArgumentException if a definition of that id was already given
         */
        @API(status = API.Status.EXPERIMENTAL, since = "1.0")
        public Builder ruleDefinition(RuleDefinition definition) {
            if (ruleDefinitions.putIfAbsent(definition.id(), definition) != null) {
                throw new IllegalArgumentException("Rule " + definition.id() + " is defined twice");
            }
            return this;
        }

        /**
         * Builds the ruleset, checking that its rules fit together for every option value.
         *
         * @return the ruleset
         * @throws HogException if some option values would put two roll rules or two zero-dice rules in force, or
         *     the rules would remember more than 32768 values of a player together
         * @throws RuleException if a rule declares a memory or a turn period out of range
         */
        public Ruleset build() {
            return new Ruleset(this);
        }

        private static int requireWithin(int value, int most, String what) {
            if (value < 1 || value > most) {
                throw new IllegalArgumentException(what + " must be from 1 to " + most + ", not " + value);
            }
            return value;
        }
    }
}
