// The visitors' order and the mark "seen" (issue 32 §2): newest visit first (the server sends
// them so; ties keep its order), and the newest visit shown is how far the member has looked.
import type { Visitor } from '../../contract/visitors'

export function newestFirst(visitors: readonly Visitor[]): Visitor[] {
  return [...visitors].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}

/** The newest `at` among `visitors`, as the server wrote it; null for none. */
export function newestAt(visitors: readonly Visitor[]): string | null {
  let newest: string | null = null
  for (const { at } of visitors) {
    if (newest === null || Date.parse(at) > Date.parse(newest)) newest = at
  }
  return newest
}
