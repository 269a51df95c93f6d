// The words of the digest mail (digest-render.ts) in every interface language. {site}, {name},
// {count} and {text} are filled in; a counted text has one form per plural category of the
// language (Intl.PluralRules; "other" always present). The greeting and signature are the
// account mails' (texts.ts). A fictional profile carries the same notice as everywhere else.
import type { Locale } from '../../../src/contract/locales'

export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

export interface DigestTexts {
  subjectMessages: Plural
  subjectLikes: Plural
  subjectBoth: string
  intro: string
  messagesHeading: string
  /** One conversation: the partner and its unread messages. */
  conversation: Plural
  read: string
  likesHeading: string
  like: string
  likesButton: string
  /** More conversations or likes than the mail lists. */
  more: Plural
  /** A message's text (only with previews on), in the language's quotation marks. */
  quote: string
  fictionalName: string
  fictionalNote: string
  why: string
  settings: string
  unsubscribe: string
}

export const DIGEST_TEXTS: Record<Locale, DigestTexts> = {
  en: {
    subjectMessages: {
      one: '1 unread message on {site}',
      other: '{count} unread messages on {site}',
    },
    subjectLikes: { one: 'A new like on {site}', other: '{count} new likes on {site}' },
    subjectBoth: 'Unread messages and new likes on {site}',
    intro: 'Here is what you missed on {site}.',
    messagesHeading: 'Unread messages',
    conversation: { one: '{name}: 1 unread message', other: '{name}: {count} unread messages' },
    read: 'Read',
    likesHeading: 'New likes',
    like: '{name} likes you',
    likesButton: 'See who likes you',
    more: { one: 'and 1 more', other: 'and {count} more' },
    quote: '“{text}”',
    fictionalName: '{name} (fictional profile)',
    fictionalNote: 'A fictional profile does not belong to a real person: you cannot meet them.',
    why: 'You get this email because you get no push notifications from {site}.',
    settings: 'Choose which emails you get, and how often:',
    unsubscribe: 'Unsubscribe from these emails:',
  },
  nl: {
    subjectMessages: {
      one: '1 ongelezen bericht op {site}',
      other: '{count} ongelezen berichten op {site}',
    },
    subjectLikes: { one: 'Een nieuwe like op {site}', other: '{count} nieuwe likes op {site}' },
    subjectBoth: 'Ongelezen berichten en nieuwe likes op {site}',
    intro: 'Dit heb je gemist op {site}.',
    messagesHeading: 'Ongelezen berichten',
    conversation: {
      one: '{name}: 1 ongelezen bericht',
      other: '{name}: {count} ongelezen berichten',
    },
    read: 'Lezen',
    likesHeading: 'Nieuwe likes',
    like: '{name} vindt je leuk',
    likesButton: 'Bekijk wie je leuk vindt',
    more: { one: 'en nog 1', other: 'en nog {count}' },
    quote: '“{text}”',
    fictionalName: '{name} (fictief profiel)',
    fictionalNote:
      'Een fictief profiel is niet van een echt persoon: je kunt deze persoon niet ontmoeten.',
    why: 'Je krijgt deze e-mail omdat je geen pushmeldingen van {site} ontvangt.',
    settings: 'Kies welke e-mails je krijgt en hoe vaak:',
    unsubscribe: 'Afmelden voor deze e-mails:',
  },
  de: {
    subjectMessages: {
      one: '1 ungelesene Nachricht bei {site}',
      other: '{count} ungelesene Nachrichten bei {site}',
    },
    subjectLikes: { one: 'Ein neues Like bei {site}', other: '{count} neue Likes bei {site}' },
    subjectBoth: 'Ungelesene Nachrichten und neue Likes bei {site}',
    intro: 'Das hast du bei {site} verpasst.',
    messagesHeading: 'Ungelesene Nachrichten',
    conversation: {
      one: '{name}: 1 ungelesene Nachricht',
      other: '{name}: {count} ungelesene Nachrichten',
    },
    read: 'Lesen',
    likesHeading: 'Neue Likes',
    like: '{name} mag dich',
    likesButton: 'Sieh dir an, wer dich mag',
    more: { one: 'und 1 weiteres', other: 'und {count} weitere' },
    quote: '„{text}“',
    fictionalName: '{name} (fiktives Profil)',
    fictionalNote:
      'Ein fiktives Profil gehört keiner echten Person: Du kannst diese Person nicht treffen.',
    why: 'Du bekommst diese E-Mail, weil du keine Push-Benachrichtigungen von {site} erhältst.',
    settings: 'Wähle, welche E-Mails du bekommst und wie oft:',
    unsubscribe: 'Diese E-Mails abbestellen:',
  },
  it: {
    subjectMessages: {
      one: '1 messaggio non letto su {site}',
      other: '{count} messaggi non letti su {site}',
    },
    subjectLikes: { one: 'Un nuovo like su {site}', other: '{count} nuovi like su {site}' },
    subjectBoth: 'Messaggi non letti e nuovi like su {site}',
    intro: 'Ecco cosa non hai ancora visto su {site}.',
    messagesHeading: 'Messaggi non letti',
    conversation: {
      one: '{name}: 1 messaggio non letto',
      other: '{name}: {count} messaggi non letti',
    },
    read: 'Leggi',
    likesHeading: 'Nuovi like',
    like: 'Piaci a {name}',
    likesButton: 'Scopri a chi piaci',
    more: { one: 'e ancora 1', other: 'e ancora {count}' },
    quote: '«{text}»',
    fictionalName: '{name} (profilo fittizio)',
    fictionalNote:
      'Un profilo fittizio non appartiene a una persona reale: non puoi incontrare questa persona.',
    why: 'Ricevi questa email perché non ricevi notifiche push da {site}.',
    settings: 'Scegli quali email ricevere e con quale frequenza:',
    unsubscribe: "Annulla l'iscrizione a queste email:",
  },
  fr: {
    subjectMessages: {
      one: '1 message non lu sur {site}',
      other: '{count} messages non lus sur {site}',
    },
    subjectLikes: {
      one: 'Un nouveau like sur {site}',
      other: '{count} nouveaux likes sur {site}',
    },
    subjectBoth: 'Messages non lus et nouveaux likes sur {site}',
    intro: 'Voici ce que tu as manqué sur {site}.',
    messagesHeading: 'Messages non lus',
    conversation: {
      one: '{name} : 1 message non lu',
      other: '{name} : {count} messages non lus',
    },
    read: 'Lire',
    likesHeading: 'Nouveaux likes',
    like: 'Tu plais à {name}',
    likesButton: 'Voir à qui tu plais',
    more: { one: 'et 1 autre', other: 'et {count} autres' },
    quote: '« {text} »',
    fictionalName: '{name} (profil fictif)',
    fictionalNote:
      "Un profil fictif n'appartient pas à une personne réelle : tu ne peux pas rencontrer cette personne.",
    why: 'Tu reçois cet e-mail parce que tu ne reçois pas de notifications push de {site}.',
    settings: 'Choisis les e-mails que tu reçois, et à quelle fréquence :',
    unsubscribe: 'Se désabonner de ces e-mails :',
  },
  es: {
    subjectMessages: {
      one: '1 mensaje sin leer en {site}',
      other: '{count} mensajes sin leer en {site}',
    },
    subjectLikes: { one: 'Un nuevo like en {site}', other: '{count} nuevos likes en {site}' },
    subjectBoth: 'Mensajes sin leer y nuevos likes en {site}',
    intro: 'Esto es lo que te has perdido en {site}.',
    messagesHeading: 'Mensajes sin leer',
    conversation: {
      one: '{name}: 1 mensaje sin leer',
      other: '{name}: {count} mensajes sin leer',
    },
    read: 'Leer',
    likesHeading: 'Nuevos likes',
    like: 'Le gustas a {name}',
    likesButton: 'Mira a quién le gustas',
    more: { one: 'y 1 más', other: 'y {count} más' },
    quote: '«{text}»',
    fictionalName: '{name} (perfil ficticio)',
    fictionalNote:
      'Un perfil ficticio no pertenece a una persona real: no puedes conocer a esta persona.',
    why: 'Recibes este correo porque no recibes notificaciones push de {site}.',
    settings: 'Elige qué correos recibes y con qué frecuencia:',
    unsubscribe: 'Darte de baja de estos correos:',
  },
  pl: {
    subjectMessages: {
      one: '1 nieprzeczytana wiadomość na {site}',
      few: '{count} nieprzeczytane wiadomości na {site}',
      many: '{count} nieprzeczytanych wiadomości na {site}',
      other: '{count} nieprzeczytanych wiadomości na {site}',
    },
    subjectLikes: {
      one: 'Nowe polubienie na {site}',
      few: '{count} nowe polubienia na {site}',
      many: '{count} nowych polubień na {site}',
      other: '{count} nowych polubień na {site}',
    },
    subjectBoth: 'Nieprzeczytane wiadomości i nowe polubienia na {site}',
    intro: 'Oto co ominęło cię na {site}.',
    messagesHeading: 'Nieprzeczytane wiadomości',
    conversation: {
      one: '{name}: 1 nieprzeczytana wiadomość',
      few: '{name}: {count} nieprzeczytane wiadomości',
      many: '{name}: {count} nieprzeczytanych wiadomości',
      other: '{name}: {count} nieprzeczytanych wiadomości',
    },
    read: 'Czytaj',
    likesHeading: 'Nowe polubienia',
    like: 'Polubienie od {name}',
    likesButton: 'Zobacz, komu się podobasz',
    more: { one: 'i jeszcze 1', other: 'i jeszcze {count}' },
    quote: '„{text}”',
    fictionalName: '{name} (fikcyjny profil)',
    fictionalNote: 'Fikcyjny profil nie należy do prawdziwej osoby: nie możesz spotkać tej osoby.',
    why: 'Dostajesz tę wiadomość, ponieważ nie otrzymujesz powiadomień push z {site}.',
    settings: 'Wybierz, jakie e-maile dostajesz i jak często:',
    unsubscribe: 'Wypisz się z tych e-maili:',
  },
}

export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/** The form of `texts` for `count` in `locale`, filled in with `values` and the count. */
export function counted(
  locale: Locale,
  texts: Plural,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const category = new Intl.PluralRules(locale).select(count)
  return fillIn(texts[category] ?? texts.other, { ...values, count })
}
