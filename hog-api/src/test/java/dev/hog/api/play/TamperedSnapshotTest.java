package dev.hog.api.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.hog.api.HogException;
import dev.hog.api.game.Scores;
import dev.hog.api.rule.Effect;
import dev.hog.api.rule.ToyRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A snapshot whose turns are not what the rules and the commentary give is refused, naming the turn by its number and
 * the field, with the saved and the replayed values, in a message a few hundred characters long at most.
 */
class TamperedSnapshotTest {
    /** Turn 0: 4 and 5, Round Up to 10. Turn 1: 1 and 6, Snake Eyes. Turn 2: 3 and 3, and Echo, to 17. */
    private static final int[] FACES = {4, 5, 1, 6, 3, 3};
    private static final int LONGEST_MESSAGE = 300;
    private static final String TEN_MEGABYTES = "x".repeat(10_000_000);

    private MatchSnapshot saved;

    @BeforeEach
    void playThreeTurns() {
        Match match = Match.builder(ToyRules.RULESET).dice(Dice.test(FACES))
                .commentary(Commentary.announceLeadChanges()).build();
        match.roll(2);
        match.roll(2);
        match.roll(2);
        saved = match.snapshot();
    }

    /** The saved turn with some fields replaced: the one place this test builds a turn. */
    private TurnRecord forged(int index, int number, int points, Scores scores, List<Effect> effects,
            List<String> commentary) {
        TurnRecord turn = saved.turns().get(index);
        return turn.toBuilder().number(number).points(points).scores(scores).effects(effects).commentary(commentary)
                .build();
    }

    private TurnRecord turn(int index) {
        return saved.turns().get(index);
    }

    /** The saved match with one turn forged: the one place this test builds a snapshot. */
    private MatchSnapshot with(int index, TurnRecord forged) {
        List<TurnRecord> turns = new ArrayList<>(saved.turns());
        turns.set(index, forged);
        return MatchSnapshot.of(saved.ruleset(), saved.options(), saved.goal(), saved.start(), turns, saved.dice());
    }

    private static String refusal(MatchSnapshot tampered) {
        Throwable thrown = catchThrowable(() -> Match.restore(ToyRules.RULESET,
                tampered).commentary(Commentary.announceLeadChanges()).build());
        assertThat(thrown).isInstanceOf(HogException.class);
        assertThat(thrown.getMessage()).hasSizeLessThan(LONGEST_MESSAGE);
        return thrown.getMessage();
    }

    @Test
    void theUntamperedSnapshotRestoresEveryTurnAsSaved() {
        Match restored = Match.restore(ToyRules.RULESET, saved).commentary(Commentary.announceLeadChanges()).build();

        assertThat(restored.turns()).isEqualTo(saved.turns());
        assertThat(turn(0).effects()).extracting(Effect::rule).containsExactly("Round Up");
        assertThat(turn(1).effects()).extracting(Effect::rule).containsExactly("Snake Eyes");
        assertThat(turn(0).commentary()).isNotEmpty();
    }

    @Test
    void tamperedPointsAreRefusedNamingTheTurnAndBothValues() {
        TurnRecord turn = turn(0);

        assertThat(refusal(with(0, forged(0, 0, 12, turn.scores(), turn.effects(), turn.commentary()))))
                .isEqualTo("The snapshot's turn 0: saved points 12, the rules give 9");
    }

    @Test
    void tamperedScoresAreRefusedNamingTheTurnByItsNumber() {
        TurnRecord turn = turn(2);

        assertThat(refusal(with(2, forged(2, 2, turn.points(), Scores.of(99, 0), turn.effects(),
                turn.commentary()))))
                .isEqualTo("The snapshot's turn 2: saved scores (99, 0), the rules give (17, 0)");
    }

    @Test
    void aTurnSavedUnderAnotherNumberIsRefused() {
        TurnRecord turn = turn(1);

        assertThat(refusal(with(1, forged(1, 8, turn.points(), turn.scores(), turn.effects(), turn.commentary()))))
                .isEqualTo("The snapshot's turn 1: saved number 8, the rules give 1");
    }

    @Test
    void aTamperedEffectMessageIsRefusedQuotingBothMessages() {
        TurnRecord turn = turn(1);
        Effect snakeEyes = turn.effects().get(0);
        List<Effect> lucky = List.of(Effect.of(snakeEyes.rule(), "Player 1 scores 100"));

        assertThat(refusal(with(1, forged(1, 1, turn.points(), turn.scores(), lucky, turn.commentary()))))
                .isEqualTo("The snapshot's turn 1: saved effects[0].message \"Player 1 scores 100\", the rules give \""
                        + snakeEyes.message() + "\"");
    }

    @Test
    void anEffectOfARuleThatDidNotFireIsRefusedNamingTheRule() {
        TurnRecord turn = turn(1);
        List<Effect> swapped = List.of(Effect.of("Swine Swap", turn.effects().get(0).message()));

        assertThat(refusal(with(1, forged(1, 1, turn.points(), turn.scores(), swapped, turn.commentary()))))
                .isEqualTo("The snapshot's turn 1: saved effects[0].rule \"Swine Swap\", the rules give"
                        + " \"Snake Eyes\"");
    }

    @Test
    void aRemovedEffectIsRefusedNamingTheRulesThatFired() {
        TurnRecord turn = turn(1);

        assertThat(refusal(with(1, forged(1, 1, turn.points(), turn.scores(), List.of(), turn.commentary()))))
                .isEqualTo("The snapshot's turn 1: saved 0 effects, the rules give 1 (Snake Eyes)");
    }

    @Test
    void tamperedCommentaryIsRefusedQuotingBothLines() {
        TurnRecord turn = turn(0);

        assertThat(refusal(with(0, forged(0, 0, turn.points(), turn.scores(), turn.effects(),
                List.of("Player 1 wins the lottery")))))
                .isEqualTo("The snapshot's turn 0: saved commentary[0] \"Player 1 wins the lottery\", the commentary"
                        + " gives \"" + turn.commentary().get(0) + "\"; restore the match with the commentary it"
                        + " was played with");
    }

    @Test
    void tenMegabytesOfEffectMessageAreQuotedBySixtyCharacters() {
        TurnRecord turn = turn(1);
        List<Effect> long10mb = List.of(Effect.of("Snake Eyes", TEN_MEGABYTES));

        assertThat(refusal(with(1, forged(1, 1, turn.points(), turn.scores(), long10mb, turn.commentary()))))
                .startsWith("The snapshot's turn 1: saved effects[0].message \"" + "x".repeat(60) + "...\", the"
                        + " rules give \"");
    }

    @Test
    void tenMegabytesOfCommentaryAreQuotedBySixtyCharacters() {
        TurnRecord turn = turn(0);

        assertThat(refusal(with(0, forged(0, 0, turn.points(), turn.scores(), turn.effects(),
                List.of(TEN_MEGABYTES)))))
                .startsWith("The snapshot's turn 0: saved commentary[0] \"" + "x".repeat(60) + "...\"");
    }

    @Test
    void aSnapshotOfAnotherRulesetIsRefusedQuotingOnlyTheStartOfItsName() {
        MatchSnapshot other = MatchSnapshot.of(TEN_MEGABYTES, saved.options(), saved.goal(), saved.start(),
                saved.turns(), saved.dice());

        assertThatThrownBy(() -> Match.restore(ToyRules.RULESET, other)).isInstanceOf(HogException.class)
                .hasMessage("The snapshot is of ruleset \"" + "x".repeat(60) + "...\", not toy");
    }

    @Test
    void aMatchPlayedWithCommentaryIsRefusedWhenRestoredWithout() {
        assertThatThrownBy(() -> Match.restore(ToyRules.RULESET, saved).build()).isInstanceOf(HogException.class)
                .hasMessage("The snapshot's turn 0: saved 1 commentary lines, the commentary gives 0; restore the"
                        + " match with the commentary it was played with");
    }
}
