import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * Reads PDFs the way a person's viewer would, with Debian's poppler-utils (pdftotext, pdfinfo,
 * pdftoppm; scripts/test.mjs installs them). Used by specs and by the docs preview script.
 */
function withFile<T>(pdf: Buffer, fn: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return fn(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
}

export function pdfPageCount(pdf: Buffer): number {
  const info = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  const match = /^Pages:\s+(\d+)/m.exec(info);
  if (!match) throw new Error(`pdfinfo printed no page count:\n${info}`);
  return Number(match[1]);
}

/** The first page as a PNG (pdftoppm), optionally in gray. */
export function firstPagePng(pdf: Buffer, opts: { dpi?: number; gray?: boolean } = {}): Buffer {
  return withFile(pdf, (file, dir) => {
    const out = path.join(dir, 'page');
    execFileSync('pdftoppm', [
      '-png',
      ...(opts.gray ? ['-gray'] : []),
      '-r',
      String(opts.dpi ?? 72),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      out,
    ]);
    return fs.readFileSync(`${out}.png`);
  });
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Decodes an 8-bit, non-interlaced PNG (what pdftoppm writes) to one luminance byte per pixel. */
export function decodeGrayPng(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let bpp = 1;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const channels = CHANNELS[data[9]!];
      if (data[8] !== 8 || !channels || data[12] !== 0) throw new Error('not an 8-bit non-interlaced PNG');
      bpp = channels;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const bytes = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= bpp ? bytes[y * stride + x - bpp]! : 0;
      const b = y > 0 ? bytes[(y - 1) * stride + x]! : 0;
      const c = x >= bpp && y > 0 ? bytes[(y - 1) * stride + x - bpp]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      bytes[y * stride + x] = (v + predicted) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i++) {
    const o = i * bpp;
    pixels[i] =
      bpp >= 3 ? Math.round(0.299 * bytes[o]! + 0.587 * bytes[o + 1]! + 0.114 * bytes[o + 2]!) : bytes[o]!;
  }
  return { width, height, pixels };
}

/** Share of pixels with visible ink (darker than light gray): 0 for a blank page. */
export function inkRatio(png: Buffer): number {
  const { pixels } = decodeGrayPng(png);
  let dark = 0;
  for (const p of pixels) if (p < 200) dark++;
  return dark / pixels.length;
}
