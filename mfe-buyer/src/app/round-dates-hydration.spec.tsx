/**
 * Explore Rounds drawn on the server is hydrated by a browser in another time zone
 * without a mismatch (#418/#425): the server's view of a round card, and the browser's first
 * render of it while hydrating, write the times in UTC (named) without "in 20 minutes"; the
 * browser's own zone and clock follow once hydrated. Rendered as markup (what the server sends).
 */
import { buyerRoundRowSchema, type BuyerRoundRow } from '@marketplace/contracts';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createBuyerStore } from './store';
import { RoundFacts } from './rounds/round-facts';
import { roundDateTexts } from './rounds/round-dates';
import './area-texts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;

const round = (closeAt: string): BuyerRoundRow =>
  buyerRoundRowSchema.parse({
    id: 'r1',
    title: 'Spring',
    description: null,
    currency: 'USD',
    openAt: null,
    closeAt,
    status: 'approved',
    supplierId: 's1',
    supplierName: 'Acme',
    productCount: 1,
    createdAt: '2030-01-01T00:00:00.000Z',
    averageProgress: 0,
  });

describe('a round card drawn on the server', () => {
  it('writes its closing time in UTC, named, with no countdown: the same wherever it is hydrated', async () => {
    const closeAt = new Date(Date.now() + 20 * 60_000);
    const iso = closeAt.toISOString();
    const html = await renderMarkup('en', <RoundFacts round={round(iso)} />, createBuyerStore());
    const utcClock = plain(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        closeAt,
      ),
    );
    expect(plain(markupText(html))).toContain(`, ${utcClock} UTC`);
    expect(markupText(html)).not.toMatch(/ in \d+ minutes/);
  });

  it('gives the browser’s zone and the countdown only when asked for the local zone', () => {
    const now = Date.parse('2030-06-01T10:00:00.000Z');
    const closing = { closeAt: '2030-06-01T10:20:30.000Z' };
    const utc = roundDateTexts(closing, 'open', now, t, 'en', 'utc').closes;
    const local = roundDateTexts(closing, 'open', now, t, 'en', 'local').closes;
    expect(utc).toContain('10:20 AM UTC');
    expect(utc).not.toContain('closesIn');
    expect(local).toContain('rounds.closesIn');
  });
});
