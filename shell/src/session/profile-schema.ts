import { z } from 'zod';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- this module is loaded after the page (sessionController)
import { profileSchema } from '@marketplace/contracts';

/**
 * The profile contract, except that an unknown role is let through: spec §2.1 wants such a user
 * to see 'Invalid role detected' on `/` (and be kept out of every role area), not be signed out.
 *
 * Its own module, loaded after a profile is drawn: no first page downloads zod for it.
 */
export const receivedProfileSchema = profileSchema.extend({ role: z.string().min(1) });
