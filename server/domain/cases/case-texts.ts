// The words of a case's acknowledgement (case-mail.ts) in every interface language: that we
// received the contact message, notice or report, its reference number, what happens next,
// and a copy of what was sent. {site} and {reference} are filled in. The greeting and the
// signature are the account mails' (mail/texts.ts), and so is the form of address: formal
// (vous) in French, informal elsewhere. A notice's next steps are those of DSA art. 16(4)–(5):
// we decide carefully and tell the sender what we decided.
import type { Locale } from '../../../src/contract/locales'
import type { CaseKind } from '../../db/schema'

export interface CaseTexts {
  subject: Record<CaseKind, string>
  received: Record<CaseKind, string>
  next: Record<CaseKind, string>
  /** The row with the reference number. */
  reference: string
  /** Above the copy of what was sent. */
  copy: string
}

export const CASE_TEXTS: Record<Locale, CaseTexts> = {
  en: {
    subject: {
      contact: 'We received your message — {reference}',
      notice: 'We received your notice — {reference}',
      report: 'We received your report — {reference}',
    },
    received: {
      contact: 'Thank you for contacting {site}. We received your message.',
      notice: 'Thank you for your notice to {site}. We received it.',
      report: 'Thank you for your report to {site}. We received it.',
    },
    next: {
      contact:
        'We answer within two working days. Reply to this email if you want to add something.',
      notice:
        'We will look at the content you pointed out carefully and without delay, and tell you by email what we decided and why.',
      report:
        'A moderator will look at it. The member you reported is not told who reported them. If you no longer want contact, you can block them from their profile.',
    },
    reference: 'Your reference number',
    copy: 'What you sent us:',
  },
  nl: {
    subject: {
      contact: 'We hebben je bericht ontvangen — {reference}',
      notice: 'We hebben je melding ontvangen — {reference}',
      report: 'We hebben je rapportage ontvangen — {reference}',
    },
    received: {
      contact: 'Bedankt voor je bericht aan {site}. We hebben het ontvangen.',
      notice: 'Bedankt voor je melding aan {site}. We hebben hem ontvangen.',
      report: 'Bedankt voor je rapportage aan {site}. We hebben hem ontvangen.',
    },
    next: {
      contact:
        'We antwoorden binnen twee werkdagen. Beantwoord deze e-mail als je nog iets wilt toevoegen.',
      notice:
        'We bekijken de inhoud die je meldde zorgvuldig en zonder vertraging, en laten je per e-mail weten wat we besloten en waarom.',
      report:
        'Een moderator bekijkt het. Het lid dat je rapporteerde hoort niet wie dat deed. Wil je geen contact meer, dan kun je dit lid blokkeren via het profiel.',
    },
    reference: 'Je referentienummer',
    copy: 'Wat je ons stuurde:',
  },
  de: {
    subject: {
      contact: 'Wir haben deine Nachricht erhalten — {reference}',
      notice: 'Wir haben deine Meldung erhalten — {reference}',
      report: 'Wir haben deine Meldung erhalten — {reference}',
    },
    received: {
      contact: 'Danke für deine Nachricht an {site}. Wir haben sie erhalten.',
      notice: 'Danke für deine Meldung an {site}. Wir haben sie erhalten.',
      report: 'Danke, dass du uns ein Mitglied gemeldet hast. {site} hat deine Meldung erhalten.',
    },
    next: {
      contact:
        'Wir antworten innerhalb von zwei Werktagen. Antworte auf diese E-Mail, wenn du etwas ergänzen möchtest.',
      notice:
        'Wir prüfen den gemeldeten Inhalt sorgfältig und unverzüglich und teilen dir per E-Mail mit, was wir entschieden haben und warum.',
      report:
        'Ein Moderator sieht es sich an. Das gemeldete Mitglied erfährt nicht, wer es gemeldet hat. Wenn du keinen Kontakt mehr möchtest, kannst du es über sein Profil blockieren.',
    },
    reference: 'Deine Referenznummer',
    copy: 'Was du uns geschickt hast:',
  },
  it: {
    subject: {
      contact: 'Abbiamo ricevuto il tuo messaggio — {reference}',
      notice: 'Abbiamo ricevuto la tua segnalazione — {reference}',
      report: 'Abbiamo ricevuto la tua segnalazione — {reference}',
    },
    received: {
      contact: 'Grazie per aver scritto a {site}. Abbiamo ricevuto il tuo messaggio.',
      notice: 'Grazie per la tua segnalazione a {site}. L’abbiamo ricevuta.',
      report: 'Grazie per aver segnalato un utente a {site}. Abbiamo ricevuto la segnalazione.',
    },
    next: {
      contact:
        'Rispondiamo entro due giorni lavorativi. Rispondi a questa email se vuoi aggiungere qualcosa.',
      notice:
        'Esamineremo il contenuto segnalato con attenzione e senza ritardi, e ti diremo via email cosa abbiamo deciso e perché.',
      report:
        'Un moderatore la esaminerà. L’utente segnalato non saprà chi lo ha segnalato. Se non vuoi più contatti, puoi bloccarlo dal suo profilo.',
    },
    reference: 'Il tuo numero di riferimento',
    copy: 'Cosa ci hai inviato:',
  },
  fr: {
    subject: {
      contact: 'Nous avons bien reçu votre message — {reference}',
      notice: 'Nous avons bien reçu votre notification — {reference}',
      report: 'Nous avons bien reçu votre signalement — {reference}',
    },
    received: {
      contact: 'Merci d’avoir contacté {site}. Nous avons bien reçu votre message.',
      notice: 'Merci pour votre notification à {site}. Nous l’avons bien reçue.',
      report: 'Merci pour votre signalement à {site}. Nous l’avons bien reçu.',
    },
    next: {
      contact:
        'Nous répondons sous deux jours ouvrés. Répondez à cet e-mail si vous souhaitez ajouter quelque chose.',
      notice:
        'Nous examinerons le contenu signalé avec soin et sans délai, et vous indiquerons par e-mail notre décision et ses motifs.',
      report:
        'Un modérateur va l’examiner. Le membre signalé ne saura pas qui l’a signalé. Si vous ne souhaitez plus de contact, vous pouvez le bloquer depuis son profil.',
    },
    reference: 'Votre numéro de référence',
    copy: 'Ce que vous nous avez envoyé :',
  },
  es: {
    subject: {
      contact: 'Hemos recibido tu mensaje — {reference}',
      notice: 'Hemos recibido tu notificación — {reference}',
      report: 'Hemos recibido tu denuncia — {reference}',
    },
    received: {
      contact: 'Gracias por escribir a {site}. Hemos recibido tu mensaje.',
      notice: 'Gracias por tu notificación a {site}. La hemos recibido.',
      report: 'Gracias por tu denuncia a {site}. La hemos recibido.',
    },
    next: {
      contact:
        'Respondemos en un plazo de dos días laborables. Responde a este correo si quieres añadir algo.',
      notice:
        'Revisaremos el contenido que nos indicas con atención y sin demora, y te diremos por correo qué hemos decidido y por qué.',
      report:
        'Un moderador lo revisará. El miembro denunciado no sabrá quién lo denunció. Si ya no quieres contacto, puedes bloquearlo desde su perfil.',
    },
    reference: 'Tu número de referencia',
    copy: 'Lo que nos enviaste:',
  },
  pl: {
    subject: {
      contact: 'Otrzymaliśmy Twoją wiadomość — {reference}',
      notice: 'Otrzymaliśmy Twoje zgłoszenie — {reference}',
      report: 'Otrzymaliśmy Twoje zgłoszenie — {reference}',
    },
    received: {
      contact: 'Dziękujemy za kontakt z {site}. Otrzymaliśmy Twoją wiadomość.',
      notice: 'Dziękujemy za zgłoszenie do {site}. Otrzymaliśmy je.',
      report: 'Dziękujemy za zgłoszenie użytkownika do {site}. Otrzymaliśmy je.',
    },
    next: {
      contact:
        'Odpowiadamy w ciągu dwóch dni roboczych. Odpowiedz na tego e-maila, jeśli chcesz coś dodać.',
      notice:
        'Starannie i bez zwłoki sprawdzimy wskazane treści i poinformujemy Cię e-mailem, co postanowiliśmy i dlaczego.',
      report:
        'Moderator to sprawdzi. Zgłoszony użytkownik nie dowie się, kto go zgłosił. Jeśli nie chcesz już kontaktu, możesz go zablokować na jego profilu.',
    },
    reference: 'Twój numer referencyjny',
    copy: 'Co nam wysłałeś/wysłałaś:',
  },
}
