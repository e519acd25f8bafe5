// Seed step "directory": demo companies, categories and who belongs where, through the admin API
// as the demo admin. Safe to run again: everything is found by name before it is created, and an
// assignment already in place is left alone.
import { DEMO_ACCOUNTS } from '../stack.mjs';
import { SeedSession, eventually } from './session.mjs';

/** Other steps find these by name (HELPERS.md): keep the two demo names as they are. */
export const DEMO_SUPPLIER_COMPANY = 'Demo Supplier Co.';
export const DEMO_BUYER_COMPANY = 'Demo Buyer Ltd.';

const COMPANIES = [
  {
    name: DEMO_SUPPLIER_COMPANY,
    type: 'supplier',
    country: 'Portugal',
    address: 'Rua do Comércio 12, Porto',
    phone: '+351 22 000 0000',
  },
  {
    name: DEMO_BUYER_COMPANY,
    type: 'buyer',
    country: 'Brazil',
    address: 'Av. Paulista 1000, São Paulo',
    phone: '+55 11 0000 0000',
    taxNumber: 'BR-12.345.678/0001-90',
  },
  { name: 'Nordic Home Goods AB', type: 'buyer', country: 'Sweden', taxNumber: 'SE556000000001' },
  {
    name: 'Atlas Industrial Supply',
    type: 'supplier',
    country: 'Germany',
    address: 'Hafenstraße 5, Hamburg',
  },
];

export const DEMO_CATEGORIES = ['Electronics', 'Office Supplies', 'Packaging', 'Home & Kitchen', 'Apparel'];

/** Which demo account belongs to which demo company (and, in a buying team, with which role). */
const ASSIGNMENTS = [
  { email: DEMO_ACCOUNTS.find((a) => a.role === 'supplier').email, company: DEMO_SUPPLIER_COMPANY },
  { email: DEMO_ACCOUNTS.find((a) => a.role === 'buyer').email, company: DEMO_BUYER_COMPANY },
  ...DEMO_ACCOUNTS.filter((a) => a.teamRole).map((a) => ({
    email: a.email,
    company: DEMO_BUYER_COMPANY,
    teamRole: a.teamRole,
  })),
];

export async function seed(base, log = () => {}) {
  const admin = await SeedSession.signIn(base, 'admin');

  const { body: existing } = await admin.call('GET', '/api/admin/companies');
  const companies = new Map(existing.items.map((c) => [c.name, c]));
  for (const company of COMPANIES) {
    if (companies.has(company.name)) continue;
    const { body } = await admin.call('POST', '/api/admin/companies', { json: company });
    companies.set(body.name, body);
    log(`  company ${body.name} (${body.type})`);
  }

  const { body: categories } = await admin.call('GET', '/api/admin/categories');
  const names = new Set(categories.items.map((c) => c.name.toLowerCase()));
  for (const name of DEMO_CATEGORIES) {
    if (names.has(name.toLowerCase())) continue;
    // 409: created meanwhile by another run; the name exists either way.
    await admin.call('POST', '/api/admin/categories', { json: { name }, ok: (s) => s < 400 || s === 409 });
  }

  for (const { email, company, teamRole } of ASSIGNMENTS) {
    // Users reach the admin's read model through identity's events: wait until this one has.
    const user = await eventually(`${email} in the admin's users`, async () => {
      const { body } = await admin.call('GET', `/api/admin/users?search=${encodeURIComponent(email)}`);
      return body.items.find((u) => u.email === email);
    });
    const target = companies.get(company);
    if (user.companyId === target.id && (user.teamRole ?? 'member') === (teamRole ?? 'member')) continue;
    await admin.call('PUT', `/api/admin/users/${encodeURIComponent(user.id)}/company`, {
      json: teamRole ? { companyId: target.id, teamRole } : { companyId: target.id },
    });
    log(`  ${email} → ${company}${teamRole ? ` (${teamRole})` : ''}`);
  }
}
