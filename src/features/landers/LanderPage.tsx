// A marketing lander (/landers/{kind}/{slug}, spec §1, §2): one of eight layouts built from
// the site's members — the logged-out search of the visitor's geoip country — ending in the
// signup form, which the route passes in (the signup feature's). The slug picks a member to
// feature, who is shown, or the default (slug.ts). Affiliate parameters on the address were
// stored and stripped at boot (lib/affiliate), so the form's signup carries the network.
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useCountryName } from '../../ui/use-country-name'
import { settingsAtom } from '../../session'
import { AloneTonightLander } from './kinds/AloneTonightLander'
import { CollageLander } from './kinds/CollageLander'
import { GalleryLander } from './kinds/GalleryLander'
import { IconsLander } from './kinds/IconsLander'
import type { KindProps } from './kinds/kind-props'
import { MapLander } from './kinds/MapLander'
import { SlideshowLander } from './kinds/SlideshowLander'
import { SocialLander } from './kinds/SocialLander'
import { VideoLander } from './kinds/VideoLander'
import { likelyRegion } from './place'
import type { LanderKind } from './lander-kind'
import { parseLanderSlug } from './slug'
import { useLanderMembers } from './use-lander-members'
import './landers.css'

export const LANDER_LAYOUTS = {
  video: VideoLander,
  gallery: GalleryLander,
  maplanding: MapLander,
  alonetonight: AloneTonightLander,
  iconslanding: IconsLander,
  socialnetwork: SocialLander,
  collagelanding: CollageLander,
  transitionsvideolanding: SlideshowLander,
} satisfies Record<LanderKind, (props: KindProps) => ReactNode>

interface LanderPageProps {
  kind: LanderKind
  slug: string
  signup: ReactNode
}

export function LanderPage({ kind, slug, signup }: LanderPageProps) {
  const settings = useAtomValue(settingsAtom)
  const { members, failed } = useLanderMembers(parseLanderSlug(slug))
  const code = settings?.geoip_selected_country ?? ''
  const shown = failed ? [] : members
  const Layout = LANDER_LAYOUTS[kind]
  const countryName = useCountryName()
  const country = code ? countryName(code) : ''
  return (
    <Layout
      members={shown}
      signup={signup}
      place={[likelyRegion(shown ?? [], code, settings?.region_data)?.name, country]
        .filter(Boolean)
        .join(', ')}
      siteName={settings?.name ?? ''}
    />
  )
}
