package dev.hog.runner.web;

import dev.hog.analysis.Odds;
import dev.hog.analysis.Solver;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.Effect;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.RuleDefinition;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.TableFiles;
import dev.hog.runner.Plugins;
import dev.hog.runner.strategy.StrategySpecs;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.function.ToIntFunction;

/**
 * What {@code hog serve} answers, kept free of any state a client could grow: every request carries the game so far,
 * which is replayed through the engine (recorded choices and faces first, fresh fair dice after), and only the
 * solutions of the last few set-ups are kept ({@link Solutions}).
 */
final class Plays {
    /** The opponent that is a second person at the same screen. */
    static final String PERSON = "person";
    /** The opponent when a set-up names none. */
    static final String DEFAULT_OPPONENT = "optimal";
    /** The course's strategy names, and the specs they are here. */
    private static final Map<String, String> COURSE_STRATEGIES = Map.of("final_strategy", "optimal",
            "piggypoints_strategy", "piggypoints", "more_boar_strategy", "more-boar");

    private final Plugins plugins;
    private final Ruleset ruleset;
    private final GameDefinition defaults;
    private final OptionalLong seed;
    /** The most turns the computer plays in one request: no game of scoring strategies comes near it. */
    private static final int MAX_COMPUTER_TURNS = 10_000;

    private final Solutions solutions = new Solutions();

    /**
     * The answers for a server.
     *
     * @param plugins the rulesets
     * @param ruleset the server's own ruleset, which may be a configuration's house ruleset the plugins do not hold
     * @param defaults the server's own game: the ruleset and options the course's protocol plays, and the page's
     *     default
     * @param seed the seed of the fair dice, so that the same choices roll the same faces; empty for fresh dice
     */
    Plays(Plugins plugins, Ruleset ruleset, GameDefinition defaults, OptionalLong seed) {
        this.plugins = plugins;
        this.ruleset = ruleset;
        this.defaults = defaults;
        this.seed = seed;
    }

    /** Stops the background solving. */
    void close() {
        solutions.close();
    }

    /**
     * Every ruleset, as the page offers it.
     *
     * @return the rulesets, the server's own first
     */
    List<Api.Ruleset> rulesets() {
        List<Api.Ruleset> rulesets = new ArrayList<>();
        RulesetRegistry registry = plugins.registry();
        List<String> ids = new ArrayList<>(List.of(defaults.rulesetId()));
        registry.ids().stream().filter(id -> !id.equals(defaults.rulesetId())).forEach(ids::add);
        for (String id : ids) {
            Ruleset ruleset = id.equals(this.ruleset.id()) ? this.ruleset : registry.get(id);
            List<Api.Option> options = ruleset.options().stream().map(option -> new Api.Option(option.name(),
                    option.type().name(), id.equals(defaults.rulesetId())
                            ? defaults.options().asMap().get(option.name()) : option.defaultValue(),
                    option.allowedValues(), option.description())).toList();
            List<String> strategies = new ArrayList<>(List.of("optimal"));
            strategies.addAll(ruleset.strategySpecs());
            rulesets.add(new Api.Ruleset(id, ruleset.name(), ruleset.description(),
                    id.equals(defaults.rulesetId()) ? defaults.goal() : ruleset.goal(), ruleset.maxDice(),
                    ruleset.sides(), options, strategies));
        }
        return rulesets;
    }

    /**
     * Plays on from a game so far: the person's choice, if given, then the computer's turns until a person is to move
     * or the game is over.
     *
     * @param request the set-up, the game so far and the choice
     * @return the turns played now and the state after them
     * @throws HogException if the set-up, the game so far or the choice is not possible
     */
    Api.Played play(Api.Play request) {
        Api.Setup setup = required(request.setup(), "setup");
        GameDefinition rules = rules(setup);
        String spec = setup.opponent() == null ? DEFAULT_OPPONENT : setup.opponent().strip();
        Strategy computer = spec.equals(PERSON) ? null : opponent(rules, spec);
        List<Api.Move> turns = request.turns() == null ? List.of() : request.turns();
        if (request.dice() != null) {
            checkDice(rules, request.dice(), "dice");
        }
        Deque<Integer> choices = new ArrayDeque<>();
        List<Integer> faces = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) {
            Api.Move move = required(turns.get(i), "turns[" + i + "]");
            List<Integer> outcomes = required(move.outcomes(), "turns[" + i + "].outcomes");
            if (outcomes.size() != move.dice() || outcomes.contains(null)) {
                throw new HogException("turns[" + i + "] rolled " + move.dice() + " dice but lists " + outcomes.size()
                        + " outcomes; a turn has one outcome per die");
            }
            checkDice(rules, move.dice(), "turns[" + i + "].dice");
            choices.add(move.dice());
            faces.addAll(outcomes);
        }
        ReplayedDice dice = new ReplayedDice(faces, fresh(faces.size()));
        Match match = Match.builder(rules).dice(dice).commentary(commentary(rules)).build();
        int recorded = 0;
        for (int choice : choices) {
            if (match.isOver()) {
                throw new HogException("turns[" + recorded + "] follows the end of the game, " + match.scores());
            }
            match.roll(choice);
            recorded++;
        }
        dice.checkAllReplayed();
        Integer pending = request.dice();
        int computerTurns = 0;
        while (!match.isOver()) {
            boolean person = match.mover() == 0 || computer == null;
            if (person && pending == null) {
                break;
            }
            if (!person && ++computerTurns > MAX_COMPUTER_TURNS) {
                throw new HogException("the computer played " + MAX_COMPUTER_TURNS + " turns in a row and the game"
                        + " did not end; choose a strategy that scores");
            }
            match.roll(person ? pending : computer.numRolls(match.state()));
            if (person) {
                pending = null;
            }
        }
        GameState state = match.state();
        List<Api.Turn> played = turns(match.turns(), turns.size());
        if (match.isOver()) {
            return new Api.Played(played, state(state), true, match.winner(), null);
        }
        int[] sides = new int[rules.maxDice() + 1];
        for (int count = 1; count <= rules.maxDice(); count++) {
            sides[count] = rules.sides(state, count);
        }
        return new Api.Played(played, state(state), false, null, sides);
    }

    /**
     * The course's {@code take_turn}.
     *
     * @param request the rolls and choices so far
     * @return the rolls, scores, last messages and who moves next
     * @throws HogException if the request is not possible
     */
    Api.TookTurn takeTurn(Api.TakeTurn request) {
        Map<String, String> options = new LinkedHashMap<>(defaults.options().asMap());
        boolean zeroDice = true;
        if (request.gameRules() != null) {
            for (Map.Entry<String, Boolean> rule : request.gameRules().entrySet()) {
                boolean on = required(rule.getValue(), "gameRules." + rule.getKey());
                String option = RuleDefinition.idOf(rule.getKey());
                if (rulesetOf(defaults).options().stream().map(Option::name).anyMatch(option::equals)) {
                    options.put(option, String.valueOf(on));
                } else if (option.equals("piggy-points") && !on) {
                    // As the course's front end: without Piggy Points, a player rolls at least one die.
                    zeroDice = false;
                }
            }
        }
        GameDefinition rules = rulesetOf(defaults).game(options);
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
        ReplayedDice dice = new ReplayedDice(rolls, fresh(rolls.size()));
        Match match = Match.builder(rules).dice(dice).commentary(commentary(rules)).build();
        for (int move : moves) {
            if (match.isOver()) {
                break;
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
        Strategy strategy = opponent(defaults, COURSE_STRATEGIES.getOrDefault(name, name));
        return strategy.numRolls(defaults.state(scores.get(0), scores.get(1), 1));
    }

    /**
     * The odds of a state for its mover, playing its best against the set-up's opponent (the optimal strategy when
     * the opponent is a person).
     *
     * @param request the set-up and the state
     * @return the odds, or not ready while they are solved in the background
     * @throws HogException if the set-up or the state is not possible
     */
    Api.Odds odds(Api.OddsRequest request) {
        Api.Setup setup = required(request.setup(), "setup");
        GameDefinition rules = rules(setup);
        String spec = setup.opponent() == null || setup.opponent().strip().equals(PERSON) ? DEFAULT_OPPONENT
                : setup.opponent().strip();
        if (!spec.equals(DEFAULT_OPPONENT)) {
            // A spec that cannot be built is the request's mistake, told now; optimal always can, and building it
            // here would solve the game in the request rather than in the background.
            opponent(rules, spec);
        }
        GameState state = state(rules, required(request.state(), "state"));
        return solutions.odds(rules, spec, () -> opponent(rules, spec)).map(odds -> odds(odds, state))
                .orElse(new Api.Odds(false, null, null, null));
    }

    private static Api.Odds odds(Odds odds, GameState state) {
        GameDefinition rules = odds.rules();
        if (rules.isOver(state)) {
            return new Api.Odds(true, odds.chance(state, state.mover()), new double[0], null);
        }
        double[] byDice = new double[rules.maxDice() + 1];
        for (int dice = 0; dice <= rules.maxDice(); dice++) {
            byDice[dice] = odds.chanceAfter(state, dice);
        }
        return new Api.Odds(true, odds.chance(state, state.mover()), byDice, odds.best(state));
    }

    /**
     * A strategy's choice at every pair of scores.
     *
     * @param request the set-up and the strategy: a spec, the best response to a spec, or a table's text
     * @return the choices
     * @throws HogException if the strategy is not possible
     */
    Api.StrategyMap map(Api.MapRequest request) {
        GameDefinition rules = rules(required(request.setup(), "setup"));
        Strategy strategy;
        String name;
        if (request.table() != null) {
            boolean json = "json".equalsIgnoreCase(request.format());
            name = "the uploaded table";
            try {
                strategy = TableFiles.read(new StringReader(request.table()), name, json, name, rules);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        } else if (request.bestResponseTo() != null) {
            Strategy opponent = opponent(rules, request.bestResponseTo().strip());
            try (Solver solver = new Solver()) {
                strategy = solver.bestResponse(rules, opponent).strategy();
            }
            name = "best response to " + opponent;
        } else {
            strategy = opponent(rules, required(request.strategy(), "strategy").strip());
            name = strategy.toString();
        }
        int goal = rules.goal();
        int[][] dice = new int[goal][goal];
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                dice[score][opponent] = strategy.numRolls(rules.state(score, opponent, 0));
            }
        }
        return new Api.StrategyMap(name, goal, rules.maxDice(), dice);
    }

    /** The rules of a set-up: the ruleset (the server's own by default), its options and the goal. */
    private GameDefinition rules(Api.Setup setup) {
        Ruleset chosen = setup.ruleset() == null || setup.ruleset().equals(ruleset.id()) ? ruleset
                : plugins.ruleset(setup.ruleset());
        Map<String, String> options = new LinkedHashMap<>();
        if (chosen == ruleset) {
            options.putAll(defaults.options().asMap());
        }
        if (setup.options() != null) {
            options.putAll(setup.options());
        }
        GameDefinition rules = chosen.game(options);
        if (setup.goal() != null) {
            return rules.withGoal(setup.goal());
        }
        return chosen == ruleset ? rules.withGoal(defaults.goal()) : rules;
    }

    /** A computer player from a spec: any the command takes, but for people and files on the server. */
    private Strategy opponent(GameDefinition rules, String spec) {
        String kind = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        if (kind.equals("human") || kind.equals(PERSON)) {
            throw new HogException("a person cannot be a computer player; give optimal, always:N, baseline or a"
                    + " ruleset's named strategy");
        }
        if (kind.equals("table")) {
            throw new HogException("table:FILE reads the server's files, which the page cannot; upload a table on"
                    + " the strategy page instead");
        }
        StrategySpecs specs = new StrategySpecs(rulesetOf(rules), rules, solutions::optimal, null, null,
                plugins.pluginOf(rules.rulesetId()));
        if (!specs.knows(kind)) {
            List<String> known = new ArrayList<>(List.of("optimal"));
            known.addAll(rulesetOf(rules).strategySpecs());
            throw new HogException("Unknown strategy '" + kind + "'; under " + rules.rulesetId()
                    + " the strategies are " + String.join(", ", known));
        }
        return specs.parse(spec, "player 1", "player 0", null);
    }

    private GameState state(GameDefinition rules, Api.State state) {
        int[] scores = required(state.scores(), "state.scores");
        int[] memories = state.memories() == null ? new int[] {rules.start(0, 0).memoryCode(0),
            rules.start(0, 0).memoryCode(1)} : state.memories();
        if (scores.length != 2 || memories.length != 2 || scores[0] < 0 || scores[1] < 0 || state.turn() < 0
                || (state.mover() != 0 && state.mover() != 1) || memories[0] < 0 || memories[1] < 0
                || memories[0] >= rules.memorySize() || memories[1] >= rules.memorySize()) {
            throw new HogException("state is {scores:[s0,s1], mover: 0 or 1, turn: 0 or more, extraTurn, memories:"
                    + " [m0,m1]} with scores of 0 or more and memories below " + rules.memorySize());
        }
        return rules.stateOfCodes(scores[0], scores[1], state.mover(), state.turn(), state.extraTurn(), memories[0],
                memories[1]);
    }

    private static Api.State state(GameState state) {
        return new Api.State(new int[] {state.score0(), state.score1()}, state.mover(), state.turn(),
                state.extraTurn(), new int[] {state.memoryCode(0), state.memoryCode(1)});
    }

    private static List<Api.Turn> turns(List<TurnRecord> played, int replayed) {
        return played.subList(Math.min(replayed, played.size()), played.size()).stream()
                .map(turn -> new Api.Turn(turn.player(), turn.dice(), turn.sides(), turn.outcomes(), turn.points(),
                        turn.effects().stream().map(Effect::toString).toList(), turn.commentary(),
                        new int[] {turn.scores().score0(), turn.scores().score1()}))
                .toList();
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

    /** The course's commentary: each player's biggest gains, and changes of the lead. */
    private Commentary commentary(GameDefinition rules) {
        return Commentary.both(Commentary.both(Commentary.announceHighest(0, rulesetOf(rules).gainAnnouncement()),
                Commentary.announceHighest(1, rulesetOf(rules).gainAnnouncement())), Commentary.announceLeadChanges());
    }

    /** Fair dice for the turns after the recorded ones: seeded by how many faces came before, if seeded at all. */
    private Dice fresh(int recorded) {
        return seed.isPresent() ? Dice.fair(seed.getAsLong() * 31 + recorded) : Dice.fair();
    }

    private static void checkDice(GameDefinition rules, int dice, String what) {
        if (dice < 0 || dice > rules.maxDice()) {
            throw new HogException(what + " is " + dice + " dice; a player rolls from 0 to " + rules.maxDice()
                    + " dice under " + rules.rulesetId());
        }
    }

    private static <T> T required(T value, String what) {
        if (value == null) {
            throw new HogException("the request needs " + what);
        }
        return value;
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

        void checkAllReplayed() {
            if (rolled.size() < recorded.size()) {
                throw new HogException("the game so far rolled " + rolled.size() + " dice, but " + recorded.size()
                        + " faces were recorded");
            }
        }

        List<Integer> rolled() {
            return List.copyOf(rolled);
        }
    }

    /** The ruleset of a game: the server's own, or one the plugins hold. */
    private Ruleset rulesetOf(GameDefinition rules) {
        return rules.rulesetId().equals(ruleset.id()) ? ruleset : plugins.registry().get(rules.rulesetId());
    }
}
