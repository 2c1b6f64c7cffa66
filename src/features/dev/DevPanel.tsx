import { useState } from 'react'
import type { MockBackend } from '@/shared/runtime/mock-backend'
import { DataSection } from './sections/DataSection'
import { DeliveriesSection } from './sections/DeliveriesSection'
import { FaultsSection } from './sections/FaultsSection'
import { MachinesSection } from './sections/MachinesSection'
import { MailboxSection } from './sections/MailboxSection'
import { UsersSection } from './sections/UsersSection'
import { VoteSitesSection } from './sections/VoteSitesSection'
import { faultsStore } from './faults-store'
import { panelBody } from './styles'

/** The tester's tools, in the side sheet and at /__dev: mock mode only. */
export default function DevPanel({ mock }: { mock: MockBackend }) {
  faultsStore.connect(mock)
  // Bumped when the panel itself sends an email: the mailbox is read again at once.
  const [mailVersion, setMailVersion] = useState(0)
  return (
    <div className={panelBody}>
      <FaultsSection mock={mock} />
      <VoteSitesSection mock={mock} />
      <DeliveriesSection mock={mock} />
      <UsersSection mock={mock} onMail={() => setMailVersion((v) => v + 1)} />
      <MailboxSection key={mailVersion} mock={mock} />
      <MachinesSection />
      <DataSection mock={mock} />
    </div>
  )
}
