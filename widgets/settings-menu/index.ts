/**
 * settings-menu (docs/widgets/settings-menu.md; legacy `#menu_settings` and the platform's list paging
 * `.s_paging`, or data-widget="settings-menu" on the form or its box): its selects (paging, sorting,
 * currency...) shown as custom dropdowns, the WAI-ARIA APG select-only combobox with a listbox. The native
 * selects stay in the form and keep the value, so the form submits exactly what the server expects. A form
 * with no submit button (the platform's sorting and page-size forms, which its legacy script sent on a choice)
 * is sent when the shopper picks another option from the open list; type-ahead in the closed box sends nothing.
 * Multiple or sized selects are left native. Behaviour only: no React.
 * Load moment: its row in markers/index.ts (2 kB less before any interaction on the home page); a select
 * focused at that moment hands the focus to its combobox.
 */
import type { Widget } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { comboFor } from './combo';
import { CSS } from './style';

const SUBMITS = 'button[type=submit],button:not([type]),input[type=submit],input[type=image]';

/** For a select whose form has no submit button: sends the form once a pick changed its value from the page's. */
function sendOnChoice(select: HTMLSelectElement): (() => void) | undefined {
  const form = select.form;
  if (!form || form.querySelector(SUBMITS)) return;
  const served = select.value;
  return () => {
    if (select.value === served) return;
    if (form.requestSubmit)
      form.requestSubmit(); // the submit event first, as a button would send it
    else form.submit();
  };
}

const widget: Widget = {
  mount({ element, signal }) {
    const selects = [...element.querySelectorAll('select')].filter((s) => !s.multiple && !(s.size > 1));
    if (!selects.length) return;
    adoptCss('settings-menu', CSS);
    const undo = selects.map((s) => comboFor(s, signal, sendOnChoice(s)));
    return () => undo.forEach((fn) => fn());
  },
};
export default widget;
