/**
 * settings-menu (docs/widgets/settings-menu.md; legacy `#menu_settings`, or data-widget="settings-menu" on
 * the form or its box): its selects (paging, sorting, currency...) shown as custom dropdowns, the WAI-ARIA APG select-only
 * combobox with a listbox. The native selects stay in the form and keep the value, so the form submits
 * exactly what the server expects. Multiple or sized selects are left native. Behaviour only: no React.
 * Load moment: its row in markers/index.ts (2 kB less before any interaction on the home page); a select
 * focused at that moment hands the focus to its combobox.
 */
import type { Widget } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { comboFor } from './combo';
import { CSS } from './style';

const widget: Widget = {
  mount({ element, signal }) {
    const selects = [...element.querySelectorAll('select')].filter((s) => !s.multiple && s.size <= 1);
    if (!selects.length) return;
    adoptCss('settings-menu', CSS);
    const undo = selects.map((s) => comboFor(s, signal));
    return () => undo.forEach((fn) => fn());
  },
};
export default widget;
