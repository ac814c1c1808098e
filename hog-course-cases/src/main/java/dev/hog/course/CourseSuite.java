package dev.hog.course;

import dev.hog.api.API;
import java.util.List;

/**
 * A suite of course cases that share one interpreter session, as the course's autograder runs them: names one case
 * defines are visible to the next.
 *
 * @param section the ruleset the cases belong to, such as {@code su20}
 * @param file the course's test file, such as {@code tests/01.py}
 * @param name the suite's name within the file, such as {@code suite 2}
 * @param setup statements run before the first case, or an empty string
 * @param cases the cases, in order
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public record CourseSuite(String section, String file, String name, String setup, List<CourseCase> cases) {
    /**
     * Copies the cases.
     *
     * @param section the ruleset the cases belong to, such as {@code su20}
     * @param file the course's test file, such as {@code tests/01.py}
     * @param name the suite's name within the file, such as {@code suite 2}
     * @param setup statements run before the first case, or an empty string
     * @param cases the cases, in order
     */
    public CourseSuite {
        cases = List.copyOf(cases);
    }

    /**
     * A case of this suite as lists of cases left out name it.
     *
     * @param code the case's code
     * @return {@code file suite: code}
     */
    String describe(String code) {
        return file + " " + name + ": " + code;
    }

    @Override
    public String toString() {
        return section + " " + file + " " + name;
    }
}
