// Demo data for `npm start` and the browser tests, in dependency order, through the real APIs
// (never by writing another service's database). Each step is safe to run again.
import { seedDemoAccounts } from '../stack.mjs';
import * as directory from './directory.mjs';
import * as catalogue from './catalogue.mjs';
import * as variety from './variety.mjs';
import * as rounds from './rounds.mjs';
import * as buying from './buying.mjs';
import * as sales from './sales.mjs';
import * as closedRound from './closed-round.mjs';
import * as team from './team.mjs';
import * as series from './series.mjs';

export const SEED_STEPS = [
  ['directory (companies, categories, assignments)', directory],
  ['catalogue (products, images)', catalogue],
  // Before the main rounds, which then stay the newest: the first page of Explore Rounds.
  ['variety (every kind of round card, more than one page)', variety],
  ['rounds (approved and draft)', rounds],
  ['buying (cart, order)', buying],
  ['sales (weights, invoice)', sales],
  ['closed round (an outcome)', closedRound],
  ['series (a round that comes back, followed with a standing order)', series],
  ['team (limits, an order waiting for the approver)', team],
];

export async function seedDemo(base, log = () => {}) {
  await seedDemoAccounts(base);
  for (const [name, step] of SEED_STEPS) {
    const t0 = Date.now();
    await step.seed(base, log);
    log(`seeded ${name} in ${Date.now() - t0} ms`);
  }
}
