/**
 * The bell: what the list, the count and the marks show, from the real store fed by a
 * stand-in of identity's notification endpoints (they answer by the contracts' schemas) and by the
 * user's channel through a stand-in socket. Rendered as markup: the shell's specs run in Node.
 */
import { fakeSockets, markupText } from '@marketplace/web-kit/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  userChannel,
  type Language,
  type Notification,
} from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import {
  loadFrameSchema,
  problemFromResponse,
  type ApiRequestArgs,
  type ApiResult,
} from '@marketplace/web-kit';
import {
  BellButton,
  NotificationPanel,
  openNotification,
  type NotificationPanelProps,
} from './NotificationsPopover';
import { createNotificationsStore, NOTIFICATIONS_URL, type NotificationsStore } from './notificationsStore';
import { UserChannel } from './userChannel';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();

const notification = (over: Partial<Notification> & Pick<Notification, 'id'>): Notification =>
  notificationSchema.parse({
    kind: 'order_approved',
    params: { orderNumber: 7, roundTitle: 'Spring Tees' },
    link: '/buyer/orders/o7',
    createdAt: at(1),
    readAt: null,
    ...over,
  });

/** Identity's notification endpoints over a list the spec owns (newest first). */
function identityStandIn(held: Notification[]) {
  const calls: string[] = [];
  let refuseMarks = false;
  const ok = <T,>(data: unknown, status = 200): ApiResult<T> => ({ data: data as T, status });
  const request = async <T,>(args: ApiRequestArgs): Promise<ApiResult<T>> => {
    const method = args.method ?? 'GET';
    calls.push(`${method} ${args.url}${args.params?.before ? `?before=${String(args.params.before)}` : ''}`);
    await Promise.resolve(); // answers come later than the call, as over the network
    if (method === 'GET' && args.url === NOTIFICATIONS_URL) {
      const { before, limit } = notificationsQuerySchema.parse(args.params ?? {});
      const start = before ? held.findIndex((n) => n.id === before) + 1 : 0;
      const items = held.slice(start, start + limit);
      return ok(
        notificationsPageSchema.parse({
          items,
          unread: held.filter((n) => !n.readAt).length,
          nextBefore: start + limit < held.length ? items[items.length - 1]!.id : null,
        }),
      );
    }
    const one = new RegExp(`^${NOTIFICATIONS_URL}/([^/]+)/read$`).exec(args.url);
    if (method === 'POST' && one) {
      const found = held.find((n) => n.id === decodeURIComponent(one[1]!));
      if (!found || refuseMarks)
        return { error: problemFromResponse(404, { code: 'notification.not_found', title: 'Not Found' }) };
      found.readAt ??= new Date(NOW).toISOString();
      return ok(null, 204);
    }
    if (method === 'POST' && args.url === `${NOTIFICATIONS_URL}/read-all`) {
      for (const n of held) n.readAt ??= new Date(NOW).toISOString();
      return ok(null, 204);
    }
    throw new Error(`unexpected ${method} ${args.url}`);
  };
  return { request, calls, held, refuse: () => void (refuseMarks = true) };
}

const noop = () => undefined;

/** What a person reads in a piece of markup. */
const textOf = markupText;

async function panelText(
  store: NotificationsStore,
  language: Language = 'en',
  handlers: Partial<NotificationPanelProps> = {},
) {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={await translatorIn(language)}>
      <BellButton unread={store.getSnapshot().unread} />
      <NotificationPanel
        snapshot={store.getSnapshot()}
        now={NOW}
        onOpen={noop}
        onMarkAllRead={noop}
        onLoadMore={noop}
        onRetry={noop}
        {...handlers}
      />
    </I18nextProvider>,
  );
  const items = [...html.matchAll(/<button[^>]*data-testid="notification-item"[^>]*>(.*?)<\/button>/g)].map(
    (m) => ({ unread: /data-unread="true"/.test(m[0]), text: textOf(m[1]!) }),
  );
  const count = /data-testid="notifications-unread"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
  const bell = /<button[^>]*data-testid="notifications-bell"[^>]*>/.exec(html)?.[0] ?? '';
  const bellLabel = /aria-label="([^"]*)"/.exec(bell)?.[1] ?? null;
  const markAll = /<button[^>]*data-testid="notifications-mark-all"[^>]*>/.exec(html)?.[0] ?? '';
  return { html, items, count, bellLabel, markAllDisabled: markAll.includes('disabled=""') };
}

describe('the notifications bell', () => {
  const sample = () => [
    notification({
      id: 'n3',
      kind: 'round_submitted',
      params: { supplierName: 'Ana <Tees>', roundTitle: 'Spring Tees' },
      link: '/admin/rounds',
      createdAt: at(0.2),
    }),
    notification({
      id: 'n2',
      kind: 'round_extended',
      params: { roundTitle: 'Spring Tees', count: 1 },
      link: '/buyer/rounds/r1',
      createdAt: at(5),
    }),
    notification({ id: 'n1', createdAt: at(50), readAt: at(40) }),
  ];

  it('lists the notifications newest first in their own words, with how long ago, the unread marked and counted', async () => {
    const identity = identityStandIn(sample());
    const store = createNotificationsStore({ request: identity.request });
    await store.start();

    const en = await panelText(store);
    expect(en.items).toEqual([
      // Under an hour is "Just now" (spec §9).
      {
        unread: true,
        text: 'Unread: Ana <Tees> submitted the round Spring Tees for approval Just now',
      },
      {
        unread: true,
        text: 'Unread: Spring Tees was extended by 1 day: some products have not reached their MOQ yet 5h ago',
      },
      { unread: false, text: 'Your order #7 in Spring Tees was approved 2d ago' },
    ]);
    expect(en.html).toContain('Ana &lt;Tees&gt;'); // names are text, never markup
    expect(en.count).toBe('2');
    expect(en.bellLabel).toBe('Notifications, 2 unread');
    expect(en.html).toContain('Mark all as read');
    expect(en.html).not.toContain('data-testid="notifications-load-more"');

    const pt = await panelText(store, 'pt');
    expect(pt.items.map((i) => i.text)).toEqual([
      'Não lida: Ana <Tees> enviou a rodada Spring Tees para aprovação Agora mesmo',
      'Não lida: Spring Tees foi prorrogada por 1 dia: alguns produtos ainda não atingiram o MOQ há 5h',
      'Seu pedido #7 em Spring Tees foi aprovado há 2d',
    ]);
    expect(pt.bellLabel).toBe('Notificações, 2 não lidas');
    expect(pt.html).toContain('Marcar todas como lidas');
  });

  it('says when a round closes with the time of day, what a cleared cart lost, and orders to the supplier', async () => {
    const closeAt = new Date(2026, 2, 10, 13, 42).toISOString(); // the viewer's 13:42
    const store = createNotificationsStore({
      request: identityStandIn([
        notification({
          id: 'c1',
          kind: 'round_closing_soon',
          params: { roundTitle: 'Spring Tees', closeAt },
          link: '/buyer/cart',
          createdAt: new Date(NOW - 30_000).toISOString(),
        }),
        notification({
          id: 'c2',
          kind: 'cart_cleared',
          params: { roundTitle: 'Spring Tees', count: 2, products: 'Lamp, Desk' },
          link: '/buyer/rounds',
          createdAt: at(0.5),
        }),
        notification({
          id: 'c3',
          kind: 'cart_cleared',
          params: { roundTitle: 'Spring Tees', count: 1, products: 'Lamp' },
          link: '/buyer/rounds',
          createdAt: at(1 / 60),
        }),
        notification({
          id: 'c4',
          kind: 'supplier_order_placed',
          params: { roundTitle: 'Spring Tees', orderNumber: 'ab12cd34' },
          link: '/supplier/rounds',
          createdAt: at(2),
        }),
      ]).request,
    });
    await store.start();
    const plain = (texts: string[]) => texts.map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    expect(plain((await panelText(store)).items.map((i) => i.text))).toEqual([
      'Unread: Spring Tees closes at Mar 10, 2026, 1:42 PM Just now',
      'Unread: Spring Tees closed before your cart became an order: 2 products were taken out of your cart (Lamp, Desk) and their units released Just now',
      'Unread: Spring Tees closed before your cart became an order: 1 product was taken out of your cart (Lamp) and its units released Just now',
      'Unread: New orders on your round Spring Tees, starting with #ab12cd34: waiting for the administrator’s approval 2h ago',
    ]);
    expect(plain((await panelText(store, 'pt')).items.map((i) => i.text))).toEqual([
      'Não lida: Spring Tees encerra em 10 de mar. de 2026, 13:42 Agora mesmo',
      'Não lida: Spring Tees encerrou antes de o seu carrinho virar pedido: 2 produtos saíram do seu carrinho (Lamp, Desk) e as suas unidades foram liberadas Agora mesmo',
      'Não lida: Spring Tees encerrou antes de o seu carrinho virar pedido: 1 produto saiu do seu carrinho (Lamp) e as suas unidades foram liberadas Agora mesmo',
      'Não lida: Novos pedidos na sua rodada Spring Tees, a começar pelo #ab12cd34: aguardam a aprovação do administrador há 2h',
    ]);
  });

  it('reads a buyer’s close notice as one message of what changed for them, money in the viewer’s language', async () => {
    const store = createNotificationsStore({
      request: identityStandIn([
        notification({
          id: 'rc',
          kind: 'round_closed',
          params: {
            roundTitle: 'Spring Tees',
            orderNumber: 'ab12cd34',
            orderTotal: 1234.5,
            currency: 'USD',
            releasedProducts: 'Desk',
            clearedProducts: 'Lamp',
            invoiceNumber: 'PI-ACME-000042',
            invoiceRevision: 2,
          },
          link: '/buyer/orders',
          createdAt: at(3),
        }),
      ]).request,
    });
    await store.start();
    const plain = (texts: string[]) => texts.map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    expect(plain((await panelText(store)).items.map((i) => i.text))).toEqual([
      'Unread: Spring Tees has closed. Your order #ab12cd34 now totals $1,234.50. Released from your order (MOQ not reached): Desk. Taken out of your cart, never ordered: Lamp. Proforma invoice PI-ACME-000042 is now Revision 2. 3h ago',
    ]);
    expect(plain((await panelText(store, 'pt')).items.map((i) => i.text))[0]).toContain(
      'O seu pedido #ab12cd34 agora totaliza US$ 1.234,50.',
    );
  });

  it('reads a closing-soon notice stored before it carried its deadline in the older words', async () => {
    const store = createNotificationsStore({
      request: identityStandIn([
        notification({
          id: 'old',
          kind: 'round_closing_soon',
          params: { roundTitle: 'Spring Tees' },
          link: '/buyer/cart',
          createdAt: at(3),
        }),
      ]).request,
    });
    await store.start();
    expect((await panelText(store)).items.map((i) => i.text)).toEqual([
      'Unread: Spring Tees closes within 24 hours 3h ago',
    ]);
    expect((await panelText(store, 'pt')).items.map((i) => i.text)).toEqual([
      'Não lida: Spring Tees encerra em até 24 horas há 3h',
    ]);
  });

  it('counts in the singular and plural, and shows no count when all is read', async () => {
    const one = createNotificationsStore({ request: identityStandIn([notification({ id: 'a' })]).request });
    await one.start();
    expect((await panelText(one)).bellLabel).toBe('Notifications, 1 unread');
    expect((await panelText(one, 'pt')).bellLabel).toBe('Notificações, 1 não lida');

    const none = createNotificationsStore({
      request: identityStandIn([notification({ id: 'a', readAt: at(0) })]).request,
    });
    await none.start();
    const shown = await panelText(none);
    expect(shown.count).toBeNull();
    expect(shown.bellLabel).toBe('Notifications');
    expect(shown.markAllDisabled).toBe(true);

    const empty = createNotificationsStore({ request: identityStandIn([]).request });
    await empty.start();
    expect((await panelText(empty)).html).toContain('No notifications yet');
    expect((await panelText(empty, 'pt')).html).toContain('Nenhuma notificação ainda');
  });

  it('opening one marks it read, on the screen and at identity, and goes to its page', async () => {
    const identity = identityStandIn(sample());
    const store = createNotificationsStore({ request: identity.request, now: () => new Date(NOW) });
    await store.start();
    const visited: string[] = [];
    const [first] = store.getSnapshot().items;

    const marked = openNotification(store, first!, (to) => visited.push(to));
    // At once, before identity has answered:
    const shown = await panelText(store);
    expect(visited).toEqual(['/admin/rounds']);
    expect(shown.items.map((i) => i.unread)).toEqual([false, true, false]);
    expect(shown.count).toBe('1');

    expect(await marked).toBe(true);
    expect(identity.calls).toContain('POST /api/identity/notifications/n3/read');
    expect(identity.held.find((n) => n.id === 'n3')!.readAt).not.toBeNull();

    // A read one opens without another mark.
    await openNotification(store, store.getSnapshot().items[0]!, (to) => visited.push(to));
    expect(identity.calls.filter((c) => c.endsWith('/n3/read'))).toHaveLength(1);
    expect(visited).toEqual(['/admin/rounds', '/admin/rounds']);
  });

  it('a mark identity refuses is not shown as done: the list is read again', async () => {
    const identity = identityStandIn(sample());
    const store = createNotificationsStore({ request: identity.request });
    await store.start();
    identity.refuse();
    expect(await store.markRead('n2')).toBe(false);
    const shown = await panelText(store);
    expect(shown.items.map((i) => i.unread)).toEqual([true, true, false]);
    expect(shown.count).toBe('2');
  });

  it('"Mark all as read" clears the count and every mark', async () => {
    const identity = identityStandIn(sample());
    const store = createNotificationsStore({ request: identity.request });
    await store.start();
    expect(await store.markAllRead()).toBeNull();
    const shown = await panelText(store);
    expect(shown.count).toBeNull();
    expect(shown.items.every((i) => !i.unread)).toBe(true);
    expect(identity.held.every((n) => n.readAt)).toBe(true);
  });

  it('"Load more" brings the older pages until there are none', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      notification({ id: `n${45 - i}`, createdAt: at(i + 1), readAt: i % 2 ? at(0) : null }),
    );
    const identity = identityStandIn(many);
    const store = createNotificationsStore({ request: identity.request });
    await store.start();
    expect(store.getSnapshot().items).toHaveLength(20);
    expect((await panelText(store)).html).toContain('Load more');
    expect((await panelText(store)).count).toBe('23');

    await store.loadMore();
    await store.loadMore();
    expect(identity.calls).toEqual([
      'GET /api/identity/notifications',
      'GET /api/identity/notifications?before=n26',
      'GET /api/identity/notifications?before=n6',
    ]);
    const shown = await panelText(store);
    expect(store.getSnapshot().items.map((n) => n.id)).toEqual(many.map((n) => n.id));
    expect(shown.items).toHaveLength(45);
    expect(shown.html).not.toContain('Load more');
  });
});

function live(store: NotificationsStore) {
  const { sockets, createSocket } = fakeSockets();
  const timers: Array<() => void> = [];
  const channel = new UserChannel({
    url: () => 'ws://test/ws',
    createSocket,
    onNotification: (n) => store.receive(n),
    onResync: () => void store.refresh(),
    random: () => 0,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
  });
  return { channel, sockets, timers };
}

describe('the bell, live', () => {
  // Sockets open once the frames' schema is here (it loads after a page can act).
  beforeAll(loadFrameSchema);

  const frame = (userId: string, n: Notification) => ({
    type: 'notification',
    channel: userChannel(userId),
    notification: n,
  });

  it('puts what arrives on the user’s channel first and counts it, once', async () => {
    const identity = identityStandIn([notification({ id: 'old', createdAt: at(3) })]);
    const store = createNotificationsStore({ request: identity.request });
    await store.start();
    const { channel, sockets } = live(store);
    channel.open('u1');
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'subscribe', channel: 'user-u1-notifications' }]);

    const fresh = notification({
      id: 'fresh',
      kind: 'moq_reached',
      params: { productName: 'Polo', roundTitle: 'Spring Tees' },
      createdAt: at(0),
    });
    sockets[0]!.receive(frame('u1', fresh));
    sockets[0]!.receive(frame('u1', fresh)); // a repeat
    sockets[0]!.receive(frame('u2', notification({ id: 'not-mine' }))); // never for this tab
    const shown = await panelText(store);
    expect(shown.items.map((i) => i.text)).toEqual([
      'Unread: Polo in Spring Tees reached its MOQ Just now',
      'Unread: Your order #7 in Spring Tees was approved 3h ago',
    ]);
    expect(shown.count).toBe('2');
    channel.close();
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it('keeps one that arrives while the list is being read, and reads again after a gap', async () => {
    const held = [notification({ id: 'old', createdAt: at(3) })];
    const identity = identityStandIn(held);
    const store = createNotificationsStore({ request: identity.request });
    const { channel, sockets, timers } = live(store);
    channel.open('u1');
    sockets[0]!.open();
    const reading = store.start();
    sockets[0]!.receive(frame('u1', notification({ id: 'during', createdAt: at(0) })));
    await reading;
    expect(store.getSnapshot().items.map((n) => n.id)).toEqual(['during', 'old']);
    expect(store.getSnapshot().unread).toBe(2);
    held.unshift(store.getSnapshot().items[0]!); // identity had stored it before relaying it

    // Missed while the socket was down: the re-read after it is back brings it.
    sockets[0]!.drop();
    held.unshift(notification({ id: 'missed', createdAt: at(0) }));
    timers.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'subscribe', channel: 'user-u1-notifications' }]);
    // The re-read waits for the gateway to confirm the channel: nothing is missed in between.
    sockets[1]!.receive({ type: 'subscribed', channel: 'user-u1-notifications', you: 'm-u1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSnapshot().items.map((n) => n.id)).toEqual(['missed', 'during', 'old']);
    expect((await panelText(store)).count).toBe('3');
    channel.close();
  });

  it('stops asking for a channel the gateway refuses', async () => {
    const store = createNotificationsStore({ request: identityStandIn([]).request });
    await store.start();
    const { channel, sockets, timers } = live(store);
    channel.open('u1');
    sockets[0]!.open();
    sockets[0]!.receive({
      type: 'error',
      code: 'channel.forbidden',
      message: 'not yours',
      channel: 'user-u1-notifications',
    });
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop();
    expect(timers).toHaveLength(0);
    expect(sockets).toHaveLength(1);
  });
});
