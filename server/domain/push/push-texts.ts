// The words of push notifications in every interface language. {name} is the other member's
// name, {count} a number; `messages` has one text per plural category of the language
// (Intl.PluralRules). A fictional profile's name carries the same notice as everywhere else.
import type { Locale } from '../../../src/contract/locales'

export interface PushTexts {
  /** A new message, or several: title by plural category ("other" always present). */
  messages: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
  /** The body when previews are off (the message text is shown when they are on). */
  tapToRead: string
  like: string
  likeBody: string
  /** A like back: the two members like each other (issue 28 §6, "het klikt"). */
  match: string
  matchBody: string
  /** "{name}" of a fictional profile. */
  fictionalName: string
}

export const PUSH_TEXTS: Record<Locale, PushTexts> = {
  en: {
    messages: { one: 'New message from {name}', other: '{count} new messages from {name}' },
    tapToRead: 'Tap to read.',
    like: '{name} likes you',
    likeBody: 'Tap to see the profile.',
    match: '{name} likes you too – you click!',
    matchBody: 'Send a message.',
    fictionalName: '{name} (fictional profile)',
  },
  nl: {
    messages: { one: 'Nieuw bericht van {name}', other: '{count} nieuwe berichten van {name}' },
    tapToRead: 'Tik om te lezen.',
    like: '{name} vindt je leuk',
    likeBody: 'Tik om het profiel te bekijken.',
    match: '{name} vindt jou ook leuk – het klikt!',
    matchBody: 'Stuur een bericht.',
    fictionalName: '{name} (fictief profiel)',
  },
  de: {
    messages: { one: 'Neue Nachricht von {name}', other: '{count} neue Nachrichten von {name}' },
    tapToRead: 'Tippe zum Lesen.',
    like: '{name} mag dich',
    likeBody: 'Tippe, um das Profil anzusehen.',
    match: '{name} mag dich auch – es hat gefunkt!',
    matchBody: 'Schreib eine Nachricht.',
    fictionalName: '{name} (fiktives Profil)',
  },
  it: {
    messages: { one: 'Nuovo messaggio da {name}', other: '{count} nuovi messaggi da {name}' },
    tapToRead: 'Tocca per leggere.',
    like: 'Piaci a {name}',
    likeBody: 'Tocca per vedere il profilo.',
    match: "Piaci anche a {name}: c'è intesa!",
    matchBody: 'Scrivi un messaggio.',
    fictionalName: '{name} (profilo fittizio)',
  },
  fr: {
    messages: { one: 'Nouveau message de {name}', other: '{count} nouveaux messages de {name}' },
    tapToRead: 'Touche pour lire.',
    like: 'Tu plais à {name}',
    likeBody: 'Touche pour voir le profil.',
    match: 'Tu plais aussi à {name} : le courant passe !',
    matchBody: 'Envoie-lui un message.',
    fictionalName: '{name} (profil fictif)',
  },
  es: {
    messages: { one: 'Nuevo mensaje de {name}', other: '{count} mensajes nuevos de {name}' },
    tapToRead: 'Toca para leer.',
    like: 'Le gustas a {name}',
    likeBody: 'Toca para ver el perfil.',
    match: 'También le gustas a {name}: ¡hay química!',
    matchBody: 'Envíale un mensaje.',
    fictionalName: '{name} (perfil ficticio)',
  },
  pl: {
    messages: {
      one: 'Nowa wiadomość od {name}',
      few: '{count} nowe wiadomości od {name}',
      many: '{count} nowych wiadomości od {name}',
      other: '{count} wiadomości od {name}',
    },
    tapToRead: 'Dotknij, aby przeczytać.',
    like: 'Nowe polubienie od {name}',
    likeBody: 'Dotknij, aby zobaczyć profil.',
    match: '{name} odwzajemnia polubienie – zaiskrzyło!',
    matchBody: 'Napisz wiadomość.',
    fictionalName: '{name} (fikcyjny profil)',
  },
}

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/** The title for `count` new messages from `name` in `locale`. */
export function messagesTitle(locale: Locale, count: number, name: string): string {
  const texts = PUSH_TEXTS[locale].messages
  const category = new Intl.PluralRules(locale).select(count)
  return fill(texts[category] ?? texts.other, { count, name })
}
