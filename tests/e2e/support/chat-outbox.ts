// The chat's outbox as the phone keeps it (Dexie's IndexedDB "klik", sw/outbox-core.ts), read
// in the page: what a spec checks of a message before the server has it.
import type { Page } from '@playwright/test'

/** The picture of the photo waiting in the outbox, as the phone keeps it (IndexedDB). */
export function queuedPicture(page: Page) {
  return page.evaluate(async () => {
    const open = indexedDB.open('klik')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error ?? new Error('no IndexedDB klik'))
    })
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction('messages').objectStore('messages').getAll()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('no messages'))
    })
    db.close()
    type Row = { photo?: { picked?: Blob; width: number; height: number } }
    const photo = (rows as Row[]).find((row) => row.photo?.picked !== undefined)?.photo
    const picked = photo?.picked
    if (picked === undefined) return { type: '', width: 0, height: 0, bytes: 0, exif: true }
    const text = new TextDecoder('latin1').decode(await picked.arrayBuffer())
    return {
      type: picked.type,
      width: photo?.width ?? 0,
      height: photo?.height ?? 0,
      bytes: picked.size,
      exif: text.includes('Exif') || text.includes('SecretCam'),
    }
  })
}
