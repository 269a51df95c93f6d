// Text put into HTML the server writes (mails, the page's title, attributes): the five
// characters that could end or bend an element or an attribute, as entities.
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
