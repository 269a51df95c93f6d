// `npm run dev`: the API server (watch mode, DEV_TOOLS on, port 3001) behind Vite's dev
// server (port 3000, proxying /api and /media). Ctrl-C stops both.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DEV_TOOLS: process.env.DEV_TOOLS ?? '1',
      HOST: '127.0.0.1',
    },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
