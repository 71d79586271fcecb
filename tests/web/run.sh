#!/usr/bin/env bash
# The browser test of `iccf serve`: installs what is missing (Debian's chromium, Node.js and
# npm, playwright-core from package-lock.json, python-chess to read the downloaded PGN), builds
# the release binary if needed, starts `iccf serve` on a free port, runs serve.test.mjs against
# it and stops the server. Usage: tests/web/run.sh (from anywhere); ICCF_BIN overrides the binary.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"

# Debian packages: chromium, and Node.js with npm when there is no node at all.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [ "${#missing[@]}" -gt 0 ]; then
    echo "tests/web: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# playwright-core needs Node.js 20 or later (Debian 13 has it; Debian 12's own is 18).
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 20 ]; then
    echo "tests/web: Node.js $(node --version) is too old for playwright-core: install Node.js 20 or later" >&2
    exit 1
fi
# python-chess (not packaged by Debian) reads the downloaded PGN; where pip refuses to install
# into the system's Python (PEP 668), into the user's site-packages.
if ! python3 -c 'import chess' 2>/dev/null; then
    echo "tests/web: installing python-chess"
    pip=(python3 -m pip install --quiet --disable-pip-version-check)
    "${pip[@]}" chess 2>/dev/null \
        || "${pip[@]}" --user --break-system-packages chess \
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
