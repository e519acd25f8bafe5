/**
 * The admin remote's server entry: a first page drawn with React Router's static handler from its
 * loader's read, in the visitor's language and time zone, with the loader's answer for the
 * browser's router to hydrate from.
 */
import type { AdminCategoriesResponse } from '@marketplace/contracts';
import { recordingRead } from '@marketplace/web-kit/testing';
import { renderAreaPage } from './first-view';

// Just after midnight UTC on the 26th: still the 25th in São Paulo.
const CATEGORIES: AdminCategoriesResponse = {
  items: [{ id: 'c1', name: 'Office <Chairs>', createdAt: '2026-11-26T01:30:00.000Z' }],
};
const CATEGORIES_URL = '/api/admin/categories';

describe('an admin first page drawn on the server', () => {
  it('draws Categories from its loader’s read, its dates in the visitor’s zone and language', async () => {
    const { read, reads } = recordingRead({ [CATEGORIES_URL]: CATEGORIES });
    const saoPaulo = await renderAreaPage({
      path: '/admin/categories',
      language: 'en',
      timeZone: 'America/Sao_Paulo',
      read,
    });
    expect(reads).toEqual([CATEGORIES_URL]);
    expect(saoPaulo?.html).toContain('Office &lt;Chairs&gt;');
    expect(saoPaulo?.html).toContain('Nov 25, 2026');
    // The kit's light widgets drew it, no antd: the edge links no antd stylesheet for it.
    expect(saoPaulo?.antd).toBe(false);
    expect(saoPaulo?.hydration.loaderData).toEqual({
      categories: { reducerPath: 'adminApi', endpointName: 'listCategories', data: CATEGORIES },
    });

    const utc = await renderAreaPage({ path: '/admin/categories', language: 'en', timeZone: 'UTC', read });
    expect(utc?.html).toContain('Nov 26, 2026');
    const portuguese = await renderAreaPage({
      path: '/admin/categories',
      language: 'pt',
      timeZone: 'America/Sao_Paulo',
      read,
    });
    expect(portuguese?.html).toContain('25 de nov. de 2026');
  });

  it('draws nothing when the page’s read fails: the browser draws it and shows the failure', async () => {
    const { read } = recordingRead({});
    expect(
      await renderAreaPage({ path: '/admin/categories', language: 'en', timeZone: 'UTC', read }),
    ).toBeNull();
  });
});
