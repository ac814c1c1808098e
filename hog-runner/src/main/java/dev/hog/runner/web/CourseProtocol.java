package dev.hog.runner.web;

import static dev.hog.runner.web.ServedRules.checkDice;
import static dev.hog.runner.web.ServedRules.required;

import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.RuleDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.runner.io.DiceChoices;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The course's GUI protocol, so that the course's own front end runs against {@code hog serve}: {@code take_turn}
 * and {@code strategy}. The course's client keeps the game and sends its whole history with every request, so each
 * request replays it through a fresh {@link Match}: the recorded faces first, fresh fair dice after. It speaks the
 * course's words ({@code Player 0}), as that front end expects. A move the rules do not allow where it is made is a
 * mistake in the request, as a move out of range is.
 */
final class CourseProtocol {
    /** The course's strategy names, and the specs they are here. */
    private static final Map<String, String> COURSE_STRATEGIES = Map.of("final_strategy", "optimal",
            "piggypoints_strategy", "piggypoints", "more_boar_strategy", "more-boar");

    private final ServedRules served;

    CourseProtocol(ServedRules served) {
        this.served = served;
    }

    /**
     * The course's {@code take_turn}: the server's own game replayed with the recorded rolls and choices.
     *
     * @param request the rolls and choices so far
     * @return the rolls, scores, last messages and who moves next
     * @throws HogException if the request is not possible
     */
    Api.TookTurn takeTurn(Api.TakeTurn request) {
        GameDefinition defaults = served.defaults();
        Ruleset ruleset = served.rulesetOf(defaults);
        Map<String, String> options = new LinkedHashMap<>(defaults.options().asMap());
        boolean zeroDice = true;
        if (request.gameRules() != null) {
            for (Map.Entry<String, Boolean> rule : request.gameRules().entrySet()) {
                boolean on = required(rule.getValue(), "gameRules." + rule.getKey());
                String option = RuleDefinition.idOf(rule.getKey());
                if (ruleset.options().stream().map(Option::name).anyMatch(option::equals)) {
                    options.put(option, String.valueOf(on));
                } else if (option.equals("piggy-points") && !on) {
                    // As the course's front end: without Piggy Points, a player rolls at least one die.
                    zeroDice = false;
                }
            }
        }
        GameDefinition rules = ruleset.game(options);
        if (request.goal() != null) {
            rules = rules.withGoal(request.goal());
        }
        List<Integer> moves = required(request.moveHistory(), "moveHistory");
        List<Integer> rolls = request.prevRolls() == null ? List.of() : request.prevRolls();
        for (int i = 0; i < moves.size(); i++) {
            Integer move = required(moves.get(i), "moveHistory[" + i + "]");
            checkDice(rules, move, "moveHistory[" + i + "]");
            if (move == 0 && !zeroDice) {
                throw new HogException("moveHistory[" + i + "] rolls no dice, but with Piggy Points off a player rolls"
                        + " at least 1 die");
            }
        }
        for (int i = 0; i < rolls.size(); i++) {
            required(rolls.get(i), "prevRolls[" + i + "]");
        }
        ReplayedDice dice = new ReplayedDice(rolls, served.dice(rolls.size()));
        Match match = Match.builder(rules).dice(dice).commentary(served.commentary(rules, null)).build();
        for (int i = 0; i < moves.size() && !match.isOver(); i++) {
            int move = moves.get(i);
            String refusal = rules.refusal(match.state(), move).orElse(null);
            if (refusal != null) {
                throw new HogException("moveHistory[" + i + "] is " + move + " dice: " + refusal + "; there the rules"
                        + " allow " + DiceChoices.describe(match.legalDice()) + " dice");
            }
            match.roll(move);
        }
        List<TurnRecord> played = match.turns();
        Scores scores = match.scores();
        return new Api.TookTurn(dice.rolled(), new int[] {scores.score0(), scores.score1()}, message(played),
                messages(played), match.isOver(), match.isOver() ? played.get(played.size() - 1).player()
                        : match.mover());
    }

    /**
     * The course's {@code strategy}: the choice of a strategy for player 1.
     *
     * @param question the strategy and both scores, player 0's first
     * @return the number of dice
     * @throws HogException if the strategy or the scores are not possible
     */
    int strategy(Api.StrategyQuestion question) {
        String name = required(question.name(), "name").strip();
        List<Integer> scores = required(question.scores(), "scores");
        if (scores.size() != 2 || scores.contains(null) || scores.get(0) < 0 || scores.get(1) < 0) {
            throw new HogException("scores are two scores of 0 or more, player 0's first, such as [10, 24]");
        }
        GameDefinition defaults = served.defaults();
        Strategy strategy = served.computer(defaults, COURSE_STRATEGIES.getOrDefault(name, name));
        return strategy.numRolls(defaults.state(scores.get(0), scores.get(1), 1));
    }

    private static String message(List<TurnRecord> played) {
        return played.isEmpty() ? "" : String.join("\n", played.get(played.size() - 1).commentary());
    }

    private static List<String> messages(List<TurnRecord> played) {
        if (played.isEmpty()) {
            return List.of();
        }
        TurnRecord last = played.get(played.size() - 1);
        List<String> messages = new ArrayList<>(last.effects().stream().map(Effect::toString).toList());
        messages.addAll(last.commentary());
        return messages;
    }

    /** The recorded faces first, each checked against the die rolled, then fresh dice; remembers every face. */
    private static final class ReplayedDice implements Dice {
        private final List<Integer> recorded;
        private final Dice fresh;
        private final List<Integer> rolled = new ArrayList<>();

        ReplayedDice(List<Integer> recorded, Dice fresh) {
            this.recorded = recorded;
            this.fresh = Objects.requireNonNull(fresh);
        }

        @Override
        public int roll(int sides) {
            int face;
            if (rolled.size() < recorded.size()) {
                face = recorded.get(rolled.size());
                if (face < 1 || face > sides) {
                    throw new HogException("recorded face " + (rolled.size() + 1) + " is " + face + ", which a "
                            + sides + "-sided die does not have");
                }
            } else {
                face = fresh.roll(sides);
            }
            rolled.add(face);
            return face;
        }

        List<Integer> rolled() {
            return List.copyOf(rolled);
        }
    }
}
