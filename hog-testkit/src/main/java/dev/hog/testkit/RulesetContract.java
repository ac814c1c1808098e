package dev.hog.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.ExactWinRate;
import dev.hog.analysis.Simulation;
import dev.hog.analysis.Solution;
import dev.hog.analysis.Solver;
import dev.hog.analysis.StrategyTable;
import dev.hog.analysis.WinRate;
import dev.hog.api.API;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Strategy;
import dev.hog.api.game.Transition;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.play.TurnRecord;
import dev.hog.api.rule.DiceChoiceRule;
import dev.hog.api.rule.FaceRule;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.RerollRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.TestTurn;
import dev.hog.api.ruleset.Option;
import dev.hog.api.ruleset.RegisteredRuleset;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetProvider;
import dev.hog.api.ruleset.RulesetRegistry;
import dev.hog.json.RecordedGame;
import dev.hog.json.RecordedTurn;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every ruleset promises, checked for the rulesets under test, under every combination of their options. A plugin
 * gets these checks by extending this class in its tests, in the package of its provider:
 *
 * <pre>{@code
 * class MyRulesetContractTest extends RulesetContract {
 * }
 * }</pre>
 *
 * <p>The rulesets under test are, by default, those whose {@link RulesetProvider providers} discovery finds in the
 * test's own package (or a package within it, or one it is within): the plugin's own, not every ruleset on the class
 * path. A test may name them instead, {@code super("trot")}, or override {@link #rulesets()}. If none is found, the
 * contract fails and says how to register one.
 *
 * <p>Random games use seeded fair dice and strategies that choose a random number of dice among those the rules allow,
 * so a failure repeats. The baseline, every named strategy and the optimal strategy must choose legal dice in the
 * states the solver tells apart, where the {@link dev.hog.api.rule.DiceChoiceRule choice rules} must leave at least
 * one choice and refuse the others naming the rule. Transitions must match counting every combination of faces, each
 * played from its faces, so that a {@link dev.hog.api.rule.FaceRule face rule}'s summary is checked against the faces
 * themselves. The exact solver must agree with brute force on small goals, and with simulation on the ruleset's goal.
 */
@API(status = API.Status.STABLE, since = "1.0")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class RulesetContract {
    /** Random games played under each combination of options. */
    protected static final int GAMES = 200;
    /** Goals small enough to check the solver by brute force. */
    private static final int[] SMALL_GOALS = {10, 15, 20};
    private static final long SIMULATED_GAMES = 200_000;
    /**
     * The contract compares many exact figures with simulations; each comparison allows the 99.9% interval, so that
     * the chance of one failing by bad luck stays small, where the 95% interval would fail about one in twenty. A
     * figure outside it is checked again against a simulation ten times as long from another seed, and fails only if
     * it is outside that one's interval too: a build's contracts make a few hundred comparisons, each with its own
     * seeded sample, so some right figure would otherwise miss by bad luck, while a wrong one misses the longer
     * simulation by even more.
     */
    private static final double Z_999 = 3.2905267314918945;
    private static final double Z_95 = 1.959963984540054;
    /** The most states of a game that the checks of every state look at; a larger game is sampled. */
    private static final int STATES_CHECKED = 200_000;

    private final List<String> ids;
    private final Solver solver = new Solver();
    private final Map<GameDefinition, List<GameState>> states = new HashMap<>();
    private final Map<GameDefinition, List<ReachedState>> reached = new HashMap<>();
    private List<Ruleset> underTest;

    /** The contract for the rulesets whose providers are in this test's package. */
    protected RulesetContract() {
        this.ids = List.of();
    }

    /**
     * The contract for the rulesets of these ids.
     *
     * @param ids the ids of the rulesets under test, each of which discovery must find
     */
    protected RulesetContract(String... ids) {
        this.ids = List.of(ids);
    }

    /** Stops the solver's threads. */
    @AfterAll
    void closeSolver() {
        solver.close();
    }

    /**
     * The rulesets under test: by default those whose providers {@link RulesetRegistry#discoverAll discovery} finds
     * in this test's package, or those of the ids given to the constructor.
     *
     * @return the rulesets
     */
    protected List<Ruleset> rulesets() {
        if (underTest == null) {
            underTest = find();
        }
        return underTest;
    }

    private List<Ruleset> find() {
        RulesetRegistry.Discovery discovery = RulesetRegistry.discoverAll(
                Thread.currentThread().getContextClassLoader());
        List<RegisteredRuleset> found = discovery.registry().entries();
        String problems = discovery.problems().isEmpty() ? ""
                : "; discovery met these problems: " + discovery.problems();
        if (!ids.isEmpty()) {
            List<Ruleset> named = new ArrayList<>();
            for (String id : ids) {
                named.add(discovery.registry().find(id).orElseThrow(() -> new AssertionError("No ruleset '" + id
                        + "' was discovered; the rulesets found are " + discovery.registry().ids() + problems)));
            }
            return named;
        }
        String mine = getClass().getPackageName();
        List<Ruleset> own = found.stream().filter(entry -> related(packageOf(entry.provider()), mine))
                .map(RegisteredRuleset::ruleset).toList();
        if (own.isEmpty()) {
            throw new AssertionError("No ruleset provider was discovered in package " + mine + ", the package of "
                    + getClass().getSimpleName() + "; the contract checks the rulesets whose providers are there."
                    + " Register the provider in src/main/resources/META-INF/services/"
                    + RulesetProvider.class.getName() + " (the class path) and with provides in module-info.java (the"
                    + " module path), or name the rulesets to check: super(\"id\"). Found: "
                    + found.stream().map(RegisteredRuleset::origin).toList() + problems);
        }
        return own;
    }

    private static String packageOf(String className) {
        int dot = className.lastIndexOf('.');
        return dot < 0 ? "" : className.substring(0, dot);
    }

    private static boolean related(String one, String other) {
        return one.equals(other) || one.startsWith(other + ".") || other.startsWith(one + ".");
    }

    /**
     * Every ruleset under every combination of its options.
     *
     * @return the rules
     */
    protected List<GameDefinition> rules() {
        List<GameDefinition> all = new ArrayList<>();
        for (Ruleset ruleset : rulesets()) {
            combinations(ruleset, 0, new LinkedHashMap<>(), all);
        }
        return all;
    }

    /**
     * The ruleset under test that a game definition comes from.
     *
     * @param rules a game definition of one of {@link #rulesets()}
     * @return its ruleset
     */
    protected Ruleset rulesetOf(GameDefinition rules) {
        return rulesets().stream().filter(ruleset -> ruleset.id().equals(rules.rulesetId())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No ruleset under test has id " + rules.rulesetId()));
    }

    private static void combinations(Ruleset ruleset, int index, Map<String, String> chosen, List<GameDefinition> all) {
        if (index == ruleset.options().size()) {
            all.add(ruleset.game(ruleset.options(chosen)));
            return;
        }
        Option option = ruleset.options().get(index);
        for (String value : option.allowedValues()) {
            chosen.put(option.name(), value);
            combinations(ruleset, index + 1, chosen, all);
        }
        chosen.remove(option.name());
    }

    @Test
    void rulesetsAreDiscovered() {
        assertThat(rulesets()).as("the rulesets under test, found by ServiceLoader").isNotEmpty();
    }

    @Test
    void idsAreUniqueAndNonBlank() {
        List<String> ids = rulesets().stream().map(Ruleset::id).toList();

        assertThat(ids).doesNotHaveDuplicates().allSatisfy(id -> assertThat(id).isNotBlank()
                .matches("[a-z0-9][a-z0-9-]*"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void everyOptionIsDeclaredWithADefaultItAllows(Ruleset ruleset) {
        assertThat(ruleset.options()).allSatisfy(option -> {
            assertThat(option.defaultValue()).isNotNull();
            assertThat(option.allowedValues()).contains(option.defaultValue());
            assertThat(option.description()).isNotBlank();
        });
        assertThat(ruleset.defaultOptions().asMap().keySet())
                .containsExactlyElementsOf(ruleset.options().stream().map(Option::name).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theBaselineAndEveryNamedStrategyChooseLegalDice(GameDefinition rules) {
        Ruleset ruleset = rulesetOf(rules);
        for (Strategy named : ruleset.standardStrategies()) {
            Strategy strategy = named.forGame(rules);
            String advice = named == ruleset.baseline() ? " Every exact comparison plays the baseline, " + named
                    + ", in every state, and a ruleset's baseline is always:5 (or always:N, N the most dice, if"
                    + " fewer) unless it sets another: set one that the choice rules allow everywhere, with"
                    + " Ruleset.Builder.baseline(...)."
                    : " Every exact comparison plays a named strategy in every state: make it choose among"
                    + " GameDefinition.legalDice(state).";
            for (ReachedState reached : statesGamesReach(rules)) {
                checkChoice(rules, strategy, reached.state(), "in " + reached.where(), advice);
            }
            for (GameState state : statesTheSolverTellsApart(rules)) {
                checkChoice(rules, strategy, state, "in a state the solver tells apart (no seeded game reached one"
                        + " where it chose wrong)", advice);
            }
        }
    }

    private static void checkChoice(GameDefinition rules, Strategy strategy, GameState state, String where,
            String advice) {
        int dice = strategy.numRolls(state);
        assertThat(rules.choices()).as(() -> strategy + " with " + rules.describe(state) + ", " + where).contains(dice);
        if (!rules.allows(state, dice)) {
            throw new AssertionError(strategy + " chose " + dice + " dice with " + rules.describe(state) + ", "
                    + where + ", which " + rules + " does not allow: " + rules.refusal(state, dice).orElse("")
                    + "; allowed there: " + rules.legalDice(state) + "." + advice);
        }
    }

    /** A state a game reached, and which game and turn: a state a reader can see in play. */
    private record ReachedState(GameState state, String where) {
    }

    /**
     * The states seeded games between the contract's random strategies reach, each once, in the order they were
     * reached: checked before the states the solver tells apart, so that a failure names a state a game can be in.
     */
    private List<ReachedState> statesGamesReach(GameDefinition rules) {
        return reached.computeIfAbsent(rules, RulesetContract::playToReach);
    }

    private static List<ReachedState> playToReach(GameDefinition rules) {
        Map<GameState, ReachedState> found = new LinkedHashMap<>();
        for (int seed = 0; seed < GAMES / 4; seed++) {
            GameRecord game = Match.builder(rules).players(new RandomStrategy(rules, 3L * seed),
                    new RandomStrategy(rules, 3L * seed + 1)).dice(Dice.fair(seed)).play();
            GameState state = rules.start(0, 0);
            for (TurnRecord turn : game.turns()) {
                found.putIfAbsent(withTurn(rules, state, state.turn() % rules.turnPeriod()),
                        new ReachedState(state, "turn " + turn.number() + " of a game with random legal choices and"
                                + " fair dice of seed " + seed));
                state = played(rules, state, turn);
            }
        }
        return List.copyOf(found.values());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theChoiceRulesLeaveTheMoverAtLeastOneChoiceInEveryState(GameDefinition rules) {
        for (GameState state : statesTheSolverTellsApart(rules)) {
            List<Integer> legal = new ArrayList<>();
            for (int dice : rules.choices()) {
                boolean allowed = rules.allows(state, dice);
                assertThat(rules.refusal(state, dice).isEmpty()).as(() -> dice + " dice with " + rules.describe(state)
                        + ": refused exactly when not allowed").isEqualTo(allowed);
                if (allowed) {
                    legal.add(dice);
                }
            }
            assertThat(legal).as(() -> "the legal dice with " + rules.describe(state)).isNotEmpty();
            assertThat(rules.legalDice(state)).as(() -> "the legal dice with " + rules.describe(state))
                    .isEqualTo(legal);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void aForbiddenChoiceIsRefusedWithTheReasonOfTheRuleThatForbidsIt(GameDefinition rules) {
        for (GameState state : statesTheSolverTellsApart(rules)) {
            for (int dice : rules.choices()) {
                Optional<String> refusal = rules.refusal(state, dice);
                if (refusal.isEmpty()) {
                    continue;
                }
                int chosen = dice;
                assertThat(choiceRules(rules)).as("the rule named in \"%s\"", refusal.get())
                        .anyMatch(rule -> refusal.get().startsWith(rule.name() + " "));
                assertThatThrownBy(() -> rules.transitions(state, chosen)).as("%d dice in %s", chosen, state)
                        .isInstanceOf(HogException.class).hasMessageContaining(refusal.get());
                assertThatThrownBy(() -> {
                    GameState next = chosen < 0 ? rules.next(state, chosen, 0)
                            : rules.next(state, Collections.nCopies(chosen, 1));
                })
                        .as("%d dice in %s", chosen, state)
                        .isInstanceOf(HogException.class).hasMessageContaining(refusal.get());
            }
        }
    }

    /**
     * The states the exact solver tells apart, from the mover's side: every pair of scores below the goal, every pair
     * of memory codes, every turn number modulo the rules' period and both kinds of turn; when there are more than
     * {@value #STATES_CHECKED}, the first turn of every pair of scores and a seeded random sample of the rest.
     */
    private List<GameState> statesTheSolverTellsApart(GameDefinition rules) {
        return states.computeIfAbsent(rules, RulesetContract::enumerateStates);
    }

    private static List<GameState> enumerateStates(GameDefinition rules) {
        int goal = rules.goal();
        int memory = rules.memorySize();
        int period = rules.turnPeriod();
        int perPair = memory * memory * period * 2;
        List<GameState> states = new ArrayList<>();
        if ((long) goal * goal * perPair <= STATES_CHECKED) {
            for (int score = 0; score < goal; score++) {
                for (int opponent = 0; opponent < goal; opponent++) {
                    for (int code = 0; code < perPair; code++) {
                        states.add(stateOfPair(rules, score, opponent, code));
                    }
                }
            }
            return states;
        }
        SplittableRandom random = new SplittableRandom(29);
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                states.add(rules.state(score, opponent, 0));
            }
        }
        while (states.size() < STATES_CHECKED) {
            states.add(stateOfPair(rules, random.nextInt(goal), random.nextInt(goal), random.nextInt(perPair)));
        }
        return states;
    }

    /** One of the states at a pair of scores, numbered by its memory codes, turn number and kind of turn. */
    private static GameState stateOfPair(GameDefinition rules, int score, int opponent, int code) {
        int memory = rules.memorySize();
        int period = rules.turnPeriod();
        boolean extraTurn = code % 2 == 1;
        int turn = code / 2 % period;
        int theirs = code / 2 / period % memory;
        int mine = code / 2 / period / memory;
        return rules.stateOfCodes(score, opponent, 0, turn, extraTurn, mine, theirs);
    }

    private static List<DiceChoiceRule> choiceRules(GameDefinition rules) {
        return rules.rules().stream().filter(DiceChoiceRule.class::isInstance).map(DiceChoiceRule.class::cast)
                .toList();
    }

    private static boolean readsFaces(GameDefinition rules) {
        return rules.rules().stream().anyMatch(FaceRule.class::isInstance);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void randomGamesEndAtTheGoalWithScoresThatNeverGoNegative(GameDefinition rules) {
        for (int seed = 0; seed < GAMES; seed++) {
            RandomStrategy first = new RandomStrategy(rules, 2L * seed);
            RandomStrategy second = new RandomStrategy(rules, 2L * seed + 1);
            GameRecord game = Match.builder(rules).players(first, second).dice(Dice.fair(seed)).play();

            for (TurnRecord turn : game.turns()) {
                assertThat(turn.scores().score0()).as("game %d", seed).isNotNegative();
                assertThat(turn.scores().score1()).as("game %d", seed).isNotNegative();
            }
            assertThat(Math.max(game.finalScores().score0(), game.finalScores().score1()))
                    .as("the higher score at the end of game %d", seed).isGreaterThanOrEqualTo(game.goal());
            assertThat(game.turns()).extracting(TurnRecord::number).as("turn numbers of game %d", seed)
                    .containsExactlyElementsOf(IntStream.range(0, game.turns().size()).boxed().toList());
            assertThat(first.asked).as("player 0 asked once per turn, game %d", seed)
                    .isEqualTo(game.turns().stream().filter(turn -> turn.player() == 0).count());
            assertThat(second.asked).as("player 1 asked once per turn, game %d", seed)
                    .isEqualTo(game.turns().stream().filter(turn -> turn.player() == 1).count());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void replayingAGamesDiceAndChoicesReproducesIt(GameDefinition rules) {
        for (int seed = 0; seed < GAMES / 10; seed++) {
            GameRecord game = Match.builder(rules)
                    .players(new RandomStrategy(rules, seed), new RandomStrategy(rules, ~seed))
                    .dice(Dice.fair(seed)).play();
            RecordedGame recorded = RecordedGame.of(rules.rulesetId(), new HashMap<>(rules.options().asMap()),
                    game.goal(), game.start(), game.turns().stream()
                            .map(turn -> RecordedTurn.of(turn.player(), turn.dice(), turn.outcomes(), turn.scores()))
                            .toList());

            GameRecord replayed = recorded.replay(rulesetOf(rules));

            assertThat(recorded.firstDifference(replayed)).as("game %d", seed).isEmpty();
            assertThat(replayed.turns()).extracting(TurnRecord::effects)
                    .containsExactlyElementsOf(game.turns().stream().map(TurnRecord::effects).toList());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theSameSeedPlaysTheSameGame(GameDefinition rules) {
        for (int seed = 0; seed < GAMES / 10; seed++) {
            GameRecord one = Match.builder(rules).players(new RandomStrategy(rules, seed),
                    rulesetOf(rules).baseline()).dice(Dice.fair(seed)).play();
            GameRecord two = Match.builder(rules).players(new RandomStrategy(rules, seed),
                    rulesetOf(rules).baseline()).dice(Dice.fair(seed)).play();

            assertThat(two).as("game %d", seed).isEqualTo(one);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theEngineFollowsThePureTurnAndTheRulesReadTheTurnNumberOnlyModuloTheirPeriod(GameDefinition rules) {
        for (int seed = 0; seed < GAMES / 10; seed++) {
            GameRecord game = Match.builder(rules).players(new RandomStrategy(rules, 5L * seed),
                    new RandomStrategy(rules, 6L * seed)).dice(Dice.fair(11 + seed)).play();
            GameState state = rules.start(game.start().score0(), game.start().score1());
            GameState reduced = state;
            for (TurnRecord turn : game.turns()) {
                assertThat(rules.sides(state, turn.dice())).as("game %d, turn %d", seed, turn.number())
                        .isEqualTo(turn.sides());
                GameState before = state;
                state = played(rules, state, turn);
                reduced = played(rules, reduced, turn);
                if (!readsFaces(rules)) {
                    int rollScore = turn.dice() <= 0 ? 0 : rules.roll(Dice.test(toArray(turn.outcomes()))::roll,
                            turn.dice(), turn.sides());
                    assertThat(rules.next(before, turn.dice(), rollScore)).as("game %d, turn %d, from the roll's"
                            + " score", seed, turn.number()).isEqualTo(state);
                }
                reduced = withTurn(rules, reduced, reduced.turn() % rules.turnPeriod());
                assertThat(state.scores()).as("game %d, turn %d", seed, turn.number()).isEqualTo(turn.scores());
                assertThat(withTurn(rules, state, reduced.turn()))
                        .as("game %d, turn %d, with the turn number modulo %d", seed, turn.number(),
                                rules.turnPeriod()).isEqualTo(reduced);
                assertThat(state.extraTurn()).as("game %d, turn %d: an extra turn keeps the mover", seed,
                        turn.number()).isEqualTo(state.mover() == turn.player());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void transitionsGiveTheChanceOfEveryNextStateAsCountingEveryFaceDoes(GameDefinition rules) {
        SplittableRandom random = new SplittableRandom(17);
        for (int sample = 0; sample < 40; sample++) {
            GameState state = rules.stateOfCodes(random.nextInt(rules.goal()), random.nextInt(rules.goal()),
                    random.nextInt(2), random.nextInt(100), random.nextBoolean(),
                    random.nextInt(rules.memorySize()), random.nextInt(rules.memorySize()));
            for (int count : rules.choices()) {
                if (count > 3 || !rules.allows(state, count)) {
                    continue;
                }
                int dice = count;
                Map<GameState, Double> counted = countFaces(rules, state, dice);
                Map<GameState, Double> listed = new HashMap<>();
                for (Transition transition : rules.transitions(state, dice)) {
                    assertThat(listed.put(transition.state(), transition.probability())).as("%s listed twice",
                            transition.state()).isNull();
                }
                assertThat(listed.keySet()).as("%s rolling %d", state, dice).isEqualTo(counted.keySet());
                listed.forEach((next, chance) -> assertThat(chance).as("%s rolling %d to %s", state, dice, next)
                        .isCloseTo(counted.get(next), within(1e-12)));
            }
        }
    }

    /**
     * Every combination of faces of a roll, each played through {@link GameDefinition#next(GameState, List)}, which
     * scores it by the roll rule and summarizes it by the face rules: counting, independent of the roll's distribution.
     */
    private static Map<GameState, Double> countFaces(GameDefinition rules, GameState state, int dice) {
        Map<GameState, Double> chances = new HashMap<>();
        if (dice < 0) {
            chances.put(rules.next(state, dice, 0), 1.0);
            return chances;
        }
        int sides = rules.sides(state, dice);
        // Each die is rolled once, and once more if a re-roll rule that applies re-rolls its face: sides^2 equal ways.
        boolean[] again = rerolled(rules, state, dice, sides);
        int rerolled = 0;
        for (int face = 1; face <= sides; face++) {
            rerolled += again[face] ? 1 : 0;
        }
        int perDie = rerolled == 0 ? sides : sides * sides;
        int combinations = (int) Math.pow(sides, dice);
        double ways = Math.pow(perDie, dice);
        List<Integer> faces = new ArrayList<>(dice);
        for (int code = 0; code < combinations; code++) {
            faces.clear();
            double weight = 1;
            for (int die = 0, rest = code; die < dice; die++, rest /= sides) {
                int face = rest % sides + 1;
                faces.add(face);
                weight *= rerolled == 0 ? 1 : (again[face] ? 0 : sides) + rerolled;
            }
            if (weight > 0) {
                chances.merge(rules.next(state, faces), weight / ways, Double::sum);
            }
        }
        return chances;
    }

    /**
     * Which faces the re-roll rules in force roll again on the mover's turn, asked of each rule itself through a
     * {@link TestTurn} of the state: {@code again[face]}.
     */
    private static boolean[] rerolled(GameDefinition rules, GameState state, int dice, int sides) {
        boolean[] again = new boolean[sides + 1];
        int mover = state.mover();
        for (Rule rule : rules.rules()) {
            if (rule instanceof RerollRule reroll) {
                TestTurn turn = TestTurn.of(state.moverScore(), state.opponentScore()).withDice(dice)
                        .withNumber(state.turn()).withExtraTurn(state.extraTurn());
                if (rule instanceof MemoryRule memory) {
                    turn = turn.withMemories(rules.memory(state, mover, memory), rules.memory(state, 1 - mover,
                            memory));
                }
                if (reroll.appliesTo(turn)) {
                    for (int face = 1; face <= sides; face++) {
                        again[face] |= reroll.rerolls(face);
                    }
                }
            }
        }
        return again;
    }

    /** The state after a recorded turn: its faces, or its move, played again through the pure turn. */
    private static GameState played(GameDefinition rules, GameState state, TurnRecord turn) {
        return turn.dice() < 0 ? rules.next(state, turn.dice(), 0) : rules.next(state, turn.outcomes());
    }

    private static GameState withTurn(GameDefinition rules, GameState state, int turn) {
        return rules.stateOfCodes(state.score0(), state.score1(), state.mover(), turn, state.extraTurn(),
                state.memoryCode(0), state.memoryCode(1));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theOptimalStrategyChoosesLegalDiceInEveryState(GameDefinition rules) {
        StrategyTable optimal = solver.optimal(rules).strategy();
        for (GameState state : statesTheSolverTellsApart(rules)) {
            int dice = optimal.numRolls(state);
            assertThat(rules.choices()).as(() -> "the optimal choice with " + rules.describe(state)).contains(dice);
            assertThat(rules.allows(state, dice)).as(() -> "the optimal choice of " + dice + " dice with "
                    + rules.describe(state) + ": " + rules.refusal(state, dice).orElse("")).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void theExactSolverAgreesWithBruteForceOnSmallGoals(GameDefinition rules) {
        List<Strategy> strategies = rulesetOf(rules).standardStrategies();
        for (int goal : SMALL_GOALS) {
            GameDefinition small = rules.withGoal(goal);
            BruteForce bruteForce = new BruteForce(small);
            Solution solution = solver.optimal(small);
            double tolerance = solution.valueIteration() ? 1e-9 : 1e-12;
            assertThat(solution.value()).as("the value of the game to %d", goal)
                    .isCloseTo(bruteForce.optimalValue(), within(tolerance));
            for (Strategy strategy : strategies) {
                ExactWinRate exact = solver.winRate(small, strategy, rulesetOf(rules).baseline());
                ExactWinRate brute = bruteForce.winRate(strategy, rulesetOf(rules).baseline());
                assertThat(exact.first()).as("%s first, to %d", strategy, goal).isCloseTo(brute.first(),
                        within(tolerance));
                assertThat(exact.second()).as("%s second, to %d", strategy, goal).isCloseTo(brute.second(),
                        within(tolerance));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void exactWinRatesLieWithinTheSimulationsConfidenceIntervals(GameDefinition rules) {
        Strategy baseline = rulesetOf(rules).baseline();
        for (Strategy strategy : rulesetOf(rules).standardStrategies()) {
            double exact = solver.winRate(rules, strategy, baseline).mean();
            WinRate simulated = new Simulation(rules, strategy, baseline).run(SIMULATED_GAMES, 61, 2, null);
            if (!withinInterval(exact, simulated)) {
                simulated = new Simulation(rules, strategy, baseline).run(10 * SIMULATED_GAMES, 62, 2, null);
            }
            double margin = margin(simulated);
            assertThat(exact).as("%s against %s: simulated %s", strategy, baseline, simulated)
                    .isBetween(simulated.winRate() - margin, simulated.winRate() + margin);
        }
    }

    /** Whether an exact win rate lies within the 99.9% interval of a simulation. */
    private static boolean withinInterval(double exact, WinRate simulated) {
        return Math.abs(exact - simulated.winRate()) <= margin(simulated);
    }

    /** Half the width of a simulation's 99.9% interval, from its 95% one. */
    private static double margin(WinRate simulated) {
        return Z_999 / Z_95 * (simulated.high() - simulated.low()) / 2;
    }

    private static int[] toArray(List<Integer> outcomes) {
        return outcomes.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Chooses a random number of dice among those the rules allow, from a seeded generator, and counts how often it is
     * asked. Legality depends on the whole state, so it is asked in states only.
     */
    private static final class RandomStrategy implements Strategy {
        private final GameDefinition rules;
        private final SplittableRandom random;
        private long asked;

        RandomStrategy(GameDefinition rules, long seed) {
            this.rules = rules;
            this.random = new SplittableRandom(seed);
        }

        @Override
        public int numRolls(int score, int opponentScore) {
            throw new UnsupportedOperationException("The contract's random strategy chooses among the legal dice of a"
                    + " state; the engine asks a strategy with the state");
        }

        @Override
        public int numRolls(GameState state) {
            asked++;
            List<Integer> legal = rules.legalDice(state);
            return legal.get(random.nextInt(legal.size()));
        }

        @Override
        public String toString() {
            return "random";
        }
    }
}
