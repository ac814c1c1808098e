package dev.hog.apicheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The record of a small module's API, and what the check says of each kind of change to it. */
class ApiRecordTest {
    private static final String RECORD_COMMAND = "mvn -B verify -pl fixture -am -Dtest=ApiRecordTest "
            + "-Dsurefire.failIfNoSpecifiedTests=false -Dhog.api.record";

    @TempDir
    static Path compiled;
    private static Path versions;

    @TempDir
    Path dir;

    @BeforeAll
    static void compileTheVersions() throws IOException {
        versions = Fixtures.compile(compiled, Map.of(
                "baseline", Map.of(),
                "withoutdefault", Map.of("fixture/api/Strategy.java", strategy("")
                        .replace("default int numRolls(int[] scores) {\n        return numRolls(scores[0], "
                                + "scores[1]);\n    }\n", "")),
                "withabstract", Map.of("fixture/api/Strategy.java", strategy("    int maxDice();\n")),
                "withadditions", Map.of(
                        "fixture/api/Strategy.java", strategy("    default String name() {\n        return \"?\";\n"
                                + "    }\n"),
                        "fixture/api/Plan.java", "package fixture.api;\n\npublic record Plan(int dice) {\n}\n"),
                "experimentalchanged", Map.of("fixture/api/Recorder.java",
                        Fixtures.BASELINE.get("fixture/api/Recorder.java").replace("record(String line)", "replay()")),
                "finaldice", Map.of("fixture/api/Dice.java", Fixtures.BASELINE.get("fixture/api/Dice.java")
                        .replace("public class Dice", "public final class Dice").replace("SIDES = 6", "SIDES = 8")),
                "withoutsides", Map.of("fixture/api/Sides.java",
                        "package fixture.api;\n\nabstract class Sides {\n}\n"),
                "demoted", Map.of("fixture/api/Strategy.java", strategy("")
                        .replace("Status.STABLE", "Status.EXPERIMENTAL"))));
    }

    /** The baseline's Strategy with the given lines added at the end of its body. */
    private static String strategy(String added) {
        String source = Fixtures.BASELINE.get("fixture/api/Strategy.java");
        int end = source.lastIndexOf('}');
        return source.substring(0, end) + added + source.substring(end);
    }

    private Path recordOf(String version) {
        Path record = dir.resolve("fixture.api");
        write(version, record);
        return record;
    }

    private static String write(String version, Path record) {
        return ApiRecord.check(versions.resolve(version), record, "ApiRecordTest", true,
                ApiRecordTest.class.getClassLoader());
    }

    private static void check(String version, Path record) {
        assertThat(ApiRecord.check(versions.resolve(version), record, "ApiRecordTest", false,
                ApiRecordTest.class.getClassLoader())).isEmpty();
    }

    @Test
    void theRecordListsEachExportedPublicTypeWithItsMembersOneALine() throws IOException {
        String record = Files.readString(recordOf("baseline"));

        assertThat(record.substring(record.indexOf("\n\n") + 1)).isEqualTo("""

                STABLE public class fixture.api.Dice
                  implements java.util.function.IntSupplier
                  public static final java.lang.String NAME = "fair"
                  public static final int SIDES = 6
                  protected Dice()
                  public int getAsInt()
                  public static <T extends java.lang.Comparable<T>> T max(java.util.List<? extends T>) \
                throws java.io.IOException
                  public int sides()

                STABLE public enum fixture.api.Dice.Kind
                  enum constant FAIR
                  enum constant TEST

                EXPERIMENTAL public record fixture.api.Recorder
                  record component java.lang.String name
                  record component int games
                  public Recorder(java.lang.String, int)
                  public int games()
                  public java.lang.String name()
                  public void record(java.lang.String)

                STABLE public interface fixture.api.Strategy
                  public static fixture.api.Strategy alwaysRoll(int)
                  public abstract int numRolls(int, int)
                  public default int numRolls(int[])
                """);
        assertThat(record).startsWith("# The public API of fixture:").contains("#   " + RECORD_COMMAND + "\n");
    }

    @Test
    void neitherAPackageExportedOnlyToAFriendNorANonPublicTypeIsRecorded() throws IOException {
        String record = Files.readString(recordOf("baseline"));

        assertThat(record).doesNotContain("ForFriends", "hello", "Helper", "help", "Sides");
    }

    @Test
    void anUnchangedApiPasses() {
        Path record = recordOf("baseline");

        check("baseline", record);
    }

    @Test
    void removingAMethodOfAStableInterfaceFailsNamingIt() {
        Path record = recordOf("baseline");

        assertThatThrownBy(() -> check("withoutdefault", record))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("The public API of fixture differs from its record, " + record)
                .hasMessageContaining("Breaking changes to STABLE API:\n"
                        + "  - fixture.api.Strategy lost public default int numRolls(int[])\n")
                .hasMessageContaining("restore each of these, or deprecate it and keep it")
                .hasMessageContaining("An incompatible change waits for the next major version.");
    }

    @Test
    void addingAnAbstractMethodToAStableInterfaceIsBreaking() {
        Path record = recordOf("baseline");

        assertThatThrownBy(() -> check("withabstract", record))
                .hasMessageContaining("Breaking changes to STABLE API:\n"
                        + "  - fixture.api.Strategy gained public abstract int maxDice(), which every implementation "
                        + "of fixture.api.Strategy must now provide (make it a default method)");
    }

    @Test
    void addingADefaultMethodOrATypeAsksForTheRecordToBeUpdated() {
        Path record = recordOf("baseline");

        assertThatThrownBy(() -> check("withadditions", record))
                .hasMessageNotContaining("Breaking")
                .hasMessageContaining("Additions and compatible changes (they break nothing, but must be recorded):\n"
                        + "  - fixture.api.Strategy gained public default java.lang.String name()\n"
                        + "  - fixture.api.Plan is new: UNMARKED public record fixture.api.Plan (without @API, it is "
                        + "held to STABLE's promise)\n")
                .hasMessageEndingWith("To record the API as it is now (additions, allowed changes, or a change "
                        + "meant for the next major version), run\n  " + RECORD_COMMAND + "\nand commit " + record
                        + " with the change: its diff is the API change to review.");
    }

    @Test
    void changingAnExperimentalTypeIsAllowedButMustBeRecorded() {
        Path record = recordOf("baseline");

        assertThatThrownBy(() -> check("experimentalchanged", record))
                .hasMessageNotContaining("Breaking")
                .hasMessageContaining("Changes to EXPERIMENTAL or INTERNAL API (a minor release may make them; say "
                        + "them in its release notes, and record them):\n"
                        + "  - fixture.api.Recorder lost public void record(java.lang.String)")
                .hasMessageContaining("fixture.api.Recorder gained public void replay()")
                .hasMessageContaining(RECORD_COMMAND);
    }

    @Test
    void makingAStableClassFinalOrChangingAConstantIsBreaking() {
        Path record = recordOf("baseline");

        assertThatThrownBy(() -> check("finaldice", record))
                .hasMessageContaining("  - fixture.api.Dice was public class fixture.api.Dice, is now public final "
                        + "class fixture.api.Dice\n")
                .hasMessageContaining("  - fixture.api.Dice changed public static final int SIDES = 6 to public "
                        + "static final int SIDES = 8\n");
    }

    @Test
    void membersInheritedFromATypeThatIsNotApiAreTheTypesOwn() {
        Path record = recordOf("baseline");

        assertThatThrownBy(() -> check("withoutsides", record))
                .hasMessageContaining("Breaking changes to STABLE API:\n  - fixture.api.Dice lost public int sides()");
    }

    @Test
    void aStableTypeThatBecomesExperimentalIsBreaking() {
        Path record = recordOf("baseline");

        assertThatThrownBy(() -> check("demoted", record))
                .hasMessageContaining("Breaking changes to STABLE API:\n  - fixture.api.Strategy is no longer STABLE: "
                        + "EXPERIMENTAL public interface fixture.api.Strategy");
    }

    @Test
    void aMissingRecordFailsSayingHowToCreateIt() {
        Path record = dir.resolve("fixture.api");

        assertThatThrownBy(() -> ApiRecord.check(versions.resolve("baseline"), record))
                .hasMessage(record + " does not exist. It is the record of fixture's public API, which ApiRecordTest "
                        + "checks; create it with\n  " + RECORD_COMMAND + "\nthen review it and commit it.");
    }

    @Test
    void recordingRewritesTheRecordSaysWhatChangedAndPasses() throws IOException {
        Path record = recordOf("baseline");

        String report = write("withoutdefault", record);

        assertThat(report).startsWith("Recorded the public API of fixture in " + record + ":")
                .contains("fixture.api.Strategy lost public default int numRolls(int[])");
        assertThat(Files.readString(record)).doesNotContain("numRolls(int[])");
        check("withoutdefault", record);
        assertThat(write("withoutdefault", record)).endsWith(": unchanged.");
    }
}
