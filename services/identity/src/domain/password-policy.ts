import { IdentityProblemCodes } from '@marketplace/contracts';
import { COMMON_PASSWORDS } from './common-passwords';

const common = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/**
 * Length bounds are the contract's (signUpBodySchema); this adds what a schema cannot: refusing
 * passwords that appear first in every guessing list, and one character repeated.
 */
export function passwordProblem(password: string): typeof IdentityProblemCodes.passwordCommon | null {
  const lowered = password.toLowerCase();
  if (common.has(lowered)) return IdentityProblemCodes.passwordCommon;
  if (password.length > 0 && [...password].every((ch) => ch === password[0]))
    return IdentityProblemCodes.passwordCommon;
  return null;
}

/** Cheap enough to run on every sign-in under load on a small machine, still OWASP's minimum. */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
