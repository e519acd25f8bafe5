import { ProblemCodes } from '@marketplace/contracts';
import { GuardedBucket, type Logger, type ObjectStore } from '@marketplace/service-kit';

/**
 * The avatar bucket. Storage being down makes avatar calls answer 503 but never makes identity
 * unready: signing in must not depend on images.
 */
export class AvatarStore extends GuardedBucket {
  constructor(store: ObjectStore, logger: Logger) {
    super(store, logger, 'avatar', ProblemCodes.unavailable);
  }
}
