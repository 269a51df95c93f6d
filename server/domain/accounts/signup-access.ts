// Who may sign up on a site, checked before an account is made: the site's signup mode
// (closed, or only with a partner's trafficsource), the form's csrf value and the signed proof
// of GET /api/validate_email.php that the address is new.
import type { SignupData } from '../../../src/contract/signup'
import { httpError } from '../api-error'
import type { Site } from '../sites/site-schema'
import { isNewEmailProof } from './email-check'
import { isValidSignupCsrf } from './signup-csrf'

export interface SignupRequest {
  body: SignupData
  userAgent: string
  appSecret: Buffer
}

export function assertCanSignUp(site: Site, { body, userAgent, appSecret }: SignupRequest): void {
  if (site.signups === 'closed') {
    throw httpError(403, 'signup.closed', 'Signing up is by invitation only')
  }
  if (site.signups === 'with_trafficsource' && (body.trafficsource?.trim() ?? '') === '') {
    throw httpError(403, 'signup.trafficsource_required', 'Signing up needs a partner link')
  }
  if (!isValidSignupCsrf(body.csrf, body.email, userAgent)) {
    throw httpError(400, 'signup.invalid_csrf', 'The form check does not match')
  }
  if (!isNewEmailProof(appSecret, body.token, body.email)) {
    throw httpError(400, 'signup.invalid_token', 'Check the email address again')
  }
}
