#!/usr/bin/env python3
"""Reorders the functions of a module in binaryen's text form (wasm-dis output) by name.

usage: order-functions.py in.wat out.wat

The module's code is the same: only the order of the function definitions changes (binaryen refers to a
function by its name, so every call, export and table entry follows it). Sorted by their mangled names,
functions of one type (Gauge's layouts, the CSS scanner, the standard library's specialisations of one generic)
sit next to each other, within deflate's 32 KiB window of the functions they resemble: the wasm is smaller
gzipped (docs/wasm-build.md › Size and allocation). The sort is stable and depends only on the names, so the
output is the same for the same input.
"""
import sys


def main(source: str, target: str) -> None:
    lines = open(source, encoding="utf-8").read().split("\n")
    head, funcs, tail = [], [], []
    current = None
    for line in lines:
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
        sys.exit(f"error: {source}: no complete function definitions found (is it wasm-dis output?)")
    funcs.sort(key=lambda f: f[0].split()[1])
    with open(target, "w", encoding="utf-8") as out:
        out.write("\n".join(head + [line for f in funcs for line in f] + tail))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: order-functions.py in.wat out.wat")
    main(sys.argv[1], sys.argv[2])
