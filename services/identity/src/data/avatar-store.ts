import { ProblemCodes } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit/core';
import { GuardedBucket, type ObjectStore } from '@marketplace/service-kit/store';

/**
 * The avatar bucket. Storage being down makes avatar calls answer 503 but never makes identity
 * unready: signing in must not depend on images.
 */
export class AvatarStore extends GuardedBucket {
  constructor(store: ObjectStore, logger: Logger) {
    super(store, logger, 'avatar', ProblemCodes.unavailable);
  }
}
