#!/bin/sh
# Computes the quadratic-subfield counts of all 25,000 transitive groups of degree 24 with GAP
# (quadratic.g over quadraticLine.g; lines of 3 fields). Resumable, two processes (everyGroup.sh):
#   nohup nice -n 19 sh scripts/galois/quadratic.sh > .cache/galois-quadratic/run.log 2>&1 &
# then: npx tsx scripts/galois/convertQuadratic.ts .cache/galois-quadratic/part-*.txt
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
exec sh "$HERE/everyGroup.sh" "${GALOIS_QUADRATIC_DIR:-.cache/galois-quadratic}" quadratic.g 3
