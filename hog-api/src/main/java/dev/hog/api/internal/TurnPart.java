package dev.hog.api.internal;

import dev.hog.api.API;
import java.util.Arrays;

/**
 * The parts of a turn a rule can read, in the order of the bits {@link TurnContext#reads()} sets for them: a part's
 * bit is {@code 1 << ordinal()}, so the constants are the one definition of that bit layout.
 *
 * <p>Analysis tabulates each step of a turn over the parts it reads. All but the faces' summary are tabulated as
 * parts of their own; the summary travels with the points, a roll's outcome code holding both, so a read of it counts
 * as a read of its {@link #carrier()}. The tabulated parts come first, so that a table's part is its constant's
 * ordinal, below {@link #TABULATED}; the class refuses to initialise if an order breaks that.
 *
 * <p>Immutable and thread-safe.
 */
@API(status = API.Status.INTERNAL)
public enum TurnPart {
    /** The mover's score. */
    SCORE,
    /** The opponent's score. */
    OPPONENT_SCORE,
    /** The dice chosen. */
    DICE,
    /** The turn's points. */
    POINTS,
    /** The turn number. */
    NUMBER,
    /** Whether the turn is an extra turn. */
    EXTRA_TURN,
    /** What the rules remember of the mover. */
    MEMORY,
    /** What they remember of the opponent. */
    OPPONENT_MEMORY,
    /** The summary of the roll's faces, tabulated with the points. */
    FACES(POINTS);

    /** How many parts analysis tabulates on their own: the first constants. */
    public static final int TABULATED;
    /** The parts that another carries. */
    private static final TurnPart[] CARRIED;

    static {
        int tabulated = 0;
        for (TurnPart part : values()) {
            if (!part.carrier().tabulated()) {
                throw new IllegalStateException(part + " is carried by " + part.carrier() + ", which is itself carried"
                        + " by another part");
            }
            if (part.tabulated()) {
                if (part.ordinal() != tabulated) {
                    throw new IllegalStateException("The tabulated parts of a turn come first, but " + part
                            + " follows a part another carries");
                }
                tabulated++;
            }
        }
        TABULATED = tabulated;
        CARRIED = Arrays.copyOfRange(values(), tabulated, values().length);
    }

    private final TurnPart carriedBy;

    TurnPart() {
        this.carriedBy = null;
    }

    TurnPart(TurnPart carrier) {
        this.carriedBy = carrier;
    }

    /**
     * The bit {@link TurnContext#reads()} sets when a rule reads this part.
     *
     * @return {@code 1 << ordinal()}
     */
    public int bit() {
        return 1 << ordinal();
    }

    /**
     * Whether analysis tabulates this part on its own.
     *
     * @return {@code true} for every part but those another carries
     */
    public boolean tabulated() {
        return carriedBy == null;
    }

    /**
     * The part a table reads this one through.
     *
     * @return the part itself if it is {@link #tabulated()}, else the part that carries it
     */
    public TurnPart carrier() {
        return carriedBy == null ? this : carriedBy;
    }

    /**
     * The tabulated parts that a set of reads comes to: each part's carrier in place of the part.
     *
     * @param reads a set of bits, as {@link TurnContext#reads()} gives
     * @return the bits of the carriers, all below {@code 1 << }{@link #TABULATED}
     */
    public static int tabulated(int reads) {
        int tabulated = reads;
        for (TurnPart part : CARRIED) {
            if ((reads & part.bit()) != 0) {
                tabulated = tabulated & ~part.bit() | part.carrier().bit();
            }
        }
        return tabulated;
    }
}
