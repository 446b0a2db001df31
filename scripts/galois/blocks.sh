#!/bin/sh
# Computes data/galois/blocks.txt.gz with GAP (blocks.g): the block systems and the wreath and
# direct products of the transitive groups of degrees 2, 3, 4, 6, 8, 12 and 24. Two processes for
# degree 24 (odd and even t), about 5 minutes; then sorted, gzipped reproducibly (-9 -n).
#   sh scripts/galois/blocks.sh
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
run() {
  gap -q -o 4g <<G
N := $1;; FIRST := $2;; LAST := $3;; STEP := $4;; OUT := "$WORK/$5";;
Read("$HERE/blocks.g");;
G
}
for n in 2 3 4 6 8 12; do
  count=$(echo "Print(NrTransitiveGroups($n));" | gap -q | tr -d '[:space:]')
  run "$n" 1 "$count" 1 "small-$n.txt"
done
run 24 1 25000 2 part-odd.txt &
run 24 2 25000 2 part-even.txt &
wait
cat "$WORK"/small-*.txt "$WORK"/part-*.txt | sort -k1,1n -k2,2n > "$WORK/blocks.txt"
lines=$(wc -l < "$WORK/blocks.txt")
[ "$lines" -eq 25375 ] || { echo "expected 25,375 groups, got $lines" >&2; exit 1; }
gzip -9 -n -c "$WORK/blocks.txt" > "$ROOT/data/galois/blocks.txt.gz"
sha256sum "$ROOT/data/galois/blocks.txt.gz"
