/**
 * A map of what this process remembers, holding at most `max` entries: setting a key makes it the
 * newest, and past `max` the oldest is forgotten. For memories that only save store work (what
 * a process wrote last, what it already recorded), where forgetting costs one read or write again.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) super.delete(this.keys().next().value as K);
    return this;
  }
}
