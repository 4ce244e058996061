/**
 * notice (spec 2.12 site-wide notice in a modal; CONTRACT 4; issue 7): the shop's notice (legacy
 * `#menu_notice`, or data-widget="notice") opens in the shared dialog on page load, titled by the
 * section's label (or its own heading), closable by its button, Escape or a click outside. Closing
 * remembers the text, so the same notice does not open again on the next pages (./rules.ts). The server
 * markup stays where it is: nothing on the page moves. No React: a notice is server HTML shown again.
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

/** The notice's content for the dialog: a copy without ids (they stay unique) and without scripts. */
function contentOf(section: HTMLElement): DocumentFragment {
  const copy = document.createDocumentFragment();
  for (const node of section.childNodes) copy.append(node.cloneNode(true));
  copy.querySelectorAll('script,[data-props]').forEach((n) => n.remove());
  copy.querySelectorAll('[id]').forEach((n) => n.removeAttribute('id'));
  return copy;
}

const widget: Widget = {
  async mount({ element, config, signal }) {
    const text = element.textContent ?? '';
    // An empty notice is the shop's "no notice today"; a closed one stays closed until its text changes.
    if (!shouldOpen(text, storage())) return;
    const t = await texts(config);
    if (signal.aborted) return;
    const content = contentOf(element);
    const heading = content.querySelector('h1,h2,h3');
    const title = heading ? undefined : element.getAttribute('aria-label')?.trim() || t('title');
    const dialog = openDialog({
      title,
      content,
      closeLabel: t('close'),
      className: 'sf-notice-dialog',
      signal,
      onClose: (reason) => reason !== 'abort' && remember(text, storage()),
    });
    return () => dialog.close('abort');
  },
};
export default widget;
