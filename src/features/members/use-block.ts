// Blocking a member (POST /api/block.php) and what follows on this side: the cached page says
// blocked, the likes list reloads (the server ends the likes between the two), a toast, and
// the member list — where a blocked member no longer shows up. Used by the block button and
// by the report dialog's offer to block.
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { notifyLikesChanged } from '../../session'
import { showToast } from '../../ui/toast-state'
import { blockCall } from './api'
import { setBlocked } from './cache'

export function useBlock(id: number, name: string): () => Promise<void> {
  const { t } = useLingui()
  const navigate = useNavigate()
  return async () => {
    await setBlocked(id, await blockCall(id, true))
    notifyLikesChanged()
    showToast({ kind: 'success', body: t`You blocked ${name}.` })
    await navigate({ to: '/members' })
  }
}
