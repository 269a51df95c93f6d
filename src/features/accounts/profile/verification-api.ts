// Verification's calls (contract/verification.ts): where the member stands, a new pose to copy,
// and the selfie that copies it. The selfie goes with an Idempotency-Key made once per chosen
// picture, so "Send" again after a lost answer cannot store it twice (or refuse it as used).
import { call } from '../../../api/call'
import { uploadForm } from '../../../api/upload'
import * as routes from '../../../contract/routes'

export const fetchVerification = (signal?: AbortSignal) => call(routes.verification, {}, { signal })

export const startVerification = () => call(routes.startVerification, { body: {} })

/** A key for one chosen selfie: letters and digits, as the server's key pattern allows. */
export const newSelfieKey = () => crypto.randomUUID().replaceAll('-', '')

export function sendSelfie(selfie: Blob, key: string, onProgress: (fraction: number) => void) {
  const form = new FormData()
  const name = selfie instanceof File ? selfie.name : 'selfie.jpg'
  form.append('selfie', selfie, name)
  return uploadForm(routes.verificationSelfie, form, { onProgress, uploadKey: key })
}
