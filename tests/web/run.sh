#!/usr/bin/env bash
# The browser test of `iccf serve`: installs what is missing (Debian's chromium, playwright-core
# from package-lock.json, python-chess to read the downloaded PGN), builds the release binary if
# needed, starts `iccf serve` on a free port, runs serve.test.mjs against it and stops the
# server. Usage: tests/web/run.sh (from anywhere); ICCF_BIN overrides the binary.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"

if [ ! -x /usr/bin/chromium ]; then
    echo "tests/web: installing chromium"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if ! python3 -c 'import chess' 2>/dev/null; then
    echo "tests/web: installing python-chess"
    python3 -m pip install --quiet --disable-pip-version-check chess \
        || echo "tests/web: python-chess not installed; the PGN text is checked instead"
fi
if [ ! -d "$here/node_modules/playwright-core" ]; then
    (cd "$here" && npm ci --no-audit --no-fund)
fi

bin="${ICCF_BIN:-$root/target/release/iccf}"
if [ -z "${ICCF_BIN:-}" ]; then
    (cd "$root" && cargo build --release --bin iccf --quiet)
fi

log="$(mktemp)"
"$bin" serve --port 0 2>"$log" &
pid=$!
stop() {
    kill -INT "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -f "$log"
}
trap stop EXIT

url=""
for _ in $(seq 1 100); do
    url="$(grep -o 'http://[^ ]*/' "$log" | head -n 1 || true)"
    [ -n "$url" ] && break
    if ! kill -0 "$pid" 2>/dev/null; then
        cat "$log" >&2
        echo "tests/web: iccf serve did not start" >&2
        exit 1
    fi
    sleep 0.1
done
[ -n "$url" ] || { cat "$log" >&2; echo "tests/web: no address from iccf serve" >&2; exit 1; }

cd "$here"
ICCF_URL="$url" node --test --test-reporter=spec serve.test.mjs
