#!/usr/bin/env bash
# hog simulate against a plain C loop of the same game, in the same run: su20 with Feral Hogs, always:6 against
# itself, one thread. The C loop rolls every die (xoshiro256++, gcc -O2); hog draws each turn's roll score from its
# exact distribution. Prints both lines and the ratio of games per second.
#
#   hog-bench/compare-with-c.sh [GAMES]
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-20000000}"
loop="$home/hog-bench/target/su20_loop"
mkdir -p "$home/hog-bench/target"
gcc -O2 -o "$loop" "$home/hog-bench/src/main/c/su20_loop.c"
c=$("$loop" "$games" 1)
hog=$("$home/hog" simulate --ruleset su20 --p0 always:6 --p1 always:6 --games "$games" --threads 1 --seed 1 --json)
echo "C loop: $c"
echo "hog:    $hog"
rate() { sed -n 's/.*"gamesPerSecond":\([0-9.]*\).*/\1/p' <<<"$1"; }
awk -v c="$(rate "$c")" -v hog="$(rate "$hog")" 'BEGIN { printf "hog plays %.2f times the C loop'"'"'s games per second\n", hog / c }'
