import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { GeocodeResponse } from '../../src/contract/geo'
import type { App } from '../app'
import { buildTestApp } from '../test/app'
import { writeSitesFile } from '../test/sites'

let app: App
beforeAll(async () => {
  const sitesFile = writeSitesFile([
    { id: 'nl-only', name: 'NL', hosts: ['nl.test'], countries: ['NL'] },
  ])
  app = await buildTestApp({ SITES_FILE: sitesFile })
})
afterAll(() => app.close())

const geocode = (query: string, host?: string) =>
  app.inject({ url: `/api/geocode.php?${query}`, headers: host ? { 'x-original-host': host } : {} })

describe('GET /api/geocode.php', () => {
  it('answers the nearest city with its country and region id', async () => {
    const response = await geocode('lat=52.3731&lon=4.8926')
    expect(response.statusCode).toBe(200)
    expect(response.json<GeocodeResponse>()).toEqual({
      country: 'NL',
      countryregion: 'NH',
      city: 'Amsterdam',
    })
    expect((await geocode('lat=48.1372&lon=11.5756')).json<GeocodeResponse>()).toMatchObject({
      country: 'DE',
      countryregion: 'BY',
    })
  })

  it("prefers the site's countries near a border", async () => {
    // Central Aachen (DE): the default site has Germany, a Dutch-only site gets Dutch Limburg.
    expect((await geocode('lat=50.7766&lon=6.0834')).json<GeocodeResponse>()).toMatchObject({
      country: 'DE',
      city: 'Aachen',
    })
    expect(
      (await geocode('lat=50.7766&lon=6.0834', 'nl.test')).json<GeocodeResponse>(),
    ).toMatchObject({
      country: 'NL',
      countryregion: 'LI',
    })
    // Far from the Netherlands, any country is better than nothing.
    expect(
      (await geocode('lat=40.4168&lon=-3.7038', 'nl.test')).json<GeocodeResponse>(),
    ).toMatchObject({
      country: 'ES',
    })
  })

  it('answers 404 geocode.not_found far from any city', async () => {
    const response = await geocode('lat=-48.8767&lon=-123.3933')
    expect(response.statusCode).toBe(404)
    expect(response.json<ErrorBody>().error.code).toBe('geocode.not_found')
  })

  it('refuses positions that are not numbers or out of range', async () => {
    for (const query of ['lat=abc&lon=4', 'lat=91&lon=4', 'lat=52&lon=181', 'lat=52', '']) {
      const response = await geocode(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json<ErrorBody>().error.code).toBe('validation_failed')
    }
  })
})
