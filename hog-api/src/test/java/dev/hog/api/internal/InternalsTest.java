package dev.hog.api.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.game.GameDefinition;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.game.Strategy;
import dev.hog.api.rule.ToyRules;
import dev.hog.api.ruleset.Ruleset;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A game's turn kernel is the SDK's own: no public method of the API hands it out, and the reader refuses others. */
class InternalsTest {
    @Test
    void aClassOutsideTheEngineAndTheAnalysisIsRefusedTheKernels() {
        assertThatThrownBy(() -> Internals.kernels()).isInstanceOf(IllegalCallerException.class)
                .hasMessage("A game's turn kernel is the SDK's own, not dev.hog.api.internal.InternalsTest's: play"
                        + " games through Match and GameDefinition");
    }

    @Test
    void nobodyButTheGameDefinitionInstallsTheReader() {
        assertThatThrownBy(() -> Internals.install(game -> null)).isInstanceOf(IllegalCallerException.class);
    }

    @Test
    void noPublicMemberOfTheGameDefinitionMentionsAnInternalType() {
        assertThat(Arrays.stream(GameDefinition.class.getMethods())
                .filter(method -> Modifier.isPublic(method.getModifiers()))
                .flatMap(method -> Arrays.stream(method.getParameterTypes()).map(Class::getPackageName)
                        .map(name -> method.getName() + " " + name))
                .filter(use -> use.endsWith(".internal"))).isEmpty();
        assertThat(Arrays.stream(GameDefinition.class.getMethods())
                .filter(method -> method.getReturnType().getPackageName().endsWith(".internal"))).isEmpty();
    }

    @Test
    void theEngineStillReadsItsKernel() {
        Ruleset snakeEyes = Ruleset.builder("snake-eyes").rule(ToyRules.SNAKE_EYES).build();

        assertThat(Match.builder(snakeEyes).goal(10).dice(Dice.test(3)).players(Strategy.alwaysRoll(1),
                Strategy.alwaysRoll(1)).play().finalScores().score0()).isEqualTo(12);
    }
}
