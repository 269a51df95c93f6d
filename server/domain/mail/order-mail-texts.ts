// The words every mail about an order shares (the receipt, the withdrawal acknowledgement), in
// every interface language: the test mark, the label: value rows naming the order (its number,
// when it was paid, what was bought, the price), the link to its page and the seller's block.
// {label}, {value} and {count} are filled in; a counted text has one form per plural category
// (Intl.PluralRules; "other" always present). Each mail's own words are in its *-texts.ts.
import type { Locale } from '../../../src/contract/locales'
import type { Plural } from './digest-texts'

export interface OrderMailTexts {
  /** Before the subject and on top of the body when the order went through the test checkout. */
  testMark: string
  testNote: string
  /** One line of the table: a label and its value. */
  row: string
  orderNumber: string
  paidAt: string
  purchase: string
  premium: Plural
  total: string
  /** Before the link to /transactions/{id}. */
  orderLink: string
  /** Before the company block (with the language's colon). */
  seller: string
  kvk: string
  vatNumbers: Plural
}

/**
 * The locale with a region for Intl's money, date and percent formats: English the British
 * way (day month year, as the EU reads it), every other language as spoken in its own country.
 */
export const FORMAT_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  nl: 'nl-NL',
  de: 'de-DE',
  it: 'it-IT',
  fr: 'fr-FR',
  es: 'es-ES',
  pl: 'pl-PL',
}

export const ORDER_MAIL_TEXTS: Record<Locale, OrderMailTexts> = {
  en: {
    testMark: 'TEST — no money was charged',
    testNote: 'This order went through the test checkout: it is not a real purchase.',
    row: '{label}: {value}',
    orderNumber: 'Order number',
    paidAt: 'Date paid',
    purchase: 'Purchase',
    premium: { one: '1 month of Premium', other: '{count} months of Premium' },
    total: 'Price paid (incl. VAT)',
    orderLink: 'See this order online:',
    seller: 'Seller:',
    kvk: 'Chamber of Commerce (KvK) number',
    vatNumbers: { one: 'VAT number', other: 'VAT numbers' },
  },
  nl: {
    testMark: 'TEST — er is geen geld afgeschreven',
    testNote: 'Deze bestelling is via de testbetaling gegaan: het is geen echte aankoop.',
    row: '{label}: {value}',
    orderNumber: 'Bestelnummer',
    paidAt: 'Betaald op',
    purchase: 'Aankoop',
    premium: { one: '1 maand Premium', other: '{count} maanden Premium' },
    total: 'Betaald bedrag (incl. btw)',
    orderLink: 'Bekijk deze bestelling online:',
    seller: 'Verkoper:',
    kvk: 'KvK-nummer',
    vatNumbers: { one: 'Btw-nummer', other: 'Btw-nummers' },
  },
  de: {
    testMark: 'TEST — es wurde kein Geld abgebucht',
    testNote: 'Diese Bestellung lief über die Testkasse: Es ist kein echter Kauf.',
    row: '{label}: {value}',
    orderNumber: 'Bestellnummer',
    paidAt: 'Bezahlt am',
    purchase: 'Kauf',
    premium: { one: '1 Monat Premium', other: '{count} Monate Premium' },
    total: 'Bezahlter Betrag (inkl. MwSt.)',
    orderLink: 'Diese Bestellung online ansehen:',
    seller: 'Verkäufer:',
    kvk: 'Handelsregisternummer (KvK)',
    vatNumbers: { one: 'USt-IdNr.', other: 'USt-IdNrn.' },
  },
  it: {
    testMark: 'TEST — non è stato addebitato alcun importo',
    testNote: 'Questo ordine è passato dal checkout di prova: non è un acquisto reale.',
    row: '{label}: {value}',
    orderNumber: 'Numero d’ordine',
    paidAt: 'Data di pagamento',
    purchase: 'Acquisto',
    premium: { one: '1 mese di Premium', other: '{count} mesi di Premium' },
    total: 'Importo pagato (IVA inclusa)',
    orderLink: 'Vedi questo ordine online:',
    seller: 'Venditore:',
    kvk: 'Numero della Camera di Commercio (KvK)',
    vatNumbers: { one: 'Partita IVA', other: 'Partite IVA' },
  },
  fr: {
    testMark: 'TEST — aucun montant n’a été débité',
    testNote:
      'Cette commande est passée par le paiement de test : ce n’est pas un véritable achat.',
    row: '{label} : {value}',
    orderNumber: 'Numéro de commande',
    paidAt: 'Date de paiement',
    purchase: 'Achat',
    premium: { one: '{count} mois de Premium', other: '{count} mois de Premium' },
    total: 'Montant payé (TTC)',
    orderLink: 'Consulter cette commande en ligne :',
    seller: 'Vendeur :',
    kvk: 'Numéro à la Chambre de commerce (KvK)',
    vatNumbers: { one: 'Numéro de TVA', other: 'Numéros de TVA' },
  },
  es: {
    testMark: 'PRUEBA — no se ha cobrado ningún importe',
    testNote: 'Este pedido se ha hecho con el pago de prueba: no es una compra real.',
    row: '{label}: {value}',
    orderNumber: 'Número de pedido',
    paidAt: 'Fecha de pago',
    purchase: 'Compra',
    premium: { one: '1 mes de Premium', other: '{count} meses de Premium' },
    total: 'Importe pagado (IVA incluido)',
    orderLink: 'Ver este pedido en línea:',
    seller: 'Vendedor:',
    kvk: 'Número de la Cámara de Comercio (KvK)',
    vatNumbers: { one: 'NIF-IVA', other: 'NIF-IVA' },
  },
  pl: {
    testMark: 'TEST — nie pobrano żadnych pieniędzy',
    testNote: 'To zamówienie przeszło przez płatność testową: to nie jest prawdziwy zakup.',
    row: '{label}: {value}',
    orderNumber: 'Numer zamówienia',
    paidAt: 'Data płatności',
    purchase: 'Zakup',
    premium: {
      one: 'Premium na 1 miesiąc',
      few: 'Premium na {count} miesiące',
      many: 'Premium na {count} miesięcy',
      other: 'Premium na {count} miesiąca',
    },
    total: 'Zapłacona kwota (z VAT)',
    orderLink: 'Zobacz to zamówienie online:',
    seller: 'Sprzedawca:',
    kvk: 'Numer w Izbie Handlowej (KvK)',
    vatNumbers: { one: 'Numer VAT', other: 'Numery VAT' },
  },
}
