// The members the error page shows a logged-in member (spec §2 "Logged-in users also see a
// list of members"): a few cards from GET /api/search.php?source=error, written to the card
// cache and read back live (a like toggled on one shows at once). A failure leaves the list
// out: the error page already says what went wrong.
import { Trans } from '@lingui/react/macro'
import { useSync } from '../../api/use-sync'
import { saveCards, useCachedCards } from '../../db/cards'
import { ProfileCard } from '../../ui/member'
import { fetchErrorMembers } from './api'

export function ErrorMembers() {
  const { data: found } = useSync('error', {
    name: 'Loading members',
    fetch: fetchErrorMembers,
    store: saveCards,
  })
  const cards = useCachedCards(found?.map((card) => card.id))

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
