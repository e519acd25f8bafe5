/**
 * A buyer whose account has no company is told on the dashboard, in en and pt, until an
 * admin assigns one (the buyer service refuses their adds and orders with buyer.company_missing).
 * Rendered as markup from the real store and texts.
 */
import { MemoryRouter } from 'react-router-dom';
import type { Profile } from '@marketplace/contracts';
import { sessionStore } from '@marketplace/web-kit';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { BuyerDashboard } from './dashboard/buyer-dashboard';
import { createBuyerStore } from './store';
import './area-texts';

const buyer = (companyId: string | null): Profile =>
  ({
    id: 'u1',
    authId: 'a1',
    name: 'Bea Buyer',
    email: 'bea@example.test',
    phone: null,
    address: null,
    role: 'buyer',
    companyId,
    company: companyId
      ? { id: companyId, name: 'Acme', type: 'buyer', country: null, taxNumber: null }
      : null,
    avatarUrl: null,
    createdAt: new Date().toISOString(),
    lastActiveAt: null,
    emailNotifications: true,
    language: 'en',
  }) as Profile;

describe('buyer dashboard without a company', () => {
  afterEach(() => sessionStore.setSignedOut());

  it('says the company is missing, in en and pt, and says nothing once there is one', async () => {
    sessionStore.setSignedIn(buyer(null));
    const english = await renderMarkup(
      'en',
      <MemoryRouter>
        <BuyerDashboard />
      </MemoryRouter>,
      createBuyerStore(),
    );
    expect(english).toContain('data-testid="no-company"');
    expect(markupText(english)).toContain('Your account has no company yet');
    const portuguese = await renderMarkup(
      'pt',
      <MemoryRouter>
        <BuyerDashboard />
      </MemoryRouter>,
      createBuyerStore(),
    );
    expect(markupText(portuguese)).toContain('Sua conta ainda não tem empresa');

    sessionStore.setSignedIn(buyer('company-1'));
    expect(
      await renderMarkup(
        'en',
        <MemoryRouter>
          <BuyerDashboard />
        </MemoryRouter>,
        createBuyerStore(),
      ),
    ).not.toContain('no-company');
  });
});
