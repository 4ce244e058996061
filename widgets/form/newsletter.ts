/**
 * newsletter (docs/widgets/form.md): the newsletter form goes through the generic form validator
 * (this folder): live checks of its e-mail, the required consent, a submit guard. A second marker name
 * of the form widget (markers/loaders.ts), so it lives here: a widget never imports another widget.
 * Markup: data-widget="newsletter" on the <form> (or on a box holding it). Options as for `form`.
 * Load moment: its row in markers/index.ts. Vanilla: no React.
 */
import { formsWidget } from './index';

export default formsWidget('newsletter: the marked element holds no <form>; put data-widget="newsletter" on the newsletter <form>.');
