package dev.hog.apicheck;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Versions of a small module, compiled together in one javac run (each version a module of its own, named after it)
 * so that a test can record one version's API and check another's against it. Every version carries its own copy of
 * a {@code dev.hog.api.API} annotation, as the SDK's modules see the real one.
 */
final class Fixtures {
    private static final String API = """
            package dev.hog.api;

            import java.lang.annotation.Retention;
            import java.lang.annotation.RetentionPolicy;

            @Retention(RetentionPolicy.RUNTIME)
            public @interface API {
                Status status();

                enum Status { STABLE, EXPERIMENTAL, INTERNAL }
            }
            """;

    /** The baseline's sources by file; a version replaces or adds some of them. */
    static final Map<String, String> BASELINE = Map.of(
            "fixture/api/Strategy.java", """
                    package fixture.api;

                    import dev.hog.api.API;

                    @API(status = API.Status.STABLE)
                    public interface Strategy {
                        int numRolls(int score, int opponentScore);

                        default int numRolls(int[] scores) {
                            return numRolls(scores[0], scores[1]);
                        }

                        static Strategy alwaysRoll(int dice) {
                            throw new UnsupportedOperationException("only its signature is needed");
                        }
                    }
                    """,
            "fixture/api/Dice.java", """
                    package fixture.api;

                    import dev.hog.api.API;
                    import java.util.List;

                    @API(status = API.Status.STABLE)
                    public class Dice extends Sides implements java.util.function.IntSupplier {
                        public static final int SIDES = 6;
                        public static final String NAME = "fair";

                        protected Dice() {
                        }

                        @Override
                        public int getAsInt() {
                            return 1;
                        }

                        public static <T extends Comparable<T>> T max(List<? extends T> items)
                                throws java.io.IOException {
                            return items.get(0);
                        }

                        public enum Kind { FAIR, TEST }
                    }
                    """,
            "fixture/api/Sides.java", """
                    package fixture.api;

                    abstract class Sides {
                        public int sides() {
                            return 6;
                        }
                    }
                    """,
            "fixture/api/Recorder.java", """
                    package fixture.api;

                    import dev.hog.api.API;

                    @API(status = API.Status.EXPERIMENTAL)
                    public record Recorder(String name, int games) {
                        public void record(String line) {
                        }
                    }
                    """,
            "fixture/api/Helper.java", """
                    package fixture.api;

                    final class Helper {
                        public static void help() {
                        }
                    }
                    """,
            "fixture/friends/ForFriends.java", """
                    package fixture.friends;

                    public class ForFriends {
                        public void hello() {
                        }
                    }
                    """);

    private Fixtures() {
    }

    /** Compiles each version into {@code out/<version>}; returns {@code out}. */
    static Path compile(Path dir, Map<String, Map<String, String>> versions) throws IOException {
        Path sources = dir.resolve("src");
        Path out = dir.resolve("out");
        List<String> arguments = new ArrayList<>(List.of("-d", out.toString(), "--module-source-path",
                sources.toString(), "-Xlint:none", "-proc:none"));
        for (var version : versions.entrySet()) {
            Map<String, String> files = new LinkedHashMap<>(BASELINE);
            files.putAll(version.getValue());
            files.put("dev/hog/api/API.java", API);
            files.put("module-info.java", "module " + version.getKey() + " {\n    exports fixture.api;\n"
                    + "    exports fixture.friends to some.friend;\n}\n");
            for (var file : files.entrySet()) {
                Path path = sources.resolve(version.getKey()).resolve(file.getKey());
                Files.createDirectories(path.getParent());
                Files.writeString(path, file.getValue());
                arguments.add(path.toString());
            }
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        if (javac.run(null, errors, errors, arguments.toArray(String[]::new)) != 0) {
            throw new AssertionError("the fixtures do not compile:\n" + errors.toString(StandardCharsets.UTF_8));
        }
        return out;
    }
}
