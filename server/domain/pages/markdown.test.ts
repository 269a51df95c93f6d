import { describe, expect, it } from 'vitest'
import { headingId, renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('makes headings, paragraphs, lists and quotes of the pages’ Markdown', () => {
    const { html, updated } = renderMarkdown(
      [
        '<!-- updated: 2026-11-24 -->',
        '## Who we are',
        '',
        'Klik is run by',
        '**{{company.name}}**.',
        '',
        '- one',
        '- two, which goes on',
        '  on the next line',
        '',
        '1. first',
        '2) second',
        '',
        '> To {{company.name}}:',
        '>',
        '> I withdraw.',
        '### Can I *meet* them?',
      ].join('\n'),
    )
    expect(updated).toBe('2026-11-24')
    expect(html.split('\n')).toEqual([
      '<h2 id="who-we-are">Who we are</h2>',
      '<p>Klik is run by <strong>{{company.name}}</strong>.</p>',
      '<ul><li>one</li><li>two, which goes on on the next line</li></ul>',
      '<ol><li>first</li><li>second</li></ol>',
      '<blockquote><p>To {{company.name}}:</p><p>I withdraw.</p></blockquote>',
      '<h3 id="can-i-meet-them">Can I <em>meet</em> them?</h3>',
    ])
  })

  it('links only to the site’s own paths, anchors, mail and phone', () => {
    const { html } = renderMarkdown(
      [
        'See [the terms](/pages/terms), [below](#credits), [mail](mailto:{{support.email}}),',
        '[call](tel:+31208084120), [elsewhere](https://evil.example), [scheme](//evil.example)',
        'and [script](javascript:alert(1)).',
      ].join('\n'),
    )
    expect(html).toBe(
      '<p>See <a href="/pages/terms">the terms</a>, <a href="#credits">below</a>, ' +
        '<a href="mailto:{{support.email}}">mail</a>, <a href="tel:+31208084120">call</a>, ' +
        'elsewhere, scheme and script).</p>',
    )
  })

  it('shows HTML and stray marks as text', () => {
    const { html } = renderMarkdown(
      '<script>alert("x")</script> <img src=x onerror=alert(1)> affiliate_* and 2 * 3 * 4',
    )
    expect(html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; ' +
        'affiliate_* and 2 * 3 * 4</p>',
    )
  })

  it('drops comments, HTML ones too, and ignores a single #', () => {
    const { html, updated } = renderMarkdown('<!-- a note -->\n# Not a heading here')
    expect(updated).toBeNull()
    expect(html).toBe('<p># Not a heading here</p>')
  })

  it('gives headings with the same words ids of their own', () => {
    const { html } = renderMarkdown('## Credits\n\n### Credits\n\n## Credits')
    expect(html).toBe(
      '<h2 id="credits">Credits</h2>\n<h3 id="credits-2">Credits</h3>\n<h2 id="credits-3">Credits</h2>',
    )
  })
})

describe('headingId', () => {
  it('is the words of the heading, without accents or placeholders', () => {
    expect(headingId('Wat kost één bericht?')).toBe('wat-kost-een-bericht')
    expect(headingId('Über {{site.name}}')).toBe('uber')
    expect(headingId('Czy mogę się spotkać?')).toBe('czy-moge-sie-spotkac')
  })
})
