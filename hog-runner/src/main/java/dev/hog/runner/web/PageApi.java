package dev.hog.runner.web;

import static dev.hog.runner.web.ServedRules.checkDice;
import static dev.hog.runner.web.ServedRules.required;

import com.fasterxml.jackson.databind.util.RawValue;
import dev.hog.analysis.Odds;
import dev.hog.analysis.Solver;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Match;
import dev.hog.api.play.PlayerNames;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.TableFiles;
import dev.hog.json.TurnJson;
import dev.hog.runner.io.DiceChoices;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The page's own API: the rulesets on offer; games kept on the server, each a {@link Match} under an id, that a person
 * plays a roll at a time against the computer or another person; the odds of a state; and a strategy's picture.
 */
final class PageApi {
    /** The longest name a player may have. */
    static final int MAX_NAME = 40;
    /** The most cells of a strategy's picture: a goal of 1,000, whose answer is some 2 MB of JSON. */
    static final int MAX_MAP_CELLS = 1_000_000;

    private final ServedRules served;
    private final Games games;
    private long gamesStarted;

    PageApi(ServedRules served, Games games) {
        this.served = served;
        this.games = games;
    }

    /**
     * Every ruleset, as the page offers it.
     *
     * @return the rulesets, the server's own first
     */
    List<Api.Ruleset> rulesets() {
        GameDefinition defaults = served.defaults();
        List<Api.Ruleset> rulesets = new ArrayList<>();
        RulesetRegistry registry = served.plugins().registry();
        List<String> ids = new ArrayList<>(List.of(defaults.rulesetId()));
        registry.ids().stream().filter(id -> !id.equals(defaults.rulesetId())).forEach(ids::add);
        for (String id : ids) {
            Ruleset ruleset = id.equals(served.ruleset().id()) ? served.ruleset() : registry.get(id);
            List<Api.Option> options = ruleset.options().stream().map(option -> new Api.Option(option.name(),
                    option.type().name(), id.equals(defaults.rulesetId())
                            ? defaults.options().asMap().get(option.name()) : option.defaultValue(),
                    option.allowedValues(), option.description())).toList();
            List<String> strategies = new ArrayList<>(List.of("optimal"));
            strategies.addAll(ruleset.strategySpecs());
            rulesets.add(new Api.Ruleset(id, ruleset.name(), ruleset.aliases(), ruleset.description(),
                    id.equals(defaults.rulesetId()) ? defaults.goal() : ruleset.goal(), ruleset.maxDice(),
                    ruleset.sides(), options, strategies, moves(ruleset.defaultGame())));
        }
        return rulesets;
    }

    /** The moves a game offers beside the numbers of dice, for the pages. */
    static List<Api.Move> moves(GameDefinition rules) {
        return rules.moves().stream().map(move -> new Api.Move(move.choice(), move.name(), move.description()))
                .toList();
    }

    /**
     * Starts a game and keeps it. Player 0, a person, moves first.
     *
     * @param request the set-up
     * @return the game's id, its names and its state
     * @throws HogException if the set-up is not possible, or the server holds its most games
     */
    Api.Played start(Api.NewGame request) {
        Api.Setup setup = required(request.setup(), "setup");
        GameDefinition rules = served.rules(setup);
        String spec = setup.opponent() == null ? ServedRules.DEFAULT_OPPONENT : setup.opponent().strip();
        boolean person = spec.equals(ServedRules.PERSON);
        Strategy computer = person ? null : served.computer(rules, spec);
        List<String> names = names(setup.names(), person);
        long number;
        synchronized (this) {
            number = gamesStarted++;
        }
        PlayerNames players = PlayerNames.of(names.get(0), names.get(1));
        Match match = Match.builder(rules).dice(served.dice(number)).commentary(served.commentary(rules, players))
                .build();
        String id = games.add(match, computer, names);
        return played(id, names, match, List.of());
    }

    /**
     * The person to move rolls, then the computer plays until a person is to move or the game is over.
     *
     * @param id the game
     * @param request the number of dice
     * @return the turns played now and the state after them
     * @throws HogException if there is no such game, it is over, or the number of dice is not one the rules allow
     */
    Api.Played roll(String id, Api.Roll request) {
        Games.Game game = games.get(id);
        int dice = required(request.dice(), "dice");
        Match match = game.match();
        synchronized (match) {
            if (match.isOver()) {
                throw new HogException("the game is over, " + match.scores() + "; start a new game");
            }
            if (game.computer() != null && match.mover() == 1) {
                throw new HogException("it is the computer's turn; ask for the game with GET /api/v2/games/" + id);
            }
            checkDice(match.game(), dice, "dice");
            Optional<String> refusal = match.game().refusal(match.state(), dice);
            if (refusal.isPresent()) {
                throw new HogException("dice is " + dice + ": " + refusal.get() + "; send "
                        + DiceChoices.expected(match.legalDice()));
            }
            int before = match.turns().size();
            match.roll(dice);
            while (!match.isOver() && game.computer() != null && match.mover() == 1) {
                try {
                    match.roll(game.computer().numRolls(match.state()));
                } catch (HogException e) {
                    games.remove(id);
                    throw new HogException("the computer's strategy " + game.computer() + ": " + e.getMessage()
                            + "; the game ends here: choose a strategy that keeps to the rules, such as optimal", e);
                }
            }
            return played(id, game.names(), match,
                    match.turns().subList(before, match.turns().size()));
        }
    }

    /**
     * A game as it stands, with every turn so far.
     *
     * @param id the game
     * @return its turns and state
     * @throws HogException if there is no such game
     */
    Api.Played game(String id) {
        Games.Game game = games.get(id);
        Match match = game.match();
        synchronized (match) {
            return played(id, game.names(), match, match.turns());
        }
    }

    /**
     * Lets a game go.
     *
     * @param id the game
     * @return an empty answer
     * @throws Games.Gone if there is no such game
     */
    Api.Ended end(String id) {
        if (!games.remove(id)) {
            games.get(id);
        }
        return new Api.Ended(id);
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
        GameDefinition rules = served.rules(setup);
        String spec = setup.opponent() == null || setup.opponent().strip().equals(ServedRules.PERSON)
                ? ServedRules.DEFAULT_OPPONENT : setup.opponent().strip();
        if (!spec.equals(ServedRules.DEFAULT_OPPONENT)) {
            // A spec that cannot be built is the request's mistake, told now; optimal always can, and building it
            // here would solve the game in the request rather than in the background.
            served.computer(rules, spec);
        }
        GameState state = state(rules, required(request.state(), "state"));
        return served.solutions().odds(rules, spec, () -> served.computer(rules, spec))
                .map(odds -> odds(odds, state)).orElse(new Api.Odds(false, null, null, null, null));
    }

    private static Api.Odds odds(Odds odds, GameState state) {
        GameDefinition rules = odds.rules();
        if (rules.isOver(state)) {
            return new Api.Odds(true, odds.chance(state, state.mover()), new Double[0], null, null);
        }
        Double[] byDice = new Double[rules.maxDice() + 1];
        Map<Integer, Double> byMove = rules.moves().isEmpty() ? null : new TreeMap<>();
        for (int dice : rules.legalDice(state)) {
            if (dice < 0) {
                byMove.put(dice, odds.chanceAfter(state, dice));
            } else {
                byDice[dice] = odds.chanceAfter(state, dice);
            }
        }
        return new Api.Odds(true, odds.chance(state, state.mover()), byDice, odds.best(state), byMove);
    }

    /**
     * A strategy's choice at every pair of scores.
     *
     * @param request the set-up and the strategy: a spec, the best response to a spec, or a table's text
     * @return the choices
     * @throws HogException if the strategy is not possible
     */
    Api.StrategyMap map(Api.MapRequest request) {
        GameDefinition rules = served.rules(required(request.setup(), "setup"));
        int goal = rules.goal();
        checkCells(goal, "a strategy's picture");
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
            Strategy opponent = served.computer(rules, request.bestResponseTo().strip());
            StateCap.check(rules, "the best response is solved state by state");
            strategy = served.heavy().run("solving the best response to " + opponent + " in " + rules, () -> {
                try (Solver solver = new Solver()) {
                    return solver.bestResponse(rules, opponent).strategy();
                }
            });
            name = "best response to " + opponent;
        } else {
            strategy = served.computer(rules, required(request.strategy(), "strategy").strip());
            name = strategy.toString();
        }
        // The picture is a job too: a million cells of a strategy that thinks are not light work.
        Strategy drawn = strategy;
        int[][] dice = served.heavy().run("drawing " + name + " in " + rules, () -> {
            int[][] cells = new int[goal][goal];
            for (int score = 0; score < goal; score++) {
                for (int opponent = 0; opponent < goal; opponent++) {
                    cells[score][opponent] = drawn.numRolls(rules.state(score, opponent, 0));
                }
            }
            return cells;
        });
        return new Api.StrategyMap(name, goal, rules.maxDice(), dice, moves(rules));
    }

    /**
     * Checks that a picture by pairs of scores is within {@value #MAX_MAP_CELLS} cells, so that its answer is too.
     *
     * @param goal the goal: the picture is goal x goal
     * @param what the picture, such as {@code a regret map}
     * @throws StateCap.TooLarge if it is larger
     */
    static void checkCells(int goal, String what) {
        if ((long) goal * goal > MAX_MAP_CELLS) {
            throw new StateCap.TooLarge(what + " has a cell for every pair of scores; goal " + goal + " has "
                    + (long) goal * goal + ", more than the " + MAX_MAP_CELLS + " the server draws: choose a goal of"
                    + " at most " + (int) Math.sqrt(MAX_MAP_CELLS));
        }
    }

    /** The names of a set-up, checked, or the defaults. */
    static List<String> names(List<String> names, boolean person) {
        if (names == null) {
            return List.of("Player 1", person ? "Player 2" : "Computer");
        }
        if (names.size() != 2) {
            throw new HogException("names are two names, player 0's first, such as [\"Ada\", \"Computer\"], not "
                    + names.size());
        }
        List<String> checked = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            checked.add(name(names.get(i), "names[" + i + "]"));
        }
        if (checked.get(0).equalsIgnoreCase(checked.get(1))) {
            throw new HogException("the players need two different names, not '" + checked.get(0) + "' twice");
        }
        return List.copyOf(checked);
    }

    /**
     * A player's name, checked and stripped.
     *
     * @param name the name
     * @param what the field, for the message
     * @return the name
     * @throws HogException if it is absent, empty, longer than {@value #MAX_NAME} letters or not on one line
     */
    static String name(String name, String what) {
        String stripped = required(name, what).strip();
        if (stripped.isEmpty() || stripped.length() > MAX_NAME || stripped.chars().anyMatch(Character::isISOControl)) {
            throw new HogException(what + " must be 1 to " + MAX_NAME + " letters on one line, not '"
                    + shortened(name) + "'");
        }
        return stripped;
    }

    private static String shortened(String text) {
        String line = text.replaceAll("\\p{Cntrl}", "?");
        return line.length() > MAX_NAME + 10 ? line.substring(0, MAX_NAME + 10) + "…" : line;
    }

    private Api.Played played(String id, List<String> names, Match match, List<TurnRecord> turns) {
        List<RawValue> played = turns.stream().map(turn -> new RawValue(TurnJson.write(turn))).toList();
        if (match.isOver()) {
            return new Api.Played(id, names, played, state(match.state()), true, match.winner().getAsInt(), null,
                    null, null);
        }
        Moves moves = Moves.of(match);
        return new Api.Played(id, names, played, state(match.state()), false, null, moves.sides(),
                moves.legalDice(), moves.refusals());
    }

    /**
     * What the player to move may do in a match that goes on.
     *
     * @param sides the sides of the dice they would roll, by the number of dice (0 for none)
     * @param legalDice the numbers of dice they may roll, in increasing order
     * @param refusals why the rules forbid each other number of dice, by that number
     */
    record Moves(int[] sides, List<Integer> legalDice, Map<Integer, String> refusals) {
        static Moves of(Match match) {
            GameDefinition rules = match.game();
            GameState state = match.state();
            int[] sides = new int[rules.maxDice() + 1];
            for (int count = 1; count <= rules.maxDice(); count++) {
                sides[count] = rules.sides(state, count);
            }
            Map<Integer, String> refusals = new TreeMap<>();
            for (int dice : rules.choices()) {
                rules.refusal(state, dice).ifPresent(why -> refusals.put(dice, why));
            }
            return new Moves(sides, match.legalDice(), refusals);
        }
    }

    private static GameState state(GameDefinition rules, Api.State state) {
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

    static Api.State state(GameState state) {
        return new Api.State(new int[] {state.score0(), state.score1()}, state.mover(), state.turn(),
                state.extraTurn(), new int[] {state.memoryCode(0), state.memoryCode(1)});
    }
}
