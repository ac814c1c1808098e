package dev.hog.course;

import dev.hog.api.API;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Scores;
import dev.hog.api.play.Dice;
import dev.hog.api.play.Match;
import dev.hog.api.rule.MemoryRule;
import dev.hog.api.rule.RerollRule;
import dev.hog.api.rule.Rule;
import dev.hog.api.rule.TestTurn;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;

/**
 * The whole-game checks of the course's {@code tests/play_utils.py}, in Java: the games are played by the engine
 * under a {@link GameDefinition}, with strategies and dice that draw from {@link PythonRandom} exactly what the
 * course's Python draws, so that the course's expected output is reproduced turn for turn.
 *
 * <ul>
 *   <li>{@link #describeGame} is {@code describe_game} (2020 on): a game from a test number, described turn by turn
 *   as the course's {@code trace_play} records it (the {@code hog_gui.trace_play} of fa20 and sp20, and the same
 *   function inside {@code play_utils.py} later); extra turns are turns of their own.</li>
 *   <li>{@link #checkPlayFunction} is {@code check_play_function} (2016 to 2019): 1000 games from
 *   {@code random.seed(1337)}, traced by the course's {@code GameTurn} and compared with the staff's hashed traces in
 *   {@code tests/play.sol}. It prints nothing when every game matches. fa16's strategies also choose -1, Pork Chop's
 *   move, and its check gives the dice of fa16's {@code select_dice} as {@link Version#FA16} says.</li>
 * </ul>
 *
 * <p>An instance says how a case session binds them ({@link CourseFunctions#session(GameDefinition,
 * CoursePlayUtils)}): where the course's files are, which rules a {@code describe_game} call's keywords
 * ({@code update=}, {@code feral_hogs=}) choose, and whether the staff's {@code play} rolled the dice the check traces.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class CoursePlayUtils {
    /** The name the course's cases call {@code describe_game} by. */
    public static final String DESCRIBE_GAME = "tests.play_utils.describe_game";
    /** The name the course's cases call {@code check_play_function} by. */
    public static final String CHECK_PLAY_FUNCTION = "tests.play_utils.check_play_function";
    /** The parameters of the bound {@code describe_game}: every offering's, {@code hog_gui} and keywords included. */
    static final String DESCRIBE_GAME_PARAMETERS = "hog, hog_gui=None, test_number=None, score0=None, score1=None,"
            + " goal=None, update=None, feral_hogs=None";

    private static final String SUMMARY = "Start scores = (%d, %d).\nPlayer %d rolls %d dice and gets outcomes %s.\n"
            + "End scores = (%d, %d)";
    private static final BigInteger TWO_TO_32 = BigInteger.ONE.shiftLeft(32);
    private static final BigInteger SCORE_FACTOR = new BigInteger("314159265358979");
    private static final BigInteger OPPONENT_FACTOR = new BigInteger("27182818284590452353602874713527");
    private static final BigInteger SEED_FACTOR = new BigInteger("161803398874989484820");
    private static final int TEST_SEED = 1337;
    private static final int NUM_TESTS = 1000;
    /** The goal {@code GameTurn.is_successor} compares with, whatever the game's. */
    private static final int TRACE_GOAL = 100;
    /** The sides of the course's six-sided dice, which the checks trace. */
    private static final int SIX = 6;
    private static final String RULE = "-".repeat(64);

    private final Path tests;
    private final Function<Arguments, GameDefinition> rulesBy;
    private final boolean diceTraced;

    private CoursePlayUtils(Path tests, Function<Arguments, GameDefinition> rulesBy, boolean diceTraced) {
        this.tests = tests;
        this.rulesBy = rulesBy;
        this.diceTraced = diceTraced;
    }

    /**
     * The checks as a session binds them with the course's files: {@code check_play_function} reads
     * {@code play.sol} and {@code play_utils.py} from this folder; {@code describe_game} plays the session's rules and
     * the staff's {@code play} rolled its own dice, which the check does not see.
     *
     * @param testsFolder the course's {@code tests} folder
     * @return the checks
     */
    public static CoursePlayUtils of(Path testsFolder) {
        return new CoursePlayUtils(Objects.requireNonNull(testsFolder, "testsFolder"), null, false);
    }

    /**
     * The checks as a session binds them without the course's files: {@code describe_game} plays the session's rules,
     * and {@code check_play_function} is refused for want of {@code play.sol}.
     *
     * @return the checks
     */
    public static CoursePlayUtils withoutCourseFiles() {
        return new CoursePlayUtils(null, null, false);
    }

    /**
     * Chooses the rules a {@code describe_game} call plays by its keywords, as the course's {@code play} does by
     * {@code update=hog.simple_update} (fa22 on) or {@code feral_hogs=False} (sp20, su20). Without this, a call
     * that gives one of them is refused rather than played by rules it may not mean.
     *
     * @param rules the rules for the arguments of a call; {@link Arguments#functionName(String)} names the
     *     {@code update} given
     * @return checks that choose so
     */
    public CoursePlayUtils rulesBy(Function<Arguments, GameDefinition> rules) {
        return new CoursePlayUtils(tests, Objects.requireNonNull(rules, "rules"), diceTraced);
    }

    /**
     * Says that the staff's {@code play} rolled the module's dice, {@code hog.six_sided} and {@code hog.four_sided},
     * which {@code check_play_function} replaces with dice that record their rolls in the trace: sp17's
     * {@code select_dice} returned them for Hog Wild, and sp17's {@code play.sol} was made so; fa16's
     * {@code select_dice} returned {@code hog.six_sided} or {@code hog.reroll(...)}, which fa16's check replaces. By default it rolled dice bound when {@code play} was defined ({@code dice=six_sided}),
     * which the check never sees: its trace has no rolls, and a turn of dice is never over for
     * {@code GameTurn.is_over}.
     *
     * @return checks that trace the dice
     */
    public CoursePlayUtils tracingDice() {
        return new CoursePlayUtils(tests, rulesBy, true);
    }

    /**
     * Binds {@code describe_game} and {@code check_play_function} in a session that plays these rules. A
     * {@code check_play_function} without the course's files, or of a {@code play_utils.py} of no version known here,
     * is a case the session cannot run.
     */
    void bind(CaseInterpreter session, GameDefinition rules) {
        session.define(DESCRIBE_GAME, DESCRIBE_GAME_PARAMETERS, args -> {
            GameDefinition chosen = rules;
            if (args.given("update") || args.given("feral_hogs")) {
                if (rulesBy == null) {
                    throw new IllegalArgumentException("describe_game was given update= or feral_hogs=, but the"
                            + " session chooses no rules by them: bind CoursePlayUtils...rulesBy(...)");
                }
                chosen = rulesBy.apply(args);
            }
            for (String required : List.of("test_number", "score0", "score1", "goal")) {
                if (!args.given(required)) {
                    throw new IllegalArgumentException("describe_game is missing " + required);
                }
            }
            return new ArrayList<Object>(describeGame(chosen, args.integer("test_number"), args.integer("score0"),
                    args.integer("score1"), args.integer("goal")));
        });
        session.define(CHECK_PLAY_FUNCTION, "hog", args -> {
            if (tests == null) {
                throw new UnsupportedCaseException("check_play_function needs the course's tests/play.sol: bind"
                        + " CoursePlayUtils.of(testsFolder)");
            }
            Version version;
            try {
                version = Version.of(tests.resolve("play_utils.py"));
            } catch (IllegalArgumentException unknown) {
                throw new UnsupportedCaseException(unknown.getMessage());
            }
            checkPlayFunction(rules, tests.resolve("play.sol"), version, diceTraced).forEach(session::print);
            return null;
        });
    }

    /**
     * The course's {@code describe_game(hog, test_number, score0, score1, goal)}: a game between two random
     * strategies with random dice, all seeded from the test number, described turn by turn.
     *
     * @param rules the rules, with the options the call's keywords choose
     * @param testNumber the test number that seeds the game
     * @param score0 player 0's score at the start
     * @param score1 player 1's score at the start
     * @param goal the goal
     * @return one text of three lines for each turn ({@code Start scores = (47, 53).}, {@code Player 0 rolls 9 dice
     *     and gets outcomes [5, 1, 1, 2, 6, 1, 1, 1, 5].}, {@code End scores = (48, 53)}), then {@code Game Over}
     */
    public static List<String> describeGame(GameDefinition rules, int testNumber, int score0, int score1, int goal) {
        PythonRandom random = new PythonRandom(0);
        long[] seeds = runWithSeed(random, BigInteger.valueOf(testNumber),
                () -> new long[] {random.randrange(1L << 32), random.randrange(1L << 32), random.randrange(1L << 32)});
        long[] diceSeed = {seeds[2]};
        Dice dice = sides -> {
            long[] drawn = runWithSeed(random, BigInteger.valueOf(diceSeed[0]),
                    () -> new long[] {random.randrange(1L << 32), random.randrange(1, 7)});
            diceSeed[0] = drawn[0];
            return (int) drawn[1];
        };
        List<TraceTurn> trace = new ArrayList<>();
        Match match = Match.builder(rules).start(score0, score1).goal(goal).dice(sides -> {
            int roll = dice.roll(sides);
            if (trace.isEmpty()) {
                throw new IllegalStateException("roll_dice called before either strategy function");
            }
            trace.get(trace.size() - 1).diceValues.add(roll);
            return roll;
        }).build();
        while (!match.isOver()) {
            int who = match.mover();
            Scores scores = match.scores();
            int score = scores.score(who);
            int opponentScore = scores.score(1 - who);
            TraceTurn last = trace.isEmpty() ? null : trace.get(trace.size() - 1);
            int numDice;
            if (last != null && last.score0 + last.score1 == score + opponentScore) {
                // trace_play: the total goes up every turn, so the same total is the same turn asked again
                numDice = last.numDice;
            } else {
                numDice = randomStrategy(random, seeds[who], score, opponentScore);
                trace.add(new TraceTurn(who == 0 ? score : opponentScore, who == 0 ? opponentScore : score, who,
                        numDice));
            }
            match.roll(numDice);
        }
        Scores last = match.scores();
        List<String> summary = new ArrayList<>();
        for (int i = 0; i < trace.size(); i++) {
            TraceTurn turn = trace.get(i);
            int end0 = i + 1 < trace.size() ? trace.get(i + 1).score0 : last.score0();
            int end1 = i + 1 < trace.size() ? trace.get(i + 1).score1 : last.score1();
            summary.add(String.format(Locale.ROOT, SUMMARY, turn.score0, turn.score1, turn.who, turn.numDice,
                    turn.diceValues, end0, end1));
        }
        summary.add("Game Over");
        return summary;
    }

    /** A turn as {@code trace_play} records it. */
    private static final class TraceTurn {
        private final int score0;
        private final int score1;
        private final int who;
        private final int numDice;
        private final List<Integer> diceValues = new ArrayList<>();

        TraceTurn(int score0, int score1, int who, int numDice) {
            this.score0 = score0;
            this.score1 = score1;
            this.who = who;
            this.numDice = numDice;
        }
    }

    /** {@code random_strat(seed)(score, opponent_score)} of {@code describe_game}. */
    private static int randomStrategy(PythonRandom random, long seed, int score, int opponentScore) {
        BigInteger conditional = BigInteger.valueOf(score).multiply(SCORE_FACTOR)
                .add(BigInteger.valueOf(opponentScore).multiply(OPPONENT_FACTOR))
                .add(BigInteger.valueOf(seed).multiply(SEED_FACTOR));
        return runWithSeed(random, conditional.mod(TWO_TO_32), () -> random.randrange(0, 11));
    }

    /** {@code run_with_seed}: seeds the generator, draws, and puts it back as it was. */
    private static <T> T runWithSeed(PythonRandom random, BigInteger seed, java.util.function.Supplier<T> draw) {
        PythonRandom.State state = random.getstate();
        random.seed(seed);
        T result = draw.get();
        random.setstate(state);
        return result;
    }

    /** The versions of {@code play_utils.py} with a {@code check_play_function}, as they trace and compare games. */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public enum Version {
        /**
         * sp17, fa17, sp18 and fa18: a turn follows the last traced one only if that one is over (all its dice
         * traced), and the whole trace is compared; a failure prints the wrong turn.
         */
        FA17,
        /**
         * sp19, su19 and fa19: a turn follows the last traced one whether or not its dice were traced, a trace whose
         * last turn matches passes, and a failure prints every turn.
         */
        SP19,
        /**
         * fa16: traced and compared as {@link #FA17}, but the random strategies choose from -1 (Pork Chop) to 10, and
         * the check replaces the module's six-sided dice and its {@code reroll}, whatever dice it is given, with
         * six-sided dice and six-sided dice re-rolled, both traced as six-sided: a turn whose dice a
         * {@link RerollRule} rolls again rolls re-rolled six-sided dice even while Pork Chop has swapped in the
         * four-sided ones, which the check leaves as they are and does not trace.
         */
        FA16;

        /**
         * The version of a course's {@code play_utils.py}, by what it does.
         *
         * @param playUtils the file
         * @return its version
         * @throws IllegalArgumentException if it has no {@code check_play_function} of a known version
         * @throws UncheckedIOException if it cannot be read
         */
        public static Version of(Path playUtils) {
            String source;
            try {
                source = Files.readString(playUtils, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (source.contains("def check_play_function") && source.contains("random.randrange(-1, 11)")
                    && source.contains("not self.is_over()") && source.contains("hog.reroll = lambda dice:")) {
                return FA16;
            }
            if (source.contains("def check_play_function") && source.contains("random.randrange(0, 11)")) {
                if (source.contains("trace[-1].is_correct(sol[-1])")) {
                    return SP19;
                }
                if (source.contains("not self.is_over()")) {
                    return FA17;
                }
            }
            throw new IllegalArgumentException(playUtils + " has no check_play_function of a version known here"
                    + " (fa16, sp17 to fa18, or sp19 to fa19)");
        }
    }

    /**
     * The course's {@code check_play_function(hog)}: plays 1000 games between random strategies from
     * {@code random.seed(1337)}, with the course's fair dice drawing {@code random.randint(1, sides)}, traces each as
     * the course's {@code GameTurn}s, and compares the traces' hashes with the staff's.
     *
     * @param rules the rules the staff's {@code play(strategy0, strategy1)} played, with its defaults
     * @param playSol the course's {@code tests/play.sol}
     * @param version the version of the course's {@code play_utils.py}
     * @param diceTraced whether the staff's {@code play} rolled the dice the check traces (see {@link #tracingDice()})
     * @return the lines {@code check_play_function} prints: none if every game matches the staff's, else the first
     *     game that does not, as the course describes it
     * @throws IllegalArgumentException if {@code play.sol} is not a list of 1000 lists of ints
     */
    public static List<String> checkPlayFunction(GameDefinition rules, Path playSol, Version version,
            boolean diceTraced) {
        List<List<Long>> solution = solution(playSol);
        PythonRandom random = new PythonRandom(TEST_SEED);
        for (int i = 0; i < NUM_TESTS; i++) {
            long seed0 = random.randrange(1L << 31);
            long seed1 = random.randrange(1L << 31);
            long[] seeds = {seed0, seed1};
            List<GameTurn> trace = version == Version.FA16 ? playTracedFa16(rules, random, seeds, diceTraced)
                    : playTraced(rules, random, seeds, version, diceTraced);
            int incorrect = compare(trace, solution.get(i), version);
            if (incorrect != -1) {
                return failure(trace, incorrect, i, version);
            }
        }
        return List.of();
    }

    private static List<List<Long>> solution(Path playSol) {
        String text;
        try {
            text = Files.readString(playSol, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Object value = PythonLiteral.value(text, playSol.toString());
        List<List<Long>> traces = new ArrayList<>();
        if (value instanceof List<?> games && games.size() == NUM_TESTS) {
            for (Object game : games) {
                if (!(game instanceof List<?> hashes)) {
                    break;
                }
                List<Long> trace = new ArrayList<>();
                for (Object hash : hashes) {
                    if (hash instanceof BigInteger number) {
                        trace.add(number.longValue());
                    }
                }
                if (trace.size() == hashes.size()) {
                    traces.add(trace);
                }
            }
        }
        if (traces.size() != NUM_TESTS) {
            throw new IllegalArgumentException(playSol + ": expected a list of " + NUM_TESTS + " lists of ints");
        }
        return traces;
    }

    /** {@code play_traced}: one game, traced by {@code make_traced}. */
    private static List<GameTurn> playTraced(GameDefinition rules, PythonRandom random, long[] seeds, Version version,
            boolean diceTraced) {
        List<GameTurn> trace = new ArrayList<>();
        Match match = Match.builder(rules).dice(sides -> {
            int roll = random.randint(1, sides);
            if (diceTraced && !trace.isEmpty()) {
                trace.get(trace.size() - 1).traced(roll, sides, false);
            }
            return roll;
        }).build();
        while (!match.isOver()) {
            int who = match.mover();
            int score = match.scores().score(who);
            int opponentScore = match.scores().score(1 - who);
            int numRolls = madeRandomStrategy(random, seeds[who], score, opponentScore, 0);
            traceStrategy(trace, new GameTurn(score, opponentScore, who, numRolls), version);
            match.roll(numRolls);
        }
        return endTrace(trace, match.scores());
    }

    /**
     * {@code play_traced} of fa16: one game, played turn by turn through the rules' pure turn with the dice fa16's
     * check gives (see {@link Version#FA16}), whose faces need not be the faces of the dice the rules choose.
     */
    private static List<GameTurn> playTracedFa16(GameDefinition rules, PythonRandom random, long[] seeds,
            boolean diceTraced) {
        List<GameTurn> trace = new ArrayList<>();
        GameState state = rules.start(0, 0);
        while (!rules.isOver(state)) {
            int who = state.mover();
            int numRolls = madeRandomStrategy(random, seeds[who], state.moverScore(), state.opponentScore(), -1);
            traceStrategy(trace, new GameTurn(state.moverScore(), state.opponentScore(), who, numRolls),
                    Version.FA16);
            int rollScore = 0;
            if (numRolls > 0) {
                int sides = rules.sides(state, numRolls);
                Optional<RerollRule> reroll = rerollApplying(rules, state, numRolls);
                IntUnaryOperator faces = ignored -> {
                    int face;
                    if (reroll.isPresent()) {
                        face = random.randint(1, SIX);
                        face = reroll.get().rerolls(face) ? random.randint(1, SIX) : face;
                    } else {
                        face = random.randint(1, sides);
                        if (sides != SIX) {
                            return face;
                        }
                    }
                    if (diceTraced && !trace.isEmpty()) {
                        trace.get(trace.size() - 1).traced(face, SIX, reroll.isPresent());
                    }
                    return face;
                };
                rollScore = rules.roll(faces, numRolls, sides);
            }
            state = rules.next(state, numRolls, rollScore);
        }
        return endTrace(trace, state.scores());
    }

    /**
     * The re-roll rule that rolls the mover's dice again in a state, asked of each rule through a {@link TestTurn} of
     * the state, with what the rule remembers of each player.
     */
    private static Optional<RerollRule> rerollApplying(GameDefinition rules, GameState state, int dice) {
        for (Rule rule : rules.rules()) {
            if (!(rule instanceof RerollRule reroll)) {
                continue;
            }
            TestTurn turn = TestTurn.of(state.moverScore(), state.opponentScore()).withDice(dice)
                    .withNumber(state.turn()).withExtraTurn(state.extraTurn());
            if (rule instanceof MemoryRule memory) {
                turn = turn.withMemories(rules.memory(state, state.mover(), memory),
                        rules.memory(state, 1 - state.mover(), memory));
            }
            if (reroll.appliesTo(turn)) {
                return Optional.of(reroll);
            }
        }
        return Optional.empty();
    }

    /** {@code traced_strategy}: the turn a strategy was asked for joins the trace if it follows the last one. */
    private static void traceStrategy(List<GameTurn> trace, GameTurn state, Version version) {
        if (trace.isEmpty()) {
            trace.add(state);
            return;
        }
        GameTurn last = trace.get(trace.size() - 1);
        if (last.isSuccessor(state, version)) {
            last.score0Final = state.score0;
            last.score1Final = state.score1;
            trace.add(state);
        }
    }

    /** {@code get_trace}: the last turn traced ends on the final scores. */
    private static List<GameTurn> endTrace(List<GameTurn> trace, Scores last) {
        GameTurn turn = trace.get(trace.size() - 1);
        turn.score0Final = last.score0();
        turn.score1Final = last.score1();
        return trace;
    }

    /**
     * The strategy {@code make_random_strat} makes: seeds the generator by the scores, draws from {@code lowest} to
     * 10, and restores it.
     */
    private static int madeRandomStrategy(PythonRandom random, long seed, int score, int opponentScore, int lowest) {
        long hash = hash("(" + score + ", " + opponentScore + ", " + seed + ")");
        return runWithSeed(random, BigInteger.valueOf(hash), () -> random.randrange(lowest, 11));
    }

    /** {@code compare_trace}: the first turn that differs from the staff's, or -1. */
    private static int compare(List<GameTurn> trace, List<Long> solution, Version version) {
        if (version == Version.SP19 && !trace.isEmpty() && !solution.isEmpty()
                && trace.get(trace.size() - 1).hash() == solution.get(solution.size() - 1)) {
            return -1;
        }
        int common = Math.min(trace.size(), solution.size());
        for (int i = 0; i < common; i++) {
            if (trace.get(i).hash() != solution.get(i)) {
                return i;
            }
        }
        return trace.size() != solution.size() ? trace.size() : -1;
    }

    /** What {@code check_play_function} prints for the first game that differs from the staff's. */
    private static List<String> failure(List<GameTurn> trace, int incorrect, int game, Version version) {
        List<String> lines = new ArrayList<>();
        lines.add("Incorrect result after playing " + (game + 1) + " game(s):");
        lines.add(RULE);
        lines.add(String.format(Locale.ROOT, "%10s%8s%8s    %s", "", "score0", "score1", "Turn Summary"));
        lines.add(RULE);
        for (int i = 0; i < trace.size(); i++) {
            if (version != Version.SP19 && i != incorrect) {
                continue;
            }
            GameTurn turn = trace.get(i);
            int change0 = turn.score0Final - turn.score0;
            int change1 = turn.score1Final - turn.score1;
            lines.add(String.format(Locale.ROOT, "%-10s%8d%8d    %s", "Turn " + i + ":", turn.score0, turn.score1,
                    turn.turnSummary(version)));
            lines.add(String.format(Locale.ROOT, "%-10s%8s%8s        %s", "",
                    change0 == 0 ? "" : String.format(Locale.ROOT, "%+d", change0),
                    change1 == 0 ? "" : String.format(Locale.ROOT, "%+d", change1), turn.turnRolls()));
            lines.add(String.format(Locale.ROOT, "%-10s%8d%8d    %s", "", turn.score0Final, turn.score1Final,
                    turn.diceSummary(version)));
            lines.add(RULE);
        }
        GameTurn last = trace.get(trace.size() - 1);
        lines.add(String.format(Locale.ROOT, "%-15s%3d%8d", "Final Score:", last.score0Final, last.score1Final));
        lines.add(RULE);
        lines.add("Incorrect implementation of game at turn " + incorrect + ".");
        lines.add("Please read over the trace to find your error.");
        lines.add("");
        lines.add("If you're having trouble, try looking up the error ID on Piazza,");
        lines.add("or making a post with this full trace output.");
        if (incorrect < trace.size()) {
            lines.add("(error_id: " + hash("(" + trace.get(incorrect) + ", " + incorrect + ", " + game + ")") + ")");
        } else {
            lines.add("IndexError: list index out of range");
        }
        return lines;
    }

    /** The course's {@code GameTurn}: one traced turn. */
    private static final class GameTurn {
        private final int score0;
        private final int score1;
        private final int who;
        private final int numRolls;
        private final List<Integer> rolls = new ArrayList<>();
        private int diceSides = SIX;
        private boolean rerolled;
        private Integer score0Final;
        private Integer score1Final;

        GameTurn(int score, int opponentScore, int who, int numRolls) {
            this.score0 = who == 0 ? score : opponentScore;
            this.score1 = who == 0 ? opponentScore : score;
            this.who = who;
            this.numRolls = numRolls;
        }

        boolean isOver() {
            return rolls.size() >= numRolls;
        }

        /** {@code traced_dice}: a roll of the traced dice joins this turn. */
        void traced(int roll, int sides, boolean rerolledDice) {
            diceSides = sides;
            rerolled = rerolledDice;
            rolls.add(roll);
        }

        /** {@code is_successor}: whether another turn plausibly follows this one. */
        boolean isSuccessor(GameTurn other, Version version) {
            if (who == other.who) {
                return false;
            }
            if (score0 == other.score0 && score1 == other.score1 || version != Version.SP19 && !isOver()) {
                return false;
            }
            return Math.max(other.score0, other.score1) < TRACE_GOAL;
        }

        long hash() {
            return CoursePlayUtils.hash(toString());
        }

        /** {@code turn_summary}; fa16's names a turn of -1 and re-rolled dice. */
        String turnSummary(Version version) {
            if (numRolls == -1 && version == Version.FA16) {
                return "Player " + who + " rolls -1 dice and swaps the dice";
            }
            if (numRolls == 0) {
                return "Player " + who + " rolls 0 dice:";
            }
            return "Player " + who + " rolls " + numRolls + " " + (diceSides == SIX ? "six" : "four") + "-sided "
                    + (rerolled && version == Version.FA16 ? "rerolled " : "") + (numRolls == 1 ? "die:" : "dice:");
        }

        String turnRolls() {
            String list = rolls.toString();
            return list.substring(1, list.length() - 1);
        }

        String diceSummary(Version version) {
            if (rolls.isEmpty()) {
                return "";
            }
            return "Dice sum: " + rolls.stream().mapToInt(Integer::intValue).sum() + " "
                    + (!rolls.contains(1) ? "" : version == Version.FA16 ? "(rolled a 1)" : "(rolled ones)");
        }

        /** Python's {@code repr}: the tuple the hash is made of. */
        @Override
        public String toString() {
            return "(" + score0 + ", " + score1 + ", " + (score0Final == null ? "None" : score0Final) + ", "
                    + (score1Final == null ? "None" : score1Final) + ", " + who + ", " + numRolls + ", " + diceSides
                    + ")";
        }
    }

    /** The course's {@code hash}: the low 32 bits of the MD5 of the text. */
    static long hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8));
            return new BigInteger(1, digest).longValue() & 0xFFFF_FFFFL;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is missing from this Java", e);
        }
    }
}
