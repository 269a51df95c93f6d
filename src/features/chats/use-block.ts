// Blocking the member of a conversation, offered after a report (ui/member ReportSlot): the block
// call, then the likes list and the chat list reload (the server ends the likes between the
// two and the conversation no longer shows), a toast, and back to the chats.
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { notifyLikesChanged } from '../../session'
import { showToast } from '../../ui/toast-state'
import { blockMember } from './api'
import { reloadChats } from './sync'

export function useBlock(profile: number, name: string): () => Promise<void> {
  const { t } = useLingui()
  const navigate = useNavigate()
  return async () => {
    await blockMember(profile)
    notifyLikesChanged()
    void reloadChats()
    showToast({ kind: 'success', body: t`You blocked ${name}.` })
    await navigate({ to: '/chats' })
  }
}
