package dev.hog.course;

import dev.hog.analysis.Experiments;
import dev.hog.analysis.Solver;
import dev.hog.api.API;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import dev.hog.api.play.GameRecord;
import dev.hog.api.play.Match;
import dev.hog.api.ruleset.Ruleset;
import dev.hog.api.ruleset.RulesetRegistry;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The course functions every offering shares, bound to the API of one ruleset: {@code make_test_dice},
 * {@code roll_dice}, {@code always_roll}, {@code say_scores}, {@code announce_lead_changes},
 * {@code announce_highest} (in the ruleset's words), {@code both}, and the experiment helpers
 * {@code make_averaged}, {@code max_scoring_num_rolls} and {@code is_always_roll} from {@link Experiments}; the
 * student's {@code final_strategy} is the exact optimal strategy, and {@code final_win_rate} its exact win rate
 * against the ruleset's baseline. Each ruleset's test adds its own functions,
 * such as {@code free_bacon}, and its {@code play} through {@link #play(GameDefinition, Arguments, Dice,
 * CaseInterpreter)}.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class CourseFunctions {
    /** The parameters of the course's {@code play} that every offering has. */
    public static final String PLAY_PARAMETERS = "strategy0, strategy1, score0=0, score1=0, dice=None, goal=100,"
            + " say=None";

    private CourseFunctions() {
    }

    /**
     * A session with the shared course functions bound, and {@value CoursePlayUtils#DESCRIBE_GAME} playing these
     * rules.
     *
     * @param rules the rules whose roll rule {@code roll_dice} uses
     * @return the session
     */
    public static CaseInterpreter session(GameDefinition rules) {
        return session(rules, CoursePlayUtils.withoutCourseFiles());
    }

    /**
     * A session with the shared course functions bound, and the whole-game checks of the course's
     * {@code tests/play_utils.py} ({@value CoursePlayUtils#DESCRIBE_GAME} and
     * {@value CoursePlayUtils#CHECK_PLAY_FUNCTION}) as the given checks say. The modules {@code hog} and
     * {@code hog_gui} are bound as values the cases pass to them, and {@code importlib.reload} does nothing.
     *
     * @param rules the rules whose roll rule {@code roll_dice} uses, and which the whole games play
     * @param playUtils where the course's files are and how its checks play
     * @return the session
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static CaseInterpreter session(GameDefinition rules, CoursePlayUtils playUtils) {
        Ruleset ruleset = RulesetRegistry.discover().get(rules.rulesetId());
        CaseInterpreter session = new CaseInterpreter();
        FinalStrategy finalStrategy = new FinalStrategy(rules);
        playUtils.bind(session, rules);
        return session
                .bind("hog", new Module("hog"))
                .bind("hog_gui", new Module("hog_gui"))
                .define("importlib.reload", "module", args -> args.get("module"))
                .define("make_test_dice", "*outcomes", args -> Dice.test(integers(args.rest())))
                .define("roll_dice", "num_rolls, dice", args ->
                        rules.roll(((Dice) args.get("dice"))::roll, args.integer("num_rolls"), ruleset.sides()))
                .define("always_roll", "n", args -> Strategy.alwaysRoll(args.integer("n")))
                .bind("say_scores", Commentary.sayScores())
                .define("announce_lead_changes", "", args -> Commentary.announceLeadChanges())
                .define("announce_highest", "who", args -> Commentary.announceHighest(args.integer("who"),
                        ruleset.gainAnnouncement()))
                .define("both", "f, g", args ->
                        Commentary.both((Commentary) args.get("f"), (Commentary) args.get("g")))
                .define("make_averaged", "original_function, samples_count=1000", args -> {
                    Object function = args.get("original_function");
                    int samples = args.integer("samples_count");
                    return session.function("averaged", "*args", averaged -> Experiments.<List<Object>>makeAveraged(
                            arguments -> CaseInterpreter.number(session.call(function, arguments)), samples)
                            .applyAsDouble(averaged.rest()));
                })
                .define("max_scoring_num_rolls", "dice, trials_count=None, samples_count=None,"
                        + " num_samples=None, times_called=None, total_samples=None",
                        args -> Experiments.maxScoringNumRolls(rules, (Dice) args.get("dice"),
                                samples(args, "trials_count", "samples_count", "num_samples", "times_called",
                                        "total_samples")))
                .define("is_always_roll", "strategy, goal=100", args ->
                        Experiments.isAlwaysRoll(session.strategy(args.get("strategy")), args.integer("goal")))
                .define("final_strategy", "score, opponent_score", args ->
                        finalStrategy.get().numRolls(args.integer("score"), args.integer("opponent_score")))
                .define("final_win_rate", "", args -> new Solver().winRate(rules, finalStrategy.get(),
                        ruleset.baseline()).mean())
                .define("check_strategy", "strategy, goal=100", args -> {
                    checkStrategy(session.strategy(args.get("strategy")), args.integer("goal"), rules.choices());
                    return null;
                });
    }

    /**
     * The course's {@code check_strategy}: the strategy returns a number of dice from 0 to the maximum for every pair
     * of scores below the goal.
     *
     * @param strategy the strategy
     * @param goal the goal
     * @param maxDice the most dice allowed
     * @throws IllegalArgumentException naming the first pair of scores with a choice out of range
     */
    public static void checkStrategy(Strategy strategy, int goal, int maxDice) {
        checkStrategy(strategy, goal, IntStream.rangeClosed(0, maxDice).boxed().toList());
    }

    /**
     * The course's {@code check_strategy} of a game with moves, such as fa16's, whose strategies may also return -1:
     * the strategy returns one of the game's {@linkplain GameDefinition#choices() choices} for every pair of scores
     * below the goal.
     *
     * @param strategy the strategy
     * @param goal the goal
     * @param choices the choices allowed, in increasing order
     * @throws IllegalArgumentException naming the first pair of scores with a choice out of range
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public static void checkStrategy(Strategy strategy, int goal, List<Integer> choices) {
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                int dice = strategy.numRolls(score, opponent);
                if (!choices.contains(dice)) {
                    throw new IllegalArgumentException(strategy + " returned " + dice + " for scores " + score
                            + " and " + opponent + "; it must return " + choices.get(0) + " to "
                            + choices.get(choices.size() - 1));
                }
            }
        }
    }

    /**
     * Plays a game as the course's {@code play} does, from its {@link #PLAY_PARAMETERS parameters}.
     *
     * @param rules the rules in force
     * @param args the arguments of the call
     * @param defaultDice the dice when the call gives none
     * @param session prints what the commentary says
     * @return the final scores
     */
    public static Scores play(GameDefinition rules, Arguments args, Dice defaultDice, CaseInterpreter session) {
        Match.Builder game = Match.builder(rules)
                .players(session.strategy(args.get("strategy0")), session.strategy(args.get("strategy1")))
                .start(args.integer("score0"), args.integer("score1"))
                .goal(args.integer("goal"))
                .dice(args.given("dice") ? (Dice) args.get("dice") : defaultDice);
        if (args.given("say")) {
            game.commentary((Commentary) args.get("say"));
        }
        GameRecord record = game.play();
        record.turns().forEach(turn -> turn.commentary().forEach(session::print));
        return record.finalScores();
    }

    /**
     * The rules of a ruleset with some options set.
     *
     * @param ruleset the ruleset
     * @param options option values by name
     * @return the rules
     */
    public static GameDefinition game(Ruleset ruleset, Map<String, ?> options) {
        return ruleset.game(ruleset.options(options));
    }

    /**
     * The course's {@code final_strategy} was the strategy a student wrote to win; the SDK's is the exact optimal
     * strategy, solved the first time a case asks for it.
     */
    private static final class FinalStrategy {
        private final GameDefinition rules;
        private Strategy optimal;

        FinalStrategy(GameDefinition rules) {
            this.rules = rules;
        }

        Strategy get() {
            if (optimal == null) {
                optimal = new Solver().optimal(rules).strategy();
            }
            return optimal;
        }
    }

    /** A Python module, as a value the cases pass to the course's checks. */
    private record Module(String name) {
        @Override
        public String toString() {
            return "<module '" + name + "'>";
        }
    }

    /** The offerings name max_scoring_num_rolls's samples three ways; the one given, or the course's 1000. */
    private static int samples(Arguments args, String... names) {
        for (String name : names) {
            if (args.given(name)) {
                return args.integer(name);
            }
        }
        return Experiments.DEFAULT_SAMPLES;
    }

    private static int[] integers(List<Object> values) {
        return values.stream().mapToInt(value -> (Integer) value).toArray();
    }
}
