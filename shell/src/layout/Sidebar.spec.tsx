/**
 * The sidebar a buyer sees: the Team entry (the buying team's page) is the approver's, drawn in
 * the user's language; a member and a buyer outside a team see the spec's entries only.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
// The router for markup: MemoryRouter's layout effects only warn on the server.
import { StaticRouter } from 'react-router-dom/server';
import type { Language, TeamRole } from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import { LightUiProvider } from '@marketplace/web-kit';
import { SidebarContent } from './Sidebar';

async function sidebar(language: Language, teamRole: TeamRole | null) {
  return renderToStaticMarkup(
    <I18nextProvider i18n={await translatorIn(language)}>
      <LightUiProvider>
        <StaticRouter location="/buyer/team">
          <SidebarContent
            role="buyer"
            teamRole={teamRole}
            collapsed={false}
            onSignOut={() => undefined}
            signingOut={false}
          />
        </StaticRouter>
      </LightUiProvider>
    </I18nextProvider>,
  );
}

const testIds = (html: string) => [...html.matchAll(/data-testid="(nav-[^"]+)"/g)].map((m) => m[1]);

describe('the buyer’s sidebar', () => {
  it('shows Team to an approver, linked to /buyer/team and marked when it is open', async () => {
    const html = await sidebar('en', 'approver');
    expect(testIds(html)).toEqual([
      'nav-dashboard',
      'nav-buyer-rounds',
      'nav-buyer-cart',
      'nav-buyer-orders',
      'nav-buyer-invoices',
      'nav-buyer-team',
      'nav-profile',
    ]);
    const link = /<a[^>]*data-testid="nav-buyer-team"[^>]*>.*?<\/a>/.exec(html)?.[0] ?? '';
    expect(link).toContain('href="/buyer/team"');
    expect(link).toContain('aria-current="page"');
    expect(link).toContain('>Team</span>');
    expect(await sidebar('pt', 'approver')).toContain('>Equipe</span>');
  });

  it('does not show Team to a member or to a buyer outside a team', async () => {
    for (const teamRole of ['member', null] as const) {
      const html = await sidebar('en', teamRole);
      expect(testIds(html)).not.toContain('nav-buyer-team');
      expect(testIds(html)).toHaveLength(6);
    }
  });
});
