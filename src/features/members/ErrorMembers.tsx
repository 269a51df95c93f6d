// The members the error page shows a logged-in member (spec §2 "Logged-in users also see a
// list of members"): a few cards from GET /api/search.php?source=error. A failure leaves the
// list out: the error page already says what went wrong.
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { MemberCard } from '../../contract/members'
import { fetchErrorMembers } from './api'
import { saveCards } from '../../db/cards'
import { ProfileCard } from '../../ui/member'

export function ErrorMembers() {
  const [cards, setCards] = useState<MemberCard[] | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    fetchErrorMembers(controller.signal).then(
      async (found) => {
        setCards(found)
        await saveCards(found)
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Loading members failed', error)
      },
    )
    return () => controller.abort()
  }, [])

  if (!cards?.length) return null
  return (
    <section className="error-members">
      <h2>
        <Trans>Members you might like</Trans>
      </h2>
      <ul className="profile-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <ProfileCard profile={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}
