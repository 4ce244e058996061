/**
 * The platform's newsletter form (docs/legacy/other-pages.md): one form for both ways, its hidden `mailing_action`
 * set by the button pressed. "Remove" (`#newsletter_button_remove`) asks for the e-mail alone: the name and the
 * consent stop being checked and their states go; "add" (`#newsletter_button_add`) checks them again, as the
 * server rendered them. The platform's script did the same on the buttons' click (before the submit).
 */
const OPTIONAL_ON_REMOVE = ['newsletter_consent', 'mailing_name'];

export function wireMailingAction(form: HTMLFormElement, clear: (els: Element[]) => void, signal: AbortSignal): void {
  const action = form.querySelector<HTMLInputElement>('input[name=mailing_action]');
  if (!action) return;
  const fields = OPTIONAL_ON_REMOVE.map((id) => form.querySelector<HTMLInputElement>(`#${id}`)).filter((el): el is HTMLInputElement => !!el);
  // What the server rendered, to put back on "add".
  const rendered = fields.map((el) => ({ el, validate: el.classList.contains('--validate'), required: el.required }));
  form.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('#newsletter_button_remove, #newsletter_button_add');
      if (!button || !form.contains(button)) return;
      const remove = button.id === 'newsletter_button_remove';
      action.value = remove ? 'remove' : 'add';
      for (const r of rendered) {
        r.el.classList.toggle('--validate', !remove && r.validate);
        r.el.required = !remove && r.required;
      }
      if (remove) clear(fields);
    },
    { signal },
  );
}
