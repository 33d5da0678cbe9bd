// Kept for the checkout feature, which imports it from here; the function lives in lib.
export { reportRequestError } from '../../lib/mutation-outcome';
