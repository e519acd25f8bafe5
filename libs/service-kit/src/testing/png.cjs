// A PNG encoder for pictures made in code (no image files): the services' upload specs (through
// '@marketplace/service-kit/testing'), the browser tests' uploads ('@marketplace/service-kit/testing/png')
// and the demo seed's product images (scripts/dev/seed/catalogue.mjs, by path). Plain CommonJS
// with no imports but Node's: Playwright's compiled TypeScript and a plain Node ESM script load it
// as it is, without tsx or node_modules (the compose seed container mounts scripts/ and this file).
const { deflateSync } = require('node:zlib');

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function rgbPng(width, height, pixel, { level } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB; then deflate, adaptive filtering, no interlace (zeros)
  const rows = [];
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

function solidPng(width, height, rgb, options) {
  return rgbPng(width, height, () => rgb, options);
}

module.exports = { rgbPng, solidPng };
