// The account pages that are a route's whole component (/profile, /account-deleted, the
// activation and new-password pages) load from the account feature through one import and one
// preload list in the start-up bundle's route tree, instead of a split module each with the
// same preload list (bench/bundle.ts holds that tree to its budget). They share one chunk
// anyway: the feature's. As in ../-landers/load.ts, the route files export what they get here,
// which keeps the router's code splitter from wrapping it again.
import { lazyRouteComponent } from '@tanstack/react-router'

const load = () => import('../../features/accounts')

export const lazyAccountPage = (
  name:
    | 'AccountDeletedPage'
    | 'ActivateDonePage'
    | 'ActivateErrorPage'
    | 'NewPasswordPage'
    | 'ProfilePage',
) => lazyRouteComponent(load, name)
