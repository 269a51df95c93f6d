// The three lander routes (/landers/{kind}/{slug}, /match-finder, /signup-matches) load their
// pages from one lazy module (./pages): one import and one preload list in the start-up
// bundle's route tree rather than three (it is at its budget, bench/bundle.ts). The route
// files export the component they get from here, which keeps the router's code splitter from
// wrapping it in a split module of its own. The `-` keeps this folder out of the route tree.
import { lazyRouteComponent } from '@tanstack/react-router'

const load = () => import('./pages')

export const lazyLanderPage = (name: 'LanderRoute' | 'MatchFinderRoute' | 'SignupMatchesRoute') =>
  lazyRouteComponent(load, name)
