export type Rgb = readonly [number, number, number];
/** An 8-bit RGB PNG, `width`×`height`, each pixel's `[r, g, b]` given by `pixel(x, y)`. */
export declare function rgbPng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer;
