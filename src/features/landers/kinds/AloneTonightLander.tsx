// alonetonight (lander layout): "who is online tonight" — a list of members, those online
// first with a green dot, the rest as recently active — beside the signup card (below it on
// a phone, the card first so the form is one tap away).
import { Trans } from '@lingui/react/macro'
import { MemberList } from '../blocks'
import { Kicker, MemberName, MemberPhoto, MemberPlace, SignupSection } from '../parts'
import type { KindProps } from './kind-props'

export function AloneTonightLander({ members, signup, place }: KindProps) {
  const sorted = members && [...members].sort((a, b) => Number(b.online) - Number(a.online))
  return (
    <div className="lander lander-tonight">
      <section className="lander-tonight-list" aria-labelledby="lander-tonight-title">
        <Kicker place={place} />
        <h1 id="lander-tonight-title">
          <Trans>Who is online tonight</Trans>
        </h1>
        <MemberList
          members={sorted}
          className="lander-rows"
          loading={4}
          item={() => ({ className: 'lander-member lander-member-row' })}
        >
          {(member) => (
            <>
              <MemberPhoto member={member} box={64} />
              <span className="lander-row-text">
                <MemberName member={member} />
                <MemberPlace member={member} />
                <span className={member.online ? 'lander-status lander-online' : 'lander-status'}>
                  {member.online ? <Trans>Online</Trans> : <Trans>Recently active</Trans>}
                </span>
              </span>
            </>
          )}
        </MemberList>
      </section>
      <SignupSection members={members} className="lander-signup-card">
        {signup}
      </SignupSection>
    </div>
  )
}
