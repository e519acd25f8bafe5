/**
 * Admin › Settings used to say the page was not built. It shows what the platform applies now,
 * from the constants every service enforces, in en and pt. Rendered as markup (Node, no DOM).
 */
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { SettingsPage } from './settings-page';
import '../area-texts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Admin › Settings', () => {
  it('shows the rules in force, in English', async () => {
    const text = plain(markupText(await renderMarkup('en', <SettingsPage />)));
    expect(text).not.toMatch(/not built|coming soon/i);
    expect(text).toContain('Languages English, Português');
    expect(text).toContain('Round currencies USD, EUR, GBP');
    expect(text).toContain('Default end action Confirm what met its MOQ');
    expect(text).toContain('"Extend once" adds 1 to 14 days');
    expect(text).toContain('Products per round Up to 500');
    expect(text).toContain('Price breaks per product Up to 3');
    expect(text).toContain('Freight cost of a round Up to $10,000,000.00');
    expect(text).toContain('Unit price Up to $1,000,000.00');
    expect(text).toContain('Product images Up to 10 images, each up to 5 MB');
    expect(text).toContain('Volume per unit Up to 100,000 m³');
    expect(text).toContain('changing one is a new release');
  });

  it('says the same in Portuguese', async () => {
    const text = plain(markupText(await renderMarkup('pt', <SettingsPage />)));
    expect(text).toContain('Configurações');
    expect(text).toContain('Produtos por rodada Até 500');
    expect(text).toContain('Peso por unidade Até 1.000.000 kg');
    expect(text).toContain('Imagens do produto Até 10 imagens, cada uma com até 5 MB');
  });
});
