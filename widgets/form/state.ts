/**
 * Field validity and the submission state machine (docs/widgets/form.md), as plain data and functions.
 */

export type FieldState = 'none' | 'success' | 'error';

/** A whole-form validation checks only the fields still in `none` (docs/widgets/form.md). */
export const needsCheck = (state: FieldState) => state === 'none';

/** Fields a bulk change (autofill) ignores (docs/widgets/form.md): the sign-in pair a password manager fills. */
const IGNORED_AUTOCOMPLETE = ['username', 'current-password'];

/**
 * Whether a change is autofill: more than one input changed at once, not counting username and
 * current-password fields. The controller then clears every state and revalidates the whole form.
 */
export function isBulkChange(changed: readonly { autocomplete: string }[]): boolean {
  const counted = changed.filter((f) => !f.autocomplete.split(/\s+/).some((token) => IGNORED_AUTOCOMPLETE.includes(token)));
  return counted.length > 1;
}

/**
 * Fields whose `input` event is followed by `change` (a choice, not typing): they are checked on that, at
 * once. `type` is the control's (select-one, checkbox...).
 */
export const waitsForChange = (type: string) => type.startsWith('select') || type === 'checkbox' || type === 'radio' || type === 'file';

export interface SubmitState {
  /** Marked as failed: the last validation found an error. */
  failed: boolean;
  /** Validated and about to be submitted for real: the next submit event passes. */
  handled: boolean;
  /** Submitted for real: every further submit is blocked. */
  submitting: boolean;
  /** A whole-form validation is running: submits meanwhile are blocked (one round at a time). */
  validating: boolean;
}

export const initialSubmit: SubmitState = { failed: false, handled: false, submitting: false, validating: false };

/** validate: block the event and validate the form; pass: let the browser submit; block: stop it. */
export type SubmitAction = 'validate' | 'pass' | 'block';

/** A submit event arrives: validate first, let a validated one through, block one while busy. */
export function onSubmit(s: SubmitState): { next: SubmitState; action: SubmitAction } {
  if (s.submitting || s.validating) return { next: s, action: 'block' };
  if (s.handled) return { next: { ...s, handled: false, submitting: true }, action: 'pass' };
  return { next: { ...s, validating: true }, action: 'validate' };
}

/** The whole-form validation ended: submit for real, or show the first error. */
export function onValidated(s: SubmitState, anyError: boolean): { next: SubmitState; action: 'submit' | 'show-errors' } {
  if (anyError) return { next: { ...s, validating: false, failed: true }, action: 'show-errors' };
  return { next: { ...s, validating: false, failed: false, handled: true }, action: 'submit' };
}

/**
 * How long a real submit blocks the next one when the page stays (a 204 answer, a download): long
 * enough for a double click and impatient presses while the answer is pending, short enough that the
 * form is usable again. A page that goes away takes the block with it.
 */
export const SUBMIT_LOCK_MS = 4000;

/** A sent submit's event ended cancelled (the page's own handler: consent, captcha): nothing was sent. */
export const onCancelled = (s: SubmitState): SubmitState => ({ ...s, submitting: false, handled: false, validating: false });

/**
 * Whether a submit to `target` (the submitter's formtarget, else the form's target) replaces this page:
 * '', _self, _top and _parent do (in a top-level page); _blank or a named frame or window leave it here.
 */
export function replacesPage(target: string, topLevel = true): boolean {
  const t = target.trim().toLowerCase();
  return t === '' || t === '_self' || (topLevel && (t === '_top' || t === '_parent'));
}

/** Back from the page the form went to (bfcache): the form can be sent again. */
export const onPageShow = (s: SubmitState): SubmitState => ({ ...s, submitting: false, handled: false, validating: false });
