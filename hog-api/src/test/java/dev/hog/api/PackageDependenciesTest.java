package dev.hog.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * hog-api's packages, as the JDK's jdeps reads them from the compiled classes: they depend on each other in one
 * direction, so that a plugin author reads the rule package alone and an analysis tool the game package without the
 * engine.
 */
class PackageDependenciesTest {
    private static final String ROOT = "dev.hog.api";
    private static final Map<String, Set<String>> DEPENDENCIES = new TreeMap<>();
    /**
     * The one reference from the rule package to the engine's: sealed {@code Turn} names the engine's turn as a
     * permitted implementation. No code of the rule package uses it, so it is left out of the layering.
     */
    private static final String SEALED_TURN = ROOT + ".rule.Turn -> " + ROOT + ".internal.TurnContext";

    private static String packageOf(String type) {
        String outer = type.contains("$") ? type.substring(0, type.indexOf('$')) : type;
        return outer.substring(0, outer.lastIndexOf('.'));
    }

    @BeforeAll
    static void readTheClasses() {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
        StringWriter out = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:class", "-filter:none",
                Path.of("target/classes").toString());
        assertThat(status).as("jdeps: %s", out).isZero();
        for (String line : out.toString().split("\n")) {
            String[] parts = line.strip().split("\\s+");
            if (parts.length >= 3 && parts[1].equals("->") && parts[0].startsWith(ROOT) && parts[2].startsWith(ROOT)
                    && !(parts[0] + " -> " + parts[2]).equals(SEALED_TURN)) {
                String from = packageOf(parts[0]);
                String to = packageOf(parts[2]);
                if (!from.equals(to)) {
                    DEPENDENCIES.computeIfAbsent(from, any -> new TreeSet<>()).add(to);
                }
            }
        }
    }

    @Test
    void noPackageDependsOnItselfThroughOthers() {
        assertThat(DEPENDENCIES).isNotEmpty();
        for (String start : DEPENDENCIES.keySet()) {
            Deque<String> todo = new ArrayDeque<>(DEPENDENCIES.get(start));
            Set<String> reached = new HashSet<>();
            while (!todo.isEmpty()) {
                String next = todo.pop();
                assertThat(next).as("%s reaches itself through %s", start, reached).isNotEqualTo(start);
                if (reached.add(next)) {
                    todo.addAll(DEPENDENCIES.getOrDefault(next, Set.of()));
                }
            }
        }
    }

    @Test
    void thePackagesAreLayeredRuleGameRulesetPlay() {
        assertThat(DEPENDENCIES.getOrDefault(ROOT, Set.of())).isEmpty();
        assertThat(DEPENDENCIES.get(ROOT + ".rule")).containsOnly(ROOT);
        assertThat(DEPENDENCIES.get(ROOT + ".internal")).containsOnly(ROOT, ROOT + ".rule");
        assertThat(DEPENDENCIES.get(ROOT + ".game")).containsOnly(ROOT, ROOT + ".rule", ROOT + ".internal");
        assertThat(DEPENDENCIES.get(ROOT + ".ruleset"))
                .containsOnly(ROOT, ROOT + ".rule", ROOT + ".internal", ROOT + ".game");
        assertThat(DEPENDENCIES.get(ROOT + ".play"))
                .containsOnly(ROOT, ROOT + ".rule", ROOT + ".internal", ROOT + ".game", ROOT + ".ruleset");
    }
}
