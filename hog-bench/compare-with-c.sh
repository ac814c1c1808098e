#!/usr/bin/env bash
# hog against plain C programs of the same games, built with gcc and run in the same run, so the ratios are measured
# here and now.
#
# Simulation: su20 with Feral Hogs, always:6 against itself, one thread. The C loop rolls every die (xoshiro256++,
# gcc -O2); hog simulate draws each turn's roll score from its exact distribution. Prints both lines and the ratio of
# games per second.
#
# Exact play, su15 (su15_exact.c, gcc -O2): the exact chances of a pair of strategies in both seats, and the optimal
# solve, each a backward pass over the states in decreasing sum of the scores. hog's times are JMH's
# (TournamentBenchmark.pair, SolverBenchmark.optimal, one fork, five iterations of one second), C's are its own; both
# give the least and the median per operation, and the ratio of the least. C's figures for always:4 against always:6
# and the game's value must equal hog compare's and hog solve's to 1e-12, or the script fails: the C program has
# to play the same game.
#
#   hog-bench/compare-with-c.sh [GAMES]
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-20000000}"
target="$home/hog-bench/target"
benchmarks="$target/benchmarks.jar"
if [ ! -f "$benchmarks" ]; then
    echo "no $benchmarks: build it with mvn -B -q -pl hog-bench -am package -DskipTests" >&2
    exit 1
fi
mkdir -p "$target"
gcc -O2 -o "$target/su20_loop" "$home/hog-bench/src/main/c/su20_loop.c"
gcc -O2 -o "$target/su15_exact" "$home/hog-bench/src/main/c/su15_exact.c"

c=$("$target/su20_loop" "$games" 1)
hog=$("$home/hog" simulate --ruleset su20 --p0 always:6 --p1 always:6 --games "$games" --threads 1 --seed 1 --json)
echo "C loop: $c"
echo "hog:    $hog"
rate() { sed -n 's/.*"gamesPerSecond":\([0-9.]*\).*/\1/p' <<<"$1"; }
awk -v c="$(rate "$c")" -v hog="$(rate "$hog")" 'BEGIN { printf "hog plays %.2f times the C loop'"'"'s games per second\n", hog / c }'

exact=$("$target/su15_exact" 5)
compared=$("$home/hog" compare --ruleset su15 always:4 always:6 --json)
solved=$("$home/hog" solve --ruleset su15 --json)
jmh=$(java -jar "$benchmarks" 'TournamentBenchmark\.pair$|SolverBenchmark\.optimal$' -p ruleset=su15 \
    -f 1 -wi 5 -i 5 -w 1s -r 1s)
echo "C exact: $exact"
field() { sed -n 's/.*"'"$1"'":\([-0-9.eE]*\).*/\1/p' <<<"$2"; }
# The least and the median of a benchmark's measured iterations, in ms.
iterations() {
    awk -v name="$1" '
        /^# Benchmark:/ { mine = $3 ~ ("\\." name "$") }
        mine && /^Iteration/ { print $3 }' <<<"$jmh" | sort -g | awk '
        { times[NR] = $1 }
        END {
            if (NR == 0) exit 1
            print times[1], times[int((NR + 1) / 2)]
        }'
}
report() {
    local what=$1 c_least=$2 c_median=$3 times hog_least hog_median
    times=$(iterations "$4") || { echo "JMH measured no iterations of $4:" >&2; echo "$jmh" >&2; exit 1; }
    read -r hog_least hog_median <<<"$times"
    awk -v what="$what" -v cl="$c_least" -v cm="$c_median" -v hl="$hog_least" -v hm="$hog_median" 'BEGIN {
        printf "%s: C %.3f ms (median %.3f), hog %.3f ms (median %.3f): hog takes %.2f times C'"'"'s time\n",
            what, cl, cm, hl, hm, hl / cl }'
}
report "su15 pair, two 100x100 tables, both seats" "$(field pairMs "$exact")" "$(field pairMedianMs "$exact")" \
    TournamentBenchmark.pair
report "su15 optimal solve, from scratch" "$(field solveMs "$exact")" "$(field solveMedianMs "$exact")" \
    SolverBenchmark.optimal
same() {
    awk -v what="$1" -v c="$2" -v hog="$3" 'BEGIN {
        d = c - hog
        if (c == "" || hog == "" || d > 1e-12 || d < -1e-12) {
            printf "su15 %s: C gives %s, hog %s, more than 1e-12 apart\n", what, c, hog > "/dev/stderr"
            exit 1
        }
    }'
}
same "always:4 against always:6, first" "$(field first "$exact")" "$(field first "$compared")"
same "always:4 against always:6, second" "$(field second "$exact")" "$(field second "$compared")"
same "always:4 against always:6, mean" "$(field mean "$exact")" "$(field mean "$compared")"
same "value" "$(field value "$exact")" "$(field value "$solved")"
echo "su15 exact figures: C equals hog to 1e-12 (always:4 against always:6 $(field mean "$compared"), value $(field value "$solved"))"
