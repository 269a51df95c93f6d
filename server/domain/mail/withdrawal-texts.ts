// The words of the withdrawal acknowledgement (withdrawal-render.ts) in every interface
// language: that we received the member's withdrawal and when, that Premium ended then, and
// the refund (the price less the days used) or that nothing is owed. {site}, {date}, {what},
// {number} and {amount} are filled in. The order's rows, the test mark and the seller's block
// are every order mail's (order-mail-texts.ts); the greeting and signature the account mails'
// (texts.ts), and so is the form of address: formal (vous) in French, the informal one the
// other languages' account mails use. The words are the Directive's own in each language:
// withdrawal, herroeping, Widerruf, recesso, rétractation, desistimiento, odstąpienie od umowy.
import type { Locale } from '../../../src/contract/locales'

export interface WithdrawalTexts {
  /** {number}: the order number. */
  subject: string
  /** {date}: when the withdrawal was received; {what}: the order's `premium` text. */
  received: string
  /** The row with the date and time the withdrawal was received. */
  withdrawnAt: string
  /** Premium ended when the withdrawal was received (CRD art. 14(3)). */
  ended: string
  /** The row with the refund. */
  refund: string
  /** {amount}: the refund, paid back within 14 days (CRD art. 13(1)). */
  refundPaid: string
  /** When the price less the days used is nothing. */
  refundNone: string
}

export const WITHDRAWAL_TEXTS: Record<Locale, WithdrawalTexts> = {
  en: {
    subject: 'We received your withdrawal — order {number}',
    received:
      'On {date} we received your withdrawal from your purchase of {what} on {site}. This email confirms its receipt; please keep it.',
    withdrawnAt: 'Withdrawal received',
    ended: 'The Premium of this order ended when we received your withdrawal.',
    refund: 'Refund (price less the days used)',
    refundPaid:
      'We will refund {amount} to the payment method you paid with, within 14 days of your withdrawal.',
    refundNone: 'There is nothing to pay back: the price less the days used comes to nothing.',
  },
  nl: {
    subject: 'We hebben je herroeping ontvangen — bestelling {number}',
    received:
      'Op {date} hebben we je herroeping ontvangen van je aankoop van {what} bij {site}. Deze e-mail bevestigt de ontvangst; bewaar hem goed.',
    withdrawnAt: 'Herroeping ontvangen op',
    ended:
      'Het Premium van deze bestelling is gestopt op het moment dat we je herroeping ontvingen.',
    refund: 'Terugbetaling (prijs min de gebruikte dagen)',
    refundPaid:
      'We betalen {amount} binnen 14 dagen na je herroeping terug via de betaalmethode waarmee je hebt betaald.',
    refundNone: 'Er valt niets terug te betalen: de prijs min de gebruikte dagen komt uit op nul.',
  },
  de: {
    subject: 'Wir haben deinen Widerruf erhalten — Bestellung {number}',
    received:
      'Am {date} haben wir deinen Widerruf zum Kauf von {what} bei {site} erhalten. Diese E-Mail bestätigt den Eingang; bewahre sie bitte auf.',
    withdrawnAt: 'Widerruf erhalten am',
    ended: 'Das Premium aus dieser Bestellung endete mit dem Eingang deines Widerrufs.',
    refund: 'Erstattung (Preis abzüglich der genutzten Tage)',
    refundPaid:
      'Wir erstatten dir {amount} innerhalb von 14 Tagen nach deinem Widerruf über die Zahlungsart, mit der du bezahlt hast.',
    refundNone: 'Es ist nichts zu erstatten: Der Preis abzüglich der genutzten Tage ergibt null.',
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo recesso — ordine {number}',
    received:
      'Il {date} abbiamo ricevuto il tuo recesso dall’acquisto di {what} su {site}. Questa email ne conferma la ricezione: conservala.',
    withdrawnAt: 'Recesso ricevuto il',
    ended:
      'Il Premium di questo ordine è terminato nel momento in cui abbiamo ricevuto il tuo recesso.',
    refund: 'Rimborso (prezzo meno i giorni utilizzati)',
    refundPaid:
      'Ti rimborsiamo {amount} sul metodo di pagamento che hai usato, entro 14 giorni dal recesso.',
    refundNone: 'Non c’è nulla da rimborsare: il prezzo meno i giorni utilizzati è pari a zero.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre rétractation — commande {number}',
    received:
      'Le {date}, nous avons reçu votre rétractation de votre achat de {what} sur {site}. Cet e-mail en confirme la réception ; nous vous invitons à le conserver.',
    withdrawnAt: 'Rétractation reçue le',
    ended:
      'Le Premium de cette commande a pris fin au moment où nous avons reçu votre rétractation.',
    refund: 'Remboursement (prix moins les jours utilisés)',
    refundPaid:
      'Nous vous remboursons {amount} sur le moyen de paiement utilisé, dans les 14 jours suivant votre rétractation.',
    refundNone: 'Aucun remboursement n’est dû : le prix moins les jours utilisés revient à zéro.',
  },
  es: {
    subject: 'Hemos recibido tu desistimiento — pedido {number}',
    received:
      'El {date} hemos recibido tu desistimiento de la compra de {what} en {site}. Este correo confirma su recepción; guárdalo.',
    withdrawnAt: 'Desistimiento recibido el',
    ended: 'El Premium de este pedido terminó en el momento en que recibimos tu desistimiento.',
    refund: 'Reembolso (precio menos los días usados)',
    refundPaid:
      'Te devolvemos {amount} al método de pago que usaste, en un plazo de 14 días desde tu desistimiento.',
    refundNone: 'No hay nada que devolver: el precio menos los días usados es cero.',
  },
  pl: {
    subject: 'Otrzymaliśmy Twoje odstąpienie od umowy — zamówienie {number}',
    received:
      'Dnia {date} otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy zakupu {what} w {site}. Ten e-mail potwierdza jego otrzymanie – zachowaj go.',
    withdrawnAt: 'Data otrzymania odstąpienia',
    ended: 'Premium z tego zamówienia zakończyło się w chwili otrzymania Twojego odstąpienia.',
    refund: 'Zwrot (cena pomniejszona o wykorzystane dni)',
    refundPaid:
      'Zwrócimy Ci {amount} tą samą metodą płatności, którą zapłacono, w ciągu 14 dni od odstąpienia od umowy.',
    refundNone: 'Nie ma nic do zwrotu: cena pomniejszona o wykorzystane dni wynosi zero.',
  },
}
