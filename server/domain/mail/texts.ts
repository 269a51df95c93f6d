// The words of every account mail in every interface language. {site}, {name} and {email}
// are filled in by render.ts; the link goes on its own line after `body`.
import type { Locale } from '../../../src/contract/locales'
import type { AccountMailKind } from '../../db/schema'

export interface MailText {
  subject: string
  body: string
  button: string
  note: string
}

export interface LocaleTexts {
  greeting: string
  linkHint: string
  signature: string
  kinds: Record<AccountMailKind, MailText>
}

export const MAIL_TEXTS: Record<Locale, LocaleTexts> = {
  en: {
    greeting: 'Hi {name},',
    linkHint: 'If the button does not work, copy this address into your browser:',
    signature: 'The {site} team',
    kinds: {
      activate: {
        subject: 'Activate your {site} account',
        body: 'Welcome to {site}! Confirm your email address to activate your account:',
        button: 'Activate my account',
        note: 'If you did not sign up for {site}, you can ignore this email.',
      },
      password_reset: {
        subject: 'Reset your {site} password',
        body: 'Someone (hopefully you) asked to reset the password of your {site} account. Choose a new password with this link; it works once, for one hour:',
        button: 'Choose a new password',
        note: 'If you did not ask for this, ignore this email: your password stays the same.',
      },
      mail_change: {
        subject: 'Confirm your new email address for {site}',
        body: 'You asked to use this address for your {site} account. Confirm it with this link (valid for 24 hours):',
        button: 'Confirm my new address',
        note: 'If you did not ask for this, ignore this email: nothing will change.',
      },
      mail_change_undo: {
        subject: 'The email address of your {site} account is being changed',
        body: 'Someone asked to move your {site} account to {email}. If that was you, there is nothing to do. If it was not you, undo the change with this link (valid for 7 days); we will also log out every device:',
        button: 'This was not me',
        note: 'Then choose a new password, as someone may know your current one.',
      },
    },
  },
  nl: {
    greeting: 'Hoi {name},',
    linkHint: 'Werkt de knop niet? Kopieer dan dit adres naar je browser:',
    signature: 'Groeten van het team van {site}',
    kinds: {
      activate: {
        subject: 'Activeer je account bij {site}',
        body: 'Welkom bij {site}! Bevestig je e-mailadres om je account te activeren:',
        button: 'Account activeren',
        note: 'Heb je je niet aangemeld bij {site}? Dan kun je deze e-mail negeren.',
      },
      password_reset: {
        subject: 'Nieuw wachtwoord voor {site}',
        body: 'Iemand (hopelijk jij) heeft gevraagd om het wachtwoord van je account bij {site} opnieuw in te stellen. Kies een nieuw wachtwoord via deze link; hij werkt één keer en is een uur geldig:',
        button: 'Nieuw wachtwoord kiezen',
        note: 'Heb je dit niet gevraagd? Negeer deze e-mail dan: je wachtwoord blijft hetzelfde.',
      },
      mail_change: {
        subject: 'Bevestig je nieuwe e-mailadres voor {site}',
        body: 'Je hebt gevraagd om dit adres te gebruiken voor je account bij {site}. Bevestig het via deze link (24 uur geldig):',
        button: 'Nieuw adres bevestigen',
        note: 'Heb je dit niet gevraagd? Negeer deze e-mail dan: er verandert niets.',
      },
      mail_change_undo: {
        subject: 'Het e-mailadres van je account bij {site} wordt gewijzigd',
        body: 'Er is gevraagd om je account bij {site} te verhuizen naar {email}. Was jij dat, dan hoef je niets te doen. Was jij het niet, maak de wijziging dan ongedaan via deze link (7 dagen geldig); we loggen dan ook alle apparaten uit:',
        button: 'Dit was ik niet',
        note: 'Kies daarna een nieuw wachtwoord: iemand kent misschien je huidige.',
      },
    },
  },
  de: {
    greeting: 'Hallo {name},',
    linkHint: 'Falls der Button nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    signature: 'Dein {site}-Team',
    kinds: {
      activate: {
        subject: 'Aktiviere dein Konto bei {site}',
        body: 'Willkommen bei {site}! Bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren:',
        button: 'Konto aktivieren',
        note: 'Wenn du dich nicht bei {site} angemeldet hast, kannst du diese E-Mail ignorieren.',
      },
      password_reset: {
        subject: 'Neues Passwort für {site}',
        body: 'Jemand (hoffentlich du) möchte das Passwort deines Kontos bei {site} zurücksetzen. Wähle über diesen Link ein neues Passwort; er funktioniert einmal und eine Stunde lang:',
        button: 'Neues Passwort wählen',
        note: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
      },
      mail_change: {
        subject: 'Bestätige deine neue E-Mail-Adresse für {site}',
        body: 'Du möchtest diese Adresse für dein Konto bei {site} verwenden. Bestätige sie über diesen Link (24 Stunden gültig):',
        button: 'Neue Adresse bestätigen',
        note: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
      },
      mail_change_undo: {
        subject: 'Die E-Mail-Adresse deines Kontos bei {site} wird geändert',
        body: 'Jemand möchte dein Konto bei {site} auf {email} umstellen. Warst du das, musst du nichts tun. Warst du es nicht, mache die Änderung über diesen Link rückgängig (7 Tage gültig); wir melden dann auch alle Geräte ab:',
        button: 'Das war ich nicht',
        note: 'Wähle danach ein neues Passwort, denn jemand kennt vielleicht dein aktuelles.',
      },
    },
  },
  it: {
    greeting: 'Ciao {name},',
    linkHint: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    signature: 'Il team di {site}',
    kinds: {
      activate: {
        subject: 'Attiva il tuo account su {site}',
        body: 'Ti diamo il benvenuto su {site}! Conferma il tuo indirizzo email per attivare l’account:',
        button: 'Attiva il mio account',
        note: 'Se non hai creato un account su {site}, puoi ignorare questa email.',
      },
      password_reset: {
        subject: 'Reimposta la password di {site}',
        body: 'Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account su {site}. Scegli una nuova password con questo link; funziona una sola volta e per un’ora:',
        button: 'Scegli una nuova password',
        note: 'Se non l’hai chiesto tu, ignora questa email: la tua password resta invariata.',
      },
      mail_change: {
        subject: 'Conferma il tuo nuovo indirizzo email per {site}',
        body: 'Hai chiesto di usare questo indirizzo per il tuo account su {site}. Confermalo con questo link (valido 24 ore):',
        button: 'Conferma il nuovo indirizzo',
        note: 'Se non l’hai chiesto tu, ignora questa email: non cambierà nulla.',
      },
      mail_change_undo: {
        subject: 'L’indirizzo email del tuo account su {site} sta per cambiare',
        body: 'Qualcuno ha chiesto di spostare il tuo account su {site} all’indirizzo {email}. Se la richiesta è tua, non devi fare nulla. Se non lo è, annulla la modifica con questo link (valido 7 giorni); disconnetteremo anche tutti i dispositivi:',
        button: 'Non ero io',
        note: 'Poi scegli una nuova password: qualcuno potrebbe conoscere quella attuale.',
      },
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    linkHint: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    signature: 'L’équipe {site}',
    kinds: {
      activate: {
        subject: 'Activez votre compte {site}',
        body: 'Bienvenue sur {site} ! Confirmez votre adresse e-mail pour activer votre compte :',
        button: 'Activer mon compte',
        note: 'Si vous n’avez pas créé de compte sur {site}, ignorez simplement cet e-mail.',
      },
      password_reset: {
        subject: 'Réinitialisez votre mot de passe {site}',
        body: 'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte {site}. Choisissez un nouveau mot de passe avec ce lien ; il ne fonctionne qu’une fois, pendant une heure :',
        button: 'Choisir un nouveau mot de passe',
        note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
      },
      mail_change: {
        subject: 'Confirmez votre nouvelle adresse e-mail pour {site}',
        body: 'Vous avez demandé à utiliser cette adresse pour votre compte {site}. Confirmez-la avec ce lien (valable 24 heures) :',
        button: 'Confirmer ma nouvelle adresse',
        note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne changera.',
      },
      mail_change_undo: {
        subject: 'L’adresse e-mail de votre compte {site} va changer',
        body: 'Quelqu’un a demandé à transférer votre compte {site} vers {email}. Si c’est vous, vous n’avez rien à faire. Sinon, annulez le changement avec ce lien (valable 7 jours) ; nous déconnecterons aussi tous vos appareils :',
        button: 'Ce n’était pas moi',
        note: 'Choisissez ensuite un nouveau mot de passe : quelqu’un connaît peut-être l’actuel.',
      },
    },
  },
  es: {
    greeting: 'Hola, {name}:',
    linkHint: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    signature: 'El equipo de {site}',
    kinds: {
      activate: {
        subject: 'Activa tu cuenta de {site}',
        body: '¡Te damos la bienvenida a {site}! Confirma tu dirección de correo electrónico para activar tu cuenta:',
        button: 'Activar mi cuenta',
        note: 'Si no te has registrado en {site}, puedes ignorar este correo.',
      },
      password_reset: {
        subject: 'Restablece tu contraseña de {site}',
        body: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de {site}. Elige una nueva contraseña con este enlace; funciona una sola vez y durante una hora:',
        button: 'Elegir una nueva contraseña',
        note: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
      },
      mail_change: {
        subject: 'Confirma tu nueva dirección de correo para {site}',
        body: 'Has pedido usar esta dirección para tu cuenta de {site}. Confírmala con este enlace (válido 24 horas):',
        button: 'Confirmar mi nueva dirección',
        note: 'Si no lo has pedido tú, ignora este correo: no cambiará nada.',
      },
      mail_change_undo: {
        subject: 'La dirección de correo de tu cuenta de {site} va a cambiar',
        body: 'Alguien ha pedido trasladar tu cuenta de {site} a {email}. Si has sido tú, no tienes que hacer nada. Si no, deshaz el cambio con este enlace (válido 7 días); también cerraremos la sesión en todos los dispositivos:',
        button: 'No he sido yo',
        note: 'Después elige una nueva contraseña: puede que alguien conozca la actual.',
      },
    },
  },
  pl: {
    greeting: 'Cześć {name},',
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    signature: 'Zespół {site}',
    kinds: {
      activate: {
        subject: 'Aktywuj swoje konto w {site}',
        body: 'Witamy w {site}! Potwierdź swój adres e-mail, aby aktywować konto:',
        button: 'Aktywuj konto',
        note: 'Jeśli to nie Ty zakładasz konto w {site}, zignoruj tę wiadomość.',
      },
      password_reset: {
        subject: 'Zresetuj hasło w {site}',
        body: 'Ktoś (mamy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta w {site}. Ustaw nowe hasło, korzystając z tego linku; działa on jednorazowo przez godzinę:',
        button: 'Ustaw nowe hasło',
        note: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
      },
      mail_change: {
        subject: 'Potwierdź nowy adres e-mail w {site}',
        body: 'Otrzymaliśmy prośbę o używanie tego adresu dla Twojego konta w {site}. Potwierdź go, korzystając z tego linku (ważny 24 godziny):',
        button: 'Potwierdź nowy adres',
        note: 'Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.',
      },
      mail_change_undo: {
        subject: 'Adres e-mail Twojego konta w {site} zostanie zmieniony',
        body: 'Otrzymaliśmy prośbę o przeniesienie Twojego konta w {site} na adres {email}. Jeśli to Ty, nie musisz nic robić. Jeśli nie, cofnij zmianę, korzystając z tego linku (ważny 7 dni); wylogujemy też wszystkie urządzenia:',
        button: 'To nie ja',
        note: 'Następnie ustaw nowe hasło: ktoś może znać obecne.',
      },
    },
  },
}
