import { z } from 'zod'
import { c } from './c'
import { IncidentInputSchema, IncidentSchema, adminErrorResponses, personalRouter } from './schemas'

const incidentId = z.object({ id: z.coerce.number().int().positive() })

/** The console's incidents and planned maintenance (/admin/status), each change audited. */
export const adminStatusContract = c.router(
  {
    incidents: {
      method: 'GET',
      path: '/incidents',
      responses: { 200: z.object({ incidents: z.array(IncidentSchema) }) },
      summary: 'Every incident and maintenance, newest start first',
    },
    postIncident: {
      method: 'POST',
      path: '/incidents',
      body: IncidentInputSchema,
      responses: { 201: IncidentSchema },
      summary: 'Posts an incident or a planned maintenance (400: end before start)',
    },
    changeIncident: {
      method: 'PUT',
      path: '/incidents/:id',
      pathParams: incidentId,
      body: IncidentInputSchema,
      responses: { 200: IncidentSchema },
      summary: 'Changes one (its state too: open, closed); 404 when there is no such id',
    },
  },
  { ...personalRouter, commonResponses: adminErrorResponses, pathPrefix: '/admin/status' },
)
