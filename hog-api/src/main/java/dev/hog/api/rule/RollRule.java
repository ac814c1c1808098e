package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that scores a roll from its faces, such as Pig Out: the sum of the faces, or 1 if any face is 1.
 *
 * <p>A roll is scored as a fold over its faces, in the order rolled: an accumulator starts at {@link #start()},
 * takes each face through {@link #add(int, int)}, and {@link #points(int)} turns it into the roll's score. Because
 * the accumulator is a small integer, analysis computes the exact distribution of a roll's score by tracking the
 * distinct accumulator values rather than every combination of faces; a rule should therefore keep the number of
 * distinct accumulator values small (Pig Out needs at most 61 for ten six-sided dice).
 *
 * <p>A ruleset has at most one roll rule; without one, a roll scores the sum of its faces.
 */
@API(status = API.Status.STABLE, since = "1.0")
public interface RollRule extends Rule {
    /**
     * The accumulator before any face is rolled.
     *
     * @return the initial accumulator
     */
    int start();

    /**
     * The accumulator after one more face.
     *
     * @param accumulator the accumulator so far
     * @param face the face just rolled, from 1 to the number of sides
     * @return the new accumulator
     */
    int add(int accumulator, int face);

    /**
     * The score of a roll whose faces left this accumulator.
     *
     * @param accumulator the accumulator after every face
     * @return the roll's score, at least 0
     */
    int points(int accumulator);

    /**
     * Whether this rule changed the score of a roll that left this accumulator, for announcing it.
     *
     * @param accumulator the accumulator after every face
     * @return {@code true} if the rule fired
     */
    default boolean fired(int accumulator) {
        return false;
    }

    /**
     * What players are told when this rule fires.
     *
     * @param points the roll's score
     * @return the announcement, without the rule's name
     */
    default String announce(int points) {
        return "The roll scores " + points + ".";
    }
}
