// The words of the mail that confirms a raise or removal of the monthly spending limit
// (spending-limit-mail.ts) in every interface language. {site}, {asked}, {from}, {to} and
// {date} are filled in. The greeting, the hint under the button and the signature are the
// account mails' (mail/texts.ts), and so is the form of address: formal (vous) in French,
// informal elsewhere.
import type { Locale } from '../../../src/contract/locales'

export interface SpendingLimitMailTexts {
  subject: string
  /** {asked}: when it was asked; {from}: the limit in force; {to}: the new one. */
  raise: string
  remove: string
  /** {date}: when it takes effect. */
  when: string
  notYou: string
  button: string
}

export const SPENDING_LIMIT_MAIL_TEXTS: Record<Locale, SpendingLimitMailTexts> = {
  en: {
    subject: 'Your monthly spending limit on {site} will change',
    raise:
      'On {asked} you asked to raise your monthly spending limit on {site} from {from} to {to}.',
    remove: 'On {asked} you asked to remove your monthly spending limit of {from} on {site}.',
    when: 'To protect you, this takes effect 72 hours later, on {date}. Until then your limit stays {from}.',
    notYou:
      'Did you not ask for this, or have you changed your mind? Keep your current limit on your credits page: a lower limit takes effect at once. If someone else may know your password, change it.',
    button: 'Open my credits page',
  },
  nl: {
    subject: 'Je maandelijkse bestedingslimiet bij {site} verandert',
    raise:
      'Op {asked} heb je gevraagd je maandelijkse bestedingslimiet bij {site} te verhogen van {from} naar {to}.',
    remove:
      'Op {asked} heb je gevraagd je maandelijkse bestedingslimiet van {from} bij {site} te verwijderen.',
    when: 'Ter bescherming gaat dit pas 72 uur later in, op {date}. Tot dan blijft je limiet {from}.',
    notYou:
      'Heb je dit niet gevraagd, of ben je van gedachten veranderd? Houd je huidige limiet aan op je tegoedpagina: een lagere limiet geldt meteen. Kent iemand anders misschien je wachtwoord, verander het dan.',
    button: 'Naar mijn tegoed',
  },
  de: {
    subject: 'Dein monatliches Ausgabenlimit bei {site} ändert sich',
    raise:
      'Am {asked} hast du gebeten, dein monatliches Ausgabenlimit bei {site} von {from} auf {to} zu erhöhen.',
    remove:
      'Am {asked} hast du gebeten, dein monatliches Ausgabenlimit von {from} bei {site} aufzuheben.',
    when: 'Zu deinem Schutz gilt das erst 72 Stunden später, am {date}. Bis dahin bleibt dein Limit bei {from}.',
    notYou:
      'Hast du das nicht beantragt oder es dir anders überlegt? Behalte dein jetziges Limit auf deiner Guthaben-Seite: Ein niedrigeres Limit gilt sofort. Falls jemand anderes dein Passwort kennen könnte, ändere es.',
    button: 'Mein Guthaben öffnen',
  },
  it: {
    subject: 'Il tuo limite di spesa mensile su {site} cambierà',
    raise:
      'Il {asked} hai chiesto di aumentare il tuo limite di spesa mensile su {site} da {from} a {to}.',
    remove:
      'Il {asked} hai chiesto di togliere il tuo limite di spesa mensile di {from} su {site}.',
    when: 'Per proteggerti, la modifica vale solo 72 ore dopo, il {date}. Fino ad allora il tuo limite resta {from}.',
    notYou:
      'Non l’hai chiesto tu, o hai cambiato idea? Mantieni il limite attuale nella pagina dei tuoi crediti: un limite più basso vale subito. Se qualcun altro potrebbe conoscere la tua password, cambiala.',
    button: 'Apri i miei crediti',
  },
  fr: {
    subject: 'Votre limite de dépenses mensuelle sur {site} va changer',
    raise:
      'Le {asked}, vous avez demandé à relever votre limite de dépenses mensuelle sur {site} de {from} à {to}.',
    remove:
      'Le {asked}, vous avez demandé à supprimer votre limite de dépenses mensuelle de {from} sur {site}.',
    when: 'Pour vous protéger, ce changement ne prend effet que 72 heures plus tard, le {date}. D’ici là, votre limite reste de {from}.',
    notYou:
      'Vous n’avez pas fait cette demande, ou vous avez changé d’avis ? Gardez votre limite actuelle sur votre page de crédits : une limite plus basse s’applique immédiatement. Si quelqu’un d’autre connaît peut-être votre mot de passe, changez-le.',
    button: 'Ouvrir mes crédits',
  },
  es: {
    subject: 'Tu límite de gasto mensual en {site} va a cambiar',
    raise: 'El {asked} pediste subir tu límite de gasto mensual en {site} de {from} a {to}.',
    remove: 'El {asked} pediste quitar tu límite de gasto mensual de {from} en {site}.',
    when: 'Para protegerte, el cambio se aplica 72 horas después, el {date}. Hasta entonces tu límite sigue siendo {from}.',
    notYou:
      '¿No lo pediste tú o has cambiado de opinión? Mantén tu límite actual en tu página de créditos: un límite más bajo se aplica al instante. Si alguien más podría conocer tu contraseña, cámbiala.',
    button: 'Abrir mis créditos',
  },
  pl: {
    subject: 'Twój miesięczny limit wydatków w {site} się zmieni',
    raise:
      '{asked} otrzymaliśmy Twoją prośbę o podniesienie miesięcznego limitu wydatków w {site} z {from} do {to}.',
    remove:
      '{asked} otrzymaliśmy Twoją prośbę o usunięcie miesięcznego limitu wydatków {from} w {site}.',
    when: 'Dla Twojej ochrony zmiana zacznie obowiązywać dopiero po 72 godzinach, {date}. Do tego czasu Twój limit wynosi {from}.',
    notYou:
      'To nie Ty albo zmiana zdania? Zachowaj obecny limit na stronie kredytów: niższy limit obowiązuje od razu. Jeśli ktoś inny może znać Twoje hasło, zmień je.',
    button: 'Otwórz moje kredyty',
  },
}
