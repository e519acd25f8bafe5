/**
 * The buyer remote's server view (libs/contracts/src/server-view.ts): Explore Rounds drawn from its
 * first read, as the browser draws it, for the shell's module to put into the signed-in layout.
 */
import type { BuyerRoundsResponse } from '@marketplace/contracts';
import { recordingRead } from '@marketplace/web-kit/testing';
import { renderAreaPage } from './first-view';

const ROUNDS: BuyerRoundsResponse = {
  items: [
    {
      id: 'r1',
      title: 'Coffee <beans> Q1',
      description: 'Arabica, roasted to order',
      currency: 'USD',
      openAt: null,
      closeAt: '2026-12-30T12:00:00.000Z',
      status: 'approved',
      supplierId: 's1',
      supplierName: 'Serra Coffee',
      productCount: 3,
      averageProgress: 85,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    {
      id: 'r2',
      title: 'Olive oil',
      description: null,
      currency: 'EUR',
      openAt: null,
      closeAt: null,
      status: 'approved',
      supplierId: 's2',
      supplierName: 'Lagar',
      productCount: 1,
      averageProgress: 10,
      createdAt: '2026-11-02T00:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 12,
};

const ROUNDS_URL = '/api/buyer/rounds?page=1&pageSize=12';

describe('Explore Rounds rendered on the server', () => {
  it('draws every round of the first page from the first read, with the texts of the language', async () => {
    const { read, reads } = recordingRead({ [ROUNDS_URL]: ROUNDS });
    const view = await renderAreaPage({ path: '/buyer/rounds', language: 'en', timeZone: 'UTC', read });
    expect(reads).toEqual([ROUNDS_URL]);
    const html = view?.html;
    expect(html).toContain('<h2 class="mk-page-title">Explore Rounds</h2>');
    expect(html).toContain('Coffee &lt;beans&gt; Q1');
    expect(html).toContain('Serra Coffee');
    expect(html).toContain('85% MOQ');
    expect(html).toContain('Olive oil');
    expect(html).toContain('No deadline');
    expect(html!.match(/class="mk-card"/g)).toHaveLength(2);
    // What the app renders, test ids and all: the browser hydrates this markup.
    expect(html!.match(/data-testid="round-card"/g)).toHaveLength(2);

    // The route loader's answer goes with the page: the browser's router hydrates from it.
    expect(view?.hydration.loaderData).toEqual({
      rounds: {
        reducerPath: 'buyerApi',
        endpointName: 'listRounds',
        arg: { search: '', page: 1, pageSize: 12 },
        data: ROUNDS,
      },
    });

    const portuguese = (
      await renderAreaPage({ path: '/buyer/rounds/', language: 'pt', timeZone: 'UTC', read })
    )?.html;
    expect(portuguese).toContain('Explorar Rodadas');
    expect(portuguese).toContain('85% do MOQ');
    expect(portuguese).toContain('Sem prazo');
  });

  it("draws the pager when there are more rounds than one page holds (antd's Pagination made the view fail)", async () => {
    const many: BuyerRoundsResponse = {
      ...ROUNDS,
      items: Array.from({ length: 12 }, (_, i) => ({
        ...ROUNDS.items[1]!,
        id: `r${i}`,
        title: `Round ${i}`,
      })),
      total: 40,
    };
    const { read } = recordingRead({ [ROUNDS_URL]: many });
    const html = (await renderAreaPage({ path: '/buyer/rounds', language: 'pt', timeZone: 'UTC', read }))
      ?.html;
    expect(html).toContain('aria-label="Páginas"');
    expect(html).toContain('aria-current="page"');
    // 40 rounds in pages of 12: 1 2 3 4, the first one current.
    expect(html!.match(/aria-label="Página \d"/g)).toEqual(
      ['Página 1', 'Página 2', 'Página 3', 'Página 4'].map((name) => `aria-label="${name}"`),
    );
  });

  it('draws the empty state when there is no round', async () => {
    const { read } = recordingRead({ [ROUNDS_URL]: { items: [], total: 0, page: 1, pageSize: 12 } });
    const html = (await renderAreaPage({ path: '/buyer/rounds', language: 'en', timeZone: 'UTC', read }))
      ?.html;
    expect(html).toContain('Explore Rounds');
    expect(html).not.toContain('class="mk-card"');
  });

  it('renders nothing when the read fails or does not match the contract', async () => {
    expect(
      await renderAreaPage({
        path: '/buyer/rounds',
        language: 'en',
        timeZone: 'UTC',
        read: recordingRead({}).read,
      }),
    ).toBeNull();
    const wrong = recordingRead({ [ROUNDS_URL]: { items: [{ id: 'r1' }], total: 1, page: 1, pageSize: 12 } });
    expect(
      await renderAreaPage({ path: '/buyer/rounds', language: 'en', timeZone: 'UTC', read: wrong.read }),
    ).toBeNull();
  });

  it('renders nothing for addresses that are not a first page (below a page, unknown, the Team page)', async () => {
    for (const path of ['/buyer/rounds/r1', '/buyer/nope', '/buyer/team']) {
      const { read, reads } = recordingRead({ [ROUNDS_URL]: ROUNDS });
      expect(await renderAreaPage({ path, language: 'en', timeZone: 'UTC', read })).toBeNull();
      expect(reads).toEqual([]);
    }
  });
});
