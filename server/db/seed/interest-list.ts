// The interests offered on every site, in display order, with their names in each interface
// language. Adding one here adds it at the next start; the slug is its identity, so never
// rename a slug (change its labels instead).
import type { LocalizedText } from '../tables/interests'

// One line per interest reads as a translation table.
// prettier-ignore
export const INTEREST_LIST: ReadonlyArray<{ slug: string; labels: LocalizedText }> = [
  { slug: 'travel', labels: { en: 'Travel', nl: 'Reizen', de: 'Reisen', it: 'Viaggi', fr: 'Voyages', es: 'Viajes', pl: 'Podróże' } },
  { slug: 'cooking', labels: { en: 'Cooking', nl: 'Koken', de: 'Kochen', it: 'Cucina', fr: 'Cuisine', es: 'Cocina', pl: 'Gotowanie' } },
  { slug: 'music', labels: { en: 'Music', nl: 'Muziek', de: 'Musik', it: 'Musica', fr: 'Musique', es: 'Música', pl: 'Muzyka' } },
  { slug: 'sports', labels: { en: 'Sports', nl: 'Sport', de: 'Sport', it: 'Sport', fr: 'Sport', es: 'Deportes', pl: 'Sport' } },
  { slug: 'hiking', labels: { en: 'Hiking', nl: 'Wandelen', de: 'Wandern', it: 'Escursionismo', fr: 'Randonnée', es: 'Senderismo', pl: 'Piesze wędrówki' } },
  { slug: 'movies', labels: { en: 'Movies', nl: 'Films', de: 'Filme', it: 'Cinema', fr: 'Cinéma', es: 'Cine', pl: 'Filmy' } },
  { slug: 'reading', labels: { en: 'Reading', nl: 'Lezen', de: 'Lesen', it: 'Lettura', fr: 'Lecture', es: 'Lectura', pl: 'Czytanie' } },
  { slug: 'dancing', labels: { en: 'Dancing', nl: 'Dansen', de: 'Tanzen', it: 'Ballo', fr: 'Danse', es: 'Baile', pl: 'Taniec' } },
  { slug: 'art', labels: { en: 'Art', nl: 'Kunst', de: 'Kunst', it: 'Arte', fr: 'Art', es: 'Arte', pl: 'Sztuka' } },
  { slug: 'photography', labels: { en: 'Photography', nl: 'Fotografie', de: 'Fotografie', it: 'Fotografia', fr: 'Photographie', es: 'Fotografía', pl: 'Fotografia' } },
  { slug: 'gaming', labels: { en: 'Gaming', nl: 'Gamen', de: 'Videospiele', it: 'Videogiochi', fr: 'Jeux vidéo', es: 'Videojuegos', pl: 'Gry komputerowe' } },
  { slug: 'fitness', labels: { en: 'Fitness', nl: 'Fitness', de: 'Fitness', it: 'Fitness', fr: 'Fitness', es: 'Fitness', pl: 'Fitness' } },
  { slug: 'nature', labels: { en: 'Nature', nl: 'Natuur', de: 'Natur', it: 'Natura', fr: 'Nature', es: 'Naturaleza', pl: 'Przyroda' } },
  { slug: 'animals', labels: { en: 'Animals', nl: 'Dieren', de: 'Tiere', it: 'Animali', fr: 'Animaux', es: 'Animales', pl: 'Zwierzęta' } },
  { slug: 'wine', labels: { en: 'Wine', nl: 'Wijn', de: 'Wein', it: 'Vino', fr: 'Vin', es: 'Vino', pl: 'Wino' } },
  { slug: 'coffee', labels: { en: 'Coffee', nl: 'Koffie', de: 'Kaffee', it: 'Caffè', fr: 'Café', es: 'Café', pl: 'Kawa' } },
  { slug: 'festivals', labels: { en: 'Festivals', nl: 'Festivals', de: 'Festivals', it: 'Festival', fr: 'Festivals', es: 'Festivales', pl: 'Festiwale' } },
  { slug: 'beach', labels: { en: 'Beach', nl: 'Strand', de: 'Strand', it: 'Spiaggia', fr: 'Plage', es: 'Playa', pl: 'Plaża' } },
  { slug: 'cycling', labels: { en: 'Cycling', nl: 'Fietsen', de: 'Radfahren', it: 'Ciclismo', fr: 'Vélo', es: 'Ciclismo', pl: 'Jazda na rowerze' } },
  { slug: 'swimming', labels: { en: 'Swimming', nl: 'Zwemmen', de: 'Schwimmen', it: 'Nuoto', fr: 'Natation', es: 'Natación', pl: 'Pływanie' } },
  { slug: 'yoga', labels: { en: 'Yoga', nl: 'Yoga', de: 'Yoga', it: 'Yoga', fr: 'Yoga', es: 'Yoga', pl: 'Joga' } },
  { slug: 'theatre', labels: { en: 'Theatre', nl: 'Theater', de: 'Theater', it: 'Teatro', fr: 'Théâtre', es: 'Teatro', pl: 'Teatr' } },
  { slug: 'fashion', labels: { en: 'Fashion', nl: 'Mode', de: 'Mode', it: 'Moda', fr: 'Mode', es: 'Moda', pl: 'Moda' } },
  { slug: 'technology', labels: { en: 'Technology', nl: 'Technologie', de: 'Technik', it: 'Tecnologia', fr: 'Technologie', es: 'Tecnología', pl: 'Technologia' } },
  { slug: 'gardening', labels: { en: 'Gardening', nl: 'Tuinieren', de: 'Gärtnern', it: 'Giardinaggio', fr: 'Jardinage', es: 'Jardinería', pl: 'Ogrodnictwo' } },
  { slug: 'volunteering', labels: { en: 'Volunteering', nl: 'Vrijwilligerswerk', de: 'Ehrenamt', it: 'Volontariato', fr: 'Bénévolat', es: 'Voluntariado', pl: 'Wolontariat' } },
]
