import { IdentityProblemCodes, type TeamRole, type UpdateProfileBody } from '@marketplace/contracts';
import { mailLanguage, teamRoleOf, wantsNotificationMail } from '@marketplace/domain';
import { notFound } from '@marketplace/service-kit/core';
import type { ImageKind } from '@marketplace/service-kit/http';
import { avatarObjectName, avatarPublicUrl, type UserRecord } from '../domain/user';
import type { IdentityContext } from '../context';
import { revokeTokensIssuedBefore } from './revocations';

type Change = Partial<Pick<UserRecord, 'name' | 'phone' | 'address' | 'emailNotifications' | 'language'>>;

/**
 * Name, phone, address and the notification settings (e-mails on or off, their language);
 * absent fields stay, null (or empty text) clears a text field.
 */
export async function updateProfile(
  ctx: IdentityContext,
  userId: string,
  body: UpdateProfileBody,
): Promise<UserRecord> {
  const updated = await ctx.users.update(userId, (current) => {
    const set: Change = {};
    if (body.name !== undefined && body.name !== current.name) set.name = body.name;
    if (body.phone !== undefined && body.phone !== current.phone) set.phone = body.phone;
    if (body.address !== undefined && body.address !== current.address) set.address = body.address;
    if (body.emailNotifications !== undefined && body.emailNotifications !== wantsNotificationMail(current))
      set.emailNotifications = body.emailNotifications;
    if (body.language !== undefined && body.language !== mailLanguage(current)) set.language = body.language;
    return Object.keys(set).length ? set : null;
  });
  if (!updated) throw notFound('User not found', IdentityProblemCodes.userNotFound);
  return updated;
}

/** Stores the image as `<userId>.<ext>` (replacing any previous one) and points the profile at it. */
export async function setAvatar(
  ctx: IdentityContext,
  userId: string,
  image: { buffer: Buffer } & ImageKind,
): Promise<UserRecord> {
  const objectName = avatarObjectName(userId, image.ext);
  await ctx.avatars.put(objectName, image.buffer, image.mime);
  const replaced: { key: string | null } = { key: null };
  const updated = await ctx.users.update(userId, (current, now) => {
    replaced.key = current.avatarKey;
    return {
      avatarKey: objectName,
      avatarUrl: avatarPublicUrl(ctx.config.COOKIE_PATH_PREFIX, objectName, now),
    };
  });
  if (!updated) throw notFound('User not found', IdentityProblemCodes.userNotFound);
  if (replaced.key && replaced.key !== objectName) await ctx.avatars.removeQuietly(replaced.key);
  return updated;
}

export async function readAvatar(ctx: IdentityContext, objectName: string) {
  const found = await ctx.avatars.get(objectName);
  if (!found) throw notFound('Image not found');
  return found;
}

/**
 * Admin's decision, arriving as a command: set or clear the user's company and, for a buyer, their
 * part in its buying team (a member unless said). A change voids the user's access tokens
 * everywhere at once (they carry the company and the team role), so the next request of the
 * browser refreshes and continues with the new facts.
 */
export async function assignCompany(
  ctx: IdentityContext,
  userId: string,
  companyId: string | null,
  teamRole: TeamRole = 'member',
): Promise<UserRecord> {
  let changed = false;
  const updated = await ctx.users.update(userId, (current) => {
    const next = { companyId, teamRole: current.role === 'buyer' && companyId ? teamRole : null };
    changed = current.companyId !== next.companyId || teamRoleOf(current) !== next.teamRole;
    return changed ? next : null;
  });
  if (!updated) throw notFound('User not found', IdentityProblemCodes.userNotFound);
  if (changed) await revokeTokensIssuedBefore(ctx, userId, 'company-changed');
  return updated;
}
