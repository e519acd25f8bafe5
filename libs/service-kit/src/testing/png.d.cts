export type Rgb = readonly [number, number, number];

/**
 * An 8-bit RGB PNG, `width`×`height`, each pixel's `[r, g, b]` given by `pixel(x, y)`. `level` is
 * zlib's (0 stores the pixels as they are, so the file's size follows its dimensions).
 */
export declare function rgbPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb | Uint8Array,
  options?: { level?: number },
): Buffer;

/** A PNG of one colour, `width`×`height`. */
export declare function solidPng(
  width: number,
  height: number,
  rgb: Rgb,
  options?: { level?: number },
): Buffer;
