/**
 * When the small aids load (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker; their code is
 * src/ui/small-aids.ts): the core looks once at start and once after each partial navigation for a lazy
 * image, a news date or a day count, and only then imports their chunk, so a page without them downloads
 * nothing more. Once loaded, the chunk runs after every navigation (it also lets go of the images of replaced
 * regions). If the chunk cannot load, lazy images get their source at once: the page loses the deferral,
 * never the pictures.
 */
import { liveAll, liveFirst } from '../util/off';

const AIDS = 'img[data-src],time[data-news-date],[data-change-literal-days],[data-change-literal-days-up-to]';

/** Looks now; returns the look the core repeats after each partial navigation. */
export function watchAids(language: string): () => void {
  let loaded = false;
  const run = () => {
    if (!loaded && !liveFirst(document, AIDS)) return;
    import('../ui/small-aids').then(
      (m) => ((loaded = true), m.enhance(document, language)),
      (error: unknown) => {
        console.warn('[storefront] aids chunk failed: lazy images load now', error);
        for (const img of liveAll<HTMLImageElement>(document, 'img[data-src]')) img.src = img.dataset.src!;
      },
    );
  };
  run();
  return run;
}
