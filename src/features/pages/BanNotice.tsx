// The ban page's statement of reasons (DSA art. 17) for this browser's own account: when it was
// blocked and on which ground, in the member's language, above the page's general text on
// what a block means and how to object, pointing to the objection form below it. Only a
// browser that shows the banned session (or a login the ban refused) has a ban to show
// (useBanStatus); any other sees the general text.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BanGround, BanStatus } from '../../contract/admin'

const GROUNDS: Record<BanGround, MessageDescriptor> = {
  fake: msg`Your profile gave false information about who you are.`,
  scam: msg`You asked other members for money or tried to deceive them.`,
  harassment: msg`You harassed, threatened or insulted other members.`,
  inappropriate: msg`You shared sexual or offensive content that is not allowed here.`,
  minor: msg`We have reason to believe that you are younger than 18.`,
  spam: msg`You sent advertising, or the same message to many members.`,
  terms: msg`You broke our terms and conditions.`,
}

export function BanNotice({ ban }: { ban: BanStatus }) {
  const { i18n } = useLingui()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(
    new Date(ban.banned_at),
  )
  return (
    <section
      className="card notice ban-notice"
      aria-labelledby="ban-notice"
      data-testid="ban-notice"
    >
      <h2 id="ban-notice">
        <Trans>Why your account was blocked</Trans>
      </h2>
      <p>
        <Trans>We blocked your account on {date}.</Trans>{' '}
        <strong>{i18n._(GROUNDS[ban.ground])}</strong>
      </p>
      <p>
        <Trans>
          Think this is a mistake? <a href="#objection-form">Object below</a> within 6 months: a
          person who did not take the decision looks at your case again.
        </Trans>
      </p>
    </section>
  )
}
