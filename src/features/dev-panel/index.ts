export { DevPanel } from './DevPanel'
