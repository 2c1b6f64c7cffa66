/** A user's second factor (TOTP) as stored (docs/decisions/059). */
export interface SecondFactorRow {
  uid: string
  /** The TOTP secret, sealed by the secrets port. */
  sealedSecret: string
  /** False while enrolment waits for its first code. */
  confirmed: boolean
  /** The last time step whose code was accepted: a code of this step or before is refused. */
  lastStep: number | null
  /** Digests of the recovery codes not used yet. */
  recoveryDigests: string[]
}

/** A step-up: what a valid code gives, for a bounded time (the credential kept as its digest). */
export interface StepUpRow {
  digest: string
  uid: string
  /** ISO dates. */
  verifiedAt: string
  expiresAt: string
}

export interface SecondFactorsReads {
  get(uid: string): Promise<SecondFactorRow | null>
  stepUp(digest: string): Promise<StepUpRow | null>
}

/** Second factors, one per user; the conditional methods answer false when they did nothing. */
export interface SecondFactorsStore extends SecondFactorsReads {
  /** A new secret waiting for its first code: false when a confirmed one exists. */
  begin(uid: string, sealedSecret: string): Promise<boolean>
  /** The first code's step: confirmed with its recovery codes, false if not pending or replayed. */
  confirm(uid: string, step: number, recoveryDigests: string[]): Promise<boolean>
  /** Takes a step's code once: false when confirmed is not or a step as late was taken. */
  useStep(uid: string, step: number): Promise<boolean>
  /** Takes a recovery code once: false when it is not one of the unused ones. */
  useRecovery(uid: string, digest: string): Promise<boolean>
  /** Removes the second factor and its step-ups: false when there was none. */
  remove(uid: string): Promise<boolean>
  /** Records a step-up (and forgets the user's expired ones). */
  grantStepUp(stepUp: StepUpRow): Promise<void>
}
