package dev.hog.apicheck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;

/**
 * Checks a module's public API against its record, a text file committed beside the module's sources, so that every
 * change to the API is a reviewed diff and a change that breaks the major version's promise fails the build.
 *
 * <p>A module's test calls {@link #check(Path, Path)} with its compiled classes and its record:
 *
 * <pre>{@code
 * class PublicApiTest {
 *     @Test
 *     void keepsTheRecordedApi() {
 *         ApiRecord.check(Path.of("target/classes"), Path.of("api/hog-api.api"));
 *     }
 * }
 * }</pre>
 *
 * <p>The record lists the public types of the packages the module's descriptor exports to everyone: one unindented
 * line per type with its {@code @API} status, modifiers, kind and name; below it, one indented line per supertype,
 * enum constant, record component, field (with its value, if a compile-time constant, since callers copy it),
 * constructor and method, each with its own {@code @API} status first where that differs from the type's. A type
 * without {@code @API} takes the status of the type it is nested in, else of its package, else is UNMARKED; members
 * inherited from supertypes appear under the supertype. Interface methods say {@code abstract}, {@code default} or
 * {@code static}, since a new abstract method breaks every class that implements the interface.
 *
 * <p>The check fails with an {@link AssertionError} that sorts the differences into breaking changes to STABLE (or
 * unmarked) API, changes to EXPERIMENTAL or INTERNAL API, which a minor release may make, and additions; it ends with
 * the command that rewrites the record. With the system property {@value #RECORD_PROPERTY} set (to {@code true} or
 * nothing, as {@code -Dhog.api.record} on Maven's command line does), the check instead writes the record, prints
 * what changed, and passes.
 */
public final class ApiRecord {
    /** The system property that asks for the record to be written rather than checked. */
    public static final String RECORD_PROPERTY = "hog.api.record";

    private ApiRecord() {
    }

    /**
     * Checks the public API of the classes against the record, or writes the record when {@value #RECORD_PROPERTY}
     * is set. The record's file name, without {@code .api}, is taken as the module's Maven artifact and directory, and
     * the calling test's class as the test to run, in the command the failure suggests.
     *
     * @param classes the module's compiled classes, with its {@code module-info.class}
     * @param record the module's API record, such as {@code api/hog-api.api}
     * @throws AssertionError if the API differs from the record, or there is no record
     */
    public static void check(Path classes, Path record) {
        Class<?> test = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass();
        String report = check(classes, record, test.getSimpleName(), recordRequested(), test.getClassLoader());
        if (!report.isEmpty()) {
            System.out.println(report);
        }
    }

    private static boolean recordRequested() {
        String value = System.getProperty(RECORD_PROPERTY);
        return value != null && (value.isBlank() || value.strip().equalsIgnoreCase("true"));
    }

    /** Checks or writes the record; returns what writing it changed, or nothing when it only checked. */
    static String check(Path classes, Path record, String test, boolean write, ClassLoader loader) {
        String module = record.getFileName().toString().replaceFirst("\\.api$", "");
        String command = "mvn -B verify -pl " + module + " -am -Dtest=" + test
                + " -Dsurefire.failIfNoSpecifiedTests=false -D" + RECORD_PROPERTY;
        PublicApi current = ApiReader.read(classes, loader);
        boolean exists = Files.isRegularFile(record);
        if (write) {
            ApiChanges changes = ApiChanges.between(exists ? read(record) : new PublicApi(new TreeMap<>()),
                    current);
            write(record, current.render(comments(module, test, command)));
            return exists
                    ? "Recorded the public API of " + module + " in " + record
                            + (changes.none() ? ": unchanged." : ":" + describe(changes))
                    : "Recorded the public API of " + module + " in " + record + ": " + current.types().size()
                            + " types. Review it and commit it.";
        }
        if (!exists) {
            throw new AssertionError(record + " does not exist. It is the record of " + module + "'s public API, "
                    + "which " + test + " checks; create it with\n  " + command + "\nthen review it and commit it.");
        }
        ApiChanges changes = ApiChanges.between(read(record), current);
        if (!changes.none()) {
            throw new AssertionError("The public API of " + module + " differs from its record, " + record + "."
                    + describe(changes) + "\n\nTo record the API as it is now (additions, allowed changes, or a "
                    + "change meant for the next major version), run\n  " + command + "\nand commit " + record
                    + " with the change: its diff is the API change to review.");
        }
        return "";
    }

    private static String describe(ApiChanges changes) {
        StringBuilder out = new StringBuilder();
        if (!changes.breaking().isEmpty()) {
            section(out, "Breaking changes to STABLE API", changes.breaking());
            out.append("\n\nA major version promises that code compiled against its first release keeps compiling "
                    + "and running on every later one (and exported types without @API are held to that too): "
                    + "restore each of these, or deprecate it and keep it beside its replacement. An incompatible "
                    + "change waits for the next major version. An interface that plugins implement may gain default "
                    + "methods, never abstract ones.");
        }
        if (!changes.allowed().isEmpty()) {
            section(out, "Changes to EXPERIMENTAL or INTERNAL API (a minor release may make them; say them in its "
                    + "release notes, and record them)", changes.allowed());
        }
        if (!changes.compatible().isEmpty()) {
            section(out, "Additions and compatible changes (they break nothing, but must be recorded)",
                    changes.compatible());
        }
        return out.toString();
    }

    private static void section(StringBuilder out, String title, List<String> changes) {
        out.append("\n\n").append(title).append(":");
        for (String change : changes) {
            out.append("\n  - ").append(change);
        }
    }

    private static List<String> comments(String module, String test, String command) {
        return List.of(
                "The public API of " + module + ": the public types of the packages it exports to everyone, with",
                "their public members (and protected ones where code outside the module can extend the type).",
                "A type's line starts with its @API status (UNMARKED: none); a member's line starts with its own",
                "status only where that differs from its type's. " + test + " checks the classes against this",
                "record; after a deliberate change to the API, rewrite it with",
                "  " + command);
    }

    private static PublicApi read(Path record) {
        try {
            return PublicApi.parse(Files.readAllLines(record, StandardCharsets.UTF_8), record.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path record, String text) {
        try {
            Path parent = record.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Files.writeString(record, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
