/**
 * The import dialog names the optional measure and price break columns the import
 * reads, besides the template's own, in en and pt. Rendered as markup (Node, no DOM).
 */
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { ImportColumnsHelp } from './import-columns-help';
import '../area-texts';

describe('Create Round › Bulk import: the columns a file may hold', () => {
  it('names the template columns, the measure columns and the price break columns in English', async () => {
    const text = markupText(await renderMarkup('en', <ImportColumnsHelp />));
    expect(text).toContain(
      'Columns, in this order: Product SKU, Product Name, Description, Category, Unit Price, Currency, Unit of Measure, Size, Material, Color, Units per Pack, MOQ, Max Qty, Image URL.',
    );
    expect(text).toContain('Optional, after them: Net Weight (kg), Gross Weight (kg), CBM (m3) — ');
    expect(text).toContain(
      'Optional price breaks, up to 3: Break 1 Qty / Break 1 Price to Break 3 Qty / Break 3 Price — ',
    );
  });

  it('says the same in Portuguese, keeping the column names as the header spells them', async () => {
    const text = markupText(await renderMarkup('pt', <ImportColumnsHelp />));
    expect(text).toContain('Colunas, nesta ordem: Product SKU, Product Name,');
    expect(text).toContain('Opcionais, depois delas: Net Weight (kg), Gross Weight (kg), CBM (m3) — ');
    expect(text).toContain(
      'Faixas de preço opcionais, até 3: Break 1 Qty / Break 1 Price a Break 3 Qty / Break 3 Price — ',
    );
  });
});
