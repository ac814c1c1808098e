package dev.hog.api.rule;

import dev.hog.api.API;

/**
 * One named rule of Hog, such as Pig Out, Free Bacon or Swine Swap.
 *
 * <p>A rule takes part in a turn through the hook interfaces it implements, each called at one step of the turn:
 * <ol>
 *   <li>{@link DiceChoiceRule}: which numbers of dice the mover may choose ("not the same number twice in a row");</li>
 *   <li>{@link MoveRule}: a move chosen by a negative number instead of dice (fa16's Pork Chop);</li>
 *   <li>{@link DieSizeRule}: how many sides the dice have this turn (Hog Wild);</li>
 *   <li>{@link RerollRule}: which faces are rolled again this turn (fa16's Hog Wild);</li>
 *   <li>{@link RollRule}: how the faces of a roll score (Pig Out), the only hook that sees every face;</li>
 *   <li>{@link FaceRule}: a bounded summary of the faces (doubles, the number of sixes), which the rule's other hooks
 *   read;</li>
 *   <li>{@link ZeroDiceRule}: what rolling no dice scores (Free Bacon), and {@link MoveRule#points} what a move
 *   scores;</li>
 *   <li>{@link BonusRule}: bonus points on top of the turn's points (Feral Hogs);</li>
 *   <li>{@link AfterTurnRule}: changes to the scores once the points are added (Swine Swap, Sus Fuss);</li>
 *   <li>{@link ExtraTurnRule}: whether the mover moves again (More Boar, Time Trot);</li>
 *   <li>{@link MemoryRule}: what the rule remembers of the mover for later turns (Feral Hogs' previous points).</li>
 * </ol>
 * Every hook other than {@link RollRule} sees the turn through a {@link Turn}: the scores, the dice chosen, the points,
 * the turn number, whether it is an extra turn, and what the rule remembers of each player. A roll reaches them only
 * through its score and, for a face rule, its summary, so that analysis can enumerate the few possible scores and
 * summaries of a roll instead of every combination of faces.
 *
 * <p>Rules see the game from the mover's side, as the mover's and the opponent's scores; they never learn which seat
 * moves, so every ruleset treats both players alike. A rule must be immutable, free of side effects and safe to call
 * from many threads at once: the engine, the simulator and the solver all call the same rule objects. A rule that
 * breaks its contract is reported as a {@link RuleException} naming it.
 */
@API(status = API.Status.STABLE, since = "1.0")
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

    /**
     * How the rule reads the {@linkplain Turn#number() turn number}: 1 if it does not read it, or the period after
     * which its decisions repeat, such as 8 for Time Trot, which compares the dice with the turn number modulo 8.
     * The exact solver keeps the turn number modulo the least common multiple of the periods of the rules in force.
     *
     * @return the period, from 1 to 1024
     */
    default int turnPeriod() {
        return 1;
    }
}
