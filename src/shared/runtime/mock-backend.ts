/**
 * The one place where the app reaches the embedded backend: a dynamic import, taken only when
 * a switch is "mock", so that a live build carries none of it.
 */
export type MockBackend = Awaited<typeof import('@mocks/browser')>['mockBackend']

export interface MockBackendOptions {
  /**
   * Accept tokens of users the mock database does not know (those of the Firebase Auth
   * Emulator when the auth switch is "firebase" and the API is mocked).
   */
  acceptUnknownUsers?: boolean
}

/** Starts the embedded backend, which answers under EMBEDDED_API_BASE only (never a live API). */
export async function loadMockBackend(options: MockBackendOptions = {}): Promise<MockBackend> {
  if (!__MOCK_BUILD__) throw new Error('Ce build ne contient pas le backend embarqué.')
  const { startMockBackend, mockBackend } = await import('@mocks/browser')
  await startMockBackend(options)
  return mockBackend
}
