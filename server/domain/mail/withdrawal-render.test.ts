import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../src/contract/locales'
import { ANNA, plain } from '../../test/mail-fixtures'
import { renderWithdrawal, type WithdrawalContent, type WithdrawalOrder } from './withdrawal-render'
import { translator } from '../i18n/translate'
import { ORDER_MAIL_TEXTS, WITHDRAWAL_TEXTS } from '../i18n/server-texts'

const order: WithdrawalOrder = {
  publicId: 'ord_AbC-123_xyz',
  paidAt: new Date('2026-03-10T09:00:00Z'),
  months: 1,
  currency: 'EUR',
  amountCents: 1995,
  withdrawnAt: new Date('2026-03-14T22:30:00Z'),
  refundCents: 1705,
}

function content(overrides: Partial<WithdrawalContent> = {}): WithdrawalContent {
  return { ...ANNA, test: false, order, ...overrides }
}

describe('renderWithdrawal', () => {
  it('fills in every placeholder in every locale, with a refund or none, test or not', () => {
    for (const locale of LOCALES) {
      for (const refundCents of [1705, 0]) {
        for (const test of [false, true]) {
          const mail = renderWithdrawal(content({ locale, order: { ...order, refundCents }, test }))
          for (const part of [mail.subject, mail.text, mail.html]) {
            expect(part, `${locale} ${refundCents}`).not.toMatch(/[{}]/)
          }
          const t = translator(locale)
          expect(mail.subject).toContain('ord_AbC-123_xyz')
          expect(mail.text).toContain(t(WITHDRAWAL_TEXTS.ended))
          expect(mail.text.includes(t(WITHDRAWAL_TEXTS.refundNone))).toBe(refundCents === 0)
          expect(mail.text).toContain('84213657')
          expect(mail.text).toContain('NL863155872B01')
          expect(mail.links).toEqual(['https://klik.example/transactions/ord_AbC-123_xyz'])
          expect(
            mail.subject.startsWith(`[${translator(locale)(ORDER_MAIL_TEXTS.testMark)}]`),
          ).toBe(test)
        }
      }
    }
  })

  it('says when the withdrawal was received, what it concerns, that premium ended and the refund', () => {
    const mail = renderWithdrawal(content())
    expect(mail.subject).toBe('We received your withdrawal — order ord_AbC-123_xyz')
    const text = plain(mail.text)
    expect(text).toContain('Hi Anna,')
    // 23:30 in Amsterdam, though 22:30 UTC.
    expect(text).toContain(
      'On 14 March 2026 at 23:30 CET we received your withdrawal from your purchase of 1 month of Premium on Klik. This email confirms its receipt; please keep it.',
    )
    expect(text).toContain(
      [
        'Withdrawal received: 14 March 2026 at 23:30 CET',
        'Order number: ord_AbC-123_xyz',
        'Purchase: 1 month of Premium',
        'Date paid: 10 March 2026 at 10:00 CET',
        'Price paid (incl. VAT): €19.95',
        'Refund (price less the days used): €17.05',
      ].join('\n'),
    )
    expect(text).toContain('The Premium of this order ended when we received your withdrawal.')
    expect(text).toContain(
      'We will refund €17.05 to the payment method you paid with, within 14 days of your withdrawal.',
    )
    expect(text).toContain(
      'Klik B.V.\nKeizersgracht 241, 1016 EA\nAmsterdam\nNetherlands\nChamber of Commerce (KvK) number: 84213657\nVAT number: NL863155872B01',
    )
    expect(text).toContain('— The Klik team')
    expect(text).not.toContain('TEST')
    // The link alone on its line.
    expect(mail.text.split('\n')).toContain('https://klik.example/transactions/ord_AbC-123_xyz')
    expect(mail.html).toContain('href="https://klik.example/transactions/ord_AbC-123_xyz"')
    expect(mail.html).toContain('<td style="padding:4px 0">€17.05</td>')
  })

  it('says nothing is owed when the refund is 0, and promises no payment', () => {
    const mail = renderWithdrawal(content({ order: { ...order, refundCents: 0 } }))
    const text = plain(mail.text)
    expect(text).toContain('Refund (price less the days used): €0.00')
    expect(text).toContain(
      'There is nothing to pay back: the price less the days used comes to nothing.',
    )
    expect(text).not.toContain('within 14 days')
    expect(mail.html).toContain('There is nothing to pay back')
  })

  it('writes Polish with its plural forms and złoty', () => {
    const polish = (months: number) =>
      renderWithdrawal(
        content({
          locale: 'pl',
          timeZone: 'Europe/Warsaw',
          order: { ...order, months, currency: 'PLN', amountCents: 12995, refundCents: 11262 },
        }),
      )
    const mail = polish(3)
    expect(mail.subject).toBe(
      'Otrzymaliśmy Twoje odstąpienie od umowy — zamówienie ord_AbC-123_xyz',
    )
    const text = plain(mail.text)
    expect(text).toContain('Cześć Anna,')
    expect(text).toContain(
      'Dnia 14 marca 2026 23:30 CET otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy zakupu Premium na 3 miesiące w Klik.',
    )
    expect(text).toContain('Data otrzymania odstąpienia: 14 marca 2026 23:30 CET')
    expect(text).toContain('Zakup: Premium na 3 miesiące')
    expect(text).toContain('Zapłacona kwota (z VAT): 129,95 zł')
    expect(text).toContain('Zwrot (cena pomniejszona o wykorzystane dni): 112,62 zł')
    expect(text).toContain('Zwrócimy Ci 112,62 zł tą samą metodą płatności')
    expect(text).toContain('Numer w Izbie Handlowej (KvK): 84213657')
    expect(plain(polish(5).text)).toContain('Zakup: Premium na 5 miesięcy')
    expect(plain(polish(1).text)).toContain('Zakup: Premium na 1 miesiąc')
  })

  it('writes French formally (vous), in the member’s time zone', () => {
    const mail = renderWithdrawal(
      content({
        locale: 'fr',
        timeZone: 'Europe/Paris',
        test: true,
        order: { ...order, months: 3, amountCents: 4495, refundCents: 4195 },
      }),
    )
    expect(mail.subject).toBe(
      '[TEST — aucun montant n’a été débité] Nous avons bien reçu votre rétractation — commande ord_AbC-123_xyz',
    )
    const text = plain(mail.text)
    expect(text.split('\n')[0]).toBe('*** TEST — aucun montant n’a été débité ***')
    expect(text).toContain('Bonjour Anna,')
    expect(text).toContain(
      'Le 14 mars 2026 à 23:30 UTC+1, nous avons reçu votre rétractation de votre achat de 3 mois de Premium sur Klik.',
    )
    expect(text).toContain('Rétractation reçue le : 14 mars 2026 à 23:30 UTC+1')
    expect(text).toContain('Montant payé (TTC) : 44,95 €')
    expect(text).toContain('Remboursement (prix moins les jours utilisés) : 41,95 €')
    expect(text).toContain(
      'Nous vous remboursons 41,95 € sur le moyen de paiement utilisé, dans les 14 jours suivant votre rétractation.',
    )
    expect(text).toContain('nous vous invitons à le conserver')
    expect(text).not.toMatch(/\b(tu|ton|ta|tes|te)\b/)
    expect(mail.html).toMatch(/<body[^>]*>[\s\S]*TEST — aucun montant[\s\S]*Bonjour Anna,/)
  })

  it('escapes every value in the HTML part', () => {
    const mail = renderWithdrawal(
      content({
        site: 'K<lik>',
        name: '<b>Anna</b>',
        company: { ...ANNA.company, name: 'Klik <Holding> & "Co"' },
      }),
    )
    expect(mail.html).not.toContain('<b>Anna</b>')
    expect(mail.html).not.toContain('<Holding>')
    expect(mail.html).toContain('Klik &lt;Holding&gt; &amp; &quot;Co&quot;')
    expect(mail.html).toContain('K&lt;lik&gt;')
    expect(mail.text).toContain('Klik <Holding> & "Co"')
  })
})
