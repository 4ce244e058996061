import type { Cleanup, MarkerEntry } from '../types';

/** One widget on one element. Its controller aborts when it unmounts; its cleanup runs then. */
export interface Instance {
  name: string;
  el: HTMLElement;
  entry: MarkerEntry;
  controller: AbortController;
  cancel?: () => void;
  cleanup?: Cleanup | void;
}
