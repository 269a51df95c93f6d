// Start a conversation (spec §2 card actions; classic template shows it on search cards).
// Chat is a later issue: until it lands the button says so plainly instead of faking a chat.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { MemberCard } from '../../contract/members'
import { Modal } from '../../ui/Modal'
import { featuresAtom } from '../../session'

interface StartConversationButtonProps {
  profile: MemberCard
  /** The member page always offers it; cards follow features.profileSearchProfile. */
  always?: boolean
}

export function StartConversationButton({ profile, always = false }: StartConversationButtonProps) {
  const { t } = useLingui()
  const features = useAtomValue(featuresAtom)
  const [open, setOpen] = useState(false)
  if (!always && !features?.profileSearchProfile.showStartConversation) return null
  const name = profile.name
  return (
    <>
      <button type="button" className="button button-small" onClick={() => setOpen(true)}>
        <Trans>Start conversation</Trans>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t`Chat with ${name}`}
        footer={
          <button type="button" className="button" onClick={() => setOpen(false)}>
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
    </>
  )
}
