/**
 * The course's autograder cases as data. {@link dev.hog.course.CourseCases} reads the transcribed cases and
 * {@link dev.hog.course.OkTests} the course's own ok test files; {@link dev.hog.course.CaseInterpreter} runs the ones
 * written as plain calls (the great majority) against functions a ruleset's test binds to the course's names, such as
 * {@code roll_dice} or {@code free_bacon}. Cases that define functions or loops are beyond it and are tested by hand.
 */
package dev.hog.course;
