import type { Problem, Profile, SignInBody, SignUpBody } from '@marketplace/contracts';
import {
  REQUEST_POLICIES,
  apiRequest,
  authEvents as defaultEvents,
  sessionStore as defaultStore,
  type ApiRequestArgs,
  type ApiResult,
  type AuthEvent,
  type AuthEventBus,
  type RequestPolicy,
  type SessionStore,
  pageIdle,
} from '@marketplace/web-kit/core';
import { ProblemCodes } from '@marketplace/contracts/constants';
import { hasSessionHint } from '@marketplace/contracts/cookies';

export const IDENTITY = '/api/identity';
export const PROFILE_URL = `${IDENTITY}/profile/me`;

/** What start() answers without a session, as the profile read would have (without asking). */
const NO_SESSION: Problem = {
  type: 'about:blank',
  title: 'Unauthorized',
  status: 401,
  code: ProblemCodes.unauthenticated,
};

type Request = <T>(args: ApiRequestArgs, policy?: Partial<RequestPolicy>) => Promise<ApiResult<T>>;

export interface SessionControllerDeps {
  store?: SessionStore;
  events?: AuthEventBus;
  request?: Request;
  log?: Pick<Console, 'error' | 'warn'>;
  /** The page's cookies (`document.cookie`), read for the session hint. */
  cookies?: () => string;
}

export type Outcome = { ok: true } | { ok: false; problem: Problem };

const loadProfileSchema = () =>
  import(/* webpackChunkName: "profile-schema" */ './profile-schema').then((m) => m.receivedProfileSchema);

/** The controller's dependencies, each given or the tab's own. */
interface SessionParts {
  store: SessionStore;
  events: AuthEventBus;
  request: Request;
  log: Pick<Console, 'error' | 'warn'>;
  cookies: () => string;
}

function withDefaults(deps: SessionControllerDeps): SessionParts {
  return {
    store: deps.store ?? defaultStore,
    events: deps.events ?? defaultEvents,
    request: deps.request ?? ((args, policy) => apiRequest(args, policy)),
    log: deps.log ?? console,
    cookies: deps.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie)),
  };
}

/** Calls `run` when none of its calls is under way, else joins the one that is. */
function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** The session after a refused profile read. */
function afterFailedProfileRead({ store, log }: SessionParts, problem: Problem, hadProfile: boolean): void {
  const { status, code } = problem;
  if (status === 404) log.warn('Profile not found', code);
  else if (status !== 401) log.error('Profile fetch failed', problem);
  // A hiccup while already signed in keeps the session; anything else leaves no profile.
  const transient = status === 0 || status >= 500;
  if (hadProfile && transient) {
    const current = store.getSnapshot().profile;
    if (current) store.setSignedIn(current);
  } else {
    store.setSignedOut();
  }
}

async function readProfile(parts: SessionParts): Promise<Outcome> {
  const { store, request, log } = parts;
  const hadProfile = store.getSnapshot().profile !== null;
  store.setLoading();
  // On a role area's address index.html has started this read already; the client takes it.
  const result = await request<unknown>({ url: PROFILE_URL }, REQUEST_POLICIES.profile);
  if (result.error) {
    afterFailedProfileRead(parts, result.error, hadProfile);
    return { ok: false, problem: result.error };
  }
  // Drawn at once: the signed-in page hydrates with it. Checked against the contract once the
  // page's downloads are over and the browser is idle, so that its schema (the contracts, zod)
  // is no first page's download; a profile that does not match signs out, as it always did (a
  // server out of step with this app).
  store.setSignedIn(result.data as Profile);
  checkProfile(parts, result.data).catch((error: unknown) => log.warn('Profile not checked', error));
  return { ok: true };
}

async function checkProfile({ store, log }: SessionParts, received: unknown): Promise<void> {
  await pageIdle();
  const parsed = (await loadProfileSchema()).safeParse(received);
  if (parsed.success || store.getSnapshot().profile !== received) return;
  log.error('Profile response does not match the contract', parsed.error);
  store.setSignedOut();
}

/** Signing in, up and out: identity's answers, and the session events they lead to. */
function accountRequests({ request, events }: SessionParts, fetchProfile: () => Promise<Outcome>) {
  return {
    /**
     * `onAccepted` gets the role the server signed the person in as (its answer, unchecked), before
     * the profile is read: what comes next can start meanwhile.
     */
    async signIn(body: SignInBody, onAccepted?: (role: unknown) => void): Promise<Outcome> {
      const result = await request<{ user?: { role?: unknown } }>({
        url: `${IDENTITY}/auth/sign-in`,
        method: 'POST',
        body,
      });
      if (result.error) return { ok: false, problem: result.error };
      onAccepted?.(result.data?.user?.role);
      // The page signing in leads to is drawn here, and its first answer is checked with the
      // contracts' schemas: they start now (from the cache: the sign-in page prefetched them).
      loadProfileSchema().catch(() => undefined);
      events.emit('SIGNED_IN');
      return fetchProfile();
    },

    async signUp(body: SignUpBody): Promise<Outcome> {
      const result = await request({ url: `${IDENTITY}/auth/sign-up`, method: 'POST', body });
      return result.error ? { ok: false, problem: result.error } : { ok: true };
    },

    async signOut(): Promise<Outcome> {
      const result = await request({ url: `${IDENTITY}/auth/sign-out`, method: 'POST' });
      // Already signed out on the server (expired session) is still a successful sign-out.
      if (result.error && result.error.status !== 401) return { ok: false, problem: result.error };
      events.emit('SIGNED_OUT');
      return { ok: true };
    },
  };
}

/**
 * The shell's half of the session (spec §4). Session events arrive on the shared bus (from here
 * after sign-in/out, from the API client after a token refresh or a refused refresh); when a user
 * is present the profile is fetched, otherwise it is cleared and loading ends.
 */
export function createSessionController(deps: SessionControllerDeps = {}) {
  const parts = withDefaults(deps);
  const { store, events, cookies } = parts;
  let started = false;

  /** One profile fetch at a time: a refresh during a fetch joins it instead of looping. */
  const fetchProfile = oneAtATime(() => readProfile(parts));

  function onEvent(event: AuthEvent): void {
    if (event === 'SIGNED_OUT') {
      store.setSignedOut();
      return;
    }
    // SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY: a user is present
    void fetchProfile();
  }

  return {
    /**
     * Subscribe to session events and load the current session (cookies may already hold one).
     * Without the session hint there is none to load: asking would only be refused twice (the
     * profile, then the refresh), two console errors on every visit to the sign-in page.
     */
    start(): Promise<Outcome> {
      if (!started) {
        started = true;
        events.subscribe(onEvent);
      }
      if (!hasSessionHint(cookies())) {
        store.setSignedOut();
        return Promise.resolve({ ok: false, problem: NO_SESSION });
      }
      return fetchProfile();
    },

    fetchProfile,

    ...accountRequests(parts, fetchProfile),

    /** After the profile or avatar changed on the server. */
    userUpdated(): Promise<Outcome> {
      events.emit('USER_UPDATED');
      return fetchProfile();
    },
  };
}

export type SessionController = ReturnType<typeof createSessionController>;

export const sessionController: SessionController = createSessionController();
