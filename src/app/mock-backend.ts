/**
 * The one place where the app reaches the embedded backend: a dynamic import, taken only when
 * a switch is "mock", so that a live build carries none of it.
 */
export type MockBackend = Awaited<typeof import('@mocks/browser')>['mockBackend']

export async function loadMockBackend(apiBase: string): Promise<MockBackend> {
  const { startMockBackend, mockBackend } = await import('@mocks/browser')
  await startMockBackend({ apiBase })
  return mockBackend
}
