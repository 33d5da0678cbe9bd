// Review form rules (spec §3 'Review', §5): rating default 5, max 5, step 1; email of type email.
// The specification leaves the texts unbounded; a review is shown to every visitor of the
// product, so each text has a bound (the form is a short text: 2,000 characters is generous).

export const REVIEW_MESSAGES = {
  added: 'Recensione aggiunta con successo',
  required: 'Attenzione, campi obbligatori non inseriti',
  invalidRating: 'Valutazione non valida',
  invalidEmail: 'Indirizzo email non valido',
  tooLong: (max: number) => `Testo troppo lungo: al massimo ${max} caratteri`,
} as const;

export const REVIEW_LIMITS = { name: 100, email: 254, message: 2000 } as const;

export interface ReviewDraft {
  name: string;
  email: string;
  message: string;
  rating: number | null | undefined;
}

export interface ReviewProblem {
  field: 'name' | 'email' | 'message' | 'rating';
  code: 'REQUIRED' | 'INVALID_RATING' | 'INVALID_EMAIL' | 'TOO_LONG';
  message: string;
}

export interface CheckedReview {
  name: string;
  email: string;
  message: string;
  rating: number;
}

// The browser's type=email check, kept loose on purpose: the upstream stores the text as given.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** Trims the draft and applies the defaults, or lists what is wrong with it. */
export function checkReview(draft: ReviewDraft): { ok: true; review: CheckedReview } | { ok: false; problems: ReviewProblem[] } {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  const rating = draft.rating ?? 5;
  const problems: ReviewProblem[] = [];
  if (!name) problems.push({ field: 'name', code: 'REQUIRED', message: REVIEW_MESSAGES.required });
  if (!message) problems.push({ field: 'message', code: 'REQUIRED', message: REVIEW_MESSAGES.required });
  const texts = { name, email, message };
  for (const field of ['name', 'email', 'message'] as const) {
    if (texts[field].length > REVIEW_LIMITS[field]) {
      problems.push({ field, code: 'TOO_LONG', message: REVIEW_MESSAGES.tooLong(REVIEW_LIMITS[field]) });
    }
  }
  if (email && email.length <= REVIEW_LIMITS.email && !EMAIL.test(email)) problems.push({ field: 'email', code: 'INVALID_EMAIL', message: REVIEW_MESSAGES.invalidEmail });
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    problems.push({ field: 'rating', code: 'INVALID_RATING', message: REVIEW_MESSAGES.invalidRating });
  }
  return problems.length ? { ok: false, problems } : { ok: true, review: { name, email, message, rating } };
}
