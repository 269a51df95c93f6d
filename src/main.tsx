import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { boot } from './app/boot'
import './ui/styles.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

void boot(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
