// The free profile text of a demo member, in the member's language, composed from sentence
// fragments (an opener, one or two lines about themselves, what they like, what they are
// looking for, a closer) so that thousands of members rarely read alike. Fragments whose
// grammar depends on the writer's gender come as [male, female].
import type { Locale } from '../../../src/contract/locales'
import type { Gender } from '../../../src/contract/profile-field-names'
import { PROFILE_FIELD_CHOICES } from '../../../src/contract/profile-field-names'
import { INTEREST_LIST } from '../../db/seed/interest-list'
import type { Rng } from './prng'

type LookingFor = (typeof PROFILE_FIELD_CHOICES.looking_for)[number]
type Fragment = string | readonly [male: string, female: string]

interface TextParts {
  openers: readonly Fragment[]
  about: readonly Fragment[]
  /** `{list}` becomes a few interests. */
  likes: readonly Fragment[]
  lookingFor: Readonly<Record<LookingFor, readonly Fragment[]>>
  closers: readonly Fragment[]
  and: string
}

const TEXTS: Readonly<Record<Locale, TextParts>> = {
  en: {
    openers: [
      'Hi there!',
      'Hello!',
      'Hey, nice of you to read my profile.',
      'Hi, thanks for stopping by.',
      'Well, here goes…',
    ],
    about: [
      "I'm a cheerful person who laughs a lot.",
      'Friends describe me as honest and easy-going.',
      'I work in healthcare and really enjoy my job.',
      "I'm a bit shy at first, but that passes quickly.",
      "During the week I'm busy with work; at the weekend I like to get out.",
      "I'm spontaneous and always up for something new.",
      'I enjoy the little things in life.',
      "I have a good sense of humour and don't take myself too seriously.",
      "I'm a bit of a homebody, but I like a night out now and then.",
      'I work in IT and spend as much of my free time outdoors as I can.',
    ],
    likes: [
      'I love {list}.',
      "In my free time you'll find me busy with {list}.",
      'My hobbies: {list}.',
      'What makes me happy: {list}.',
    ],
    lookingFor: {
      friendship: [
        "I'm looking for new friends to do fun things with.",
        'A good friendship to start with would be great.',
      ],
      chat: ["I'm mostly here for a good chat.", 'Fancy a chat? Just send me a message.'],
      dating: ["I'd like to go on a few nice dates.", 'Who wants to go for a drink with me?'],
      relationship: [
        "I'm looking for someone to share my life with.",
        'I hope to meet someone for a serious relationship.',
      ],
      flirt: [
        "I'm up for a flirt, let's see where it goes.",
        'A little flirting never hurt anyone, right?',
      ],
    },
    closers: [
      'Send me a message!',
      'Curious? Say hi!',
      'Hope to hear from you soon.',
      "Don't be shy, send me a message.",
      'See you soon?',
    ],
    and: 'and',
  },
  nl: {
    openers: [
      'Hoi!',
      'Hallo daar!',
      'Leuk dat je mijn profiel bekijkt.',
      'Hey, welkom op mijn profiel.',
      'Nou, daar gaan we dan…',
    ],
    about: [
      'Ik ben een vrolijk persoon die veel lacht.',
      'Vrienden noemen me eerlijk en makkelijk in de omgang.',
      'Ik werk in de zorg en doe dat met veel plezier.',
      'In het begin ben ik een beetje verlegen, maar dat is snel over.',
      'Doordeweeks ben ik druk met mijn werk, in het weekend ga ik er graag op uit.',
      'Ik ben spontaan en sta altijd open voor iets nieuws.',
      'Ik geniet van de kleine dingen in het leven.',
      'Ik heb gevoel voor humor en neem mezelf niet te serieus.',
      'Ik ben best een huismus, maar ga ook graag eens uit.',
      'Ik werk in de ICT en ben in mijn vrije tijd zoveel mogelijk buiten.',
    ],
    likes: [
      'Ik hou van {list}.',
      'In mijn vrije tijd ben ik bezig met {list}.',
      "Mijn hobby's: {list}.",
      'Waar ik blij van word: {list}.',
    ],
    lookingFor: {
      friendship: [
        'Ik zoek nieuwe vrienden om leuke dingen mee te doen.',
        'Een goede vriendschap om mee te beginnen lijkt me fijn.',
      ],
      chat: [
        'Ik ben hier vooral voor een leuk gesprek.',
        'Zin om te chatten? Stuur me gerust een bericht.',
      ],
      dating: ['Ik zou graag eens op een leuke date gaan.', 'Wie gaat er met mij wat drinken?'],
      relationship: [
        'Ik zoek iemand om het leven mee te delen.',
        'Ik hoop iemand te ontmoeten voor een serieuze relatie.',
      ],
      flirt: [
        'Ik ben in voor een flirt, we zien wel waar het heen gaat.',
        'Een beetje flirten kan toch geen kwaad?',
      ],
    },
    closers: [
      'Stuur me een berichtje!',
      'Nieuwsgierig? Zeg gerust hoi!',
      'Hopelijk tot snel.',
      'Wees niet verlegen en stuur een bericht.',
      'Tot snel?',
    ],
    and: 'en',
  },
  de: {
    openers: [
      'Hallo!',
      'Hi, schön, dass du vorbeischaust.',
      'Hey, willkommen auf meinem Profil.',
      'Servus!',
      'Na, dann wollen wir mal…',
    ],
    about: [
      'Ich bin ein fröhlicher Mensch und lache gern.',
      'Freunde beschreiben mich als ehrlich und unkompliziert.',
      'Ich arbeite im Gesundheitswesen und mache meinen Job gern.',
      'Am Anfang bin ich etwas schüchtern, aber das legt sich schnell.',
      'Unter der Woche bin ich viel mit der Arbeit beschäftigt, am Wochenende bin ich gern unterwegs.',
      'Ich bin spontan und immer offen für Neues.',
      'Ich genieße die kleinen Dinge im Leben.',
      'Ich habe Humor und nehme mich selbst nicht zu ernst.',
      'Ich bin eher häuslich, gehe aber auch gern mal aus.',
      'Ich arbeite in der IT und bin in meiner Freizeit so oft wie möglich draußen.',
    ],
    likes: [
      'Ich mag {list}.',
      'In meiner Freizeit dreht sich viel um {list}.',
      'Meine Hobbys: {list}.',
      'Was mich glücklich macht: {list}.',
    ],
    lookingFor: {
      friendship: [
        'Ich suche neue Freunde für gemeinsame Unternehmungen.',
        'Eine gute Freundschaft wäre ein schöner Anfang.',
      ],
      chat: [
        'Ich bin vor allem hier, um nett zu plaudern.',
        'Lust zu chatten? Schreib mir einfach.',
      ],
      dating: ['Ich würde gern mal auf ein schönes Date gehen.', 'Wer geht mit mir etwas trinken?'],
      relationship: [
        'Ich suche jemanden, mit dem ich mein Leben teilen kann.',
        'Ich hoffe, hier jemanden für eine feste Beziehung zu finden.',
      ],
      flirt: [
        'Ich bin offen für einen Flirt, mal sehen, was daraus wird.',
        'Ein bisschen Flirten hat noch niemandem geschadet, oder?',
      ],
    },
    closers: [
      'Schreib mir!',
      'Neugierig? Sag einfach Hallo!',
      'Ich freue mich auf deine Nachricht.',
      'Sei nicht schüchtern und schreib mir.',
      'Bis bald?',
    ],
    and: 'und',
  },
  fr: {
    openers: [
      'Bonjour !',
      'Salut, merci de passer sur mon profil.',
      'Coucou !',
      'Bienvenue sur mon profil.',
      'Bon, je me lance…',
    ],
    about: [
      "Je suis quelqu'un de joyeux qui rit beaucoup.",
      'Mes amis me décrivent comme honnête et facile à vivre.',
      "Je travaille dans la santé et j'aime mon métier.",
      'Je suis un peu timide au début, mais ça passe vite.',
      [
        "En semaine je suis très pris par le travail, le week-end j'aime sortir.",
        "En semaine je suis très prise par le travail, le week-end j'aime sortir.",
      ],
      [
        'Je suis spontané et toujours partant pour de nouvelles choses.',
        'Je suis spontanée et toujours partante pour de nouvelles choses.',
      ],
      "J'apprécie les petites choses de la vie.",
      "J'ai de l'humour et je ne me prends pas trop au sérieux.",
      [
        "Je suis plutôt casanier, mais j'aime sortir de temps en temps.",
        "Je suis plutôt casanière, mais j'aime sortir de temps en temps.",
      ],
      "Je travaille dans l'informatique et je passe mon temps libre dehors autant que possible.",
    ],
    likes: [
      'Mes passions : {list}.',
      'Pendant mon temps libre : {list}.',
      ['Ce qui me rend heureux : {list}.', 'Ce qui me rend heureuse : {list}.'],
      "Ce que j'aime : {list}.",
    ],
    lookingFor: {
      friendship: [
        'Je cherche de nouveaux amis pour partager de bons moments.',
        'Une belle amitié pour commencer, ce serait super.',
      ],
      chat: ['Je suis surtout là pour discuter.', 'Envie de discuter ? Envoie-moi un message.'],
      dating: [
        "J'aimerais bien aller à quelques rendez-vous sympas.",
        'Qui vient boire un verre avec moi ?',
      ],
      relationship: [
        "Je cherche quelqu'un avec qui partager ma vie.",
        "J'espère rencontrer quelqu'un pour une relation sérieuse.",
      ],
      flirt: [
        [
          'Partant pour un flirt, on verra bien où ça mène.',
          'Partante pour un flirt, on verra bien où ça mène.',
        ],
        "Un petit flirt n'a jamais fait de mal à personne, non ?",
      ],
    },
    closers: [
      'Écris-moi !',
      'Curieux ou curieuse ? Dis-moi bonjour !',
      "J'espère te lire bientôt.",
      'Ne sois pas timide, envoie-moi un message.',
      'À bientôt ?',
    ],
    and: 'et',
  },
  es: {
    openers: [
      '¡Hola!',
      '¡Hola! Gracias por pasar por mi perfil.',
      '¡Buenas!',
      'Qué bien que leas mi perfil.',
      'Bueno, allá voy…',
    ],
    about: [
      'Soy una persona alegre que se ríe mucho.',
      [
        'Mis amigos dicen que soy sincero y fácil de tratar.',
        'Mis amigos dicen que soy sincera y fácil de tratar.',
      ],
      'Trabajo en el sector sanitario y me gusta mucho mi trabajo.',
      [
        'Al principio soy un poco tímido, pero se me pasa rápido.',
        'Al principio soy un poco tímida, pero se me pasa rápido.',
      ],
      [
        'Entre semana estoy muy liado con el trabajo; el fin de semana me gusta salir.',
        'Entre semana estoy muy liada con el trabajo; el fin de semana me gusta salir.',
      ],
      [
        'Soy espontáneo y siempre estoy abierto a cosas nuevas.',
        'Soy espontánea y siempre estoy abierta a cosas nuevas.',
      ],
      'Disfruto de las pequeñas cosas de la vida.',
      'Tengo sentido del humor y no me tomo demasiado en serio.',
      [
        'Soy bastante casero, pero también me gusta salir de vez en cuando.',
        'Soy bastante casera, pero también me gusta salir de vez en cuando.',
      ],
      'Trabajo en informática y paso al aire libre todo el tiempo libre que puedo.',
    ],
    likes: [
      'Mis aficiones: {list}.',
      'Lo que más me gusta: {list}.',
      'En mi tiempo libre: {list}.',
      'Lo que me hace feliz: {list}.',
    ],
    lookingFor: {
      friendship: [
        'Busco nuevos amigos para hacer planes divertidos.',
        'Una buena amistad para empezar estaría genial.',
      ],
      chat: ['Estoy aquí sobre todo para charlar.', '¿Te apetece chatear? Escríbeme.'],
      dating: ['Me gustaría tener alguna cita bonita.', '¿Quién se toma algo conmigo?'],
      relationship: [
        'Busco a alguien con quien compartir la vida.',
        'Espero conocer a alguien para una relación seria.',
      ],
      flirt: [
        'Me apunto a un flirteo, ya veremos adónde lleva.',
        'Un poco de coqueteo no hace daño a nadie, ¿no?',
      ],
    },
    closers: [
      '¡Escríbeme!',
      '¿Te pica la curiosidad? ¡Salúdame!',
      'Espero saber de ti pronto.',
      'No te cortes y mándame un mensaje.',
      '¿Hasta pronto?',
    ],
    and: 'y',
  },
  it: {
    openers: [
      'Ciao!',
      'Ciao a tutti!',
      'Eccomi qui!',
      'Grazie per aver guardato il mio profilo.',
      'Allora, mi presento…',
    ],
    about: [
      'Sono una persona allegra che ride molto.',
      [
        'Gli amici dicono che sono sincero e alla mano.',
        'Gli amici dicono che sono sincera e alla mano.',
      ],
      'Lavoro nella sanità e amo il mio lavoro.',
      [
        "All'inizio sono un po' timido, ma mi passa presto.",
        "All'inizio sono un po' timida, ma mi passa presto.",
      ],
      [
        'In settimana sono preso dal lavoro, nel weekend mi piace uscire.',
        'In settimana sono presa dal lavoro, nel weekend mi piace uscire.',
      ],
      [
        'Sono spontaneo e sempre aperto alle novità.',
        'Sono spontanea e sempre aperta alle novità.',
      ],
      'Mi godo le piccole cose della vita.',
      "Ho senso dell'umorismo e non mi prendo troppo sul serio.",
      'Sto bene a casa, ma ogni tanto mi piace uscire.',
      "Lavoro nell'informatica e passo il tempo libero all'aria aperta il più possibile.",
    ],
    likes: [
      'Le mie passioni: {list}.',
      'Nel tempo libero: {list}.',
      'Cosa mi piace: {list}.',
      'Cosa mi rende felice: {list}.',
    ],
    lookingFor: {
      friendship: [
        'Cerco nuovi amici per fare cose divertenti insieme.',
        'Una bella amicizia per cominciare sarebbe fantastica.',
      ],
      chat: ['Sono qui soprattutto per fare due chiacchiere.', 'Ti va di chattare? Scrivimi pure.'],
      dating: [
        'Mi piacerebbe uscire per qualche bell’appuntamento.',
        'Chi viene a bere qualcosa con me?',
      ],
      relationship: [
        'Cerco qualcuno con cui condividere la vita.',
        'Spero di conoscere qualcuno per una relazione seria.',
      ],
      flirt: [
        [
          'Sono aperto a un flirt, vediamo dove ci porta.',
          'Sono aperta a un flirt, vediamo dove ci porta.',
        ],
        'Un po’ di flirt non ha mai fatto male a nessuno, no?',
      ],
    },
    closers: [
      'Scrivimi!',
      'Ti incuriosisco? Salutami!',
      'Spero di sentirti presto.',
      'Non farti problemi, mandami un messaggio.',
      'A presto?',
    ],
    and: 'e',
  },
  pl: {
    openers: [
      'Cześć!',
      'Hej, miło, że zaglądasz na mój profil.',
      'Witaj!',
      'Dzień dobry!',
      'No to zaczynamy…',
    ],
    about: [
      'Jestem pogodną osobą, która dużo się śmieje.',
      [
        'Znajomi mówią, że jestem szczery i bezproblemowy.',
        'Znajomi mówią, że jestem szczera i bezproblemowa.',
      ],
      'Pracuję w służbie zdrowia i lubię swoją pracę.',
      [
        'Na początku jestem trochę nieśmiały, ale szybko mi przechodzi.',
        'Na początku jestem trochę nieśmiała, ale szybko mi przechodzi.',
      ],
      [
        'W tygodniu jestem zajęty pracą, a w weekendy lubię gdzieś wyjść.',
        'W tygodniu jestem zajęta pracą, a w weekendy lubię gdzieś wyjść.',
      ],
      [
        'Jestem spontaniczny i zawsze otwarty na coś nowego.',
        'Jestem spontaniczna i zawsze otwarta na coś nowego.',
      ],
      'Cieszą mnie małe rzeczy w życiu.',
      'Mam poczucie humoru i nie traktuję siebie zbyt poważnie.',
      'Lubię spędzać czas w domu, ale czasem chętnie gdzieś wyjdę.',
      'Pracuję w IT, a wolny czas spędzam jak najczęściej na świeżym powietrzu.',
    ],
    likes: [
      'Moje pasje: {list}.',
      'W wolnym czasie: {list}.',
      'Co lubię: {list}.',
      'Co mnie cieszy: {list}.',
    ],
    lookingFor: {
      friendship: [
        'Szukam nowych znajomych do wspólnego spędzania czasu.',
        'Dobra przyjaźń na początek byłaby super.',
      ],
      chat: ['Jestem tu głównie, żeby miło porozmawiać.', 'Masz ochotę pogadać? Napisz do mnie.'],
      dating: ['Chętnie pójdę na kilka fajnych randek.', 'Kto pójdzie ze mną na drinka?'],
      relationship: [
        'Szukam kogoś, z kim mogę dzielić życie.',
        'Mam nadzieję poznać kogoś na poważny związek.',
      ],
      flirt: [
        [
          'Jestem otwarty na flirt, zobaczymy, dokąd nas to zaprowadzi.',
          'Jestem otwarta na flirt, zobaczymy, dokąd nas to zaprowadzi.',
        ],
        'Odrobina flirtu jeszcze nikomu nie zaszkodziła, prawda?',
      ],
    },
    closers: [
      'Napisz do mnie!',
      'Przywitaj się, nie gryzę!',
      'Mam nadzieję, że wkrótce się odezwiesz.',
      'Nie wstydź się i napisz wiadomość.',
      'Do zobaczenia?',
    ],
    and: 'i',
  },
}

function say(fragment: Fragment, gender: Gender): string {
  return typeof fragment === 'string' ? fragment : fragment[gender === 'male' ? 0 : 1]
}

/** Two to four interests in the language, lower-cased mid-sentence (German nouns keep theirs). */
function interestList(rng: Rng, language: Locale): string {
  const names = rng.sample(INTEREST_LIST, rng.int(2, 4)).map(({ labels }) => {
    const label = labels[language]
    return language === 'de' ? label : label.toLocaleLowerCase(language)
  })
  const last = names.pop() ?? ''
  return names.length === 0 ? last : `${names.join(', ')} ${TEXTS[language].and} ${last}`
}

export function profileText(
  rng: Rng,
  language: Locale,
  gender: Gender,
  lookingFor: LookingFor | null,
): string {
  const parts = TEXTS[language]
  const sentences: string[] = []
  if (rng.chance(0.7)) sentences.push(say(rng.pick(parts.openers), gender))
  for (const fragment of rng.sample(parts.about, rng.int(1, 2)))
    sentences.push(say(fragment, gender))
  if (rng.chance(0.85)) {
    sentences.push(
      say(rng.pick(parts.likes), gender).replace('{list}', interestList(rng, language)),
    )
  }
  const wish = lookingFor ?? rng.pick(PROFILE_FIELD_CHOICES.looking_for)
  sentences.push(say(rng.pick(parts.lookingFor[wish]), gender))
  if (rng.chance(0.6)) sentences.push(say(rng.pick(parts.closers), gender))
  return sentences.join(' ')
}
