// Every mail Klik sends, rendered in every language on the one layout: each text found in the
// server catalog and filled in (no brace left), the addresses alone on their lines and linked
// in the HTML part, what members typed escaped there, and a subject of each language's own.
import { describe, expect, it } from 'vitest'
import { BAN_GROUNDS } from '../../../src/contract/admin'
import { LOCALES, type Locale } from '../../../src/contract/locales'
import { renderBanMail } from '../admin/ban-mail'
import {
  MAILED_CASE_KINDS,
  renderCaseAck,
  renderCaseForward,
  type CaseMailRow,
} from '../cases/case-mail'
import { renderSpendingLimitMail } from '../credits/spending-limit-mail'
import { renderExportMail } from '../export/export-mail-render'
import { DEFAULT_SITE } from '../sites/default-site'
import { ACCOUNT_MAIL_KINDS } from '../../db/schema'
import { renderDigest } from './digest-render'
import type { RenderedMail } from './layout'
import { renderReceipt } from './receipt-render'
import { renderMail } from './render'
import { renderWithdrawal } from './withdrawal-render'

const SITE = 'Klik <3 & co'
const NAME = '<b>Bea</b>'
const URL = 'https://klik.example'
const AT = new Date('2026-03-14T22:30:00Z')
const LATER = new Date('2026-03-17T22:30:00Z')

const addressee = (locale: Locale) => ({
  locale,
  site: SITE,
  siteUrl: URL,
  name: NAME,
  timeZone: 'Europe/Amsterdam',
  company: DEFAULT_SITE.company,
})

const caseRow = (locale: Locale, kind: CaseMailRow['kind']): CaseMailRow => ({
  id: 1,
  reference: 'K-2026-0001',
  kind,
  site_id: 'default',
  locale,
  reporter_id: 5,
  reporter_name: NAME,
  reporter_email: 'bea@example.com',
  reason: 'other',
  target_user_id: 7,
  target_image_id: null,
  target_message_id: null,
  target_url: null,
  body: 'Line one\n<i>line two</i>',
  created_at: AT,
})

/** Each kind of mail in `locale`, named. */
function everyMail(locale: Locale): Array<[string, RenderedMail]> {
  const order = {
    publicId: 'ord_1',
    paidAt: AT,
    currency: 'EUR' as const,
    amountCents: 2995,
  }
  return [
    ...ACCOUNT_MAIL_KINDS.map((kind): [string, RenderedMail] => [
      kind,
      renderMail(kind, locale, { site: SITE, name: NAME, email: 'new@example.com' }, `${URL}/a`),
    ]),
    [
      'digest',
      renderDigest({
        ...addressee(locale),
        conversations: [{ conversation: 3, name: NAME, fictional: true, unread: 2, text: 'Hoi' }],
        likes: [{ name: 'Piet', fictional: false }],
        unsubscribeToken: '5.all.sig',
      }),
    ],
    ...(['credits', 'premium'] as const).map((product): [string, RenderedMail] => [
      `receipt ${product}`,
      renderReceipt({
        ...addressee(locale),
        test: true,
        order: {
          ...order,
          product,
          credits: product === 'credits' ? 250 : 0,
          bonusCredits: product === 'credits' ? 25 : 0,
          months: product === 'premium' ? 3 : 0,
          premiumUntil: product === 'premium' ? LATER : null,
          listCents: 3495,
          vatCents: 520,
          vatRate: 2100,
          discountCode: 'WELKOM',
          method: 'creditcard',
          country: 'NL',
        },
      }),
    ]),
    [
      'withdrawal',
      renderWithdrawal({
        ...addressee(locale),
        test: false,
        order: { ...order, months: 3, withdrawnAt: LATER, refundCents: 1705 },
      }),
    ],
    ...BAN_GROUNDS.map((ground): [string, RenderedMail] => [
      `ban ${ground}`,
      renderBanMail({ ...addressee(locale), bannedAt: AT, ground, link: `${URL}/pages/ban` }),
    ]),
    ['export', renderExportMail({ ...addressee(locale), expiresAt: LATER, link: `${URL}/e` })],
    ...[5000, null].map((newCents): [string, RenderedMail] => [
      `spending limit ${newCents ?? 'removed'}`,
      renderSpendingLimitMail({
        ...addressee(locale),
        askedAt: AT,
        from: LATER,
        currentCents: 2000,
        currentCurrency: 'EUR',
        newCents,
        newCurrency: 'EUR',
        link: `${URL}/credits`,
      }),
    ]),
    ...MAILED_CASE_KINDS.map((kind): [string, RenderedMail] => [
      `case ${kind}`,
      renderCaseAck(caseRow(locale, kind), SITE),
    ]),
  ]
}

describe('every mail', () => {
  it.each(LOCALES)('is whole in %s', (locale) => {
    for (const [kind, mail] of everyMail(locale)) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part, kind).not.toMatch(/[{}]/)
      }
      expect(mail.html, kind).toContain(`<html lang="${locale}">`)
      expect(mail.html, kind).toContain('Klik &lt;3 &amp; co')
      expect(mail.html, kind).not.toContain(NAME)
      // A case's acknowledgement alone links nowhere: the sender may have no account.
      expect(mail.links.length > 0 || kind.startsWith('case'), kind).toBe(true)
      const lines = mail.text.split('\n').map((line) => line.trim())
      for (const link of mail.links) {
        expect(lines, kind).toContain(link)
        expect(mail.html, kind).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
      }
    }
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))('is in its own words in %s', (locale) => {
    const english = new Map(everyMail('en'))
    for (const [kind, mail] of everyMail(locale)) {
      expect(mail.subject, kind).not.toBe(english.get(kind)?.subject)
    }
  })

  it('copies a case to the operator in English, with the queue linked', () => {
    const mail = renderCaseForward(caseRow('pl', 'notice'), SITE, `${URL}/admin`)
    expect(mail.subject).toBe('[Klik <3 & co] Notice (complaint) K-2026-0001: other')
    expect(mail.text).toContain('Language: pl\n')
    expect(mail.text).toContain('> <i>line two</i>')
    expect(mail.links).toEqual([`${URL}/admin`])
    expect(mail.html).toContain('&lt;i&gt;line two&lt;/i&gt;')
  })
})
