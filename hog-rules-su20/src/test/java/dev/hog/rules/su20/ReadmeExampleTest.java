package dev.hog.rules.su20;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.Commentary;
import dev.hog.api.Dice;
import dev.hog.api.Game;
import dev.hog.api.GameRecord;
import dev.hog.api.Ruleset;
import dev.hog.api.RulesetRegistry;
import dev.hog.api.TurnRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The README's embedding example, compiled and run; the README shows exactly this code. */
class ReadmeExampleTest {
    @Test
    void theEmbeddingExampleRuns() {
        // README:start
        Ruleset su20 = RulesetRegistry.discover().get("su20");

        GameRecord game = Game.builder(su20)
                .option("feral-hogs", true)
                .players(su20.strategy("bacon:cutoff=9"),
                        (score, opponentScore) -> score < opponentScore ? 6 : 4)
                .dice(Dice.fair(2020))
                .commentary(Commentary.both(Commentary.sayScores(), su20.announceHighest(0)))
                .play();

        for (TurnRecord turn : game.turns()) {
            System.out.println("Player " + turn.player() + " rolls " + turn.outcomes() + " " + turn.effects());
            turn.commentary().forEach(System.out::println);
        }
        System.out.println("Player " + game.winner() + " wins " + game.finalScores());
        // README:end

        assertThat(game.finalScores().score(game.winner())).isGreaterThanOrEqualTo(100);
        assertThat(game.turns()).isNotEmpty();
    }

    @Test
    void theReadmeShowsThisCode() throws IOException {
        String source = Files.readString(Path.of("src/test/java/dev/hog/rules/su20/ReadmeExampleTest.java"));
        String readme = Files.readString(Path.of("../README.md"));

        assertThat(readmeExample(readme)).isEqualTo(testExample(source));
    }

    private static String testExample(String source) {
        Matcher matcher = Pattern.compile("// README:start\\n(.*?)\\n\\s*// README:end", Pattern.DOTALL)
                .matcher(source);
        assertThat(matcher.find()).as("the example markers in this test").isTrue();
        return matcher.group(1).stripIndent().strip();
    }

    private static String readmeExample(String readme) {
        Matcher matcher = Pattern.compile("<!-- embedding example -->\\n```java\\n(.*?)```", Pattern.DOTALL)
                .matcher(readme);
        assertThat(matcher.find()).as("the embedding example in README.md").isTrue();
        return matcher.group(1).strip();
    }
}
