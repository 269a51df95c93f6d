// The like toggle of a card and of the member page (spec §4). It reads the card from Dexie so
// every place showing the member flips together. A visitor is sent to this member's signup
// page (issue 28 §7): it carries the member, the fictional disclosure and the way to log in.
// Right after a reload the session is not known yet: a tap then waits for it rather than
// taking a member for a visitor.
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { MemberCard } from '../../contract/members'
import { showToast } from '../../ui/toast-state'
import { ensureUser, userAtom } from '../../session'
import { useCachedProfile } from '../../db/cards'
import './likes.css'
import { toggleLike } from './toggle-like'

export function LikeButton({ profile }: { profile: MemberCard }) {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const navigate = useNavigate()
  const cached = useCachedProfile(profile.id)
  const [busy, setBusy] = useState(false)
  const liked = cached?.did_like_profile ?? profile.did_like_profile
  const name = profile.name

  const onClick = async () => {
    setBusy(true)
    try {
      const member = user === undefined ? await ensureUser() : user
      if (!member) {
        await navigate({
          to: '/members/$memberId/signup',
          params: { memberId: String(profile.id) },
        })
        return
      }
      await toggleLike(cached ?? profile, !liked)
    } catch (error) {
      console.error('Like toggle failed', error)
      showToast({
        kind: 'danger',
        title: t`Error`,
        body: liked
          ? t`Your like for ${name} could not be removed. Please try again.`
          : t`Your like for ${name} could not be saved. Please try again.`,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={`button button-small like-button${liked ? ' is-liked' : ''}`}
      data-liked={liked}
      disabled={busy}
      onClick={() => void onClick()}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      {liked ? <Trans>Unlike</Trans> : <Trans>Like</Trans>}
    </button>
  )
}
