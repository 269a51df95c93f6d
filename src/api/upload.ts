// POST /api/profileimage.php with XMLHttpRequest, because fetch reports no upload progress.
// Same headers and error shape as src/api/client.ts: X-Package, X-Original-Host, and an
// ApiError with the server's code, or a NetworkError when no answer came. A caller that may
// retry passes the same `uploadKey` again (Idempotency-Key): the server stores an upload once.
import { apiUrl, errorFromBody } from './client'
import { NetworkError } from './errors'
import * as routes from '../contract/routes'
import { IDEMPOTENCY_KEY_HEADER } from '../contract/endpoint'
import type { ProfileImageResponse } from '../contract/profile-image'

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** Uploads `files`, one file field per image, and reports the sent fraction (0–1). */
export function uploadImages(
  files: readonly File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  uploadKey?: string,
): Promise<ProfileImageResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const form = new FormData()
    files.forEach((file, index) => form.append(`image${index + 1}`, file, file.name))

    const { method, path } = routes.profileImage
    xhr.open(method, apiUrl(path))
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-Package', __APP_PACKAGE__)
    xhr.setRequestHeader('X-Original-Host', location.host)
    if (uploadKey !== undefined) xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, uploadKey)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText)
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromBody(xhr.status, body, xhr.getResponseHeader('retry-after')))
        return
      }
      onProgress(1)
      // Encoded by the server with the endpoint's schema, as call()'s answers are.
      resolve(body as ProfileImageResponse)
    })
    xhr.addEventListener('error', () => reject(new NetworkError(new Error('upload failed'))))
    xhr.addEventListener('abort', () =>
      reject(new NetworkError(new DOMException('aborted', 'AbortError'))),
    )
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}
