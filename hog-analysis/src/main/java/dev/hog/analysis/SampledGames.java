package dev.hog.analysis;

import dev.hog.api.EngineLimitException;
import dev.hog.api.HogException;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.GameState;
import dev.hog.api.game.Outcome;
import dev.hog.api.game.Strategy;
import dev.hog.api.internal.TurnKernel;
import java.util.Arrays;

/**
 * Plays games with fair dice a turn at a time rather than a die at a time: a rule sees a roll only through its score
 * (and, under face rules, its faces' summary), so a turn's roll outcome is drawn in one step from its exact
 * distribution ({@link AliasTable}, over {@link TurnTables outcome codes}), and every other step of
 * the turn (die size, zero-dice points, bonus, after-turn rules, extra turns, memories) is a lookup in the same
 * {@link TurnTables} the solver reads. The games are the games {@link dev.hog.api.play.Match} plays with fair dice, in
 * law: each state leads to each next state with the same chance.
 *
 * <p>A strategy of the scores alone is asked once per pair of scores, as its contract allows; any other strategy is
 * asked every turn with the whole state. Immutable once built, and shared by the simulation's threads.
 *
 * <p>A game is one chain of dependent loads, each turn's waiting on the last: the choice, the roll's column, the
 * scores. What lies on that chain is kept small and out of the way: a choice is a byte, a roll's table is found by
 * arithmetic, the after-turn table is read only for the turns its rules change, and the random numbers' state stays in
 * a register. So a game walks its turns here rather than through the {@link TurnWalk} the solvers share, each step's
 * strides held in locals; {@code TurnWalkTest} holds these games, bit for bit, to games walked there.
 */
final class SampledGames {
    /** As {@link dev.hog.api.play.Match}: a game that has not ended after this many turns never will. */
    private static final int MAX_TURNS = GameDefinition.MAX_TURNS;
    /**
     * More columns than this (128 MB) and the games are played a die at a time instead. Every roll's table gets as
     * many columns as the largest needs.
     */
    private static final long MAX_COLUMNS = 1L << 24;

    private final GameDefinition rules;
    private final TurnTables turns;
    private final int goal;
    private final int maxDice;
    /**
     * Every roll's alias table, packed, each with as many columns as the largest needs: the table of die size s and n
     * dice starts at {@code (s * (maxDice + 1) + n) << columnBits}, found without a lookup. Read by the test that
     * holds these games to the {@link TurnWalk}, to draw the same outcomes.
     */
    final long[] rolls;
    final int columnBits;
    private final Strategy a;
    private final Strategy b;
    private final byte[] choicesA;
    private final byte[] choicesB;
    /**
     * Per entry of the after-turn table, whether the after-turn rules change the scores: a bit set. Most turns change
     * nothing, and this set is small enough to stay in the nearest cache where the table itself is not.
     */
    private final long[] afterChanges;

    private SampledGames(GameDefinition rules, TurnTables turns, int columns, Strategy a, Strategy b) {
        this.rules = rules;
        this.turns = turns;
        this.goal = rules.goal();
        this.maxDice = rules.maxDice();
        int sizes = turns.rollPoints.length;
        columnBits = Integer.numberOfTrailingZeros(columns);
        rolls = new long[sizes * (maxDice + 1) * columns];
        for (int size = 0; size < sizes; size++) {
            for (int dice = 1; dice <= maxDice; dice++) {
                new AliasTable(turns.rollCode[size][dice], turns.rollChance[size][dice], columns)
                        .pack(rolls, (size * (maxDice + 1) + dice) << columnBits);
            }
        }
        this.a = a;
        this.b = b;
        this.choicesA = choices(a);
        this.choicesB = choices(b);
        this.afterChanges = changes(turns.after);
    }

    /** The entries of the after-turn table that change the scores: those not equal to the scores they start from. */
    static long[] changes(TurnTables.Step after) {
        int entries = after.values.length / 2;
        long[] changes = new long[(entries + 63) / 64];
        for (int entry = 0; entry < entries; entry++) {
            if (after.values[2 * entry] != after.part(entry, TurnTables.SCORE)
                    || after.values[2 * entry + 1] != after.part(entry, TurnTables.OPPONENT_SCORE)) {
                changes[entry >>> 6] |= 1L << entry;
            }
        }
        return changes;
    }

    /**
     * Sampled games of A against B, if the rules can be tabulated as the solver tabulates them and their rolls fit
     * alias tables.
     *
     * @param rules the rules and goal
     * @param a strategy A
     * @param b strategy B
     * @return the games, or {@code null} if the rules are too large to tabulate or a roll can score more than 65535:
     *     play them a die at a time
     */
    static SampledGames of(GameDefinition rules, Strategy a, Strategy b) {
        if (!rules.moves().isEmpty()) {
            // Moves are played through the engine: these tables sample numbers of dice only.
            return null;
        }
        TurnTables turns;
        try {
            turns = new TurnTables(rules);
        } catch (HogException tooLarge) {
            return null;
        }
        int columns = 2;
        for (int[][] bySize : turns.rollCode) {
            for (int dice = 1; dice < bySize.length; dice++) {
                if (Arrays.stream(bySize[dice]).anyMatch(code -> code > AliasTable.MAX_POINTS)) {
                    return null;
                }
                columns = Math.max(columns, AliasTable.columnsFor(bySize[dice].length));
            }
        }
        return (long) turns.rollPoints.length * (rules.maxDice() + 1) * columns > MAX_COLUMNS ? null
                : new SampledGames(rules, turns, columns, a, b);
    }

    /** A score-only strategy's choice per pair of scores, or {@code null} for a strategy that reads the state. */
    private byte[] choices(Strategy strategy) {
        if (!strategy.readsOnlyScores()) {
            return null;
        }
        StateSpace scores = StateSpace.ofScores(goal);
        byte[] choices = new byte[scores.size()];
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                choices[scores.pair(score, opponent)] = (byte) Choices.code(turns, strategy.numRolls(score, opponent),
                        strategy, GameState.ofCodes(score, opponent, 0, 0, false, 0, 0));
            }
        }
        return choices;
    }

    /**
     * Plays games in pairs: one with A first, then (while there are some) one with A second.
     *
     * @param first how many games A moves first in
     * @param second how many games A moves second in, at most {@code first}
     * @param startA A's start score
     * @param startB B's start score
     * @param seed the dice: the seed of a {@link java.util.SplittableRandom}, whose numbers they are
     * @param wins where A's results are added: wins moving first, then wins moving second (half a win for a tie)
     */
    void play(long first, long second, int startA, int startB, long seed, double[] wins) {
        long random = seed; // SplitMix64's state, in a register: the dice of these games
        GameState startFirst = rules.start(startA, startB);
        GameState startSecond = rules.start(startB, startA);
        int goal = this.goal;
        int period = rules.turnPeriod();
        int dicePerSize = maxDice + 1;
        long[] rolls = this.rolls;
        int columnBits = this.columnBits;
        int columnShift = 64 - columnBits;
        long[] afterChanges = this.afterChanges;
        // Under face rules a roll's outcome code carries its summary beside its points; otherwise it is the points.
        boolean faces = turns.readsFaces;
        int pointsRange = turns.pointsRange;
        int[] noDiceCode = turns.noDiceCode;
        boolean limitsChoice = turns.legal != null;
        // Each step's table and strides, in locals: a stride of 0 is a part of the turn the step does not read, and
        // its term is skipped, so that the index of a step costs only what the step reads.
        int[] sides = turns.sides.values;
        int sidesScore = turns.sides.score;
        int sidesOpponent = turns.sides.opponent;
        int sidesDice = turns.sides.dice;
        int sidesTurn = turns.sides.turn;
        int sidesExtra = turns.sides.extra;
        int sidesMine = turns.sides.mine;
        int sidesTheirs = turns.sides.theirs;
        int[] zero = turns.zero.values;
        int zeroScore = turns.zero.score;
        int zeroOpponent = turns.zero.opponent;
        int zeroTurn = turns.zero.turn;
        int zeroExtra = turns.zero.extra;
        int zeroMine = turns.zero.mine;
        int zeroTheirs = turns.zero.theirs;
        int[] bonus = turns.bonus.values;
        int bonusScore = turns.bonus.score;
        int bonusOpponent = turns.bonus.opponent;
        int bonusDice = turns.bonus.dice;
        int bonusPoints = turns.bonus.points;
        int bonusTurn = turns.bonus.turn;
        int bonusExtra = turns.bonus.extra;
        int bonusMine = turns.bonus.mine;
        int bonusTheirs = turns.bonus.theirs;
        int[] after = turns.after.values;
        int afterOpponent = turns.after.opponent;
        int afterDice = turns.after.dice;
        int afterPoints = turns.after.points;
        int afterTurn = turns.after.turn;
        int afterExtra = turns.after.extra;
        int afterMine = turns.after.mine;
        int afterTheirs = turns.after.theirs;
        int[] next = turns.next.values;
        int nextScore = turns.next.score;
        int nextOpponent = turns.next.opponent;
        int nextDice = turns.next.dice;
        int nextPoints = turns.next.points;
        int nextTurn = turns.next.turn;
        int nextExtra = turns.next.extra;
        int nextMine = turns.next.mine;
        int nextTheirs = turns.next.theirs;
        for (long pair = 0; pair < first; pair++) {
            for (int seat = 0; seat < 2; seat++) {
                if (seat == 1 && pair >= second) {
                    break;
                }
                boolean aFirst = seat == 0;
                GameState start = aFirst ? startFirst : startSecond;
                byte[] zeroChoices = aFirst ? choicesA : choicesB;
                byte[] oneChoices = aFirst ? choicesB : choicesA;
                // The state from the mover's side: its score and memory, then the opponent's.
                int score = start.score0();
                int opponent = start.score1();
                int mine = start.memoryCode(0);
                int theirs = start.memoryCode(1);
                boolean zeroMoves = true;
                int number = 0;
                int cycle = 0;
                int extra = 0;
                double result;
                if (score >= goal || opponent >= goal) {
                    result = Outcome.valueOf(score, opponent);
                } else {
                    while (true) {
                        byte[] choices = zeroMoves ? zeroChoices : oneChoices;
                        // StateSpace.ofScores(goal).pair(score, opponent), by hand in the loop that simulation runs.
                        int dice = choices != null ? choices[score * goal + opponent]
                                : ask(zeroMoves == aFirst ? a : b, zeroMoves, score, opponent, number, extra, mine,
                                        theirs);
                        if (limitsChoice && !turns.allows(score, opponent, dice, cycle, extra, mine, theirs)) {
                            throw forbidden(zeroMoves == aFirst ? a : b, zeroMoves, score, opponent, number, extra,
                                    mine, theirs, dice);
                        }
                        int points;
                        int code;
                        if (dice == 0) {
                            points = zero[(zeroScore == 0 ? 0 : score * zeroScore)
                                    + (zeroOpponent == 0 ? 0 : opponent * zeroOpponent)
                                    + (zeroTurn == 0 ? 0 : cycle * zeroTurn)
                                    + (zeroExtra == 0 ? 0 : extra * zeroExtra)
                                    + (zeroMine == 0 ? 0 : mine * zeroMine)
                                    + (zeroTheirs == 0 ? 0 : theirs * zeroTheirs)];
                            code = faces ? noDiceCode[points] : points;
                        } else {
                            // The roll's table: its die size and number of dice.
                            int roll = sides[(sidesScore == 0 ? 0 : score * sidesScore)
                                    + (sidesOpponent == 0 ? 0 : opponent * sidesOpponent)
                                    + (sidesDice == 0 ? 0 : dice * sidesDice)
                                    + (sidesTurn == 0 ? 0 : cycle * sidesTurn)
                                    + (sidesExtra == 0 ? 0 : extra * sidesExtra)
                                    + (sidesMine == 0 ? 0 : mine * sidesMine)
                                    + (sidesTheirs == 0 ? 0 : theirs * sidesTheirs)] * dicePerSize + dice;
                            code = AliasTable.sample(rolls, roll << columnBits, columnShift,
                                    SplitMix.mix(random += SplitMix.GAMMA));
                            points = faces ? code % pointsRange : code;
                        }
                        int raised = score + points + bonus[(bonusScore == 0 ? 0 : score * bonusScore)
                                + (bonusOpponent == 0 ? 0 : opponent * bonusOpponent)
                                + (bonusDice == 0 ? 0 : dice * bonusDice)
                                + (bonusPoints == 0 ? 0 : code * bonusPoints)
                                + (bonusTurn == 0 ? 0 : cycle * bonusTurn)
                                + (bonusExtra == 0 ? 0 : extra * bonusExtra)
                                + (bonusMine == 0 ? 0 : mine * bonusMine)
                                + (bonusTheirs == 0 ? 0 : theirs * bonusTheirs)];
                        int entry = raised
                                + (afterOpponent == 0 ? 0 : opponent * afterOpponent)
                                + (afterDice == 0 ? 0 : dice * afterDice)
                                + (afterPoints == 0 ? 0 : code * afterPoints)
                                + (afterTurn == 0 ? 0 : cycle * afterTurn)
                                + (afterExtra == 0 ? 0 : extra * afterExtra)
                                + (afterMine == 0 ? 0 : mine * afterMine)
                                + (afterTheirs == 0 ? 0 : theirs * afterTheirs);
                        int newScore = raised;
                        int newOpponent = opponent;
                        if ((afterChanges[entry >>> 6] & 1L << entry) != 0) {
                            newScore = after[2 * entry];
                            newOpponent = after[2 * entry + 1];
                        }
                        if (newScore >= goal || newOpponent >= goal) {
                            double mover = Outcome.valueOf(newScore, newOpponent);
                            result = zeroMoves ? mover : 1 - mover;
                            break;
                        }
                        int end = next[(nextScore == 0 ? 0 : newScore * nextScore)
                                + (nextOpponent == 0 ? 0 : newOpponent * nextOpponent)
                                + (nextDice == 0 ? 0 : dice * nextDice)
                                + (nextPoints == 0 ? 0 : code * nextPoints)
                                + (nextTurn == 0 ? 0 : cycle * nextTurn)
                                + (nextExtra == 0 ? 0 : extra * nextExtra)
                                + (nextMine == 0 ? 0 : mine * nextMine)
                                + (nextTheirs == 0 ? 0 : theirs * nextTheirs)];
                        if (++number == MAX_TURNS) {
                            throw new EngineLimitException("The game did not end after " + MAX_TURNS + " turns; under "
                                    + rules + ", the strategies stall at scores " + newScore + " and " + newOpponent
                                    + " and do not reach the goal");
                        }
                        cycle = cycle + 1 == period ? 0 : cycle + 1;
                        extra = end & 1;
                        if (extra == 1) {
                            score = newScore;
                            opponent = newOpponent;
                            mine = end >>> 1;
                        } else {
                            score = newOpponent;
                            opponent = newScore;
                            mine = theirs;
                            theirs = end >>> 1;
                            zeroMoves = !zeroMoves;
                        }
                    }
                }
                wins[seat] += aFirst ? result : 1 - result;
            }
        }
    }

    private HogException forbidden(Strategy strategy, boolean zeroMoves, int score, int opponent, int number,
            int extra, int mine, int theirs, int dice) {
        GameState state = zeroMoves
                ? GameState.ofCodes(score, opponent, 0, number, extra == 1, mine, theirs)
                : GameState.ofCodes(opponent, score, 1, number, extra == 1, theirs, mine);
        return new HogException(TurnKernel.forbidden("Strategy " + strategy, dice, " at scores " + score + " and "
                + opponent + " (its own first) on turn " + number, rules.refusal(state, dice)
                .orElse("the rules do not allow it"), rules.legalDice(state)));
    }

    private int ask(Strategy strategy, boolean zeroMoves, int score, int opponent, int number, int extra, int mine,
            int theirs) {
        GameState state = zeroMoves
                ? GameState.ofCodes(score, opponent, 0, number, extra == 1, mine, theirs)
                : GameState.ofCodes(opponent, score, 1, number, extra == 1, theirs, mine);
        return Choices.code(turns, strategy.numRolls(state), strategy, state);
    }
}
