// The <head> of a server-rendered page: each landing page's own title and description, and a
// shared link's preview that says a fictional member is one, in words.
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { MemberCard } from '../contract/members'
import { excerpt, pageHead, type PageHeadInput } from './page-head'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const card = (overrides: Partial<MemberCard> = {}): MemberCard => ({
  id: 21,
  name: 'Marloes',
  age: 27,
  city: 'Matenhoeve',
  country: 'NL',
  countryregion: 'GE',
  gender: 'female',
  language: 'nl',
  main_image: { filename: 'demo/marloes.jpg', thumb_filename: 'demo/marloes-t.jpg' },
  fictional: true,
  verified: false,
  online: true,
  did_like_profile: false,
  ...overrides,
})

const input = (overrides: Partial<PageHeadInput>): PageHeadInput => ({
  routeId: '/',
  params: {},
  answers: {},
  i18n,
  siteName: 'Klik',
  cdnPrefix: '',
  url: new URL('https://klik.example/?network=ad'),
  ...overrides,
})

describe('pageHead', () => {
  it('gives home the site name, its lead and its address without the query', () => {
    const head = pageHead(input({}))
    expect(head.title).toBe('Klik')
    expect(head.description).toMatch(/^Klik is the free place to find dates/)
    expect(head.canonical).toBe('https://klik.example/')
    expect(head.robots).toBe('index, follow')
    expect(head.og).toMatchObject({ type: 'website', title: 'Klik', image: null })
  })

  it('names the page, and describes it where it has words of its own', () => {
    const pricing = pageHead(
      input({ routeId: '/pricing', url: new URL('https://k.example/pricing') }),
    )
    expect(pricing.title).toBe('Pricing · Klik')
    expect(pricing.description).toMatch(/^Signing up is free/)
    const faq = pageHead(
      input({
        routeId: '/pages/$name',
        params: { name: 'faq' },
        answers: { 'page:faq:en': { html: '<h2>Is Klik free?</h2><p>Yes &amp; always.</p>' } },
      }),
    )
    expect(faq.title).toBe('Frequently asked questions · Klik')
    expect(faq.description).toBe('Is Klik free? Yes & always.')
    expect(pageHead(input({ routeId: '/login' })).robots).toBe('noindex, follow')
  })

  it('links the page in each language, and is the canonical of the one it is in', () => {
    const home = pageHead(input({}))
    expect(home.alternates).toContainEqual({
      hreflang: 'pl',
      href: 'https://klik.example/?lang=pl',
    })
    expect(home.alternates.map((link) => link.hreflang)).toEqual([
      'en',
      'nl',
      'de',
      'it',
      'fr',
      'es',
      'pl',
      'x-default',
    ])
    expect(home.alternates.at(-1)?.href).toBe('https://klik.example/')
    // A link in one language is that page's own address; other parameters still go.
    const polish = pageHead(
      input({ routeId: '/pricing', url: new URL('https://k.example/pricing?lang=pl&x=1') }),
    )
    expect(polish.canonical).toBe('https://k.example/pricing?lang=pl')
    expect(pageHead(input({ url: new URL('https://k.example/?lang=xx') })).canonical).toBe(
      'https://k.example/',
    )
    // What search engines should not list has no alternates either.
    expect(pageHead(input({ routeId: '/login' })).alternates).toEqual([])
  })

  it("says in a fictional member's preview that the profile is fictional", () => {
    const head = pageHead(
      input({
        routeId: '/members/$memberId/',
        params: { memberId: '21' },
        answers: { 'member:21': { profile: card() } },
        url: new URL('https://klik.example/members/21'),
      }),
    )
    expect(head.title).toBe('Marloes, 27 (Fictional profile) · Klik')
    expect(head.description).toBe(
      'Marloes is a fictional profile: it does not belong to a real person, so you cannot meet Marloes.',
    )
    expect(head.og).toEqual({
      type: 'profile',
      title: 'Marloes, 27 (Fictional profile)',
      description: head.description,
      image: 'https://klik.example/media/demo/marloes.jpg',
    })
    // A member's page is not for search engines to find by their name.
    expect(head.robots).toBe('noindex, follow')
  })

  it("shows a lander's first member in its preview, a fictional one as such", () => {
    const head = pageHead(
      input({
        routeId: '/landers/$kind/$slug',
        params: { kind: 'video', slug: 'women' },
        answers: { 'lander:false::female:': [card({ name: 'Emma' })] },
      }),
    )
    expect(head.og.image).toBe('https://klik.example/media/demo/marloes.jpg')
    expect(head.og.description).toMatch(/^Emma is a fictional profile/)
    expect(head.robots).toBe('noindex, follow')
    const real = pageHead(
      input({
        routeId: '/landers/$kind/$slug',
        answers: { 'lander:x': [card({ fictional: false })] },
      }),
    )
    expect(real.og.description).toMatch(/^Klik is the free place/)
  })
})

describe('excerpt', () => {
  it('cuts long text at a word, near 160 characters', () => {
    const text = excerpt(`<p>${'word '.repeat(60)}</p>`)
    expect(text.length).toBeLessThanOrEqual(161)
    expect(text).toMatch(/word…$/)
  })
})
