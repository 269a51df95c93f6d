// transitionsvideolanding (empty layout): a slideshow of the members, one at a time, each
// change a slide-and-fade transition, turning by itself every few seconds. It can be paused
// (WCAG 2.2.2) and turned by hand; with prefers-reduced-motion it does not turn by itself and
// changes without movement.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { LanderHead, SignupClose } from '../blocks'
import { LoadingMembers, MemberName, MemberPhoto, MemberPlace } from '../parts'
import type { KindProps } from './kind-props'
import { useMediaQuery } from '../../../ui/use-media-query'

const SLIDE_MS = 4000

export function SlideshowLander({ members, signup, place }: KindProps) {
  const { t } = useLingui()
  // The server's page (and its hydrating render) turns; the browser's setting stops it.
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', false)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = members?.length ?? 0
  const turning = count > 1 && !paused && !reduced

  useEffect(() => {
    if (!turning) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SLIDE_MS)
    return () => window.clearInterval(timer)
  }, [turning, count])

  const shown = count === 0 ? 0 : index % count
  const step = (by: number) => setIndex((current) => (current + by + count) % count)
  return (
    <div className="lander lander-slideshow">
      <LanderHead place={place} title={<Trans>Members, one by one</Trans>} />
      {members === undefined ? (
        <LoadingMembers count={1} className="lander-slides" />
      ) : (
        <section
          className="lander-slides-box"
          aria-roledescription={t`slideshow`}
          aria-label={t`Members`}
        >
          <ul className="lander-slides" aria-live={turning ? 'off' : 'polite'}>
            {members.map((member, position) => (
              <li
                key={member.id}
                className={`lander-slide${position === shown ? ' lander-slide-shown' : ''}`}
                data-member-id={member.id}
                inert={position !== shown}
              >
                <MemberPhoto member={member} box={430} size="full" frame={position} />
                <span className="lander-slide-caption">
                  <MemberName member={member} />
                  <MemberPlace member={member} />
                </span>
              </li>
            ))}
          </ul>
          {count > 1 && (
            <p className="lander-slide-controls">
              <button type="button" className="button button-small" onClick={() => step(-1)}>
                <Trans>Previous</Trans>
              </button>
              {!reduced && (
                <button
                  type="button"
                  className="button button-small"
                  aria-pressed={paused}
                  onClick={() => setPaused((value) => !value)}
                >
                  <Trans>Pause</Trans>
                </button>
              )}
              <button type="button" className="button button-small" onClick={() => step(1)}>
                <Trans>Next</Trans>
              </button>
            </p>
          )}
        </section>
      )}
      <SignupClose members={members} signup={signup} />
    </div>
  )
}
