"""Reads what the browser suite asks of a PDF Chromium made (page.pdf()), with the standard library only: the text
layer (each font's ToUnicode map applied to the text operators of every content stream) and the raster images
(image XObjects with their pixel sizes). Enough for Skia's PDFs; not a general PDF reader."""
import re
import zlib


class Pdf:
    def __init__(self, data: bytes):
        self.data = data
        self.objects = {}  # number -> (dictionary bytes, offset of its stream keyword or None)
        for m in re.finditer(rb'(?:^|[\r\n])(\d+) 0 obj\b', data):
            start = m.end()
            s, e = data.find(b'stream', start), data.find(b'endobj', start)
            self.objects[int(m.group(1))] = (data[start:s], s) if 0 <= s < e else (data[start:e], None)

    def stream(self, n: int) -> bytes | None:
        """Object n's stream, inflated; its /Length read exactly (streams may contain any bytes)."""
        d, at = self.objects[n]
        if at is None:
            return None
        ref = re.search(rb'/Length (\d+) 0 R', d)
        length = int(re.search(rb'\d+', self.objects[int(ref.group(1))][0]).group()) if ref else \
            int(re.search(rb'/Length (\d+)', d).group(1))
        at += len(b'stream')
        at += 2 if self.data[at:at + 2] == b'\r\n' else 1
        raw = self.data[at:at + length]
        return zlib.decompress(raw) if b'/FlateDecode' in d else raw

    def images(self) -> list[tuple[int, int]]:
        """(width, height) in pixels of every image XObject that is not a soft mask of another."""
        masks = {int(n) for d, _ in self.objects.values() for n in re.findall(rb'/SMask (\d+) 0 R', d)}
        out = []
        for n, (d, _) in self.objects.items():
            if re.search(rb'/Subtype\s*/Image', d) and n not in masks:
                out.append((int(re.search(rb'/Width (\d+)', d).group(1)), int(re.search(rb'/Height (\d+)', d).group(1))))
        return out

    def text(self) -> str:
        """The text layer: each text object (BT … ET) on its own line."""
        cmaps = {}
        for n, (d, _) in self.objects.items():
            m = re.search(rb'/ToUnicode (\d+) 0 R', d)
            if not m or b'/Font' not in d:
                continue
            cm, table = self.stream(int(m.group(1))) or b'', {}
            for block in re.findall(rb'beginbfchar(.*?)endbfchar', cm, re.S):
                for a, b in re.findall(rb'<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>', block):
                    table[int(a, 16)] = bytes.fromhex(b.decode()).decode('utf-16-be', 'replace')
            for block in re.findall(rb'beginbfrange(.*?)endbfrange', cm, re.S):
                for a, b, c in re.findall(rb'<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>', block):
                    for k, g in enumerate(range(int(a, 16), int(b, 16) + 1)):
                        table[g] = chr(int(c, 16) + k)
            cmaps[n] = table
        names = {}  # resource name -> font object (Skia names each font once per document)
        for d in re.findall(rb'/Font\s*<<(.*?)>>', self.data, re.S):
            for name, n in re.findall(rb'/([\w.+-]+)\s+(\d+) 0 R', d):
                names[name] = int(n)
        out = []
        for n in self.objects:
            data = self.stream(n)
            if not data or b'Tf' not in data:
                continue
            font = {}
            for t in re.finditer(rb'/([\w.+-]+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj|(ET)', data, re.S):
                if t.group(1):
                    font = cmaps.get(names.get(t.group(1)), {})
                elif t.group(4):
                    out.append('\n')
                else:
                    for h in re.findall(rb'<([0-9A-Fa-f]*)>', t.group(2)) if t.group(2) is not None else [t.group(3)]:
                        b = bytes.fromhex(h.decode())
                        out.append(''.join(font.get(int.from_bytes(b[i:i + 2], 'big'), '?') for i in range(0, len(b), 2)))
        return ''.join(out)
