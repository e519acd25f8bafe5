import { passwordResetMail, quotedName, verificationMail } from './templates';

describe('mail templates', () => {
  const hostile =
    'Ana\n\nURGENT: your account is locked. Unlock it at https://evil.example.net/login\n\n<b>x</b>';
  const link = 'https://shop.example.com/auth/confirm?token=abc';

  it('shows a name as one quoted line after the real link, escaped in html', () => {
    const m = verificationMail('a@b.c', hostile, link);
    const lines = m.text.split('\n');
    const nameLine = lines.findIndex((l) => l.includes('URGENT'));
    expect(nameLine).toBeGreaterThan(lines.indexOf(link));
    expect(lines[nameLine]).toMatch(/^\(Name on the account: “Ana URGENT: .*…”\)$/);
    // The first link in either part is ours.
    expect(m.text.match(/https?:\/\/\S+/)![0]).toBe(link);
    expect(m.html.match(/https?:\/\/[^"\s<]+/)![0]).toBe(link);
    expect(m.html).not.toContain('<b>x</b>');
    expect(m.html).toContain('Name on the account: <span>');
  });

  it('cuts a long name and strips control and invisible characters', () => {
    expect(quotedName('a\u0000b\u202ec\u2028d')).toBe('“a b c d”');
    // Stored before the rule by Unicode property: the same properties as the name rule, not a list.
    expect(quotedName('\u0301Ac\u00ADme\u3164Ltd\u{E0041}\u2800x\uFE0F')).toBe('“Ac me Ltd x”');
    expect(quotedName('x'.repeat(200))).toHaveLength(62);
    expect(passwordResetMail('a@b.c', 'Bea', link, 30).text).toContain('within 30 minutes');
    expect(passwordResetMail('a@b.c', 'Bea', link, 30, 'pt')).toMatchObject({
      subject: 'Escolha uma nova senha',
      text: expect.stringContaining('O link funciona uma vez, em até 30 minutos.'),
    });
  });
});
