package dev.hog.course;

import dev.hog.api.API;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the course's cases, transcribed as Markdown: {@code ## <ruleset>} sections, {@code #### <test file>}
 * headings, {@code - suite N} items (with an optional {@code — setup: `...`}), and under each suite the cases
 * {@code - `code  →  expected`}. Multiple-choice {@code [concept]} lines and notes that are not cases are skipped.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class CourseCases {
    private static final Pattern SECTION = Pattern.compile("^## (\\S+)");
    private static final Pattern FILE = Pattern.compile("^#### (\\S+)");
    private static final Pattern SUITE = Pattern.compile("^- (suite \\d+)(?: \\(unscored\\))?(?: — setup: `(.*)`)?$");
    private static final Pattern CASE = Pattern.compile("^  - `(.*)  →  (.*)`$");

    private CourseCases() {
    }

    /**
     * Reads the suites of one section.
     *
     * @param cases the cases file, in UTF-8
     * @param section the section, such as {@code su20}
     * @return the suites, in file order
     * @throws IllegalArgumentException if the file has no such section
     */
    public static List<CourseSuite> read(InputStream cases, String section) {
        Objects.requireNonNull(cases, "cases file");
        List<CourseSuite> suites = new ArrayList<>();
        String currentSection = null;
        String file = null;
        String suite = null;
        String setup = "";
        List<CourseCase> current = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(cases, StandardCharsets.UTF_8))) {
            String text;
            int number = 0;
            while ((text = reader.readLine()) != null) {
                number++;
                Matcher matcher;
                if ((matcher = SECTION.matcher(text)).find()) {
                    flush(suites, currentSection, section, file, suite, setup, current);
                    currentSection = matcher.group(1);
                    suite = null;
                } else if ((matcher = FILE.matcher(text)).find()) {
                    flush(suites, currentSection, section, file, suite, setup, current);
                    file = matcher.group(1);
                    suite = null;
                } else if ((matcher = SUITE.matcher(text)).find()) {
                    flush(suites, currentSection, section, file, suite, setup, current);
                    suite = matcher.group(1);
                    setup = matcher.group(2) == null ? "" : matcher.group(2);
                } else if (suite != null && (matcher = CASE.matcher(text)).find()) {
                    current.add(new CourseCase(matcher.group(1), matcher.group(2), number));
                }
            }
            flush(suites, currentSection, section, file, suite, setup, current);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (suites.isEmpty()) {
            throw new IllegalArgumentException("The cases file has no cases for section " + section);
        }
        return suites;
    }

    private static void flush(List<CourseSuite> suites, String currentSection, String section, String file,
            String suite, String setup, List<CourseCase> cases) {
        if (suite != null && section.equals(currentSection) && !cases.isEmpty()) {
            suites.add(new CourseSuite(section, file, suite, setup, cases));
        }
        cases.clear();
    }
}
