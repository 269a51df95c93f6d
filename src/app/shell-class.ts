// The style classes on the app root (spec §1): the template, the logged-in state, and
// either the index marker or app-{routeName}-page.
export function shellClassName(template: string, loggedIn: boolean, routeName: string): string {
  const page = routeName === 'index' ? 'index' : `app-${routeName}-page`
  return ['app', `template-${template}`, loggedIn ? 'logged-in' : 'logged-out', page].join(' ')
}
