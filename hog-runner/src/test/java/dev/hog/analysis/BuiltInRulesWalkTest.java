package dev.hog.analysis;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The simulation's own walk of a turn, kept for speed, played against the walk the solver and the pair evaluator
 * share, on every built-in ruleset under every choice of its options: the same games must give the same results to the
 * last bit. It lives here, in the tests of the module that holds every ruleset; hog-analysis runs it on rules of its
 * own that read each part of a turn.
 */
class BuiltInRulesWalkTest {
    static Stream<GameDefinition> games() {
        RulesetRegistry registry = RulesetRegistry.discover();
        List<GameDefinition> games = new ArrayList<>();
        for (String id : registry.ids()) {
            Ruleset ruleset = registry.get(id);
            for (Map<String, Object> options : optionSets(ruleset)) {
                games.add(ruleset.game(options));
            }
        }
        return games.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theSimulationPlaysEveryTurnAsTheSharedWalk(GameDefinition rules) {
        TurnWalkTest.playsAsTheWalk(rules);
    }

    private static List<Map<String, Object>> optionSets(Ruleset ruleset) {
        List<Map<String, Object>> sets = new ArrayList<>();
        sets.add(new TreeMap<>());
        for (Option option : ruleset.options()) {
            List<Map<String, Object>> next = new ArrayList<>();
            List<String> values = option.type() == Option.Type.BOOLEAN ? List.of("true", "false")
                    : option.allowedValues();
            for (Map<String, Object> set : sets) {
                for (String value : values) {
                    Map<String, Object> with = new TreeMap<>(set);
                    with.put(option.name(), value);
                    next.add(with);
                }
            }
            sets = next;
        }
        return sets;
    }
}
