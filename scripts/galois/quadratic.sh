#!/bin/sh
# Computes the quadratic-subfield counts of all 25,000 transitive groups of degree 24 with GAP
# (scripts/galois/quadraticLine.g). Resumable: groups already written under $DIR are skipped. Two
# processes, one from t = 1 upwards and one from t = 25000 downwards, stopping where they meet:
#   nohup nice -n 19 sh scripts/galois/quadratic.sh > .cache/galois-quadratic/run.log 2>&1 &
# then: npx tsx scripts/galois/convertQuadratic.ts .cache/galois-quadratic/part-*.txt
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=${GALOIS_QUADRATIC_DIR:-.cache/galois-quadratic}
mkdir -p "$DIR/claims"
rm -f "$DIR"/claims/*
# Drop a line cut short by an interrupted run, then list the t already written.
for f in "$DIR"/part-*.txt; do
  [ -f "$f" ] && [ -n "$(tail -c1 "$f")" ] && sed -i '$d' "$f"
done
DONE_LIST=$(cat "$DIR"/part-*.txt 2>/dev/null | awk 'NF == 3 { printf "%s,", $1 }')
cat > "$DIR/done.g" <<G
DONE := BlistList([1 .. 25000], [${DONE_LIST%,}]);
G
run() {
  gap -q -o 4g <<G
FIRST := $1;; LAST := $2;; STEP := $3;; OUT := "$DIR/$4";; CLAIMS := "$DIR/claims";; HERE := "$HERE";;
Read("$DIR/done.g");;
Read("$HERE/quadratic.g");;
G
}
run 1 25000 1 part-up.txt &
run 25000 1 -1 part-down.txt &
wait
echo "finished: $(cat "$DIR"/part-*.txt | awk 'NF == 3' | sort -u -k1,1n | wc -l) groups"
