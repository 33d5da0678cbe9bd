// Password guessing without a lock-out that strangers can trigger (README, 'Login limits').
// Wrong passwords are counted per (username, address) and per username from any address. One
// address is stopped after a few wrong passwords for a username; a username under attack from
// many addresses leaves each address a single try. An address that has not failed on the username
// always has its try, so the owner's right password from their own address still logs in,
// however many strangers failed before.

export interface LoginThrottleRule {
  /** Wrong passwords one address may give for one username in the window. */
  perAddress: number;
  /** Wrong passwords for one username from all addresses after which each address has one try. */
  userCeiling: number;
}

/**
 * Whether a login attempt is checked, given the wrong passwords counted so far in the window
 * including this attempt (counted as wrong until the password proves right): `pair` from this
 * address for this username, `user` for this username from every address.
 */
export function loginAttemptAllowed(counts: { pair: number; user: number }, rule: LoginThrottleRule): boolean {
  if (counts.pair > rule.perAddress) return false;
  return counts.user <= rule.userCeiling || counts.pair === 1;
}
