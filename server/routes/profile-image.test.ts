// Photo uploads, the main photo and deleting photos (POST, PUT and DELETE /api/profileimage.php):
// re-encoding, limits, idempotent retries and each member's own folder.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProfileImageResponse, ProfileImagesResponse } from '../../src/contract/profile-image'
import { IMAGE_MAX_BYTES, IMAGES_PER_MEMBER, IMAGES_PER_UPLOAD } from '../../src/contract/rules'
import type { App } from '../app'
import { signUp, TestClient, userOf, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { solidImage } from '../test/images'
import {
  filePart,
  fileParts,
  postMultipart,
  type FilePart,
  type MultipartOptions,
} from '../test/multipart'
import { errorOf } from '../test/responses'

let app: App
let member: Member
let jpeg: Buffer
let png: Buffer
beforeAll(async () => {
  app = await buildTestApp()
  member = await signUp(app)
  // A portrait photo whose EXIF says "rotate 90°", with a camera note that must not survive.
  jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c81e50' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SecretCam' } })
    .toBuffer()
  png = await solidImage('png', 2400, 1600, '#00000080', 4)
})
afterAll(() => app.close())

const send = (client: TestClient, parts: FilePart[], options?: MultipartOptions) =>
  postMultipart(client, '/api/profileimage.php', parts, options)
/** A body under its own content type, as a broken client might send it. */
const sendRaw = (payload: string, type: string) =>
  member.client.post('/api/profileimage.php', payload, { 'content-type': type })
const profileOf = async (client: TestClient) => (await userOf(client)).profile

describe('POST /api/profileimage.php', () => {
  it('stores re-encoded photos and a thumbnail; the first becomes the main photo', async () => {
    const response = await send(member.client, [
      filePart(jpeg),
      filePart(png, 'big.png', 'image/png', 'image2'),
    ])
    expect(response.statusCode).toBe(201)
    const { images } = response.json<ProfileImageResponse>()
    expect(images).toHaveLength(2)
    const [first, second] = images
    expect(first?.filename).toMatch(new RegExp(`^u/${member.user.id}/[\\w-]+\\.jpg$`))
    expect(first?.thumb_filename).toMatch(new RegExp(`^u/${member.user.id}/[\\w-]+-t\\.jpg$`))

    const mediaDir = path.join(app.config.DATA_DIR, 'media')
    const display = await sharp(path.join(mediaDir, first?.filename ?? '')).metadata()
    // Turned upright by the EXIF orientation, and stripped of it.
    expect([display.format, display.width, display.height]).toEqual(['jpeg', 400, 600])
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('SecretCam')
    expect(display.exif).toBeUndefined()
    expect(display.orientation).toBeUndefined()
    const thumb = await sharp(path.join(mediaDir, first?.thumb_filename ?? '')).metadata()
    expect([thumb.width, thumb.height]).toEqual([320, 320])
    const big = await sharp(path.join(mediaDir, second?.filename ?? '')).metadata()
    expect([big.format, big.width, big.height]).toEqual(['jpeg', 1080, 720])

    const profile = await profileOf(member.client)
    expect(profile.images).toEqual(images)
    expect(profile.main_image).toEqual({
      filename: first?.filename,
      thumb_filename: first?.thumb_filename,
    })
    const served = await app.inject({ url: `/media/${first?.thumb_filename ?? ''}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')

    // A later upload comes after them and leaves the main photo alone.
    const later = await send(member.client, [filePart(png, 'x.png', 'image/png')])
    const all = later.json<ProfileImageResponse>().images
    expect(all.slice(0, 2)).toEqual(images)
    expect((await profileOf(member.client)).main_image?.filename).toBe(first?.filename)
  })

  it('refuses a text file named .png with 415 image.unsupported_type', async () => {
    const text = Buffer.from('this is not an image, just text pretending\n'.repeat(20))
    for (const part of [
      filePart(text, 'x.png', 'image/png'),
      filePart(Buffer.alloc(0), 'empty.jpg'),
    ]) {
      const response = await send(member.client, [part])
      expect(response.statusCode).toBe(415)
      expect(errorOf(response).code).toBe('image.unsupported_type')
    }
  })

  it('refuses other image formats and truncated photos by their content', async () => {
    const gif = await solidImage('gif', 10, 10, '#fff')
    const webpAsJpg = await solidImage('webp', 10, 10, '#fff')
    for (const data of [gif, webpAsJpg, jpeg.subarray(0, 200)]) {
      const response = await send(member.client, [filePart(data)])
      expect(response.statusCode).toBe(415)
    }
  })

  it('refuses a file over the size limit with 413 image.too_large', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(IMAGE_MAX_BYTES)])
    const response = await send(member.client, [filePart(huge)])
    expect(response.statusCode).toBe(413)
    expect(errorOf(response).code).toBe('image.too_large')
  })

  it('refuses more than 6 files per upload and an upload without files', async () => {
    const tooMany = await send(member.client, fileParts(7, jpeg))
    expect(tooMany.statusCode).toBe(400)
    expect(errorOf(tooMany).code).toBe('image.too_many')
    const none = await send(member.client, [], { fields: { note: 'no file here' } })
    expect(none.statusCode).toBe(400)
    expect(errorOf(none).code).toBe('image.none')
  })

  it('refuses JSON and broken multipart with 4xx', async () => {
    const json = await member.client.post('/api/profileimage.php', { image: 'data' })
    expect(json.statusCode).toBe(415)
    const broken = await sendRaw(
      '--nope\r\nContent-Disposition: form-data; name="a"; filename="a.jpg"\r\n\r\nabc',
      'multipart/form-data; boundary=nope',
    )
    expect(broken.statusCode).toBeGreaterThanOrEqual(400)
    expect(broken.statusCode).toBeLessThan(500)
    const noBoundary = await sendRaw('x', 'multipart/form-data')
    expect(noBoundary.statusCode).toBe(400)
  })

  it('needs a login, and keeps each member to their own folder', async () => {
    const anonymous = await send(new TestClient(app), [filePart(jpeg)])
    expect(anonymous.statusCode).toBe(403)
    const other = await signUp(app)
    const response = await send(other.client, [filePart(jpeg)])
    const [image] = response.json<ProfileImageResponse>().images
    expect(image?.filename.startsWith(`u/${other.user.id}/`)).toBe(true)
    expect(existsSync(path.join(app.config.DATA_DIR, 'media', `u/${other.user.id}`))).toBe(true)
    const mine = await profileOf(member.client)
    expect(mine.images.some((item) => item.id === image?.id)).toBe(false)
  })

  it('holds the limit of 30 when ten uploads of six arrive at once, leaving no stray files', async () => {
    const crowd = await signUp(app)
    const small = await solidImage('png', 64, 48, '#2060a0')
    const six = fileParts(IMAGES_PER_UPLOAD, small, 'png')
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(crowd.client, six)))
    const statuses = responses.map((response) => response.statusCode).sort()
    const fits = IMAGES_PER_MEMBER / IMAGES_PER_UPLOAD
    expect(statuses).toEqual([
      ...Array<number>(fits).fill(201),
      ...Array<number>(10 - fits).fill(400),
    ])
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(errorOf(refused).code).toBe('image.too_many')
    }

    const { images } = await profileOf(crowd.client)
    expect(images).toHaveLength(IMAGES_PER_MEMBER)
    // On disk exactly the kept photos and their thumbnails: refused uploads left nothing behind.
    const onDisk = readdirSync(path.join(app.config.DATA_DIR, 'media', `u/${crowd.user.id}`))
      .map((name) => `u/${crowd.user.id}/${name}`)
      .sort()
    const kept = images.flatMap((image) => [image.filename, image.thumb_filename]).sort()
    expect(onDisk).toEqual(kept)

    // Full: the next upload is refused before any decoding, and changes nothing.
    const more = await send(crowd.client, [filePart(small, 'one.png', 'image/png')])
    expect(more.statusCode).toBe(400)
    expect(errorOf(more).code).toBe('image.too_many')
  })
})

describe('POST /api/profileimage.php with an Idempotency-Key', () => {
  it('stores a retried upload once and answers the same photos', async () => {
    const uploader = await signUp(app)
    const key = { headers: { 'idempotency-key': 'upload-0b9f3c2e-retry' } }
    const first = await send(uploader.client, [filePart(jpeg)], key)
    expect(first.statusCode).toBe(201)
    const retry = await send(uploader.client, [filePart(jpeg)], key)
    expect(retry.statusCode).toBe(201)
    expect(retry.json<ProfileImageResponse>()).toEqual(first.json<ProfileImageResponse>())
    expect(first.json<ProfileImageResponse>().images).toHaveLength(1)
    // Two attempts racing each other: one stores, the other answers without storing.
    const raceKey = { headers: { 'idempotency-key': 'upload-race-7d1e' } }
    const raced = await Promise.all(
      [1, 2].map(() => send(uploader.client, [filePart(png, 'a.png', 'image/png')], raceKey)),
    )
    expect(raced.map((response) => response.statusCode)).toEqual([201, 201])
    const { images } = await profileOf(uploader.client)
    expect(images).toHaveLength(2)
    const onDisk = readdirSync(path.join(app.config.DATA_DIR, 'media', `u/${uploader.user.id}`))
    expect(onDisk).toHaveLength(4)
    // Another key is another upload; the same key of another member is theirs alone.
    const otherKey = { headers: { 'idempotency-key': 'upload-3' + 'x'.repeat(8) } }
    const other = await send(uploader.client, [filePart(jpeg)], otherKey)
    expect(other.json<ProfileImageResponse>().images).toHaveLength(3)
    const stranger = await signUp(app)
    const theirs = await send(stranger.client, [filePart(jpeg)], key)
    expect(theirs.json<ProfileImageResponse>().images).toHaveLength(1)
  })

  it('refuses a malformed key with 400 validation_failed', async () => {
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const headers = { 'idempotency-key': bad }
      const response = await send(member.client, [filePart(jpeg)], { headers })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response)).toMatchObject({
        code: 'validation_failed',
        fields: [{ path: 'headers.idempotency-key', message: 'idempotency_key.invalid' }],
      })
    }
  })
})

describe('DELETE and PUT /api/profileimage.php', () => {
  const remove = (client: TestClient, image: unknown) =>
    client.delete('/api/profileimage.php', { image })
  const makeMain = (client: TestClient, image: unknown) =>
    client.put('/api/profileimage.php', { main_image: image })
  const photosOf = (response: { json: <T>() => T }) => response.json<ProfileImagesResponse>()
  async function memberWithPhotos(count: number) {
    const owner = await signUp(app)
    const uploaded = await send(owner.client, fileParts(count, jpeg))
    return { owner, images: uploaded.json<ProfileImageResponse>().images }
  }

  it('makes another photo the main one', async () => {
    const { owner, images } = await memberWithPhotos(3)
    const [, second] = images
    const response = await makeMain(owner.client, second?.id)
    expect(response.statusCode).toBe(200)
    expect(photosOf(response)).toEqual({ images, main_image: second?.id })
    const profile = await profileOf(owner.client)
    expect(profile.main_image?.filename).toBe(second?.filename)
    // Repeating it changes nothing.
    expect((await makeMain(owner.client, second?.id)).statusCode).toBe(200)
  })

  it('deletes a photo with its files; deleting the main one makes the next main', async () => {
    const { owner, images } = await memberWithPhotos(3)
    const [first, second, third] = images
    const mediaDir = path.join(app.config.DATA_DIR, 'media')
    const response = await remove(owner.client, first?.id)
    expect(response.statusCode).toBe(200)
    expect(photosOf(response)).toEqual({ images: [second, third], main_image: second?.id })
    expect(existsSync(path.join(mediaDir, first?.filename ?? ''))).toBe(false)
    expect(existsSync(path.join(mediaDir, first?.thumb_filename ?? ''))).toBe(false)
    expect(existsSync(path.join(mediaDir, second?.filename ?? ''))).toBe(true)
    expect((await profileOf(owner.client)).main_image?.filename).toBe(second?.filename)

    // Deleting a photo that is not the main one keeps the main photo.
    const other = await remove(owner.client, third?.id)
    expect(photosOf(other)).toEqual({ images: [second], main_image: second?.id })
    // Repeating a delete is a 404 and changes nothing.
    const again = await remove(owner.client, first?.id)
    expect(again.statusCode).toBe(404)
    expect(errorOf(again).code).toBe('image.not_found')
    // The last photo gone: no main photo.
    const last = await remove(owner.client, second?.id)
    expect(photosOf(last)).toEqual({ images: [], main_image: null })
    expect((await profileOf(owner.client)).main_image).toBeNull()
  })

  it("answers 404 for another member's photo or an unknown id and leaves them alone", async () => {
    const { owner, images } = await memberWithPhotos(1)
    const [photo] = images
    const intruder = await signUp(app)
    for (const response of [
      await remove(intruder.client, photo?.id),
      await makeMain(intruder.client, photo?.id),
      await remove(owner.client, 2_000_000_000),
      await makeMain(owner.client, 2_000_000_000),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(errorOf(response).code).toBe('image.not_found')
    }
    expect((await profileOf(owner.client)).images).toEqual(images)
  })

  it('refuses bad bodies with 400 and anonymous callers with 403', async () => {
    const bodies = [{}, { image: 'one' }, { image: -1 }, { image: 1.5 }, { image: 2e9, x: 1 }]
    for (const body of bodies) {
      const response = await member.client.delete('/api/profileimage.php', body)
      expect(response.statusCode).toBe(400)
    }
    expect((await makeMain(member.client, null)).statusCode).toBe(400)
    const anonymous = new TestClient(app)
    expect((await remove(anonymous, 1)).statusCode).toBe(403)
    expect((await makeMain(anonymous, 1)).statusCode).toBe(403)
  })
})
