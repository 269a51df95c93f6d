// Generates src/routeTree.gen.ts from the file routes, the same way the Vite plugin does
// on its first run, so `tsc` and ESLint can check the routes before any build.
import { Generator, getConfig } from '@tanstack/router-generator'

const root = process.cwd()
const config = getConfig(
  { target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' },
  root,
)
const generator = new Generator({ config, root })
await generator.run()
