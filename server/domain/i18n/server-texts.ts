// The source of the server's catalog: every text the server writes itself — mails and push
// notifications — as a Lingui descriptor (an explicit id and its English, marked /*i18n*/ so
// `npm run i18n:extract` finds it), grouped as the code reads them. Every language's
// translation is in locales/*/server.po; translate.ts translates (docs/translating.md). One
// module, as the catalog is one: a translator or reviewer reads the server's words in one
// place, and the mails' shared words (greeting, signature) sit beside the mails that borrow
// them.
import type { TextTree } from './translate'

// The words every account mail has (mail/render.ts): the greeting, the hint under the button and
// the signature, which every other mail borrows, and each account mail's subject, body, button
// and note. {site}, {name} and {email} are filled in.
export const MAIL_TEXTS = {
  greeting: /*i18n*/ { id: 'account.greeting', message: 'Hi {name},' },
  linkHint: /*i18n*/ {
    id: 'account.linkHint',
    message: 'If the button does not work, copy this address into your browser:',
  },
  signature: /*i18n*/ { id: 'account.signature', message: 'The {site} team' },
  kinds: {
    activate: {
      subject: /*i18n*/ {
        id: 'account.kinds.activate.subject',
        message: 'Activate your {site} account',
      },
      body: /*i18n*/ {
        id: 'account.kinds.activate.body',
        message: 'Welcome to {site}! Confirm your email address to activate your account:',
      },
      button: /*i18n*/ { id: 'account.kinds.activate.button', message: 'Activate my account' },
      note: /*i18n*/ {
        id: 'account.kinds.activate.note',
        message: 'If you did not sign up for {site}, you can ignore this email.',
      },
    },
    password_reset: {
      subject: /*i18n*/ {
        id: 'account.kinds.password_reset.subject',
        message: 'Reset your {site} password',
      },
      body: /*i18n*/ {
        id: 'account.kinds.password_reset.body',
        message:
          'Someone (hopefully you) asked to reset the password of your {site} account. Choose a new password with this link; it works once, for one hour:',
      },
      button: /*i18n*/ {
        id: 'account.kinds.password_reset.button',
        message: 'Choose a new password',
      },
      note: /*i18n*/ {
        id: 'account.kinds.password_reset.note',
        message: 'If you did not ask for this, ignore this email: your password stays the same.',
      },
    },
    mail_change: {
      subject: /*i18n*/ {
        id: 'account.kinds.mail_change.subject',
        message: 'Confirm your new email address for {site}',
      },
      body: /*i18n*/ {
        id: 'account.kinds.mail_change.body',
        message:
          'You asked to use this address for your {site} account. Confirm it with this link (valid for 24 hours):',
      },
      button: /*i18n*/ {
        id: 'account.kinds.mail_change.button',
        message: 'Confirm my new address',
      },
      note: /*i18n*/ {
        id: 'account.kinds.mail_change.note',
        message: 'If you did not ask for this, ignore this email: nothing will change.',
      },
    },
    mail_change_undo: {
      subject: /*i18n*/ {
        id: 'account.kinds.mail_change_undo.subject',
        message: 'The email address of your {site} account is being changed',
      },
      body: /*i18n*/ {
        id: 'account.kinds.mail_change_undo.body',
        message:
          'Someone asked to move your {site} account to {email}. If that was you, there is nothing to do. If it was not you, undo the change with this link (valid for 7 days); we will also log out every device:',
      },
      button: /*i18n*/ { id: 'account.kinds.mail_change_undo.button', message: 'This was not me' },
      note: /*i18n*/ {
        id: 'account.kinds.mail_change_undo.note',
        message: 'Then choose a new password, as someone may know your current one.',
      },
    },
  },
} satisfies TextTree

// The words of the digest mail (mail/digest-render.ts). {site}, {name}, {count} and {text} are
// filled in; a count picks its ICU plural form by the language's rules. The greeting and
// signature are the account mails' (MAIL_TEXTS). A fictional profile carries the same notice as
// everywhere else.
export const DIGEST_TEXTS = {
  subjectMessages: /*i18n*/ {
    id: 'digest.subjectMessages',
    message:
      '{count, plural, one {# unread message on {site}} other {# unread messages on {site}}}',
  },
  subjectLikes: /*i18n*/ {
    id: 'digest.subjectLikes',
    message: '{count, plural, one {A new like on {site}} other {# new likes on {site}}}',
  },
  subjectBoth: /*i18n*/ {
    id: 'digest.subjectBoth',
    message: 'Unread messages and new likes on {site}',
  },
  intro: /*i18n*/ { id: 'digest.intro', message: 'Here is what you missed on {site}.' },
  messagesHeading: /*i18n*/ { id: 'digest.messagesHeading', message: 'Unread messages' },
  conversation: /*i18n*/ {
    id: 'digest.conversation',
    message: '{count, plural, one {{name}: # unread message} other {{name}: # unread messages}}',
    comment: 'One conversation: the partner and its unread messages.',
  },
  read: /*i18n*/ { id: 'digest.read', message: 'Read' },
  likesHeading: /*i18n*/ { id: 'digest.likesHeading', message: 'New likes' },
  like: /*i18n*/ { id: 'digest.like', message: '{name} likes you' },
  likesButton: /*i18n*/ { id: 'digest.likesButton', message: 'See who likes you' },
  more: /*i18n*/ {
    id: 'digest.more',
    message: '{count, plural, one {and # more} other {and # more}}',
    comment: 'More conversations or likes than the mail lists.',
  },
  quote: /*i18n*/ {
    id: 'digest.quote',
    message: '“{text}”',
    comment: "A message's text (only with previews on), in the language's quotation marks.",
  },
  fictionalName: /*i18n*/ { id: 'digest.fictionalName', message: '{name} (fictional profile)' },
  fictionalNote: /*i18n*/ {
    id: 'digest.fictionalNote',
    message: 'A fictional profile does not belong to a real person: you cannot meet them.',
  },
  why: /*i18n*/ {
    id: 'digest.why',
    message: 'You get this email because you get no push notifications from {site}.',
  },
  settings: /*i18n*/ {
    id: 'digest.settings',
    message: 'Choose which emails you get, and how often:',
  },
  unsubscribe: /*i18n*/ { id: 'digest.unsubscribe', message: 'Unsubscribe from these emails:' },
} satisfies TextTree

// The words every mail about an order shares (the receipt, the withdrawal acknowledgement): the
// test mark, the label: value rows naming the order (its number, when it was paid, what was
// bought, the price), the link to its page and the seller's block. {label}, {value} and {count}
// are filled in (ICU plurals). Each mail's own words follow.
export const ORDER_MAIL_TEXTS = {
  testMark: /*i18n*/ {
    id: 'order.testMark',
    message: 'TEST — no money was charged',
    comment:
      'Before the subject and on top of the body when the order went through the test checkout.',
  },
  testNote: /*i18n*/ {
    id: 'order.testNote',
    message: 'This order went through the test checkout: it is not a real purchase.',
  },
  row: /*i18n*/ {
    id: 'order.row',
    message: '{label}: {value}',
    comment: 'One line of the table: a label and its value.',
  },
  orderNumber: /*i18n*/ { id: 'order.orderNumber', message: 'Order number' },
  paidAt: /*i18n*/ { id: 'order.paidAt', message: 'Date paid' },
  purchase: /*i18n*/ { id: 'order.purchase', message: 'Purchase' },
  premium: /*i18n*/ {
    id: 'order.premium',
    message: '{count, plural, one {# month of Premium} other {# months of Premium}}',
  },
  total: /*i18n*/ { id: 'order.total', message: 'Price paid (incl. VAT)' },
  orderLink: /*i18n*/ {
    id: 'order.orderLink',
    message: 'See this order online:',
    comment: 'Before the link to /transactions/{id}.',
  },
  seller: /*i18n*/ {
    id: 'order.seller',
    message: 'Seller:',
    comment: "Before the company block (with the language's colon).",
  },
  kvk: /*i18n*/ { id: 'order.kvk', message: 'Chamber of Commerce (KvK) number' },
  vatNumbers: /*i18n*/ {
    id: 'order.vatNumbers',
    message: '{count, plural, one {VAT number} other {VAT numbers}}',
  },
} satisfies TextTree

// The words of the receipt mail (mail/receipt-render.ts): what a Dutch and EU receipt of a paid
// order holds (order number, date, what was bought, the price with its VAT, the payment, the
// withdrawal terms, the seller's details). {site}, {count}, {what}, {date}, {code} and {price}
// are filled in (ICU plurals). The words every order mail shares are ORDER_MAIL_TEXTS; the
// greeting and signature are the account mails' (MAIL_TEXTS), and so is the form of address:
// formal (vous) in French, informal elsewhere.
export const RECEIPT_TEXTS = {
  subject: /*i18n*/ {
    id: 'receipt.subject',
    message: 'Your receipt for {what} on {site}',
    comment: '{what}: the `credits` or `premium` text of the order.',
  },
  thanks: /*i18n*/ {
    id: 'receipt.thanks',
    message: 'Thank you for your purchase on {site}. This is your receipt; please keep it.',
  },
  credits: /*i18n*/ {
    id: 'receipt.credits',
    message: '{count, plural, one {# credit} other {# credits}}',
  },
  bonus: /*i18n*/ {
    id: 'receipt.bonus',
    message: '{count, plural, one {of which # bonus credit} other {of which # bonus credits}}',
    comment: 'After `credits` when the order had bonus credits.',
  },
  validUntil: /*i18n*/ {
    id: 'receipt.validUntil',
    message: 'valid until {date}',
    comment: 'After `premium`: {date} the premium period ends.',
  },
  vatRate: /*i18n*/ { id: 'receipt.vatRate', message: 'VAT rate' },
  vat: /*i18n*/ { id: 'receipt.vat', message: 'VAT' },
  net: /*i18n*/ { id: 'receipt.net', message: 'Amount excl. VAT' },
  discount: /*i18n*/ { id: 'receipt.discount', message: 'Discount code' },
  discountValue: /*i18n*/ {
    id: 'receipt.discountValue',
    message: '{code} (list price {price})',
    comment: "The discount code's value: {code}, {price} the list price.",
  },
  method: /*i18n*/ { id: 'receipt.method', message: 'Payment method' },
  methods: {
    creditcard: /*i18n*/ { id: 'receipt.methods.creditcard', message: 'Card' },
  },
  country: /*i18n*/ { id: 'receipt.country', message: 'Payment country' },
  withdrawalCredits: /*i18n*/ {
    id: 'receipt.withdrawalCredits',
    message:
      'You asked for delivery to start at once and acknowledged that your right of withdrawal therefore ended (EU Directive 2011/83/EU, art. 16(m)).',
    comment: 'Credits: the member waived the right of withdrawal (CRD art. 16(m)).',
  },
  withdrawalPremium: /*i18n*/ {
    id: 'receipt.withdrawalPremium',
    message:
      'You asked for Premium to start at once. You may withdraw within 14 days of purchase: you then pay only for the days you used.',
    comment: 'Premium: started at once on request, may still be withdrawn (CRD art. 14(3)).',
  },
  premiumGives: /*i18n*/ {
    id: 'receipt.premiumGives',
    message:
      'Premium gives you: every photo full size, who visited your profile, and browsing incognito.',
    comment:
      'Premium orders only, after the rows: what premium adds to the free membership (the comparison on /premium).',
  },
  premiumLink: /*i18n*/ {
    id: 'receipt.premiumLink',
    message: 'To withdraw, or to see your Premium:',
    comment: 'Before the link to /premium.',
  },
} satisfies TextTree

// The words of the withdrawal acknowledgement (mail/withdrawal-render.ts): that we received the
// member's withdrawal and when, that Premium ended then, and the refund (the price less the days
// used) or that nothing is owed. {site}, {date}, {what}, {number} and {amount} are filled in. The
// order's rows, the test mark and the seller's block are every order mail's (ORDER_MAIL_TEXTS);
// the greeting and signature the account mails' (MAIL_TEXTS). Each language's translation uses
// the Directive's own words: withdrawal, herroeping, Widerruf, recesso, rétractation,
// desistimiento, odstąpienie od umowy.
export const WITHDRAWAL_TEXTS = {
  subject: /*i18n*/ {
    id: 'withdrawal.subject',
    message: 'We received your withdrawal — order {number}',
    comment: '{number}: the order number.',
  },
  received: /*i18n*/ {
    id: 'withdrawal.received',
    message:
      'On {date} we received your withdrawal from your purchase of {what} on {site}. This email confirms its receipt; please keep it.',
    comment: "{date}: when the withdrawal was received; {what}: the order's `premium` text.",
  },
  withdrawnAt: /*i18n*/ {
    id: 'withdrawal.withdrawnAt',
    message: 'Withdrawal received',
    comment: 'The row with the date and time the withdrawal was received.',
  },
  ended: /*i18n*/ {
    id: 'withdrawal.ended',
    message: 'The Premium of this order ended when we received your withdrawal.',
    comment: 'Premium ended when the withdrawal was received (CRD art. 14(3)).',
  },
  refund: /*i18n*/ {
    id: 'withdrawal.refund',
    message: 'Refund (price less the days used)',
    comment: 'The row with the refund.',
  },
  refundPaid: /*i18n*/ {
    id: 'withdrawal.refundPaid',
    message:
      'We will refund {amount} to the payment method you paid with, within 14 days of your withdrawal.',
    comment: '{amount}: the refund, paid back within 14 days (CRD art. 13(1)).',
  },
  refundNone: /*i18n*/ {
    id: 'withdrawal.refundNone',
    message: 'There is nothing to pay back: the price less the days used comes to nothing.',
    comment: 'When the price less the days used is nothing.',
  },
} satisfies TextTree

// The words of the mail that confirms a raise or removal of the monthly spending limit
// (credits/spending-limit-mail.ts). {site}, {asked}, {from}, {to} and {date} are filled in. The
// greeting, the hint under the button and the signature are the account mails' (MAIL_TEXTS).
export const SPENDING_LIMIT_MAIL_TEXTS = {
  subject: /*i18n*/ {
    id: 'spendingLimit.subject',
    message: 'Your monthly spending limit on {site} will change',
  },
  raise: /*i18n*/ {
    id: 'spendingLimit.raise',
    message:
      'On {asked} you asked to raise your monthly spending limit on {site} from {from} to {to}.',
    comment: '{asked}: when it was asked; {from}: the limit in force; {to}: the new one.',
  },
  remove: /*i18n*/ {
    id: 'spendingLimit.remove',
    message: 'On {asked} you asked to remove your monthly spending limit of {from} on {site}.',
  },
  when: /*i18n*/ {
    id: 'spendingLimit.when',
    message:
      'To protect you, this takes effect 72 hours later, on {date}. Until then your limit stays {from}.',
    comment: '{date}: when it takes effect.',
  },
  notYou: /*i18n*/ {
    id: 'spendingLimit.notYou',
    message:
      'Did you not ask for this, or have you changed your mind? Keep your current limit on your credits page: a lower limit takes effect at once. If someone else may know your password, change it.',
  },
  button: /*i18n*/ { id: 'spendingLimit.button', message: 'Open my credits page' },
} satisfies TextTree

// The words of the data export mail (export/export-mail-render.ts): the link to the member's ZIP
// and that it works for 24 hours, until {until}; {site} is filled in too. The greeting, the hint
// under the button and the signature are the account mails' (MAIL_TEXTS).
export const EXPORT_MAIL_TEXTS = {
  subject: /*i18n*/ { id: 'export.subject', message: 'Your data from {site} is ready to download' },
  body: /*i18n*/ {
    id: 'export.body',
    message:
      'You asked for a copy of your data. It is ready: a ZIP file with everything {site} holds on your account (data.json) and your photos. Download it with this link. It works for 24 hours, until {until}:',
    comment: "{until}: when the link stops working, in the member's time zone.",
  },
  button: /*i18n*/ { id: 'export.button', message: 'Download my data' },
  note: /*i18n*/ {
    id: 'export.note',
    message:
      'If you did not ask for this, change your password: someone may be using your account. The file is deleted after 24 hours; you can ask for a new one in your profile at any time.',
  },
} satisfies TextTree

// The words of the ban mail (admin/ban-mail.ts): our statement of reasons (DSA art. 17) — that
// the account was blocked and when, on which ground (the same sentences /pages/ban shows,
// src/features/pages/BanNotice.tsx), what a block means, and how to object (art. 20: free, within
// 6 months, looked at by a person) or go to a dispute body (art. 21). {site} and {date} are
// filled in. The greeting, the hint under the button and the signature are the account mails'
// (MAIL_TEXTS).
export const BAN_MAIL_TEXTS = {
  subject: /*i18n*/ { id: 'ban.subject', message: 'Your {site} account has been blocked' },
  blocked: /*i18n*/ {
    id: 'ban.blocked',
    message: 'We blocked your {site} account on {date}.',
    comment: "{date}: when the block began, in the member's time zone.",
  },
  why: /*i18n*/ { id: 'ban.why', message: 'Why:', comment: "Above the ground's sentence." },
  grounds: {
    fake: /*i18n*/ {
      id: 'ban.grounds.fake',
      message: 'Your profile gave false information about who you are.',
    },
    scam: /*i18n*/ {
      id: 'ban.grounds.scam',
      message: 'You asked other members for money or tried to deceive them.',
    },
    harassment: /*i18n*/ {
      id: 'ban.grounds.harassment',
      message: 'You harassed, threatened or insulted other members.',
    },
    inappropriate: /*i18n*/ {
      id: 'ban.grounds.inappropriate',
      message: 'You shared sexual or offensive content that is not allowed here.',
    },
    minor: /*i18n*/ {
      id: 'ban.grounds.minor',
      message: 'We have reason to believe that you are younger than 18.',
    },
    spam: /*i18n*/ {
      id: 'ban.grounds.spam',
      message: 'You sent advertising, or the same message to many members.',
    },
    terms: /*i18n*/ { id: 'ban.grounds.terms', message: 'You broke our terms and conditions.' },
  },
  means: /*i18n*/ {
    id: 'ban.means',
    message:
      'You have been logged out everywhere, your profile is hidden from other members, and you cannot log in while the block lasts.',
  },
  object: /*i18n*/ {
    id: 'ban.object',
    message:
      'Do you think this is wrong? You can object within 6 months, free of charge: use the form on our customer service page and tell us why. A person reviews the decision again and we answer as a rule within 2 working days. The page below explains the block and your options.',
  },
  button: /*i18n*/ { id: 'ban.button', message: 'Read about the block' },
  courts: /*i18n*/ {
    id: 'ban.courts',
    message:
      'You can also take our decision to a certified out-of-court dispute settlement body (Digital Services Act, art. 21) or to court.',
  },
} satisfies TextTree

// The words of a case's acknowledgement (cases/case-mail.ts): that we received the contact
// message, notice or report, its reference number, what happens next, and a copy of what was
// sent. {site} and {reference} are filled in. The greeting and the signature are the account
// mails' (MAIL_TEXTS), and so is the form of address: formal (vous) in French, informal
// elsewhere. A notice's next steps are those of DSA art. 16(4)–(5): we decide carefully and tell
// the sender what we decided.
export const CASE_TEXTS = {
  subject: {
    contact: /*i18n*/ {
      id: 'case.subject.contact',
      message: 'We received your message — {reference}',
    },
    notice: /*i18n*/ {
      id: 'case.subject.notice',
      message: 'We received your notice — {reference}',
    },
    report: /*i18n*/ {
      id: 'case.subject.report',
      message: 'We received your report — {reference}',
    },
    objection: /*i18n*/ {
      id: 'case.subject.objection',
      message: 'We received your objection — {reference}',
    },
  },
  received: {
    contact: /*i18n*/ {
      id: 'case.received.contact',
      message: 'Thank you for contacting {site}. We received your message.',
    },
    notice: /*i18n*/ {
      id: 'case.received.notice',
      message: 'Thank you for your notice to {site}. We received it.',
    },
    report: /*i18n*/ {
      id: 'case.received.report',
      message: 'Thank you for your report to {site}. We received it.',
    },
    objection: /*i18n*/ {
      id: 'case.received.objection',
      message: 'We received your objection to a decision of {site}.',
    },
  },
  next: {
    contact: /*i18n*/ {
      id: 'case.next.contact',
      message:
        'We answer within two working days. Reply to this email if you want to add something.',
    },
    notice: /*i18n*/ {
      id: 'case.next.notice',
      message:
        'We will look at the content you pointed out carefully and without delay, and tell you by email what we decided and why.',
    },
    report: /*i18n*/ {
      id: 'case.next.report',
      message:
        'A moderator will look at it. The member you reported is not told who reported them. If you no longer want contact, you can block them from their profile.',
    },
    objection: /*i18n*/ {
      id: 'case.next.objection',
      message:
        'A person who did not take the decision looks at it again, free of charge. We tell you by email what we decided and why; if we were wrong, we reverse the decision.',
    },
  },
  reference: /*i18n*/ {
    id: 'case.reference',
    message: 'Your reference number',
    comment: 'The row with the reference number.',
  },
  copy: /*i18n*/ {
    id: 'case.copy',
    message: 'What you sent us:',
    comment: 'Above the copy of what was sent.',
  },
} satisfies TextTree

// The words of push notifications (push/push-jobs.ts). {name} is the other member's name, {count}
// a number (ICU plurals). A fictional profile's name carries the same notice as everywhere else.
export const PUSH_TEXTS = {
  messages: /*i18n*/ {
    id: 'push.messages',
    message: '{count, plural, one {New message from {name}} other {# new messages from {name}}}',
    comment: 'A new message, or several: title by plural category ("other" always present).',
  },
  tapToRead: /*i18n*/ {
    id: 'push.tapToRead',
    message: 'Tap to read.',
    comment: 'The body when previews are off (the message text is shown when they are on).',
  },
  like: /*i18n*/ { id: 'push.like', message: '{name} likes you' },
  likeBody: /*i18n*/ { id: 'push.likeBody', message: 'Tap to see the profile.' },
  match: /*i18n*/ {
    id: 'push.match',
    message: '{name} likes you too – you click!',
    comment: 'A like back: the two members like each other (issue 28 §6, "het klikt").',
  },
  matchBody: /*i18n*/ { id: 'push.matchBody', message: 'Send a message.' },
  fictionalName: /*i18n*/ {
    id: 'push.fictionalName',
    message: '{name} (fictional profile)',
    comment: '"{name}" of a fictional profile.',
  },
} satisfies TextTree

// Icebreakers (chats/icebreakers.ts, issue 32 §5): openers an empty conversation offers, drawn
// from the other member's profile, in the writer's language. Each is a message the writer sends
// to the other member ("you" is the other member), short enough for one tap.
export const ICEBREAKER_TEXTS = {
  interest: /*i18n*/ {
    id: 'icebreaker.interest',
    message: 'I see {interest} on your profile. How did you get into it?',
    comment: '{interest}: the name of one of their interests (as the interests list names it).',
  },
  interestFavourite: /*i18n*/ {
    id: 'icebreaker.interestFavourite',
    message: 'We could talk about {interest}: what do you like most about it?',
    comment: '{interest}: the name of one of their interests (as the interests list names it).',
  },
  friendship: /*i18n*/ {
    id: 'icebreaker.friendship',
    message: 'You are looking for friendship: what makes a good friend for you?',
  },
  chat: /*i18n*/ {
    id: 'icebreaker.chat',
    message: 'You are here to chat, so am I. What was the best part of your day?',
  },
  dating: /*i18n*/ {
    id: 'icebreaker.dating',
    message: 'You are looking for dates: what would your ideal first date be?',
  },
  relationship: /*i18n*/ {
    id: 'icebreaker.relationship',
    message: 'You are looking for a relationship: what matters most to you in one?',
  },
  flirt: /*i18n*/ {
    id: 'icebreaker.flirt',
    message: 'Your profile says flirting: what is the best compliment you ever got?',
  },
  city: /*i18n*/ {
    id: 'icebreaker.city',
    message: 'How do you like living in {city}? Any place there I should know?',
    comment: '{city}: the city they wrote on their profile, as written.',
  },
  weekend: /*i18n*/ {
    id: 'icebreaker.weekend',
    message: 'What does a perfect weekend look like for you?',
  },
  smile: /*i18n*/ {
    id: 'icebreaker.smile',
    message: 'What made you smile this week?',
  },
  travel: /*i18n*/ {
    id: 'icebreaker.travel',
    message: 'If you could leave tomorrow, where would you go?',
  },
} satisfies TextTree
