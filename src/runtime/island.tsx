/**
 * React islands (one root per widget, rendered in a transition, each with its own error
 * boundary). `island(Component)` turns a component into a Widget: it waits for the shop's texts,
 * renders into a host element and reports render errors through ctx.report (which unmounts it).
 */
import { Component, createContext, startTransition, useContext, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Cleanup, Config, Widget, WidgetContext } from '../types';
import { getTranslator, type Translate } from '../texts';

const Ctx = createContext<{ ctx: WidgetContext; t: Translate } | null>(null);

/** The widget's context and translator, inside an island. */
export function useWidget() {
  const value = useContext(Ctx);
  if (!value) throw new Error('useWidget() outside an island');
  return value;
}

class Boundary extends Component<{ ctx: WidgetContext; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // Unmount after this commit: the server HTML is what the shopper keeps.
    queueMicrotask(() => this.props.ctx.report(error));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface IslandOptions {
  /** Where the root renders; default: a `display: contents` host appended to the widget's element. */
  host?: (ctx: WidgetContext) => Element;
  /**
   * The island's texts: default the shared catalogue (src/texts.ts); a widget with texts of its own
   * passes its `widgetTexts()` loader; `false` for an island that shows only the page's own text.
   */
  texts?: ((config: Config) => Promise<Translate | ((code: string, params?: Record<string, string | number>) => string)>) | false;
}

const noTexts = ((code: string) => code) as unknown as Translate;

export function island(View: ComponentType<{ ctx: WidgetContext }>, options: IslandOptions = {}): Widget {
  return {
    async mount(ctx): Promise<Cleanup> {
      const t = options.texts === false ? noTexts : ((await (options.texts ?? getTranslator)(ctx.config)) as Translate);
      let host: Element;
      let own = false;
      if (options.host) host = options.host(ctx);
      else {
        host = document.createElement('sf-island');
        (host as HTMLElement).style.display = 'contents';
        ctx.element.append(host);
        own = true;
      }
      const root = createRoot(host, {
        identifierPrefix: `${ctx.name}-`,
        onUncaughtError: (error) => ctx.report(error),
      });
      startTransition(() =>
        root.render(
          <Ctx.Provider value={{ ctx, t }}>
            <Boundary ctx={ctx}>
              <View ctx={ctx} />
            </Boundary>
          </Ctx.Provider>,
        ),
      );
      return () => {
        root.unmount();
        if (own) host.remove();
      };
    },
  };
}

export type { Config };
