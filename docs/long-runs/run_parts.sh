#!/bin/bash
# run_parts.sh SNAP TABLE FIRST END PART [LEVELS]: a soak in parts of PART hands, hands FIRST to END-1, run
# from SNAP (a checkout apart: `git worktree add --detach /tmp/X HEAD`, so later edits cannot reach it), one
# JSON line a part appended to $SOAK_OUT/tableT[_mixed].jsonl (default /work/soaklog) with the commit.
SNAP=$1; T=$2; F=$3; E=$4; P=$5; L=${6:-random}
SUF=""; [ "$L" = mixed ] && SUF="_mixed"
DIR=${SOAK_OUT:-/work/soaklog}; mkdir -p "$DIR"
OUT=$DIR/table${T}${SUF}.jsonl
PY=${SOAK_PYTHON:-python3}
COMMIT=$(git -C "$SNAP" rev-parse --short HEAD)
cd "$SNAP"; export PYTHONPATH="$SNAP"
for ((f=F; f<E; f+=P)); do
  line=$("$PY" tools/soak.py --table "$T" --first-hand "$f" --hands "$P" --levels "$L" | sed -n 1p)
  echo "{\"commit\": \"$COMMIT\", \"row\": $line}" >> "$OUT"
done
