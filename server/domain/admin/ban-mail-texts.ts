// The words of the ban mail (ban-mail.ts) in every interface language: our statement of
// reasons (DSA art. 17) — that the account was blocked and when, on which ground (the same
// sentences /pages/ban shows, src/features/pages/BanNotice.tsx), what a block means, and how
// to object (art. 20: free, within 6 months, looked at by a person) or go to a dispute body
// (art. 21). {site} and {date} are filled in. The greeting, the hint under the button and the
// signature are the account mails' (mail/texts.ts), and so is the form of address: formal
// (vous) in French, informal elsewhere.
import type { BanGround } from '../../../src/contract/admin'
import type { Locale } from '../../../src/contract/locales'

export interface BanMailTexts {
  subject: string
  /** {date}: when the block began, in the member's time zone. */
  blocked: string
  /** Above the ground's sentence. */
  why: string
  grounds: Record<BanGround, string>
  means: string
  object: string
  button: string
  courts: string
}

export const BAN_MAIL_TEXTS: Record<Locale, BanMailTexts> = {
  en: {
    subject: 'Your {site} account has been blocked',
    blocked: 'We blocked your {site} account on {date}.',
    why: 'Why:',
    grounds: {
      fake: 'Your profile gave false information about who you are.',
      scam: 'You asked other members for money or tried to deceive them.',
      harassment: 'You harassed, threatened or insulted other members.',
      inappropriate: 'You shared sexual or offensive content that is not allowed here.',
      minor: 'We have reason to believe that you are younger than 18.',
      spam: 'You sent advertising, or the same message to many members.',
      terms: 'You broke our terms and conditions.',
    },
    means:
      'You have been logged out everywhere, your profile is hidden from other members, and you cannot log in while the block lasts.',
    object:
      'Do you think this is wrong? You can object within 6 months, free of charge: use the form on our customer service page and tell us why. A person reviews the decision again and we answer as a rule within 2 working days. The page below explains the block and your options.',
    button: 'Read about the block',
    courts:
      'You can also take our decision to a certified out-of-court dispute settlement body (Digital Services Act, art. 21) or to court.',
  },
  nl: {
    subject: 'Je {site}-account is geblokkeerd',
    blocked: 'We hebben je {site}-account op {date} geblokkeerd.',
    why: 'Waarom:',
    grounds: {
      fake: 'Je profiel gaf onjuiste informatie over wie je bent.',
      scam: 'Je hebt andere leden om geld gevraagd of geprobeerd hen te misleiden.',
      harassment: 'Je hebt andere leden lastiggevallen, bedreigd of beledigd.',
      inappropriate:
        'Je hebt seksuele of aanstootgevende inhoud gedeeld die hier niet is toegestaan.',
      minor: 'We hebben reden om aan te nemen dat je jonger bent dan 18.',
      spam: 'Je hebt reclame gestuurd, of hetzelfde bericht aan veel leden.',
      terms: 'Je hebt onze algemene voorwaarden geschonden.',
    },
    means:
      'Je bent overal uitgelogd, je profiel is verborgen voor andere leden en je kunt niet inloggen zolang de blokkade duurt.',
    object:
      'Denk je dat dit niet klopt? Je kunt binnen 6 maanden gratis bezwaar maken: gebruik het formulier op onze klantenservicepagina en vertel ons waarom. Een mens bekijkt het besluit opnieuw en we antwoorden in de regel binnen 2 werkdagen. Op de pagina hieronder lees je meer over de blokkade en je mogelijkheden.',
    button: 'Lees over de blokkade',
    courts:
      'Je kunt ons besluit ook voorleggen aan een erkende buitengerechtelijke geschillenbeslechtingsinstantie (Digital Services Act, art. 21) of aan de rechter.',
  },
  de: {
    subject: 'Dein {site}-Konto wurde gesperrt',
    blocked: 'Wir haben dein {site}-Konto am {date} gesperrt.',
    why: 'Warum:',
    grounds: {
      fake: 'Dein Profil hat falsche Angaben darüber gemacht, wer du bist.',
      scam: 'Du hast andere Mitglieder um Geld gebeten oder versucht, sie zu täuschen.',
      harassment: 'Du hast andere Mitglieder belästigt, bedroht oder beleidigt.',
      inappropriate:
        'Du hast sexuelle oder anstößige Inhalte geteilt, die hier nicht erlaubt sind.',
      minor: 'Wir haben Grund zu der Annahme, dass du jünger als 18 bist.',
      spam: 'Du hast Werbung oder dieselbe Nachricht an viele Mitglieder geschickt.',
      terms: 'Du hast gegen unsere AGB verstoßen.',
    },
    means:
      'Du wurdest überall abgemeldet, dein Profil ist für andere Mitglieder verborgen und du kannst dich nicht anmelden, solange die Sperre besteht.',
    object:
      'Hältst du das für falsch? Du kannst innerhalb von 6 Monaten kostenlos widersprechen: Nutze das Formular auf unserer Kundenservice-Seite und sag uns, warum. Ein Mensch prüft die Entscheidung erneut, und wir antworten in der Regel innerhalb von 2 Werktagen. Auf der Seite unten erfährst du mehr über die Sperre und deine Möglichkeiten.',
    button: 'Mehr zur Sperre',
    courts:
      'Du kannst unsere Entscheidung auch einer zertifizierten außergerichtlichen Streitbeilegungsstelle (Digital Services Act, Art. 21) oder einem Gericht vorlegen.',
  },
  it: {
    subject: 'Il tuo account {site} è stato bloccato',
    blocked: 'Abbiamo bloccato il tuo account {site} il {date}.',
    why: 'Perché:',
    grounds: {
      fake: 'Il tuo profilo forniva informazioni false su chi sei.',
      scam: 'Hai chiesto soldi ad altri membri o hai cercato di ingannarli.',
      harassment: 'Hai molestato, minacciato o insultato altri membri.',
      inappropriate: 'Hai condiviso contenuti sessuali od offensivi che qui non sono ammessi.',
      minor: 'Abbiamo motivo di ritenere che tu abbia meno di 18 anni.',
      spam: 'Hai inviato pubblicità, o lo stesso messaggio a molti membri.',
      terms: 'Hai violato i nostri termini e condizioni.',
    },
    means:
      'Abbiamo chiuso tutte le tue sessioni, il tuo profilo è nascosto agli altri membri e non puoi accedere finché dura il blocco.',
    object:
      'Pensi che sia sbagliato? Puoi opporti entro 6 mesi, gratuitamente: usa il modulo nella nostra pagina del servizio clienti e spiegaci perché. Una persona riesamina la decisione e di norma rispondiamo entro 2 giorni lavorativi. La pagina qui sotto spiega il blocco e le tue possibilità.',
    button: 'Leggi del blocco',
    courts:
      'Puoi anche sottoporre la nostra decisione a un organismo certificato di risoluzione extragiudiziale delle controversie (Digital Services Act, art. 21) o a un tribunale.',
  },
  fr: {
    subject: 'Votre compte {site} a été bloqué',
    blocked: 'Nous avons bloqué votre compte {site} le {date}.',
    why: 'Pourquoi :',
    grounds: {
      fake: 'Votre profil donnait de fausses informations sur votre identité.',
      scam: 'Vous avez demandé de l’argent à d’autres membres ou tenté de les tromper.',
      harassment: 'Vous avez harcelé, menacé ou insulté d’autres membres.',
      inappropriate: 'Vous avez partagé un contenu sexuel ou choquant qui n’est pas autorisé ici.',
      minor: 'Nous avons des raisons de penser que vous avez moins de 18 ans.',
      spam: 'Vous avez envoyé de la publicité, ou le même message à de nombreux membres.',
      terms: 'Vous avez enfreint nos conditions générales.',
    },
    means:
      'Toutes vos sessions ont été fermées, votre profil est masqué pour les autres membres et vous ne pouvez pas vous connecter tant que le blocage dure.',
    object:
      'Vous pensez que c’est une erreur ? Vous pouvez contester gratuitement dans un délai de 6 mois : utilisez le formulaire de notre page service client et dites-nous pourquoi. Une personne réexamine la décision et nous répondons en règle générale sous 2 jours ouvrés. La page ci-dessous explique le blocage et vos possibilités.',
    button: 'En savoir plus sur le blocage',
    courts:
      'Vous pouvez aussi soumettre notre décision à un organisme certifié de règlement extrajudiciaire des litiges (règlement sur les services numériques, art. 21) ou à un tribunal.',
  },
  es: {
    subject: 'Tu cuenta de {site} ha sido bloqueada',
    blocked: 'Bloqueamos tu cuenta de {site} el {date}.',
    why: 'Por qué:',
    grounds: {
      fake: 'Tu perfil daba información falsa sobre quién eres.',
      scam: 'Has pedido dinero a otros miembros o has intentado engañarlos.',
      harassment: 'Has acosado, amenazado o insultado a otros miembros.',
      inappropriate: 'Has compartido contenido sexual u ofensivo que aquí no está permitido.',
      minor: 'Tenemos motivos para creer que eres menor de 18 años.',
      spam: 'Has enviado publicidad, o el mismo mensaje a muchos miembros.',
      terms: 'Has incumplido nuestros términos y condiciones.',
    },
    means:
      'Se ha cerrado tu sesión en todas partes, tu perfil está oculto para los demás miembros y no puedes iniciar sesión mientras dure el bloqueo.',
    object:
      '¿Crees que es un error? Puedes recurrir gratis en un plazo de 6 meses: usa el formulario de nuestra página de atención al cliente y dinos por qué. Una persona revisa la decisión de nuevo y, por lo general, respondemos en 2 días laborables. La página de abajo explica el bloqueo y tus opciones.',
    button: 'Más sobre el bloqueo',
    courts:
      'También puedes llevar nuestra decisión a un órgano certificado de resolución extrajudicial de litigios (Reglamento de Servicios Digitales, art. 21) o a los tribunales.',
  },
  pl: {
    subject: 'Twoje konto w {site} zostało zablokowane',
    blocked: 'Zablokowaliśmy Twoje konto w {site} {date}.',
    why: 'Dlaczego:',
    grounds: {
      fake: 'Twój profil zawierał nieprawdziwe informacje o tym, kim jesteś.',
      scam: 'Z Twojego konta proszono innych członków o pieniądze lub próbowano ich oszukać.',
      harassment: 'Z Twojego konta nękano, zastraszano lub obrażano innych członków.',
      inappropriate:
        'Z Twojego konta udostępniono treści o charakterze seksualnym lub obraźliwe, które są tu niedozwolone.',
      minor: 'Mamy powody sądzić, że masz mniej niż 18 lat.',
      spam: 'Z Twojego konta wysyłano reklamy lub tę samą wiadomość do wielu członków.',
      terms: 'Twoje konto naruszyło nasz regulamin.',
    },
    means:
      'Wylogowaliśmy Cię na wszystkich urządzeniach, Twój profil jest ukryty przed innymi członkami i nie możesz się zalogować, dopóki trwa blokada.',
    object:
      'Uważasz, że to błąd? Możesz bezpłatnie wnieść sprzeciw w ciągu 6 miesięcy: skorzystaj z formularza na naszej stronie obsługi klienta i napisz nam, dlaczego. Człowiek ponownie rozpatrzy decyzję, a odpowiadamy zwykle w ciągu 2 dni roboczych. Strona poniżej wyjaśnia blokadę i Twoje możliwości.',
    button: 'Przeczytaj o blokadzie',
    courts:
      'Możesz też skierować naszą decyzję do certyfikowanego organu pozasądowego rozstrzygania sporów (akt o usługach cyfrowych, art. 21) lub do sądu.',
  },
}
