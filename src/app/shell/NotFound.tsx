import { NotFoundPage } from './ErrorPages'

export default NotFoundPage
