import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../src/contract/locales'
import { vatIncluded } from '../../../src/contract/prices'
import { ANNA, plain } from '../../test/mail-fixtures'
import { renderReceipt, type ReceiptContent, type ReceiptOrder } from './receipt-render'
import { translator } from '../i18n/translate'
import { ORDER_MAIL_TEXTS } from '../i18n/server-texts'

const PAID = new Date('2026-03-14T22:30:00Z')

const creditsOrder: ReceiptOrder = {
  publicId: 'ord_AbC-123_xyz',
  paidAt: PAID,
  product: 'credits',
  credits: 250,
  bonusCredits: 0,
  months: 0,
  premiumUntil: null,
  currency: 'EUR',
  listCents: 2995,
  amountCents: 2995,
  vatCents: 520,
  vatRate: 2100,
  discountCode: null,
  method: 'ideal',
  country: 'NL',
}

function content(overrides: Partial<ReceiptContent> = {}): ReceiptContent {
  return { ...ANNA, test: false, order: creditsOrder, ...overrides }
}

describe('renderReceipt', () => {
  it('fills in every placeholder in every locale, for credits and premium, test or not', () => {
    for (const locale of LOCALES) {
      for (const order of [
        { ...creditsOrder, credits: 300, bonusCredits: 50, discountCode: 'BONUS50' },
        {
          ...creditsOrder,
          product: 'premium' as const,
          credits: 0,
          months: 3,
          premiumUntil: new Date('2026-06-14T22:30:00Z'),
          method: null,
        },
      ]) {
        for (const test of [false, true]) {
          const mail = renderReceipt(content({ locale, order, test }))
          for (const part of [mail.subject, mail.text, mail.html]) {
            expect(part, `${locale} ${order.product}`).not.toMatch(/[{}]/)
          }
          expect(mail.text).toContain('ord_AbC-123_xyz')
          expect(mail.text).toContain('84213657')
          expect(mail.text).toContain('NL863155872B01')
          expect(mail.links).toContain('https://klik.example/transactions/ord_AbC-123_xyz')
          expect(
            mail.subject.startsWith(`[${translator(locale)(ORDER_MAIL_TEXTS.testMark)}]`),
          ).toBe(test)
        }
      }
    }
  })

  it('shows an NL order’s price, 21 % VAT and the amount without VAT, in cents', () => {
    expect(vatIncluded(2995, 2100)).toBe(520)
    const mail = renderReceipt(content())
    expect(mail.subject).toBe('Your receipt for 250 credits on Klik')
    const text = plain(mail.text)
    expect(text).toContain('Hi Anna,')
    expect(text).toContain('Order number: ord_AbC-123_xyz')
    // 23:30 in Amsterdam, though 22:30 UTC.
    expect(text).toContain('Date paid: 14 March 2026 at 23:30 CET')
    expect(text).toContain('Purchase: 250 credits\n')
    expect(text).toContain('Price paid (incl. VAT): €29.95')
    expect(text).toContain('VAT rate: 21%')
    expect(text).toContain('VAT: €5.20')
    expect(text).toContain('Amount excl. VAT: €24.75')
    expect(text).toContain('Payment method: iDEAL | Wero')
    expect(text).toContain('Payment country: Netherlands')
    expect(text).not.toContain('Discount code')
    expect(text).toContain('art. 16(m)')
    expect(text).not.toContain('within 14 days')
    expect(text).toContain(
      'Klik B.V.\nKeizersgracht 241, 1016 EA\nAmsterdam\nNetherlands\nChamber of Commerce (KvK) number: 84213657\nVAT number: NL863155872B01',
    )
    expect(mail.links).toEqual(['https://klik.example/transactions/ord_AbC-123_xyz'])
    // Each link alone on its line.
    expect(mail.text.split('\n')).toContain('https://klik.example/transactions/ord_AbC-123_xyz')

    const dutch = plain(renderReceipt(content({ locale: 'nl' })).text)
    expect(dutch).toContain('Betaald bedrag (incl. btw): € 29,95')
    expect(dutch).toContain('Btw-tarief: 21%')
    expect(dutch).toContain('Btw: € 5,20')
    expect(dutch).toContain('Bedrag excl. btw: € 24,75')
    expect(dutch).toContain('KvK-nummer: 84213657')
    expect(dutch).toContain('herroepingsrecht')
  })

  it('shows a DE order with 19 % VAT, the bonus credits and the discount code with its list price', () => {
    const vat = vatIncluded(2995, 1900)
    expect(vat).toBe(478)
    const order: ReceiptOrder = {
      ...creditsOrder,
      credits: 312,
      bonusCredits: 62,
      vatCents: vat,
      vatRate: 1900,
      country: 'DE',
      method: 'paypal',
      discountCode: 'WELCOME',
    }
    const text = plain(renderReceipt(content({ locale: 'de', order })).text)
    expect(text).toContain('Kauf: 312 Credits, davon 62 Bonus-Credits')
    expect(text).toContain('Bezahlter Betrag (inkl. MwSt.): 29,95 €')
    expect(text).toContain('MwSt.-Satz: 19 %')
    expect(text).toContain('MwSt.: 4,78 €')
    expect(text).toContain('Betrag ohne MwSt.: 25,17 €')
    expect(text).toContain('Rabattcode: WELCOME (regulärer Preis 29,95 €)')
    expect(text).toContain('Zahlungsart: PayPal')
    expect(text).toContain('Zahlungsland: Deutschland')
    expect(text).toContain('Widerrufsrecht damit erloschen')
    expect(renderReceipt(content({ locale: 'de', order })).subject).toBe(
      'Dein Kaufbeleg für 312 Credits bei Klik',
    )
  })

  it('gives a premium order its period and the 14-day withdrawal with the premium link', () => {
    const order: ReceiptOrder = {
      ...creditsOrder,
      product: 'premium',
      credits: 0,
      months: 3,
      premiumUntil: new Date('2026-06-14T22:30:00Z'),
      listCents: 4495,
      amountCents: 3596,
      vatCents: vatIncluded(3596, 2100),
      discountCode: 'PREMIUM20',
      method: 'creditcard',
    }
    const mail = renderReceipt(content({ order }))
    expect(mail.subject).toBe('Your receipt for 3 months of Premium on Klik')
    const text = plain(mail.text)
    expect(text).toContain('Purchase: 3 months of Premium, valid until 15 June 2026 at 00:30 CEST')
    expect(text).toContain('Discount code: PREMIUM20 (list price €44.95)')
    expect(text).toContain('Price paid (incl. VAT): €35.96')
    expect(text).toContain('Payment method: Card')
    expect(text).toContain(
      'You asked for Premium to start at once. You may withdraw within 14 days of purchase: you then pay only for the days you used.',
    )
    expect(text).not.toContain('16(m)')
    expect(mail.links).toEqual([
      'https://klik.example/premium',
      'https://klik.example/transactions/ord_AbC-123_xyz',
    ])
    expect(mail.html).toContain('href="https://klik.example/premium"')

    const polish = renderReceipt(content({ locale: 'pl', order: { ...order, currency: 'PLN' } }))
    expect(polish.subject).toBe('Potwierdzenie zakupu w Klik: Premium na 3 miesiące')
    expect(plain(polish.text)).toContain('Zapłacona kwota (z VAT): 35,96 zł')
  })

  it('says in one line what premium gives on a premium receipt, and not on a credits receipt', () => {
    const order: ReceiptOrder = {
      ...creditsOrder,
      product: 'premium',
      credits: 0,
      months: 1,
      premiumUntil: new Date('2026-04-14T22:30:00Z'),
      amountCents: 1995,
      listCents: 1995,
      vatCents: vatIncluded(1995, 2100),
    }
    const english =
      'Premium gives you: every photo full size, who visited your profile, and browsing incognito.'
    const german =
      'Mit Premium siehst du jedes Foto in voller Größe und wer dein Profil besucht hat, und du stöberst inkognito.'
    const premium = renderReceipt(content({ order }))
    expect(plain(premium.text).split('\n')).toContain(english)
    expect(premium.html).toContain('who visited your profile')
    expect(plain(renderReceipt(content({ locale: 'de', order })).text).split('\n')).toContain(
      german,
    )

    expect(plain(renderReceipt(content()).text)).not.toContain('Premium gives you')
    expect(renderReceipt(content()).html).not.toContain('who visited your profile')
    expect(plain(renderReceipt(content({ locale: 'de' })).text)).not.toContain(
      'Mit Premium siehst du',
    )
  })

  it('writes a method the order does not know as a dash', () => {
    const text = renderReceipt(content({ order: { ...creditsOrder, method: null } })).text
    expect(text).toContain('Payment method: —')
  })

  it('marks a test-mode order on top of the subject and the body', () => {
    const mail = renderReceipt(content({ test: true }))
    expect(mail.subject).toBe('[TEST — no money was charged] Your receipt for 250 credits on Klik')
    expect(mail.text.split('\n')[0]).toBe('*** TEST — no money was charged ***')
    expect(mail.html).toMatch(/<body[^>]*>[\s\S]*TEST — no money was charged[\s\S]*Hi Anna,/)
    const french = renderReceipt(content({ locale: 'fr', test: true }))
    expect(french.subject).toBe(
      '[TEST — aucun montant n’a été débité] Votre reçu pour 250 crédits sur Klik',
    )
    expect(renderReceipt(content()).text).not.toContain('TEST')
  })

  it('escapes every value in the HTML part: a company name with <', () => {
    const company = {
      ...ANNA.company,
      name: 'Klik <Holding> & "Co"',
      vat_numbers: ['NL863155872B01', 'BE0123456789'],
    }
    const mail = renderReceipt(content({ company, site: 'K<lik>', name: '<b>Anna</b>' }))
    expect(mail.html).toContain('Klik &lt;Holding&gt; &amp; &quot;Co&quot;')
    expect(mail.html).not.toContain('<Holding>')
    expect(mail.html).not.toContain('<b>Anna</b>')
    expect(mail.html).toContain('K&lt;lik&gt;')
    expect(mail.text).toContain('Klik <Holding> & "Co"')
    expect(mail.text).toContain('VAT numbers: NL863155872B01, BE0123456789')
  })
})
