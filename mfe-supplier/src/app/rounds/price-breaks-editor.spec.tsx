import { translatorIn } from '@marketplace/i18n';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createSupplierStore } from '../store';
import { PriceBreaksEditor, priceBreakMessages } from './price-breaks-editor';
import '../area-texts';

const noop = () => undefined;

describe('Create Round: price breaks', () => {
  it('shows each break with the price the product costs until the first, in en and pt', async () => {
    const value = [
      { minQty: 100, unitPrice: 10 },
      { minQty: 250, unitPrice: 9.5 },
    ];
    const node = (
      <PriceBreaksEditor sku="TEE" unitPrice={12} currency="USD" maxQty={500} value={value} onChange={noop} />
    );
    const english = markupText(await renderMarkup('en', node, createSupplierStore()));
    expect(english).toContain('The product costs $12.00 until the first break.');
    expect(english).toContain('Break 1');
    expect(english).toContain('Break 2');
    expect(english).toContain('Add a price break');
    expect(english).not.toContain('must be');
    const portuguese = markupText(await renderMarkup('pt', node, createSupplierStore()));
    expect(portuguese).toContain('Faixa 2');
    expect(portuguese).toContain('Adicionar faixa de preço');
  });

  it('says what is wrong as the supplier types, by break, and offers no fourth break', async () => {
    const value = [
      { minQty: 100, unitPrice: 12 },
      { minQty: 90, unitPrice: 11 },
      { minQty: 600, unitPrice: 10 },
    ];
    const html = await renderMarkup(
      'en',
      <PriceBreaksEditor
        sku="TEE"
        unitPrice={12}
        currency="USD"
        maxQty={500}
        value={value}
        onChange={noop}
      />,
      createSupplierStore(),
    );
    const text = markupText(html);
    expect(text).toContain('Break 1: the price must be below the price before it');
    expect(text).toContain('Break 2: the quantity must be above the one before it');
    expect(text).toContain("Break 3: the quantity is above the product's max qty (500)");
    expect(text).not.toContain('Add a price break');
    const { t } = await translatorIn('pt');
    expect(priceBreakMessages((key, o) => t(`supplier:${key}`, o), 12, value, 500)[0]).toBe(
      'Faixa 1: o preço deve ser menor que o preço anterior',
    );
  });
});
