// The root jest run's order: the longest spec files start first, so that at the end no worker sits
// idle while the other finishes one long file alone. Jest orders by the durations it cached on an
// earlier run; a clean clone (CI) has none, and jest then starts the largest files first, which put
// the short-to-read but long-running fuzz specs (hundreds of hostile requests per route) last.
const Sequencer = require('@jest/test-sequencer').default;

/** Spec files that ran longest in clean-clone runs (about 30-180 s each on the 2-core machine). */
const LONGEST = [
  /\/fuzz\.spec\.ts$/,
  /\/tests\/deploy\//,
  /\/sealed-close\.spec\.ts$/,
  /\/webhooks\.spec\.ts$/,
];

const rank = (test) => {
  const i = LONGEST.findIndex((pattern) => pattern.test(test.path));
  return i === -1 ? LONGEST.length : i;
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    // Stable: within each rank, jest's own order (cached durations, else size).
    return super
      .sort(tests)
      .map((test, i) => ({ test, i }))
      .sort((a, b) => rank(a.test) - rank(b.test) || a.i - b.i)
      .map(({ test }) => test);
  }
}

module.exports = SlowFirstSequencer;
