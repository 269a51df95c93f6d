// Every /api call, described once (see ./endpoint.ts): the spec's §7 calls and those designed
// in its style. Each descriptor is its route (./routes/: method, path, query flag) with the
// schemas of its query, body and answers. The server registers each from here, checks what
// comes in and encodes what goes out with these schemas, and /api/docs lists exactly these.
// The client calls a route (call(routes.likes, {})) and takes only the types from here.
import { z } from './zod'
import {
  chatQuerySchema,
  chatResponseSchema,
  chatsResponseSchema,
  deleteChatBodySchema,
  deleteChatResponseSchema,
  MESSAGES_PAGE_SIZE,
  messagesQuerySchema,
  messagesResponseSchema,
  readMessagesBodySchema,
  readMessagesResponseSchema,
  readReceiptsBodySchema,
  readReceiptsResponseSchema,
  icebreakersQuerySchema,
  icebreakersResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  sendPhotoQuerySchema,
  messagePhotoQuerySchema,
  chatPhotosBodySchema,
  chatPhotosResponseSchema,
  CHAT_PHOTO_MAX_PX,
} from './chat'
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminBanBodySchema,
  adminBanResponseSchema,
  adminCaseBodySchema,
  adminCaseSchema,
  adminCasesQuerySchema,
  adminCasesResponseSchema,
  adminMemberQuerySchema,
  adminMemberSchema,
  adminPhotoBodySchema,
  adminPhotoResponseSchema,
  adminRefundBodySchema,
  adminRefundResponseSchema,
  adminUnbanBodySchema,
  banStatusResponseSchema,
} from './admin'
import {
  caseResponseSchema,
  complaintBodySchema,
  contactBodySchema,
  objectionBodySchema,
  reportBodySchema,
} from './cases'
import { companyInfoResponseSchema } from './companyinfo'
import {
  DATA_EXPORT_VALID_HOURS,
  dataExportFileQuerySchema,
  dataExportResponseSchema,
} from './data-export'
import { pageQuerySchema, pageResponseSchema } from './pages'
import { devCreditsBodySchema, devCreditsResponseSchema } from './dev'
import { endpoint } from './endpoint'
import * as routes from './routes'
import { errorBodySchema } from './errors'
import { eventsQuerySchema, TYPING_SIGNAL_MS, typingBodySchema } from './events'
import { geocodeQuerySchema, geocodeResponseSchema } from './geo'
import { interestsQuerySchema, interestsResponseSchema } from './interests'
import {
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
  notificationsSeenBodySchema,
  NOTIFICATIONS_MAX,
} from './notifications'
import {
  blockResponseSchema,
  blockedMembersResponseSchema,
  likeResponseSchema,
  likesResponseSchema,
  memberQuerySchema,
  memberResponseSchema,
  profileBodySchema,
} from './members'
import { pageHiddenBodySchema } from './page-hidden'
import {
  camRedirectQuerySchema,
  camsQuerySchema,
  camsResponseSchema,
  resellQuerySchema,
  resellResponseSchema,
} from './partners'
import { profileFieldsResponseSchema } from './profile-fields'
import {
  deleteProfileImageBodySchema,
  mainProfileImageBodySchema,
  profileImageResponseSchema,
  profileImagesResponseSchema,
} from './profile-image'
import { regionsQuerySchema, regionsResponseSchema } from './regions'
import {
  incognitoBodySchema,
  incognitoResponseSchema,
  visitorPhotoQuerySchema,
  visitorsResponseSchema,
  visitorsSeenBodySchema,
  VISITS_KEPT_DAYS,
} from './visitors'
import {
  adminSelfieQuerySchema,
  adminVerificationBodySchema,
  adminVerificationResponseSchema,
  VERIFICATION_POSE_MINUTES,
  VERIFICATION_SELFIES_PER_DAY,
  verificationSchema,
  verificationStartBodySchema,
} from './verification'
import { IMAGE_MAX_BYTES, IMAGES_PER_MEMBER, IMAGES_PER_UPLOAD } from './rules'
import {
  adminTransparencyQuerySchema,
  transparencyQuerySchema,
  transparencyResponseSchema,
} from './transparency'
import { searchQuerySchema, searchResponseSchema } from './search'
import {
  DISCOVER_DECK_SIZE,
  DISCOVER_PASS_DAYS,
  discoverPassBodySchema,
  discoverPassResponseSchema,
  discoverResponseSchema,
} from './discover'
import {
  createOrderBodySchema,
  createOrderResponseSchema,
  discountCodeQuerySchema,
  discountCodeSchema,
  ordersResponseSchema,
  paymentWebhookBodySchema,
  shopQuerySchema,
  shopResponseSchema,
  testCheckoutBodySchema,
  testCheckoutQuerySchema,
  testCheckoutResponseSchema,
  testCheckoutResultSchema,
  transactionQuerySchema,
  transactionSchema,
  WITHDRAWAL_DAYS,
  withdrawBodySchema,
} from './shop'
import {
  acceptedResponseSchema,
  ACTIVATION_MAIL_INTERVAL_S,
  ACTIVATION_MAILS_PER_DAY,
  activationMailResponseSchema,
  deleteAccountBodySchema,
  deleteOfferAcceptResponseSchema,
  deleteOfferResponseSchema,
  loginBodySchema,
  logoutResponseSchema,
  mailChangeBodySchema,
  mailChangeConfirmBodySchema,
  mailChangeConfirmResponseSchema,
  mailChangeUndoQuerySchema,
  passwordChangeBodySchema,
  passwordResetDoBodySchema,
  passwordResetLinkQuerySchema,
  passwordResetRequestBodySchema,
  RESET_DO,
  RESET_INVALID,
  UNDO_INVALID,
  UNDONE,
} from './session'
import { settingsResponseSchema } from './settings'
import { SPENDING_RAISE_HOURS, spendingLimitBodySchema, spendingResponseSchema } from './spending'
import {
  activateQuerySchema,
  activateStatusResponseSchema,
  signupBodySchema,
  validateEmailQuerySchema,
  validateEmailResponseSchema,
} from './signup'
import {
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from './unsubscribe'
import {
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  READ_ONLY_PROFILE_KEYS,
  userResponseSchema,
  userUpdateBodySchema,
} from './user'

const error = errorBodySchema
/** A redirect's answer: no body, a Location header (`described` says where). */
const redirect = (described: string) => z.null().describe(described)

// --- the site -------------------------------------------------------------------------------

export const settings = endpoint({
  ...routes.settings,
  responses: { 200: settingsResponseSchema },
  summary: 'Settings of the site picked by X-Original-Host',
  tags: ['site'],
})

export const companyInfo = endpoint({
  ...routes.companyInfo,
  responses: { 200: companyInfoResponseSchema },
  summary: 'The company running the site',
  tags: ['site'],
})

export const page = endpoint({
  ...routes.page,
  query: pageQuerySchema,
  responses: {
    200: pageResponseSchema,
    304: z.null().describe('unchanged since the ETag given in If-None-Match'),
    400: errorBodySchema,
  },
  summary: 'One of the site’s pages (terms, privacy, cookies, service, return policy, FAQ, ban)',
  description:
    'In the language asked for (else the request’s), with the company’s details filled in; English where a page is not translated yet.',
  tags: ['site'],
})

export const banStatus = endpoint({
  ...routes.banStatus,
  responses: { 200: banStatusResponseSchema.nullable() },
  summary: 'Why this browser’s account was banned (the ban page)',
  description:
    'Answers only to a browser showing a session the ban ended, or one a refused login of the banned account made; null to any other (the page asks on every visit: no error for the usual answer).',
  tags: ['site'],
})

export const regions = endpoint({
  ...routes.regions,
  query: regionsQuerySchema,
  responses: { 200: regionsResponseSchema, 400: error },
  summary: 'Regions per site country',
  tags: ['site'],
})

export const geocode = endpoint({
  ...routes.geocode,
  query: geocodeQuerySchema,
  responses: { 200: geocodeResponseSchema, 400: error, 404: error, 429: error },
  summary: 'Nearest city to a position',
  tags: ['site'],
})

export const profileFields = endpoint({
  ...routes.profileFields,
  responses: { 200: profileFieldsResponseSchema },
  summary: 'Allowed values per profile field',
  tags: ['profile'],
})

export const interests = endpoint({
  ...routes.interests,
  query: interestsQuerySchema,
  responses: { 200: interestsResponseSchema, 400: error },
  summary: 'Interests a member can pick',
  tags: ['profile'],
})

// --- the account ----------------------------------------------------------------------------

export const user = endpoint({
  ...routes.user,
  responses: { 200: userResponseSchema, 403: error },
  summary: 'The logged-in member',
  tags: ['account'],
})

/** What the three calls that set a password say of the new one (src/contract/password-rules.ts). */
const NEW_PASSWORD_RULE =
  'The new password needs at least 8 characters (422 password.too_short, details.min_length) and a zxcvbn score of at least 2, the address, the name and the site name counting as guessable words (422 password.too_weak, details.score and min_score). A password set before this rule still logs in.'

export const signup = endpoint({
  ...routes.signup,
  body: signupBodySchema,
  responses: {
    201: userResponseSchema,
    400: error,
    403: error,
    409: error,
    422: error,
    429: error,
  },
  summary: 'Sign up: creates the account, logs it in and mails the activation link',
  description:
    'csrf = hex SHA-512 of the lower-cased email followed by the User-Agent header; token = the token of GET /api/validate_email.php for this email (status new, at most 30 minutes old). ' +
    NEW_PASSWORD_RULE,
  tags: ['account'],
})

export const pushSubscription = endpoint({
  ...routes.pushSubscription,
  body: pushSubscriptionBodySchema,
  responses: { 204: z.null().describe('registered'), 400: error, 403: error },
  summary: "Register this browser's push subscription for the member",
  tags: ['account'],
})

export const pushUnsubscribe = endpoint({
  ...routes.pushUnsubscribe,
  body: pushUnsubscribeBodySchema,
  responses: { 204: z.null().describe('forgotten (or never known)'), 400: error, 403: error },
  summary: "Forget this browser's push subscription (push turned off on this device)",
  description:
    "Only the member's own subscription with this endpoint is deleted; an unknown endpoint is answered 204 as well.",
  tags: ['account'],
})

export const updateUser = endpoint({
  ...routes.updateUser,
  body: userUpdateBodySchema,
  responses: { 200: userResponseSchema, 400: error, 403: error },
  summary: 'Save profile fields (signup steps 3-5, the profile page)',
  description: `A signup step (country, countryregion, city) or the whole profile as GET /api/user.php answers it, plus lastSignupStep. Present fields are saved; ${READ_ONLY_PROFILE_KEYS.join(', ')} are read-only and ignored; other keys are refused. country must be a site country; countryregion a region of it (regions.php) or empty; date_of_birth a real date, 18 or older, or 0000-00-00 to clear; name 1-150 characters, not starting with @, not the email. A value equal to the saved one is always accepted.`,
  tags: ['account'],
})

export const deleteUser = endpoint({
  ...routes.deleteUser,
  body: deleteAccountBodySchema,
  responses: { 200: acceptedResponseSchema, 400: error, 403: error, 429: error },
  summary: 'Delete the account: personal data and photos removed, the address freed',
  tags: ['account'],
})

export const dataExport = endpoint({
  ...routes.dataExport,
  responses: { 200: dataExportResponseSchema, 403: error },
  summary:
    "The member's latest data export: none, preparing, ready until a time, expired or failed",
  tags: ['account'],
})

export const requestDataExport = endpoint({
  ...routes.requestDataExport,
  responses: { 202: dataExportResponseSchema, 403: error, 429: error },
  summary: 'Ask for a ZIP of everything held on the member (GDPR art. 15 and 20), mailed as a link',
  description: `Made in the background; the link in the mail works for ${DATA_EXPORT_VALID_HOURS} hours. While one is being made or a made one's link still works, that one is answered and no other is made (a retry or a double tap asks once).`,
  tags: ['account'],
})

export const dataExportFile = endpoint({
  ...routes.dataExportFile,
  query: dataExportFileQuerySchema,
  responses: {
    200: z.null().describe('the ZIP (application/zip, as an attachment): data.json and photos/'),
    400: error,
    404: error,
    410: error,
    429: error,
  },
  summary:
    "Download a data export by the mailed link's token (no login needed: the token is the proof)",
  description: `404 data_export.not_found for a token that is not (or no longer) known; 410 data_export.expired once its ${DATA_EXPORT_VALID_HOURS} hours are over.`,
  tags: ['account'],
})

export const validateEmail = endpoint({
  ...routes.validateEmail,
  query: validateEmailQuerySchema,
  responses: { 200: validateEmailResponseSchema, 400: error, 429: error },
  summary: 'Check an email address before signing up',
  tags: ['account'],
})

export const activate = endpoint({
  ...routes.activate,
  query: activateQuerySchema,
  responses: {
    200: activateStatusResponseSchema,
    302: redirect('to /activate/done, or /activate/error for a bad link'),
    400: error,
    403: error,
  },
  summary: 'Activation link (with token), or whether the activation mail was delivered',
  tags: ['account'],
})

export const deleteOffer = endpoint({
  ...routes.deleteOffer,
  responses: { 200: deleteOfferResponseSchema, 403: error },
  summary: 'The discount offered for staying',
  tags: ['account'],
})

export const acceptDeleteOffer = endpoint({
  ...routes.acceptDeleteOffer,
  responses: { 200: deleteOfferAcceptResponseSchema, 400: error, 403: error },
  summary: 'Take the discount and keep the account',
  tags: ['account'],
})

export const mailChange = endpoint({
  ...routes.mailChange,
  body: mailChangeBodySchema,
  responses: { 202: acceptedResponseSchema, 400: error, 403: error, 409: error, 429: error },
  summary: 'Ask to change the account email (mails both addresses)',
  tags: ['account'],
})

export const mailChangeConfirm = endpoint({
  ...routes.mailChangeConfirm,
  body: mailChangeConfirmBodySchema,
  responses: { 200: mailChangeConfirmResponseSchema, 400: error, 409: error, 429: error },
  summary: 'Confirm the new address with the token of its link',
  tags: ['account'],
})

export const mailChangeUndo = endpoint({
  ...routes.mailChangeUndo,
  query: mailChangeUndoQuerySchema,
  responses: { 302: redirect(`to ${UNDONE} (${UNDO_INVALID} for a bad link)`), 400: error },
  summary: '"This was not me": undo a change from the old address\'s link',
  tags: ['account'],
})

export const profileImage = endpoint({
  ...routes.profileImage,
  responses: {
    201: profileImageResponseSchema,
    400: error,
    403: error,
    413: error,
    415: error,
  },
  summary: 'Upload profile photos (multipart/form-data, one file field per photo)',
  description: `PNG or JPEG, at most ${IMAGES_PER_UPLOAD} per upload and ${IMAGE_MAX_BYTES} bytes each; ${IMAGES_PER_MEMBER} per member. An optional Idempotency-Key header (8-100 characters A-Z a-z 0-9 _ -) made by the client once per upload: a retry with the same key stores nothing again and answers the member's photos.`,
  tags: ['account'],
})

export const deleteProfileImage = endpoint({
  ...routes.deleteProfileImage,
  body: deleteProfileImageBodySchema,
  responses: { 200: profileImagesResponseSchema, 400: error, 403: error, 404: error },
  summary: 'Delete one of my photos (its files too); the next photo becomes main',
  description:
    "Another member's photo, an unknown id and one already deleted answer 404 image.not_found, so deleting twice changes nothing.",
  tags: ['account'],
})

export const mainProfileImage = endpoint({
  ...routes.mainProfileImage,
  body: mainProfileImageBodySchema,
  responses: { 200: profileImagesResponseSchema, 400: error, 403: error, 404: error },
  summary: 'Make one of my photos the main one',
  description: "Another member's photo or an unknown id answers 404 image.not_found.",
  tags: ['account'],
})

export const verification = endpoint({
  ...routes.verification,
  responses: { 200: verificationSchema, 403: error },
  summary: 'My verification: where it stands, the pose to copy, the decision',
  tags: ['account'],
})

export const startVerification = endpoint({
  ...routes.startVerification,
  body: verificationStartBodySchema,
  responses: { 200: verificationSchema, 400: error, 403: error, 409: error },
  summary: 'Ask to be verified: Klik picks a pose to copy in a selfie',
  description: `The pose may be copied for ${VERIFICATION_POSE_MINUTES} minutes; asking again gives a new one. 400 verification.no_photo without a main photo; 409 verification.pending while a selfie waits for an operator, verification.verified when verified already.`,
  tags: ['account'],
})

export const verificationSelfie = endpoint({
  ...routes.verificationSelfie,
  responses: {
    201: verificationSchema,
    400: error,
    403: error,
    409: error,
    413: error,
    415: error,
    429: error,
  },
  summary: 'Send the selfie that copies the pose (multipart/form-data, one file field)',
  description: `PNG or JPEG, at most ${IMAGE_MAX_BYTES} bytes; re-encoded without metadata and seen only by operators, deleted once they decide. 409 verification.no_pose without a pose to copy, verification.pose_expired once its ${VERIFICATION_POSE_MINUTES} minutes are over, verification.selfie_used for a picture sent before (by anyone); 429 verification.too_many past ${VERIFICATION_SELFIES_PER_DAY} selfies in 24 hours. An optional Idempotency-Key header: a retry with the same key answers the first upload's verification.`,
  tags: ['account'],
})

export const visitors = endpoint({
  ...routes.visitors,
  responses: { 200: visitorsResponseSchema, 403: error },
  summary: 'Who visited my page: everyone with premium, how many (and blurred photos) without',
  description: `The visitors of the last ${VISITS_KEPT_DAYS} days, each once with their newest visit, newest first. Without premium no visitor's id, name or photo is sent: member is null and blurred_photo an address of GET /api/visitor_photo.php.`,
  tags: ['members'],
})

export const visitorsSeen = endpoint({
  ...routes.visitorsSeen,
  body: visitorsSeenBodySchema,
  responses: { 204: z.null(), 400: error, 403: error },
  summary: 'I looked at my visitors: visits up to `until` (now when left out) are not new',
  tags: ['members'],
})

export const visitorPhoto = endpoint({
  ...routes.visitorPhoto,
  query: visitorPhotoQuerySchema,
  responses: {
    200: z.null().describe("the visitor's photo blurred past recognition (image/jpeg)"),
    400: error,
    403: error,
    404: error,
  },
  summary: "A visitor's photo, blurred (the visited member only)",
  tags: ['members'],
})

export const incognito = endpoint({
  ...routes.incognito,
  body: incognitoBodySchema,
  responses: { 200: incognitoResponseSchema, 400: error, 403: error },
  summary: 'Premium: browse without leaving visits',
  description: '403 premium.required to turn it on without premium. It works while premium runs.',
  tags: ['members'],
})

export const passwordChange = endpoint({
  ...routes.passwordChange,
  body: passwordChangeBodySchema,
  responses: { 200: acceptedResponseSchema, 400: error, 403: error, 422: error, 429: error },
  summary: 'Change my password; my other sessions end, this one stays',
  description:
    'A wrong current_password answers 403 auth.wrong_password; attempts are limited per member. The current password is checked first. ' +
    NEW_PASSWORD_RULE,
  tags: ['account'],
})

export const activationMail = endpoint({
  ...routes.activationMail,
  responses: { 202: activationMailResponseSchema, 403: error, 409: error, 429: error },
  summary: 'Send the activation mail again',
  description: `For a logged-in member who has not activated: at most one mail every ${ACTIVATION_MAIL_INTERVAL_S} s and ${ACTIVATION_MAILS_PER_DAY} a day (the signup mail counts); more answers 429 activation_mail.wait with Retry-After in seconds. An activated member gets 409 activation_mail.activated.`,
  tags: ['account'],
})

// --- the session ----------------------------------------------------------------------------

export const login = endpoint({
  ...routes.login,
  body: loginBodySchema,
  responses: { 200: userResponseSchema, 400: error, 401: error, 429: error },
  summary: 'Log in',
  tags: ['session'],
})

export const logout = endpoint({
  ...routes.logout,
  responses: { 200: logoutResponseSchema },
  summary: 'Log out',
  tags: ['session'],
})

export const passwordReset = endpoint({
  ...routes.passwordReset,
  body: passwordResetRequestBodySchema,
  responses: { 202: acceptedResponseSchema, 400: error, 429: error },
  summary: 'Mail a password-reset link (same answer whether the account exists or not)',
  tags: ['session'],
})

export const passwordResetLink = endpoint({
  ...routes.passwordResetLink,
  query: passwordResetLinkQuerySchema,
  responses: { 302: redirect(`to ${RESET_DO}, or ${RESET_INVALID}`), 400: error },
  summary: 'The mailed reset link: logs in for setting a new password',
  tags: ['session'],
})

export const passwordResetDo = endpoint({
  ...routes.passwordResetDo,
  body: passwordResetDoBodySchema,
  responses: { 200: acceptedResponseSchema, 400: error, 403: error, 422: error },
  summary: 'Set the new password (in the session the reset link opened)',
  description: NEW_PASSWORD_RULE,
  tags: ['session'],
})

export const pageHidden = endpoint({
  ...routes.pageHidden,
  body: pageHiddenBodySchema,
  responses: { 204: z.null().describe('no content'), 400: error, 415: error },
  summary: 'Beacon: the page became hidden',
  tags: ['session'],
})

export const unsubscribe = endpoint({
  ...routes.unsubscribe,
  query: unsubscribeQuerySchema,
  body: unsubscribeBodySchema,
  responses: { 200: unsubscribeResponseSchema, 400: error, 413: error, 415: error },
  summary: "One-click unsubscribe from digest mails (RFC 8058): the token's topics become 'never'",
  description:
    "The URL of a digest mail's List-Unsubscribe header. No session and no Origin check: the signed token is the proof. Takes RFC 8058's body List-Unsubscribe=One-Click as application/x-www-form-urlencoded, multipart/form-data or JSON (the body may be empty). A bad token: 400 unsubscribe.invalid_token.",
  tags: ['session'],
})

// --- members --------------------------------------------------------------------------------

export const search = endpoint({
  ...routes.search,
  query: searchQuerySchema,
  responses: { 200: searchResponseSchema, 400: error, 403: error },
  summary: 'Search members: one page of profile cards, the total and the filters used',
  description:
    "auto_load=1 fills absent filters from the member's saved search, else from their profile. country: a site country, a related pair (NL-BE) or '' (every site country with searchAllCountries=1 on a template that offers it). Logged out only where the site allows it (logged_out_search, logged_out_search_trafficsource).",
  tags: ['members'],
})

export const discover = endpoint({
  ...routes.discover,
  responses: { 200: discoverResponseSchema, 403: error },
  summary: 'The discover deck: the next members of my search, one card at a time',
  description: `Up to ${DISCOVER_DECK_SIZE} cards from the member's saved search (else the defaults of their profile), most recently active first: never the member, members they like, members they passed on in the last ${DISCOVER_PASS_DAYS} days, blocks either way, deleted or banned members.`,
  tags: ['members'],
})

export const discoverPass = endpoint({
  ...routes.discoverPass,
  body: discoverPassBodySchema,
  responses: { 200: discoverPassResponseSchema, 400: error, 403: error, 404: error, 429: error },
  summary: 'Pass on a member in the discover deck',
  description: `Keeps the member out of the deck for ${DISCOVER_PASS_DAYS} days; passing again starts the days anew. 400 discover.self for yourself, 404 member.not_found for a member out of reach.`,
  tags: ['members'],
})

export const member = endpoint({
  ...routes.member,
  query: memberQuerySchema,
  responses: { 200: memberResponseSchema, 400: error, 404: error },
  summary: 'A member page: card, visible details, photos as the asking member may open them',
  description:
    "Only the site's visible_profile_fields are filled. images[].filename (full size) is null unless the asking member is premium or the photo is the main one.",
  tags: ['members'],
})

const changeResponses = { 400: error, 403: error, 404: error, 429: error }

export const likes = endpoint({
  ...routes.likes,
  responses: { 200: likesResponseSchema, 403: error },
  summary: 'Members the logged-in member likes, and members who like them',
  tags: ['members'],
})

export const like = endpoint({
  ...routes.like,
  body: profileBodySchema,
  responses: { 200: likeResponseSchema, ...changeResponses },
  summary: 'Like a member (liking twice keeps the first like)',
  tags: ['members'],
})

export const unlike = endpoint({
  ...routes.unlike,
  body: profileBodySchema,
  responses: { 200: likeResponseSchema, ...changeResponses },
  summary: 'Unlike a member (unliking a member you do not like changes nothing)',
  tags: ['members'],
})

export const blockedMembers = endpoint({
  ...routes.blockedMembers,
  responses: { 200: blockedMembersResponseSchema, 403: error },
  summary: 'The members I blocked, newest first (to unblock them from my profile)',
  tags: ['members'],
})

export const block = endpoint({
  ...routes.block,
  body: profileBodySchema,
  responses: { 200: blockResponseSchema, ...changeResponses },
  summary: 'Block a member: the two no longer see each other; likes between them end',
  tags: ['members'],
})

export const unblock = endpoint({
  ...routes.unblock,
  body: profileBodySchema,
  responses: { 200: blockResponseSchema, ...changeResponses },
  summary: 'Unblock a member',
  tags: ['members'],
})

// --- chat -----------------------------------------------------------------------------------

export const chats = endpoint({
  ...routes.chats,
  responses: { 200: chatsResponseSchema, 403: error },
  summary: "The member's conversations, newest activity first",
  description:
    'A conversation shows once it has a message, or at once for the member who opened it; one the member hid shows again with a new message. Conversations with deleted or blocked members are left out.',
  tags: ['chat'],
})

export const chat = endpoint({
  ...routes.chat,
  query: chatQuerySchema,
  responses: {
    200: chatResponseSchema,
    400: error,
    403: error,
    404: error,
    410: error,
    429: error,
  },
  summary: 'The conversation with a member, made on first use',
  description:
    '400 chat.self for yourself; 410 chat.member_left for a member who deleted their account, 410 chat.member_removed for one who was banned; 404 member.not_found for an unknown member; 403 chat.blocked when either blocked the other. Opening a conversation the member hid shows it again.',
  tags: ['chat'],
})

export const deleteChat = endpoint({
  ...routes.deleteChat,
  body: deleteChatBodySchema,
  responses: { 200: deleteChatResponseSchema, 400: error, 403: error, 404: error, 429: error },
  summary: 'Hide a conversation (or every one with a member) for the asking member only',
  description:
    '404 chat.not_found for a conversation the member is not part of. The other member keeps it; a new message shows it again.',
  tags: ['chat'],
})

export const messages = endpoint({
  ...routes.messages,
  query: messagesQuerySchema,
  responses: { 200: messagesResponseSchema, 400: error, 403: error, 404: error },
  summary: 'A page of a conversation, newest first: the newest, or before or after a message',
  description: `Up to ${MESSAGES_PAGE_SIZE} messages. 404 chat.not_found for a conversation the member is not part of.`,
  tags: ['chat'],
})

export const sendMessage = endpoint({
  ...routes.sendMessage,
  body: sendMessageBodySchema,
  responses: {
    200: sendMessageResponseSchema,
    400: error,
    402: error,
    403: error,
    404: error,
    409: error,
    410: error,
    429: error,
  },
  summary: 'Send a message; the same client_id again answers the stored message and costs nothing',
  description:
    "Costs the site's credits per message for the sender's country, debited in the same transaction; a message to a fictional profile costs nothing (nobody reads it). 402 chat.insufficient_credits (details: cost, balance) stores nothing; 410 chat.member_left or chat.member_removed when the other member deleted their account or was banned, before any debit; 403 chat.blocked when either blocked the other; 409 chat.client_id_reused when the client_id was used for another conversation or text.",
  tags: ['chat'],
})

export const readMessages = endpoint({
  ...routes.readMessages,
  body: readMessagesBodySchema,
  responses: { 200: readMessagesResponseSchema, 400: error, 403: error, 404: error, 429: error },
  summary:
    'Mark a conversation read up to a message (never backwards); answers what is left unread',
  description:
    'The other member hears of it (partner_read, a live read event) unless either of the two has private read receipts.',
  tags: ['chat'],
})

export const icebreakers = endpoint({
  ...routes.icebreakers,
  query: icebreakersQuerySchema,
  responses: { 200: icebreakersResponseSchema, 400: error, 403: error, 404: error },
  summary: "Openers for an empty conversation, from the other member's profile",
  description:
    "Up to three, in the asking member's language: from the other member's interests, what they look for and their city, then general ones. None for a fictional profile or a member who left. 404 chat.not_found for a conversation that is not the member's.",
  tags: ['chat'],
})

export const readReceipts = endpoint({
  ...routes.readReceipts,
  body: readReceiptsBodySchema,
  responses: { 200: readReceiptsResponseSchema, 400: error },
  summary: 'Private read receipts on or off',
  description:
    "While on, the member's reading is not shown to the members they write with, and theirs is not shown to the member (partner_read 0, no read events between the two).",
  tags: ['chat'],
})

export const sendPhoto = endpoint({
  ...routes.sendPhoto,
  query: sendPhotoQuerySchema,
  responses: {
    200: sendMessageResponseSchema,
    400: error,
    402: error,
    403: error,
    404: error,
    409: error,
    410: error,
    413: error,
    415: error,
    429: error,
  },
  summary: 'Send a photo as a message (multipart/form-data, one file field)',
  description: `PNG or JPEG, at most ${IMAGE_MAX_BYTES} bytes; re-encoded without metadata (location included) at most ${CHAT_PHOTO_MAX_PX} px on the long side. Costs what a message costs, debited in the same transaction; the same client_id again answers the stored message, costs nothing and leaves the body unread. Refusals as POST messages.php, and 415 image.unsupported_type, 413 image.too_large.`,
  tags: ['chat'],
})

export const messagePhoto = endpoint({
  ...routes.messagePhoto,
  query: messagePhotoQuerySchema,
  responses: {
    200: z.null().describe('the photo (image/jpeg), or with view=blurred a blurred stand-in'),
    400: error,
    403: error,
    404: error,
  },
  summary: "A photo message's picture (the conversation's members only)",
  description:
    'Operators may see a photo that was reported to them. 404 chat.photo_not_found for a message that is not a photo, not in a conversation of the member, or whose photo was deleted.',
  tags: ['chat'],
})

export const chatPhotos = endpoint({
  ...routes.chatPhotos,
  body: chatPhotosBodySchema,
  responses: { 200: chatPhotosResponseSchema, 400: error, 403: error },
  summary: 'Photos in chats shown at once, or blurred until tapped (the default)',
  tags: ['chat'],
})

export const typing = endpoint({
  ...routes.typing,
  body: typingBodySchema,
  responses: {
    204: z.null().describe('told'),
    400: error,
    403: error,
    404: error,
    410: error,
    429: error,
  },
  summary: 'The member is writing in a conversation: the partner is told at once (never stored)',
  description: `Clients send it at most every ${TYPING_SIGNAL_MS / 1000} s while the member writes. 403 chat.blocked when either blocked the other; 410 when the other member left or was removed.`,
  tags: ['chat'],
})

// --- live channel ---------------------------------------------------------------------------

export const events = endpoint({
  ...routes.events,
  query: eventsQuerySchema,
  responses: {
    200: z
      .string()
      .describe(
        'text/event-stream: ready, reset, message, read, typing, hidden, like, balance (see src/contract/events.ts)',
      ),
    400: error,
    403: error,
  },
  summary: "The member's live channel (Server-Sent Events), resumable by Last-Event-ID",
  description:
    "Every stored event has the member's next id; a reconnect with Last-Event-ID (or ?last_event_id= after a page load) gets every later event from the database, or `reset` when they are no longer kept. A comment every 20 s keeps proxies from closing the stream.",
  tags: ['chat'],
})

// --- notifications --------------------------------------------------------------------------

export const notifications = endpoint({
  ...routes.notifications,
  responses: { 200: notificationsResponseSchema, 403: error },
  summary: "The member's notification centre: likes, messages, credits and account notices",
  description: `Newest first, at most ${NOTIFICATIONS_MAX}: a like received, a chat with messages from the partner (unread = how many are unread), credits that landed, account notices. \`seen\` is false for what came after the last POST.`,
  tags: ['notifications'],
})

export const notificationsSeen = endpoint({
  ...routes.notificationsSeen,
  body: notificationsSeenBodySchema,
  responses: { 204: z.null().describe('seen up to `until`'), 400: error, 403: error },
  summary: 'The member looked at the notification centre',
  tags: ['notifications'],
})

export const notificationSettings = endpoint({
  ...routes.notificationSettings,
  responses: { 200: notificationSettingsSchema, 403: error },
  summary: 'Push and mail per type, and whether a push shows the message text',
  tags: ['notifications'],
})

export const updateNotificationSettings = endpoint({
  ...routes.updateNotificationSettings,
  body: notificationSettingsBodySchema,
  responses: { 200: notificationSettingsSchema, 400: error, 403: error },
  summary: 'Change some notification settings',
  tags: ['notifications'],
})

// --- partners -------------------------------------------------------------------------------

export const cams = endpoint({
  ...routes.cams,
  query: camsQuerySchema,
  responses: { 200: camsResponseSchema, 400: error },
  summary: "Webcam profiles of the site's partner, by gender and age",
  tags: ['partners'],
})

export const camRedirect = endpoint({
  ...routes.camRedirect,
  query: camRedirectQuerySchema,
  responses: { 302: redirect('Location: the partner page'), 400: error, 404: error },
  summary: "Opens a cam: 302 to the partner's page of the account",
  tags: ['partners'],
})

export const resellPartner = endpoint({
  ...routes.resellPartner,
  query: resellQuerySchema,
  responses: {
    200: resellResponseSchema,
    302: redirect('Location: the partner page'),
    400: error,
    404: error,
  },
  summary: "The resell partner's page for a flow: 302 with redirect=1, else { url }",
  tags: ['partners'],
})

// --- development only (DEV_TOOLS) -----------------------------------------------------------

export const devCredits = endpoint({
  ...routes.devCredits,
  body: devCreditsBodySchema,
  responses: { 200: devCreditsResponseSchema, 400: error, 403: error },
  summary: 'Development only: set my credits to 0',
  tags: ['dev'],
})

// --- credits, premium and payments (issue 12) -------------------------------------------------

export const shop = endpoint({
  ...routes.shop,
  query: shopQuerySchema,
  responses: { 200: shopResponseSchema, 400: error },
  summary: 'Credit packages, premium plans, VAT and payment methods for a payment country',
  description:
    "Public (the /pricing page). Prices are integer cents, VAT included. The payment country is the one asked for if the site sells there, else the member's, else the geoip guess.",
  tags: ['payments'],
})

export const discountCode = endpoint({
  ...routes.discountCode,
  query: discountCodeQuerySchema,
  responses: {
    200: discountCodeSchema,
    400: error,
    403: error,
    404: error,
    409: error,
    410: error,
  },
  summary: 'A discount code from a link (?code=), or the welcome discount (?welcome=true)',
  description:
    "Spec §7. A time bonus's countdown starts for a member the first time they load it. 404 discount.unknown, 410 discount.expired, 409 discount.used; the welcome discount needs a login (403 discount.login_required).",
  tags: ['payments'],
})

export const createOrder = endpoint({
  ...routes.createOrder,
  body: createOrderBodySchema,
  responses: {
    201: createOrderResponseSchema,
    400: error,
    403: error,
    404: error,
    409: error,
    410: error,
    502: error,
    503: error,
  },
  summary: 'Order a credit package or a premium plan; answers the order with its checkout_url',
  description:
    'The same client_key answers the same order (409 order.client_key_reused for another product). 409 spending.limit_reached (details: limit_cents, spent_cents, resets as Unix seconds) when the order would pass the monthly spending limit; 409 spending.other_currency when the limit is in another currency. The member goes to checkout_url to pay; the provider sends them back to /transactions/{id}.',
  tags: ['payments'],
})

export const orders = endpoint({
  ...routes.orders,
  responses: { 200: ordersResponseSchema, 403: error },
  summary: "The member's orders, newest first (the last 50)",
  tags: ['payments'],
})

export const spending = endpoint({
  ...routes.spending,
  responses: { 200: spendingResponseSchema, 403: error },
  summary: "The member's monthly spending limit, this month's spending and a summary per month",
  description:
    'Months are calendar months in UTC. Open orders count until they are paid, failed or expired; refunds and chargebacks are taken off.',
  tags: ['payments'],
})

export const setSpendingLimit = endpoint({
  ...routes.setSpendingLimit,
  body: spendingLimitBodySchema,
  responses: { 200: spendingResponseSchema, 400: error, 403: error },
  summary: 'Set my monthly spending limit',
  description: `A lower limit takes effect at once (and drops a raise waiting); a higher one, or none, after ${SPENDING_RAISE_HOURS} hours, confirmed by mail. Asking again for the raise already waiting changes nothing, so a retry is safe. A limit in another currency than the one in force counts as a raise.`,
  tags: ['payments'],
})

export const transaction = endpoint({
  ...routes.transaction,
  query: transactionQuerySchema,
  responses: { 200: transactionSchema, 400: error, 404: error },
  summary: "One order's status, by its unguessable id (public: the return from the provider)",
  description:
    "While the order is open, the server asks the provider (at most every few seconds), so a return before the webhook shows the outcome. Another member's order answers 404; balance and premium_until only for the member who ordered.",
  tags: ['payments'],
})

export const withdraw = endpoint({
  ...routes.withdraw,
  body: withdrawBodySchema,
  responses: { 200: transactionSchema, 400: error, 403: error, 404: error, 409: error },
  summary: 'Withdraw from a premium purchase (the EU withdrawal function)',
  description: `Within ${WITHDRAWAL_DAYS} days of paying: premium ends now and the price less the days used is refunded (a job asks the provider). 409 order.withdrawal_closed after that, for credits (their withdrawal right ended at delivery, as the member agreed) or when already withdrawn.`,
  tags: ['payments'],
})

export const paymentWebhook = endpoint({
  ...routes.paymentWebhook,
  body: paymentWebhookBodySchema,
  responses: { 200: z.null(), 400: error, 503: error },
  summary: 'The payment provider says a payment changed (form-encoded id=tr_…)',
  description:
    'Only the id is read: the server fetches the payment from the provider and applies its status once. 503 when the provider cannot be asked (the provider retries).',
  tags: ['payments'],
})

export const testCheckout = endpoint({
  ...routes.testCheckout,
  query: testCheckoutQuerySchema,
  responses: { 200: testCheckoutResponseSchema, 400: error, 404: error },
  summary: 'The built-in test checkout: one payment (never in production)',
  tags: ['payments'],
})

export const testCheckoutSettle = endpoint({
  ...routes.testCheckoutSettle,
  body: testCheckoutBodySchema,
  responses: { 200: testCheckoutResultSchema, 400: error, 404: error, 409: error },
  summary: "The test checkout's choice: paid, failed, canceled, expired, or leave it open",
  description:
    'Sets the test payment and posts its id to the payment webhook, as Mollie does; answers where the browser goes next.',
  tags: ['payments'],
})

// --- contact, complaints and reports (issue 13) ----------------------------------------------

const caseResponses = {
  200: caseResponseSchema,
  400: error,
  403: error,
  404: error,
  409: error,
  429: error,
}

export const contact = endpoint({
  ...routes.contact,
  body: contactBodySchema,
  responses: caseResponses,
  summary: 'A message to customer service (/pages/service); answers its reference number',
  description:
    'Visitors give name and email; a logged-in member may leave them out. The same key answers the same case. The sender gets an acknowledgement in their language; the operator gets a copy with Reply-To set to the sender.',
  tags: ['cases'],
})

export const complaint = endpoint({
  ...routes.complaint,
  body: complaintBodySchema,
  responses: caseResponses,
  summary: 'A notice of illegal or unacceptable content (/complaints); answers its reference',
  description:
    'Public, in the spirit of DSA art. 16: where (a member, photo, message or address), why, who sends it, and good_faith. Visitors give name and email. The same key answers the same case.',
  tags: ['cases'],
})

export const objection = endpoint({
  ...routes.objection,
  body: objectionBodySchema,
  responses: caseResponses,
  summary: 'An objection to a moderation decision (ban, hidden photo, notice or report)',
  description:
    'Public, in the spirit of DSA art. 20: a person looks at the decision again. Visitors give name and email; a logged-in member and the browser of a blocked account may leave them out (the account is used). `reference` names the notice or report decided (404 case.not_found when there is none). The same key answers the same case.',
  tags: ['cases'],
})

export const report = endpoint({
  ...routes.report,
  body: reportBodySchema,
  responses: caseResponses,
  summary: 'Report a member, one of their photos or a message they sent you',
  description:
    '403 auth.required for visitors; 404 member.not_found for an unknown member, a photo that is not theirs or a message they did not send to you. The same key answers the same case.',
  tags: ['cases'],
})

// --- the operator area (issue 13) --------------------------------------------------------------

const adminResponses = { 400: error, 403: error, 404: error }

export const adminCases = endpoint({
  ...routes.adminCases,
  query: adminCasesQuerySchema,
  responses: { 200: adminCasesResponseSchema, ...adminResponses },
  summary: 'Operators: the queue of reports, notices and contact messages',
  tags: ['admin'],
})

export const adminCase = endpoint({
  ...routes.adminCase,
  body: adminCaseBodySchema,
  responses: { 200: adminCaseSchema, ...adminResponses },
  summary: 'Operators: close a case (resolved, dismissed) or open it again',
  tags: ['admin'],
})

export const adminMember = endpoint({
  ...routes.adminMember,
  query: adminMemberQuerySchema,
  responses: { 200: adminMemberSchema, ...adminResponses },
  summary: 'Operators: a member by id or email, with photos, orders and cases',
  tags: ['admin'],
})

export const adminBan = endpoint({
  ...routes.adminBan,
  body: adminBanBodySchema,
  responses: { 200: adminBanResponseSchema, ...adminResponses },
  summary: 'Operators: ban a member; every session of theirs ends and login is refused',
  tags: ['admin'],
})

export const adminUnban = endpoint({
  ...routes.adminUnban,
  body: adminUnbanBodySchema,
  responses: { 200: adminBanResponseSchema, ...adminResponses },
  summary: 'Operators: lift a ban',
  tags: ['admin'],
})

export const adminPhoto = endpoint({
  ...routes.adminPhoto,
  body: adminPhotoBodySchema,
  responses: { 200: adminPhotoResponseSchema, ...adminResponses },
  summary: 'Operators: hide a photo from everyone but its owner, or show it again',
  tags: ['admin'],
})

export const adminRefund = endpoint({
  ...routes.adminRefund,
  body: adminRefundBodySchema,
  responses: { 200: adminRefundResponseSchema, ...adminResponses, 409: error, 502: error },
  summary: 'Operators: refund a paid order in full through its provider',
  description: '409 order.not_refundable when the order is not paid or was refunded already.',
  tags: ['admin'],
})

export const adminAudit = endpoint({
  ...routes.adminAudit,
  query: adminAuditQuerySchema,
  responses: { 200: adminAuditResponseSchema, ...adminResponses },
  summary: 'Operators: the audit log, newest first (the last 200)',
  tags: ['admin'],
})

export const adminSelfie = endpoint({
  ...routes.adminSelfie,
  query: adminSelfieQuerySchema,
  responses: { 200: z.null().describe('the selfie (image/jpeg), never cached'), ...adminResponses },
  summary: "Operators: a verification's selfie, until the decision deletes it",
  description: '404 verification.no_selfie once the verification was decided.',
  tags: ['admin'],
})

export const adminVerification = endpoint({
  ...routes.adminVerification,
  body: adminVerificationBodySchema,
  responses: { 200: adminVerificationResponseSchema, ...adminResponses, 409: error },
  summary: 'Operators: approve or decline a verification selfie (deletes the selfie)',
  description:
    'Closes its case as resolved and tells the member (a notice). The same decision again (same reason) answers the first one and changes nothing; another decision is 409 verification.decided.',
  tags: ['admin'],
})

// --- the transparency report (issue 32 §6) ---------------------------------------------------

export const transparency = endpoint({
  ...routes.transparency,
  query: transparencyQuerySchema,
  responses: { 200: transparencyResponseSchema, 400: error },
  summary: 'The transparency report of a half year: counts only (/pages/transparency)',
  description:
    'Without `period`, the last half year that is over (else the current one). 400 transparency.period for a half year before the first with figures or after the current one. A half year that is over is kept a day by the browser, the current one 10 minutes.',
  tags: ['site'],
})

export const adminTransparency = endpoint({
  ...routes.adminTransparency,
  query: adminTransparencyQuerySchema,
  responses: {
    200: z.string().describe('text/csv (section,key,value): the figures of /api/transparency.php'),
    ...adminResponses,
  },
  summary: 'Operators: the transparency report of a half year as CSV (a download)',
  tags: ['admin'],
})
