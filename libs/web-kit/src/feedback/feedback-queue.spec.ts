import { createFeedbackQueue, type AntdFeedback } from './feedback-queue';

/** Stand-ins for antd's APIs that record what they were asked to show. */
function recordingApi() {
  const shown: string[] = [];
  const record =
    (kind: string, method: string) =>
    (...args: unknown[]) => {
      shown.push(`${kind}.${method} ${JSON.stringify(args)}`);
    };
  const group = (kind: string, methods: string[]) =>
    Object.fromEntries(methods.map((method) => [method, record(kind, method)]));
  const api = {
    notification: group('notification', ['success', 'error', 'info', 'warning']),
    message: group('message', ['success', 'error', 'info', 'warning', 'loading']),
    modal: group('modal', ['confirm']),
  } as unknown as AntdFeedback;
  return { api, shown };
}

describe('createFeedbackQueue', () => {
  it('keeps the toasts asked for before antd arrives and shows them, in order, once it does', () => {
    let fetches = 0;
    const queue = createFeedbackQueue(() => fetches++);
    queue.feedback.notification.error({ message: 'Could not load rounds', description: 'Try again' });
    queue.feedback.message.success('Added to cart');
    queue.feedback.modal.confirm({ title: 'Delete category?' });
    expect(fetches).toBe(1); // one download, asked for by the first call

    const { api, shown } = recordingApi();
    queue.attach(api);
    expect(shown).toEqual([
      'notification.error [{"message":"Could not load rounds","description":"Try again"}]',
      'message.success ["Added to cart"]',
      'modal.confirm [{"title":"Delete category?"}]',
    ]);
  });

  it('shows a toast at once when antd is already there, and never asks for the download', () => {
    let fetches = 0;
    const queue = createFeedbackQueue(() => fetches++);
    const { api, shown } = recordingApi();
    queue.attach(api);
    queue.feedback.notification.success({ message: 'Order placed' });
    expect(shown).toEqual(['notification.success [{"message":"Order placed"}]']);
    expect(fetches).toBe(0);
  });

  it('replays a waiting toast once only, even if antd is handed over again (a remounted holder)', () => {
    const queue = createFeedbackQueue(() => undefined);
    queue.feedback.message.error('Failed');
    const first = recordingApi();
    queue.attach(first.api);
    const second = recordingApi();
    queue.attach(second.api);
    queue.feedback.message.info('Later');
    expect(first.shown).toEqual(['message.error ["Failed"]']);
    expect(second.shown).toEqual(['message.info ["Later"]']);
  });
});
