#!/usr/bin/env node
// The demo data one-shot of docker compose (`docker compose --profile demo up`): the same seed
// steps as `npm start` (scripts/dev/seed), through the product's public API at SEED_BASE_URL.
// Needs identity's dev mail sink (DEV_MAIL_SINK=true) to confirm the demo accounts' emails.
import { seedDemo } from '../dev/seed/index.mjs';

const base = (process.env.SEED_BASE_URL ?? 'http://edge:8080').replace(/\/+$/, '');
try {
  await seedDemo(base, (message) => console.log(message));
  console.log(`demo data seeded through ${base}`);
} catch (error) {
  console.error(`seeding through ${base} failed: ${error.message}`);
  console.error('(identity needs DEV_MAIL_SINK=true for the demo accounts: see README, "Docker Compose")');
  process.exit(1);
}
