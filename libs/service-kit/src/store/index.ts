// The store (MongoDB API, FerretDB): connecting with deadlines, command monitoring, read models
// kept "newest version wins", group-committed inserts, the sequenced log, one writer per key in
// this process (KeyedLock), and object storage buckets (MinIO).
export * from './insert-groups';
export * from './keyed-lock';
export * from './mongo';
export * from './monitor';
export * from './newest-version';
export * from './object-store';
export * from './sequenced-log';
