/**
 * The checks of one enhanced form (docs/widgets/form.md): each field's state, and a round, which checks
 * fields by the browser's rules at once and every server-checked one in a single validateClientData
 * request, showing only the newest answer of each field.
 */
import type { Config } from '../../src/types';
import { checkFields } from './api';
import type { Problem } from './browser-rules';
import { byId, paint, paintEmpty, type Control } from './dom';
import { joinedOf, localVerdict, logical, ownerOf, partnerOf, sectionOfField, serverField } from './field';
import { measurePhotos, photoSizeCheck, readPhotoBounds } from './files';
import { outcomeOf, ownProblem } from './outcome';
import { sectionCode } from './sections';
import type { ServerField, ServerResult } from './server-rules';
import type { FieldState } from './state';
import { messageText, type Translate } from './text';
import { markMoment } from '../../src/util/moments';

export interface ChecksOptions {
  config: Config;
  t: Translate;
  signal: AbortSignal;
  /** A failure the form survives (a round that threw): console and widget-error, the form stays enhanced. */
  warn: (error: unknown) => void;
  /** Called with the e-mail field when the server says the address is registered (docs/widgets/form.md). */
  onClientExists?: (field: Control, exists: boolean) => void;
  /** The example address of the incorect_email text. */
  exampleEmail?: string;
}

interface FieldInfo {
  state: FieldState;
  /** Bumped by every change and every round that includes the field: only the newest answer counts. */
  seq: number;
  timer: number;
}

export function createChecks(form: HTMLFormElement, o: ChecksOptions) {
  const { signal } = o;
  const info = new Map<Control, FieldInfo>();
  const get = (el: Control) => {
    let i = info.get(el);
    if (!i) info.set(el, (i = { state: 'none', seq: 0, timer: 0 }));
    return i;
  };
  const set = (el: Control, state: FieldState, problem: Problem | null = null) => {
    get(el).state = state;
    if (problem) problem = { ...problem, code: sectionCode(problem.code, sectionOfField(el), logical(el)) };
    paint(el, state, problem ? messageText(problem, o.t) : '');
    if (state === 'error' || state === 'success') markMoment('validate', el.name);
  };
  signal.addEventListener('abort', () => info.forEach((i) => clearTimeout(i.timer)));

  function applyOutcome(el: Control, f: ServerField, result: ServerResult) {
    const partner = partnerOf(form, el);
    // Password bounds for the messages: the field's own, or (a login) its password partner's.
    const bounds = f.type === 'password' ? el : partner;
    const out = outcomeOf(f, result, {
      passwordMin: Number(bounds?.getAttribute('minlength')) || undefined,
      passwordMax: Number(bounds?.getAttribute('maxlength')) || undefined,
      exampleEmail: o.exampleEmail || o.t('example_email'),
    });
    const joined = joinedOf(form, el);
    const self = ownProblem(out, !!joined);
    set(el, self ? 'error' : 'success', self);
    // The number's error shows even on an empty number; its success only when its own rules pass.
    if (joined && out.joined) set(joined, 'error', out.joined);
    else if (joined && out.joined === null && localVerdict(form, joined) === null) set(joined, 'success');
    if (partner && out.partner) set(partner, 'error', out.partner);
    if (f.type === 'email') o.onClientExists?.(el, result.clientExists);
  }

  /** A photo's pixel size (docs/widgets/form.md): each file decoded; one that cannot be decoded is not a .jpg photo. */
  async function checkPhoto(el: HTMLInputElement, seq: number): Promise<void> {
    const sizes = await measurePhotos([...(el.files ?? [])]);
    const problem = sizes ? photoSizeCheck(sizes, readPhotoBounds(el.getAttribute('data-max-photo-size'))!) : { code: 'form_photo_format' };
    if (!signal.aborted && get(el).seq === seq) set(el, problem ? 'error' : 'success', problem);
  }

  /** One round: browser rules now, then every server field in one request. */
  async function round(targets: Control[]): Promise<void> {
    const ask: { el: Control; f: ServerField; seq: number }[] = [];
    const photos: Promise<void>[] = [];
    // A house number or phone prefix is checked with the field it joins; a prefix inside the phone's box only as the phone.
    const owners = targets.map((el) => ownerOf(form, el));
    for (const el of new Set(owners.flatMap((el) => [el, byId(form, el.getAttribute('data-concat-to')) ?? el]))) {
      const i = get(el);
      clearTimeout(i.timer);
      paintEmpty(el);
      const verdict = localVerdict(form, el);
      if (verdict === 'server') ask.push({ el, f: serverField(form, el), seq: ++i.seq });
      else if (verdict === 'photo') photos.push(checkPhoto(el as HTMLInputElement, ++i.seq));
      else if (verdict === 'empty') set(el, 'none');
      else set(el, verdict ? 'error' : 'success', verdict);
    }
    if (photos.length) await Promise.all(photos);
    if (!ask.length) return;
    let results: Map<string, ServerResult>;
    try {
      results = await checkFields(
        o.config,
        ask.map((a) => a.f),
        signal,
      );
    } catch (error) {
      o.warn(error); // the fields stay unchecked: the submit asks again, the server checks anyway
      return;
    }
    if (signal.aborted) return;
    for (const { el, f, seq } of ask) {
      if (get(el).seq !== seq) continue; // typed again since: that newer round decides
      const result = results.get(f.id);
      // No answer: no messages (docs/widgets/form.md), but not "checked": the submit asks again.
      if (!result) set(el, 'none');
      else applyOutcome(el, f, result);
    }
  }

  return { get, set, round };
}
