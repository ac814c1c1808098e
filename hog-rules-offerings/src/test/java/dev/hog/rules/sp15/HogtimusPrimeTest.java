package dev.hog.rules.sp15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.rule.TestTurn;
import dev.hog.rules.su15.HogWild;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hogtimus Prime, sp15: after the turn, if the scores sum to a prime, the player with the higher score gains the
 * turn's points again; tied scores gain nothing.
 */
class HogtimusPrimeTest {
    private static final GameDefinition RULES = Sp15.ruleset().defaultGame();
    private final HogtimusPrime rule = new HogtimusPrime();

    @ParameterizedTest(name = "is_prime({0}) = {1}")
    @CsvSource({"61, true", "48, false", "857, true", "1623, false", "2, true", "3, true", "4, false", "1, false",
            "0, false", "4093, true", "4097, false", "10007, true"})
    void isPrimeAsTheCourseTestsIt(int n, boolean prime) {
        assertThat(HogtimusPrime.isPrime(n)).isEqualTo(prime);
    }

    @Test
    void theMoverLeadingOnAPrimeSumGainsThePointsAgain() {
        TestTurn turn = TestTurn.of(37, 16).withPoints(7);

        assertThat(rule.appliesTo(turn)).as("53 is prime").isTrue();
        assertThat(rule.score(turn)).isEqualTo(44);
        assertThat(rule.opponentScore(turn)).isEqualTo(16);
    }

    @Test
    void theOpponentLeadingOnAPrimeSumGainsTheMoversPoints() {
        TestTurn turn = TestTurn.of(13, 40).withPoints(3);

        assertThat(rule.appliesTo(turn)).as("53 is prime").isTrue();
        assertThat(rule.score(turn)).isEqualTo(13);
        assertThat(rule.opponentScore(turn)).isEqualTo(43);
    }

    @Test
    void tiedScoresOrACompositeSumGainNothing() {
        assertThat(rule.appliesTo(TestTurn.of(1, 1).withPoints(1))).as("1 + 1 = 2 is prime, but tied").isFalse();
        assertThat(rule.appliesTo(TestTurn.of(37, 20).withPoints(7))).as("57 = 3 * 19").isFalse();
    }

    @Test
    void appliesToFreeBaconToo() {
        // 0 dice at 28 against 17: Free Bacon 1 + 7 = 8, and 36 + 17 = 53 is prime, so 36 + 8; at 30 against 17,
        // 38 + 17 = 55 is not.
        assertThat(RULES.next(RULES.start(28, 17), 0, 0).score0()).isEqualTo(44);
        assertThat(RULES.next(RULES.start(30, 17), 0, 0).score0()).isEqualTo(38);
    }

    @ParameterizedTest(name = "play(always({0}), always({1}), goal={2}) = ({3}, {4})")
    @CsvSource({"5, 5, 100, 106, 46", "2, 2, 100, 57, 104", "2, 10, 100, 7, 126", "0, 0, 100, 74, 106",
            "0, 2, 100, 108, 94", "0, 2, 10, 1, 12"})
    void theCoursesGamesWithFourSidedOnesAndSixSidedThrees(int dice0, int dice1, int goal, int score0, int score1) {
        assertThat(play(Strategy.alwaysRoll(dice0), Strategy.alwaysRoll(dice1), goal, Dice.test(1), Dice.test(3)))
                .isEqualTo(Scores.of(score0, score1));
    }

    @ParameterizedTest(name = "play({0}, weird_strat) = ({2}, {3})")
    @CsvSource({"always(0), 0, 101, 54", "weird_strat, -1, 108, 38"})
    void theCoursesGamesWithCyclingDice(String name, int dice0, int score0, int score1) {
        // The course's weird_strat rolls the opponent's score // 10; its four-sided test dice give 6, 1, 3, 4 in turn,
        // its six-sided ones 6, 1, 3, 4, 5, 2. A Python test die gives any face, the engine's only 1 to its sides: here
        // Hog Wild's dice have 100 sides, which changes nothing else, so that they can give the course's 6. The
        // course's setup defines weird_strat with def, which the course-case interpreter does not run.
        Strategy weird = (score, opponentScore) -> opponentScore / 10;
        Strategy first = dice0 < 0 ? weird : Strategy.alwaysRoll(dice0);
        GameDefinition rules = GameDefinition.of(Sp15.ID, RULES.options(), RULES.rules().stream()
                .map(rule -> rule instanceof HogWild ? new HogWild(100, HogWild.MULTIPLE) : rule).toList(),
                100, 10, 6);

        Scores scores = Match.builder(rules).players(first, weird)
                .dice(Dice.bySides(Map.of(100, Dice.test(6, 1, 3, 4), 6, Dice.test(6, 1, 3, 4, 5, 2)))).play()
                .finalScores();

        assertThat(scores).isEqualTo(Scores.of(score0, score1));
    }

    @Test
    void aTieOnAPrimeSumGivesNobodyAnything() {
        // Every die a 1, to 2: 1-0, then 1-1 (sum 2, prime, tied: nothing), then 2-1 (sum 3: the leader gains 1).
        assertThat(play(Strategy.alwaysRoll(1), Strategy.alwaysRoll(1), 2, Dice.test(1), Dice.test(1)))
                .isEqualTo(Scores.of(3, 1));
    }

    @Test
    void firesInAGameAndSaysSo() {
        GameRecord game = Match.builder(RULES).players(Strategy.alwaysRoll(0), Strategy.alwaysRoll(0)).start(28, 17)
                .goal(100).play();

        assertThat(game.turns().get(0).scores()).isEqualTo(Scores.of(44, 17));
        assertThat(game.turns().get(0).effects()).extracting(Object::toString)
                .containsExactly("Free Bacon! 8 points.",
                        "Hogtimus Prime! 53 is prime: the mover gains 8 points again.");
    }

    private static Scores play(Strategy strategy0, Strategy strategy1, int goal, Dice fourSided, Dice sixSided) {
        return Match.builder(RULES).players(strategy0, strategy1).goal(goal)
                .dice(Dice.bySides(Map.of(4, fourSided, 6, sixSided))).play().finalScores();
    }
}
