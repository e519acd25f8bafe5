import type { accountMail as en } from '../en/mail';

/** The account e-mails' words in Portuguese (see ../en/mail.ts). */
export const accountMail: typeof en = {
  nameOnAccount: 'Nome na conta',
  confirm: {
    subject: 'Confirme seu endereço de e-mail',
    intro: 'Uma conta no B2B Marketplace for Shared MOQ Purchasing foi criada com este e-mail.',
    action: 'Confirme seu endereço de e-mail',
    outro:
      'Se você não criou esta conta, ignore este e-mail; você também pode escolher sua própria senha com "Esqueceu a senha?" na página de entrada.',
  },
  reset: {
    subject: 'Escolha uma nova senha',
    intro:
      'Alguém pediu para escolher uma nova senha para a conta com este e-mail. O link funciona uma vez, em até {{minutes}} minutos.',
    action: 'Escolher uma nova senha',
    outro: 'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
  },
};
