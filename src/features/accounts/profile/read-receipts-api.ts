// PUT /api/read_receipts.php (contract/chat.ts, issue 32 §5): private read receipts on or off.
import { call } from '../../../api/call'
import * as routes from '../../../contract/routes'

export const saveReadReceipts = (value: boolean) =>
  call(routes.readReceipts, { body: { private: value } })
