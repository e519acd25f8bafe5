import multer from 'multer';
import type { NextFunction, Request, Response } from 'express';
import { ProblemCodes } from '@marketplace/contracts';
import { HttpProblem } from '../core/problems';

export type ImageKind = { ext: 'png' | 'jpg' | 'gif' | 'webp'; mime: string };

/**
 * Identifies an image by its first bytes, not by its name or the client's content type: a text
 * file renamed `.png` is refused.
 */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { ext: 'png', mime: 'image/png' };
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1')))
    return { ext: 'gif', mime: 'image/gif' };
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

export const uploadCodes = {
  missing: 'upload.missing',
  notImage: 'upload.not_image',
  tooLarge: 'upload.too_large',
} as const;

/**
 * Takes one file of multipart field `field` into memory (`req.file`), at most `maxBytes`: past it
 * the problem `tooLarge` gives, any other multipart failure the one `failed` gives for its message.
 */
export function singleFileUpload(
  field: string,
  maxBytes: number,
  problems: { tooLarge: () => HttpProblem; failed: (message: string) => HttpProblem },
) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5 },
  }).single(field);
  return (req: Request, res: Response, next: NextFunction) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if ((err as { code?: string }).code === 'LIMIT_FILE_SIZE') return next(problems.tooLarge());
      next(problems.failed((err as Error).message));
    });
  };
}

/**
 * Accepts one image in multipart field `field`, at most `maxBytes`, held in memory, and sets
 * `req.image` with the sniffed kind. Anything else is a specific 4xx.
 */
export function singleImageUpload(field: string, maxBytes: number) {
  const upload = singleFileUpload(field, maxBytes, {
    tooLarge: () =>
      new HttpProblem(
        413,
        uploadCodes.tooLarge,
        'Payload Too Large',
        `The image is larger than ${Math.round(maxBytes / 1024)} KB`,
      ),
    failed: (message) => new HttpProblem(400, ProblemCodes.validation, 'Bad Request', message),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    upload(req, res, (err?: unknown) => {
      if (err) return next(err);
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (!file)
        return next(
          new HttpProblem(400, uploadCodes.missing, 'Bad Request', 'You must select an image to upload.'),
        );
      const kind = sniffImage(file.buffer);
      if (!kind)
        return next(
          new HttpProblem(
            415,
            uploadCodes.notImage,
            'Unsupported Media Type',
            'The file is not a PNG, JPEG, GIF or WebP image',
          ),
        );
      (req as Request & { image?: { buffer: Buffer } & ImageKind }).image = { buffer: file.buffer, ...kind };
      next();
    });
  };
}

export function uploadedImage(req: Request): { buffer: Buffer } & ImageKind {
  const image = (req as Request & { image?: { buffer: Buffer } & ImageKind }).image;
  if (!image)
    throw new HttpProblem(400, uploadCodes.missing, 'Bad Request', 'You must select an image to upload.');
  return image;
}
