package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.rule.AfterTurnRule;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.rule.Turn;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The tables behind sampled games, checked against the rules they come from. */
class SampledGamesTest {
    /** su20's Swine Swap: the scores change places when the ones digits differ by the opponent's tens digit. */
    private static final AfterTurnRule SWINE_SWAP = new AfterTurnRule() {
        @Override
        public String name() {
            return "Swine Swap";
        }

        @Override
        public boolean appliesTo(Turn turn) {
            return swaps(turn.score(), turn.opponentScore());
        }

        @Override
        public int score(Turn turn) {
            return turn.opponentScore();
        }

        @Override
        public int opponentScore(Turn turn) {
            return turn.score();
        }
    };

    /** Plain Hog to 40 with Swine Swap and one point for rolling no dice. */
    static final GameDefinition SWAP = Ruleset.builder("swap").goal(40).rule(SimulationTest.ONE_FOR_NOTHING).rule(SWINE_SWAP)
            .build().defaultGame();

    private static boolean swaps(int mover, int opponent) {
        return Math.abs(mover % 10 - opponent % 10) == opponent / 10 % 10;
    }

    @Test
    void marksExactlyTheScoresTheAfterTurnRulesChange() {
        TurnTables turns = new TurnTables(SWAP);
        long[] changes = SampledGames.changes(turns.after);
        int raisedScores = turns.after.opponent;

        int changed = 0;
        for (int opponent = 0; opponent < SWAP.goal(); opponent++) {
            for (int raised = 0; raised < raisedScores; raised++) {
                int entry = raised + opponent * raisedScores;
                boolean marked = (changes[entry >>> 6] & 1L << entry) != 0;
                // A swap of equal scores changes nothing.
                assertThat(marked).as("%d against %d", raised, opponent)
                        .isEqualTo(swaps(raised, opponent) && raised != opponent);
                changed += marked ? 1 : 0;
            }
        }
        assertThat(raisedScores).as("scores up to the goal plus a turn's most").isGreaterThan(SWAP.goal() + 30);
        assertThat(changed).isPositive().isLessThan(raisedScores * SWAP.goal() / 4);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"echo", "trot", "swap"})
    void thePartsOfAnEntryLeadBackToIt(String name) {
        // Echo's steps read the dice and the memory, Trot's the turn number and the kind of turn, Swap's the scores.
        GameDefinition rules = switch (name) {
            case "echo" -> SolverTest.ECHO_HOG;
            case "trot" -> SolverTest.TROT;
            default -> SWAP;
        };
        TurnTables turns = new TurnTables(rules);

        for (TurnTables.Step step : List.of(turns.sides, turns.zero, turns.bonus, turns.after, turns.next)) {
            for (int entry = 0; entry < step.values.length / step.width; entry++) {
                int[] part = new int[8];
                for (int k = 0; k < part.length; k++) {
                    part[k] = step.part(entry, k);
                }
                assertThat(step.at(part[0], part[1], part[2], part[3], part[4], part[5], part[6], part[7]))
                        .isEqualTo(entry);
            }
        }
    }
}
