// Types of swift-gauge/ssr (web/ssr.js): server-rendered first paint, README › Server-rendered first paint.
import type { GaugeOptions, SwiftGaugeModule } from './swift-gauge.js';

/** The `<swift-gauge>` attributes for `options` as the element writes them, each with a leading space, names and values escaped. Throws TypeError for an option createGauge does not know and for a function format (no attribute can hold one); an Intl.NumberFormat is written as its resolved options. */
export function gaugeAttributes(options: GaugeOptions): string;
/** The class `stylesheet` sizes an element `width` × `height` CSS px with (`sg-240x240`). Throws RangeError for a side that is not a finite number above 0. */
export function sizeClass(width: number, height: number): string;
/** The stylesheet served with the page: display per element, one size rule per `[width, height]`, the SVG filling it. */
export function stylesheet(boxes: ReadonlyArray<readonly [number, number]>): string;
/**
 * `<swift-gauge>` markup for `options` at `width` × `height` CSS px, its SVG (ids from `idPrefix`) as its content,
 * sized by the classes of `stylesheet([[width, height]])` (no inline style: CSP-safe).
 */
export function gaugeElement(sg: SwiftGaugeModule, options: GaugeOptions, width: number, height: number, idPrefix?: string): string;
