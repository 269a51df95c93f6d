// The words of the data export mail (export-mail.ts) in every interface language: the link to
// the member's ZIP and that it works for 24 hours, until {until}. {site} and {until} are
// filled in. The greeting, the hint under the button and the signature are the account
// mails' (mail/texts.ts), and so is the form of address: formal (vous) in French, the
// informal one the other languages' account mails use.
import type { Locale } from '../../../src/contract/locales'

export interface ExportMailTexts {
  subject: string
  /** {until}: when the link stops working, in the member's time zone. */
  body: string
  button: string
  note: string
}

export const EXPORT_MAIL_TEXTS: Record<Locale, ExportMailTexts> = {
  en: {
    subject: 'Your data from {site} is ready to download',
    body: 'You asked for a copy of your data. It is ready: a ZIP file with everything {site} holds on your account (data.json) and your photos. Download it with this link. It works for 24 hours, until {until}:',
    button: 'Download my data',
    note: 'If you did not ask for this, change your password: someone may be using your account. The file is deleted after 24 hours; you can ask for a new one in your profile at any time.',
  },
  nl: {
    subject: 'Je gegevens van {site} staan klaar',
    body: 'Je hebt om een kopie van je gegevens gevraagd. Die staat klaar: een ZIP-bestand met alles wat {site} over je account bewaart (data.json) en je foto’s. Download het via deze link. Hij werkt 24 uur, tot {until}:',
    button: 'Mijn gegevens downloaden',
    note: 'Heb je dit niet gevraagd? Wijzig dan je wachtwoord: misschien gebruikt iemand anders je account. Het bestand wordt na 24 uur verwijderd; in je profiel kun je altijd een nieuw aanvragen.',
  },
  de: {
    subject: 'Deine Daten von {site} stehen zum Download bereit',
    body: 'Du hast eine Kopie deiner Daten angefordert. Sie ist fertig: eine ZIP-Datei mit allem, was {site} zu deinem Konto speichert (data.json), und deinen Fotos. Lade sie über diesen Link herunter. Er funktioniert 24 Stunden lang, bis {until}:',
    button: 'Meine Daten herunterladen',
    note: 'Wenn du das nicht angefordert hast, ändere dein Passwort: Vielleicht nutzt jemand anderes dein Konto. Die Datei wird nach 24 Stunden gelöscht; in deinem Profil kannst du jederzeit eine neue anfordern.',
  },
  it: {
    subject: 'I tuoi dati di {site} sono pronti da scaricare',
    body: 'Hai chiesto una copia dei tuoi dati. È pronta: un file ZIP con tutto ciò che {site} conserva sul tuo account (data.json) e le tue foto. Scaricalo con questo link. Funziona per 24 ore, fino al {until}:',
    button: 'Scarica i miei dati',
    note: 'Se non l’hai chiesto tu, cambia la password: qualcuno potrebbe usare il tuo account. Il file viene eliminato dopo 24 ore; puoi chiederne uno nuovo dal tuo profilo in qualsiasi momento.',
  },
  fr: {
    subject: 'Vos données {site} sont prêtes à être téléchargées',
    body: 'Vous avez demandé une copie de vos données. Elle est prête : un fichier ZIP contenant tout ce que {site} conserve sur votre compte (data.json) et vos photos. Téléchargez-le avec ce lien. Il fonctionne pendant 24 heures, jusqu’au {until} :',
    button: 'Télécharger mes données',
    note: 'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe : quelqu’un utilise peut-être votre compte. Le fichier est supprimé au bout de 24 heures ; vous pouvez en demander un nouveau à tout moment depuis votre profil.',
  },
  es: {
    subject: 'Tus datos de {site} están listos para descargar',
    body: 'Pediste una copia de tus datos. Ya está lista: un archivo ZIP con todo lo que {site} guarda sobre tu cuenta (data.json) y tus fotos. Descárgalo con este enlace. Funciona durante 24 horas, hasta el {until}:',
    button: 'Descargar mis datos',
    note: 'Si no lo pediste tú, cambia tu contraseña: puede que alguien esté usando tu cuenta. El archivo se borra a las 24 horas; puedes pedir uno nuevo en tu perfil cuando quieras.',
  },
  pl: {
    subject: 'Twoje dane z {site} są gotowe do pobrania',
    body: 'Otrzymaliśmy prośbę o kopię Twoich danych. Jest gotowa: plik ZIP ze wszystkim, co {site} przechowuje o Twoim koncie (data.json), oraz Twoje zdjęcia. Pobierz go za pomocą tego linku. Działa przez 24 godziny, do {until}:',
    button: 'Pobierz moje dane',
    note: 'Jeśli to nie Ty, zmień hasło: ktoś może korzystać z Twojego konta. Plik zostanie usunięty po 24 godzinach; nową kopię możesz w każdej chwili zamówić w swoim profilu.',
  },
}
