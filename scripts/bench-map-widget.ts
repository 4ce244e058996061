/**
 * The map widget's own clustering path for the "widget" row of scripts/bench-map.ts: its clusterer (the
 * Web Worker from 1000 points, the same worker module the widget ships, through the same Trusted Types
 * script-URL helper) and its markers layer (what it draws, capped). Built by the bench with Vite into a
 * temporary folder and loaded by the bench page as a module; nothing here is part of dist/.
 */
import { createClusterer } from '../widgets/map/clusterer';
import { superclusterOptions } from '../widgets/map/clusters';
import { createMarkers } from '../widgets/map/markers';
import { clusterInWorker } from '../widgets/map/options';

(window as unknown as { widgetMap: unknown }).widgetMap = { createClusterer, superclusterOptions, createMarkers, clusterInWorker };
