/**
 * form (docs/widgets/form.md): live server validation and a submit guard on a server-rendered
 * customer-data form (registration, account, checkout addresses), without re-rendering it. State shows on
 * the legacy `.f-group` classes, `aria-invalid` and the `.f-message` box (controller.ts). Behaviour only: no React.
 * Markup: data-widget="form" on the <form>; legacy: a form holding `[data-graphql]` or `.--validate`
 * fields, or the platform's registration and checkout form (`form.cop`), whose steps wait in templates until
 * ./cop/ puts them in place (docs/legacy/registration-checkout.md). Options (data-* on the form):
 *   data-login-url       where "I remember my login and password" goes (default /login.php)
 *   data-remind-url      where "send an e-mail allowing automatic login" goes (default /password-recover.php)
 *   data-existing-email  "true" / "false": offer the existing-e-mail choices (default: on registration
 *                        forms, i.e. with a password confirmation or a new-password field)
 *   data-social-linked   present: the choices note the earlier account was linked with a social account
 *   data-example-email   the example address in the incorect_email text
 * Load moment: its row in markers/index.ts.
 */
import type { Widget, WidgetContext } from '../../src/types';
import { texts } from './texts/index';
import { enhanceForm } from './controller';
import { byId } from './dom';
import { hideExistingEmail, showExistingEmail } from './existing-email';
import { localUrl, optionUrl } from '../../src/util/url';
import { wireMailingAction } from './mailing';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : '');
/**
 * A URL option (util/url.ts): a data-* attribute of the form or the marked element may only name a page of
 * this shop; the page author's data-props JSON may name another site. Else the fallback.
 */
const urlOption = (form: HTMLFormElement, props: Record<string, unknown>, key: 'loginUrl' | 'remindUrl', fallback: string) =>
  (form.dataset[key] !== undefined ? localUrl(form.dataset[key]) : optionUrl(props, key)) || fallback;

async function mountForms(ctx: WidgetContext, forms: HTMLFormElement[]) {
  // The platform's registration and checkout forms hold only placeholders until their templates are in place.
  const cop = forms.some((f) => f.classList.contains('cop')) ? import('./cop/index') : undefined;
  const t = await texts(ctx.config);
  const copCode = await cop;
  if (ctx.signal.aborted) return;
  for (const form of forms) {
    const opt = { ...ctx.props, ...form.dataset } as Record<string, unknown>;
    const isCop = !!copCode && form.classList.contains('cop');
    if (isCop) copCode.showCop(form, byId);
    // Addresses the shopper chose to register again anyway: not offered the choices a second time.
    const chosen = new Set<string>();
    // A registration form: a password confirmation or a new password the shopper can fill in (an order page's
    // account block counts once it is opened).
    const registration = () =>
      opt.existingEmail === 'true' || (opt.existingEmail !== 'false' && !!form.querySelector('[data-name="password_repeat"]:enabled, input[autocomplete~="new-password"]:enabled'));
    const controller = enhanceForm(form, {
      config: ctx.config,
      t,
      signal: ctx.signal,
      warn: ctx.warn,
      report: ctx.report,
      exampleEmail: text(opt.exampleEmail),
      onClientExists: (field, exists) => {
        if (!exists || chosen.has(field.value.trim()) || !registration()) return hideExistingEmail(field);
        const email = field.value.trim();
        showExistingEmail(field, email, t, {
          onNewAccount: () => chosen.add(email),
          loginUrl: urlOption(form, ctx.props, 'loginUrl', '/login.php'),
          remindUrl: urlOption(form, ctx.props, 'remindUrl', '/password-recover.php'),
          social: opt.socialLinked != null && opt.socialLinked !== 'false',
        });
      },
    });
    if (isCop) copCode.wireCop(form, { signal: ctx.signal, clear: controller.clear, t: (code) => t(code), byId });
    wireMailingAction(form, controller.clear, ctx.signal);
  }
}

/** The widget of a marker put on a <form> or on a box holding forms; `none` says how to fix markup with no form. */
export const formsWidget = (none: string): Widget => ({
  async mount(ctx) {
    const el = ctx.element;
    const forms = el instanceof HTMLFormElement ? [el] : [...el.querySelectorAll('form')];
    if (!forms.length) throw new Error(none);
    await mountForms(ctx, forms);
  },
});

export default formsWidget('form: the marked element is not a <form> and holds none; put data-widget="form" on the <form>.');

/** `storefront.validate(object, rules)`: the core loads this chunk on the first call (plain.ts). */
export { validatePlain as validate } from './plain';
