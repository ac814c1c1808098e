package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * A rule that reads the faces of a roll beyond its score, such as doubles ("all dice alike give another turn"), snake
 * eyes (two ones) or the number of sixes, through a bounded summary of them.
 *
 * <p>The summary is a fold over the faces in the order rolled, as a {@link RollRule} folds its accumulator: it starts
 * at {@link #initialSummary()}, takes each face through {@link #summarize(int, int)}, and is a value from 0 to
 * {@link #summarySize()} - 1. The same rule reads it in its other hooks ({@link BonusRule}, {@link AfterTurnRule},
 * {@link ExtraTurnRule}, {@link MemoryRule}) through {@link Turn#faceSummary()}, once the turn's points are known; a
 * turn of no dice has the initial summary. "All dice alike" needs 8 values: nothing rolled yet, all alike so far with
 * face 1 to 6, or not alike; "the number of sixes" needs one value per count.
 *
 * <p>Because the summary is finite and declared, as a memory is, analysis stays exact: a roll's chance is computed
 * over each pair of its score and its summary, and the solver and the simulator work from that joint distribution.
 * Its cost grows with the number of such pairs, so a rule should keep its summary as small as it can: counts capped
 * where the rule stops caring, as memories are. Rules without a face rule pay nothing.
 *
 * @since 2.0
 */
@API(status = API.Status.STABLE, since = "2.0")
public interface FaceRule extends Rule {
    /**
     * How many values the summary can take.
     *
     * @return the number of values, from 1 to 4096 (2^12)
     */
    int summarySize();

    /**
     * The summary before any face is rolled, and the summary of a turn of no dice.
     *
     * @return the initial summary, from 0 to {@link #summarySize()} - 1
     */
    default int initialSummary() {
        return 0;
    }

    /**
     * The summary after one more face.
     *
     * @param summary the summary so far
     * @param face the face just rolled, from 1 to the number of sides
     * @return the new summary, from 0 to {@link #summarySize()} - 1
     */
    int summarize(int summary, int face);
}
