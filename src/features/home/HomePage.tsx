// Home (auth optional): a welcome for visitors with the way in and real members of the site
// beside it (HomeMembers, where the site shows members to visitors), and the way on for
// members.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import {
  loggedInAtom,
  loggedOutSearchAllowed,
  settingsAtom,
  storedTrafficsource,
  userAtom,
} from '../../session'
import { JoinButtons } from '../../ui/JoinButtons'
import { HomeMembers } from './HomeMembers'

export function HomePage() {
  const loggedIn = useAtomValue(loggedInAtom)
  const settings = useAtomValue(settingsAtom)
  const name = settings?.name ?? ''
  // null: known to be a visitor (undefined is "not known yet", most likely a member).
  const visitor = useAtomValue(userAtom) === null
  const tiles = visitor && loggedOutSearchAllowed(settings, storedTrafficsource() !== null)
  return (
    <section className="home">
      <div className={tiles ? 'home-hero home-hero-members' : 'home-hero'}>
        <div className="home-intro">
          <h1>
            <Trans>Meet people who click with you</Trans>
          </h1>
          <p className="home-lead">
            <Trans>
              {name} is the free place to find dates and flirts near you. Sign up in a minute,
              search members, like them and start chatting.
            </Trans>
          </p>
          {loggedIn ? (
            <div className="home-actions">
              <Link to="/members" className="button button-primary">
                <Trans>Search members</Trans>
              </Link>
              <Link to="/likes" className="button">
                <Trans>See your likes</Trans>
              </Link>
            </div>
          ) : (
            <JoinButtons className="home-actions" />
          )}
        </div>
        {tiles && <HomeMembers />}
      </div>
      <ul className="home-points">
        <li>
          <strong>
            <Trans>Free to join</Trans>
          </strong>
          <span>
            <Trans>Signing up and searching cost nothing.</Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>Near you</Trans>
          </strong>
          <span>
            <Trans>Search by age, region and city.</Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>Always with you</Trans>
          </strong>
          <span>
            <Trans>Install {name} on your phone and get a notice when someone likes you.</Trans>
          </span>
        </li>
      </ul>
    </section>
  )
}
