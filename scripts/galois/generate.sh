#!/bin/sh
# Computes the cycle-type table of all 25,000 transitive groups of degree 24 with GAP
# (classes.g; lines "t order inA24 type:count …", so at least 4 fields). Resumable, two processes
# (everyGroup.sh). Run niced in the background:
#   nohup nice -n 19 sh scripts/galois/generate.sh > .cache/galois/generate.log 2>&1 &
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
exec sh "$HERE/everyGroup.sh" "${GALOIS_DIR:-.cache/galois}" classes.g 4
