/**
 * A cart line's unit price on a phone: on a line of its own with its label kept whole (beside the
 * stepper and the line total, 390 px squeezed "Preço unitário:" into three lines), and the currency
 * written once when the product's own price is struck through beside the group's. Rendered as
 * markup (Node, no DOM: the layout is read from the styles), from the real store and texts.
 */
import type { Language } from '@marketplace/contracts';
import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { markupParts, markupText } from '@marketplace/web-kit/testing';
import { cartWithLine, renderCartPage } from '../testing/render-cart-page';
import '../area-texts';

const cart = cartWithLine({
  ...roundProductSnapshot({ id: 'rp-tee', name: 'Cotton T-Shirt', unitsPerPack: 12, moq: 600 }),
  unitPrice: 6.5,
  priceBreaks: [{ minQty: 100, unitPrice: 6 }],
  committed: 300,
  ordered: 200,
  roundProductId: 'rp-tee',
  qty: 24,
  lineTotal: 144,
});

const cartPage = (language: Language) => renderCartPage(language, [cart]);

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Shopping Cart: a line’s unit price on a phone', () => {
  it('writes the currency once: the struck price is an amount, the group’s price names the currency', async () => {
    const html = await cartPage('pt');
    const row = markupParts(html, 'cart-unit-price-line')[0]!.split('data-testid="cart-qty"')[0]!;
    const line = plain(markupText(row));
    expect(line).toMatch(/^Preço unitário: 6,50 US\$ 6,00 por peça /);
    // Twice in all: the group's price, and the one break's price in the line of price breaks.
    expect(line.match(/US\$/g)?.length).toBe(2);
    expect(plain(markupText(html))).toContain('Total da linha: US$ 144,00');
    expect(plain(markupText(await cartPage('en')))).toContain('Unit price: 6.50 $6.00 per piece');
  });

  it('gives the unit price a line of its own that wraps, with its label kept on one line', async () => {
    const html = await cartPage('pt');
    const line = markupParts(html, 'cart-unit-price-line')[0]!;
    // Its own row, not the stepper's: the stepper comes after it.
    expect(line.indexOf('Preço unitário:')).toBeLessThan(line.indexOf('data-testid="cart-qty"'));
    const row = /<div[^>]*data-testid="cart-unit-price-line"[^>]*>/.exec(html)?.[0] ?? '';
    expect(row).toContain('ant-flex-wrap-wrap');
    expect(html).toMatch(/<span[^>]*style="white-space:nowrap"[^>]*>Preço unitário:<\/span>/);
  });
});
