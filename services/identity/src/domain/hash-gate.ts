/**
 * At most `concurrency` password hashes at once, at most `queue` more waiting; beyond that a
 * task is refused at once (`HashGateFull`) instead of joining an ever longer line. argon2 is
 * deliberately slow, so a burst of sign-ins (even with unknown emails, which are hashed against
 * a decoy to keep timing equal) would otherwise make every real sign-in wait behind it.
 */
export class HashGateFull extends Error {
  constructor() {
    super('password hashing queue is full');
    this.name = 'HashGateFull';
  }
}

export class HashGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  get pending(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new HashGateFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
