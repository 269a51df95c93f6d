// The page's own inline scripts around a server-rendered page (ssr.ts, docs/ssr.md): the guard
// that holds a form's submit until the form has hydrated, and the loader that asks for the
// app's code once the page has painted (codeAfterPaint takes that code out of the head).
import { HELD_SUBMIT, HYDRATED_ATTRIBUTE, SSR_FORM_ATTRIBUTE } from '../../src/contract/ssr-markers'

/**
 * Before the app has hydrated a form of the page, its submit is held: not sent natively, which
 * would leave the page (and a form's GET would put its fields in the address), but kept, and
 * sent by the form once it has hydrated (src/ui/early-input.ts), with what was typed. Per
 * form, not per page: the page's content hydrates after the app's frame.
 */
export const submitGuard = (nonce: string): string =>
  `<script nonce="${nonce}">document.addEventListener('submit',function(e){var f=e.target;` +
  `if(f.hasAttribute('${SSR_FORM_ATTRIBUTE}')&&!f.hasAttribute('${HYDRATED_ATTRIBUTE}')){` +
  `e.preventDefault();window.${HELD_SUBMIT}={form:f,submitter:e.submitter}}},true)</script>`

/** The app's code of a rendered page: its entry script and the module preloads. */
interface PageCode {
  entry: string | null
  preloads: string[]
}

/**
 * The head of `page` without its code (the entry's script and the module preloads: the shell's
 * and the routes'), and that code, which codeLoader asks for once the page has painted.
 */
export function codeAfterPaint(page: string): { page: string; code: PageCode } {
  const code: PageCode = { entry: null, preloads: [] }
  const head = page.indexOf('</head>')
  if (head === -1) return { page, code }
  const without = page
    .slice(0, head)
    .replace(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      code.entry ??= src
      return ''
    })
    .replace(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      code.preloads.push(href)
      return ''
    })
  return { page: without + page.slice(head), code }
}

/**
 * Asks for the page's code once the page has painted: a rendered page reads without it, and
 * what it paints with (its styles, its first photos) has the connection to itself meanwhile.
 * Named in the head as the shell names them, the code (some 190 KB on a member page) was asked
 * for beside the styles and the photo, and on a phone's connection the first paint waited for
 * most of it. Asked for at once in a tab that is hidden (it paints nothing), and after a second
 * where a frame never comes.
 */
export function codeLoader({ entry, preloads }: PageCode, nonce: string): string {
  if (entry === null) return ''
  return (
    `<script nonce="${nonce}">(function(){var d=document,asked=0;function ask(){if(asked)return;` +
    `asked=1;${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(d.visibilityState==='hidden')ask();else{requestAnimationFrame(function(){` +
    `setTimeout(ask,0)});setTimeout(ask,1000)}})()</script>`
  )
}
