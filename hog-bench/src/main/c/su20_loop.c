/*
 * A plain C loop of su20 (Pig Out, Free Bacon, Feral Hogs, Swine Swap), always_roll(6) against itself, rolling every
 * die with xoshiro256++: the yardstick `hog simulate` is compared with. Prints one JSON line: games, player 0's wins
 * over both seats, and games per second.
 *
 *   gcc -O2 -march=native -o su20_loop su20_loop.c && ./su20_loop 20000000 1
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t s[4];

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t next(void) {
    uint64_t result = rotl(s[0] + s[3], 23) + s[0];
    uint64_t t = s[1] << 17;
    s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
    s[2] ^= t; s[3] = rotl(s[3], 45);
    return result;
}

static void seed(uint64_t x) {
    for (int i = 0; i < 4; i++) {
        uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        s[i] = z ^ (z >> 31);
    }
}

/* One die of six faces, unbiased enough for a yardstick: the high bits times 6. */
static inline int roll(void) { return (int) (((next() >> 32) * 6) >> 32) + 1; }

static int roll_dice(int n) {
    int sum = 0, pig_out = 0;
    for (int i = 0; i < n; i++) {
        int d = roll();
        if (d == 1) pig_out = 1;
        sum += d;
    }
    return pig_out ? 1 : sum;
}

static int free_bacon(int opp) { return 10 - opp % 10 + opp / 10 % 10; }

static int is_swap(int mover, int opp) {
    int diff = mover % 10 - opp % 10;
    if (diff < 0) diff = -diff;
    return diff == opp / 10 % 10;
}

/* Plays one game of always_roll(6) against itself; returns the winner. */
static int play(int goal) {
    int score[2] = {0, 0}, previous[2] = {0, 0}, who = 0;
    while (score[0] < goal && score[1] < goal) {
        int dice = 6;
        int points = dice == 0 ? free_bacon(score[1 - who]) : roll_dice(dice);
        int bonus = abs(dice - previous[who]) == 2 ? 3 : 0;
        previous[who] = points;
        score[who] += points + bonus;
        if (is_swap(score[who], score[1 - who])) {
            int t = score[who]; score[who] = score[1 - who]; score[1 - who] = t;
        }
        who = 1 - who;
    }
    return score[0] > score[1] ? 0 : 1;
}

int main(int argc, char **argv) {
    long games = argc > 1 ? atol(argv[1]) : 20000000;
    seed(argc > 2 ? strtoull(argv[2], NULL, 10) : 1);
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    long wins = 0;
    for (long g = 0; g < games; g++) {
        wins += play(100) == 0;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("{\"games\":%ld,\"winRate\":%.6f,\"gamesPerSecond\":%.0f}\n", games, (double) wins / games,
           games / seconds);
    return 0;
}
