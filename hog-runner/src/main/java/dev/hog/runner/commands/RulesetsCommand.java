package dev.hog.runner.commands;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.rule.Rule;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.RuleDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.runner.Environment;
import dev.hog.runner.HouseRulesets;
import dev.hog.runner.Session;
import dev.hog.runner.io.DiceChoices;
import dev.hog.runner.strategy.StrategySpecs;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine;
import picocli.CommandLine.Parameters;

/** {@code hog rulesets}: every ruleset the command can use, and where it came from. */
@Command(name = "rulesets",
        description = {"Lists the CS 61A offerings by year with the ruleset each played, then each ruleset: its rules,"
                + " options, strategies, version and where it was loaded from.",
            "Each rule is listed as RULESET/RULE, with its parameters, as house rules take it."})
public final class RulesetsCommand implements Callable<Integer> {
    /** An offering's id: its term (spring, summer, fall) and the last two digits of its year. */
    private static final Pattern OFFERING = Pattern.compile("(sp|su|fa)(\\d\\d)");
    private static final List<String> TERMS = List.of("sp", "su", "fa");

    private final Session session;

    @CommandLine.Option(names = "--offerings", description = "List only the offerings, by year, with the ruleset of each.")
    private boolean offeringsOnly;

    @Parameters(arity = "0..*", paramLabel = "RULESET",
            description = "List only these rulesets, by id or by the id of an offering that played them.")
    private List<String> only = List.of();

    /**
     * The command in a run's session.
     *
     * @param session what the run's commands share
     */
    public RulesetsCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        Environment environment = session.environment();
        PrintWriter out = environment.out();
        if (offeringsOnly && !only.isEmpty()) {
            throw new HogException("--offerings lists every offering, not some rulesets: leave out "
                    + String.join(" ", only) + ", or --offerings to list those rulesets in full");
        }
        List<RegisteredRuleset> entries = new ArrayList<>();
        if (only.isEmpty()) {
            Map<String, Ruleset> offerings = offerings();
            printOfferings(out, offerings);
            if (offeringsOnly) {
                return 0;
            }
            out.println();
            entries.addAll(session.plugins().registry().entries());
            entries.sort(Comparator.comparing((RegisteredRuleset entry) -> offeringOrder(entry.ruleset().id())
                    .orElse(Integer.MAX_VALUE)).thenComparing(entry -> entry.ruleset().id()));
        } else {
            for (String id : only) {
                RegisteredRuleset entry = session.plugins().registry().entry(id);
                if (!entries.contains(entry)) {
                    entries.add(entry);
                }
            }
        }
        for (RegisteredRuleset entry : entries) {
            Ruleset ruleset = entry.ruleset();
            out.println(ruleset.id() + ": " + ruleset.name());
            out.println("  " + ruleset.description());
            if (!ruleset.aliases().isEmpty()) {
                out.println("  also the rules of " + String.join(", ", ruleset.aliases()));
            }
            if (entry.provider().equals(HouseRulesets.PROVIDER)) {
                out.println("  house rules, from " + entry.location());
            } else {
                String api = entry.apiVersion().equals("unknown") ? ""
                        : ", built against hog-api " + entry.apiVersion();
                out.println("  version " + entry.version() + api + ", from " + entry.location());
            }
            GameDefinition game = ruleset.defaultGame();
            out.println("  goal " + ruleset.goal() + ", 0 to " + ruleset.maxDice() + " dice of " + ruleset.sides()
                    + " sides" + (game.moves().isEmpty() ? "" : "; also " + DiceChoices.moves(game)));
            out.println("  rules: " + ruleset.rules().stream().map(rule -> describe(ruleset, rule))
                    .collect(Collectors.joining(", ")));
            for (RuleDefinition rule : ruleset.ruleDefinitions()) {
                out.println("    " + ruleset.id() + "/" + rule + ": " + rule.description());
            }
            if (ruleset.options().isEmpty()) {
                out.println("  options: none");
            } else {
                out.println("  options:");
                for (Option option : ruleset.options()) {
                    out.println("    " + option.name() + "=" + option.defaultValue() + " (" + String.join("|",
                            option.allowedValues()) + "): " + option.description());
                }
            }
            out.println("  baseline: " + ruleset.baseline());
            out.println("  strategies:");
            for (StrategyDefinition strategy : ruleset.strategies()) {
                out.println("    " + strategy.name() + (strategy.parameters().isEmpty() ? ""
                        : " [" + StrategySpecs.describe(strategy.parameters()) + "]") + ": "
                        + strategy.description());
            }
            out.println();
        }
        return 0;
    }

    /** Every offering a ruleset answers to, by its id or an alias, in order of year and term. */
    private Map<String, Ruleset> offerings() {
        Map<String, Ruleset> offerings = new TreeMap<>(Comparator.comparing(id -> offeringOrder(id).orElseThrow()));
        for (RegisteredRuleset entry : session.plugins().registry().entries()) {
            Ruleset ruleset = entry.ruleset();
            List<String> ids = new ArrayList<>(ruleset.aliases());
            ids.add(ruleset.id());
            ids.stream().filter(id -> offeringOrder(id).isPresent()).forEach(id -> offerings.put(id, ruleset));
        }
        return offerings;
    }

    private static void printOfferings(PrintWriter out, Map<String, Ruleset> offerings) {
        out.println("CS 61A offerings, by year: the offering, the ruleset that plays its rules, and the rules.");
        int year = -1;
        List<String> missing = new ArrayList<>();
        Integer previous = null;
        for (Map.Entry<String, Ruleset> offering : offerings.entrySet()) {
            int order = offeringOrder(offering.getKey()).orElseThrow();
            if (previous != null) {
                for (int absent = previous + 1; absent < order; absent++) {
                    missing.add(offeringId(absent));
                }
            }
            previous = order;
            Ruleset ruleset = offering.getValue();
            String yearColumn = order / TERMS.size() == year ? "    " : String.valueOf(2000 + order / TERMS.size());
            year = order / TERMS.size();
            out.printf("  %s  %-4s  %-4s  %s%n", yearColumn, offering.getKey(), ruleset.id(),
                    ruleset.rules().stream().map(Rule::name).distinct().collect(Collectors.joining(", ")));
        }
        if (!missing.isEmpty()) {
            out.println("  No ruleset plays the rules of " + String.join(", ", missing) + ".");
        }
    }

    /** An offering's place in time, counting terms from spring 2000; empty for an id that is not an offering's. */
    private static Optional<Integer> offeringOrder(String id) {
        Matcher matcher = OFFERING.matcher(id);
        return matcher.matches()
                ? Optional.of(Integer.parseInt(matcher.group(2)) * TERMS.size() + TERMS.indexOf(matcher.group(1)))
                : Optional.empty();
    }

    private static String offeringId(int order) {
        return TERMS.get(order % TERMS.size()) + String.format("%02d", order / TERMS.size());
    }

    private static String describe(Ruleset ruleset, Rule rule) {
        return rule.name() + ruleset.condition(rule).map(condition -> " (when " + condition + ")").orElse("");
    }
}
