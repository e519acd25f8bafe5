import { isNewerVersion } from '@marketplace/service-kit/store';

/**
 * Which rounds can be joined (approved ones), kept in memory from the supplier's round events.
 * The gateway stores nothing: at start it replays the supplier's round events (each replica
 * through its own ephemeral consumer, see events/subscriptions.ts), then follows them live.
 */
export class OpenRounds {
  private readonly versions = new Map<string, { version: number; open: boolean }>();
  private caughtUp = false;

  isOpen(roundId: string): boolean {
    return this.versions.get(roundId)?.open === true;
  }

  /** Ready once the replay reached the end of the stream as it was when we started. */
  get ready(): boolean {
    return this.caughtUp;
  }

  markCaughtUp(): void {
    this.caughtUp = true;
  }

  /** Applies one event; an older version than the one we hold changes nothing. */
  apply(roundId: string, version: number, open: boolean): void {
    if (!isNewerVersion(this.versions.get(roundId)?.version, version)) return;
    this.versions.set(roundId, { version, open });
  }
}
