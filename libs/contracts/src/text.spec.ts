import type { z } from 'zod';
import { categoryBodySchema, createCompanyBodySchema, updateCompanyBodySchema } from './admin';
import { signUpBodySchema, updateProfileBodySchema } from './identity';
import { createProductBodySchema, createRoundBodySchema, updateProductBodySchema } from './supplier';
import { TextFieldCodes, hasInvisibleOrControl } from './text';

const codesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : result.error.issues.map((i) => (i as { params?: { code?: string } }).params?.code ?? i.code);

/** Every name that reaches a screen, a mail or an invoice, with a valid body around it. */
const NAME_FIELDS: Array<[string, z.ZodTypeAny, (name: string) => object]> = [
  [
    'person (sign-up)',
    signUpBodySchema,
    (name) => ({ name, email: 'a@example.test', password: 'Tangerine-42', role: 'buyer' }),
  ],
  ['person (profile)', updateProfileBodySchema, (name) => ({ name })],
  ['company (create)', createCompanyBodySchema, (name) => ({ name })],
  ['company (edit)', updateCompanyBodySchema, (name) => ({ name })],
  ['category', categoryBodySchema, (name) => ({ name })],
  ['product (create)', createProductBodySchema, (name) => ({ name, sku: 'S-1', unitPrice: 1 })],
  ['product (edit)', updateProductBodySchema, (name) => ({ name })],
  ['product SKU', createProductBodySchema, (sku) => ({ name: 'Chair', sku, unitPrice: 1 })],
  ['round title', createRoundBodySchema, (title) => ({ title, products: [{ productId: 'p1' }] })],
];

describe('names: one rule for every name that is printed', () => {
  /** The character rule refuses `name`, and so does every name field, with its own code. */
  function refusedInEveryNameField(_what: string, name: string) {
    expect(hasInvisibleOrControl(name)).toBe(true);
    for (const [field, schema, body] of NAME_FIELDS)
      expect([field, codesOf(schema.safeParse(body(name)))]).toEqual([
        field,
        [TextFieldCodes.nameCharacters],
      ]);
  }

  it.each([
    ['a right-to-left override', 'Acme\u202Egnp.exe'],
    ['a zero-width space', 'Ac\u200Bme'],
    ['a bidi isolate', 'Acme\u2067x\u2069'],
    ['a line break inside', 'Acme\nLtd'],
    ['a byte order mark inside', 'Ac\uFEFFme'],
  ])('refuses %s', refusedInEveryNameField);

  // Each of these passed the old list of code points and reached mail subjects. The rule
  // is by Unicode property, so the next invisible character is refused without a new entry.
  it.each([
    ['a soft hyphen (Cf)', 'Ac\u00ADme'],
    ['a combining grapheme joiner (default-ignorable mark)', 'Ac\u034Fme'],
    ['a Hangul choseong filler (default-ignorable letter)', 'Ac\u115Fme'],
    ['a Hangul filler (default-ignorable letter)', 'Ac\u3164me'],
    ['a Mongolian vowel separator (Cf)', 'Ac\u180Eme'],
    ['a braille blank', 'Ac\u2800me'],
    ['a variation selector (default-ignorable mark)', 'Acme\uFE0F'],
    ['an interlinear annotation anchor (Cf)', 'Ac\uFFF9me'],
    ['a tag letter (Cf, outside the BMP)', 'Acme\u{E0041}'],
    ['a musical symbol begin beam (Cf, outside the BMP)', 'Ac\u{1D173}me'],
    ['a private-use character', 'Ac\uE000me'],
    ['a name that starts with a combining mark (nothing to carry it)', '\u0301Acme'],
    ['a paragraph separator', 'Acme\u2029Ltd'],
  ])('refuses %s', refusedInEveryNameField);

  it('accepts names in any script, with accents and punctuation', () => {
    for (const name of [
      'Açaí & Filhos, Lda.',
      'Zoë O’Brien-Smith',
      'شركة الأمل',
      '株式会社 東京',
      // Combining accents on a letter, Devanagari vowel signs (marks after a base), Hangul syllables.
      'Jose\u0301 Zoe\u0308',
      'हिन्दी व्यापार',
      '한국 상사',
      'Ελληνικά & Кириллица',
    ])
      for (const [field, schema, body] of NAME_FIELDS)
        expect([field, schema.safeParse(body(name)).success]).toEqual([field, true]);
  });
});

describe('a NUL character in any request string', () => {
  it('is refused with its own code, and only that code', () => {
    expect(
      codesOf(
        signUpBodySchema.safeParse({
          name: 'A',
          email: 'a\u0000@x.test',
          password: 'Tangerine-42',
          role: 'buyer',
        }),
      ),
    ).toEqual([TextFieldCodes.nulCharacter]);
    expect(codesOf(updateProfileBodySchema.safeParse({ address: 'Rua\u0000' }))).toEqual([
      TextFieldCodes.nulCharacter,
    ]);
    expect(codesOf(updateProductBodySchema.safeParse({ description: 'x\u0000' }))).toEqual([
      TextFieldCodes.nulCharacter,
    ]);
  });
});
