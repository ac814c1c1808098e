package dev.hog.rules.fa16;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.rule.RerollRule;
import dev.hog.api.rule.TestTurn;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.course.Arguments;
import dev.hog.course.CaseInterpreter;
import dev.hog.course.CourseCaseTests;
import dev.hog.course.CourseFunctions;
import dev.hog.course.CoursePlayUtils;
import dev.hog.course.CoursePlayUtils.Version;
import dev.hog.course.OkTests;
import dev.hog.course.RerolledDice;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fa16 course's own test files ({@code offerings/fa16/tests}), run through the API, with
 * {@code check_play_function}'s 1000 games, in which the random strategies also choose -1, against the staff's hashed
 * traces. The course's tests replace {@code six_sided}, {@code four_sided} and {@code reroll}; {@code play} rolls, each
 * turn, the dice {@code select_dice} gives, and checks that the rules roll dice of as many sides and re-roll the faces
 * the course's dice re-rolled. The cases left out are accounted for in {@link #theCasesLeftOutAreTestedByHand()}.
 */
class Fa16CourseCasesTest {
    private static final Ruleset FA16 = Fa16.ruleset();
    private static final GameDefinition RULES = FA16.defaultGame();
    /** take_turn scores a turn with Hogtimus Prime and When Pigs Fly, before any swap. */
    private static final GameDefinition TURN = CourseFunctions.game(FA16, Map.of(Fa16.SWINE_SWAP, false));
    private static final RerollRule HOG_WILD = RULES.rules().stream().filter(RerollRule.class::isInstance)
            .map(RerollRule.class::cast).findFirst().orElseThrow();
    private static final Path TESTS = OkTests.resourceFolder(Fa16CourseCasesTest.class, "/offerings/fa16/tests");

    private final CourseCaseTests cases = CourseCaseTests.ofOkTests(TESTS, Fa16.ID, Fa16CourseCasesTest::session);

    static CaseInterpreter session() {
        CaseInterpreter session = CourseFunctions.session(RULES, CoursePlayUtils.of(TESTS).tracingDice());
        return session
                .bind("four_sided", Dice.fair(4))
                .bind("six_sided", Dice.fair(6))
                .define("reroll", "dice", args -> new RerolledDice((Dice) args.get("dice")))
                .define("take_turn", "num_rolls, opponent_score, dice=None", args -> {
                    int dice = args.integer("num_rolls");
                    Dice rolled = args.given("dice") ? (Dice) args.get("dice") : (Dice) session.value("six_sided");
                    int rollScore = dice == 0 ? 0 : TURN.roll(rolled::roll, dice, FA16.sides());
                    return TURN.next(TURN.start(0, args.integer("opponent_score")), dice, rollScore).score0();
                })
                .define("select_dice", "score, opponent_score, dice_swapped", args -> selectDice(session,
                        args.integer("score"), args.integer("opponent_score"), (Boolean) args.get("dice_swapped"))
                        .dice())
                .define("bacon_strategy", "score, opponent_score, margin=8, num_rolls=4", args -> choice("bacon", args))
                .define("swap_strategy", "score, opponent_score, margin=8, num_rolls=4", args -> choice("swap", args))
                .define("play", "strategy0, strategy1, score0=0, score1=0, goal=100", args -> play(session, args));
    }

    /** What the course's select_dice gives, and whether Hog Wild wrapped it in the module's reroll. */
    private record Selected(Dice dice, boolean rerolled, int sides) {
    }

    /**
     * The course's {@code select_dice}: {@code four_sided} if Pork Chop has swapped the dice, else {@code six_sided},
     * wrapped in {@code reroll} when Hog Wild applies to the scores. It calls the session's {@code reroll}, which a
     * case may have replaced.
     */
    private static Selected selectDice(CaseInterpreter session, int score, int opponentScore, boolean swapped) {
        Dice dice = (Dice) session.value(swapped ? "four_sided" : "six_sided");
        int sides = swapped ? PorkChop.SWAPPED_SIDES : FA16.sides();
        if (!HOG_WILD.appliesTo(TestTurn.of(score, opponentScore))) {
            return new Selected(dice, false, sides);
        }
        return new Selected((Dice) session.call(session.value("reroll"), List.of(dice)), true, sides);
    }

    /**
     * The course's {@code play}: a chop of -1 swaps the dice for both players, and each turn of dice rolls those
     * {@code select_dice} gives, handed to the engine one face at a time.
     */
    private static Scores play(CaseInterpreter session, Arguments args) {
        Strategy[] strategies = {session.strategy(args.get("strategy0")), session.strategy(args.get("strategy1"))};
        SelectedDice dice = new SelectedDice();
        Match match = Match.builder(FA16).start(args.integer("score0"), args.integer("score1"))
                .goal(args.integer("goal")).dice(dice).build();
        boolean swapped = false;
        while (!match.isOver()) {
            int who = match.mover();
            int score = match.scores().score(who);
            int opponentScore = match.scores().score(1 - who);
            int chosen = strategies[who].numRolls(score, opponentScore);
            swapped ^= chosen == PorkChop.CHOICE;
            dice.select(selectDice(session, score, opponentScore, swapped));
            match.roll(chosen);
            dice.endTurn();
        }
        return match.scores();
    }

    /**
     * The dice of one turn of the course's {@code play}, as the engine rolls them: the dice inside {@code reroll},
     * which the engine re-rolls by Hog Wild, or, for dice a case gave in place of {@code reroll}'s, their faces as they
     * stand, each given again when Hog Wild rolls it once more. The engine must ask for dice of the sides
     * {@code select_dice} chose, and for a face again exactly when the course's dice re-rolled it.
     */
    private static final class SelectedDice implements Dice {
        private Selected selected;
        private Integer standing;

        void select(Selected turn) {
            selected = turn;
        }

        void endTurn() {
            if (standing != null) {
                throw new IllegalStateException("the rules did not roll again the face " + standing
                        + ", which the course's reroll re-rolled");
            }
        }

        @Override
        public int roll(int sides) {
            if (sides != selected.sides()) {
                throw new IllegalStateException("the rules rolled " + sides + "-sided dice, where the course's"
                        + " select_dice gave " + selected.sides() + "-sided ones");
            }
            if (selected.dice() instanceof RerolledDice rerolled) {
                return rerolled.dice().roll(sides);
            }
            if (standing != null) {
                int face = standing;
                standing = null;
                return face;
            }
            int face = selected.dice().roll(sides);
            if (selected.rerolled() && HOG_WILD.rerolls(face)) {
                standing = face;
            }
            return face;
        }
    }

    /** What the named strategy, of the call's margin and num_rolls, chooses at the call's scores. */
    private static int choice(String name, Arguments args) {
        return FA16.strategy(name + ":margin=" + args.integer("margin") + ",rolls=" + args.integer("num_rolls"))
                .numRolls(args.integer("score"), args.integer("opponent_score"));
    }

    @Test
    void theThousandGamesCheckTellsTheCoursesRulesFromOthers() {
        Path playSol = TESTS.resolve("play.sol");

        assertThat(Version.of(TESTS.resolve("play_utils.py"))).isEqualTo(Version.FA16);
        assertThat(CoursePlayUtils.checkPlayFunction(RULES, playSol, Version.FA16, true)).isEmpty();
        for (String option : List.of(Fa16.SWINE_SWAP, Fa16.HOGTIMUS_PRIME, Fa16.HOG_WILD)) {
            assertThat(CoursePlayUtils.checkPlayFunction(CourseFunctions.game(FA16, Map.of(option, false)), playSol,
                    Version.FA16, true)).as("without " + option).first().asString()
                    .startsWith("Incorrect result after playing ");
        }
        assertThatThrownBy(() -> CoursePlayUtils.checkPlayFunction(CourseFunctions.game(FA16,
                Map.of(Fa16.PORK_CHOP, false)), playSol, Version.FA16, true)).as("without Pork Chop")
                .isInstanceOf(HogException.class).hasMessageContaining("-1");
    }

    @TestFactory
    Stream<DynamicNode> courseCases() {
        return cases.tests();
    }

    @Test
    void aGameThatDiffersIsPrintedAsFa16sCheckPrintsIt(@TempDir Path folder) throws IOException {
        // The course's check_play_function, with the course's play_utils.py, printed these lines for a play.sol
        // whose hash of game 2, turn 16 (2981620936) was made 12345: a turn of re-rolled dice, as fa16 names it.
        Path wrong = folder.resolve("play.sol");
        Files.writeString(wrong, Files.readString(TESTS.resolve("play.sol")).replace("2981620936", "12345"));

        assertThat(CoursePlayUtils.checkPlayFunction(RULES, wrong, Version.FA16, true)).containsExactly(
                "Incorrect result after playing 2 game(s):",
                "----------------------------------------------------------------",
                "            score0  score1    Turn Summary",
                "----------------------------------------------------------------",
                "Turn 16:        38      32    Player 0 rolls 9 six-sided rerolled dice:",
                "                +1                5, 6, 6, 6, 4, 1, 2, 2, 4",
                "                39      32    Dice sum: 36 (rolled a 1)",
                "----------------------------------------------------------------",
                "Final Score:   104      84",
                "----------------------------------------------------------------",
                "Incorrect implementation of game at turn 16.",
                "Please read over the trace to find your error.",
                "",
                "If you're having trouble, try looking up the error ID on Piazza,",
                "or making a post with this full trace output.",
                "(error_id: 3548815655)");
        // Game 1's first hash made 12345: its first turn is a Pork Chop.
        Files.writeString(wrong, Files.readString(TESTS.resolve("play.sol")).replace("[[607464632,", "[[12345,"));
        List<String> chop = CoursePlayUtils.checkPlayFunction(RULES, wrong, Version.FA16, true);

        assertThat(chop).hasSize(16).endsWith("(error_id: 2271197368)");
        assertThat(chop.subList(4, 9)).containsExactly("Turn 0:          0       0    Player 0 rolls -1 dice and swaps"
                + " the dice", "                +1                ", "                 1       0    ",
                "----------------------------------------------------------------", "Final Score:    75     109");
    }

    @Test
    void theCasesLeftOutAreTestedByHand() {
        assertThat(cases.runnable()).as("the cases that run, each a test").isEqualTo(124);

        assertThat(cases.unsupported()).as("check_play_function's 1000 games run as a case of their own")
                .noneMatch(code -> code.contains("check_play_function"));
        assertThat(cases.locked()).as("the cases whose answers fa16's files hash: Fa16StrategiesTest has them")
                .hasSize(5).allMatch(code -> code.contains("bacon_strategy") || code.contains("swap_strategy"));
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("Make sure you call roll_dice"))
                .as("a roll_dice replaced by the test, whose 9002 points WhenPigsFlyTest caps at 20").hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("def "))
                .as("strategies the case defines for check_strategy: checkStrategyAllowsMinusOneToTen")
                .hasSize(3);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_strategy"))
                .as("check_strategy of the final strategy, which the ruleset contract checks for the exact optimal"
                        + " strategy").hasSize(1);
        assertThat(cases.unsupported()).filteredOn(code -> code.contains("final_win_rate"))
                .as("the final strategy's win rate, from the staff's tests/utils.py, whose setup the interpreter does"
                        + " not run: Fa16FinalWinRateTest solves it").hasSize(3);
        assertThat(cases.unsupported()).hasSize(8);
    }

    @Test
    void checkStrategyAllowsMinusOneToTen() {
        // tests/06.py: check_strategy(always_roll(5)) passes, a strategy returning 100 for (15, 20) fails, and every
        // pair of scores below the goal is asked; fa16's check_strategy_roll allows -1 to 10.
        List<Integer> choices = RULES.choices();
        Set<List<Integer>> asked = new HashSet<>();

        CourseFunctions.checkStrategy(Strategy.alwaysRoll(-1), 100, choices);
        CourseFunctions.checkStrategy(Strategy.named("check_completeness", (score, opponentScore) -> {
            asked.add(List.of(score, opponentScore));
            return 5;
        }), 100, choices);

        assertThat(choices).containsExactly(-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        assertThat(asked).hasSize(10_000);
        assertThatThrownBy(() -> CourseFunctions.checkStrategy(Strategy.named("fail_15_20", (score, opponentScore) ->
                score == 15 && opponentScore == 20 ? 100 : 5), 100, choices))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("fail_15_20 returned 100 for scores 15 and 20; it must return -1 to 10");
        assertThatThrownBy(() -> CourseFunctions.checkStrategy(Strategy.alwaysRoll(-2), 100, choices))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
