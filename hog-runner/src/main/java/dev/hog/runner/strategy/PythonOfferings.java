package dev.hog.runner.strategy;

import dev.hog.api.ruleset.Ruleset;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which CS 61A offering a student's {@code hog.py} was written for, where the course's files say so: the {@code .ok}
 * file the course ships beside {@code hog.py} names it in its {@code endpoint} ({@code "cal/cs61a/fa18/proj01"}); a
 * folder without one is recognized by a function of the offering's own skeleton that no other offering's has
 * ({@code hefty_hogs} is sp22's). A file recognized neither way is of no known offering, and nothing is said.
 */
final class PythonOfferings {
    private static final Pattern ENDPOINT = Pattern.compile(
            "\"endpoint\"\\s*:\\s*\"(cal/cs61a/((?:sp|su|fa)\\d\\d)/[^\"]*)\"", Pattern.CASE_INSENSITIVE);
    /** Functions of one offering's skeleton (or of offerings that played the same rules) and of no other's. */
    private static final Map<String, String> SKELETON_FUNCTIONS = Map.of(
            "reroll", "fa16",
            "hefty_hogs", "sp22",
            "picky_piggy", "fa21",
            "pigs_on_prime", "su22",
            "fuzzy_update", "su23",
            "square_update", "fa22",
            "sus_update", "sp24",
            "swine_align", "fa20",
            "pig_pass", "fa20");
    private static final Pattern DEFINITION = Pattern.compile("^def\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*\\(",
            Pattern.MULTILINE);
    /** The largest .ok file read: the course's are a few hundred bytes. */
    private static final long MOST_OK_BYTES = 1 << 16;

    private PythonOfferings() {
    }

    /**
     * The offering a file was written for, with how that is known.
     *
     * @param offering the offering's id, such as {@code fa18}
     * @param evidence how it is known, such as {@code "its proj01.ok says cal/cs61a/fa18/proj01"}
     */
    record Offering(String offering, String evidence) {
    }

    /**
     * The offering a student's file was written for, if the course's files say.
     *
     * @param file the student's {@code hog.py}
     * @return the offering, or empty when nothing says
     */
    static Optional<Offering> of(Path file) {
        Optional<Offering> fromOk = fromOkFile(file.getParent());
        return fromOk.isPresent() ? fromOk : fromSkeleton(file);
    }

    /**
     * What to warn about a file written for another offering than the rules a game plays.
     *
     * @param name the strategy's name, such as {@code python:hog.py}
     * @param file the student's file
     * @param ruleset the ruleset the game plays
     * @return the warning, or empty if the file was written for those rules or for no known offering
     */
    static Optional<String> mismatch(String name, Path file, Ruleset ruleset) {
        return of(file).filter(found -> !found.offering().equals(ruleset.id())
                && !ruleset.aliases().contains(found.offering()))
                .map(found -> name + " was written for CS 61A " + found.offering() + " (" + found.evidence()
                        + "), and this game plays " + ruleset.id() + "'s rules: --ruleset " + found.offering()
                        + " plays the rules it was written for, if a ruleset answers to it (hog rulesets --offerings"
                        + " lists them)");
    }

    private static Optional<Offering> fromOkFile(Path folder) {
        if (folder == null) {
            return Optional.empty();
        }
        List<Path> okFiles = new ArrayList<>();
        try (DirectoryStream<Path> found = Files.newDirectoryStream(folder, "*.ok")) {
            found.forEach(okFiles::add);
        } catch (IOException e) {
            return Optional.empty();
        }
        okFiles.sort(null);
        for (Path ok : okFiles) {
            try {
                if (!Files.isRegularFile(ok) || Files.size(ok) > MOST_OK_BYTES) {
                    continue;
                }
                Matcher endpoint = ENDPOINT.matcher(Files.readString(ok, StandardCharsets.UTF_8));
                if (endpoint.find()) {
                    String offering = endpoint.group(2).toLowerCase(Locale.ROOT);
                    return Optional.of(new Offering(offering, "its " + ok.getFileName() + " says "
                            + endpoint.group(1)));
                }
            } catch (IOException | RuntimeException e) {
                // An .ok file that cannot be read says nothing; the next may.
            }
        }
        return Optional.empty();
    }

    private static Optional<Offering> fromSkeleton(Path file) {
        String text;
        try {
            text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return Optional.empty();
        }
        Matcher definition = DEFINITION.matcher(text);
        while (definition.find()) {
            String offering = SKELETON_FUNCTIONS.get(definition.group(1));
            if (offering != null) {
                return Optional.of(new Offering(offering, "it defines " + definition.group(1) + ", a function of"
                        + " that offering's skeleton"));
            }
        }
        return Optional.empty();
    }
}
