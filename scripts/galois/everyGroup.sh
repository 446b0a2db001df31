#!/bin/sh
# Runs a GAP script over all 25,000 transitive groups of degree 24, resumably, in two processes:
# one from t = 1 upwards, one from t = 25000 downwards (the slow wreath-type groups sit near
# t = 24960), stopping where they meet. Groups already written under DIR are skipped.
#   usage: everyGroup.sh DIR SCRIPT.g FIELDS
# SCRIPT.g (beside this file) writes one line per group to OUT, starting with t; a line with at
# least FIELDS fields is a finished group. Used by generate.sh (cycle types) and quadratic.sh.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=$1
SCRIPT=$2
FIELDS=$3
mkdir -p "$DIR/claims"
rm -f "$DIR"/claims/*
# Drop a line cut short by an interrupted run, then list the t already written.
for f in "$DIR"/part-*.txt; do
  [ -f "$f" ] && [ -n "$(tail -c1 "$f")" ] && sed -i '$d' "$f"
done
DONE_LIST=$(cat "$DIR"/part-*.txt 2>/dev/null | awk -v n="$FIELDS" 'NF >= n { printf "%s,", $1 }')
cat > "$DIR/done.g" <<G
DONE := BlistList([1 .. 25000], [${DONE_LIST%,}]);
G
run() {
  gap -q -o 4g <<G
FIRST := $1;; LAST := $2;; STEP := $3;; OUT := "$DIR/$4";; CLAIMS := "$DIR/claims";; HERE := "$HERE";;
Read("$DIR/done.g");;
Read("$HERE/$SCRIPT");;
G
}
run 1 25000 1 part-up.txt &
run 25000 1 -1 part-down.txt &
wait
echo "finished: $(cat "$DIR"/part-*.txt | awk -v n="$FIELDS" 'NF >= n' | sort -u -k1,1n | wc -l) groups"
