import { deflateSync } from 'node:zlib';

// A PNG encoder for pictures made in a test (no fixture files), for the services' upload specs. The
// seed and the browser tests load scripts/lib/png.cjs, the same encoder; a service may not import
// files outside the libs (module boundaries), so its harnesses take this one.

export type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit RGB PNG, `width`×`height`, each pixel's `[r, g, b]` given by `pixel(x, y)`. `level` is
 * zlib's (0 stores the pixels as they are, so the file's size follows its dimensions).
 */
export function rgbPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb | Uint8Array,
  { level }: { level?: number } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB; then deflate, adaptive filtering, no interlace (zeros)
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then the pixels
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  const pixels = Buffer.concat(rows);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', level === undefined ? deflateSync(pixels) : deflateSync(pixels, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour, `width`×`height`. */
export function solidPng(width: number, height: number, rgb: Rgb, options?: { level?: number }): Buffer {
  return rgbPng(width, height, () => rgb, options);
}
