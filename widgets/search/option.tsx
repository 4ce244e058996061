/**
 * One suggestion: the link itself is the option (no interactive element nested in another, and a real
 * link for middle clicks). The matched words are marked by splitting strings (sections.ts); every
 * server string renders as text.
 */
import { highlight, type Suggestion } from './sections';

/** The matched words marked; the rest plain text nodes (no element each: fewer boxes to lay out at first paint). */
function Text({ label, query }: { label: string; query: string }) {
  return highlight(label, query).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text));
}

/** `thumb`: the product's image is asked for (false until the first suggestions are painted: ./view.tsx). */
export function Option({ item, id, selected, query, thumb }: { item: Suggestion; id: string; selected: boolean; query: string; thumb: boolean }) {
  // Focus stays in the box (tabIndex -1, aria-activedescendant).
  return (
    <a role="option" id={id} aria-selected={selected} className={`sf-suggest__option --${item.kind}`} href={item.link} tabIndex={-1}>
      {item.kind === 'product' && <img className="sf-suggest__img" src={(thumb && item.image) || undefined} alt="" width={40} height={40} loading="lazy" decoding="async" />}
      <span className="sf-suggest__name">
        <Text label={item.label} query={query} />
        {!!item.trail?.length && <span className="sf-suggest__trail">{item.trail.join(' › ')}</span>}
      </span>
      {item.price && <span className="sf-suggest__price">{item.price}</span>}
    </a>
  );
}
