#!/usr/bin/env bash
# Runs every cargo-fuzz target for SECONDS each, one after another, one process each (the
# machines are shared): fuzz/run.sh SECONDS [TARGET...]
#
# Seeds come from the committed, minimised corpora in fuzz/corpus/TARGET; new inputs go to
# fuzz/corpus-work/TARGET (ignored by git), so that a run leaves the tree clean. Slow (over 2 s)
# and hungry (over 512 MB) inputs count as findings, as crashes do; findings are written to
# fuzz/artifacts/TARGET/. Prints libFuzzer's final stats line per target and exits non-zero
# when any target found something.
#
# To refresh a committed corpus after a long run (keeps only inputs that add coverage):
#   cargo +nightly fuzz cmin TARGET fuzz/corpus-work/TARGET   (or -merge=1 into an empty dir)
set -u

seconds=${1:?usage: fuzz/run.sh SECONDS [TARGET...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(check convert_round_trip fmt fix pgn legality)
fi

# A smaller ASan quarantine: with the default one the process holds over 450 MB of freed memory
# after loading the corpus, and -rss_limit_mb=512 would flag any input, not a hungry one.
export ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=32}"

cargo +nightly fuzz build || exit 2

failed=()
for target in "${targets[@]}"; do
    work="fuzz/corpus-work/$target"
    # The committed corpus of a target may be empty (git keeps no empty folder).
    mkdir -p "$work" "fuzz/artifacts/$target" "fuzz/corpus/$target"
    log="fuzz/artifacts/$target/last-run.log"
    echo "== $target: $seconds s"
    cargo +nightly fuzz run "$target" "$work" "fuzz/corpus/$target" -- \
        -max_total_time="$seconds" -timeout=2 -rss_limit_mb=512 -print_final_stats=1 \
        >"$log" 2>&1
    status=$?
    # The last status line ("#N DONE ... exec/s ...") and the final stats.
    grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE)' "$log" | tail -1
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log"
    if [ $status -ne 0 ]; then
        echo "!! $target found something (exit $status); see $log and fuzz/artifacts/$target/"
        grep -E '^(==[0-9]+==|thread .* panicked|SUMMARY|Test unit written)' "$log" | head -5
        failed+=("$target")
    fi
done

if [ ${#failed[@]} -ne 0 ]; then
    echo "findings in: ${failed[*]}"
    exit 1
fi
echo "no findings"
