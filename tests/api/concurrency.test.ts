import { concurrencyCases } from './concurrency-cases'
import { forEachBackend } from './helpers'

forEachBackend(concurrencyCases)
