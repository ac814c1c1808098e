package com.example.embed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.Strategy;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.MatchSnapshot;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import org.junit.jupiter.api.Test;

/** The README's embedding sample: a game's own loop drives a match of su20, saves it between turns, and resumes it. */
class EmbeddingTest {
    @Test
    void aGamesOwnLoopDrivesSu20AndASnapshotGoesOnAsTheMatchDid() {
        // README:embedding
        Ruleset su20 = RulesetRegistry.discover().get("su20");
        Strategy bacon = su20.strategy("bacon:cutoff=9");
        Commentary highest = Commentary.announceHighest(0, su20.gainAnnouncement());  // in su20's words
        Match match = Match.builder(su20)
                .option("feral-hogs", true)
                .dice(Dice.fair(2020))
                .commentary(Commentary.both(Commentary.sayScores(), highest))
                .build();

        MatchSnapshot saved = null;
        while (!match.isOver()) {                                    // the game's own loop drives the match
            int dice = match.mover() == 0 ? bacon.numRolls(match.state()) : 4;  // one of match.legalDice()
            TurnRecord turn = match.roll(dice);
            System.out.println("Player " + turn.player() + " rolls " + turn.outcomes() + " for " + turn.points());
            turn.effects().forEach(effect -> System.out.println("  " + effect));  // Swine Swap! Scores swapped.
            turn.commentary().forEach(line -> System.out.println("  " + line));
            if (turn.number() == 4) {
                saved = match.snapshot();                            // after turn 5: plain values
            }
        }
        System.out.println("Player " + match.winner().getAsInt() + " wins " + match.scores());

        Match resumed = Match.restore(su20, saved)                   // the same dice, where they were
                .commentary(Commentary.both(Commentary.sayScores(), highest))
                .build();
        while (!resumed.isOver()) {
            resumed.roll(resumed.mover() == 0 ? bacon.numRolls(resumed.state()) : 4);
        }
        // resumed.turns() and resumed.scores() are match.turns() and match.scores()
        // README:end

        assertThat(saved.turns()).hasSize(5);
        assertThat(match.turns()).hasSizeGreaterThan(5);
        assertThat(resumed.turns()).isEqualTo(match.turns());
        assertThat(resumed.scores()).isEqualTo(match.scores());
        assertThat(match.scores().score(match.winner().getAsInt())).isGreaterThanOrEqualTo(100);
        assertThat(match.turns()).flatMap(TurnRecord::commentary).isNotEmpty();
    }
}
