import { newsItemLoader } from '@/features/news/api'
import { titled, type RouteLoader } from '../route-module'

export { NewsItemPage as Component } from '@/features/news/NewsItemPage'

/** A news item: published after the build, so drawn from its read (decision 052). */
export const handle = titled('Actualité')

export const loader: RouteLoader = ({ api }, { params }) => newsItemLoader(api, params.slug ?? '')
