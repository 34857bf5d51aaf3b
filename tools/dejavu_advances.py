#!/usr/bin/env python3
"""Prints the advance-width tables of Sources/GaugeCore/Text/FontMetrics.swift from DejaVu Sans.

Reads the fonts of Debian's fonts-dejavu-core (DejaVuSans.ttf = Book, DejaVuSans-Bold.ttf = Bold) with a
minimal TrueType reader (cmap formats 4/12, hmtx); no dependencies. Advances are in font units (2048 per em).
Usage: python3 tools/dejavu_advances.py [font directory]   (paste the output into FontMetrics.swift)
"""
import struct
import sys

DIR = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/fonts/truetype/dejavu'
# Contiguous ranges stored as dense tables, and single code points stored as a sorted sparse table.
DENSE = [(0x20, 0x24F), (0x370, 0x4FF)]          # Basic Latin … Latin Extended-B; Greek and Cyrillic
SPARSE = [0x2002, 0x2003, 0x2009, 0x200A, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2018, 0x2019,
          0x201A, 0x201C, 0x201D, 0x201E, 0x2020, 0x2021, 0x2022, 0x2026, 0x202F, 0x2030, 0x2032, 0x2033,
          0x2039, 0x203A, 0x2044, 0x20AC, 0x2116, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2215,
          0x221E, 0x2248, 0x2260, 0x2264, 0x2265]


def tables(data):
    n = struct.unpack('>H', data[4:6])[0]
    out = {}
    for i in range(n):
        tag, _, off, length = struct.unpack('>4sIII', data[12 + 16 * i: 28 + 16 * i])
        out[tag.decode()] = data[off: off + length]
    return out


def cmap(t):
    c = t['cmap']
    n = struct.unpack('>H', c[2:4])[0]
    best = None
    for i in range(n):
        pid, eid, off = struct.unpack('>HHI', c[4 + 8 * i: 12 + 8 * i])
        fmt = struct.unpack('>H', c[off: off + 2])[0]
        if pid in (0, 3) and fmt in (4, 12) and (best is None or fmt > best[0]):
            best = (fmt, off)
    fmt, off = best
    m = {}
    if fmt == 12:
        groups = struct.unpack('>I', c[off + 12: off + 16])[0]
        for g in range(groups):
            a, b, gid = struct.unpack('>III', c[off + 16 + 12 * g: off + 28 + 12 * g])
            for cp in range(a, b + 1):
                m[cp] = gid + cp - a
        return m
    segs = struct.unpack('>H', c[off + 6: off + 8])[0] // 2
    p = off + 14
    ends = struct.unpack(f'>{segs}H', c[p: p + 2 * segs]); p += 2 * segs + 2
    starts = struct.unpack(f'>{segs}H', c[p: p + 2 * segs]); p += 2 * segs
    deltas = struct.unpack(f'>{segs}h', c[p: p + 2 * segs]); p += 2 * segs
    ro_at = p
    ros = struct.unpack(f'>{segs}H', c[p: p + 2 * segs])
    for s in range(segs):
        for cp in range(starts[s], ends[s] + 1):
            if cp == 0xFFFF:
                continue
            if ros[s] == 0:
                gid = (cp + deltas[s]) & 0xFFFF
            else:
                gp = ro_at + 2 * s + ros[s] + 2 * (cp - starts[s])
                gid = struct.unpack('>H', c[gp: gp + 2])[0]
                gid = (gid + deltas[s]) & 0xFFFF if gid else 0
            m[cp] = gid
    return m


def advances(path):
    data = open(path, 'rb').read()
    t = tables(data)
    units = struct.unpack('>H', t['head'][18:20])[0]
    assert units == 2048, units
    nh = struct.unpack('>H', t['hhea'][34:36])[0]
    hm = t['hmtx']
    widths = [struct.unpack('>H', hm[4 * i: 4 * i + 2])[0] for i in range(nh)]
    cm = cmap(t)
    return lambda cp: (widths[min(cm[cp], nh - 1)] if cp in cm and cm[cp] else None)


def swift_array(name, values):
    lines, line = [], '       '
    for v in values:
        item = f' {v},'
        if len(line) + len(item) > 116:
            lines.append(line)
            line = '       '
        line += item
    lines.append(line)
    return f'    static let {name}: [UInt16] = [\n' + '\n'.join(lines) + '\n    ]'


MISSING = 0xFFFF  # no glyph in DejaVu Sans: FontMetrics falls back to 0.6 em
for weight, file in (('book', 'DejaVuSans.ttf'), ('bold', 'DejaVuSans-Bold.ttf')):
    adv = advances(f'{DIR}/{file}')
    for lo, hi in DENSE:
        print(swift_array(f'{weight}{lo:04X}', [adv(cp) or MISSING for cp in range(lo, hi + 1)]))
    print(swift_array(f'{weight}Sparse', [adv(cp) or MISSING for cp in SPARSE]))
print(swift_array('sparseScalars', SPARSE).replace('[UInt16]', '[UInt32]'))
