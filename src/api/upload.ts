// Uploads (multipart/form-data: profile photos, a verification selfie) with XMLHttpRequest,
// because fetch reports no upload progress. Same headers and error shape as src/api/client.ts:
// X-Package, X-Original-Host, and an ApiError with the server's code, or a NetworkError when no
// answer came. A caller that may retry passes the same `uploadKey` again (Idempotency-Key): the
// server stores an upload once.
import { apiUrl, errorFromBody } from './client'
import { NetworkError } from './errors'
import type { RouteResult } from './call'
import * as routes from '../contract/routes'
import { IDEMPOTENCY_KEY_HEADER, type MULTIPART, type Route } from '../contract/endpoint'
import type { ProfileImageResponse } from '../contract/profile-image'

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

export interface UploadOptions {
  /** The sent fraction (0–1), as the browser reports it; 1 once the server answered. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** The Idempotency-Key: made once per upload, sent again on a retry. */
  uploadKey?: string
}

/** Sends `form` to an upload route and answers its success answer. */
export function uploadForm<R extends Route & { body: typeof MULTIPART }>(
  route: R,
  form: FormData,
  { onProgress, signal, uploadKey }: UploadOptions = {},
): Promise<RouteResult<R>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(route.method, apiUrl(route.path))
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-Package', __APP_PACKAGE__)
    xhr.setRequestHeader('X-Original-Host', location.host)
    if (uploadKey !== undefined) xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, uploadKey)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText)
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromBody(xhr.status, body, xhr.getResponseHeader('retry-after')))
        return
      }
      onProgress?.(1)
      // Encoded by the server with the endpoint's schema, as call()'s answers are.
      resolve(body as RouteResult<R>)
    })
    xhr.addEventListener('error', () => reject(new NetworkError(new Error('upload failed'))))
    xhr.addEventListener('abort', () =>
      reject(new NetworkError(new DOMException('aborted', 'AbortError'))),
    )
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

/** Uploads profile photos, one file field per image, and reports the sent fraction (0–1). */
export function uploadImages(
  files: readonly File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  uploadKey?: string,
): Promise<ProfileImageResponse> {
  const form = new FormData()
  files.forEach((file, index) => form.append(`image${index + 1}`, file, file.name))
  return uploadForm(routes.profileImage, form, { onProgress, signal, uploadKey })
}
