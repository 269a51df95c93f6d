// The one jotai store. Atoms live in the module that owns them; code outside React
// (router guards, polling, the HTTP boot) reads and writes through this store.
import { createStore } from 'jotai'

export const store = createStore()
