/**
 * `npm run openapi`: writes docs/openapi.json, the OpenAPI 3 description of the contract.
 * tests/unit/openapi.test.ts validates the document and fails when the committed one is stale.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { generateOpenApi } from '@ts-rest/open-api'
import { contract } from '../contract/index'
import { formatted } from './lib/formatted'

export const OPENAPI_PATH = fileURLToPath(new URL('../docs/openapi.json', import.meta.url))

type Json = Record<string, unknown>

/**
 * zod-openapi writes JSON Schema's numeric `exclusiveMinimum`/`exclusiveMaximum`; OpenAPI 3.0
 * wants the draft-4 form (a number bound plus a boolean).
 */
function toOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi30)
  if (typeof node !== 'object' || node === null) return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) out[key] = toOpenApi30(value)
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[exclusive] === 'number') {
      out[bound] = out[exclusive]
      out[exclusive] = true
    }
  }
  return out
}

/** The document, built from the contract alone (no network, no date: the output is stable). */
export function buildOpenApi(): Json {
  const document = generateOpenApi(
    contract,
    {
      info: {
        title: 'AirFlyff — API du portail',
        version: '1.0.0',
        description:
          'The calls of the AirFlyff portal, generated from the ts-rest contract. ' +
          'Personal routes need a Firebase ID token as a bearer. Clients must also expect answers ' +
          'this document does not list (a 500, a proxy 502).',
      },
      servers: [{ url: '/', description: 'VITE_API (the embedded backend answers under /api)' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
        },
      },
    },
    {
      setOperationId: 'concatenated-path',
      // The bearer header of personal routes becomes a security requirement.
      operationMapper: (operation) => {
        const isBearer = (parameter: object) =>
          'in' in parameter &&
          parameter.in === 'header' &&
          'name' in parameter &&
          String(parameter.name).toLowerCase() === 'authorization'
        const parameters = operation.parameters ?? []
        if (!parameters.some(isBearer)) return operation
        return {
          ...operation,
          parameters: parameters.filter((parameter) => !isBearer(parameter)),
          security: [{ bearerAuth: [] }],
        }
      },
    },
  )
  return toOpenApi30(document) as Json
}

export function serialize(document: Json): Promise<string> {
  return formatted(JSON.stringify(document), OPENAPI_PATH)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_PATH, await serialize(buildOpenApi()))
  console.log(`OpenAPI document written to ${OPENAPI_PATH}`)
}
