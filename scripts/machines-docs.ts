/**
 * `npm run machines:docs`: writes docs/machines/<id>.md for every machine, a Mermaid
 * stateDiagram-v2 drawn from the machine's own definition and a table of its events, plus an
 * index. tests/unit/machine-docs.test.ts fails when the committed files are stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import { accountDeletionMachine } from '../machines/account-deletion.machine'
import { withdrawalMachine } from '../machines/withdrawal.machine'
import { authMachine } from '../machines/auth.machine'
import { checkoutMachine } from '../machines/checkout.machine'
import { claimMachine } from '../machines/claim.machine'
import { emailVerificationMachine } from '../machines/email-verification.machine'
import { gameAccountFormMachine } from '../machines/game-account-form.machine'
import { passwordResetMachine } from '../machines/password-reset.machine'
import { transferMachine } from '../machines/transfer.machine'
import { voteReturnMachine } from '../machines/vote-return.machine'
import { voteMachine } from '../machines/vote.machine'
import {
  edgesOfChart,
  statechartOf,
  type ChartEdge,
  type ChartNode,
} from '../src/features/dev/statechart'
import { formatted } from './lib/formatted'

export const MACHINE_DOCS_DIR = fileURLToPath(new URL('../docs/machines/', import.meta.url))

export interface MachineDoc {
  machine: AnyStateMachine
  /** Its source file under machines/. */
  source: string
  description: string
}

/** Every machine of machines/, with one line saying what it is for. */
export const MACHINES: MachineDoc[] = [
  {
    machine: authMachine,
    source: 'auth.machine.ts',
    description:
      'The session: loading until the identity service reports the user, then signed in or signed out; sign-in, sign-up, Google and sign-out run as invoked actors, password reset and email verification as child machines.',
  },
  {
    machine: passwordResetMachine,
    source: 'password-reset.machine.ts',
    description: 'The « Mot de passe oublié » screen: one email, one reset message sent.',
  },
  {
    machine: emailVerificationMachine,
    source: 'email-verification.machine.ts',
    description:
      'Sending (again) the verification email of a signed-in player whose address is not verified yet.',
  },
  {
    machine: checkoutMachine,
    source: 'checkout.machine.ts',
    description:
      'Buying a top-up pack: one payment session at a time, then leaving for Stripe Checkout when the session URL is on the allow-list.',
  },
  {
    machine: transferMachine,
    source: 'transfer.machine.ts',
    description:
      'Transferring AirPoints to a character (/shop-items): account, character and amount, checked in the rules’ order, then the success page once delivered (201), the failure page when refused (any other status), and the page of an unknown outcome when no answer came even after retrying.',
  },
  {
    machine: claimMachine,
    source: 'claim.machine.ts',
    description:
      'Claiming a loyalty reward for a character: the same delivery flow as the transfer, delivered on 200.',
  },
  {
    machine: voteMachine,
    source: 'vote.machine.ts',
    description:
      'Voting: pick a site, get a vote token, store it with the time, then leave for the voting site.',
  },
  {
    machine: voteReturnMachine,
    source: 'vote-return.machine.ts',
    description:
      'Back on / after voting: validate the stored token when 20 s or more have passed, and forget it in every case.',
  },
  {
    machine: gameAccountFormMachine,
    source: 'game-account-form.machine.ts',
    description:
      'Creating a game account, linking one the game already has, or changing its password.',
  },
  {
    machine: accountDeletionMachine,
    source: 'account-deletion.machine.ts',
    description:
      '« Supprimer mon compte »: sign in again (password or Google), then the API closes the account; once closed, the app signs the player out.',
  },
  {
    machine: withdrawalMachine,
    source: 'withdrawal.machine.ts',
    description:
      '« Renoncer au contrat ici »: the form, then a separate « Confirmer la rétractation », then the API takes back and refunds the untransferred AirPoints.',
  },
]

/** What the named events mean; done, error, delayed and eventless ones are described alone. */
const EVENT_MEANINGS: Record<string, string> = {
  'auth.changed': 'The identity service reports the current user (start-up and every change).',
  'signIn.submit': 'The sign-in form is sent.',
  'signUp.submit': 'The registration form is sent.',
  'google.start': 'The player chose Google sign-in.',
  signOut: 'Déconnexion (or a 401 that a fresh token did not cure).',
  'deletion.confirm': 'The player confirms the closure, with his password or through Google.',
  'withdrawal.review':
    '« Renoncer au contrat ici »: the form (name, purchase, e-mail) is filled in.',
  'withdrawal.edit': 'Back to the form from the confirmation step.',
  'withdrawal.confirm': '« Confirmer la rétractation »: the withdrawal is sent.',
  'form.clear': 'A screen opens: the previous failure is forgotten.',
  'reset.submit': 'The reset form is sent.',
  'reset.restart': 'Back to the form after the notice.',
  'verification.send': 'The player asks for the verification email.',
  'pack.choose': 'A top-up pack is chosen.',
  'vote.pick': 'A voting site is chosen.',
  'form.account': 'A game account is chosen (the character follows it).',
  'form.character': 'A character is chosen.',
  'form.amount': 'The amount is typed.',
  'form.change': 'A field of the form changes.',
  'form.submit': 'The form is sent.',
}

function meaningOf(event: string): string {
  if (event === '') return 'Taken at once on entry, by the first guard that holds.'
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event)
  if (done) return `The invoked \`${done[1]}\` actor answered.`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event)
  if (error) return `The invoked \`${error[1]}\` actor failed.`
  if (event.startsWith('xstate.after.')) return 'The delay elapsed.'
  const meaning = EVENT_MEANINGS[event]
  if (!meaning) throw new Error(`machines-docs: describe the event "${event}" in EVENT_MEANINGS`)
  return meaning
}

/** Mermaid ids must be unique in a diagram: the state's path ('signedIn_idle'). */
const mermaidId = (node: ChartNode) => node.path.join('_')

function mermaidLabel(edge: ChartEdge): string {
  const label = edge.guard ? `${edge.label} [${edge.guard}]` : edge.label
  // ':' ends the label in Mermaid's grammar; '#' and ';' start entities and statements.
  return label.replace(/:/g, ' ').replace(/[#;]/g, '').replace(/\s+/g, ' ').trim()
}

function mermaidOf(root: ChartNode): string {
  const byId = new Map<string, ChartNode>()
  const walk = (node: ChartNode) => {
    byId.set(node.id, node)
    node.children.forEach(walk)
  }
  walk(root)
  const lines = ['stateDiagram-v2']

  const block = (node: ChartNode, depth: number) => {
    const pad = '  '.repeat(depth)
    if (node.initial) {
      const first = node.children.find((child) => child.key === node.initial)
      if (first) lines.push(`${pad}[*] --> ${mermaidId(first)}`)
    }
    for (const child of node.children) {
      const id = mermaidId(child)
      if (child.key !== id) lines.push(`${pad}state "${child.key}" as ${id}`)
      if (child.children.length > 0) {
        lines.push(`${pad}state ${id} {`)
        block(child, depth + 1)
        lines.push(`${pad}}`)
      }
      if (child.type === 'final') lines.push(`${pad}${id} --> [*]`)
    }
  }
  block(root, 1)

  for (const edge of edgesOfChart(root)) {
    const source = byId.get(edge.source)
    const target = byId.get(edge.target)
    if (!source || !target || source === root) continue
    lines.push(`  ${mermaidId(source)} --> ${mermaidId(target)} : ${mermaidLabel(edge)}`)
  }
  return lines.join('\n')
}

function eventTable(root: ChartNode): string {
  const nodes = new Map<string, ChartNode>()
  const walk = (node: ChartNode) => {
    nodes.set(node.id, node)
    node.children.forEach(walk)
  }
  walk(root)
  const name = (id: string) => nodes.get(id)?.path.join('.') || '(machine)'
  const events = new Map<string, ChartEdge[]>()
  for (const edge of edgesOfChart(root)) {
    events.set(edge.event, [...(events.get(edge.event) ?? []), edge])
  }
  const rows = [...events].map(([event, edges]) => {
    const moves = edges
      .map((edge) => {
        const move = edge.self
          ? `${name(edge.source)} (stays)`
          : `${name(edge.source)} → ${name(edge.target)}`
        return edge.guard ? `${move} if \`${edge.guard}\`` : move
      })
      .join('; ')
    return `| \`${edges[0]!.label}\` | ${meaningOf(event)} | ${moves} |`
  })
  return ['| event | meaning | transitions |', '| --- | --- | --- |', ...rows].join('\n')
}

export function machineDoc({ machine, source, description }: MachineDoc): string {
  const chart = statechartOf(machine)
  return [
    `# ${machine.id}`,
    '',
    '<!-- Generated by `npm run machines:docs` from the machine itself: do not edit. -->',
    '',
    description,
    '',
    `Source: [machines/${source}](../../machines/${source})`,
    '',
    '```mermaid',
    mermaidOf(chart),
    '```',
    '',
    '## Events',
    '',
    eventTable(chart),
    '',
  ].join('\n')
}

export function indexDoc(): string {
  return [
    '# Machines',
    '',
    '<!-- Generated by `npm run machines:docs`: do not edit. -->',
    '',
    'Every multi-step flow of the portal is an XState machine (`machines/`). Each page below is',
    'drawn from the machine’s own definition; a test fails when one no longer matches. In mock',
    'mode, the dev panel (« Outils de test », or `/__dev`) shows the running ones live.',
    '',
    '| machine | what it does |',
    '| --- | --- |',
    ...MACHINES.map((doc) => `| [${doc.machine.id}](${doc.machine.id}.md) | ${doc.description} |`),
    '',
  ].join('\n')
}

/** Every file of docs/machines/, by name, formatted as committed. */
export async function generateMachineDocs(): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  files.set('README.md', await formatted(indexDoc(), join(MACHINE_DOCS_DIR, 'README.md')))
  for (const doc of MACHINES) {
    const name = `${doc.machine.id}.md`
    files.set(name, await formatted(machineDoc(doc), join(MACHINE_DOCS_DIR, name)))
  }
  return files
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await generateMachineDocs()
  mkdirSync(MACHINE_DOCS_DIR, { recursive: true })
  for (const name of readdirSync(MACHINE_DOCS_DIR)) {
    if (!files.has(name)) rmSync(join(MACHINE_DOCS_DIR, name))
  }
  for (const [name, text] of files) writeFileSync(join(MACHINE_DOCS_DIR, name), text)
  console.log(`${files.size} files written to ${MACHINE_DOCS_DIR}`)
}
