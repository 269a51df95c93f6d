// The words of the receipt mail (receipt-render.ts) in every interface language: what a Dutch
// and EU receipt of a paid order holds (order number, date, what was bought, the price with its
// VAT, the payment, the withdrawal terms, the seller's details). {site}, {count}, {what},
// {date}, {code}, {price}, {label} and {value} are filled in; a counted text has one form per
// plural category (Intl.PluralRules; "other" always present). The greeting and signature are
// the account mails' (texts.ts), and so is the form of address: formal (vous) in French, the
// informal one the other languages' account mails use.
import type { Locale } from '../../../src/contract/locales'
import type { PaymentMethod } from '../../../src/contract/shop'
import type { Plural } from './digest-texts'

export interface ReceiptTexts {
  /** {what}: the `credits` or `premium` text of the order. */
  subject: string
  /** Before the subject and on top of the body when the order went through the test checkout. */
  testMark: string
  testNote: string
  thanks: string
  /** One line of the table: a label and its value. */
  row: string
  orderNumber: string
  paidAt: string
  purchase: string
  credits: Plural
  /** After `credits` when the order had bonus credits. */
  bonus: Plural
  premium: Plural
  /** After `premium`: {date} the premium period ends. */
  validUntil: string
  total: string
  vatRate: string
  vat: string
  net: string
  discount: string
  /** The discount code's value: {code}, {price} the list price. */
  discountValue: string
  method: string
  /** The names of the methods that are not brands. */
  methods: Pick<Record<PaymentMethod, string>, 'creditcard'>
  country: string
  /** Credits: the member waived the right of withdrawal (CRD art. 16(m)). */
  withdrawalCredits: string
  /** Premium: started at once on request, may still be withdrawn (CRD art. 14(3)). */
  withdrawalPremium: string
  /** Before the link to /premium. */
  premiumLink: string
  /** Before the link to /transactions/{id}. */
  orderLink: string
  /** Before the company block (with the language's colon). */
  seller: string
  kvk: string
  vatNumbers: Plural
}

/** The brands' own names, the same in every language. */
export const METHOD_BRANDS: Omit<Record<PaymentMethod, string>, 'creditcard'> = {
  ideal: 'iDEAL | Wero',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
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

export const RECEIPT_TEXTS: Record<Locale, ReceiptTexts> = {
  en: {
    subject: 'Your receipt for {what} on {site}',
    testMark: 'TEST — no money was charged',
    testNote: 'This order went through the test checkout: it is not a real purchase.',
    thanks: 'Thank you for your purchase on {site}. This is your receipt; please keep it.',
    row: '{label}: {value}',
    orderNumber: 'Order number',
    paidAt: 'Date paid',
    purchase: 'Purchase',
    credits: { one: '1 credit', other: '{count} credits' },
    bonus: { one: 'of which 1 bonus credit', other: 'of which {count} bonus credits' },
    premium: { one: '1 month of Premium', other: '{count} months of Premium' },
    validUntil: 'valid until {date}',
    total: 'Price paid (incl. VAT)',
    vatRate: 'VAT rate',
    vat: 'VAT',
    net: 'Amount excl. VAT',
    discount: 'Discount code',
    discountValue: '{code} (list price {price})',
    method: 'Payment method',
    methods: { creditcard: 'Card' },
    country: 'Payment country',
    withdrawalCredits:
      'You asked for delivery to start at once and acknowledged that your right of withdrawal therefore ended (EU Directive 2011/83/EU, art. 16(m)).',
    withdrawalPremium:
      'You asked for Premium to start at once. You may withdraw within 14 days of purchase: you then pay only for the days you used.',
    premiumLink: 'To withdraw, or to see your Premium:',
    orderLink: 'See this order online:',
    seller: 'Seller:',
    kvk: 'Chamber of Commerce (KvK) number',
    vatNumbers: { one: 'VAT number', other: 'VAT numbers' },
  },
  nl: {
    subject: 'Je aankoopbewijs voor {what} bij {site}',
    testMark: 'TEST — er is geen geld afgeschreven',
    testNote: 'Deze bestelling is via de testbetaling gegaan: het is geen echte aankoop.',
    thanks: 'Bedankt voor je aankoop bij {site}. Dit is je aankoopbewijs; bewaar het goed.',
    row: '{label}: {value}',
    orderNumber: 'Bestelnummer',
    paidAt: 'Betaald op',
    purchase: 'Aankoop',
    credits: { one: '1 credit', other: '{count} credits' },
    bonus: { one: 'waarvan 1 bonuscredit', other: 'waarvan {count} bonuscredits' },
    premium: { one: '1 maand Premium', other: '{count} maanden Premium' },
    validUntil: 'geldig tot {date}',
    total: 'Betaald bedrag (incl. btw)',
    vatRate: 'Btw-tarief',
    vat: 'Btw',
    net: 'Bedrag excl. btw',
    discount: 'Kortingscode',
    discountValue: '{code} (normale prijs {price})',
    method: 'Betaalmethode',
    methods: { creditcard: 'Creditcard' },
    country: 'Land van betaling',
    withdrawalCredits:
      'Je hebt gevraagd om de levering direct te laten beginnen en erkend dat je herroepingsrecht daardoor is vervallen (EU-richtlijn 2011/83/EU, art. 16, onder m).',
    withdrawalPremium:
      'Je hebt gevraagd om Premium direct te laten ingaan. Je kunt de aankoop binnen 14 dagen herroepen: je betaalt dan alleen voor de dagen die je hebt gebruikt.',
    premiumLink: 'Herroepen of je Premium bekijken:',
    orderLink: 'Bekijk deze bestelling online:',
    seller: 'Verkoper:',
    kvk: 'KvK-nummer',
    vatNumbers: { one: 'Btw-nummer', other: 'Btw-nummers' },
  },
  de: {
    subject: 'Dein Kaufbeleg für {what} bei {site}',
    testMark: 'TEST — es wurde kein Geld abgebucht',
    testNote: 'Diese Bestellung lief über die Testkasse: Es ist kein echter Kauf.',
    thanks: 'Danke für deinen Kauf bei {site}. Das ist dein Kaufbeleg; bewahre ihn bitte auf.',
    row: '{label}: {value}',
    orderNumber: 'Bestellnummer',
    paidAt: 'Bezahlt am',
    purchase: 'Kauf',
    credits: { one: '1 Credit', other: '{count} Credits' },
    bonus: { one: 'davon 1 Bonus-Credit', other: 'davon {count} Bonus-Credits' },
    premium: { one: '1 Monat Premium', other: '{count} Monate Premium' },
    validUntil: 'gültig bis {date}',
    total: 'Bezahlter Betrag (inkl. MwSt.)',
    vatRate: 'MwSt.-Satz',
    vat: 'MwSt.',
    net: 'Betrag ohne MwSt.',
    discount: 'Rabattcode',
    discountValue: '{code} (regulärer Preis {price})',
    method: 'Zahlungsart',
    methods: { creditcard: 'Kreditkarte' },
    country: 'Zahlungsland',
    withdrawalCredits:
      'Du hast verlangt, dass die Lieferung sofort beginnt, und bestätigt, dass dein Widerrufsrecht damit erloschen ist (EU-Richtlinie 2011/83/EU, Art. 16 Buchst. m).',
    withdrawalPremium:
      'Du hast verlangt, dass Premium sofort beginnt. Du kannst innerhalb von 14 Tagen nach dem Kauf widerrufen: Dann zahlst du nur für die Tage, die du genutzt hast.',
    premiumLink: 'Widerrufen oder dein Premium ansehen:',
    orderLink: 'Diese Bestellung online ansehen:',
    seller: 'Verkäufer:',
    kvk: 'Handelsregisternummer (KvK)',
    vatNumbers: { one: 'USt-IdNr.', other: 'USt-IdNrn.' },
  },
  it: {
    subject: 'La tua ricevuta per {what} su {site}',
    testMark: 'TEST — non è stato addebitato alcun importo',
    testNote: 'Questo ordine è passato dal checkout di prova: non è un acquisto reale.',
    thanks: 'Grazie per il tuo acquisto su {site}. Questa è la tua ricevuta: conservala.',
    row: '{label}: {value}',
    orderNumber: 'Numero d’ordine',
    paidAt: 'Data di pagamento',
    purchase: 'Acquisto',
    credits: { one: '1 credito', other: '{count} crediti' },
    bonus: { one: 'di cui 1 credito bonus', other: 'di cui {count} crediti bonus' },
    premium: { one: '1 mese di Premium', other: '{count} mesi di Premium' },
    validUntil: 'valido fino al {date}',
    total: 'Importo pagato (IVA inclusa)',
    vatRate: 'Aliquota IVA',
    vat: 'IVA',
    net: 'Importo IVA esclusa',
    discount: 'Codice sconto',
    discountValue: '{code} (prezzo di listino {price})',
    method: 'Metodo di pagamento',
    methods: { creditcard: 'Carta di credito' },
    country: 'Paese di pagamento',
    withdrawalCredits:
      'Hai chiesto che la fornitura iniziasse subito e hai riconosciuto che il tuo diritto di recesso è quindi venuto meno (direttiva UE 2011/83/UE, art. 16, lettera m).',
    withdrawalPremium:
      'Hai chiesto che il Premium iniziasse subito. Puoi recedere entro 14 giorni dall’acquisto: in tal caso paghi solo i giorni in cui l’hai usato.',
    premiumLink: 'Per recedere o vedere il tuo Premium:',
    orderLink: 'Vedi questo ordine online:',
    seller: 'Venditore:',
    kvk: 'Numero della Camera di Commercio (KvK)',
    vatNumbers: { one: 'Partita IVA', other: 'Partite IVA' },
  },
  fr: {
    subject: 'Votre reçu pour {what} sur {site}',
    testMark: 'TEST — aucun montant n’a été débité',
    testNote:
      'Cette commande est passée par le paiement de test : ce n’est pas un véritable achat.',
    thanks:
      'Merci pour votre achat sur {site}. Voici votre reçu ; nous vous invitons à le conserver.',
    row: '{label} : {value}',
    orderNumber: 'Numéro de commande',
    paidAt: 'Date de paiement',
    purchase: 'Achat',
    credits: { one: '{count} crédit', other: '{count} crédits' },
    bonus: { one: 'dont {count} crédit bonus', other: 'dont {count} crédits bonus' },
    premium: { one: '{count} mois de Premium', other: '{count} mois de Premium' },
    validUntil: 'valable jusqu’au {date}',
    total: 'Montant payé (TTC)',
    vatRate: 'Taux de TVA',
    vat: 'TVA',
    net: 'Montant HT',
    discount: 'Code de réduction',
    discountValue: '{code} (prix catalogue {price})',
    method: 'Moyen de paiement',
    methods: { creditcard: 'Carte bancaire' },
    country: 'Pays de paiement',
    withdrawalCredits:
      'Vous avez demandé que la fourniture commence immédiatement et reconnu que vous perdiez ainsi votre droit de rétractation (directive UE 2011/83/UE, art. 16, point m).',
    withdrawalPremium:
      'Vous avez demandé que le Premium commence immédiatement. Vous pouvez vous rétracter dans les 14 jours suivant l’achat : vous ne payez alors que les jours utilisés.',
    premiumLink: 'Pour vous rétracter ou consulter votre Premium :',
    orderLink: 'Consulter cette commande en ligne :',
    seller: 'Vendeur :',
    kvk: 'Numéro à la Chambre de commerce (KvK)',
    vatNumbers: { one: 'Numéro de TVA', other: 'Numéros de TVA' },
  },
  es: {
    subject: 'Tu recibo por {what} en {site}',
    testMark: 'PRUEBA — no se ha cobrado ningún importe',
    testNote: 'Este pedido se ha hecho con el pago de prueba: no es una compra real.',
    thanks: 'Gracias por tu compra en {site}. Este es tu recibo; guárdalo por si lo necesitas.',
    row: '{label}: {value}',
    orderNumber: 'Número de pedido',
    paidAt: 'Fecha de pago',
    purchase: 'Compra',
    credits: { one: '1 crédito', other: '{count} créditos' },
    bonus: { one: 'incluido 1 crédito extra', other: 'incluidos {count} créditos extra' },
    premium: { one: '1 mes de Premium', other: '{count} meses de Premium' },
    validUntil: 'válido hasta el {date}',
    total: 'Importe pagado (IVA incluido)',
    vatRate: 'Tipo de IVA',
    vat: 'IVA',
    net: 'Importe sin IVA',
    discount: 'Código de descuento',
    discountValue: '{code} (precio normal {price})',
    method: 'Método de pago',
    methods: { creditcard: 'Tarjeta' },
    country: 'País de pago',
    withdrawalCredits:
      'Has pedido que el suministro empezara de inmediato y has reconocido que, por ello, has perdido tu derecho de desistimiento (Directiva UE 2011/83/UE, art. 16, letra m).',
    withdrawalPremium:
      'Has pedido que Premium empezara de inmediato. Puedes desistir en un plazo de 14 días desde la compra: en ese caso, solo pagas los días que lo hayas usado.',
    premiumLink: 'Para desistir o ver tu Premium:',
    orderLink: 'Ver este pedido en línea:',
    seller: 'Vendedor:',
    kvk: 'Número de la Cámara de Comercio (KvK)',
    vatNumbers: { one: 'NIF-IVA', other: 'NIF-IVA' },
  },
  pl: {
    subject: 'Potwierdzenie zakupu w {site}: {what}',
    testMark: 'TEST — nie pobrano żadnych pieniędzy',
    testNote: 'To zamówienie przeszło przez płatność testową: to nie jest prawdziwy zakup.',
    thanks: 'Dziękujemy za zakup w {site}. Oto potwierdzenie zakupu – zachowaj je.',
    row: '{label}: {value}',
    orderNumber: 'Numer zamówienia',
    paidAt: 'Data płatności',
    purchase: 'Zakup',
    credits: {
      one: '1 kredyt',
      few: '{count} kredyty',
      many: '{count} kredytów',
      other: '{count} kredytu',
    },
    bonus: {
      one: 'w tym 1 kredyt bonusowy',
      few: 'w tym {count} kredyty bonusowe',
      many: 'w tym {count} kredytów bonusowych',
      other: 'w tym {count} kredytu bonusowego',
    },
    premium: {
      one: 'Premium na 1 miesiąc',
      few: 'Premium na {count} miesiące',
      many: 'Premium na {count} miesięcy',
      other: 'Premium na {count} miesiąca',
    },
    validUntil: 'ważne do {date}',
    total: 'Zapłacona kwota (z VAT)',
    vatRate: 'Stawka VAT',
    vat: 'VAT',
    net: 'Kwota bez VAT',
    discount: 'Kod rabatowy',
    discountValue: '{code} (cena katalogowa {price})',
    method: 'Metoda płatności',
    methods: { creditcard: 'Karta płatnicza' },
    country: 'Kraj płatności',
    withdrawalCredits:
      'Na Twoje wyraźne żądanie dostawa rozpoczęła się od razu i, jak potwierdzono przy zakupie, Twoje prawo odstąpienia od umowy tym samym wygasło (dyrektywa UE 2011/83/UE, art. 16 lit. m).',
    withdrawalPremium:
      'Na Twoje żądanie Premium zaczęło działać od razu. Możesz odstąpić od umowy w ciągu 14 dni od zakupu: zapłacisz wtedy tylko za wykorzystane dni.',
    premiumLink: 'Aby odstąpić od umowy lub zobaczyć swoje Premium:',
    orderLink: 'Zobacz to zamówienie online:',
    seller: 'Sprzedawca:',
    kvk: 'Numer w Izbie Handlowej (KvK)',
    vatNumbers: { one: 'Numer VAT', other: 'Numery VAT' },
  },
}
