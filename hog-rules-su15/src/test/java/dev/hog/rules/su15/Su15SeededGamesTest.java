package dev.hog.rules.su15;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.course.PythonRandom;
import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The su15 course case that plays 100 games with Python's {@code random} seeded 1337 and folds every final score
 * into one number. With dice and a strategy that draw exactly what the course's Python draws, the engine must play
 * all 100 games exactly as the course did.
 */
class Su15SeededGamesTest {
    @Test
    void oneHundredRandomGamesReproduceTheCoursesSecret() {
        PythonRandom random = new PythonRandom(1337);
        Dice fourSided = sides -> random.randrange(1, 5);
        Dice sixSided = sides -> random.randrange(1, 7);
        Strategy randomStrategy = (score, opponent) -> (random.randrange(11) + opponent) % 10;
        BigInteger modulus = BigInteger.valueOf(1234567891);

        BigInteger secret = BigInteger.ONE;
        for (int i = 0; i < 100; i++) {
            Scores scores = Match.builder(Su15.ruleset()).players(randomStrategy, randomStrategy)
                    .dice(Dice.bySides(Map.of(4, fourSided, 6, sixSided))).build().finalScores();
            secret = BigInteger.valueOf((long) scores.score0() * scores.score1()).modPow(secret, modulus);
        }

        assertThat(secret).isEqualTo(BigInteger.valueOf(134026138));
    }
}
