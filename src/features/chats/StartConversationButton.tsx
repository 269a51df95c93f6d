// Start a conversation (spec §2 card actions, §7 chat.php, §8): a member gets the
// conversation with this member (made on first use), it joins their list at once, and the
// chat opens at /chats/{id}; should that fail, the danger notice of §8. A visitor gets the
// signup prompt: an account comes first, and the member's own signup page says whether the
// member is fictional. The classic template shows it on search cards; member pages always.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { MemberCard } from '../../contract/members'
import { store } from '../../lib/store'
import { Modal } from '../../ui/Modal'
import { showToast } from '../../ui/toast-state'
import { ensureUser, featuresAtom, userAtom } from '../../session'
import { openChat } from './api'
import { ensureChat } from './cache'

interface StartConversationButtonProps {
  profile: MemberCard
  /** The member page always offers it; cards follow features.profileSearchProfile. */
  always?: boolean
}

export function StartConversationButton({ profile, always = false }: StartConversationButtonProps) {
  const { t } = useLingui()
  const features = useAtomValue(featuresAtom)
  const user = useAtomValue(userAtom)
  const location = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!always && !features?.profileSearchProfile.showStartConversation) return null
  const close = () => setOpen(false)

  const start = async () => {
    setBusy(true)
    try {
      // Right after a reload the session may not be known yet: wait for it rather than take
      // a member for a visitor.
      const owner = (store.get(userAtom) ?? (await ensureUser()))?.id
      if (owner === undefined) {
        setOpen(true)
        return
      }
      const conversation = await openChat(profile.id)
      await ensureChat(owner, conversation, profile)
      await navigate({ to: '/chats/$chatId', params: { chatId: String(conversation) } })
    } catch (error) {
      console.error('Starting a chat failed', error)
      showToast({
        kind: 'danger',
        title: t`Error`,
        body: t`Cannot start chat, try again later or contact customer support`,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-small"
        disabled={busy}
        aria-busy={busy}
        data-testid="start-conversation"
        onClick={() => (user === null ? setOpen(true) : void start())}
      >
        <Trans>Start conversation</Trans>
      </button>
      {!user && (
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
