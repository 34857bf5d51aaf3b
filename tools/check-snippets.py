#!/usr/bin/env python3
"""Type-checks every Swift code block of the documentation against the GaugeCore module.

The blocks: each ```swift fence of Sources/GaugeCore/GaugeCore.docc/*.md and README.md, and of the doc comments
(/// lines) in Sources/GaugeCore, but package manifests (a first line `// swift-tools-version:…`). Each block becomes the body of a function of its own (`import` lines go to the
top of its file), so blocks may declare the same names; `#sourceLocation` points every error at the block's own
file and line. All blocks are checked in one `swiftc -typecheck` run, as a module that imports GaugeCore the way a
package depending on it does (public API only: no `@testable`, no package name) — but the blocks of a doc comment on
a declaration that is not public (a `package` or internal type: docs/swift-api.md), which document the package's
own code and see it through `@testable import`. Warnings are not shown: blocks declare values to show them.

    tools/check-snippets.py --modules <dir with GaugeCore.swiftmodule> [--list]

Run by ./build.sh test (check_docs) after the debug build; exits non-zero when a block does not compile.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^\s*```\s*swift\s*$")
END = re.compile(r"^\s*```\s*$")


def markdown_blocks(path):
    """(start line of the code, lines) of every ```swift block of a Markdown file."""
    blocks, current, start = [], None, 0
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if current is None:
                if FENCE.match(line):
                    current, start = [], n + 1
            elif END.match(line):
                blocks.append((start, current, False))
                current = None
            else:
                current.append(line.rstrip("\n"))
    if current is not None:
        sys.exit(f"{path}:{start - 1}: unterminated ```swift block")
    return blocks


PUBLIC = re.compile(r"^\s*(public|open)\b")


def comment_blocks(path):
    """The same for the ```swift blocks inside /// doc comments of a Swift file ("/// " taken off each line), each
    with whether the declaration its comment documents is public (the first line after the comment that is not an
    attribute)."""
    blocks, current, start, pending = [], None, 0, []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            stripped = line.strip()
            if not stripped.startswith("///"):
                if current is not None:
                    sys.exit(f"{path}:{start - 1}: ```swift block not closed inside its doc comment")
                if pending and not stripped.startswith("@"):
                    blocks += [(s, b, not PUBLIC.match(line)) for s, b in pending]
                    pending = []
                continue
            text = stripped[3:]
            text = text[1:] if text.startswith(" ") else text
            if current is None:
                if FENCE.match(text):
                    current, start = [], n + 1
            elif END.match(text):
                pending.append((start, current))
                current = None
            else:
                current.append(text)
    return blocks + [(s, b, True) for s, b in pending]


def sources():
    """(path relative to the repository, blocks) of every file with Swift blocks."""
    out = []
    for md in sorted(glob.glob(os.path.join(ROOT, "Sources/GaugeCore/GaugeCore.docc/**/*.md"), recursive=True)):
        out.append((md, markdown_blocks(md)))
    out.append((os.path.join(ROOT, "README.md"), markdown_blocks(os.path.join(ROOT, "README.md"))))
    for swift in sorted(glob.glob(os.path.join(ROOT, "Sources/GaugeCore/**/*.swift"), recursive=True)):
        blocks = comment_blocks(swift)
        if blocks:
            out.append((swift, blocks))
    return [(os.path.relpath(p, ROOT), [x for x in b if not is_manifest(x[1])]) for p, b in out if b]


def is_manifest(lines):
    """A package manifest (its first line is `// swift-tools-version:`): shown for copying, not compiled here."""
    return bool(lines) and lines[0].startswith("// swift-tools-version")


def snippet_file(index, path, start, lines, testable=False):
    imports = [l for l in lines if re.match(r"^\s*import\s+\w+", l)]
    body = [("" if re.match(r"^\s*import\s+\w+", l) else l) for l in lines]
    text = [("@testable " if testable else "") + "import GaugeCore"]
    text += [i.strip() for i in imports if i.strip() != "import GaugeCore"]
    # One function per block; `_ = …` of nothing keeps blocks that only declare from warning.
    text.append(f"func snippet{index}() async throws {{")
    text.append(f'#sourceLocation(file: "{os.path.join(ROOT, path)}", line: {start})')
    text += body
    text.append("#sourceLocation()")
    text.append("}")
    return "\n".join(text) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--modules", default="", help="the folder holding GaugeCore.swiftmodule")
    parser.add_argument("--swiftc", default="swiftc")
    parser.add_argument("--list", action="store_true", help="list the blocks, check nothing")
    args = parser.parse_args()

    found = sources()
    total = sum(len(b) for _, b in found)
    if args.list:
        for path, blocks in found:
            for start, lines, testable in blocks:
                print(f"{path}:{start}: {len(lines)} lines" + (" (not public: @testable)" if testable else ""))
        print(f"{total} Swift blocks")
        return 0
    with tempfile.TemporaryDirectory(prefix="gauge-snippets-") as tmp:
        files, i = [], 0
        for path, blocks in found:
            for start, lines, testable in blocks:
                name = os.path.join(tmp, f"snippet{i}.swift")
                with open(name, "w", encoding="utf-8") as f:
                    f.write(snippet_file(i, path, start, lines, testable))
                files.append(name)
                i += 1
        cmd = [args.swiftc, "-typecheck", "-parse-as-library", "-suppress-warnings", "-swift-version", "6", "-module-name", "GaugeSnippets",
               "-I", args.modules] + files
        result = subprocess.run(cmd, capture_output=True, text=True)
        errors = [l for l in (result.stdout + result.stderr).splitlines()]
        if result.returncode != 0:
            print("\n".join(errors), file=sys.stderr)
            print(f"error: the documentation's Swift blocks do not compile ({total} blocks checked)", file=sys.stderr)
            return 1
    print(f"{total} Swift blocks of the documentation compile against GaugeCore "
          f"({len(found)} files: GaugeCore.docc, README.md, doc comments)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
