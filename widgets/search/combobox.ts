/**
 * WAI-ARIA combobox semantics on the server's own input (APG "combobox with listbox popup"): role,
 * aria-autocomplete=list, aria-controls, aria-expanded, aria-activedescendant, and a label when the
 * template gave none. Everything the widget set is put back as it was when it unmounts.
 */
import { useEffect } from 'react';

export interface ComboboxState {
  listId: string;
  expanded: boolean;
  /** Id of the active option, '' for none. */
  activeId: string;
  label: string;
}

const OWN = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant', 'aria-label', 'autocomplete'] as const;

/** True when the input already has an accessible name (label element, aria-label(ledby), title). */
export function hasName(input: HTMLInputElement): boolean {
  return !!(input.labels?.length || input.getAttribute('aria-label')?.trim() || input.getAttribute('aria-labelledby') || input.title.trim());
}

export function useCombobox(input: HTMLInputElement, { listId, expanded, activeId, label }: ComboboxState) {
  useEffect(() => {
    const saved = OWN.map((a) => [a, input.getAttribute(a)] as const);
    const named = hasName(input);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    // The browser's own history list would cover the suggestions.
    input.setAttribute('autocomplete', 'off');
    if (!named) input.setAttribute('aria-label', label);
    return () => {
      for (const [a, v] of saved) {
        if (v === null) input.removeAttribute(a);
        else input.setAttribute(a, v);
      }
    };
  }, [input, listId, label]);

  useEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);
}
