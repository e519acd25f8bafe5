import { userProfile } from '@marketplace/contracts/fixtures';
import {
  createAuthEventBus,
  createSessionStore,
  networkProblem,
  problemFromResponse,
  type ApiRequestArgs,
  type ApiResult,
} from '@marketplace/web-kit';
import { EARLY_FETCHES } from '@marketplace/contracts/first-paint';
import { INVALID_CREDENTIALS_PROBLEM } from '@marketplace/web-kit/testing';
import { createSessionController, PROFILE_URL } from './sessionController';

const profile = userProfile();

type Answer = ApiResult<unknown> | (() => Promise<ApiResult<unknown>>);

function setup(answers: Record<string, Answer[]>, cookies = 'mp_session=1') {
  const store = createSessionStore();
  const events = createAuthEventBus();
  const calls: string[] = [];
  const log = { error: jest.fn(), warn: jest.fn() };
  const request = async <T>(args: ApiRequestArgs): Promise<ApiResult<T>> => {
    const key = `${args.method ?? 'GET'} ${args.url}`;
    calls.push(key);
    const next = answers[key]?.shift();
    if (!next) throw new Error(`unexpected ${key}`);
    return (typeof next === 'function' ? await next() : next) as ApiResult<T>;
  };
  const controller = createSessionController({ store, events, request, log, cookies: () => cookies });
  return { store, events, calls, log, controller };
}

const ME = 'GET /api/identity/profile/me';

/** After what is queued now (the profile's check once its schema module is loaded). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits for `condition`, a task at a time, failing after 100 tasks. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await nextTask();
  expect(condition()).toBe(true);
}

const ok = (data: unknown): ApiResult<unknown> => ({ data, status: 200 });
const fail = (status: number, body: unknown = null): ApiResult<unknown> => ({
  error: problemFromResponse(status, body),
});

describe('session controller', () => {
  it('asks for nothing without the session hint: signed out at once, no refused reads', async () => {
    const { store, calls, log, controller } = setup({}, 'marketplace.language=pt; mp_session=0');
    const outcome = await controller.start();
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({ ok: false, problem: { status: 401 } });
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', loading: false });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('starts loading and signs in with the fetched profile', async () => {
    const { store, controller } = setup({ [ME]: [ok(profile)] });
    expect(store.getSnapshot().status).toBe('loading');
    await controller.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', profile, loading: false });
  });

  it('is signed out after a 401 (no or expired session)', async () => {
    const { store, controller, log } = setup({
      [ME]: [fail(401, { code: 'auth.unauthenticated', status: 401, title: 'Unauthorized' })],
    });
    await controller.start();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('is signed out, not stuck, when identity is down (502)', async () => {
    const { store, controller } = setup({ [ME]: [fail(502, '<html>')] });
    const outcome = await controller.start();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(outcome).toEqual({
      ok: false,
      problem: expect.objectContaining({ status: 502, code: 'service.unavailable' }),
    });
  });

  it('logs a missing profile and signs out', async () => {
    const { store, controller, log } = setup({
      [ME]: [fail(404, { code: 'resource.not_found', status: 404, title: 'Not Found' })],
    });
    await controller.start();
    expect(log.warn).toHaveBeenCalledWith('Profile not found', 'resource.not_found');
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('signs out once the profile proves not to match the contract (checked after it is drawn)', async () => {
    const { store, controller, log } = setup({ [ME]: [ok({ id: 1 })] });
    await controller.start();
    await until(() => store.getSnapshot().status === 'signed-out');
    expect(log.error).toHaveBeenCalledWith('Profile response does not match the contract', expect.anything());
  });

  it('keeps a profile with an unknown role (the landing shows it as invalid)', async () => {
    const { store, controller, log } = setup({ [ME]: [ok({ ...profile, role: 'auditor' })] });
    await controller.start();
    // The contract's check has run (its schema is loaded once, then answers at once).
    await import('./profile-schema');
    await nextTask();
    expect(log.error).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', profile: { role: 'auditor' } });
  });

  it('signs in: posts credentials, then fetches the profile', async () => {
    const { store, controller, calls } = setup({
      [ME]: [fail(401), ok(profile)],
      'POST /api/identity/auth/sign-in': [ok({})],
    });
    await controller.start();
    const outcome = await controller.signIn({ email: 'ana@example.com', password: 'pw' });
    expect(outcome).toEqual({ ok: true });
    expect(calls).toEqual([ME, 'POST /api/identity/auth/sign-in', ME]);
    expect(store.getSnapshot().profile).toEqual(profile);
  });

  it('tells the role the server signed in as before reading the profile, so the area can start meanwhile', async () => {
    const { controller, calls } = setup({
      [ME]: [fail(401), ok(profile)],
      'POST /api/identity/auth/sign-in': [
        ok({ user: { id: 'u1', email: 'ana@example.com', role: 'buyer', name: 'Ana' } }),
      ],
    });
    await controller.start();
    const accepted: Array<{ role: unknown; callsSoFar: string[] }> = [];
    await controller.signIn({ email: 'ana@example.com', password: 'pw' }, (role) =>
      accepted.push({ role, callsSoFar: [...calls] }),
    );
    expect(accepted).toEqual([{ role: 'buyer', callsSoFar: [ME, 'POST /api/identity/auth/sign-in'] }]);
  });

  it('returns the sign-in problem and stays signed out', async () => {
    const { store, controller } = setup({
      [ME]: [fail(401)],
      'POST /api/identity/auth/sign-in': [fail(401, INVALID_CREDENTIALS_PROBLEM)],
    });
    await controller.start();
    const onAccepted = jest.fn();
    expect(await controller.signIn({ email: 'a@b.c', password: 'x' }, onAccepted)).toEqual({
      ok: false,
      problem: INVALID_CREDENTIALS_PROBLEM,
    });
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('signs out on success only; a failure leaves the session', async () => {
    const { store, controller } = setup({
      [ME]: [ok(profile)],
      'POST /api/identity/auth/sign-out': [{ error: networkProblem('network') }, ok(null)],
    });
    await controller.start();
    expect((await controller.signOut()).ok).toBe(false);
    expect(store.getSnapshot().status).toBe('signed-in');
    expect((await controller.signOut()).ok).toBe(true);
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', profile: null, loading: false });
  });

  it('reacts to session events from elsewhere (refused refresh → signed out)', async () => {
    const { store, events, controller } = setup({ [ME]: [ok(profile)] });
    await controller.start();
    events.emit('SIGNED_OUT');
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('refetches on TOKEN_REFRESHED but joins a fetch already running', async () => {
    let release!: () => void;
    const slow = () => new Promise<ApiResult<unknown>>((resolve) => (release = () => resolve(ok(profile))));
    const { store, events, controller, calls } = setup({ [ME]: [slow, ok({ ...profile, name: 'Ana B' })] });
    const first = controller.start();
    events.emit('TOKEN_REFRESHED'); // during the first fetch: joins it
    release();
    await first;
    expect(calls).toEqual([ME]);
    events.emit('USER_UPDATED');
    await controller.fetchProfile();
    expect(store.getSnapshot().profile?.name).toBe('Ana B');
  });

  it('keeps the signed-in session when a background re-fetch hits a network failure', async () => {
    const { store, controller } = setup({ [ME]: [ok(profile), { error: networkProblem('network') }] });
    await controller.start();
    await controller.fetchProfile();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', profile, loading: false });
  });
});

it('reads the profile where index.html starts reading it early', () => {
  expect(PROFILE_URL).toBe(EARLY_FETCHES.profile);
});
