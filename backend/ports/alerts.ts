/**
 * The operators' alert settings the shared backend reads (docs/decisions/060-alerts.md; ALERT_* in
 * server/config.ts): not a port to the outside world, carried with the ports to the purchase.
 */
export interface AlertSettings {
  /** A purchase crediting at least this many AirPoints is reported (ALERT_PURCHASE_POINTS). */
  purchasePoints: number
}
