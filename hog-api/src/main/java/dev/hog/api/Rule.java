package dev.hog.api;

/**
 * One named rule of Hog, such as Pig Out, Free Bacon or Swine Swap.
 *
 * <p>A rule takes part in a turn through the hook interfaces it implements, each called at one step of the turn:
 * <ol>
 *   <li>{@link DieSizeRule}: how many sides the dice have this turn (Hog Wild);</li>
 *   <li>{@link RollRule}: how the faces of a roll score (Pig Out), the only hook that sees faces;</li>
 *   <li>{@link ZeroDiceRule}: what rolling no dice scores (Free Bacon);</li>
 *   <li>{@link BonusRule}: bonus points from what the mover did before (Feral Hogs);</li>
 *   <li>{@link AfterTurnRule}: changes to the scores once the points are added (Swine Swap, Sus Fuss);</li>
 *   <li>{@link ExtraTurnRule}: whether the mover moves again (More Boar).</li>
 * </ol>
 * Every hook other than {@link RollRule} sees a roll only through its score, so that analysis can enumerate the few
 * possible scores of a roll instead of every combination of faces.
 *
 * <p>Rules see the game from the mover's side, as the mover's score and the opponent's score; they never learn
 * which seat moves, so every ruleset treats both players alike. A rule must be immutable, free of side effects
 * and safe to call from many threads at once: the engine, the simulator and the solver all call the same rule
 * objects.
 */
public interface Rule {
    /**
     * The rule's name as players know it, such as {@code "Free Bacon"}.
     *
     * @return the rule's name, never blank
     */
    String name();

    /**
     * One or two sentences that state the rule exactly, for listings and help.
     *
     * @return the rule's description
     */
    default String description() {
        return name();
    }
}
