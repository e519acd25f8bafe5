import { notificationMail } from './templates';

describe('notification mail', () => {
  const link = 'https://shop.example.com/buyer/rounds/r-1';

  it('says the text as the subject, links the page once and tells how to turn the mails off', () => {
    const m = notificationMail('a@b.c', 'en', 'Spring <Textiles> closes soon', link);
    expect(m.subject).toBe('Spring <Textiles> closes soon');
    expect(m.text.match(/https?:\/\/\S+/g)).toEqual([link]);
    expect(m.text).toContain('You can turn these e-mails off in your profile.');
    expect(m.html).toContain('Spring &lt;Textiles&gt; closes soon');
    expect(m.html).not.toContain('<Textiles>');
  });

  it("writes the reader's language", () => {
    expect(notificationMail('a@b.c', 'pt', 'Texto', link).text).toContain(
      'Você pode desativar estes e-mails no seu perfil.',
    );
  });
});
