/*
 * Plain C exact evaluation of su15 (Pig Out, Free Bacon, Hog Wild, Swine Swap, goal 100): the yardstick hog's pair
 * evaluation and optimal solve are compared with. Both are one backward pass over the states (mover's score,
 * opponent's score) in decreasing sum of the scores, since every turn adds at least one point.
 *
 * Prints one JSON line: the exact chances of always_roll(4) against always_roll(6), moving first and second, and
 * their mean; the value of the game (the first mover's chance when both play optimally); and the time per operation
 * in ms, the least and the median of ROUNDS rounds. The pair timed is two seeded random tables of 0 to 10 dice per
 * pair of scores, as TournamentBenchmark.pair times; the solve is from scratch, dice tables included.
 *
 *   gcc -O2 -o su15_exact su15_exact.c && ./su15_exact [ROUNDS]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define GOAL 100
#define MAX_DICE 10
#define MAX_POINTS (6 * MAX_DICE)

/* chance[sides == 4][dice][points]: a roll's points, with Pig Out; dice 0 is unused (Free Bacon). */
static double chance[2][MAX_DICE + 1][MAX_POINTS + 1];

static void build_chances(void) {
    memset(chance, 0, sizeof chance);
    for (int wild = 0; wild < 2; wild++) {
        int sides = wild ? 4 : 6;
        /* ways[t]: the ways n dice, none showing 1, sum to t. */
        double ways[MAX_POINTS + 1] = {1}, total = 1;
        for (int n = 1; n <= MAX_DICE; n++) {
            double next[MAX_POINTS + 1] = {0};
            for (int t = 0; t <= MAX_POINTS; t++) {
                for (int face = 2; face <= sides && ways[t] != 0 && t + face <= MAX_POINTS; face++) {
                    next[t + face] += ways[t];
                }
            }
            memcpy(ways, next, sizeof ways);
            total *= sides;
            double none_one = 0;
            for (int t = 2; t <= MAX_POINTS; t++) {
                chance[wild][n][t] = ways[t] / total;
                none_one += ways[t];
            }
            chance[wild][n][1] = (total - none_one) / total;
        }
    }
}

static int free_bacon(int opponent) {
    int tens = opponent / 10 % 10, ones = opponent % 10;
    return 1 + (tens > ones ? tens : ones);
}

static int is_swap(int a, int b) { return a % 100 == (b % 10) * 10 + (b % 100) / 10; }

/*
 * The mover's chance of winning after scoring `points` from (score, opponent), when `next[o][s]` is the chance of the
 * next mover, with o its score, of winning from (o, s).
 */
static inline double after(int score, int opponent, int points, const double next[GOAL][GOAL]) {
    int mover = score + points, other = opponent;
    if (is_swap(mover, other)) {
        other = mover;
        mover = opponent;
    }
    if (mover >= GOAL) return 1;
    if (other >= GOAL) return 0;
    return 1 - next[other][mover];
}

/* The mover's chance of winning from (score, opponent) rolling `dice`, when `next` is the other player's. */
static inline double turn(int score, int opponent, int dice, const double next[GOAL][GOAL]) {
    if (dice == 0) return after(score, opponent, free_bacon(opponent), next);
    const double *p = chance[(score + opponent) % 7 == 0][dice];
    double sum = p[1] * after(score, opponent, 1, next);
    for (int t = 2 * dice; t <= 6 * dice; t++) {
        if (p[t] != 0) sum += p[t] * after(score, opponent, t, next);
    }
    return sum;
}

typedef unsigned char table[GOAL][GOAL];

static double win_a[GOAL][GOAL], win_b[GOAL][GOAL];

/* A's chance of winning moving first, from 0 to 0, and moving second. */
static void pair(const table a, const table b, double *first, double *second) {
    for (int sum = 2 * (GOAL - 1); sum >= 0; sum--) {
        int low = sum < GOAL ? 0 : sum - GOAL + 1, high = sum < GOAL ? sum : GOAL - 1;
        for (int s = low; s <= high; s++) {
            int o = sum - s;
            win_a[s][o] = turn(s, o, a[s][o], win_b);
            win_b[s][o] = turn(s, o, b[s][o], win_a);
        }
    }
    *first = win_a[0][0];
    *second = 1 - win_b[0][0];
}

static double best[GOAL][GOAL];

static double solve(void) {
    build_chances();
    for (int sum = 2 * (GOAL - 1); sum >= 0; sum--) {
        int low = sum < GOAL ? 0 : sum - GOAL + 1, high = sum < GOAL ? sum : GOAL - 1;
        for (int s = low; s <= high; s++) {
            int o = sum - s;
            double value = 0;
            for (int dice = 0; dice <= MAX_DICE; dice++) {
                double v = turn(s, o, dice, best);
                if (v > value) value = v;
            }
            best[s][o] = value;
        }
    }
    return best[0][0];
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int by_value(const void *x, const void *y) {
    double a = *(const double *) x, b = *(const double *) y;
    return (a > b) - (a < b);
}

static table random_a, random_b;
static volatile double sink;

static void time_pair(void) {
    double first, second;
    pair(random_a, random_b, &first, &second);
    sink = first + second;
}

static void time_solve(void) { sink = solve(); }

/* ms per call of `op`, each round calling it for at least 0.2 s; the least and the median of the rounds. */
static void measure(void (*op)(void), int rounds, double *least, double *median) {
    double per[64];
    for (int r = 0; r < rounds; r++) {
        long calls = 0;
        double start = now(), elapsed;
        do {
            op();
            calls++;
        } while ((elapsed = now() - start) < 0.2);
        per[r] = elapsed * 1e3 / calls;
    }
    qsort(per, rounds, sizeof per[0], by_value);
    *least = per[0];
    *median = per[rounds / 2];
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 5;
    if (rounds < 1 || rounds > 64) {
        fprintf(stderr, "rounds must be 1 to 64, not %d\n", rounds);
        return 2;
    }
    build_chances();
    static table four, six;
    memset(four, 4, sizeof four);
    memset(six, 6, sizeof six);
    double first, second;
    pair(four, six, &first, &second);
    double value = solve();

    uint64_t x = 61;
    for (int s = 0; s < GOAL; s++) {
        for (int o = 0; o < GOAL; o++) {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            random_a[s][o] = (unsigned char) (x % (MAX_DICE + 1));
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            random_b[s][o] = (unsigned char) (x % (MAX_DICE + 1));
        }
    }
    double pair_least, pair_median, solve_least, solve_median;
    measure(time_pair, rounds, &pair_least, &pair_median);
    measure(time_solve, rounds, &solve_least, &solve_median);
    printf("{\"first\":%.17g,\"second\":%.17g,\"mean\":%.17g,\"value\":%.17g,"
           "\"pairMs\":%.6f,\"pairMedianMs\":%.6f,\"solveMs\":%.6f,\"solveMedianMs\":%.6f}\n",
           first, second, (first + second) / 2, value, pair_least, pair_median, solve_least, solve_median);
    return 0;
}
