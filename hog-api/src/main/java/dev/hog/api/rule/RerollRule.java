package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that rolls some faces of a turn's dice again, such as fa16's Hog Wild: when the sum of the scores is a
 * multiple of 7, a die that shows an odd face is rolled once more, and the second face counts, whatever it is.
 *
 * <p>Re-roll rules see the turn as it starts, with the dice chosen and the die size decided; the points are not known
 * yet. When a rule {@link #appliesTo(Turn) applies}, each die whose face it {@link #rerolls(int) re-rolls} is rolled
 * once more, and the roll rule and the face rules read only the face that counts. With several re-roll rules in force,
 * a face is rolled again if any of those that apply re-rolls it, and only once.
 *
 * <p>A re-roll changes the chance of each face, not what a face scores: analysis stays exact, weighing each face by
 * its chance after the re-roll.
 *
 * @since 2.0
 */
@API(status = API.Status.STABLE, since = "2.0")
public interface RerollRule extends Rule {
    /**
     * Whether this rule re-rolls faces on this turn.
     *
     * @param turn the turn, at its start, with the dice chosen
     * @return {@code true} if the rule applies
     */
    boolean appliesTo(Turn turn);

    /**
     * Whether a die that shows this face is rolled again, when the rule applies.
     *
     * @param face the face rolled first, from 1 to the number of sides
     * @return {@code true} to roll the die once more
     */
    boolean rerolls(int face);

    /**
     * What players are told when this rule applies to a turn.
     *
     * @return the announcement, without the rule's name
     */
    default String announce() {
        return "Some faces are rolled again.";
    }
}
