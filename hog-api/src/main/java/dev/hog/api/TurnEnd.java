package dev.hog.api;

/**
 * How a turn ends once its points are added: the scores after the {@link AfterTurnRule after-turn rules} and
 * whether an {@link ExtraTurnRule extra-turn rule} lets the mover move again. See {@link Rules#endTurn(int, int)}.
 *
 * @param score the mover's score
 * @param opponentScore the opponent's score
 * @param extraTurn whether the mover moves again
 */
public record TurnEnd(int score, int opponentScore, boolean extraTurn) {
}
