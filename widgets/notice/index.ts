/**
 * notice (docs/widgets/notice.md): the shop's site-wide notice (legacy `#menu_notice`, or
 * data-widget="notice") opens in the shared dialog once mounted, titled by the section's label (or its own
 * heading), closable by its button, Escape or a click outside. Closing remembers the text, so the same notice
 * does not open again on the next pages (./rules.ts). The server markup is lent to the dialog and returns
 * when it closes (see lend()). No React: a notice is server HTML.
 */
import type { Widget } from '../../src/types';
import { openDialog } from '../../src/ui/dialog';
import { remember, shouldOpen } from './rules';
import { texts } from './texts';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The notice's content, lent to the dialog: its nodes move in and go back when the dialog closes. A copy
 * would run the server HTML's inline handlers a second time (`<img onerror>` loads again) and mount every
 * widget in it again (a form validated twice, a notice in a notice opening two dialogs); moved nodes keep
 * the widgets already mounted on them and run nothing again. The section keeps its height meanwhile, so
 * the page behind the dialog does not move.
 */
export function lend(section: HTMLElement): { content: DocumentFragment; giveBack(): void } {
  const nodes = [...section.childNodes];
  const minHeight = section.style.minHeight;
  section.style.minHeight = `${section.getBoundingClientRect().height}px`;
  const content = document.createDocumentFragment();
  content.append(...nodes);
  return {
    content,
    giveBack() {
      section.append(...nodes);
      section.style.minHeight = minHeight;
    },
  };
}

const NOTICE = '#menu_notice, [data-widget~="notice"]';

const widget: Widget = {
  async mount({ element, config, signal }) {
    const text = element.textContent ?? '';
    // An empty notice is the shop's "no notice today"; a closed one stays closed until its text changes.
    if (!shouldOpen(text, storage())) return;
    // A notice inside another one is shown by the outer one's dialog: one dialog, not two.
    if (element.parentElement?.closest(NOTICE)) return;
    const t = await texts(config);
    if (signal.aborted) return;
    const { content, giveBack } = lend(element);
    const heading = content.querySelector('h1,h2,h3');
    const title = heading ? undefined : element.getAttribute('aria-label')?.trim() || t('title');
    const dialog = openDialog({
      title,
      content,
      closeLabel: t('close'),
      className: 'sf-notice-dialog',
      signal,
      onClose: (reason) => {
        giveBack();
        if (reason !== 'abort') remember(text, storage());
      },
    });
    return () => dialog.close('abort');
  },
};
export default widget;
