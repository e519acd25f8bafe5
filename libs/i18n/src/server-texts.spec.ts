import { accountMailTexts } from './mail-texts';
import { notificationTexts } from './notification-texts';

type Tree = { [key: string]: string | Tree };

/** Every text of a tree by its path. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...leaves(value, `${prefix}${key}.`)],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * The texts the server fills in itself (notification e-mails, account e-mails): a Portuguese
 * reader gets every text the English one does, with the same values in it, none dropped.
 */
describe.each([
  ['notifications', notificationTexts as unknown as Record<'en' | 'pt', Tree>],
  ['account e-mails', accountMailTexts as unknown as Record<'en' | 'pt', Tree>],
])('the server’s %s in en and pt', (_, texts) => {
  const en = leaves(texts.en);
  const pt = leaves(texts.pt);

  it('have the same texts, none empty', () => {
    expect([...pt.keys()].sort()).toEqual([...en.keys()].sort());
    for (const text of [...en.values(), ...pt.values()]) expect(text.trim()).not.toBe('');
  });

  it('fill in the same values', () => {
    const differing = [...en].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(pt.get(key)!).join(),
    );
    expect(differing).toEqual([]);
  });
});
