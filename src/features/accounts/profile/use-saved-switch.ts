// A switch of /profile that is saved at once (incognito, read receipts, photos in chats): the
// value being saved shows until the server answers, the answer goes into the member's
// user.php state, and a refused save puts the switch back and says why.
import { useAtom } from 'jotai'
import { useState } from 'react'
import type { UserResponse } from '../../../contract/user'
import { userAtom } from '../../../session'
import { useAction } from '../../../ui/use-action'
import { ACCOUNT_ERRORS } from '../errors'

type SwitchField = 'incognito' | 'private_receipts' | 'show_chat_photos'

export interface SavedSwitch {
  /** The member (null while there is none: the section shows nothing). */
  user: UserResponse | null
  /** What the switch shows: the value being saved, else the saved one. */
  on: boolean
  busy: boolean
  /** Why the last save was refused, translated. */
  error: string | null
  change: (value: boolean) => void
}

/** `field` of user.php, saved by `save` (which answers the saved value). */
export function useSavedSwitch(
  field: SwitchField,
  save: (value: boolean) => Promise<boolean>,
): SavedSwitch {
  const [user, setUser] = useAtom(userAtom)
  const [saving, setSaving] = useState<boolean | null>(null)
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)
  const change = (value: boolean) => {
    setSaving(value)
    void run(async () => {
      const saved = await save(value)
      setUser((current) => current && { ...current, [field]: saved })
    }).finally(() => setSaving(null))
  }
  return { user: user ?? null, on: saving ?? user?.[field] ?? false, busy, error, change }
}
