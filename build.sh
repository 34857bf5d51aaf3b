#!/usr/bin/env bash
# SwiftGauge's one entry point.
#   ./build.sh              build web/swift-gauge.wasm (Embedded Swift → wasm32, wasi-libc, wasm-opt) and the
#                           JS host bundles web/swift-gauge.min.js (shipped) and web/swift-gauge.js (readable),
#                           both from the modules in web/src/ (esbuild)
#   ./build.sh serve [port] build, then serve web/ on http://127.0.0.1:<port>/ (default 8080)
#   ./build.sh dist         build, then the npm package: build/dist/swift-gauge/ and its npm-packed .tgz
#   ./build.sh test         build, then every test: swift test, node --test, browser tests (Chromium, Firefox, a
#                           WebKit subset), the consumers of the npm package (./build.sh dist's tarball), a 60 s
#                           fuzzing run, and the
#                           wasm fuzzer (Fuzz/corpus, then 60 s of programs through the wasm against native)
#   ./build.sh fuzz [secs]  fuzz the C ABI natively with libFuzzer + AddressSanitizer (default 60 s)
#   ./build.sh wasm-fuzz [secs]  the shipped wasm against native: Fuzz/corpus, then mutated programs (default 60 s)
#   ./build.sh bench        build, then benchmarks that print figures (nothing is asserted)
#   ./build.sh docs         the DocC archive of GaugeCore: build/docs/GaugeCore.doccarchive
# Missing Debian packages are installed when running as root; otherwise the script names them.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$PWD

TC=${SWIFT_TOOLCHAIN:-$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")}
WASI_LIB=${WASI_LIB:-/usr/lib/wasm32-wasi}
WASI_INCLUDE=${WASI_INCLUDE:-/usr/include/wasm32-wasi}   # wasi-libc's headers (wasm/emmalloc.c)
EMBEDDED_LIB=$TC/lib/swift/embedded/wasm32-unknown-none-wasm
OUT=$ROOT/build/wasm
WASM=$ROOT/web/swift-gauge.wasm
VENV=${VENV:-$ROOT/.venv}   # override to share one venv between checkouts
PIP_PACKAGES=("playwright==1.64.1" "pytest==9.2.0" "selenium==4.51.0" "pillow==13.0.0" "pytest-rerunfailures==16.7")   # selenium, pillow: WebKit; rerunfailures: a crashed MiniBrowser's test once more (web/test/browser/pytest.ini)
HOST_SRC=$ROOT/web/src/index.js
HOST=$ROOT/web/swift-gauge.js
HOST_MIN=$ROOT/web/swift-gauge.min.js

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# Installs Debian packages that provide the given files/commands, if missing.
need_debs() {
  local missing=()
  while [ $# -gt 0 ]; do
    local probe=$1 pkg=$2; shift 2
    if [ ! -e "$probe" ] && ! command -v "$probe" >/dev/null 2>&1; then missing+=("$pkg"); fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: missing Debian packages: ${missing[*]} — run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  log "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Debian node packages for the consumer tests (web/test/consumers): installed by apt when it can. Where apt refuses
# one because a dependency has no candidate — node-types-node (TypeScript's declarations of Node, nothing a bundler
# runs) is provided only by Debian's own nodejs, not by another Node build such as NodeSource's — the packages apt
# cannot install are unpacked (apt-get download, dpkg -x) into build/debs/ (its usr/share/nodejs goes first on the
# consumers' NODE_PATH), and their dependencies apt can install are installed.
NODE_DEBS=$ROOT/build/debs
need_node_debs() {
  local todo=() p
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || [ -f "$NODE_DEBS/$p.unpacked" ] || todo+=("$p"); done
  [ ${#todo[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: missing Debian packages: ${todo[*]} — run: sudo apt-get install -y ${todo[*]}" >&2
    exit 1
  fi
  log "installing ${todo[*]}"
  apt-get update -qq
  if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${todo[@]}" >/dev/null 2>&1; then return 0; fi
  local install=() unpack=() queue=("${todo[@]}") seen=" " deps
  while [ ${#queue[@]} -gt 0 ]; do
    p=${queue[0]}; queue=("${queue[@]:1}")
    case "$seen" in *" $p "*) continue ;; esac
    seen+="$p "
    dpkg -s "$p" >/dev/null 2>&1 && continue
    if apt-get install -s -qq --no-install-recommends "$p" >/dev/null 2>&1; then install+=("$p"); continue; fi
    if ! apt-cache policy "$p" 2>/dev/null | grep 'Candidate: [^(]' >/dev/null; then log "leaving out $p (no candidate; nothing a bundler runs)"; continue; fi
    unpack+=("$p")
    mapfile -t deps < <(apt-cache depends "$p" | sed -nE 's/^ *(Pre)?Depends: <?([^ >:]+)(:any)?>?$/\2/p')
    queue+=("${deps[@]}")
  done
  [ ${#install[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${install[@]}" >/dev/null
  if [ ${#unpack[@]} -eq 0 ]; then echo "error: apt cannot install ${todo[*]}" >&2; exit 1; fi
  log "unpacking ${unpack[*]} into build/debs (apt cannot install them here)"
  local tmp; tmp=$(mktemp -d); chmod 777 "$tmp"
  (cd "$tmp" && apt-get download -qq "${unpack[@]}" 2>/dev/null)
  mkdir -p "$NODE_DEBS"
  for p in "$tmp"/*.deb; do dpkg -x "$p" "$NODE_DEBS"; done
  rm -rf "$tmp"
  for p in "${unpack[@]}" "${todo[@]}"; do touch "$NODE_DEBS/$p.unpacked"; done
}

# The wasm's inputs: every Swift and C source it is built from, this script's wasm recipe and the toolchain.
wasm_inputs_hash() {
  { find Sources/GaugeCore Sources/GaugeABI wasm -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' -o -name '*.py' \) -print0 \
      | sort -z | xargs -0 sha256sum
    declare -f build_wasm check_cow_probe
    declare -p WASM_SWIFTC_FLAGS
    "$TC/bin/swiftc" --version 2>&1
    echo "${KEEP_NAMES:-}"; } | sha256sum | cut -d' ' -f1
}

# The wasm's swiftc flags (build_wasm, check_cow_probe). -Xllvm -disable-llvm-arc-opts: LLVM's Swift ARC optimiser
# (SwiftARCOptPass) sank the retain of a copied array below the inlined uniqueness check of its first mutation
# whenever -inline-threshold=0 left swift_retain out of line, so `var out = kept; out.removeLast()` shortened the
# caller's `kept` (docs/wasm-build.md › Copy-on-write; wasm/probes/cow.swift). Off, the SIL ARC optimiser still
# pairs retains and releases: the wasm −180 B gzipped (−99 B raw; A/B on the same sources).
# -Xllvm -enable-pre=false -Xllvm -enable-load-pre=false (GVN no longer copies a computation or a load into the
# predecessors where it was partly redundant): the same operations on the same values, fewer copies. (LLVM's GVNSink,
# -enable-gvn-sink, gained ~170 B more but its output depends on the checkout's path — the build was not
# reproducible: docs/wasm-build.md › Determinism); -Xllvm -disable-lsr and -Xllvm -disable-constant-hoisting (no loop strength reduction, no
# constants hoisted into a base and offsets, in the code generator's preparation): −0.4 KB raw more, −166 B
# gzipped (docs/wasm-build.md › Size and allocation: the fourteenth round).
WASM_SWIFTC_FLAGS=(-target wasm32-unknown-none-wasm
  -enable-experimental-feature Embedded -enable-experimental-feature Extern
  -swift-version 6 -wmo -Osize -parse-as-library -Xfrontend -disable-stack-protector
  -Werror DeprecatedDeclaration
  -Xllvm -inline-threshold=0 -Xllvm -disable-llvm-arc-opts -enforce-exclusivity=unchecked
  -Xllvm -enable-pre=false -Xllvm -enable-load-pre=false
  -Xllvm -disable-lsr -Xllvm -disable-constant-hoisting
  -Xfrontend -disable-incremental-llvm-codegen)

# wasm/probes/cow.swift compiled with the wasm's flags and run in node: a copy of an array mutated while the
# original is still used must leave the original alone. Fails the build when the recipe miscompiles it.
check_cow_probe() {
  "$TC/bin/swiftc" "${WASM_SWIFTC_FLAGS[@]}" -module-name CowProbe wasm/probes/cow.swift -c -o "$OUT/cow-probe.o"
  "$TC/bin/wasm-ld" --no-entry --strip-all --export=_initialize "$WASI_LIB/crt1-reactor.o" "$OUT/cow-probe.o" \
    "$OUT/support.o" "$OUT/emmalloc.o" "$WASI_LIB/libc.a" -o "$OUT/cow-probe.wasm"
  node -e '
    const i = new WebAssembly.Instance(new WebAssembly.Module(require("fs").readFileSync(process.argv[1])), {}).exports;
    i._initialize();
    const got = [i.cow_probe(44, 40, 48), i.cow_probe(0, 40, 48)], want = [2042, 2052];
    if (got.join() !== want.join()) {
      console.error(`error: wasm/probes/cow.swift gave ${got.join(", ")}, not ${want.join(", ")}: the wasm recipe breaks copy-on-write (docs/wasm-build.md › Copy-on-write)`);
      process.exit(1);
    }' "$OUT/cow-probe.wasm"
}

build_wasm() {
  need_debs "$WASI_LIB/libc.a" wasi-libc wasm-opt binaryen
  mkdir -p "$OUT"
  # Rebuilt only when a source, the recipe or the toolchain changed (a stamp of their hash beside the objects).
  local inputs
  inputs=$(wasm_inputs_hash)
  if [ -f "$WASM" ] && [ "$(cat "$OUT/inputs.sha256" 2>/dev/null)" = "$inputs" ]; then
    log "web/swift-gauge.wasm is up to date ($(stat -c %s "$WASM") bytes)"
    return 0
  fi
  local start=$SECONDS
  log "compiling GaugeCore + GaugeABI to wasm32 (Embedded Swift)"
  # One module, whole-module optimised; sources found recursively.
  mapfile -t sources < <(find Sources/GaugeCore Sources/GaugeABI -name '*.swift' | sort)
  "$TC/bin/swiftc" "${WASM_SWIFTC_FLAGS[@]}" \
    -module-name SwiftGauge -package-name SwiftGauge "${sources[@]}" -c -o "$OUT/gauge.o"
  "$TC/bin/clang" --target=wasm32-unknown-none-wasm -Os -c wasm/support.c -o "$OUT/support.o"
  # The allocator: Emscripten's emmalloc (wasm/emmalloc.c, as Debian's emscripten package ships it; the few Emscripten
  # names it reaches are wasm/emmalloc-shim/), over wasm/support.c's sbrk, in place of wasi-libc's dlmalloc, which then
  # no longer links (an archive member links only for a symbol still undefined): −2.9 KB gzipped
  # (docs/wasm-build.md › Size and allocation). -Oz: −66 B against -Os. NDEBUG: its assert()s would bring wasi-libc's stdio
  # and its imports.
  "$TC/bin/clang" --target=wasm32-unknown-wasi -Oz -DNDEBUG -isystem "$WASI_INCLUDE" -I wasm/emmalloc-shim \
    -c wasm/emmalloc.c -o "$OUT/emmalloc.o"
  check_cow_probe
  # Reactor module: no entry, _initialize runs constructors once; stack first so overflow traps at once.
  # --wrap: every allocation goes through wasm/support.c's byte counter (gauge_stats(1)). --max-memory
  # (256 MiB) is what heapBudget in Sources/GaugeABI/Exports.swift (192 MiB) leaves headroom under.
  # The function names (a name section, no DWARF: with wasi-libc's debug sections wasm-opt leaves out passes) stay
  # through wasm-opt for the function order below; KEEP_NAMES=1 also ships them, for size analysis only.
  local strip=()
  [ -n "${KEEP_NAMES:-}" ] || strip=(--strip-debug --strip-producers --strip-target-features)
  local wraps=()
  for f in malloc calloc realloc aligned_alloc posix_memalign free; do wraps+=("--wrap=$f"); done
  "$TC/bin/wasm-ld" --no-entry --stack-first -z stack-size=262144 "${wraps[@]}" \
    --initial-memory=1048576 --max-memory=268435456 --strip-debug --export=_initialize \
    "$WASI_LIB/crt1-reactor.o" "$OUT/gauge.o" "$OUT/support.o" "$OUT/emmalloc.o" \
    "$EMBEDDED_LIB/libswiftUnicodeDataTables.a" "$WASI_LIB/libc.a" -o "$OUT/gauge.raw.wasm"
  # -inline-threshold=0 (LLVM) and --converge: −1.7 KB gzipped, no measurable render-speed change.
  # -disable-incremental-llvm-codegen: no .swift_modhash, a 16-byte hash that differed between checkouts and was
  # shipped as data; without it two checkouts build the same bytes (docs/wasm-build.md › Determinism).
  # -enforce-exclusivity=unchecked (above): no run-time exclusivity checks, whose only effect is a trap the C ABI
  # must never reach; the native build and the fuzzer keep them: −0.2 KB gzipped.
  # --merge-similar-functions (generic specialisations that differ in constants) and --low-memory-unused
  # (constant address offsets fold into loads; the low 1 KiB is the stack's far end, reached only a hair
  # before the 256 KiB stack overflows): −0.9 KB gzipped (docs/wasm-build.md › Size and allocation).
  # Then twice --flatten --rereloop -Oz (control flow rebuilt from scratch, then shrunk again): −1.4 KB gzipped
  # (docs/wasm-build.md › Size and allocation). A last -Oz on the rebuilt control flow: −268 B gzipped (A/B; a
  # third --flatten --rereloop, --dae-optimizing or --zero-filled-memory instead gained nothing).
  # -ocimfs 60: binaryen inlines a function with one caller only while it has at most 60 expressions (its default:
  # at any size), so the core's out-of-line helpers stay functions gzip finds alike: −1,162 B gzipped (A/B; 10, 30
  # and 200 gave less; docs/wasm-build.md › Size and allocation). -aimfs 6: functions of at most 6 expressions are
  # always inlined (its default: 2), small wrappers gone from every caller: −155 B gzipped (A/B; 3, 4, 5, 7 and 8
  # gave less; docs/wasm-build.md › Size and allocation).
  local rereloop=(--flatten --rereloop -Oz --flatten --rereloop -Oz -Oz)
  local features=(--enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int)
  wasm-opt --low-memory-unused --merge-similar-functions -ocimfs 60 -aimfs 6 -Oz --converge "${rereloop[@]}" -g "${features[@]}" \
    "$OUT/gauge.raw.wasm" -o "$OUT/gauge.opt.wasm"
  # The functions sorted by name (wasm/order-functions.py): functions that look alike sit within deflate's window of
  # each other. The same code in another order, written again with binaryen's stack-IR shrinking (-ol 2 -s 2 as in
  # -Oz; the names stripped first, since a pass after it would drop that IR): −412 B gzipped
  # (docs/wasm-build.md › Size and allocation).
  # Then each function moved next to one of the three it shares most with, where that makes the code gzip smaller (a
  # deterministic search on the written bytes, a few minutes): −1,162 B gzipped more; −491 B more with three partners
  # on both sides instead of one after, then 1,500 random moves (docs/wasm-build.md › Size and allocation).
  local write=(-ol 2 -s 2 --low-memory-unused "${strip[@]}" --generate-stack-ir --optimize-stack-ir "${features[@]}")
  [ -z "${KEEP_NAMES:-}" ] || write+=(-g)  # (without -g the last write dropped the name section KEEP_NAMES=1 asks for)
  wasm-dis "$OUT/gauge.opt.wasm" -o "$OUT/gauge.opt.wat"
  python3 wasm/order-functions.py by-name "$OUT/gauge.opt.wat" "$OUT/gauge.by-name.wat"
  wasm-opt "${write[@]}" "$OUT/gauge.by-name.wat" -o "$OUT/gauge.by-name.wasm"
  python3 wasm/order-functions.py by-search "$OUT/gauge.by-name.wat" "$OUT/gauge.by-name.wasm" "$OUT/gauge.ordered.wat"
  wasm-opt "${write[@]}" "$OUT/gauge.ordered.wat" -o "$OUT/gauge.ordered.wasm"
  # The data as one segment, its gaps as zeros (binaryen's memory packing had split it at every run of zeros into
  # 98, each with a header): the same memory at start, −389 B gzipped (docs/wasm-build.md › Size and allocation).
  python3 wasm/one-data-segment.py "$OUT/gauge.ordered.wasm" "$OUT/gauge.ordered.wat" "$WASM"
  local raw gz
  raw=$(stat -c %s "$WASM"); gz=$(gz_bytes "$WASM")
  log "web/swift-gauge.wasm: $raw bytes, $gz gzipped (node zlib -9), built in $((SECONDS - start)) s"
  echo "$inputs" > "$OUT/inputs.sha256"
}

# Bytes of file $1 gzipped by node's zlib at level 9: the size ratchet's measure (web/test/size.test.mjs), the one
# every size this script prints uses. GNU gzip -9 is a different deflate encoder (and stores the file name): on the
# same wasm it gave 118,699 B where zlib gives 119,482 B, so two sizes for one file were printed before.
gz_bytes() { node -e 'console.log(require("zlib").gzipSync(require("fs").readFileSync(process.argv[1]), { level: 9 }).length)' "$1"; }

# The size ratchet's own measure (node's zlib at level 9, as web/test/size.test.mjs) against web/size-budget.json:
# the record, its limit (+5 %) and the goal (96,000 B for the shipped pair), with brotli beside it.
report_size() {
  node -e '
    const fs = require("fs"), z = require("zlib"), b = JSON.parse(fs.readFileSync(process.argv[3], "utf8")).gzipBytes;
    const f = [process.argv[1], process.argv[2]].map((p) => fs.readFileSync(p));
    const gz = f.map((x) => z.gzipSync(x, { level: 9 }).length), br = f.map((x) => z.brotliCompressSync(x).length);
    const total = gz[0] + gz[1];
    console.log(`\x1b[1m==> shipped (wasm + min.js): ${total} B gzip (${gz.join(" + ")}), ${br[0] + br[1]} B brotli; ` +
      `budget ${b} B, limit ${Math.floor(b * 1.05)} B${total > b * 1.05 ? " — OVER" : ""}; goal 96000 B\x1b[0m`);
  ' "$WASM" "$HOST_MIN" "$ROOT/web/size-budget.json"
}

ensure_venv() {
  if [ ! -x "$VENV/bin/python" ]; then
    log "creating $VENV"
    python3 -m venv "$VENV"
  fi
}

# The host's ES modules (web/src/, what the gallery loads) bundled by Debian's esbuild into one file each:
# web/swift-gauge.min.js, minified, the file pages ship (web/test/minified.test.mjs and the element page prove it
# behaves like the modules), and web/swift-gauge.js, readable (the node tests and test pages import it). The
# loader's `node:` import is dynamic and only taken in node, so it stays external.
# SWIFT_GAUGE_BUNDLE: the bundles sit next to the wasm (web/src/load.js); --minify-syntax drops the modules'
# branch from the readable one too, so bundlers that follow new URL(…, import.meta.url) see only the right file.
# The minified one then goes through Debian's terser (tools/terser-host.mjs): its names, safe compressions and the
# host's internal properties renamed take 1.5 KB more off the gzipped host (docs/wasm-build.md › Size and allocation).
HOST_FLAGS=(--bundle --format=esm --target=es2022 --define:SWIFT_GAUGE_BUNDLE=true --log-level=warning)
build_host() {
  need_debs esbuild esbuild /usr/share/nodejs/terser/package.json node-terser
  local common=("${HOST_FLAGS[@]}")
  # With its source map (web/swift-gauge.min.js.map, every module's text in it): terser-host carries it through its
  # renames and moves, and the file ends in its sourceMappingURL comment (docs/wasm-build.md › Source map).
  esbuild "$HOST_SRC" "${common[@]}" --minify --sourcemap --sources-content=true --outfile="$HOST_MIN"
  NODE_PATH=/usr/share/nodejs node "$ROOT/tools/terser-host.mjs" "$HOST_MIN"
  esbuild "$HOST_SRC" "${common[@]}" --minify-syntax --outfile="$HOST"
  # Types for a direct import of the minified file (TypeScript looks for <name>.d.ts beside it).
  printf "export * from './swift-gauge.js';\n" > web/swift-gauge.min.d.ts
  log "web/swift-gauge.min.js: $(stat -c %s "$HOST_MIN") bytes, $(gz_bytes "$HOST_MIN") gzipped (node zlib -9; readable bundle $(stat -c %s "$HOST"))"
}

setup_browser() {
  # Three engines: Chromium, Firefox ESR (driven by playwright==1.64.1 through WebDriver BiDi: newer Playwright
  # releases do not work with this ESR), and WebKit (WebKitGTK's MiniBrowser under WebKitWebDriver, driven by
  # selenium through classic WebDriver on an Xvfb display: web/test/browser/sg_webdriver.py). Fonts the text tests
  # draw with: DejaVu Sans (system-ui here; the core's built-in metrics), DejaVu Serif (the page font of the opt-in
  # font test, test_font.py), Noto CJK and Noto Color Emoji (CJK and emoji labels must render whole, not as tofu).
  # Poppler's pdftotext: where each word of a printed PDF is (test_print.py's reflow test).
  need_debs chromium-headless-shell chromium-headless-shell firefox-esr firefox-esr \
    WebKitWebDriver webkit2gtk-driver Xvfb xvfb pdftotext poppler-utils \
    /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf fonts-dejavu-core \
    /usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf fonts-dejavu-core \
    /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc fonts-noto-cjk \
    /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf fonts-noto-color-emoji
  ensure_venv
  if ! "$VENV/bin/python" -c 'import playwright, pytest, selenium, PIL, pytest_rerunfailures' 2>/dev/null; then
    log "installing ${PIP_PACKAGES[*]} from PyPI"
    "$VENV/bin/pip" install -q "${PIP_PACKAGES[@]}"
  fi
}

# A virtual X display for WebKit (WebKitGTK draws into an X window even under automation): Xvfb on the first free
# display number (-displayfd), exported as $DISPLAY; stop_display ends it, on every exit of the script.
XVFB_PID=
start_display() {
  local fifo
  fifo=$(mktemp -u); mkfifo "$fifo"
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$fifo" >/dev/null 2>&1 &
  XVFB_PID=$!
  trap stop_display EXIT
  local n
  if ! read -r -t 20 n <"$fifo"; then rm -f "$fifo"; echo "error: Xvfb did not start" >&2; exit 1; fi
  rm -f "$fifo"
  export DISPLAY=":$n"
  log "Xvfb on display $DISPLAY (pid $XVFB_PID) for WebKit"
}
stop_display() {
  if [ -n "$XVFB_PID" ]; then kill "$XVFB_PID" 2>/dev/null || true; wait "$XVFB_PID" 2>/dev/null || true; XVFB_PID=; fi
}

# The libFuzzer target: GaugeCore + GaugeABI + Fuzz/*.swift as one native module (like the wasm build),
# with -sanitize=fuzzer,address. The toolchain ships libclang_rt.fuzzer and .asan; nothing to install.
FUZZ_OUT=$ROOT/build/fuzz
build_fuzzer() {
  if ! compgen -G "$TC/lib/clang/*/lib/linux/libclang_rt.fuzzer-$(uname -m).a" >/dev/null; then
    echo "error: this Swift toolchain has no libFuzzer runtime (lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a)" >&2
    exit 1
  fi
  mkdir -p "$FUZZ_OUT/corpus"
  log "compiling the fuzzer (libFuzzer + AddressSanitizer)"
  mapfile -t sources < <(find Sources/GaugeCore Sources/GaugeABI Fuzz -name '*.swift' | sort)
  "$TC/bin/swiftc" -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -use-ld=lld \
    -module-name GaugeFuzz -package-name SwiftGauge "${sources[@]}" -o "$FUZZ_OUT/gauge-fuzz"
}

# Fuzzes for $1 seconds. New inputs go to build/fuzz/corpus (Fuzz/corpus, the seeds kept in the repository,
# is only read); a failing input is written to build/fuzz/crash-* and fails the run.
run_fuzzer() {
  local seconds=${1:-60}
  build_fuzzer
  log "fuzzing the C ABI for $seconds s (seeds: Fuzz/corpus; findings: build/fuzz/crash-*)"
  # SWIFT_BACKTRACE: the runtime's crash backtracer reads freed memory and would bury the report under ASan noise.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$FUZZ_OUT/gauge-fuzz" \
    -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$FUZZ_OUT/" "$FUZZ_OUT/corpus" Fuzz/corpus
}

# The wasm fuzzer (tools/wasm-fuzz/): build/wasm-fuzz/gauge-record runs Fuzz/FuzzDriver.swift natively and logs
# every C-ABI call it makes; tools/wasm-fuzz/wasm-fuzz.mjs replays each log against web/swift-gauge.wasm and
# compares every result. GaugeCore and GaugeABI are imported modules here, so the recorder's wrappers shadow the
# exports the driver calls. Rebuilt only when one of its sources changed.
WASM_FUZZ_OUT=$ROOT/build/wasm-fuzz
build_wasm_recorder() {
  local mod=$WASM_FUZZ_OUT/modules inputs m
  inputs=$({ find Sources/GaugeCore Sources/GaugeABI Fuzz/FuzzDriver.swift tools/wasm-fuzz -name '*.swift' -print0 \
    | sort -z | xargs -0 sha256sum; declare -f build_wasm_recorder; "$TC/bin/swiftc" --version 2>&1; } | sha256sum | cut -d' ' -f1)
  if [ -x "$WASM_FUZZ_OUT/gauge-record" ] && [ "$(cat "$WASM_FUZZ_OUT/inputs.sha256" 2>/dev/null)" = "$inputs" ]; then return 0; fi
  log "compiling the wasm fuzzer's native recorder (GaugeCore, GaugeABI, Fuzz/FuzzDriver.swift, tools/wasm-fuzz)"
  mkdir -p "$mod"
  local flags=(-O -wmo -swift-version 6 -package-name SwiftGauge -I "$mod")
  for m in GaugeCore GaugeABI; do
    mapfile -t sources < <(find "Sources/$m" -name '*.swift' | sort)
    "$TC/bin/swiftc" "${flags[@]}" -parse-as-library -enable-testing -module-name "$m" -emit-module \
      -emit-module-path "$mod/$m.swiftmodule" -emit-library -static -o "$mod/lib$m.a" "${sources[@]}"
  done
  "$TC/bin/swiftc" "${flags[@]}" -module-name GaugeRecord -L "$mod" -lGaugeABI -lGaugeCore -lm \
    Fuzz/FuzzDriver.swift tools/wasm-fuzz/Recorder.swift tools/wasm-fuzz/main.swift -o "$WASM_FUZZ_OUT/gauge-record"
  echo "$inputs" > "$WASM_FUZZ_OUT/inputs.sha256"
}

# Every program of Fuzz/corpus through the wasm against native, then $1 seconds of mutated programs. A trap or a
# differing result fails the run, printing the input's path and its first differing call; the mutated inputs that
# fail are kept in build/wasm-fuzz/findings/ (the program, and its report in <name>.txt).
run_wasm_fuzzer() {
  local seconds=${1:-60} rc=0
  build_wasm
  build_wasm_recorder
  log "the wasm against native: Fuzz/corpus replayed, then $seconds s of mutated programs (findings: build/wasm-fuzz/findings)"
  node tools/wasm-fuzz/wasm-fuzz.mjs replay Fuzz/corpus || rc=1
  node tools/wasm-fuzz/wasm-fuzz.mjs fuzz "$seconds" || rc=1
  return $rc
}

# The wasm is reproducible: built again from a copy of its sources at another path, it is the same file byte for
# byte (a compiler's hash or a path in the output would differ: docs/wasm-build.md › Determinism).
check_reproducible() {
  local tmp
  tmp=$(mktemp -d)
  mkdir -p "$tmp/Sources"
  cp -r Sources/GaugeCore Sources/GaugeABI "$tmp/Sources/"
  cp -r wasm "$tmp/"
  (cd "$tmp" && OUT=$tmp/build WASM=$tmp/again.wasm && build_wasm) 2>/dev/null
  if ! cmp -s "$WASM" "$tmp/again.wasm"; then
    echo "error: web/swift-gauge.wasm built again in $tmp differs ($(stat -c %s "$tmp/again.wasm") vs $(stat -c %s "$WASM") bytes): the build is not reproducible" >&2
    exit 1
  fi
  rm -rf "$tmp"
  log "web/swift-gauge.wasm is reproducible: built again at another path, the same bytes"
}

# The DocC archive of GaugeCore: the catalog Sources/GaugeCore/GaugeCore.docc and the library's doc comments, from
# the symbol graph of the module the debug build made (the one `swift test` builds: nothing new is compiled after
# it). ./build.sh docs writes build/docs/GaugeCore.doccarchive; check_docs (run by run_tests) fails on any docc
# warning (a broken link, an undocumented parameter) and on a Swift block of the catalog, README.md or a doc comment
# that does not compile against GaugeCore (tools/check-snippets.py). About 20 s after a build.
DOCS_OUT=$ROOT/build/docs
build_docs() {
  local strict=()
  [ "${1:-}" = strict ] && strict=(--warnings-as-errors)
  swift build --target GaugeCore >/dev/null
  local bin modules triple
  bin=$(swift build --show-bin-path)
  modules=$bin/Modules; [ -d "$modules" ] || modules=$bin   # SwiftPM before 6.2 keeps modules beside the products
  triple=$("$TC/bin/swiftc" -print-target-info | sed -nE 's/^ *"triple": "([^"]+)".*/\1/p' | head -1)
  rm -rf "$DOCS_OUT/symbol-graphs" "$DOCS_OUT/GaugeCore.doccarchive"
  mkdir -p "$DOCS_OUT/symbol-graphs"
  "$TC/bin/swift-symbolgraph-extract" -module-name GaugeCore -I "$modules" -target "$triple" \
    -minimum-access-level public -output-dir "$DOCS_OUT/symbol-graphs"
  log "docc convert: Sources/GaugeCore/GaugeCore.docc → build/docs/GaugeCore.doccarchive"
  "$TC/bin/docc" convert Sources/GaugeCore/GaugeCore.docc --additional-symbol-graph-dir "$DOCS_OUT/symbol-graphs" \
    --fallback-display-name GaugeCore --fallback-bundle-identifier org.swiftgauge.GaugeCore \
    --output-path "$DOCS_OUT/GaugeCore.doccarchive" "${strict[@]}"
}

check_docs() {
  build_docs strict
  local bin; bin=$(swift build --show-bin-path)
  log "the documentation's Swift blocks against GaugeCore (tools/check-snippets.py)"
  python3 tools/check-snippets.py --swiftc "$TC/bin/swiftc" --modules "$([ -d "$bin/Modules" ] && echo "$bin/Modules" || echo "$bin")"
  log "GaugeCore's public API against Tests/public-api.txt (tools/public-api.sh --check; docs/swift-api.md)"
  tools/public-api.sh --check
}

run_tests() {
  build_wasm
  build_host
  [ -n "${KEEP_NAMES:-}" ] || check_reproducible
  log "swift test"
  swift test
  check_docs
  log "node --test web/test/*.test.mjs"
  node --test web/test/*.test.mjs   # (web/test/consumers/ holds pages for the consumer tests, not node tests)
  setup_browser
  start_display
  log "browser tests (Chromium, then Firefox ESR, then WebKit's subset; counts per engine and skip reasons at the end)"
  "$VENV/bin/python" -m pytest -q web/test/browser
  stop_display
  # Nine consumers install the packed tarball offline into temporary folders (web/test/consumers/): a static page,
  # an esbuild bundle, tsc --strict, two React pages, Node SSR, a Swift package depending on this one by path, and
  # webpack 5, Rollup 3 and Vue bundles (Debian's packages).
  build_dist
  need_debs tsc node-typescript /usr/share/nodejs/react/umd/react.production.min.js node-react \
    /usr/share/nodejs/react-dom/umd/react-dom.production.min.js node-react-dom rollup rollup \
    /usr/share/nodejs/vue/dist/vue.esm.browser.js node-vue
  need_node_debs webpack node-rollup-plugin-node-resolve
  log "consumers of the npm package (web/test/consumers)"
  "$VENV/bin/python" -m pytest -q web/test/consumers
  run_fuzzer 60
  run_wasm_fuzzer 60
}

# The npm package: build/dist/swift-gauge/ (what web/package.json's "files" lists) and, packed by node's bundled
# npm (no registry involved), build/dist/swift-gauge-<version>.tgz.
DIST=$ROOT/build/dist
build_dist() {
  build_wasm
  build_host
  local pkg=$DIST/swift-gauge
  rm -rf "$pkg"; mkdir -p "$pkg"
  cp web/package.json "$WASM" "$HOST_MIN" "$HOST_MIN.map" "$HOST" web/swift-gauge.d.ts web/swift-gauge.min.d.ts web/ssr.js \
    web/ssr.d.ts LICENSE NOTICE CHANGELOG.md "$pkg/"
  # The package's README is for the people who install it (web/README.package.md); the repository's is for the
  # people who work on the repository.
  cp web/README.package.md "$pkg/README.md"
  node tools/custom-elements.mjs > "$pkg/custom-elements.json"
  (cd "$DIST" && rm -f swift-gauge-*.tgz && npm pack --silent ./swift-gauge >/dev/null)
  log "npm package: $(ls "$DIST"/swift-gauge-*.tgz) ($(stat -c %s "$DIST"/swift-gauge-*.tgz) bytes)"
}

case "${1:-build}" in
  build) build_wasm; build_host; report_size ;;
  serve)
    port=${2:-8080}
    # A busy port: the next free one when none was asked for, else a one-line error (no traceback).
    free() { python3 -c 'import socket,sys; s=socket.socket(); s.bind(("127.0.0.1", int(sys.argv[1])))' "$1" 2>/dev/null; }
    if ! free "$port"; then
      if [ -n "${2:-}" ]; then echo "error: port $port is in use; pick another: ./build.sh serve <port>" >&2; exit 1; fi
      while ! free "$port"; do port=$((port + 1)); done
      log "port ${2:-8080} is in use; using $port"
    fi
    build_wasm
    build_host
    log "serving web/ at http://127.0.0.1:$port/ (Ctrl-C stops)"
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory web ;;
  dist) build_dist ;;
  docs) build_docs ;;
  check-docs) check_docs ;;
  test) run_tests ;;
  bench)
    build_wasm
    build_host
    setup_browser
    log "core: render calls per second, native (release) and wasm (node), same inputs"
    swift build -c release --product GaugeBench >/dev/null
    native=$(.build/release/GaugeBench); echo "$native"
    node web/bench/core.mjs "$(sed -E 's/.* = ([0-9]+) renders\/s.*/\1/' <<<"$native")"
    log "transfer size (bytes): raw, gzip (node zlib -9)"
    for f in "$WASM" "$HOST_MIN" "$HOST"; do
      printf '%-25s %7d %7d\n' "${f#"$ROOT"/}" "$(stat -c %s "$f")" "$(gz_bytes "$f")"
    done
    printf '%-25s %7s %7d   (the shipped files: .wasm + .min.js)\n' "wasm + JS host" "" \
      "$(( $(gz_bytes "$WASM") + $(gz_bytes "$HOST_MIN") ))"
    report_size
    NODE_PATH=/usr/share/nodejs node web/bench/bundle-order.mjs -- "${HOST_FLAGS[@]}"
    log "browser: N ring gauges, SwiftGauge vs the hand-written Canvas 2D floor, ECharts, Plotly"
    PIP="$VENV/bin/pip" "$VENV/bin/python" web/bench/gauges.py
    log "animation: per-frame cost of animating the gallery"
    "$VENV/bin/python" web/bench/animation.py
    # What a page pays: 300 gauges updated 10×/s (main-thread busy %, fps vs a hand-drawn floor), 3,000 elements at
    # once, drawAll's blank canvases, a profile. BENCH_WASM=<a KEEP_NAMES=1 build's wasm> names the core's functions.
    log "dashboard: 300 live gauges, main-thread busy and frames/s against the hand-drawn floor; a profile"
    "$VENV/bin/python" web/bench/dashboard.py ;;
  fuzz) run_fuzzer "${2:-60}" ;;
  wasm-fuzz) run_wasm_fuzzer "${2:-60}" ;;
  *) echo "usage: ./build.sh [build | serve [port] | test | dist | docs | fuzz [seconds] | wasm-fuzz [seconds] | bench]" >&2; exit 2 ;;
esac
