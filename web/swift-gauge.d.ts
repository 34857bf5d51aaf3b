// Types for web/swift-gauge.js, the SwiftGauge web host.

/** The ABI (and display-list encoding) version this host speaks. */
export const ABI_VERSION: 1;

/** SwiftUI's gauge styles; `automatic` is `linearCapacity`. */
export type GaugeStyleName =
  | 'automatic'
  | 'linearCapacity'
  | 'accessoryLinear'
  | 'accessoryLinearCapacity'
  | 'accessoryCircular'
  | 'accessoryCircularCapacity'
  | 'dial';

/**
 * Which way a linear style's bar runs: `horizontal` (default) or `vertical` (a thermometer: minimum at the
 * bottom, fill and marker moving up). The circular styles and the dial ignore it.
 */
export type GaugeOrientation = 'horizontal' | 'vertical';

/** The dial's arc and scale (degrees clockwise from 12 o'clock; sweep 0 < s ≤ 360). */
export interface GaugeDial {
  startAngle?: number;
  sweep?: number;
  direction?: 'clockwise' | 'counterclockwise';
  majorTicks?: number;
  minorTicks?: number;
  tickLabels?: boolean;
}

/**
 * The arc of the ring styles (`accessoryCircular`, `accessoryCircularCapacity`): degrees clockwise from
 * 12 o'clock; 0 < sweep ≤ 360 (360 = the full circle: equal start and end angles mean the full circle).
 * Defaults: sweep 360, startAngle −sweep/2 (centred on 12 o'clock), clockwise.
 */
export interface GaugeRingArc {
  startAngle?: number;
  sweep?: number;
  direction?: 'clockwise' | 'counterclockwise';
}

/** A zone: from `from` to the next zone's start; a value at a start is in that zone. */
export interface GaugeZone { from: number; color: string; name?: string; }

/** One more value on the same gauge (a needle on a dial, a ring inside a capacity ring). */
export interface GaugeExtraValue { value: number | null; color?: string | null; label?: string; }

/** Style names indexed by their `gauge_set_style` value (0…5). */
export const STYLES: readonly GaugeStyleName[];

/** C-ABI status codes. */
export const STATUS: Readonly<{ ok: 0; badHandle: -1; badArgument: -2; badText: -3; tooMany: -4 }>;

/** Display-list opcodes (docs/display-list.md). */
export const OP: Readonly<{
  solid: 1; linear: 2; conic: 3; stop: 4; strokeArc: 5; fillRoundRect: 6; fillCircle: 7; knockOut: 8; text: 9;
}>;

/**
 * A CSS colour (docs/abi.md › Tint text): `#rgb`/`#rgba`/`#rrggbb`/`#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()`,
 * `hwb()`, `oklab()`, `oklch()`, the CSS named colours, `transparent`, `light-dark(a, b)` — or a SwiftUI system
 * name that follows the colour scheme (`'red'`, `'orange'`, `'yellow'`, `'green'`, `'mint'`, `'teal'`, `'cyan'`,
 * `'blue'`, `'indigo'`, `'purple'`, `'pink'`, `'brown'`, `'gray'`, `'primary'`, `'secondary'`, `'clear'`), which win
 * over the CSS keywords of the same name.
 */
export type GaugeColor = string;

/** A gradient stop at a `location` (a fraction of the range; outside 0…1 allowed, as in CSS) or at a `value`
 * of the gauge's range (re-mapped when the bounds change). Neither: spaced evenly. */
export type GaugeStop =
  | { color: GaugeColor; location?: number; value?: undefined }
  | { color: GaugeColor; value: number; location?: undefined };

/** The colour space a gradient interpolates in (CSS `<color-interpolation-method>`). */
export type GaugeInterpolation =
  | 'srgb'
  | 'srgb-linear'
  | 'oklab'
  | 'oklch'
  | 'oklch shorter hue'
  | 'oklch longer hue'
  | 'oklch increasing hue'
  | 'oklch decreasing hue';

/**
 * A single colour or a whole tint text (`'in oklch longer hue, red, blue'`), evenly spaced gradient colours,
 * explicit stops, or stops with an interpolation space.
 */
export type GaugeTint =
  | GaugeColor
  | ReadonlyArray<GaugeColor | GaugeStop>
  | { interpolation?: GaugeInterpolation; stops: ReadonlyArray<GaugeColor | GaugeStop> };

/** Light or dark appearance; `null` follows the page's `prefers-color-scheme`. */
export type GaugeColorScheme = 'light' | 'dark';

/**
 * Number format options for the core (locale-neutral: "." decimal point, "," grouping). Rounding is half to
 * even, judged on the exact binary value (0.125 → "0.12", 2.675 → "2.67"); the default (no digits given) is
 * at most 15 significant digits with trailing zeros trimmed (2.4 → "2.4", 0.1 + 0.2 → "0.3").
 */
export interface GaugeFormatOptions {
  /** Exactly this many fraction digits, 0…20. */
  fractionLength?: number;
  /** Exactly this many significant digits, 1…21 (not with `fractionLength`). */
  significantDigits?: number;
  /** Group integer digits in threes with ",". Default false. */
  grouping?: boolean;
  /** Show value × 100 followed by "%". */
  percent?: boolean;
  /** Text before the number ("$"); a minus sign goes before it. */
  prefix?: string;
  /** Text after the number ("°", " GB"). */
  suffix?: string;
}

/** A gauge's number format: core options, or (any locale, any unit) an `Intl.NumberFormat` or a function. */
export type GaugeFormat = GaugeFormatOptions | Intl.NumberFormat | ((value: number) => string);

export type GaugeLayoutDirection = 'auto' | 'leftToRight' | 'rightToLeft';

/** Initial state for `createGauge` / `createGaugeHandle`; applied as the matching setters. */
export interface GaugeOptions {
  value?: number | null;
  /** Lower bound (default 0). */
  lower?: number;
  /** Upper bound (default 1). */
  upper?: number;
  style?: GaugeStyleName;
  label?: string | null;
  currentValueLabel?: string | null;
  minimumValueLabel?: string | null;
  maximumValueLabel?: string | null;
  tint?: GaugeTint | null;
  /** How value changes animate (default `'default'`). */
  animation?: GaugeAnimation;
  /** Default `null`: follow `prefers-color-scheme`. */
  colorScheme?: GaugeColorScheme | null;
  format?: GaugeFormat | null;
  formatsBoundsLabels?: boolean;
  layoutDirection?: GaugeLayoutDirection;
  dial?: GaugeDial | null;
  zones?: GaugeZone[] | null;
  values?: GaugeExtraValue[] | null;
  origin?: number | null;
  target?: number | null;
  segments?: number;
  orientation?: GaugeOrientation;
  /** The ring styles' arc; null (default) is each style's SwiftUI arc. */
  ringArc?: GaugeRingArc | null;
}

/** Seconds for durations and spring responses. */
export type GaugeAnimation =
  | null | 'none' | 'default' | 'linear' | 'easeIn' | 'easeOut' | 'easeInOut'
  | { type: 'spring'; response?: number; dampingFraction?: number }
  | { type: 'linear' | 'easeIn' | 'easeOut' | 'easeInOut'; duration?: number }
  | { type: 'timingCurve'; controlPoints: [number, number, number, number]; duration?: number };

/** What assistive technology is told about a gauge. */
export interface GaugeAccessibility {
  /** Accessible name: the `label`. */
  name: string;
  /** `aria-valuetext`: the current-value text, or "unknown" when there is no value. */
  valueText: string;
  /** The bounds labels ("0 to 40"), or empty. */
  description: string;
}

/**
 * A display list read in place from wasm memory (or other bytes). Valid until the next call into the module:
 * memory may grow and the gauge's buffer is reused.
 */
export interface DisplayListView {
  buffer: ArrayBuffer;
  /** Views over the whole `buffer`; the list starts at byte `ptr` (word `ptr / 4`). */
  u8: Uint8Array;
  u32: Uint32Array;
  f32: Float32Array;
  /** Byte offset of the list in `buffer` (4-aligned). */
  ptr: number;
  /** Length in bytes (a multiple of 4). */
  len: number;
  /** Box the list was laid out for, CSS px. */
  width: number;
  height: number;
  /** Device pixels per CSS px the list was laid out for. */
  pixelRatio: number;
  commandWords: number;
  stringBytes: number;
  flags: number;
  /** Flag bit 0: the gauge is animating; render it again next frame. */
  animating: boolean;
}

/** Errors thrown for a failed core call carry its status code. */
export interface GaugeError extends Error {
  status?: number;
}

/**
 * One gauge. Setters validate, call the wasm core and throw `RangeError`/`TypeError` with a message
 * `"<method>: <argument>: <reason>"`, leaving the gauge unchanged. After `destroy()` every member except
 * `destroyed` and `destroy()` throws.
 */
export class Gauge {
  private constructor();
  /** The raw handle in the current wasm instance (changes after a trap recovery). */
  readonly handle: number;
  /** True after `destroy()`. */
  readonly destroyed: boolean;

  /**
   * The value; `null`, `undefined` or NaN mean "no value" (reads back as `null`). ±∞ and out-of-range values
   * clamp in the drawing while the text keeps the raw value.
   */
  get value(): number | null;
  set value(v: number | null | undefined);

  readonly lower: number;
  readonly upper: number;
  /**
   * Sets the range (default 0…1); `lower == upper` draws fraction 0.
   * @throws TypeError if a bound is not a number; RangeError if not finite or `lower > upper`.
   */
  setBounds(lower: number, upper: number): void;

  get style(): GaugeStyleName;
  set style(name: GaugeStyleName);

  /** What the gauge measures; its accessible name. `null` clears. At most 4,096 UTF-8 bytes. */
  get label(): string | null;
  set label(text: string | null | undefined);

  /** The value as text; `null` = automatic (the formatted value). At most 4,096 UTF-8 bytes. */
  get currentValueLabel(): string | null;
  set currentValueLabel(text: string | null | undefined);

  readonly minimumValueLabel: string | null;
  readonly maximumValueLabel: string | null;
  /** Sets both end labels as a pair; `(null, null)` clears both, a single `null` shows as empty text. */
  setBoundsLabels(minimum: string | null, maximum: string | null): void;

  /** How value changes animate; nothing animates while the page prefers reduced motion. */
  get animation(): GaugeAnimation;
  set animation(a: GaugeAnimation | undefined);
  /** The tint as set (`null` = default blue). */
  get tint(): GaugeTint | null;
  set tint(t: GaugeTint | null | undefined);

  /**
   * Light or dark appearance of system colours, labels and tracks; `null` (the default) follows the page's
   * `prefers-color-scheme` and re-renders when it changes.
   * @throws TypeError for anything but 'light', 'dark' or null.
   */
  get colorScheme(): GaugeColorScheme | null;
  set colorScheme(s: GaugeColorScheme | null | undefined);
  /** The scheme the gauge is drawn in: `colorScheme`, or the page's when that is null. */
  readonly resolvedColorScheme: GaugeColorScheme;
  /**
   * How the value (and, with `formatsBoundsLabels`, the bounds) become text when no label is given. With an
   * `Intl.NumberFormat` or a function, JS formats (never NaN: "no value" shows "–") and passes the text to
   * the core as the label. `null`: automatic. Reads back what was set.
   */
  get format(): GaugeFormat | null;
  set format(f: GaugeFormat | null | undefined);

  /** Label the bounds with their formatted values when no bounds labels are set. Default false. */
  get formatsBoundsLabels(): boolean;
  set formatsBoundsLabels(on: boolean);

  /**
   * 'auto' (default): the element's computed direction (`dir`); 'rightToLeft' mirrors the gauge (bars fill
   * from the right, the minimum label on the right) and draws text with a right-to-left base direction.
   */
  get dial(): Required<GaugeDial>;
  set dial(d: GaugeDial | null);
  get zones(): readonly GaugeZone[];
  set zones(z: GaugeZone[] | null);
  get values(): readonly GaugeExtraValue[];
  set values(v: GaugeExtraValue[] | null);
  get origin(): number | null;
  set origin(v: number | null);
  get target(): number | null;
  set target(v: number | null);
  get segments(): number;
  set segments(n: number);
  /** Throws `TypeError: orientation: orientation: …` for anything but 'horizontal' or 'vertical'. */
  get orientation(): GaugeOrientation;
  set orientation(o: GaugeOrientation);
  /**
   * The ring styles' arc, or null for each style's SwiftUI arc. A set arc is drawn exactly as given and fills
   * the box around its own bounds. Throws TypeError (wrong key or type) or RangeError (non-finite start, sweep
   * outside (0, 360]) and keeps the arc.
   */
  get ringArc(): Required<GaugeRingArc> | null;
  set ringArc(a: GaugeRingArc | null);
  get layoutDirection(): GaugeLayoutDirection;
  set layoutDirection(d: GaugeLayoutDirection);

  /** `value` formatted as the current-value label would show it ("–" for null or NaN). */
  formatValue(value: number | null): string;

  /**
   * Lays the gauge out for a box and returns its display list.
   * @param width CSS px, 0…100,000
   * @param height CSS px, 0…100,000
   * @param pixelRatio device px per CSS px, 0.0625…16; default 1
   * @throws TypeError for a non-number, RangeError outside those ranges ("render: pixelRatio: 0 is outside
   *   [0.0625, 16]"), Error if the module refused (memory budget) or trapped
   * @param timeMs animation time in ms; default `performance.now()`
   */
  render(width: number, height: number, pixelRatio?: number, timeMs?: number): DisplayListView;

  /** The last rendered display list in its text form (one command per line). */
  displayListText(): string;

  /**
   * The gauge as a standalone SVG document written by the core (`gauge_describe(h, 4)`; the same bytes as the
   * native `Gauge.svg(width:height:)`): `role="img"`, `<title>` "label: value text", `<desc>` the bounds labels,
   * every text escaped. With a size the gauge is laid out for it first (at the current time); without, it is
   * the last rendered display list (an empty `<svg>` before the first render).
   * @param width CSS px, 0…100,000
   * @param height CSS px, 0…100,000; default `width`
   * @param pixelRatio only sets how far flat gradient pieces overlap; default 1
   */
  toSVG(width?: number, height?: number, pixelRatio?: number): string;

  accessibility(): GaugeAccessibility;

  /** Frees the gauge and removes what it added to the page. Idempotent. */
  destroy(): void;
}

/** One loaded swift-gauge.wasm, shared by all its gauges. */
export class SwiftGaugeModule {
  private constructor();
  /** The compiled module (instances are re-created from it after a trap). */
  readonly wasmModule: WebAssembly.Module;
  /** The current instance's raw exports (`memory`, `_initialize`, `gauge_*`). */
  readonly exports: WebAssembly.Exports & { memory: WebAssembly.Memory } & Record<string, any>;
  /** Live gauges. */
  readonly gaugeCount: number;
  /**
   * Animation frames run, render calls made, traps recovered from, milliseconds spent in frame callbacks;
   * texts measured with `measureText` (`measuredTexts`) and the `measureText` calls that took (`measureCalls`),
   * and the instance restarts after a JS stack overflow cut a wasm call short (`restarts`: the next call restores
   * every gauge from its last good state, as after a trap).
   */
  readonly stats: { frames: number; renders: number; renderCalls: number; replays: number; traps: number; frameMs: number;
    observerMs: number; measuredTexts: number; measureCalls: number; restarts: number };
  /** The page's `prefers-color-scheme` ('light' outside a browser), followed by gauges with no colorScheme. */
  readonly preferredColorScheme: GaugeColorScheme;
  /** Whether labels are measured with Canvas `measureText` (else the core's built-in DejaVu Sans metrics). */
  readonly measuresText: boolean;

  /**
   * What the current wasm instance holds (`gauge_stats`, docs/abi.md › Memory): live gauges, heap bytes
   * allocated and not freed, bytes reserved by display-list buffers, and the size of wasm memory (which
   * never shrinks). For leak checks and long-running dashboards.
   */
  memoryStats(): { gauges: number; heapBytes: number; displayListBytes: number; memoryBytes: number };

  /**
   * A gauge on a page: `target` is a `<canvas>` (drawn on directly; it becomes the meter) or a container
   * (a canvas filling its content box is created inside; the container becomes the meter). Follows the
   * element's CSS size and `devicePixelRatio`; an unsized element gets an intrinsic size (58×58 CSS px for
   * circular styles, full width × natural height for linear ones).
   */
  createGauge(target: HTMLElement, options?: GaugeOptions): Gauge;

  /** A gauge without a canvas (node, tests, custom drawing). */
  createGaugeHandle(options?: GaugeOptions): Gauge;
  /**
   * A dashboard surface: many gauges on one canvas in `container`, placed at rects; only the visible part is
   * rasterised, gauges outside the viewport are neither laid out nor drawn; each gauge has a role="meter" proxy.
   */
  createSurface(container: HTMLElement): GaugeSurface;

  /** Resolves once every gauge dirty now has been drawn and the frame painted. Gauges outside the viewport
   * (beyond a 25 % margin) or in a hidden page are skipped until they show; `drawAll()` draws them at once. */
  whenRendered(): Promise<void>;
  /** Draws every gauge now, including those skipped while off screen (done before printing). */
  drawAll(): void;
}

/**
 * Compiles swift-gauge.wasm once and instantiates it. Default source: `swift-gauge.wasm` next to the module.
 * @throws Error if it cannot be loaded or its ABI version is not 1
 *   ("swift-gauge.wasm has ABI version N, this host needs 1").
 */
export function loadSwiftGauge(
  source?: string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module,
  options?: {
    /**
     * Measure each label once per font weight with Canvas `measureText` and hand the widths to the core
     * (default: whenever a 2D canvas exists). Off: the core's built-in metrics, identical to native.
     */
    measureText?: boolean;
  },
): Promise<SwiftGaugeModule>;

/** Reads and checks a display list's header in place. */
export function decodeDisplayList(source: ArrayBuffer | ArrayBufferView, ptr?: number, len?: number): DisplayListView;

/** The commands of a list: opcode, payload word index in `view.u32`/`view.f32`, payload word count. */
export function listCommands(view: DisplayListView): Array<{ op: number; at: number; words: number }>;

/** A list's text form, one command per line (docs/display-list.md › Text form; the same text native Swift writes). */
export function displayListText(view: DisplayListView): string;

/**
 * Replays a display list on a Canvas 2D context, in CSS px. With `pixelRatio`, the transform is set to
 * scale by it first; without, the context's current transform is used.
 */
export function drawDisplayList(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  source: DisplayListView | ArrayBuffer | ArrayBufferView | { u8: Uint8Array; u32: Uint32Array; f32: Float32Array },
  ptr?: number,
  len?: number,
  pixelRatio?: number,
  cache?: object,
): void;

/** The `gauge_set_tint` text for a tint ("in oklab, green, yellow 0.5, red value(150)"). */
export function tintText(tint: GaugeTint): string;

// ---------------------------------------------------------------------------------------------------------
// <swift-gauge>

/** The `animation` attribute: `none` | `default` | `linear`/`easeIn`/`easeOut`/`easeInOut` [seconds] |
 * `spring` [response [dampingFraction]] | `timingCurve x1 y1 x2 y2` [seconds]. */
export type SwiftGaugeAnimationAttribute = string;

/**
 * `<swift-gauge>`: a gauge that fills its CSS box at any devicePixelRatio and is a `role="meter"` (with
 * `aria-valuenow`/`-min`/`-max`/`-valuetext`, `aria-label` from `label`, `aria-description` from the bounds labels)
 * for assistive technology; the canvas is in its shadow root, hidden from assistive technology. Its text content
 * is the fallback shown without JavaScript or wasm. Without a page size it is 58×58 CSS px (circular styles) or
 * full width × the style's natural height (linear styles).
 *
 * Attributes: `value` (absent, empty, `none` or `NaN` = no value), `min`/`max` (or `lower`/`upper`, which win),
 * `gauge-style`, `label`, `current-value-label`, `minimum-value-label`, `maximum-value-label`, `tint` (a CSS
 * colour or a tint text, docs/abi.md › Tint text), `animation`, `color-scheme` (`light`, `dark`, `auto`).
 * An invalid attribute logs one console warning naming it and the gauge keeps its previous state. Property
 * setters write the attributes (never throw); getters read the gauge.
 */
export class SwiftGaugeElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** Where elements load swift-gauge.wasm from; set it before the first element connects. */
  static wasmSource: string | URL;
  /** The module every element shares, loading it on the first call. */
  static loadModule(source?: string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module): Promise<SwiftGaugeModule>;
  /** Makes every element use an already loaded module (before the first element connects). */
  static useModule(module: SwiftGaugeModule): void;

  /** The element's Gauge: null until the module has loaded, and after the element left the page. */
  readonly gauge: Gauge | null;
  /** Resolves with the Gauge once the element has one; rejects if the module cannot load. */
  readonly ready: Promise<Gauge>;

  get value(): number | null;
  set value(v: number | null | undefined);
  get lower(): number;
  set lower(v: number);
  get upper(): number;
  set upper(v: number);
  /** Alias of `lower`, as on `<meter>`. */
  get min(): number;
  set min(v: number);
  /** Alias of `upper`. */
  get max(): number;
  set max(v: number);
  setBounds(lower: number, upper: number): void;
  /** The gauge style (attribute `gauge-style`; `style` is the element's CSS). */
  get gaugeStyle(): GaugeStyleName;
  set gaugeStyle(v: GaugeStyleName);
  get label(): string | null;
  set label(v: string | null);
  get currentValueLabel(): string | null;
  set currentValueLabel(v: string | null);
  get minimumValueLabel(): string | null;
  set minimumValueLabel(v: string | null);
  get maximumValueLabel(): string | null;
  set maximumValueLabel(v: string | null);
  setBoundsLabels(minimum: string | null, maximum: string | null): void;
  /** Reads back the attribute text; arrays and `{interpolation, stops}` are written as their tint text. */
  get tint(): string | null;
  set tint(t: GaugeTint | null | undefined);
  get animation(): GaugeAnimation | SwiftGaugeAnimationAttribute;
  set animation(a: GaugeAnimation | SwiftGaugeAnimationAttribute);
  get colorScheme(): GaugeColorScheme | null;
  set colorScheme(v: GaugeColorScheme | null);
  /** Attribute `format` (JSON): core format options, or `{locale, …Intl.NumberFormat options}` (`"auto"`: the
   * element's `lang`). An Intl.NumberFormat is written as its resolved options; a function only via `el.gauge`. */
  get format(): GaugeFormat | null;
  set format(f: GaugeFormatOptions | Intl.NumberFormat | null);
  /** Boolean attribute `formats-bounds-labels`. */
  get formatsBoundsLabels(): boolean;
  set formatsBoundsLabels(on: boolean);
  /** Attribute `layout-direction`: `auto`, `leftToRight`/`ltr`, `rightToLeft`/`rtl`. */
  get layoutDirection(): GaugeLayoutDirection;
  set layoutDirection(d: GaugeLayoutDirection | null);
  /** Attribute `dial` (a JSON object). */
  get dial(): GaugeDial | null;
  set dial(d: Partial<GaugeDial> | null);
  /** Attribute `zones` (a JSON array); without it, zones from `low`/`high`/`optimum` as `<meter>` has them. */
  get zones(): readonly GaugeZone[] | null;
  set zones(z: readonly GaugeZone[] | null);
  /** `<meter>`'s low, high and optimum: regions named "optimum", "suboptimal", "even less good" (HTML spec). */
  get low(): number | null;
  set low(v: number | null);
  get high(): number | null;
  set high(v: number | null);
  get optimum(): number | null;
  set optimum(v: number | null);
  /** Attribute `values` (a JSON array). */
  get values(): readonly GaugeExtraValue[] | null;
  set values(v: readonly GaugeExtraValue[] | null);
  get origin(): number | null;
  set origin(v: number | null);
  get target(): number | null;
  set target(v: number | null);
  get segments(): number;
  set segments(n: number | null);
  /** Attribute `orientation`; an unknown value warns once and keeps the previous orientation. */
  get orientation(): GaugeOrientation;
  set orientation(v: GaugeOrientation | null);
  /**
   * The ring styles' arc (attribute `ring-arc`: `[startAngle] sweep [clockwise|counterclockwise]`, or `none`);
   * setting writes the attribute, null removes it.
   */
  get ringArc(): Required<GaugeRingArc> | null;
  set ringArc(a: GaugeRingArc | null);

  /** What assistive technology is told; null before the gauge exists. */
  accessibility(): GaugeAccessibility | null;
  /** The gauge at its CSS size (or the given size) as an SVG document; null before the gauge exists. */
  toSVG(width?: number, height?: number): string | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'swift-gauge': SwiftGaugeElement;
  }
}

/** A rect in CSS px in a surface container's padding box. */
export interface GaugeRect { x: number; y: number; width: number; height: number }

/** Many gauges on one canvas (`module.createSurface(container)`). */
export class GaugeSurface {
  private constructor();
  readonly container: HTMLElement;
  /** The canvas, covering the visible part of the container. */
  readonly canvas: HTMLCanvasElement;
  readonly gauges: Gauge[];
  /** The part of the container the canvas covers now. */
  readonly visibleRect: GaugeRect;
  /** A gauge at `rect`; destroy it with `gauge.destroy()`. */
  createGauge(rect: GaugeRect, options?: GaugeOptions): Gauge;
  setRect(gauge: Gauge, rect: GaugeRect): void;
  /** Destroys every gauge, removes the canvas and proxies. */
  destroy(): void;
}
