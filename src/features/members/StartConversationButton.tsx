// Start a conversation (spec §2 card actions; classic template shows it on search cards).
// A visitor gets the signup prompt: an account comes first, and the member's own signup page
// says whether the member is fictional. For members, chat is a later issue: until it lands the
// button says so plainly instead of faking a chat.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { MemberCard } from '../../contract/members'
import { Modal } from '../../ui/Modal'
import { featuresAtom, loggedInAtom } from '../../session'

interface StartConversationButtonProps {
  profile: MemberCard
  /** The member page always offers it; cards follow features.profileSearchProfile. */
  always?: boolean
}

export function StartConversationButton({ profile, always = false }: StartConversationButtonProps) {
  const { t } = useLingui()
  const features = useAtomValue(featuresAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const location = useLocation()
  const [open, setOpen] = useState(false)
  if (!always && !features?.profileSearchProfile.showStartConversation) return null
  const name = profile.name
  const close = () => setOpen(false)
  return (
    <>
      <button type="button" className="button button-small" onClick={() => setOpen(true)}>
        <Trans>Start conversation</Trans>
      </button>
      {loggedIn ? (
        <Modal
          open={open}
          onClose={close}
          title={t`Chat with ${name}`}
          footer={
            <button type="button" className="button" onClick={close}>
              <Trans>OK</Trans>
            </button>
          }
        >
          <p>
            <Trans>
              Chatting is not available yet. We are working on it — please check back soon.
            </Trans>
          </p>
        </Modal>
      ) : (
        <Modal
          open={open}
          onClose={close}
          title={t`Sign up to start a conversation`}
          footer={
            <>
              <Link
                to="/members/$memberId/signup"
                params={{ memberId: String(profile.id) }}
                className="button button-primary"
                data-testid="conversation-signup"
              >
                <Trans>Sign up for free</Trans>
              </Link>
              <Link to="/login" search={{ redirect: location.href }} className="button">
                <Trans>Log in</Trans>
              </Link>
            </>
          }
        >
          <p>
            <Trans>Conversations are for members. Create your free account, or log in.</Trans>
          </p>
        </Modal>
      )}
    </>
  )
}
