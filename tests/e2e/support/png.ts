/** A real PNG made in the test (no fixture files): `width`×`height`, one solid RGB colour. */
import { rgbPng } from '../../../scripts/lib/png.cjs';

export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  return rgbPng(width, height, () => rgb);
}
