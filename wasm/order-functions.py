#!/usr/bin/env python3
"""Orders the functions of a module in binaryen's text form (wasm-dis output) so that it gzips smaller.

usage: order-functions.py by-name in.wat out.wat
       order-functions.py by-search in.wat in.wasm out.wat

The module's code is the same: only the order of the function definitions changes (binaryen refers to a
function by its name, so every call, export and table entry follows it). Deflate finds repeats only within
32 KiB, so where functions that look alike sit decides what gzip can share
(docs/wasm-build.md › Size and allocation).

by-name: sorted by their mangled names, functions of one type (Gauge's layouts, the CSS scanner, the standard
library's specialisations of one generic) sit next to each other.

by-search: `in.wasm` is `in.wat` written as a binary (the same functions in the same order). Each function's
partners are the PARTNERS functions whose bodies share the most with it (the bytes zlib saves compressing the two
together); then, twice over the functions in order, a function moves to just after, then just before, each of its
partners in turn, kept where that makes the code bodies, concatenated, compress smaller at zlib level 9; then
MOVES single moves of a function to another place, chosen by a fixed-seed generator, kept on the same test.
Deterministic: the same input and zlib give the same order.
"""
import sys
import zlib

# Partners tried per function, each on both sides: the best one, after it only, gave the shipped wasm 99,884 B
# gzipped; three on both sides 99,466 B; then MOVES random moves 99,393 B. About four times the search's time
# (docs/wasm-build.md › Size and allocation: the thirteenth round).
PARTNERS = 3
MOVES = 1500


def split(path):
    """The text before the functions, each function's lines, the text after them."""
    head, funcs, tail = [], [], []
    current = None
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.startswith(" (func "):
            current = [line]
            funcs.append(current)
        elif current is not None:
            current.append(line)
            if line == " )":  # a function's closing line (its body is indented further)
                current = None
        elif funcs:
            tail.append(line)
        else:
            head.append(line)
    if current is not None or not funcs:
        sys.exit(f"error: {path}: no complete function definitions found (is it wasm-dis output?)")
    return head, funcs, tail


def bodies(path):
    """The code section's function bodies of a wasm binary, in order."""
    b = open(path, "rb").read()
    p = 8

    def leb():
        nonlocal p
        r = s = 0
        while True:
            x = b[p]
            p += 1
            r |= (x & 127) << s
            s += 7
            if not x & 128:
                return r

    out = []
    while p < len(b):
        section = b[p]
        p += 1
        size = leb()
        start = p
        if section == 10:
            for _ in range(leb()):
                n = leb()
                out.append(b[p:p + n])
                p += n
        p = start + size
    return out


def searched(code):
    """An order of `code`'s indices (see by-search above)."""
    n = len(code)
    size = [len(zlib.compress(c, 9)) for c in code]
    partners = []
    for i in range(n):
        saved = []
        for j in range(n):
            if j != i:
                s = size[i] + size[j] - len(zlib.compress(code[j] + code[i], 9))
                if s > 0:
                    saved.append((-s, j))  # the most saved first; of equals, the earlier function
        partners.append([j for _, j in sorted(saved)[:PARTNERS]])

    def total(order):
        return len(zlib.compress(b"".join(code[i] for i in order), 9))

    order = list(range(n))
    smallest = total(order)
    for _ in range(2):
        for i in range(n):
            for p in partners[i]:
                for side in (1, 0):  # just after the partner, then just before it
                    moved = [x for x in order if x != i]
                    moved.insert(moved.index(p) + side, i)
                    t = total(moved)
                    if t < smallest:
                        smallest, order = t, moved
    # Then MOVES single moves from a fixed-seed generator (the host's order search has the same one:
    # tools/terser-host.mjs › ordered): a function to another place, kept where the code compresses smaller.
    seed = 1
    for _ in range(MOVES):
        picks = []
        for _ in range(2):
            seed = (seed * 1103515245 + 12345) % 2147483648
            picks.append(seed * n // 2147483648)
        moved = [x for x in order if x != order[picks[0]]]
        moved.insert(picks[1], order[picks[0]])
        t = total(moved)
        if t < smallest:
            smallest, order = t, moved
    return order


def main(argv):
    if len(argv) == 4 and argv[1] == "by-name":
        head, funcs, tail = split(argv[2])
        funcs.sort(key=lambda f: f[0].split()[1])
        target = argv[3]
    elif len(argv) == 5 and argv[1] == "by-search":
        head, funcs, tail = split(argv[2])
        code = bodies(argv[3])
        if len(code) != len(funcs):
            sys.exit(f"error: {argv[3]} has {len(code)} functions, {argv[2]} {len(funcs)}: not the same module")
        funcs = [funcs[i] for i in searched(code)]
        target = argv[4]
    else:
        sys.exit("usage: order-functions.py by-name in.wat out.wat | by-search in.wat in.wasm out.wat")
    with open(target, "w", encoding="utf-8") as out:
        out.write("\n".join(head + [line for f in funcs for line in f] + tail))


if __name__ == "__main__":
    main(sys.argv)
