// The offer to block a member after reporting them: it runs the blocking of the page that
// opened the report dialog (members: back to the list; chats: the chats), then closes the
// dialog; a failure stays in the dialog as text.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { errorMessage } from '../../ui/error-message'
import { CASES_ERRORS } from './errors'

export function useBlockOffer(onBlock: (() => Promise<void>) | undefined, onClose: () => void) {
  const { i18n } = useLingui()
  const [blocking, setBlocking] = useState(false)
  const [blockError, setBlockError] = useState<string | null>(null)

  const block = async () => {
    if (!onBlock) return
    setBlocking(true)
    setBlockError(null)
    try {
      await onBlock()
      onClose()
    } catch (failure) {
      setBlockError(errorMessage(i18n, failure, CASES_ERRORS))
    } finally {
      setBlocking(false)
    }
  }

  return { blocking, blockError, block }
}
