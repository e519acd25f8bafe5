import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@marketplace/contracts';
import { useSession } from '@marketplace/web-kit';
import type { Translate } from '../team/limits-text';
import { useGetTeamQuery } from '../team/team-api';
import type { ForOption } from './standing-fields';

/** The "For" choices: the approver first ("Me (Ana)"), then the other members of their team. */
export function forOptions(
  self: { id: string; name: string },
  members: readonly Pick<TeamMember, 'userId' | 'name'>[],
  t: Translate,
): ForOption[] {
  return [
    { value: self.id, label: t('standing.form.forSelf', { name: self.name }) },
    ...members.filter((m) => m.userId !== self.id).map((m) => ({ value: m.userId, label: m.name })),
  ];
}

/**
 * Who is signing in, and for an approver whom they may set a standing order for (the team as the
 * Team page reads it); `options` is undefined for anyone else, who sets only their own.
 */
export function useStandingHolders(): { selfId: string | undefined; options?: ForOption[] } {
  const { t } = useTranslation('buyer');
  const { profile } = useSession();
  const approver = profile?.teamRole === 'approver';
  const { data } = useGetTeamQuery(undefined, { skip: !approver });
  if (!profile || !approver) return { selfId: profile?.id };
  return { selfId: profile.id, options: forOptions(profile, data?.members ?? [], t) };
}
