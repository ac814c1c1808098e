package dev.hog.runner.commands;

import dev.hog.api.rule.Rule;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.RuleDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.StrategyDefinition;
import dev.hog.runner.Environment;
import dev.hog.runner.HouseRulesets;
import dev.hog.runner.Session;
import dev.hog.runner.strategy.StrategySpecs;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;

/** {@code hog rulesets}: every ruleset the command can use, and where it came from. */
@Command(name = "rulesets",
        description = {"Lists each ruleset: its rules, options, strategies, version and where it was loaded from.",
            "Each rule is listed as RULESET/RULE, with its parameters, as house rules take it."})
public final class RulesetsCommand implements Callable<Integer> {
    private final Session session;

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
        for (RegisteredRuleset entry : session.plugins().registry().entries()) {
            Ruleset ruleset = entry.ruleset();
            out.println(ruleset.id() + ": " + ruleset.name());
            out.println("  " + ruleset.description());
            if (entry.provider().equals(HouseRulesets.PROVIDER)) {
                out.println("  house rules, from " + entry.location());
            } else {
                String api = entry.apiVersion().equals("unknown") ? ""
                        : ", built against hog-api " + entry.apiVersion();
                out.println("  version " + entry.version() + api + ", from " + entry.location());
            }
            out.println("  goal " + ruleset.goal() + ", 0 to " + ruleset.maxDice() + " dice of " + ruleset.sides()
                    + " sides");
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

    private static String describe(Ruleset ruleset, Rule rule) {
        return rule.name() + ruleset.condition(rule).map(condition -> " (when " + condition + ")").orElse("");
    }
}
