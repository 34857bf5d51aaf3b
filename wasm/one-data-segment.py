#!/usr/bin/env python3
"""Writes a module's data as one active segment: the same bytes at the same addresses, the gaps as zeros.

usage: one-data-segment.py in.wasm in.wat out.wasm

binaryen's memory packing (part of -Oz) splits the linker's data wherever it holds a run of zeros, since a module's
fresh memory is zero already: the shipped module had 98 segments, each with its own header (flags, an i32.const
address, a length), about 900 bytes of zeros between them. Deflate writes a run of zeros in a few bits and a
header's address in many, so one segment from the first address to the last byte gzips smaller: −437 B on the
name-sorted module (docs/wasm-build.md › Size and allocation: the fourteenth round). The memory a module starts
with is the same byte for byte: the memory is the module's own (docs/wasm-build.md › No imports), fresh and zero,
and every segment is active. `in.wat` is the same module in binaryen's text form: the code must name no segment
(no memory.init or data.drop), since their indexes change. Names of data segments (KEEP_NAMES=1's name section)
are dropped.
"""
import sys


def uleb(data, i):
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def sleb(data, i):
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return (value - (1 << shift) if byte & 0x40 else value), i


def uleb_bytes(value):
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def sleb_bytes(value):
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        if (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40):
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)


def sections(module):
    """(id, body) of each section, in order."""
    i, out = 8, []
    while i < len(module):
        size, start = uleb(module, i + 1)
        out.append((module[i], module[start:start + size]))
        i = start + size
    return out


def one_segment(body):
    """The data section `body` as one active segment of memory 0."""
    count, i = uleb(body, 0)
    first, data = None, bytearray()
    for _ in range(count):
        if body[i] != 0 or body[i + 1] != 0x41:
            sys.exit("error: one-data-segment: a segment that is not active at an i32.const address")
        address, i = sleb(body, i + 2)
        if body[i] != 0x0B:
            sys.exit("error: one-data-segment: a segment address that is not one i32.const")
        size, i = uleb(body, i + 1)
        if first is None:
            first = address
        if address < first + len(data):
            sys.exit("error: one-data-segment: segments out of order or overlapping")
        data += bytes(address - first - len(data)) + body[i:i + size]
        i += size
    return uleb_bytes(1) + b"\x00\x41" + sleb_bytes(first) + b"\x0b" + uleb_bytes(len(data)) + bytes(data), count


def without_data_names(body):
    """A custom section `body`; for the name section, without its data-segment names (subsection 9)."""
    size, i = uleb(body, 0)
    if body[i:i + size] != b"name":
        return body
    out, i = bytearray(body[:i + size]), i + size
    while i < len(body):
        kind = body[i]
        size, start = uleb(body, i + 1)
        if kind != 9:
            out += body[i:start + size]
        i = start + size
    return bytes(out)


def main(argv):
    if len(argv) != 4:
        sys.exit(__doc__)
    wat = open(argv[2], encoding="utf-8").read()
    if "memory.init" in wat or "data.drop" in wat:
        sys.exit("error: one-data-segment: the code names data segments (memory.init or data.drop)")
    module = open(argv[1], "rb").read()
    out, count = bytearray(module[:8]), None
    for kind, body in sections(module):
        if kind == 11:
            body, count = one_segment(body)
        elif kind == 12:
            body = uleb_bytes(1)
        elif kind == 0:
            body = without_data_names(body)
        out += bytes([kind]) + uleb_bytes(len(body)) + body
    if count is None:
        sys.exit("error: one-data-segment: no data section")
    open(argv[3], "wb").write(out)


if __name__ == "__main__":
    main(sys.argv)
