import type { NextFunction, Request, Response } from 'express';
import { ProblemCodes } from '@marketplace/contracts';
import { HttpProblem } from '../core/problems';

/**
 * Refuses a NUL (`%00`) anywhere in the address, path ids and query values alike, once for every
 * route: no id or search term contains one, and the store refuses to read or write it (a 500
 * otherwise). Body strings are refused by the contracts' `text()` with a field error.
 */
export function noNulInAddress() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!/%00/i.test(req.originalUrl)) return next();
    next(
      new HttpProblem(
        400,
        ProblemCodes.nulCharacter,
        'Bad Request',
        'The address contains a NUL character (%00), which no id or search term may hold',
      ),
    );
  };
}
