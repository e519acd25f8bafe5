import { fakeSockets } from '../testing/fake-socket';

type Kit = typeof import('./channelSocket') & typeof import('../api/endpoints');

/**
 * The socket's module and the contracts loader, fresh: the contracts (the frames' schema) are not
 * loaded yet, as on a first page. In a loaded page whose idle callbacks run when `idle()` says so.
 */
async function freshPage(): Promise<Kit & { idle: () => void }> {
  let idleCallbacks: Array<() => void> = [];
  Object.assign(globalThis, {
    document: { readyState: 'complete' },
    window: {
      addEventListener: () => {},
      removeEventListener: () => {},
      requestIdleCallback: (run: () => void) => idleCallbacks.push(run),
      cancelIdleCallback: () => {},
    },
  });
  let kit: Kit | undefined;
  await jest.isolateModulesAsync(async () => {
    kit = { ...(await import('./channelSocket')), ...(await import('../api/endpoints')) };
  });
  return {
    ...kit!,
    idle: () => {
      const due = idleCallbacks;
      idleCallbacks = [];
      due.forEach((run) => run());
    },
  };
}

/** Lets promises and due timers run until `done()` or 200 rounds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await jest.advanceTimersByTimeAsync(1);
  expect(done()).toBe(true);
}

describe('ChannelSocket before the frames’ schema is loaded', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    // The page waits left pending (a test that did not need them) end with the test.
    jest.clearAllTimers();
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, 'document');
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('fetches the schema once the page’s downloads are over and the browser is idle, then connects and hands on the frames it checks', async () => {
    const { ChannelSocket, idle } = await freshPage();
    const { sockets, createSocket } = fakeSockets();
    const channel = new ChannelSocket({ url: () => 'ws://test/ws', createSocket });
    const frames: unknown[] = [];
    const stop = channel.subscribe('round-r1-selections', { onFrame: (frame) => frames.push(frame) });
    expect(channel.status).toBe('connecting');

    // The network has not been quiet for a second yet: the browser's idleness does not count.
    await jest.advanceTimersByTimeAsync(900);
    idle();
    await jest.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(100);
    idle();
    await until(() => sockets.length === 1);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'subscribe', channel: 'round-r1-selections' }]);

    sockets[0]!.receive({ type: 'broadcast', channel: 'round-r1-selections', event: 'nonsense' });
    sockets[0]!.receive({ type: 'subscribed', channel: 'round-r1-selections', you: 'm1' });
    expect(frames).toEqual([{ type: 'subscribed', channel: 'round-r1-selections', you: 'm1' }]);
    stop();
  });

  it('does not wait for the page when an answer has asked for the contracts already', async () => {
    const { ChannelSocket, loadContracts } = await freshPage();
    void loadContracts();
    const { sockets, createSocket } = fakeSockets();
    const stop = new ChannelSocket({ url: () => 'ws://test/ws', createSocket }).subscribe(
      'round-r1-selections',
      {
        onFrame: () => undefined,
      },
    );
    // No quiet network, no idle callback: the schema comes with the contracts being loaded.
    await until(() => sockets.length === 1);
    stop();
  });

  it('stops waiting for the page as soon as an answer asks for the contracts', async () => {
    const { ChannelSocket, loadContracts } = await freshPage();
    const { sockets, createSocket } = fakeSockets();
    const stop = new ChannelSocket({ url: () => 'ws://test/ws', createSocket }).subscribe(
      'round-r1-selections',
      {
        onFrame: () => undefined,
      },
    );
    await jest.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(0);
    // A round's products opened: their answer is checked with the contracts, which the socket takes.
    void loadContracts();
    await until(() => sockets.length === 1);
    stop();
  });
});
