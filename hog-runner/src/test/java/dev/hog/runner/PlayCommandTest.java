package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hog play}: a game in the terminal. */
class PlayCommandTest {
    @TempDir
    Path folder;

    @Test
    void aPersonAgainstTheComputerByDefault() {
        HogCli.Result result = new HogCli(folder).input("5\n0\n").run("play", "--seed", "7", "--goal", "40");

        assertThat(result.out()).startsWith("""
                Hog: CS 61A Summer 2020 (su20, feral-hogs=true, swine-swap=true). First to 40 wins.
                You (player 0, human) against Computer (player 1, always:6).

                You: you have 0, Computer has 0. How many dice will you roll (0 to 10)? \
                You: 5 dice: 2 5 1 6 4 = 1 point.
                  Pig Out! A 1 came up: the turn scores 1.
                  You 1, Computer 0.
                  "You take the lead by 1"
                Computer: 6 dice: 2 1 4 1 5 2 = 1 point.
                  Pig Out! A 1 came up: the turn scores 1.
                  Swine Swap! Scores swapped.
                  You 1, Computer 1.
                You: you have 1, Computer has 1. How many dice will you roll (0 to 10)? You: no dice = 9 points.
                  Free Bacon! 9 points.
                  You 10, Computer 1.
                  "You take the lead by 9"
                """);
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void badAnswersAreAskedAgain() {
        HogCli.Result result = new HogCli(folder).input("five\n11\n-1\n 3 \n").run("play", "--seed", "1", "--goal",
                "1");

        assertThat(result.out()).contains("How many dice will you roll (0 to 10)? 'five' is not a number of dice."
                + " Type a whole number from 0 to 10: '11' is not a number of dice. Type a whole number from 0 to 10:"
                + " '-1' is not a number of dice. Type a whole number from 0 to 10: You: 3 dice:");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void underFa16ThePromptOffersPorkChopByItsNumberAndAWordIsNotAChop() {
        HogCli.Result result = new HogCli(folder).input("chop\n-2\n-1\n").run("play", "--ruleset", "fa16", "--seed",
                "3", "--goal", "20");

        assertThat(result.out()).contains("You: you have 0, Computer has 0. How many dice will you roll (0 to 10, or -1"
                + " for Pork Chop)? 'chop' is not a number of dice. Type a whole number from 0 to 10, or -1 for Pork"
                + " Chop: '-2' is not a number of dice. Type a whole number from 0 to 10, or -1 for Pork Chop: You:"
                + " Pork Chop (-1) = 1 point.\n  Pork Chop! 1 point, and four-sided dice from now on.\n  You 1, Computer 0.");
        assertThat(result.out()).contains("Computer: 4 dice (4-sided): ");
    }

    @Test
    void aNumberOfDiceTheRulesForbidIsAskedAgainWithTheRulesReason() {
        Path plugins = WindedPlugin.folder(folder);
        HogCli.Result result = new HogCli(folder).input("5\n5\n9\n3\n").run("play", "--plugins", plugins.toString(),
                "--ruleset", WindedPlugin.ID, "--seed", "3", "--p1", "baseline");

        assertThat(result.out()).contains("You: 5 dice: 3 6 2 6 1 = 18 points.",
                "You: you have 18, Computer has 12. How many dice will you roll (0 to 3)? Winded does not allow 5 dice"
                        + " now: after a turn of 15 points or more, roll at most 3 dice. Type a whole number from 0 to"
                        + " 3: Winded does not allow 9 dice now: after a turn of 15 points or more, roll at most 3"
                        + " dice. Type a whole number from 0 to 3: You: 3 dice: 3 3 3 = 9 points.",
                "You: you have 27, Computer has 12. How many dice will you roll (0 to 10)?");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void aComputerStrategyThatBreaksAChoiceRuleEndsTheGameWithOneLine() {
        Path plugins = WindedPlugin.folder(folder);
        HogCli.Result result = new HogCli(folder).run("play", "--plugins", plugins.toString(), "--ruleset",
                WindedPlugin.ID, "--seed", "3", "--p0", "always:5", "--p1", "baseline");

        assertThat(result.err()).isEqualTo("hog: Player 0's strategy always:5 chose 5 dice on turn 2 (score 18,"
                + " opponent 12), which the rules do not allow: Winded does not allow 5 dice now: after a turn of 15"
                + " points or more, roll at most 3 dice. Allowed there: 0 to 3\n");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void theEndOfTheInputStopsTheGameCleanly() {
        HogCli.Result result = new HogCli(folder).input("").run("play", "--seed", "1");

        assertThat(result.out()).endsWith("How many dice will you roll (0 to 10)? \nNo more input: the game stops"
                + " here.\n");
        assertThat(result.err()).isEmpty();
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void theConfigurationChoosesThePlayersAndTheCommentary() {
        HogCli.Result result = new HogCli(folder).file("hog.yaml", """
                ruleset: sp21
                seed: 3
                goal: 30
                players:
                  - name: Ada
                    strategy: piggypoints
                  - name: Bo
                    strategy: always:4
                commentary: [scores, highest]
                """).run("play");

        assertThat(result.out()).startsWith("Hog: CS 61A Spring 2021 (sp21, more-boar=true). First to 30 wins.\n"
                + "Ada (player 0, piggypoints:cutoff=8,rolls=6) against Bo (player 1, always:4).\n");
        assertThat(result.out()).contains("\"Ada now has").contains("Ada has reached a new maximum point gain")
                .doesNotContain("Player 0", "Player 1");
        assertThat(result.out()).containsPattern("(Ada|Bo) wins, \\d+ to \\d+\\.\n$");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        String[] args = {"play", "--p0", "always:5", "--p1", "baseline", "--seed", "42"};

        assertThat(new HogCli(folder).run(args).out()).isEqualTo(new HogCli(folder).run(args).out());
    }
}
