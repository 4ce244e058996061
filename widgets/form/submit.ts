/**
 * The submit guard of an enhanced form (docs/widgets/form.md), on the state machine of state.ts.
 * Submits are heard first (window, capture): the one held back to validate is stopped before the
 * page's own handlers, so they see only the submit that is sent. A sent submit the page cancels
 * (consent, captcha) or that keeps this page (target=_blank, a named frame) unlocks the form at once;
 * one that may keep it (a 204 answer, a download) after SUBMIT_LOCK_MS. The form goes with noValidate:
 * the browser's own checks are made by the controller through `validity` and shown inline.
 */
import { initialSubmit, onCancelled, onPageShow, onSubmit, onValidated, replacesPage, SUBMIT_LOCK_MS } from './state';

export interface GuardOptions {
  signal: AbortSignal;
  /** Validates what is still unchecked; true when no field is in error. */
  validate(): Promise<boolean>;
  /** The verdict had errors: focus the first field in error. */
  showErrors(): void;
  /** Our own failure: the widget unmounts, and the form then goes as without us. */
  report(error: unknown): void;
}

export function guardSubmit(form: HTMLFormElement, o: GuardOptions): void {
  const { signal } = o;
  const noValidate = form.noValidate;
  form.noValidate = true;
  signal.addEventListener('abort', () => (form.noValidate = noValidate));
  let submit = initialSubmit;
  let lockTimer = 0;
  signal.addEventListener('abort', () => clearTimeout(lockTimer));
  const release = () => {
    clearTimeout(lockTimer);
    submit = onCancelled(submit);
    form.classList.remove('--submitting');
  };
  /** After a sent submit's dispatch: cancelled by the page, or a page that stays, leaves the form usable. */
  const settle = (e: SubmitEvent) => {
    if (signal.aborted) return;
    const target = (e.submitter as HTMLButtonElement | null)?.getAttribute?.('formtarget') ?? form.getAttribute('target') ?? '';
    if (e.defaultPrevented || !replacesPage(target, window.top === window)) release();
    else lockTimer = window.setTimeout(release, SUBMIT_LOCK_MS); // a 204 answer or a download: the page stays
  };
  const send = (submitter: HTMLButtonElement | null) =>
    // In a new task: when every field was already checked the verdict is ready in a microtask, still
    // inside this submit event's dispatch, where the browser ignores requestSubmit().
    setTimeout(() => (typeof form.requestSubmit === 'function' ? form.requestSubmit(submitter) : form.submit()));
  const onSubmitEvent = (e: SubmitEvent) => {
    if (e.target !== form || e.defaultPrevented) return; // another form, or cancelled before us: not ours to mark
    const { next, action } = onSubmit(submit);
    submit = next;
    form.classList.toggle('--submitting', submit.submitting);
    if (action === 'pass') return void setTimeout(() => settle(e)); // once every handler has had its say
    e.preventDefault();
    e.stopImmediatePropagation();
    if (action === 'block') return;
    const submitter = (e.submitter as HTMLButtonElement | null)?.form === form ? (e.submitter as HTMLButtonElement) : null;
    o.validate().then(
      (ok) => {
        if (signal.aborted) return;
        const v = onValidated(submit, !ok);
        submit = v.next;
        form.classList.toggle('--failed', submit.failed);
        if (v.action === 'show-errors') o.showErrors();
        else send(submitter);
      },
      (error) => {
        o.report(error);
        submit = { ...submit, validating: false, handled: true }; // our listener, if still there, lets the resubmit pass
        send(submitter);
      },
    );
  };
  window.addEventListener('submit', onSubmitEvent, { capture: true, signal });
  window.addEventListener(
    'pageshow',
    (e) => {
      if (!e.persisted) return;
      clearTimeout(lockTimer);
      submit = onPageShow(submit);
      form.classList.remove('--submitting');
    },
    { signal },
  );
}
