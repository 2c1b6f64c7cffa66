import type { RequestValidationError } from '@ts-rest/serverless/fetch'

/** What a 400 of the contract's validation says, with the failing fields' names (never zod's issues). */
export const INVALID_REQUEST = 'Requête invalide'

type Issues = { issues: readonly { path: readonly PropertyKey[] }[] } | null | undefined

/** A field as the message names it: its path in the body, query, path or headers. */
function fieldNames(...errors: Issues[]): string[] {
  const names = new Set<string>()
  for (const error of errors) {
    for (const issue of error?.issues ?? []) {
      const path = issue.path.filter((p) => typeof p !== 'symbol').map(String)
      names.add(path.length > 0 ? path.join('.') : 'corps de la requête')
    }
  }
  return [...names].slice(0, 10)
}

/**
 * The French body of a request the contract refused (ts-rest's RequestValidationError): the
 * failing fields' names only. The contract's ValidationErrorSchema still holds (message only).
 */
export function validationErrorBody(error: RequestValidationError): { message: string } {
  const fields = fieldNames(
    error.pathParamsError,
    error.headersError,
    error.queryError,
    error.bodyError,
  )
  if (fields.length === 0) return { message: `${INVALID_REQUEST}.` }
  const label = fields.length === 1 ? 'champ incorrect' : 'champs incorrects'
  return { message: `${INVALID_REQUEST}\u00a0: ${label}\u00a0: ${fields.join(', ')}.` }
}
