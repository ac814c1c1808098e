package dev.hog.analysis;

import dev.hog.api.HogException;
import dev.hog.api.RollDistribution;
import dev.hog.api.Rules;
import dev.hog.api.TurnEnd;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every stage of a turn under some rules and goal, tabulated from the rules' own functions, so that the solver's
 * inner loops are array lookups:
 * <ul>
 *   <li>per pair of scores: the die size and the zero-dice points;</li>
 *   <li>per die size and number of dice: the distribution of the roll's score;</li>
 *   <li>per memory, number of dice and points: the bonus and the new memory;</li>
 *   <li>per score (with the turn's points) and opponent score: how the turn ends.</li>
 * </ul>
 * It also groups memory values that behave alike: for a number of dice, two memories with the same bonus and the
 * same new memory for every possible score lead to the same outcomes, so the solver computes one expectation per
 * group (Feral Hogs' 14 values fall into at most 2 groups per number of dice).
 *
 * <p>States are seen from the mover's side and indexed {@code ((score * goal + opponent) * M + memory) * M +
 * opponentMemory}, where M is the rules' memory size. Immutable once built; shared by threads.
 */
final class TurnTables {
    /** More states than this would need gigabytes of tables. */
    static final long MAX_STATES = 64_000_000L;

    final Rules rules;
    final int goal;
    final int maxDice;
    final int memory;
    final int initialMemory;
    final int maxPoints;
    final int[] sidesIndex;
    final int[] zeroPoints;
    final int[][][] rollPoints;
    final double[][][] rollChance;
    final int[] bonusAndMemory;
    final int endRows;
    final int[] endScore;
    final int[] endOpponent;
    final boolean[] endExtra;
    final int[][] memoryClass;
    final int[][] classMemory;
    final int maxClasses;
    final boolean sumAlwaysGrows;

    TurnTables(Rules rules, int goal) {
        this.rules = rules;
        this.goal = goal;
        this.maxDice = rules.maxDice();
        this.memory = rules.memorySize();
        this.initialMemory = rules.initialMemory();
        long states = (long) goal * goal * memory * memory;
        if (states > MAX_STATES) {
            throw new HogException("Solving " + rules + " to " + goal + " needs " + states + " states per player;"
                    + " the solver handles at most " + MAX_STATES + ": choose a lower goal");
        }
        int pairs = goal * goal;
        sidesIndex = new int[pairs];
        zeroPoints = new int[pairs];
        Map<Integer, Integer> sidesSeen = new LinkedHashMap<>();
        int mostPoints = 0;
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                int pair = score * goal + opponent;
                int sides = rules.sides(score, opponent);
                Integer index = sidesSeen.putIfAbsent(sides, sidesSeen.size());
                sidesIndex[pair] = index == null ? sidesSeen.size() - 1 : index;
                zeroPoints[pair] = rules.zeroDicePoints(score, opponent);
                mostPoints = Math.max(mostPoints, zeroPoints[pair]);
            }
        }
        rollPoints = new int[sidesSeen.size()][maxDice + 1][];
        rollChance = new double[sidesSeen.size()][maxDice + 1][];
        for (Map.Entry<Integer, Integer> sides : sidesSeen.entrySet()) {
            for (int dice = 1; dice <= maxDice; dice++) {
                RollDistribution roll = rules.rollDistribution(dice, sides.getKey());
                int[] points = new int[roll.size()];
                double[] chance = new double[roll.size()];
                for (int i = 0; i < roll.size(); i++) {
                    points[i] = roll.points(i);
                    chance[i] = roll.chance(i);
                    mostPoints = Math.max(mostPoints, points[i]);
                }
                rollPoints[sides.getValue()][dice] = points;
                rollChance[sides.getValue()][dice] = chance;
            }
        }
        maxPoints = mostPoints;
        bonusAndMemory = new int[memory * (maxDice + 1) * (maxPoints + 1)];
        int mostBonus = 0;
        for (int remembered = 0; remembered < memory; remembered++) {
            for (int dice = 0; dice <= maxDice; dice++) {
                for (int points = 0; points <= maxPoints; points++) {
                    int bonus = rules.bonus(remembered, dice, points);
                    int next = rules.remember(remembered, dice, points);
                    if (bonus > 0xFFFF) {
                        throw new HogException("A bonus of " + bonus + " is too large for the solver");
                    }
                    mostBonus = Math.max(mostBonus, bonus);
                    bonusAndMemory[bonusIndex(remembered, dice, points)] = bonus << 16 | next;
                }
            }
        }
        endRows = goal + maxPoints + mostBonus;
        endScore = new int[endRows * goal];
        endOpponent = new int[endRows * goal];
        endExtra = new boolean[endRows * goal];
        for (int score = 0; score < endRows; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                TurnEnd end = rules.endTurn(score, opponent);
                endScore[score * goal + opponent] = end.score();
                endOpponent[score * goal + opponent] = end.opponentScore();
                endExtra[score * goal + opponent] = end.extraTurn();
            }
        }
        memoryClass = new int[maxDice + 1][memory];
        classMemory = new int[maxDice + 1][];
        int most = 1;
        for (int dice = 0; dice <= maxDice; dice++) {
            Map<List<Integer>, Integer> classes = new HashMap<>();
            List<Integer> representatives = new ArrayList<>();
            for (int remembered = 0; remembered < memory; remembered++) {
                int from = bonusIndex(remembered, dice, 0);
                List<Integer> behaviour = Arrays.stream(bonusAndMemory, from, from + maxPoints + 1).boxed().toList();
                Integer known = classes.putIfAbsent(behaviour, classes.size());
                if (known == null) {
                    representatives.add(remembered);
                    known = classes.size() - 1;
                }
                memoryClass[dice][remembered] = known;
            }
            classMemory[dice] = representatives.stream().mapToInt(Integer::intValue).toArray();
            most = Math.max(most, representatives.size());
        }
        maxClasses = most;
        sumAlwaysGrows = checkSumAlwaysGrows();
    }

    int bonusIndex(int remembered, int dice, int points) {
        return (remembered * (maxDice + 1) + dice) * (maxPoints + 1) + points;
    }

    int index(int score, int opponent, int remembered, int opponentRemembered) {
        return ((score * goal + opponent) * memory + remembered) * memory + opponentRemembered;
    }

    int states() {
        return goal * goal * memory * memory;
    }

    /**
     * Whether every turn from every state raises the sum of the scores, or ends the game: then the states with a larger
     * sum are all a state depends on, and one pass in decreasing sum is exact.
     */
    private boolean checkSumAlwaysGrows() {
        for (int score = 0; score < goal; score++) {
            for (int opponent = 0; opponent < goal; opponent++) {
                int pair = score * goal + opponent;
                for (int dice = 0; dice <= maxDice; dice++) {
                    int[] points = dice == 0 ? new int[] {zeroPoints[pair]} : rollPoints[sidesIndex[pair]][dice];
                    for (int remembered : classMemory[dice]) {
                        for (int point : points) {
                            int x = score + point + (bonusAndMemory[bonusIndex(remembered, dice, point)] >>> 16);
                            int end = x * goal + opponent;
                            int m = endScore[end];
                            int q = endOpponent[end];
                            if (m < goal && q < goal && m + q <= score + opponent) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
        return true;
    }
}
