/** The home page's member tiles: two rows of three on every width. */
export const HOME_TILES = 6
