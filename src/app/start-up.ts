import { nextTask } from '@/shared/runtime/next-task'

/**
 * The app's start-up schedule (decision 020), in order. Each step starts in a task of its own
 * (`nextTask()`), so that no task is long enough to hold a tap on a pre-rendered page; the app's
 * modules were evaluated in the page's first task, before step 1. `boot.tsx` gives what each
 * step does; this module says when.
 */
export interface StartUpSteps {
  /**
   * 1. The storage areas the start-up reads, then the app's services (embedded backend when a
   * switch is mock, auth, API client), once the shared styles have evaluated; the route table's
   * and the shell's modules arrive meanwhile.
   */
  services: () => Promise<void>
  /** 2. The route table, and the first route's match and data for a pre-rendered page. */
  routes: () => Promise<void>
  /** 3. React Router's router. */
  router: () => void
  /** 4. The first render, or the hydration of a pre-rendered page in a transition. */
  render: () => void
}

export async function startUp({ services, routes, router, render }: StartUpSteps): Promise<void> {
  for (const step of [services, routes, router, render]) {
    await nextTask()
    await step()
  }
}

/**
 * A module loaded on demand, then started in the next task: evaluating a module and starting
 * what it holds are two tasks, not one (the auth machine, the Firebase SDK).
 */
export async function loadThenStart<M, T>(load: () => Promise<M>, start: (module: M) => T) {
  const module = await load()
  await nextTask()
  return start(module)
}
