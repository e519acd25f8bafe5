import { ProblemCodes } from '@marketplace/contracts';
import { GuardedBucket, HttpProblem, type Logger, type ObjectStore } from '@marketplace/service-kit';

const unavailable = () =>
  new HttpProblem(
    503,
    ProblemCodes.unavailable,
    'Service Unavailable',
    'Image storage is not reachable right now. Please try again.',
  );

/**
 * The avatar bucket. Storage being down makes avatar calls answer 503 but never makes identity
 * unready: signing in must not depend on images.
 */
export class AvatarStore extends GuardedBucket {
  constructor(store: ObjectStore, logger: Logger) {
    super(store, logger, 'avatar', unavailable);
  }
}
