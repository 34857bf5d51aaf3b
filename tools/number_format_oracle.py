#!/usr/bin/env python3
"""An independent oracle for NumberFormat (Sources/GaugeCore/Text/NumberFormat.swift), written with Python's
`decimal` module: Decimal(float) is the double's exact binary value, quantize(ROUND_HALF_EVEN) rounds it.

Writes Tests/Fixtures/number-format.table (the shared formatting table that `swift test` checks natively and
`node --test` checks in wasm, both through gauge_format_value). Each line: spec <TAB> value <TAB> expected.
spec: `auto` | `fixed=N` | `sig=N`, then optional `,group`, `,percent`, `,prefix=…`, `,suffix=…` (affixes last;
they may not contain a comma or tab). value: a decimal literal (the nearest double), `nan`, `inf`, `-inf`.
Usage: python3 tools/number_format_oracle.py > Tests/Fixtures/number-format.table
"""
from decimal import Decimal, ROUND_HALF_EVEN, getcontext
import math

getcontext().prec = 2000


def fmt(spec, x):
    parts = spec.split(',')
    kind, prefix, suffix, group, percent = parts[0], '', '', False, False
    for p in parts[1:]:
        if p == 'group': group = True
        elif p == 'percent': percent = True
        elif p.startswith('prefix='): prefix = p[7:]
        elif p.startswith('suffix='): suffix = p[7:]
        else: raise ValueError(p)
    if math.isnan(x):
        return '–'
    tail = ('%' if percent else '') + suffix
    if math.isinf(x):
        return ('-' if x < 0 else '') + prefix + '∞' + tail
    d = abs(Decimal(x))                     # exact
    if percent:
        d = d.scaleb(2)
    neg = math.copysign(1, x) < 0

    def grouped(intpart):
        if not group: return intpart
        out = ''
        for i, ch in enumerate(intpart):
            if i and (len(intpart) - i) % 3 == 0: out += ','
            out += ch
        return out

    def plain_from(q, trim):            # q: Decimal already rounded
        s = format(q, 'f')
        ip, _, fp = s.partition('.')
        if trim: fp = fp.rstrip('0')
        return grouped(ip) + ('.' + fp if fp else '')

    def significant(p, trim, sci_from):
        if d == 0:
            return ('0' if trim else '0' + ('.' + '0' * (p - 1) if p > 1 else '')), True
        e = d.adjusted()                     # floor(log10(d)) exactly
        q = d.scaleb(p - 1 - e).quantize(Decimal(1), rounding=ROUND_HALF_EVEN)
        if q >= Decimal(10) ** p:
            e += 1
            q = q / 10
        digits = str(int(q))
        assert len(digits) == p, (digits, p)
        if e < -6 or e >= sci_from:
            frac = digits[1:]
            if trim: frac = frac.rstrip('0')
            return digits[0] + ('.' + frac if frac else '') + 'e' + ('-' if e < 0 else '+') + str(abs(e)), False
        value = Decimal(int(q)).scaleb(e - p + 1)
        places = max(0, p - 1 - e)
        return plain_from(value.quantize(Decimal(1).scaleb(-places)), trim), False

    if kind == 'auto':
        body, zero = significant(15, True, 15)
    elif kind.startswith('sig='):
        body, zero = significant(int(kind[4:]), False, 21)
    elif kind.startswith('fixed='):
        n = int(kind[6:])
        q = d.quantize(Decimal(1).scaleb(-n), rounding=ROUND_HALF_EVEN)
        if q >= Decimal(10) ** 21:
            body, zero = significant(15, True, 21)
        else:
            body, zero = plain_from(q, False), q == 0
    else:
        raise ValueError(kind)
    return ('-' if neg and not zero else '') + prefix + body + tail


CASES = {
    'auto': ['0', '-0', '21', '2.4', '0.30000000000000004', '-20', '130', '0.5', '1234567.891', '1e15',
             '999999999999999.9', '123456789012345.67', '1e-6', '1e-7', '9.999999999999999e-7', '0.0000015',
             '-0.0000001', '0.1', '0.3333333333333333', '2.675', '1.7976931348623157e308', '5e-324',
             '-1.5e20', '1e21', '6250', '-6250', '0.000123456', '100', '1e14', 'nan', 'inf', '-inf',
             '4.35', '0.07', '1.005', '123.456'],
    'fixed=0': ['21.04', '2.5', '3.5', '-2.5', '0.5', '1.5', '-0.4', '182', '1e21', '9.999999999999999e20', 'nan'],
    'fixed=1': ['2.25', '0.15', '0.25', '0.35', '-0.05', '1e-300', '99.95', '2.45'],
    'fixed=2': ['0.125', '0.375', '2.675', '1.005', '3', '-0.001', '1234.5', '0.1'],
    'fixed=3': ['1.0005', '0.0005', '0.0015', '2.0625'],
    'fixed=20': ['0.1', '1'],
    'sig=1': ['0', '0.05', '9.5', '8.5', '123'],
    'sig=3': ['2.4', '9.995', '0.000123456', '123456', '99999', '1e-7', '1.5e25', '-0.0012345'],
    'sig=15': ['0.1', '2.675'],
    'sig=17': ['0.1', '0.3'],
    'sig=21': ['0.1'],
    'auto,group': ['1234567.891', '-1234.5', '999', '1000', '123456789012345', '0.001'],
    'fixed=2,group': ['999.995', '1000000', '-9999.999'],
    'fixed=0,percent': ['0.451', '0.455', '0.465', '1', '-0.004', '1.3'],
    'fixed=1,percent': ['0.00125', '0.00375', '0.5'],
    'auto,percent': ['0.30000000000000004', '0.8', '0.125', '1e-9', 'inf', 'nan'],
    'fixed=0,suffix=°': ['21.04', '-3.5', 'nan', '-inf'],
    'fixed=0,suffix= GB': ['182'],
    'fixed=2,prefix=$': ['3', '-1234.567'],
    'fixed=2,group,prefix=$': ['-1234.567'],
    'auto,prefix=≈ ,suffix= km/h': ['88.5'],
    'sig=2,percent,suffix= full': ['0.8765'],
}

print('# NumberFormat cases: spec<TAB>value<TAB>expected (generated by tools/number_format_oracle.py, Python decimal)')
for spec, values in CASES.items():
    for v in values:
        x = float(v)
        print(f'{spec}\t{v}\t{fmt(spec, x)}')
