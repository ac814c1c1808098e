package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.Strategy;
import dev.hog.api.ruleset.Ruleset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sampled games walk each turn their own way, for speed; they must play every turn as {@link TurnWalk}, the walk the
 * solver and the pair evaluator share, walks it. Games played here on the walk, with the same strategies and the same
 * dice, must give the same results to the last bit, under rules that read each part of the turn: the scores (Swap,
 * Sliding), the number of dice and the memory (Echo), the turn number and extra turns (Trot, like the trot example),
 * the faces and a choice rule (the sixes, like the doubles example), and none (Plain).
 */
class TurnWalkTest {
    private static final long GAMES = 3_000;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"plain", "echo", "trot", "swap", "sliding", "modest-sixes", "fickle-sixes"})
    void sampledGamesPlayEveryTurnAsTheSharedWalkWalksIt(String name) {
        GameDefinition rules = switch (name) {
            case "plain" -> Ruleset.builder("plain").rule(SimulationTest.ONE_FOR_NOTHING).build().defaultGame();
            case "echo" -> SolverTest.ECHO_HOG;
            case "trot" -> SolverTest.TROT;
            case "swap" -> SampledGamesTest.SWAP;
            case "sliding" -> SolverThreadsTest.SLIDING;
            case "modest-sixes" -> ChoiceAndFaceAnalysisTest.MODEST_SIXES;
            default -> ChoiceAndFaceAnalysisTest.FICKLE_SIXES;
        };
        playsAsTheWalk(rules);
    }

    /**
     * Checks that sampled games under these rules give, to the last bit, the results of the same games played on the
     * shared walk: the optimal strategy against a fixed number of dice (or the best response to it, where the rules
     * refuse that number somewhere), both ways round. Tests of other modules run it on the built-in rulesets.
     *
     * @param rules the rules
     */
    static void playsAsTheWalk(GameDefinition rules) {
        try (Solver solver = new Solver(1)) {
            // The optimal strategy reads the whole state and is asked every turn; a fixed number of dice is asked
            // once per pair of scores, where the rules allow it.
            Strategy optimal = solver.optimal(rules).strategy();
            Strategy fixed = Strategy.alwaysRoll(Math.min(2, rules.maxDice()));
            Strategy other = solver.choosesLegally(rules, fixed) ? fixed : solver.bestResponse(rules, optimal).strategy();
            for (Strategy[] pair : new Strategy[][] {{optimal, other}, {other, optimal}}) {
                SampledGames games = SampledGames.of(rules, pair[0], pair[1]);
                if (!rules.moves().isEmpty()) {
                    // Moves are played by the engine, whose games the test kit's contract holds to the exact rates.
                    assertThat(games).as("%s, whose rules have moves", rules).isNull();
                    return;
                }
                double[] sampled = new double[2];
                games.play(GAMES, GAMES - 1, 0, 0, 17, sampled);
                double[] walked = new Walked(rules, games, pair[0], pair[1]).play(GAMES, GAMES - 1, 17);

                assertThat(sampled).as("%s: %s against %s", rules, pair[0], pair[1]).containsExactly(walked);
            }
        }
    }

    /** Games played turn by turn on the {@link TurnWalk}, drawing each roll's outcome as the sampled games do. */
    private static final class Walked {
        private final GameDefinition rules;
        private final TurnTables turns;
        private final SampledGames games;
        private final Strategy a;
        private final Strategy b;
        private final TurnWalk walk;

        Walked(GameDefinition rules, SampledGames games, Strategy a, Strategy b) {
            this.rules = rules;
            this.turns = new TurnTables(rules);
            this.games = games;
            this.a = a;
            this.b = b;
            this.walk = new TurnWalk(turns);
        }

        /** A's wins moving first and moving second, as {@link SampledGames#play} counts them, from 0 to 0. */
        double[] play(long first, long second, long seed) {
            long[] random = {seed};
            double[] wins = new double[2];
            for (long pair = 0; pair < first; pair++) {
                for (int seat = 0; seat < 2 && (seat == 0 || pair < second); seat++) {
                    boolean aFirst = seat == 0;
                    double result = game(aFirst ? a : b, aFirst ? b : a, random);
                    wins[seat] += aFirst ? result : 1 - result;
                }
            }
            return wins;
        }

        /** The first mover's result in one game. */
        private double game(Strategy firstMover, Strategy secondMover, long[] random) {
            GameState start = rules.start(0, 0);
            int[] scores = {start.score0(), start.score1()};
            int[] memories = {start.memoryCode(0), start.memoryCode(1)};
            int mover = 0;
            boolean extraTurn = false;
            for (int number = 0; ; number++) {
                GameState state = GameState.ofCodes(scores[0], scores[1], mover, number, extraTurn, memories[0],
                        memories[1]);
                int dice = (mover == 0 ? firstMover : secondMover).numRolls(state);
                // The walk sees the state from the mover's side, and the turn number modulo the rules' period.
                int score = scores[mover];
                int opponent = scores[1 - mover];
                int mine = memories[mover];
                int theirs = memories[1 - mover];
                int part = number % rules.turnPeriod();
                int kind = extraTurn ? 1 : 0;
                int points;
                int code;
                if (dice == 0) {
                    points = walk.zeroDicePoints(score, opponent, mine, theirs, part, kind);
                    code = walk.noDiceCodes(points)[0];
                } else {
                    int roll = walk.dieSize(score, opponent, mine, theirs, part, kind, dice) * (rules.maxDice() + 1)
                            + dice;
                    code = AliasTable.sample(games.rolls, roll << games.columnBits, 64 - games.columnBits,
                            SplitMix.mix(random[0] += SplitMix.GAMMA));
                    points = code % turns.pointsRange;
                }
                walk.start(score, opponent, mine, theirs, part, kind, dice);
                int at = walk.landing(points, code);
                scores[mover] = walk.scores()[at];
                scores[1 - mover] = walk.scores()[at + 1];
                if (walk.ends(scores[mover], scores[1 - mover])) {
                    return Outcome.valueOf(scores[0], scores[1]);
                }
                int end = walk.end(scores[mover], scores[1 - mover], code);
                memories[mover] = end >>> 1;
                extraTurn = (end & 1) != 0;
                mover = extraTurn ? mover : 1 - mover;
            }
        }
    }
}
