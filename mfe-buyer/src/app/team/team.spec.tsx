/**
 * Buying teams in the buyer area: the approver's Team page (members and their limits, orders
 * waiting for approval, time zone, activity), a member's own limits, the requests the page's
 * controls send, and what an order's details say of its company approval. Rendered as markup
 * (the specs run in Node, without a DOM) from the real store and texts; the API through a
 * stand-in `fetch`.
 */
import {
  orderSnapshotSchema,
  type CompanyApproval,
  type Language,
  type MySpending,
  type OrderSnapshot,
  type TeamAuditResponse,
  type TeamResponse,
} from '@marketplace/contracts';
import { userProfile } from '@marketplace/contracts/fixtures';
import { translatorIn } from '@marketplace/i18n';
import { problemMessage, sessionStore } from '@marketplace/web-kit';
import { jsonResponse as json, markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { buyerApi } from '../api/buyer-api';
import { OrderDetails } from '../orders/order-details';
import { createBuyerStore } from '../store';
import { LimitsFields } from './limits-dialog';
import { limitDrafts, limitsBody, teamApi } from './team-api';
import { TeamPage } from './team-page';
import '../area-texts';

const textOf = (html: string) => markupText(html).replace(/\u00a0/g, ' ');

const HELD_ID = '65f0c0ffee00000000000001';

const held = (approval: Partial<CompanyApproval> = {}, status: OrderSnapshot['status'] = 'pending_company') =>
  orderSnapshotSchema.parse({
    id: HELD_ID,
    buyerId: 'bea',
    buyerCompanyId: 'co-1',
    roundId: 'r1',
    roundTitle: 'Spring Tees',
    supplierId: 's1',
    supplierName: 'Tee Co.',
    currency: 'USD',
    status,
    totalValue: 240,
    totalUnits: 24,
    totalItems: 1,
    items: [],
    createdAt: '2026-03-02T10:00:00.000Z',
    decidedAt: null,
    version: 1,
    companyApproval: {
      status: 'pending',
      exceeded: ['per_order', 'per_month'],
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
      reason: null,
      ...approval,
    },
  });

const TEAM: TeamResponse = {
  companyId: 'co-1',
  timeZone: 'Europe/Lisbon',
  month: '2026-03',
  members: [
    {
      userId: 'ana',
      name: 'Ana Approver',
      email: 'ana@example.test',
      teamRole: 'approver',
      limits: [],
      spentThisMonth: [],
    },
    {
      userId: 'bea',
      name: 'Bea Member',
      email: 'bea@example.test',
      teamRole: 'member',
      limits: [
        { currency: 'USD', perOrder: 100, perMonth: 200 },
        { currency: 'EUR', perOrder: null, perMonth: 50 },
      ],
      spentThisMonth: [{ currency: 'USD', amount: 50 }],
    },
  ],
  pendingApprovals: [held()],
  carts: [
    {
      memberId: 'bea',
      memberName: 'Bea Member',
      roundId: 'round-autumn',
      roundTitle: 'Autumn Chairs',
      supplierName: 'Acme Supplies',
      currency: 'USD',
      closeAt: '2026-03-20T15:00:00.000Z',
      totalItems: 2,
      totalUnits: 14,
      subtotal: 168,
    },
  ],
};

const AUDIT: TeamAuditResponse = {
  items: [
    {
      id: 'a3',
      at: '2026-03-02T12:00:00.000Z',
      action: 'order_company_rejected',
      actorId: 'ana',
      actorName: 'Ana Approver',
      memberId: 'bea',
      memberName: 'Bea Member',
      orderId: HELD_ID,
      details: { reason: 'Over budget' },
    },
    {
      id: 'a2',
      at: '2026-03-02T11:00:00.000Z',
      action: 'time_zone_changed',
      actorId: 'ana',
      actorName: 'Ana Approver',
      memberId: null,
      memberName: null,
      orderId: null,
      details: { before: 'UTC', after: 'Europe/Lisbon' },
    },
    {
      id: 'a1',
      at: '2026-03-01T11:00:00.000Z',
      action: 'order_released_unapproved',
      actorId: null,
      actorName: null,
      memberId: 'bea',
      memberName: 'Bea Member',
      orderId: HELD_ID,
      details: {},
    },
  ],
};

const signIn = (teamRole: 'approver' | 'member' | null, id = teamRole === 'member' ? 'bea' : 'ana') =>
  sessionStore.setSignedIn(userProfile({ id, companyId: 'co-1', teamRole }));

async function teamPage(language: Language) {
  const store = createBuyerStore();
  await store.dispatch(teamApi.util.upsertQueryData('getTeam', undefined, TEAM));
  await store.dispatch(teamApi.util.upsertQueryData('teamAudit', undefined, AUDIT));
  const html = await renderMarkup(language, <TeamPage />, store);
  store.dispatch(buyerApi.util.resetApiState());
  return html;
}

afterEach(() => sessionStore.setSignedOut());

describe('the Team page of an approver', () => {
  beforeEach(() => signIn('approver'));

  it('lists the members with their role, limits per currency and spending this month', async () => {
    const html = await teamPage('en');
    const [ana, bea] = markupParts(html, 'team-member-ana')
      .concat(markupParts(html, 'team-member-bea'))
      // The e-mail may break after its @ (<wbr>): read without it.
      .map((part) => textOf(part.split('data-testid="team-member-')[0]!.replace(/<wbr\/?>/g, '')));
    expect(ana).toContain('Ana Approver');
    expect(ana).toContain('ana@example.test');
    expect(ana).toContain('Approver');
    expect(ana).toContain('No limit');
    expect(ana).toContain('Nothing yet');
    expect(bea).toContain('Bea Member');
    expect(bea).toContain('Member');
    expect(bea).toContain('USD: $100.00 per order · $200.00 per month');
    expect(bea).toContain('EUR: €50.00 per month');
    expect(bea).toContain('USD: $50.00');
    expect(bea).toContain('Set limits');
    expect(markupParts(html, 'team-member-bea')[0]).toContain('data-testid="set-limits"');
    expect(html).toContain('data-testid="team-time-zone"');
    expect(textOf(html)).toContain('Europe/Lisbon');

    const pt = textOf(await teamPage('pt'));
    // Amounts follow the app's language (formatMoney), not the translator the markup is drawn with.
    expect(pt).toMatch(/USD: \S+ ?100[.,]00 por pedido · \S+ ?200[.,]00 por mês/);
    expect(pt).toContain('Sem limite');
    expect(pt).toContain('Definir limites');
    expect(pt).toContain('Fuso horário da empresa');
  });

  it('lists the orders waiting for approval: number, round, member, total, the limits gone over', async () => {
    const html = await teamPage('en');
    expect(textOf(html)).toContain('Waiting for your approval');
    const row = markupParts(html, `approval-${HELD_ID}`)[0]!;
    expect(textOf(row)).toContain('#65f0c0ff');
    expect(textOf(row)).toContain('Spring Tees');
    expect(textOf(row)).toContain('Bea Member');
    expect(textOf(row)).toContain('$240.00');
    expect(textOf(row)).toContain('per order / per month');
    expect(row).toContain(`data-testid="approve-${HELD_ID}"`);
    expect(row).toContain(`data-testid="reject-${HELD_ID}"`);
    expect(textOf(await teamPage('pt'))).toContain('por pedido / por mês');
  });

  it('lists the carts the team is preparing: who, which round, how much, when it closes', async () => {
    const row = markupParts(await teamPage('en'), 'team-cart-bea-round-autumn')[0]!;
    expect(textOf(row)).toContain('Bea Member');
    expect(textOf(row)).toContain('Autumn Chairs');
    expect(textOf(row)).toContain('2 items • 14 units');
    expect(textOf(row)).toContain('$168.00');
    expect(textOf(await teamPage('pt'))).toContain('Carrinhos em preparação');
  });

  it('tells the team’s activity, newest first, in en and pt', async () => {
    const entries = (html: string) => markupParts(html, 'team-activity-entry').map(textOf);
    const en = entries(await teamPage('en'));
    expect(en).toHaveLength(3);
    expect(en[0]).toContain('Ana Approver rejected Bea Member’s order #65f0c0ff: Over budget');
    expect(en[1]).toContain('Ana Approver changed the company time zone to Europe/Lisbon');
    expect(en[2]).toContain(
      'Bea Member’s order #65f0c0ff was released: the round closed before it was approved',
    );
    expect(entries(await teamPage('pt'))[0]).toContain(
      'Ana Approver rejeitou o pedido #65f0c0ff de Bea Member: Over budget',
    );
  });
});

describe('the Team page of a member', () => {
  const MINE: MySpending = {
    teamRole: 'member',
    timeZone: 'Europe/Lisbon',
    month: '2026-03',
    limits: [{ currency: 'USD', perOrder: 100, perMonth: null }],
    spentThisMonth: [{ currency: 'USD', amount: 80 }],
  };
  const render = async (language: Language, mine: MySpending) => {
    const store = createBuyerStore();
    await store.dispatch(teamApi.util.upsertQueryData('mySpending', undefined, mine));
    const html = await renderMarkup(language, <TeamPage />, store);
    // A member never asks for the approver's reads (no 403 in the console).
    expect(Object.keys(store.getState().buyerApi.queries)).toEqual(['mySpending(undefined)']);
    store.dispatch(buyerApi.util.resetApiState());
    return html;
  };

  it('explains who sets the limits and shows the member’s own limits and spending', async () => {
    signIn('member');
    const html = await render('en', MINE);
    const text = textOf(html);
    expect(text).toContain('Your company’s approver sets your spending limits.');
    expect(textOf(markupParts(html, 'my-limits')[0]!)).toContain('USD: $100.00 per order');
    expect(textOf(markupParts(html, 'my-spent')[0]!)).toContain('USD: $80.00');
    expect(text).toContain('Month 2026-03 (Europe/Lisbon)');
    expect(html).not.toContain('team-members');
    expect(html).not.toContain('set-limits');
    expect(textOf(await render('pt', MINE))).toContain('O aprovador da sua empresa define os seus limites');
  });

  it('says so to a buyer outside a buying team', async () => {
    signIn(null);
    const text = textOf(await render('en', { ...MINE, teamRole: null, limits: [], spentThisMonth: [] }));
    expect(text).toContain('You are not part of a buying team.');
  });
});

describe('the limits dialog', () => {
  it('has one row per currency with a per-order and a per-month field, named in the user’s language', async () => {
    const drafts = limitDrafts(TEAM.members[1]!.limits);
    const html = await renderMarkup('en', <LimitsFields drafts={drafts} onChange={() => undefined} />);
    for (const currency of ['USD', 'EUR', 'GBP'])
      for (const kind of ['per-order', 'per-month'])
        expect(html).toContain(`data-testid="limit-${currency}-${kind}"`);
    // Only the currencies rounds are sold in: no order is ever in BRL, so no limit is offered in it.
    expect(html).not.toContain('limit-BRL');
    const input = (label: string) =>
      new RegExp(`<input[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(input('USD per order')).toContain('value="100"');
    expect(input('USD per month')).toContain('value="200"');
    expect(input('EUR per order')).toContain('value=""');
    expect(input('EUR per month')).toContain('value="50"');
    expect(input('GBP per order')).toContain('data-testid="limit-GBP-per-order"');
    const pt = await renderMarkup('pt', <LimitsFields drafts={drafts} onChange={() => undefined} />);
    expect(pt).toContain('aria-label="USD por mês"');
  });

  it('sends the whole set: an empty field is no limit (null), a currency left empty is left out', () => {
    const drafts = limitDrafts([]);
    drafts.USD = { perOrder: '100', perMonth: '' };
    drafts.GBP = { perOrder: ' 12,5 ', perMonth: '900.99' };
    expect(limitsBody(drafts)).toEqual([
      { currency: 'USD', perOrder: 100, perMonth: null },
      { currency: 'GBP', perOrder: 12.5, perMonth: 900.99 },
    ]);
    // A limit kept from before in a currency no longer offered has no field: saving leaves it out.
    expect(limitsBody(limitDrafts([{ currency: 'BRL', perOrder: 5, perMonth: null }]))).toEqual([]);
    expect(limitsBody(limitDrafts([]))).toEqual([]);
  });
});

describe('the Team page’s requests', () => {
  afterEach(() => jest.restoreAllMocks());

  async function sent(
    initiate: (store: ReturnType<typeof createBuyerStore>) => Promise<unknown>,
    answer: unknown,
  ) {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, answer));
    const store = createBuyerStore();
    await initiate(store);
    store.dispatch(buyerApi.util.resetApiState());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    return { url, method: init?.method, body: init?.body };
  }

  it.each([
    {
      name: 'approves with POST …/company-decision {decision: approve}',
      decision: { decision: 'approve' },
      answer: held({ status: 'approved', decidedBy: 'ana', decidedByName: 'Ana' }, 'pending_admin'),
      body: '{"decision":"approve"}',
    },
    {
      name: 'rejects with the reason',
      decision: { decision: 'reject', reason: 'Over budget' },
      answer: held({ status: 'rejected', reason: 'Over budget' }, 'rejected'),
      body: '{"decision":"reject","reason":"Over budget"}',
    },
  ] as const)('$name', async ({ decision, answer, body }) => {
    expect(
      await sent(
        (store) =>
          store
            .dispatch(teamApi.endpoints.decideForCompany.initiate({ orderId: HELD_ID, ...decision }))
            .unwrap(),
        answer,
      ),
    ).toEqual({ url: `/api/buyer/orders/${HELD_ID}/company-decision`, method: 'POST', body });
  });

  it('PUTs a member’s whole set of limits, empty fields as null', async () => {
    const drafts = limitDrafts([]);
    drafts.USD = { perOrder: '100', perMonth: '' };
    const bea = {
      ...TEAM.members[1]!,
      limits: [{ currency: 'USD' as const, perOrder: 100, perMonth: null }],
    };
    expect(
      await sent(
        (store) =>
          store
            .dispatch(
              teamApi.endpoints.setMemberLimits.initiate({ userId: 'bea', limits: limitsBody(drafts) }),
            )
            .unwrap(),
        bea,
      ),
    ).toEqual({
      url: '/api/buyer/team/members/bea/limits',
      method: 'PUT',
      body: '{"limits":[{"currency":"USD","perOrder":100,"perMonth":null}]}',
    });
  });

  it('PUTs the company’s time zone', async () => {
    expect(
      await sent(
        (store) =>
          store
            .dispatch(teamApi.endpoints.setTeamTimeZone.initiate({ timeZone: 'America/Sao_Paulo' }))
            .unwrap(),
        { timeZone: 'America/Sao_Paulo' },
      ),
    ).toEqual({ url: '/api/buyer/team/settings', method: 'PUT', body: '{"timeZone":"America/Sao_Paulo"}' });
  });

  it('tells the team’s refusals in the user’s language', async () => {
    const problem = (code: string) => ({ type: 'about:blank', title: 'Conflict', status: 409, code });
    const en = (await translatorIn('en')).t;
    const pt = (await translatorIn('pt')).t;
    expect(problemMessage(problem('buyer.order_not_awaiting_company'), en)).toBe(
      "This order is no longer waiting for your company's approval.",
    );
    expect(problemMessage(problem('buyer.order_not_awaiting_company'), pt)).toBe(
      'Este pedido não está mais aguardando a aprovação da sua empresa.',
    );
    expect(problemMessage(problem('buyer.team_approver_only'), pt)).toBe(
      'Só o aprovador da sua empresa pode fazer isto.',
    );
    expect(problemMessage(problem('buyer.team_member_not_found'), en)).toBe(
      'This person is not a member of your team.',
    );
  });
});

describe('Order details: the company’s approval', () => {
  const approvalText = async (language: Language, order: OrderSnapshot) => {
    const html = await renderMarkup(language, <OrderDetails order={order} />, createBuyerStore());
    return textOf(/data-testid="order-company-approval"[^>]*>(.*?)<\/span>/.exec(html)?.[1] ?? '');
  };

  it('says what each status means, in en and pt', async () => {
    signIn('member');
    const decidedAt = '2026-03-05T12:00:00.000Z';
    const decided = (status: 'approved' | 'rejected', reason: string | null) =>
      held(
        { status, decidedBy: 'ana', decidedByName: 'Ana Approver', decidedAt, reason },
        status === 'approved' ? 'pending_admin' : 'rejected',
      );
    const cases: [Language, OrderSnapshot, string][] = [
      ['en', held(), 'Over your spending limit (per order / per month): waiting for your company’s approval'],
      [
        'en',
        held({ exceeded: ['per_month'] }),
        'Over your spending limit (per month): waiting for your company’s approval',
      ],
      [
        'pt',
        held({ exceeded: ['per_order'] }),
        'Acima do seu limite de gastos (por pedido): aguardando a aprovação da sua empresa',
      ],
      ['en', decided('approved', null), 'Approved by Ana Approver on Mar 05, 2026'],
      ['en', decided('rejected', 'Over budget'), 'Rejected by Ana Approver: Over budget'],
      ['pt', decided('rejected', 'Sem verba'), 'Rejeitado por Ana Approver: Sem verba'],
      [
        'en',
        held({ status: 'released' }, 'cancelled'),
        'Released: the round closed before your company approved it',
      ],
      [
        'pt',
        held({ status: 'released' }, 'cancelled'),
        'Liberado: a rodada fechou antes que sua empresa o aprovasse',
      ],
    ];
    for (const [language, order, text] of cases) expect(await approvalText(language, order)).toBe(text);
  });

  it('offers Approve and Reject to the approver of a waiting order only', async () => {
    const buttons = async (order: OrderSnapshot) => {
      const html = await renderMarkup('en', <OrderDetails order={order} />, createBuyerStore());
      return [html.includes(`approve-${HELD_ID}`), html.includes(`reject-${HELD_ID}`)];
    };
    signIn('approver');
    expect(await buttons(held())).toEqual([true, true]);
    expect(await buttons(held({ status: 'released' }, 'cancelled'))).toEqual([false, false]);
    signIn('member');
    expect(await buttons(held())).toEqual([false, false]);
  });

  it('says nothing of a company for an order that was never held', async () => {
    const { companyApproval: _, ...plain } = held();
    const html = await renderMarkup(
      'en',
      <OrderDetails order={{ ...plain, status: 'approved' }} />,
      createBuyerStore(),
    );
    expect(html).not.toContain('order-company-approval');
  });
});
