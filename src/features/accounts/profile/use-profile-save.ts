// One profile section's save (PUT /api/user.php): busy while it runs, "saved" after, the
// translated error when it fails. The answer is the member's new user object, put in the
// session at once, so every page shows the change.
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import type { UserUpdateBody } from '../../../contract/user'
import { userAtom } from '../../../session'
import { useAction } from '../../../ui/use-action'
import { updateUser } from '../api'
import { ACCOUNT_ERRORS } from '../errors'

export function useProfileSave() {
  const setUser = useSetAtom(userAtom)
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)
  const [saved, setSaved] = useState(false)

  const save = (body: UserUpdateBody) => {
    setSaved(false)
    return run(async () => {
      setUser(await updateUser(body))
      setSaved(true)
    })
  }

  return { busy, error, saved, save, edited: () => setSaved(false) }
}
