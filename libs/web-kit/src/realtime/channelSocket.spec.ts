import { fakeSockets } from '../testing/fake-socket';
import { ChannelSocket } from './channelSocket';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChannelSocket before the frames’ schema is loaded', () => {
  // This file's modules are fresh: the contracts (the frames' schema) are not loaded yet, as on a
  // first page, where they come after the page can act.
  it('connects once the schema is here, subscribes, and hands its listeners the frames it checks', async () => {
    const { sockets, createSocket } = fakeSockets();
    const channel = new ChannelSocket({ url: () => 'ws://test/ws', createSocket });
    const frames: unknown[] = [];
    channel.subscribe('round-r1-selections', { onFrame: (frame) => frames.push(frame) });
    expect(channel.status).toBe('connecting');
    expect(sockets).toHaveLength(0);

    for (let i = 0; i < 100 && sockets.length === 0; i++) await nextTask();
    expect(sockets).toHaveLength(1);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'subscribe', channel: 'round-r1-selections' }]);

    sockets[0]!.receive({ type: 'broadcast', channel: 'round-r1-selections', event: 'nonsense' });
    sockets[0]!.receive({ type: 'subscribed', channel: 'round-r1-selections', you: 'm1' });
    expect(frames).toEqual([{ type: 'subscribed', channel: 'round-r1-selections', you: 'm1' }]);
  });
});
