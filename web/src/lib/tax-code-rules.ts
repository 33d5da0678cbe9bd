// The gateway's own check-digit rules, not a copy: the registration form checks a VAT number as
// it is typed (for comfort) with the very rule the gateway applies when it is sent (for truth).
export { isValidVatNumber } from '../../../gateway/src/domain/tax-codes.ts';
