import { z } from 'zod';
import { profileSchema } from '@marketplace/contracts';

/**
 * The profile contract, except that an unknown role is let through: spec §2.1 wants such a user
 * to see 'Invalid role detected' on `/` (and be kept out of every role area), not be signed out.
 *
 * Its own module, loaded once a profile arrives: a signed-out visitor of /auth never downloads zod.
 */
export const receivedProfileSchema = profileSchema.extend({ role: z.string().min(1) });
