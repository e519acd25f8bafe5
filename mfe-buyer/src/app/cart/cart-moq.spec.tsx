/**
 * The cart's MOQ band, badge and warning judge the units in placed orders, as the close does:
 * units only in carts (this line's own included) never make a product "MOQ met". Rendered as
 * markup from the real store and texts.
 */
import type { Language } from '@marketplace/contracts';
import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { cartWithLine, renderCartPage } from '../testing/render-cart-page';
import { MoqProgress } from '../ui/moq-progress';
import '../area-texts';

/** A cart line of a product with MOQ 10: `committed` in all, `ordered` of them in placed orders. */
const cartWith = (committed: number, ordered: number) =>
  cartWithLine(
    {
      ...roundProductSnapshot({ id: 'rp-lamp', name: 'Lamp', moq: 10, unitPrice: 10 }),
      committed,
      ordered,
      roundProductId: 'rp-lamp',
      qty: 6,
      lineTotal: 60,
    },
    { roundTitle: 'Lamps', supplierName: 'Lamp Co.' },
  );

const cartPage = (language: Language, committed: number, ordered: number) =>
  renderCartPage(language, [cartWith(committed, ordered)]);

const badgeOf = (html: string) => markupText(markupParts(html, 'moq-badge')[0]!.split('</span>')[0]!);

describe('the cart’s MOQ band judges ordered units', () => {
  it('is not met while the MOQ is reached only with units in carts', async () => {
    // 12 committed of MOQ 10, but 6 of them only in this cart: 4 ordered.
    const html = await cartPage('en', 12, 4);
    expect(html).toContain('data-band="danger"');
    expect(html).not.toContain('data-band="met"');
    expect(badgeOf(html)).toBe('40%');
    expect(markupText(markupParts(html, 'moq-warning')[0]!)).toContain(
      'This product needs 6 more units to reach MOQ',
    );
    expect(markupText(await cartPage('pt', 12, 4))).toContain('Em pedidos: 4 · Em carrinhos: 8');
  });

  it('is met once the units in orders reach it', async () => {
    const html = await cartPage('en', 16, 10);
    expect(html).toContain('data-band="met"');
    expect(badgeOf(html)).toBe('100%');
    expect(html).not.toContain('data-testid="moq-warning"');
  });

  it('leaves the products dialog’s bar (not banded) on the committed units', async () => {
    const html = await renderMarkup(
      'en',
      <MoqProgress committed={12} ordered={4} moq={10} label="12 / 10 committed" />,
    );
    expect(badgeOf(html)).toBe('100%');
  });
});
