#!/usr/bin/env bash
# Prices a change with the floor bench twice, the two builds swapped between the measured gateway
# (build/gateway) and --baseline=: two identical builds came out up to 12 % apart in CPU per stream,
# the favoured column changing between runs, so one A/B run cannot price a change of a few per cent.
#   bench/floor/swap-ab.sh <old gateway dir> <new gateway dir> [run.mjs options…]
#   e.g. bench/floor/swap-ab.sh /tmp/old/gateway build/gateway --cases=500 --rounds=7 --chunks=2
# Each directory is a built gateway (its main.js, migrations and favicon, as `npm run build` writes
# build/gateway). build/gateway is put back as it was when the script ends, however it ends.
set -euo pipefail
cd "$(dirname "$0")/../.."
old=$(realpath "$1")
new=$(realpath "$2")
shift 2
work=$(mktemp -d build/swap-ab-XXXXXX)
cp -r build/gateway "$work/saved"
cp -r "$old" "$work/old"
cp -r "$new" "$work/new"
restore() {
  rm -rf build/gateway
  mv "$work/saved" build/gateway
  rm -rf "$work"
}
trap restore EXIT
for order in "old new" "new old"; do
  read -r measured baseline <<<"$order"
  rm -rf build/gateway
  cp -r "$work/$measured" build/gateway
  echo "== Gateway column: $measured build; Gateway before (--baseline) column: $baseline build"
  node bench/floor/run.mjs --reencode=false "$@" --baseline="$work/$baseline/main.js"
done
