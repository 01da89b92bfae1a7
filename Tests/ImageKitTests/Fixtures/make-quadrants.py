# Writes quadrants.png: 64x32 pixels, red top left, green top right, blue bottom left,
# white bottom right (8-bit RGB, no alpha), with Python's zlib only.
import struct, zlib
w, h = 64, 32
rows = []
for y in range(h):
    row = bytearray([0])
    for x in range(w):
        left, top = x < w // 2, y < h // 2
        row += bytes((255, 0, 0) if top and left else (0, 255, 0) if top else
                     (0, 0, 255) if left else (255, 255, 255))
    rows.append(bytes(row))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
open("quadrants.png", "wb").write(png)
