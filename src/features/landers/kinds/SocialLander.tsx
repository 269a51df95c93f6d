// socialnetwork (lander layout): a social feed — each member a post with their photo, name
// and place, and the reactions a member would have (like, message) — with the signup card
// at the top of the feed. A reaction asks the visitor to sign up first.
import { Trans, useLingui } from '@lingui/react/macro'
import { MemberList } from '../blocks'
import { goToSignup, Kicker, MemberName, MemberPhoto, MemberPlace, SignupSection } from '../parts'
import type { KindProps } from './kind-props'

export function SocialLander({ members, signup, place }: KindProps) {
  const { t } = useLingui()
  return (
    <div className="lander lander-social">
      <Kicker place={place} />
      <h1 className="lander-social-title">
        <Trans>New members</Trans>
      </h1>
      <SignupSection members={members} className="lander-signup-card">
        {signup}
      </SignupSection>
      <MemberList
        members={members}
        className="lander-feed"
        loading={2}
        aria-label={t`Posts`}
        item={() => ({ className: 'lander-member lander-post card' })}
      >
        {(member) => (
          <>
            <p className="lander-post-head">
              <MemberName member={member} />
              <MemberPlace member={member} />
            </p>
            <MemberPhoto member={member} box={430} size="full" />
            <p className="lander-post-actions">
              <button type="button" className="button button-small" onClick={goToSignup}>
                <Trans>Like</Trans>
                <span className="visually-hidden">: {member.name}</span>
              </button>
              <button type="button" className="button button-small" onClick={goToSignup}>
                <Trans>Send a message</Trans>
                <span className="visually-hidden">: {member.name}</span>
              </button>
            </p>
          </>
        )}
      </MemberList>
    </div>
  )
}
