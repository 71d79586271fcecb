#!/usr/bin/env bash
# Whole-process figures, in one run on one machine: `iccf check` against a small
# pgn-reader 0.29 baseline (benches/baseline/pgn_reader.rs) on the same games, one thread against every
# core, and the input repeated 10 times (time and peak RSS). Prints games/s and the ratios.
#
#   benches/compare.sh [small|full] [REPEAT]
#
# small: bench-small.{iccf,pgn} (5,000 games); full (default): bench.{iccf,pgn}.gz unpacked
# into $TMPDIR (118,548 games). Each run is the best of REPEAT (default 3); the 10x run is one.
# Needs GNU time (/usr/bin/time) for the peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."

size=${1:-full}
repeat=${2:-3}
bench=${ICCF_BENCH_DIR:-../shared/corpus/bench}
work=${TMPDIR:-/tmp}/iccf-compare
mkdir -p "$work"

if [ "$size" = small ]; then
    numeric=$bench/bench-small.iccf
    san=$bench/bench-small.pgn
else
    numeric=$work/bench.iccf
    san=$work/bench.pgn
    [ -s "$numeric" ] || gunzip -c "$bench/bench.iccf.gz" > "$numeric"
    [ -s "$san" ] || gunzip -c "$bench/bench.pgn.gz" > "$san"
fi
tenfold=$work/bench-10x-$size.iccf
if [ ! -s "$tenfold" ]; then
    for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$numeric"; echo; done > "$tenfold"
fi

cargo build --release --quiet --bin iccf --example pgn_baseline
iccf=target/release/iccf
baseline=target/release/examples/pgn_baseline

# best SECONDS and its peak RSS (KiB) of REPEAT runs of a command; its stdout to $work/out
best() {
    local runs=$1; shift
    local best_s="" best_kb=""
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %M" -o "$work/time" "$@" > "$work/out" 2> "$work/err" || true
        # GNU time puts "Command exited with non-zero status N" first when the check finds
        # errors (exit 1): the figures are on the last line.
        read -r s kb < <(tail -n 1 "$work/time")
        if [ -z "$best_s" ] || awk "BEGIN{exit !($s < $best_s)}"; then best_s=$s; best_kb=$kb; fi
    done
    echo "$best_s $best_kb"
}

games=$("$baseline" parse "$san" | awk '{print $1}')
cores=$(nproc)
echo "machine: $(nproc) cores, $(awk -F': ' '/model name/{print $2; exit}' /proc/cpuinfo)"
echo "input: $games games, $(du -m "$numeric" | cut -f1) MB numeric, $(du -m "$san" | cut -f1) MB SAN"

read -r full_s full_kb < <(best "$repeat" "$iccf" check --format json "$numeric")
cp "$work/out" "$work/out-all-cores.json"
read -r one_s one_kb < <(best "$repeat" "$iccf" check -j 1 --format json "$numeric")
cp "$work/out" "$work/out-one-core.json"
read -r syn_s syn_kb < <(best "$repeat" "$iccf" check --syntax-only --format json "$numeric")
read -r play_s play_kb < <(best "$repeat" "$baseline" play "$san")
read -r parse_s parse_kb < <(best "$repeat" "$baseline" parse "$san")
read -r ten_s ten_kb < <(best 1 "$iccf" check --format json "$tenfold")

rate() { awk "BEGIN{printf \"%.0f\", $1 / $2}"; }
ratio() { awk "BEGIN{printf \"%.2f\", $1 / $2}"; }
row() { printf '%-52s %8s s %10s games/s %8s MiB\n' "$1" "$2" "$(rate "$3" "$2")" "$(awk "BEGIN{printf \"%.1f\", $4 / 1024}")"; }
echo
row "iccf check --format json (-j $cores)" "$full_s" "$games" "$full_kb"
row "iccf check --format json -j 1" "$one_s" "$games" "$one_kb"
row "iccf check --syntax-only --format json (-j $cores)" "$syn_s" "$games" "$syn_kb"
row "pgn-reader + shakmaty, every SAN move played" "$play_s" "$games" "$play_kb"
row "pgn-reader, parse only" "$parse_s" "$games" "$parse_kb"
row "iccf check --format json, input 10x" "$ten_s" "$((games * 10))" "$ten_kb"
echo
echo "check vs pgn-reader + shakmaty:      $(ratio "$play_s" "$full_s")x (target >= 1.2)"
echo "syntax-only vs pgn-reader parse:     $(ratio "$parse_s" "$syn_s")x (target >= 1.0)"
echo "-j $cores vs -j 1:                        $(ratio "$one_s" "$full_s")x (target >= 1.8 on 2 cores)"
echo "10x input: time                      $(ratio "$ten_s" "$full_s")x (target <= 10.5)"
echo "10x input: peak RSS                  $(ratio "$ten_kb" "$full_kb")x (target 0.9-1.1, under 64 MiB)"
if cmp -s "$work/out-all-cores.json" "$work/out-one-core.json"; then
    echo "output of -j 1 and -j $cores: byte-identical"
else
    echo "output of -j 1 and -j $cores: DIFFERENT"
    exit 1
fi
