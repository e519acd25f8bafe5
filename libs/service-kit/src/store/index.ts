// The store (MongoDB API, FerretDB): connecting with deadlines, command monitoring, running counts
// per key (Counters), long lists paged by day and found by terms (day-pages), read models kept
// "newest version wins", group-committed inserts, the sequenced log, one writer per key in this
// process (KeyedLock), object storage buckets (MinIO), and the schemas every collection is
// declared with (collectionSchema).
export * from './by-ids';
export * from './counters';
export * from './day-pages';
export * from './insert-groups';
export * from './keyed-lock';
export * from './mongo';
export * from './monitor';
export * from './newest-version';
export * from './object-store';
export * from './schemas';
