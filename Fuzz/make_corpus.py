#!/usr/bin/env python3
"""Writes the seed corpus Fuzz/corpus/seed-*: small programs in the bytecode of Fuzz/FuzzDriver.swift, one per
scenario, so fuzzing starts from every op, style and kind of hostile input instead of discovering them.
Run from the repository root after changing the bytecode; `finding-*` files (fuzzer findings kept as
regression inputs) are left alone. `swift test` replays every file in Fuzz/corpus through the driver.
"""
import os
import struct

OPS = ['create', 'destroy', 'setValue', 'setBounds', 'setStyle', 'setLabel', 'setBoundsLabels', 'setTint',
       'render', 'describe', 'scratch', 'listPointer', 'stats', 'lastError', 'rawTextCall',
       'setAnimation', 'setColorScheme', 'setOrientation', 'setRingArc', 'renderBatch', 'setMore']
OP = {name: i for i, name in enumerate(OPS)}
# Indices into FuzzProgram.edgeDoubles.
D = {'0': 0, '-0': 1, '1': 2, '-1': 3, '0.5': 4, 'nan': 5, '-nan': 6, 'inf': 7, '-inf': 8, 'tiny': 9,
     '-tiny': 10, 'minNormal': 11, 'max': 12, '-max': 13, '1e308': 14, '-1e308': 15, '1e15': 16, '1e-15': 17,
     '58': 18, '100': 19, '320': 20, '100000': 21, '100000+': 22, '16': 24, '16+': 25, '1/16': 26,
     '1/16-': 27, '2': 28, '1e9': 31, '-1e9': 32}
# Indices into FuzzProgram.dictionary.
T = {'': 0, 'Temperature': 1, 'dash': 2, '21deg': 3, 'img': 4, 'script': 5, 'nul': 6, 'lf': 7, 'ws': 8,
     'esc': 9, 'del': 10, 'c1a': 11, 'c1b': 12, 'nbsp': 13, 'rlo': 14, 'isolates': 15, 'marks': 16,
     'emoji': 17, 'cjk': 18, 'combining': 19, 'bom': 20, 'fffd': 21, 'overlong': 22, 'surrogate': 23,
     'above': 24, 'truncated': 25, 'cont': 26, 'fffe': 27, 'truncated4': 28, 'NaN': 29, 'inf': 30,
     'red': 31, 'hexa': 32, 'gradient': 33, 'outside': 34, 'hex5': 35, 'hugeloc': 36, 'longloc': 37,
     'clear': 38, 'comma': 39, 'trailing': 40, 'blank': 41}


def d(name):
    return [D[name]]


def raw_double(x):
    lo, hi = struct.unpack('<II', struct.pack('<d', x))
    return [96] + list(struct.pack('<I', lo)) + list(struct.pack('<I', hi))


def live(k=0):
    return [0, k]


def size(name):
    if name in D:
        return [200] + d(name)
    return [200, 210] + list(struct.pack('<H', int(name)))  # double(): an integer from a u16


def text_dict(name):
    return [2, T[name]]


def text_run(name, n):
    return [1, T[name], n & 0xFF, n >> 8]


def text_raw(bs):
    return [0, len(bs)] + list(bs)


def text_tint(stops, colours, locs):
    out = [3, 7 if stops >= 200 else stops - 1]
    if stops >= 200:
        out.append(stops - 200)
    for k in range(stops):
        if k:
            out.append(0)  # ", "
        out.append(colours[k % len(colours)])
        out.append(locs[k % len(locs)])
    return out


EXACT = [0]          # writeScratch: request exactly the bytes
REAL = [0]           # byteCount: the real count


def create():
    return [OP['create']]


def render(k=0, w='58', h='58', ratio=0):
    return [OP['render']] + live(k) + size(w) + size(h) + [ratio, 0]


def set_value(k, v):
    return [OP['setValue']] + live(k) + (d(v) if isinstance(v, str) else raw_double(v))


def set_bounds(k, lo, hi):
    return [OP['setBounds']] + live(k) + d(lo) + d(hi)


def set_style(k, style):
    return [OP['setStyle']] + live(k) + [style]


def set_label(k, role, text, count=REAL):
    return [OP['setLabel']] + live(k) + [0, role] + text + EXACT + count


def set_bounds_labels(k, a, b):
    return [OP['setBoundsLabels']] + live(k) + a + b + EXACT + REAL + REAL + [255]


def set_tint(k, text):
    return [OP['setTint']] + live(k) + text + EXACT + REAL


def set_orientation(k, axis):
    # selector < 240: axis = selector % 2; otherwise a raw u32 follows.
    return [OP['setOrientation']] + live(k) + ([axis] if axis < 2 else [255] + list(struct.pack('<I', axis)))


def describe(k, what):
    return [OP['describe']] + live(k) + [0, what]


def everything_described(k=0):
    out = []
    for what in range(4):
        out += describe(k, what)
    return out + [OP['listPointer']] + live(k) + [OP['stats'], 0, 0, OP['stats'], 0, 2, OP['lastError']]


SEEDS = {}
for style in range(6):
    SEEDS[f'style-{style}-labelled'] = (
        create() + set_style(0, style) + set_bounds(0, '0', '100') + set_value(0, 21.5)
        + set_label(0, 0, text_dict('Temperature')) + set_label(0, 1, text_dict('21deg'))
        + set_bounds_labels(0, text_raw(b'0'), text_raw(b'40'))
        + set_tint(0, text_dict('gradient')) + render(0) + render(0, '320', '100', 3) + everything_described())
for v in ['nan', 'inf', '-inf', 'tiny', 'max', '-0']:
    SEEDS[f'value-{v}'] = (create() + set_style(0, 4) + set_value(0, v) + render(0)
                           + set_style(0, 1) + render(0, '320', '58') + everything_described())
SEEDS['bounds-rejected'] = (create() + set_bounds(0, '100', '0') + set_bounds(0, 'nan', '1')
                            + set_bounds(0, '0', 'inf') + set_bounds(0, '-max', 'max') + set_bounds(0, '1', '1')
                            + render(0) + everything_described())
SEEDS['render-rejected-sizes'] = (create() + render(0, '-1', '58') + render(0, 'nan', '58') + render(0, '100000+', '1')
                                  + render(0, '1e9', '1e9') + render(0, '0', '0') + render(0, 'tiny', '294')
                                  + render(0, '100000', '100000', 6) + render(0, '1', 'minNormal'))
SEEDS['render-rejected-ratios'] = (create() + [OP['render']] + live(0) + size('58') + size('58') + [128] + d('0') + [0]
                                   + [OP['render']] + live(0) + size('58') + size('58') + [128] + d('nan') + [0]
                                   + [OP['render']] + live(0) + size('58') + size('58') + [128] + d('1/16-') + [0]
                                   + [OP['render']] + live(0) + size('58') + size('58') + [128] + d('16+') + [0]
                                   + [OP['render']] + live(0) + size('58') + size('58') + [128] + d('1/16') + [0]
                                   + [OP['render']] + live(0) + size('58') + size('58') + [0, 255] + d('inf'))
for name in ['img', 'script', 'nul', 'lf', 'ws', 'esc', 'del', 'c1a', 'c1b', 'rlo', 'isolates', 'emoji', 'cjk',
             'combining', 'bom', 'overlong', 'surrogate', 'above', 'truncated', 'cont', 'truncated4']:
    SEEDS[f'label-{name}'] = (create() + set_style(0, 4) + set_label(0, 0, text_dict(name))
                              + set_label(0, 1, text_dict(name)) + set_bounds_labels(0, text_dict(name), text_dict('red'))
                              + render(0) + set_style(0, 3) + render(0, '320', '100') + everything_described())
SEEDS['label-cap'] = (create() + set_label(0, 0, text_run('Temperature', 4096)) + set_label(0, 1, text_run('emoji', 4100))
                      + set_bounds_labels(0, text_run('cjk', 4095), text_run('', 4097)) + render(0, '320', '100')
                      + set_style(0, 2) + render(0, '100000', '100000', 6) + everything_described())
SEEDS['tint-grammar'] = (create() + set_style(0, 5)
                         + set_tint(0, text_tint(3, [0, 1, 2], [255, 110, 255])) + render(0)
                         + set_tint(0, text_tint(256, list(range(18)), [255, 50, 120])) + render(0)
                         + set_tint(0, text_tint(257, [1], [255])) + set_tint(0, text_dict('hugeloc'))
                         + set_tint(0, text_dict('hex5')) + set_tint(0, text_dict('outside')) + render(0)
                         + [OP['setTint']] + live(0) + text_dict('red') + EXACT + [200] + render(0))
for style in (1, 2, 3):
    SEEDS[f'vertical-{style}-labelled'] = (
        create() + set_style(0, style) + set_orientation(0, 1) + set_bounds(0, '0', '100') + set_value(0, 21.5)
        + set_label(0, 0, text_dict('Temperature')) + set_label(0, 1, text_dict('21deg'))
        + set_bounds_labels(0, text_raw(b'0'), text_raw(b'40')) + set_tint(0, text_dict('gradient'))
        + render(0) + render(0, '58', '320', 3) + render(0, '1', '100000') + set_orientation(0, 2)
        + set_orientation(0, 0xFFFFFFFF) + render(0, '100', '1') + everything_described())
SEEDS['stale-handles'] = (create() + create() + render(0) + [OP['destroy']] + live(0) + create()
                          + [OP['setValue'], 220, 0] + d('1') + [OP['render'], 220, 0] + size('58') + size('58') + [0, 0]
                          + [OP['destroy'], 220, 0] + [OP['describe'], 220, 0, 0, 1]
                          + [OP['setValue'], 255, 0, 0, 0, 0] + d('1') + [OP['setValue'], 255, 0xFF, 0xFF, 0xFF, 0x7F] + d('1'))
SEEDS['scratch-abuse'] = (create() + [OP['scratch'], 200, 0x01, 0x00, 0x01, 0x00] + [OP['scratch'], 200, 0xFF, 0xFF, 0xFF, 0xFF]
                          + [OP['rawTextCall']] + live(0) + [0, 4, 0] + [OP['scratch'], 0, 0x00, 0x01]
                          + [OP['rawTextCall']] + live(0) + [0, 200, 1]
                          + [OP['rawTextCall']] + live(0) + [220, 3, 0, 0, 2, 0, 100]
                          + [OP['rawTextCall']] + live(0) + [240, 0xFF, 0xFF, 0xFF, 0x7F, 0, 0]
                          + [OP['setLabel']] + live(0) + [0, 0] + text_dict('Temperature') + [240, 0, 0, 0x01, 0] + REAL
                          + [OP['setLabel']] + live(0) + [0, 0] + text_dict('Temperature') + [224, 3] + REAL
                          + [OP['setLabel']] + live(0) + [250, 7, 0, 0, 0] + text_dict('red') + EXACT + REAL
                          + [OP['stats'], 250, 9, 0, 0, 0] + [OP['describe']] + live(0) + [250, 4, 0, 0, 0] + [OP['lastError']])
SEEDS['many-gauges'] = sum(([OP['create']] for _ in range(40)), []) + sum(
    (set_style(k, k % 6) + set_value(k, k / 7) + render(k, '100', '58') for k in range(40)), []) + sum(
    ([OP['destroy']] + live(k) for k in range(0, 40, 3)), []) + [OP['stats'], 0, 0, OP['stats'], 0, 2]

# setRingArc: palette indices (start, sweep) then the direction byte; see FuzzDriver's palette.
RING = {'-90': 0, '0': 1, '135': 2, '180': 3, '90': 4, '-135': 5, '360': 6, '270': 7, '240': 8, '0.5': 9,
        '1e-9': 10, '360+': 11, '-1': 13, '720': 14, 'nan': 15, 'inf': 16, '-inf': 17, '1e300': 18, 'tiny': 19}


def set_ring_arc(k, start, sweep, clockwise=1):
    direction = [clockwise] if clockwise < 240 else [clockwise, 2, 0, 0, 0]  # ≥ 240: a u32 follows (here 2)
    return [OP['setRingArc']] + live(k) + [RING[start], RING[sweep]] + direction


SEEDS['ring-arcs'] = sum((create() + set_style(k, 4 + k % 2) + set_bounds(k, '0', '100') + set_value(k, 63)
                          + set_bounds_labels(k, text_raw(b'0'), text_raw(b'100')) + set_label(k, 0, text_dict('Temperature'))
                          for k in range(2)), []) + sum(
    (set_ring_arc(k, a, b, c) + render(k) + render(k, '320', '58') + render(k, '2', '100')
     for k in range(2) for (a, b, c) in [('-90', '180', 1), ('0', '360', 0), ('720', '0.5', 1), ('135', '1e-9', 0),
                                         ('-135', '270', 1), ('1e300', '240', 0), ('tiny', '360', 1)]), []) + sum(
    (set_ring_arc(k, a, b, c) + render(k) for k in range(2)
     for (a, b, c) in [('nan', '90', 1), ('inf', '90', 0), ('0', '0', 1), ('0', '-1', 1), ('0', '360+', 0),
                       ('0', 'inf', 1), ('0', '90', 2), ('nan', 'nan', 1), ('90', '180', 255)]), []) + everything_described()


def value_at(k, x, y):
    """gauge_value_at(x, y) (setMore's case 13 with a selector ≥ 248), x and y edge doubles."""
    return [OP['setMore']] + live(k) + [13, 250] + d(x) + d(y)


# The value under points on a bar (across, up), a ring and a dial, rendered: in the track, past its ends, in the gap,
# at the centre, far away, not finite; then on the destroyed gauge (NaN, `handle` named).
POINTS = [('100', '58'), ('-1e308', '58'), ('320', 'nan'), ('0.5', '-1'), ('58', '1e308'), ('0', '0'), ('max', '-max'),
          ('1e15', '1e-15'), ('inf', '2')]
SEEDS['value-at'] = create() + sum((set_style(0, style) + set_orientation(0, axis) + render(0, w, h)
                                    + sum((value_at(0, x, y) for x, y in POINTS), [])
                                    for style, axis, w, h in [(1, 0, '320', '58'), (1, 1, '100', '320'), (4, 0, '100', '100'),
                                                              (5, 0, '58', '58'), (6, 0, '320', '320')]), []) \
    + [OP['destroy']] + live(0) + value_at(0, '100', '100')


def part_at(k, x, y):
    """gauge_part_at(x, y) (setMore's case 13 with a selector 240…247), x and y edge doubles."""
    return [OP['setMore']] + live(k) + [13, 244] + d(x) + d(y)


# The part under points of every style, with zones, a target and an additional value: on the band, the texts, the
# centre, far away, not finite; before the first render and on the destroyed gauge (`handle` named).
SEEDS['part-at'] = create() + part_at(0, '58', '58') + sum((set_style(0, style) + set_orientation(0, axis) + render(0, w, h)
                                   + sum((part_at(0, x, y) for x, y in POINTS + [('58', '2'), ('16', '58'), ('100', '16'), ('2', '2')]), [])
                                   for style, axis, w, h in [(1, 0, '320', '58'), (2, 0, '320', '58'), (3, 1, '100', '320'),
                                                             (4, 0, '100', '100'), (5, 0, '58', '58'), (6, 0, '320', '320')]), []) \
    + [OP['destroy']] + live(0) + part_at(0, '100', '100')


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'corpus')
    os.makedirs(out, exist_ok=True)
    for f in os.listdir(out):
        if f.startswith('seed-'):
            os.remove(os.path.join(out, f))
    for name, program in SEEDS.items():
        with open(os.path.join(out, f'seed-{name}'), 'wb') as f:
            f.write(bytes(b & 0xFF for b in program))
    print(f'{len(SEEDS)} seeds written to {out}')


if __name__ == '__main__':
    main()
