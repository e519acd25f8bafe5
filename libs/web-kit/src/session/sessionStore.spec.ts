import { userProfile } from '@marketplace/contracts/fixtures';
import { createSessionStore } from './sessionStore';
import { createAuthEventBus } from './authEvents';

const profile = userProfile();

describe('sessionStore', () => {
  it('starts loading and notifies on each change with a new snapshot', () => {
    const store = createSessionStore();
    expect(store.getSnapshot()).toEqual({ status: 'loading', profile: null, loading: true });
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    store.setSignedIn(profile);
    store.setSignedIn(profile); // same state: no notification
    store.setSignedOut();
    unsubscribe();
    store.setLoading();
    expect(seen).toEqual([
      { status: 'signed-in', profile, loading: false },
      { status: 'signed-out', profile: null, loading: false },
    ]);
  });

  it('keeps a signed-in session visible while re-fetching the profile', () => {
    const store = createSessionStore();
    store.setSignedIn(profile);
    store.setLoading();
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', profile, loading: true });
  });
});

describe('authEvents', () => {
  it('delivers events until unsubscribed', () => {
    const bus = createAuthEventBus();
    const got: string[] = [];
    const off = bus.subscribe((e) => got.push(e));
    bus.emit('SIGNED_IN');
    off();
    bus.emit('SIGNED_OUT');
    expect(got).toEqual(['SIGNED_IN']);
  });
});
