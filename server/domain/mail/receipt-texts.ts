// The words of the receipt mail (receipt-render.ts) in every interface language: what a Dutch
// and EU receipt of a paid order holds (order number, date, what was bought, the price with its
// VAT, the payment, the withdrawal terms, the seller's details). {site}, {count}, {what},
// {date}, {code} and {price} are filled in; a counted text has one form per plural category
// (Intl.PluralRules; "other" always present). The words every order mail shares (order number,
// price, seller…) are in order-mail-texts.ts. The greeting and signature are the account mails'
// (texts.ts), and so is the form of address: formal (vous) in French, the informal one the
// other languages' account mails use.
import type { Locale } from '../../../src/contract/locales'
import type { PaymentMethod } from '../../../src/contract/shop'
import type { Plural } from './digest-texts'

export interface ReceiptTexts {
  /** {what}: the `credits` or `premium` text of the order. */
  subject: string
  thanks: string
  credits: Plural
  /** After `credits` when the order had bonus credits. */
  bonus: Plural
  /** After `premium`: {date} the premium period ends. */
  validUntil: string
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
}

/** The brands' own names, the same in every language. */
export const METHOD_BRANDS: Omit<Record<PaymentMethod, string>, 'creditcard'> = {
  ideal: 'iDEAL | Wero',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
}

export const RECEIPT_TEXTS: Record<Locale, ReceiptTexts> = {
  en: {
    subject: 'Your receipt for {what} on {site}',
    thanks: 'Thank you for your purchase on {site}. This is your receipt; please keep it.',
    credits: { one: '1 credit', other: '{count} credits' },
    bonus: { one: 'of which 1 bonus credit', other: 'of which {count} bonus credits' },
    validUntil: 'valid until {date}',
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
  },
  nl: {
    subject: 'Je aankoopbewijs voor {what} bij {site}',
    thanks: 'Bedankt voor je aankoop bij {site}. Dit is je aankoopbewijs; bewaar het goed.',
    credits: { one: '1 credit', other: '{count} credits' },
    bonus: { one: 'waarvan 1 bonuscredit', other: 'waarvan {count} bonuscredits' },
    validUntil: 'geldig tot {date}',
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
  },
  de: {
    subject: 'Dein Kaufbeleg für {what} bei {site}',
    thanks: 'Danke für deinen Kauf bei {site}. Das ist dein Kaufbeleg; bewahre ihn bitte auf.',
    credits: { one: '1 Credit', other: '{count} Credits' },
    bonus: { one: 'davon 1 Bonus-Credit', other: 'davon {count} Bonus-Credits' },
    validUntil: 'gültig bis {date}',
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
  },
  it: {
    subject: 'La tua ricevuta per {what} su {site}',
    thanks: 'Grazie per il tuo acquisto su {site}. Questa è la tua ricevuta: conservala.',
    credits: { one: '1 credito', other: '{count} crediti' },
    bonus: { one: 'di cui 1 credito bonus', other: 'di cui {count} crediti bonus' },
    validUntil: 'valido fino al {date}',
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
  },
  fr: {
    subject: 'Votre reçu pour {what} sur {site}',
    thanks:
      'Merci pour votre achat sur {site}. Voici votre reçu ; nous vous invitons à le conserver.',
    credits: { one: '{count} crédit', other: '{count} crédits' },
    bonus: { one: 'dont {count} crédit bonus', other: 'dont {count} crédits bonus' },
    validUntil: 'valable jusqu’au {date}',
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
  },
  es: {
    subject: 'Tu recibo por {what} en {site}',
    thanks: 'Gracias por tu compra en {site}. Este es tu recibo; guárdalo por si lo necesitas.',
    credits: { one: '1 crédito', other: '{count} créditos' },
    bonus: { one: 'incluido 1 crédito extra', other: 'incluidos {count} créditos extra' },
    validUntil: 'válido hasta el {date}',
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
  },
  pl: {
    subject: 'Potwierdzenie zakupu w {site}: {what}',
    thanks: 'Dziękujemy za zakup w {site}. Oto potwierdzenie zakupu – zachowaj je.',
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
    validUntil: 'ważne do {date}',
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
  },
}
