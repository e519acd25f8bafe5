import { notificationText } from './notifications';

describe('a notification’s words in an e-mail', () => {
  const closeParams = {
    roundTitle: 'Office Round',
    orderNumber: '4f6545b9',
    orderTotal: 1234.5,
    currency: 'USD',
    releasedProducts: 'Desk',
    clearedProducts: 'Chair',
    invoiceNumber: 'PI-ACME-000042',
    invoiceRevision: 2,
  };

  it('says what the close changed for the buyer, in one message, money in the reader’s language', () => {
    expect(notificationText('en', 'round_closed', closeParams)).toBe(
      'Office Round has closed. Your order #4f6545b9 now totals $1,234.50. Released from your order (MOQ not reached): Desk. Taken out of your cart, never ordered: Chair. Proforma invoice PI-ACME-000042 is now Revision 2.',
    );
    expect(notificationText('pt', 'round_closed', closeParams)).toContain('agora totaliza US$ 1.234,50.');
  });

  it('leaves out what did not happen, and still reads an older round-wide notice', () => {
    expect(
      notificationText('en', 'round_closed', {
        roundTitle: 'R',
        cancelledNumber: 'ab12cd34',
        releasedProducts: 'Desk',
      }),
    ).toBe(
      'R has closed. Your order #ab12cd34 was cancelled: none of its products reached the MOQ. Released from your order (MOQ not reached): Desk.',
    );
    expect(notificationText('en', 'round_closed', { roundTitle: 'R', confirmed: 1, released: 0 })).toBe(
      'R has closed. Products confirmed: 1; released (MOQ not reached): 0',
    );
  });

  it('tells a buyer of an invoice sent with what is due and the due day, without a time, in their language', () => {
    const sent = {
      supplierName: 'Acme',
      invoiceNumber: 'PI-ACME-000042',
      orderNumber: '4f6545b9',
      dueTotal: 1234.5,
      currency: 'USD',
      dueOn: '2026-12-30',
    };
    expect(notificationText('en', 'invoice_sent', sent)).toBe(
      'Acme sent you proforma invoice PI-ACME-000042 for order #4f6545b9: $1,234.50, due Dec 30, 2026',
    );
    expect(notificationText('pt', 'invoice_sent', sent, { timeZone: 'America/Sao_Paulo' })).toBe(
      'Acme enviou a fatura proforma PI-ACME-000042 do pedido #4f6545b9: US$ 1.234,50, com vencimento em 30 de dez. de 2026',
    );
    const { dueOn: _none, ...undated } = sent;
    expect(notificationText('en', 'invoice_sent', undated)).toBe(
      'Acme sent you proforma invoice PI-ACME-000042 for order #4f6545b9: $1,234.50',
    );
  });
});
