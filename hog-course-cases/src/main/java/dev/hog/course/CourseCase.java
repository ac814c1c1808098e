package dev.hog.course;

import dev.hog.api.API;

/**
 * One course case: code as typed at the course's interpreter prompt, and what it printed.
 *
 * @param code the statements, separated by {@code ;}
 * @param expected what the statements print, lines separated by {@code " | "}
 * @param line the case's line in the cases file, counted from 1
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public record CourseCase(String code, String expected, int line) {
    @Override
    public String toString() {
        return code + "  ->  " + expected;
    }
}
