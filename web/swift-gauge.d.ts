// Types and documentation for the SwiftGauge web host: web/src/index.js, bundled as web/swift-gauge.js and
// web/swift-gauge.min.js. The Gauge's option properties and <swift-gauge>'s properties and attributes are made
// from one table, web/src/options.js; web/test/options.test.mjs fails when this file and the table disagree.

/** The ABI (and display-list encoding) version this host speaks. */
export const ABI_VERSION: 1;

/** SwiftUI's gauge styles (`automatic` is `linearCapacity`), and `dial` (beyond SwiftUI; see `Gauge.dial`). */
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
  /** Major ticks at given values in place of `majorTicks`' rule: numbers, or `{value, label}` to draw a label in
   * place of the number (at most 101; finite values; those outside the bounds are not drawn; the labels' UTF-8 and
   * 16 bytes a tick at most 65,536 in all). Read back as `{value, label}` (label `''` for the number). */
  ticks?: ReadonlyArray<number | GaugeDialTick>;
  /** The bounds and every zone's start are major ticks too (with `ticks`): labels at the bands' edges. */
  ticksAtZones?: boolean;
}

/** A dial tick at a given value; `label` drawn in place of its number (`null` or `''`: the number). */
export interface GaugeDialTick {
  value: number;
  label?: string | null;
}

/** The dial's needle shape: a round-capped line (default), a wedge narrowing to the tip, or a shaft with a notched
 * arrowhead; `hubRadius` the hub's radius as a fraction of the dial's radius, 0…0.25 (default 0.065; 0: none). */
export interface GaugeNeedle {
  shape?: 'line' | 'tapered' | 'arrow';
  hubRadius?: number;
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

/** How a delta against a reference is written and marked (Gauge.delta): `'absolute'` (value − reference in the
 * value's format, "▲+5") or `'relative'` (the change as a percent of |reference|, one fraction digit, "▲+5.2%");
 * the symbols before the sign (defaults "▲" and "▼"; "" for none). */
export interface GaugeDelta {
  mode?: 'absolute' | 'relative';
  increasingSymbol?: string;
  decreasingSymbol?: string;
}

/** A zone: from `from` to the next zone's start; a value at a start is in that zone. */
export interface GaugeZone { from: number; color: string; name?: string; }

/** One more value on the same gauge (a needle on a dial, a ring inside a capacity ring). */
export interface GaugeExtraValue { value: number | null; color?: string | null; label?: string; }

/** What `Gauge.partAt` finds under a point (docs/abi.md › Hit testing): a zone by its index in `zones` and its name
 * ('' without one), an additional value by its index in `additionalValues`, any other part by its kind alone. */
export type GaugePartAt =
  | { part: 'zone'; zone: number; name: string }
  | { part: 'additionalValue'; index: number }
  | { part: 'track' | 'fill' | 'needle' | 'marker' | 'mark' | 'valueText' | 'label' | 'minimumValueLabel' | 'maximumValueLabel' | 'scale' };

/** Zone announcements (Gauge.announce). */
export type GaugeAnnounce = 'zones' | 'off';
/** `toSVG`'s options. */
export interface SVGOptions {
  /** The start of every id in the document (1…64 of A–Z a–z 0–9 _ - ., first a letter or _); default: unique per page. */
  idPrefix?: string;
}

/** Which threshold marks a gauge draws across its track: the zone boundaries', the target's on the rings (the dial
 * and the bars always mark a target), both, or none (the default). */
export type GaugeThresholdMarkers = 'off' | 'zones' | 'target' | 'zones+target';

/** The gauge's own words (Gauge.strings); each left out is its English default. */
export interface GaugeStrings {
  /** The value text for no value (default "unknown"). */
  unknown?: string;
  /** What joins the bounds in the description, spaces included (default " to ": "0 to 40"). */
  to?: string;
  /** `<meter>`'s region names for zones the element makes from `low`/`high`/`optimum` (defaults "optimum",
   * "suboptimal", "even less good"). */
  optimum?: string;
  suboptimal?: string;
  evenLessGood?: string;
  /** The delta's words, spaces included (defaults "up ", "down ", " from ": "62, up 5 from 57"). */
  up?: string;
  down?: string;
  from?: string;
  /** What follows a value beyond the range in aria-valuetext (defaults "above range", "below range": "130, above range"). */
  above?: string;
  below?: string;
}

/** Style names indexed by their `gauge_set_style` value (0…6). */
export const STYLES: readonly GaugeStyleName[];

/** C-ABI status codes. */
export const STATUS: Readonly<{ ok: 0; badHandle: -1; badArgument: -2; badText: -3; tooMany: -4 }>;

/** Display-list opcodes (docs/display-list.md). */
export const OP: Readonly<{
  solid: 1; linear: 2; conic: 3; stop: 4; strokeArc: 5; fillRoundRect: 6; fillCircle: 7; knockOut: 8; text: 9;
}>;

/**
 * A CSS colour (docs/abi.md › Tint text): `#rgb`/`#rgba`/`#rrggbb`/`#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()`,
 * `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` (srgb, srgb-linear, display-p3, xyz, xyz-d50), the CSS
 * named colours, `transparent`, `light-dark(a, b)` — or a SwiftUI system
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

/** Light or dark appearance; a `null` colorScheme draws in the element's used colour scheme (see Gauge.colorScheme). */
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

/**
 * Initial state for `createGauge` / `createGaugeHandle`, applied as the matching Gauge setters (same checks and
 * errors; see each property): `lower`/`upper` through `setBounds` (a missing one keeps its default),
 * `minimumValueLabel`/`maximumValueLabel` through `setBoundsLabels`. An unknown key throws TypeError.
 * Here and in every compound option (format, dial, zones' items…) only own properties are read — nothing on
 * `Object.prototype` is an option — and a list (zones, values, tint stops, control points) is copied by its
 * `length` read once: what is checked is what the gauge keeps.
 */
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
  /** Opt-in (default `false`): the value text counts while a value change animates; see Gauge.valueAnimation. */
  valueAnimation?: boolean | null;
  /** Default `null`: the element's used colour scheme (its computed `color-scheme`, as form controls); `'auto'`:
   * `prefers-color-scheme`. See Gauge.colorScheme. */
  colorScheme?: GaugeColorScheme | 'auto' | null;
  /** Colours besides the tint (default `null`: SwiftUI's); see Gauge.trackColor, labelColor, valueColor. */
  trackColor?: string | null;
  labelColor?: string | null;
  valueColor?: string | null;
  /** The dial's hub colour (default `null`: the label colour); see Gauge.hubColor. */
  hubColor?: string | null;
  /** Opt-in: the texts' font (default `null`: the built-in stack); see Gauge.fontFamily. */
  fontFamily?: string | null;
  format?: GaugeFormat | null;
  formatsBoundsLabels?: boolean;
  /** The gauge's own words (default `null`: English); see Gauge.strings. */
  strings?: GaugeStrings | null;
  /** Zone announcements on a page (default `'zones'`); see Gauge.announce. */
  announce?: GaugeAnnounce | null;
  layoutDirection?: GaugeLayoutDirection;
  dial?: GaugeDial | null;
  /** The dial's needle shape and hub size (default `{shape: 'line', hubRadius: 0.065}`); see Gauge.needle. */
  needle?: GaugeNeedle | null;
  /** How the dial's tick labels are written (default `null`: the value's format without its units); see Gauge.tickFormat. */
  tickFormat?: GaugeFormat | null;
  zones?: GaugeZone[] | null;
  values?: GaugeExtraValue[] | null;
  origin?: number | null;
  target?: number | null;
  /** A delta against this value (default `null`: none); see Gauge.reference. */
  reference?: number | null;
  /** The delta's mode and symbols (default `{mode: 'absolute', increasingSymbol: '▲', decreasingSymbol: '▼'}`); see Gauge.delta. */
  delta?: GaugeDelta | null;
  /** The delta's colours (default `null`: system green / red for the scheme); see Gauge.increasingColor. */
  increasingColor?: string | null;
  decreasingColor?: string | null;
  /** The focus ring of an interactive element (default `null`: the page's accent); see Gauge.focusColor. */
  focusColor?: string | null;
  segments?: number;
  /** The stroke of rings and bars (default `null`: each style's own); see Gauge.thickness. */
  thickness?: number | string | null;
  /** Every text's size × this (default `null`: 1); see Gauge.fontScale. */
  fontScale?: number | null;
  /** Threshold marks (default `'off'`); see Gauge.thresholdMarkers. */
  thresholdMarkers?: GaugeThresholdMarkers | boolean | null;
  orientation?: GaugeOrientation;
  /** The ring styles' arc; null (default) is each style's SwiftUI arc. */
  ringArc?: GaugeRingArc | null;
  /** A slider for its value (default `false`): the element, createGauge's target or a surface gauge's proxy; see Gauge.interactive. */
  interactive?: boolean | null;
  /** What values set by a user snap to (default `'any'`); see Gauge.step. */
  step?: number | 'any' | null;
  /** PageUp/PageDown's step (default `null`: 10 % of the range); see Gauge.largeStep. */
  largeStep?: number | null;
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
 * The error of a page gauge in its error state (`Gauge.error`, the `error` event's `error`, what `ready` and
 * `whenRendered()` reject with): it trapped the wasm core while laid out. Its message names the gauge (its label and
 * element); `cause` is the `WebAssembly.RuntimeError`.
 */
export interface SwiftGaugeError extends Error {
  /** The gauge that failed. */
  readonly gauge: Gauge;
  readonly cause: WebAssembly.RuntimeError;
}

/**
 * The `error` event of a gauge that entered its error state, fired at its element — a `<swift-gauge>`, the target of
 * `createGauge`, a surface gauge's `role="meter"` proxy element. Like an `<img>`'s `error` it does not bubble (a
 * capture listener on an ancestor or the document sees every gauge's) and cannot be cancelled.
 */
export interface SwiftGaugeErrorEvent extends ErrorEvent {
  readonly error: SwiftGaugeError;
}

/** The events of `<swift-gauge>` beyond HTMLElement's. */
export interface SwiftGaugeElementEventMap extends HTMLElementEventMap {
  error: SwiftGaugeErrorEvent;
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
   * The error state of a gauge on a page (its element, a `createGauge` target or a surface): set when the gauge
   * trapped the wasm core while it was laid out — the other gauges are drawn all the same. While set, the gauge is
   * not laid out again; it shows its element's fallback content (`<swift-gauge>`), a hidden canvas (`createGauge` on a
   * container; a `<canvas>` target is cleared) or an empty rect (a surface); one console error names it and its
   * element gets an `error` event. Setting any of its options tries it again (laid out on its own first) and clears
   * this; null otherwise, and for `createGaugeHandle` gauges (whose `render()` throws instead).
   */
  readonly error: SwiftGaugeError | null;
  /**
   * Resolves once the frame loop has drawn the gauge's current state (at once for a `createGaugeHandle` gauge);
   * rejects with `error` while the gauge is in its error state.
   */
  whenRendered(): Promise<void>;

  /**
   * The value, in the bounds' units (default 0). `null`, `undefined` or NaN mean "no value" (track only, text
   * "–", "unknown" to assistive technology) and read back as `null`. ±∞ and out-of-range values clamp in the
   * drawing while the text keeps the raw value ("130", "∞").
   * @throws TypeError for anything but a number, null or undefined.
   */
  get value(): number | null;
  set value(v: number | null | undefined);

  /** The lower bound (default 0); set with `setBounds`. */
  readonly lower: number;
  /** The upper bound (default 1); set with `setBounds`. */
  readonly upper: number;
  /**
   * Sets the range (default 0…1), in the value's units; `lower == upper` draws fraction 0.
   * @throws TypeError if a bound is not a number; RangeError if a bound is not finite ("setBounds: lower: must
   *   be finite, got NaN") or `lower > upper` ("setBounds: lower: must not exceed upper (1)"). The previous
   *   bounds stay.
   */
  setBounds(lower: number, upper: number): void;

  /**
   * The style (default 'automatic', which is 'linearCapacity'): 'linearCapacity', 'accessoryLinear',
   * 'accessoryLinearCapacity', 'accessoryCircular', 'accessoryCircularCapacity' (SwiftUI's), or 'dial'.
   * @throws TypeError if not a string; RangeError for an unknown name.
   */
  get style(): GaugeStyleName;
  set style(name: GaugeStyleName);

  /**
   * What the gauge measures; its accessible name. `null` (default) or `undefined` clear it.
   * @throws TypeError if not a string or null; RangeError over 4,096 UTF-8 bytes.
   */
  get label(): string | null;
  set label(text: string | null | undefined);

  /**
   * The value as text (centre of a ring, under a bar); `null` (default) or `undefined` = automatic (the value
   * formatted with `format`).
   * @throws TypeError if not a string or null; RangeError over 4,096 UTF-8 bytes.
   */
  get currentValueLabel(): string | null;
  set currentValueLabel(text: string | null | undefined);

  /** The label at the minimum end (default null); set with `setBoundsLabels`. */
  readonly minimumValueLabel: string | null;
  /** The label at the maximum end (default null); set with `setBoundsLabels`. */
  readonly maximumValueLabel: string | null;
  /**
   * Sets the labels of both ends as a pair (SwiftUI's minimumValueLabel/maximumValueLabel). `(null, null)`
   * clears both; if only one is null it shows as empty text (and reads back null).
   * @throws TypeError if a label is not a string or null; RangeError over 4,096 UTF-8 bytes.
   */
  setBoundsLabels(minimum: string | null, maximum: string | null): void;

  /**
   * How value changes animate (the drawn fraction moves; the text switches at once, as in SwiftUI). Default
   * 'default': SwiftUI's spring (response 0.55 s, damping fraction 1). `null`, `undefined` or 'none' turn it
   * off; 'linear', 'easeIn', 'easeOut', 'easeInOut' run 0.35 s; an object sets a duration (0 < d ≤ 60 s), a
   * spring's response (0 < r ≤ 60 s) and damping fraction (0 < ζ ≤ 10), or a timing curve's control points (x
   * values in 0…1). A new value starts from what is on screen. Nothing animates while the page prefers reduced
   * motion. Reads back what was set (`undefined` as null).
   * @throws TypeError for an unknown animation or a field that is not a number; RangeError for a value out of range.
   */
  get animation(): GaugeAnimation;
  set animation(a: GaugeAnimation | undefined);
  /**
   * Opt-in, default `false` (`null` and `undefined` too): while a value change animates, the value text counts from
   * the value shown to the new one with the same curve or spring as the fill (ECharts' `valueAnimation`; SwiftUI's
   * `.contentTransition(.numericText())` rolls the digits instead). Frames keep the core format's fraction digits
   * (automatic: the most of the start's and end's texts), never read past the new value (a spring's overshoot moves
   * only the fill), keep one size, and end on exactly the settled text; `aria-valuetext` says the settled value
   * only. No count with a `currentValueLabel`, a JS formatter (`Intl.NumberFormat` or a function: its text shows
   * the new value at once), from or to no value, or while the page prefers reduced motion.
   * @throws TypeError if not a boolean or null.
   */
  get valueAnimation(): boolean;
  set valueAnimation(on: boolean | null | undefined);
  /**
   * The tint; `null` (default) or `undefined` is SwiftUI's system blue. A colour or a whole tint text
   * (`'in oklch longer hue, red, blue'`, docs/abi.md › Tint text), an array of colours (an evenly spaced
   * gradient) or of stops, or `{interpolation, stops}` (see GaugeTint); at most 256 stops and 16,384 UTF-8
   * bytes of tint text. Reads back what was set (a frozen copy). On a page (`createGauge`, `<swift-gauge>`),
   * `var()`, `currentColor`, `color-mix()` and system colours are resolved by the browser in the gauge's element,
   * and with `null` the element's `--swift-gauge-tint` applies (docs/abi.md › Colours from the page).
   * @throws TypeError for a malformed tint or a colour the core cannot parse ("tint: unknown colour
   *   'bleu' at byte 0"); RangeError for a non-finite location or value, an empty gradient, or too many stops
   *   or bytes.
   */
  get tint(): GaugeTint | null;
  set tint(t: GaugeTint | null | undefined);

  /**
   * Light or dark appearance of the system colours in the tint, the label colours and the capacity bars'
   * track. `null` (the default) or `undefined`: the *used* colour scheme of the gauge's element, as form controls
   * have it — its computed CSS `color-scheme` (from the page, `<meta name="color-scheme">` or any ancestor)
   * resolved against `prefers-color-scheme`: a page declaring only `light`, or nothing, stays light in a dark OS;
   * `light dark` follows the OS; `dark` is dark (a gauge without an element: the page root's). `'auto'` follows
   * `prefers-color-scheme` whatever the page declares. Re-renders when the result changes, without `refresh()`:
   * a theme class or style on any ancestor, the meta tag and the system's scheme are seen in the next frame.
   * @throws TypeError for anything but 'light', 'dark', 'auto' or null.
   */
  get colorScheme(): GaugeColorScheme | 'auto' | null;
  set colorScheme(s: GaugeColorScheme | 'auto' | null | undefined);
  /** The scheme the gauge is drawn in (its `colorScheme`, resolved as described there). */
  readonly resolvedColorScheme: GaugeColorScheme;
  /**
   * The neutral track of the capacity bars and the dial, and the capacity ring's track (else the tint at 35 %):
   * one CSS colour (the tint's colour grammar, docs/abi.md › gauge_set_color). `null` (default) or `undefined`:
   * SwiftUI's track for the scheme. `accessoryLinear` and `accessoryCircular`, whose track is the tint, ignore it.
   * On a page (`createGauge`, `<swift-gauge>`) `var()`, `currentColor`, `color-mix()` and system colours are
   * resolved by the browser, and with `null` the element's `--swift-gauge-track-color` applies
   * (docs/abi.md › Colours from the page). SwiftUI's names and `light-dark()` follow the colour scheme.
   * @throws TypeError for a non-string or a colour the core cannot parse ("trackColor: unknown colour 'bleu' at
   * byte 0"); the colour is kept.
   */
  get trackColor(): string | null;
  set trackColor(c: string | null | undefined);
  /**
   * Every text and mark drawn in SwiftUI's label colours — the label, bounds labels, the dial's ticks, tick
   * labels, hub and target, a bar's target — and the value text unless `valueColor` is set; where SwiftUI uses
   * its secondary colour (a capacity bar's bounds and value, the dial's minor ticks and label) this colour at
   * 60 % opacity. `null`: SwiftUI's label colours. Page colours and `--swift-gauge-label-color` as for trackColor.
   * @throws TypeError as trackColor.
   */
  get labelColor(): string | null;
  set labelColor(c: string | null | undefined);
  /** The current-value text's colour in every style, as given. `null`: the label colour the style draws it in.
   * Page colours and `--swift-gauge-value-color` as for trackColor. @throws TypeError as trackColor. */
  get valueColor(): string | null;
  set valueColor(c: string | null | undefined);
  /** The dial's hub colour, as given. `null`: the label colour (labelColor, else SwiftUI's). Page colours and
   * `--swift-gauge-hub-color` as for trackColor. @throws TypeError as trackColor. */
  get hubColor(): string | null;
  set hubColor(c: string | null | undefined);
  /**
   * Opt-in: the CSS `font-family` list texts are drawn **and measured** in (`'Georgia, serif'`), or `'inherit'`
   * (also `'page'`): on a page the font of the gauge's element (its computed `font-family`). `null` (default) or
   * `undefined`: the built-in stack (system-ui … DejaVu Sans), which canvas, SVG and server-rendered SVG share; with
   * `null` on a page the element's `--swift-gauge-font-family` applies: a family list, or `page` for the element's
   * font (a custom property cannot hold `inherit`, which CSS takes as its keyword). The core fits texts to their
   * slots with the browser's widths in that font; `toSVG()` names the family. A `var()` in it (`'var(--brand-font)'`)
   * is resolved in the element's context, as colours are (one that resolves to no family list warns once and keeps
   * the built-in stack). Outside a page `'inherit'` and a `var()` are the built-in stack (docs/abi.md › gauge_set_font).
   * @throws TypeError for a non-string, an empty one, or one that is no font-family list (families are names or
   * quoted strings, separated by commas): a `font` shorthand (`'12px serif'`), `url()`, `calc()`, a CSS-wide keyword.
   */
  get fontFamily(): string | null;
  set fontFamily(f: string | null | undefined);
  /**
   * How the value (and, with `formatsBoundsLabels`, the bounds) become text when no label is given. `null`
   * (default) or `undefined`: automatic (at most 15 significant digits: "2.4", "0.3"). Core options
   * (GaugeFormatOptions: "21°", "80%", "1,234.5"). For any locale and unit, an `Intl.NumberFormat` or a
   * function `(value) => string`: JS formats (never NaN: "no value" shows "–") and passes the text, at most
   * 4,096 UTF-8 bytes, to the core as the label. Reads back what was set.
   * @throws TypeError for an unknown key, both `fractionLength` and `significantDigits`, or a wrong type;
   *   RangeError for digits out of range. A JS formatter runs on every later change too: if it throws (Error,
   *   its error as `cause`), returns a non-string (TypeError) or too long a text (RangeError), or changes its
   *   own gauge (Error), that change is refused and the gauge keeps its state.
   */
  get format(): GaugeFormat | null;
  set format(f: GaugeFormat | null | undefined);

  /**
   * Whether the bounds are labelled with their formatted values when no bounds labels are set (0…40 → "0" and
   * "40", following the bounds). Default false, as in SwiftUI.
   * @throws TypeError for anything but a boolean.
   */
  get formatsBoundsLabels(): boolean;
  set formatsBoundsLabels(on: boolean);

  /**
   * The words the gauge itself speaks, for pages in other languages: `{unknown, to, optimum, suboptimal,
   * evenLessGood}` — the value text for no value, what joins the bounds in the description ("0 to 40"; also the
   * SVG's `<title>`/`<desc>`), and the names of `<meter>`-style zones. Any left out stay English; `null` (default)
   * is all English. Numbers are the `format`'s (an `Intl.NumberFormat`, or the attribute's `"locale": "auto"` for
   * the element's `lang`). Reads back what was set (frozen).
   * @throws TypeError for an unknown key, a non-string or a text over 4,096 UTF-8 bytes. The words are kept.
   */
  get strings(): GaugeStrings | null;
  set strings(s: GaugeStrings | null | undefined);

  /**
   * On a page, `'zones'` (the default, also what `null` sets) has a polite live region say "label: zone name" ("Speed:
   * too fast") when the value **settles** in another named zone — or `<meter>` region — than the one it last
   * settled in. The rule: nothing while the value animates; at most one announcement per gauge a second, and what
   * is due after that second is the zone it settled in last (back in the zone it last said: nothing); a zone
   * without a name says nothing; the zone a gauge first settles in is not said. One visually hidden region
   * (`role="status"`, class `swift-gauge-live`) per document, at the end of `<body>`. `'off'` says nothing.
   * @throws TypeError for anything else.
   */
  get announce(): GaugeAnnounce;
  set announce(a: GaugeAnnounce | null | undefined);

  /**
   * Whether the gauge is a slider for its value (default `false`): role `slider`, focusable, keys, pointer and touch,
   * `input`/`change` events (bubbling, `detail` the Gauge), its value sanitised as `<input type=range>`'s (snapped to
   * `step`, within the bounds); on `<swift-gauge>` a form control too (SwiftGaugeElement.interactive). The control is
   * the element, `createGauge`'s target or a surface gauge's proxy element. On a gauge from `createGaugeHandle` (no
   * page) it is kept but does nothing. null sets false.
   * @throws TypeError for anything but a boolean or null.
   */
  get interactive(): boolean;
  set interactive(on: boolean | null | undefined);
  /**
   * What values a user sets snap to: `lower + n × step` (default `'any'`: no snapping; the arrow keys then move 1 % of
   * the range), as `<input type=range>`'s `step`. null sets `'any'`.
   * @throws TypeError for anything but a finite number above 0, `'any'` or null.
   */
  get step(): number | 'any';
  set step(s: number | 'any' | null | undefined);
  /** PageUp/PageDown's step (default null: 10 % of the range), snapped to `step`.
   * @throws TypeError for anything but a finite number above 0 or null. */
  get largeStep(): number | null;
  set largeStep(s: number | null | undefined);

  /**
   * The value under the point (`x`, `y`), CSS px in the box the gauge was last drawn in (origin top-left), through
   * the geometry the core drew (docs/abi.md › Hit testing): rings and dials by the angle (a point in an open arc's gap
   * goes to the nearer end), bars along the track (up a vertical bar, mirrored right to left). Clamped to the bounds;
   * null before the gauge was drawn, for an empty box or a point that is not finite.
   * @throws TypeError if `x` or `y` is not a number.
   */
  valueAt(x: number, y: number): number | null;

  /**
   * What is drawn under the point (`x`, `y`), CSS px in the box the gauge was last drawn in (origin top-left), as the
   * core drew it (docs/abi.md › Hit testing), for tooltips and click handlers: the topmost part there — a zone with its
   * index in `zones` and its name, an additional value with its index — or null off every part (a ring's hole beside
   * its text, an arc's gap, a bar's margin, outside the box), before the gauge was drawn or for a point that is not
   * finite. A text is its laid-out box, not its ink.
   * @throws TypeError if `x` or `y` is not a number.
   */
  partAt(x: number, y: number): GaugePartAt | null;

  /**
   * 'auto' (default: the element's computed direction, from `dir`; left to right for a gauge without an
   * element), 'leftToRight' or 'rightToLeft'. Right to left mirrors the gauge: bars fill from the right, the
   * minimum label goes right, text gets a right-to-left base direction.
   * @throws TypeError for anything else (also 'ltr' and 'rtl', which only the element's attribute takes).
   */
  get layoutDirection(): GaugeLayoutDirection;
  set layoutDirection(d: GaugeLayoutDirection);

  /**
   * The 'dial' style's arc and scale, in degrees clockwise from 12 o'clock: `startAngle` finite (default −135);
   * `sweep` 0 < s ≤ 360 (default 270; 360 is a full circle); `direction` 'clockwise' (default) or
   * 'counterclockwise'; `majorTicks` 1…100 intervals, or 0 (default) for round ticks — steps of 1, 2, 2.5 or
   * 5 × 10ⁿ, the ends ticked when they are multiples; `minorTicks` 0…20 per major interval
   * (default 5; 0 and 1 draw none); `tickLabels`: major ticks show their values (default true); `ticks`: major
   * ticks at given values instead — numbers or `{value, label}`, at most 101, drawn in order once each, those
   * outside the bounds left out, the automatic graduation kept as minor ticks (default `[]`); `ticksAtZones`: the
   * bounds and every zone's start are major ticks too (default false). Missing keys
   * take their defaults (not the current values); `null` restores all. Reads back every key (frozen; `ticks` as
   * `{value, label}` objects).
   * @throws TypeError for an unknown key or a wrong type; RangeError for a value out of range or a tick count
   *   that is not a whole number. The dial is kept.
   */
  get dial(): Required<Omit<GaugeDial, 'ticks'>> & { ticks: ReadonlyArray<Required<GaugeDialTick> & { label: string }> };
  set dial(d: GaugeDial | null);
  /**
   * The dial's needles and hub: `shape` `'line'` (default: a round-capped stroke), `'tapered'` (a wedge, widest at
   * the hub) or `'arrow'` (a shaft with an arrowhead) — every needle, each in its colour as before; `hubRadius` the
   * hub's radius as a fraction of the dial's radius, 0…0.25 (default 0.065; 0 draws none). Missing keys take their
   * defaults; `null` restores both. Reads back both keys (frozen). Other styles ignore it.
   * @throws TypeError for an unknown key, an unknown shape or a wrong type; RangeError for a hub radius outside
   *   0…0.25 (NaN included). The needle is kept.
   */
  get needle(): Required<GaugeNeedle>;
  set needle(n: GaugeNeedle | null);
  /**
   * How the dial's tick labels are written. `null` (default): the value's `format` without its prefix, suffix and
   * percent sign — units belong to the value text ("150 km/h" over ticks 0, 20 … 220); with an
   * `Intl.NumberFormat` `format`, its `formatToParts` without the `unit`, `currency` and `percentSign` parts. Or
   * core format options (as `format`'s), an `Intl.NumberFormat` or a function `(value) => string`, which get the
   * tick values the core chose. A JS formatter that throws or returns a non-string warns once; the core's format
   * shows meanwhile.
   * @throws TypeError / RangeError as `format`; RangeError when the formatter's tick labels would take over 65,536
   *   bytes in all (16 a tick plus each UTF-8 text) — also from `dial`, `format` and `setBounds` when their ticks
   *   would: nothing changes. The tick format is kept.
   */
  get tickFormat(): GaugeFormat | null;
  set tickFormat(f: GaugeFormat | null | undefined);
  /**
   * Zones `[{from, color, name}]`, at most 64; `[]` (default) or `null` removes them. Each runs from `from` (a
   * finite number in the bounds' units) to the next zone's start, the last to the upper bound; a value exactly
   * at a start is in that zone. `color` is a CSS colour; `name` (optional, ≤ 4,096 UTF-8 bytes) is spoken after
   * the value in `aria-valuetext` ("50 %, suboptimal"). The dial, accessoryLinear and accessoryCircular draw
   * them as bands on their track, the capacity styles faded under the fill; a segmented bar colours its cells
   * by them; the fill, marker, needle or ring takes the value's zone colour. Reads back frozen copies (`name`
   * '' when absent).
   * @throws TypeError for a malformed entry or a colour the core cannot parse; RangeError for a `from` that is
   *   not a finite number, more than 64 zones or a name over 4,096 bytes.
   */
  get zones(): readonly GaugeZone[];
  set zones(z: readonly GaugeZone[] | null);
  /**
   * More values on the same gauge `[{value, color, label}]`, at most 8; `[]` (default) or `null` removes them:
   * more needles on a dial, rings inside an accessoryCircularCapacity ring. `value` a number or null (no
   * value); `color` a CSS colour (absent or null: a default colour); `label` (≤ 4,096 UTF-8 bytes) spoken with
   * the value ("; label value" in `aria-valuetext`). Each animates like `value`. Reads back frozen copies
   * (`color` null and `label` '' when absent).
   * @throws TypeError for a malformed entry or a colour the core cannot parse; RangeError for more than 8
   *   values or a label over 4,096 bytes.
   */
  get values(): readonly GaugeExtraValue[];
  set values(v: readonly GaugeExtraValue[] | null);
  /**
   * Where fills start (for ranges that cross zero), in the bounds' units, or null (default: the minimum). 0 is
   * a real origin. The capacity bar, the capacity ring and the dial's progress arc run from it to the value.
   * @throws TypeError for anything but a finite number or null.
   */
  get origin(): number | null;
  set origin(v: number | null);
  /**
   * A target or threshold marked across the dial's track and the linear styles' bar, in the bounds' units, or
   * null (default: none). 0 is a real target.
   * @throws TypeError for anything but a finite number or null.
   */
  get target(): number | null;
  set target(v: number | null);
  /**
   * A reference the value is compared with, or null (default: none): a delta text ("▲+5", "▼-3") in the increasing
   * or decreasing colour — under the value on the dial and inside the rings (when the value can keep 70 % of its
   * size), after the value text on the bars — and said in `aria-valuetext` in words ("62, up 5 from 57"; the words
   * are `strings.up`, `down`, `from`). No delta for no value, a change that formats as zero, or a relative change
   * from 0. With a JS `format` the magnitude and the reference are the formatter's (docs/abi.md › gauge_set_reference).
   * @throws TypeError for anything but a finite number or null.
   */
  get reference(): number | null;
  set reference(v: number | null);
  /**
   * How the delta is written (GaugeDelta): `mode` `'absolute'` (default) or `'relative'`, and the symbols before its
   * sign. `null` restores the defaults; keys left out take theirs. Reads back the whole setting (frozen).
   * @throws TypeError for an unknown key, another mode or a non-string symbol; RangeError for a symbol over 4,096
   *   UTF-8 bytes.
   */
  get delta(): GaugeDelta;
  set delta(d: GaugeDelta | null | undefined);
  /** The delta's colour when the value is above its reference. `null` (default): system green for the scheme. Page
   * colours and `--swift-gauge-increasing-color` as for trackColor. @throws TypeError as trackColor. */
  get increasingColor(): string | null;
  set increasingColor(c: string | null | undefined);
  /** The same below the reference (`null`: system red; `--swift-gauge-decreasing-color`). @throws TypeError as trackColor. */
  get decreasingColor(): string | null;
  set decreasingColor(c: string | null | undefined);
  /** The focus ring `<swift-gauge interactive>` draws while focused from the keyboard (`:focus-visible`), 3 px wide
   * 1 px outside the gauge's shape. `null` (default): the page's accent — the element's `accent-color`, else the
   * system's `AccentColor` (the core's system blue without a page); `Highlight` under forced colours. Page colours and
   * `--swift-gauge-focus-color` as for trackColor. @throws TypeError as trackColor. */
  get focusColor(): string | null;
  set focusColor(c: string | null | undefined);
  /**
   * The linearCapacity bar as this many cells (a segmented "LCD" bar, 2…200), or 0 (default) for a continuous
   * bar. A cell takes the colour at its centre (its zone's, else the tint's) and is lit when its centre lies
   * between the origin (or minimum) and the value.
   * @throws TypeError for anything but a whole number; RangeError for 1, a negative number or over 200.
   */
  get segments(): number;
  set segments(n: number);
  /**
   * The stroke of the rings (track, fill, zone bands) and the bars (track, fill, cells, the marker's track): a
   * number of CSS px (0 < px ≤ 1000), or a text `'12%'` — a share of the box across the stroke (a horizontal bar's
   * height, a vertical bar's width, a ring's shorter side; 0 < share ≤ 100 %) — or `'10px'`; `null` (default): each
   * style's own (4 px capacity bar, 8 px marker and accessory bars, 6 px ring at 58 px). Clamped, not refused, to
   * what the box allows: a ring's stroke at most half its centre-line radius, a bar at most the box across it (and
   * shrunk with the texts in a box shorter than the style's natural height). The dial ignores it. With `null` on a
   * page the element's `--swift-gauge-thickness` (same grammar) applies.
   * @throws TypeError for another type or text; RangeError for NaN, ±∞, 0, a negative or an absurd value
   *   (`thickness: must be above 0 and at most 1000 px, got -1`). The thickness is kept.
   */
  get thickness(): number | string | null;
  set thickness(t: number | string | null);
  /**
   * A factor on every text of every style (value, label, bounds, tick labels, end words, delta, the thermometer's
   * reading), 0.25…4; `null` (default): 1, SwiftUI's sizes. Texts still shrink to fit and never overlap; a bar's
   * natural height grows with its rows. With `null` on a page the element's `--swift-gauge-font-scale` applies.
   * @throws TypeError for another type; RangeError for NaN, ±∞, ≤ 0 or outside 0.25…4
   *   (`fontScale: must be 0.25…4, got 5`). The scale is kept.
   */
  get fontScale(): number | null;
  set fontScale(s: number | null);
  /**
   * Short marks across the track, in the label colour, at every zone boundary strictly inside the range
   * ('zones'; none at a boundary on the minimum or maximum) and at the target on the rings ('target', which the
   * dial and the bars mark anyway), 'zones+target' for both, 'off' (default) for none; true is 'zones', false and
   * null 'off'. Rings: across the track only; the dial and the bars: the target mark's geometry
   * (docs/swiftui-fidelity.md › Threshold markers). With `<meter>`'s low/high/optimum the element's zones get them too.
   * @throws TypeError ("thresholdMarkers: …") for anything else.
   */
  get thresholdMarkers(): GaugeThresholdMarkers;
  set thresholdMarkers(m: GaugeThresholdMarkers | boolean | null | undefined);
  /**
   * Which way the linear styles' bar runs: 'horizontal' (default) or 'vertical' (a thermometer: the minimum at
   * the bottom, the fill and the marker moving up, labels above and below the bar). The circular styles and the
   * dial ignore it. Right to left mirrors a vertical bar about its centre line; its value axis stays bottom → top.
   * @throws TypeError ("orientation: …") for anything but 'horizontal' or 'vertical'.
   */
  get orientation(): GaugeOrientation;
  set orientation(o: GaugeOrientation);
  /**
   * The arc of the two ring styles, or null (default) for each style's SwiftUI arc (the open ring's 270° with
   * its gap at 6 o'clock, the capacity ring's full circle from 12 o'clock). Keys and defaults as GaugeRingArc
   * (sweep 360, startAngle −sweep/2, 'clockwise'). A set arc is drawn exactly as given and fills the box around
   * its own bounds; accessoryCircular puts the bounds labels just outside the arc's ends and the label on the
   * opening's line. Reads back the arc with every key (frozen), or null.
   * @throws TypeError for an unknown key, a wrong type or `undefined`; RangeError for a NaN or non-finite
   *   start or a sweep outside (0, 360]. The arc is kept.
   */
  get ringArc(): Required<GaugeRingArc> | null;
  set ringArc(a: GaugeRingArc | null);

  /**
   * `value` as text with this gauge's format (the core's or the JS formatter's), as the current-value label
   * would show it without a `currentValueLabel`: "–" for null, undefined or NaN.
   * @throws TypeError for a non-number; Error if the JS formatter throws.
   */
  formatValue(value: number | null): string;

  /**
   * Lays the gauge out for a box and returns its display list, read in place from wasm memory (valid until
   * the next call into the module).
   * @param width CSS px, 0…100,000
   * @param height CSS px, 0…100,000
   * @param pixelRatio device px per CSS px, 0.0625…16; default 1
   * @param timeMs animation time in ms on any monotonic clock (finite); default `performance.now()`
   * @throws TypeError for a non-number, RangeError outside those ranges ("render: pixelRatio: 0 is outside
   *   [0.0625, 16]"), Error if the module refused (memory budget) or trapped (it was restarted)
   */
  render(width: number, height: number, pixelRatio?: number, timeMs?: number): DisplayListView;

  /** The last rendered display list in its text form (docs/display-list.md › Text form; '' before a render). */
  displayListText(): string;

  /**
   * The gauge as a standalone SVG document written by the core (`gauge_describe(h, 4)`; the same bytes as the
   * native `Gauge.svg(width:height:)`): `role="img"`, `<title>` "label: value text", `<desc>` the bounds labels,
   * every text escaped. With a size the gauge is laid out for it first (at the current time: mid-way through an
   * animation, the frame shown now); without, it is the last rendered display list (an empty `<svg>` with a
   * comment before the first render).
   * @param width CSS px, 0…100,000
   * @param height CSS px, 0…100,000; default `width`
   * @param pixelRatio only sets how far flat gradient pieces overlap (half a device pixel); default 1
   * Ids (gradients, masks) are unique per page by default: "sg" + the list's hash + a count of this realm's SVGs,
   * so two SVGs of one gauge, or of two gauges, inlined in one document never share one.
   * @param options last argument, after any of the numbers: `idPrefix` starts every id (1…64 of A–Z a–z 0–9 _ - .,
   *   first a letter or _); give it for byte-identical output across calls, e.g. to compare with native SVG
   * @throws TypeError or RangeError for a bad size, as `render()` does, or a bad `idPrefix`
   */
  toSVG(width?: number, height?: number, pixelRatio?: number, options?: SVGOptions): string;
  toSVG(options: SVGOptions): string;
  toSVG(width: number, options: SVGOptions): string;
  toSVG(width: number, height: number, options: SVGOptions): string;

  /**
   * The gauge as a PNG: its display list (the one `toSVG` writes and the page draws) where any animation ends —
   * an animation running on the page ends there too — replayed on a canvas of its own (an `OffscreenCanvas`
   * where there is one, else a detached `<canvas>`), `round(width × pixelRatio)` × `round(height × pixelRatio)`
   * device px, transparent where the gauge draws nothing (as on the page).
   * @param width CSS px, > 0 and ≤ 100,000; default the gauge's box on the page (required for a gauge without one)
   * @param height CSS px, as `width`; default the box's height with the default width, else `width`
   * @param pixelRatio 0.0625…16; default the page's `devicePixelRatio`
   * @throws (synchronously) TypeError or RangeError naming the argument — also an image over 16,384 device px a
   *   side (the page canvases' limit) or over 16,777,216 device px in all (4,096², iOS Safari's largest canvas and
   *   the smallest engine limit; larger images block the page for seconds: 16,384² took about 18 s);
   *   Error where there is no canvas (Node: use `toSVG`).
   */
  toPNG(width?: number, height?: number, pixelRatio?: number): Promise<Blob>;
  /** The same image as a `data:image/png;base64,…` URL, drawn on a detached `<canvas>` (needs a document). */
  toDataURL(width?: number, height?: number, pixelRatio?: number): string;

  /**
   * What assistive technology is told: `name` (the label), `valueText` (the current-value text with the zone's
   * name and the extra values; "unknown" for no value), `description` (the bounds labels).
   */
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
  /** The system's `prefers-color-scheme` ('light' outside a browser): what colorScheme 'auto' draws in. */
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
   * (beyond a 25 % margin) or in a hidden page are skipped until they show; `drawAll()` draws them at once. A gauge
   * in its error state (`Gauge.error`) does not hold it up: it resolves, and that gauge's `whenRendered()` rejects. */
  whenRendered(): Promise<void>;
  /** Draws every gauge now, including those skipped while off screen (done before printing). */
  drawAll(): void;
  /**
   * Re-reads what the gauges take from the page — each element's direction, used colour scheme and page colours —
   * and redraws what changed. Needed only for a `direction` set by CSS (a `dir` attribute is watched): changes of
   * `color-scheme`, `color`, `font-family` and `--swift-gauge-*` (or what they `var()`) on any ancestor, inline or
   * by class, the colour-scheme meta tag and the system's scheme are seen in the next frame.
   */
  refresh(): void;
  /**
   * Destroys every gauge and surface of this module whose element is no longer in a document (a container
   * removed from the page keeps its gauges, so it can be put back) — or is in a document without an open window: a
   * removed iframe's, a closed popout's, one of `document.implementation` (their elements stay `isConnected`).
   * Returns how many were destroyed.
   */
  destroyDisconnected(): number;
}

/** A 2D context of an OffscreenCanvas (structural, so the types also check with libs that lack OffscreenCanvas). */
export type OffscreenCanvasContext2D = Pick<CanvasRenderingContext2D,
  'save' | 'restore' | 'setTransform' | 'fillText' | 'arc' | 'beginPath' | 'fill' | 'stroke'>;

/**
 * Where `loadSwiftGauge()` without a source and every `<swift-gauge>` load the wasm from — the one option for
 * bundlers that do not follow `new URL('./swift-gauge.wasm', import.meta.url)` (esbuild: `import wasmURL from
 * 'swift-gauge/swift-gauge.wasm'` with `--loader:.wasm=file`). Call it before the first load.
 * @throws TypeError for null or undefined.
 */
export function setWasmSource(source: string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module): void;

/**
 * Compiles swift-gauge.wasm once per URL (however many loaders ask) and instantiates it. Default source:
 * `setWasmSource`'s, else swift-gauge.wasm next to the module.
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
  ctx: CanvasRenderingContext2D | OffscreenCanvasContext2D,
  source: DisplayListView | ArrayBuffer | ArrayBufferView | { u8: Uint8Array; u32: Uint32Array; f32: Float32Array },
  ptr?: number,
  len?: number,
  pixelRatio?: number,
  cache?: object,
): void;

/** The `gauge_set_tint` text for a tint ("in oklab, green, yellow 0.5, red value(150)"). */
export function tintText(tint: GaugeTint): string;

/**
 * The `<swift-gauge>` attribute and its text for createGauge option `name` set to `value`, as the element's property
 * writes it (text null: no attribute; a symbol: a function, which no attribute can hold; undefined: NaN or ±Infinity
 * in a JSON option). Throws TypeError `${fn}: options: unknown option "name"` for a name createGauge refuses.
 * What swift-gauge/ssr's gaugeAttributes writes with.
 */
export function optionAttribute(fn: string, name: string, value: unknown): [attribute: string, text: string | null | symbol | undefined];

// ---------------------------------------------------------------------------------------------------------
// <swift-gauge>

/** The `animation` attribute: `none` | `default` | `linear`/`easeIn`/`easeOut`/`easeInOut` [seconds] |
 * `spring` [response [dampingFraction]] | `timingCurve x1 y1 x2 y2` [seconds]. */
export type SwiftGaugeAnimationAttribute = string;

/**
 * `<swift-gauge>`: a gauge that fills its CSS box at any devicePixelRatio and is a `role="meter"` (with
 * `aria-valuenow`/`-min`/`-max`/`-valuetext`, `aria-label` from `label`, `aria-description` from the bounds labels)
 * for assistive technology — through its ElementInternals where the engine reflects ARIA on them, else as
 * attributes, never over an author's own (one written before the gauge, or since: an attribute that no longer holds
 * what the gauge last wrote is left as it is, also on destroy); the canvas is in its shadow root, hidden from
 * assistive technology. Its text content
 * is the fallback shown without JavaScript or wasm. Without a page size it is 58×58 CSS px (circular styles),
 * 96×200 (a vertical bar) or full width × the style's natural height (linear styles).
 *
 * Every Gauge option is an attribute and a property (below): `value`, `min`/`max` (or `lower`/`upper`, which
 * win), `gauge-style`, `label`, `current-value-label`, `minimum-value-label`, `maximum-value-label`, `tint`,
 * `animation`, `value-animation`, `color-scheme`, `track-color`, `label-color`, `value-color`, `font-family`, `format` (JSON), `formats-bounds-labels`, `strings` (JSON), `announce`, `layout-direction`, `dial` (JSON), `needle`, `hub-color`, `focus-color`, `tick-format` (JSON),
 * `zones` (JSON) or `<meter>`'s `low`/`high`/`optimum`, `values` (JSON), `origin`, `target`, `segments`,
 * `thickness`, `font-scale`, `threshold-markers`, `orientation`, `ring-arc`, `interactive`, `step`, `large-step` (and, for
 * an interactive gauge, `name`, `disabled`, `readonly`). Numbers are decimal or `Infinity`/`-Infinity`. An invalid attribute logs one console
 * warning naming it and the gauge keeps its previous state. Property setters write the attributes and never
 * throw (a value an attribute cannot hold warns and changes nothing — except a `format`/`tickFormat` function,
 * which is set on the gauge; null removes the attribute). A string set on
 * a property whose attribute is parsed is that attribute's text — JSON for `format`, `dial`, `zones`, `values`,
 * the grammar for `ring-arc` — so the props a page writes for React 18 (JSON text) work the same where a framework
 * sets properties (React 19, Debian's React 18). Getters read
 * the gauge once it exists — except `label`, `currentValueLabel`, the bounds labels, `tint`,
 * `formatsBoundsLabels` and `low`/`high`/`optimum`, which read their attribute — and before that the parsed
 * attribute (its default when absent or invalid).
 */
export class SwiftGaugeElement extends HTMLElement {
  /** Every attribute above, `min` and `max` included. */
  static readonly observedAttributes: readonly string[];
  /** Where elements load swift-gauge.wasm from (default: web/swift-gauge.wasm, next to the bundles); set it before the first element connects. */
  static wasmSource: string | URL;
  /** The module every element shares, loading it on the first call (the first element connecting calls this). */
  static loadModule(source?: string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module): Promise<SwiftGaugeModule>;
  /**
   * Makes every element use an already loaded module (before the first element connects).
   * @throws TypeError if `module` is not a SwiftGaugeModule; Error if elements already use another one.
   */
  static useModule(module: SwiftGaugeModule): void;

  /** The element's Gauge: null until the module has loaded, and after the element left the page. */
  readonly gauge: Gauge | null;
  /**
   * Resolves with the Gauge once the element has one; rejects if the module cannot load (the element then makes its
   * gauge when a later load succeeds — `setWasmSource`, a `loadSwiftGauge()` of the page, the next element after the
   * back-off — and `ready` is a new promise) and while its gauge is in its error state (`Gauge.error`; a new promise
   * that resolves when it draws again after an option changed).
   */
  readonly ready: Promise<Gauge>;
  /** Typed `error` events: fired when the element's gauge enters its error state (SwiftGaugeErrorEvent). */
  addEventListener<K extends keyof SwiftGaugeElementEventMap>(type: K,
    listener: (this: SwiftGaugeElement, ev: SwiftGaugeElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SwiftGaugeElementEventMap>(type: K,
    listener: (this: SwiftGaugeElement, ev: SwiftGaugeElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;

  /** Attribute `value`; absent, empty, `none` or `NaN` is "no value" (null). Setting null, undefined or NaN removes it.
   * While `interactive`, as `<input type=range>`'s: a number (or numeric text) set here goes to the gauge only, anything
   * else gives the middle of the range, and the attribute stays the default value a reset restores; once the user or
   * this property has set the value, changing the attribute no longer moves it (until a reset). */
  get value(): number | null;
  set value(v: number | null | undefined);
  /**
   * The lower bound (attribute `lower`, or `min` when only that one is present; default 0; finite). Bounds
   * reversed only for a moment (setting `min` before `max`) do not warn; reversed bounds that stay do.
   */
  get lower(): number;
  set lower(v: number);
  /** The upper bound (attribute `upper`, or `max` when only that one is present; default 1; finite). */
  get upper(): number;
  set upper(v: number);
  /** Alias of `lower`, as on `<meter>`. */
  get min(): number;
  set min(v: number);
  /** Alias of `upper`. */
  get max(): number;
  set max(v: number);
  /** Sets both bounds (writes both attributes). */
  setBounds(lower: number, upper: number): void;
  /** The gauge style (attribute `gauge-style`, default `automatic`; `style` is the element's CSS). */
  get gaugeStyle(): GaugeStyleName;
  set gaugeStyle(v: GaugeStyleName);
  /** Attribute `label`: what the gauge measures, its accessible name (Gauge.label). */
  get label(): string | null;
  set label(v: string | null);
  /** Attribute `current-value-label`: the value as text; absent = the formatted value. */
  get currentValueLabel(): string | null;
  set currentValueLabel(v: string | null);
  /** Attribute `minimum-value-label`; with only one end label, the other shows as empty text. */
  get minimumValueLabel(): string | null;
  set minimumValueLabel(v: string | null);
  /** Attribute `maximum-value-label`. */
  get maximumValueLabel(): string | null;
  set maximumValueLabel(v: string | null);
  /** Sets both end labels as a pair (writes both attributes); `(null, null)` clears them. */
  setBoundsLabels(minimum: string | null, maximum: string | null): void;
  /**
   * Attribute `tint`: a CSS colour or a tint text (docs/abi.md › Tint text). Reads back the attribute text;
   * arrays and `{interpolation, stops}` are written as their tint text, a malformed tint warns and changes nothing.
   */
  get tint(): string | null;
  set tint(t: GaugeTint | null | undefined);
  /**
   * Attribute `animation` (SwiftGaugeAnimationAttribute; default `default`): objects are written in its
   * grammar, null as `none`. Reads the gauge's animation.
   */
  get animation(): GaugeAnimation | SwiftGaugeAnimationAttribute;
  set animation(a: GaugeAnimation | SwiftGaugeAnimationAttribute);
  /** Attribute `value-animation` (boolean: present and not `false` = on). See Gauge.valueAnimation. */
  get valueAnimation(): boolean;
  set valueAnimation(on: boolean);
  /** 'light', 'dark', 'auto' (the OS's), or null for the element's used colour scheme (attribute `color-scheme`:
   * `light`, `dark`, `auto`; `normal` or absent = null). See Gauge.colorScheme. */
  get colorScheme(): GaugeColorScheme | 'auto' | null;
  set colorScheme(v: GaugeColorScheme | 'auto' | null);
  /** Attributes `track-color`, `label-color`, `value-color`: a CSS colour each (see Gauge.trackColor…); absent or
   * empty = null, then `--swift-gauge-track-color`, `--swift-gauge-label-color`, `--swift-gauge-value-color` on the
   * element or an ancestor apply. An attribute wins over the custom property. */
  get trackColor(): string | null;
  set trackColor(v: string | null);
  get labelColor(): string | null;
  set labelColor(v: string | null);
  get valueColor(): string | null;
  set valueColor(v: string | null);
  /** Attribute `hub-color`: a CSS colour (Gauge.hubColor); absent = null, then `--swift-gauge-hub-color` applies. */
  get hubColor(): string | null;
  set hubColor(v: string | null);
  /** Attribute `font-family`: a CSS font-family list or `inherit` (the element's font); absent = null, then
   * `--swift-gauge-font-family` applies. See Gauge.fontFamily. */
  get fontFamily(): string | null;
  set fontFamily(v: string | null);
  /** Attribute `format` (JSON): core format options, or `{locale, …Intl.NumberFormat options}` (`"auto"`: the
   * element's `lang`). An Intl.NumberFormat is written as its resolved options; a function (no attribute can hold
   * one) is set on the gauge, and on the next one the element makes, until the attribute or property is set
   * again. Reads the gauge's format. */
  get format(): GaugeFormat | null;
  set format(f: GaugeFormat | string | null);
  /** Boolean attribute `formats-bounds-labels` (present and not `false`): label the ends with the formatted bounds. */
  get formatsBoundsLabels(): boolean;
  set formatsBoundsLabels(on: boolean);
  /** Attribute `strings`: a JSON object of Gauge.strings' keys (`{"unknown": "unbekannt", "to": " bis "}`); the
   * zones made from `low`/`high`/`optimum` take its region names. */
  get strings(): GaugeStrings | null;
  set strings(s: GaugeStrings | string | null);
  /** Attribute `announce`: `zones` (default) or `off` (Gauge.announce). */
  get announce(): GaugeAnnounce;
  set announce(a: GaugeAnnounce | null);
  /**
   * Boolean attribute `interactive` (present and not `false`): the element is a slider for its value, as
   * `<input type=range>` — role `slider` through its ElementInternals (an author's own `role` and `aria-*` win),
   * `aria-orientation` on bars, in the tab order (`tabindex="0"` unless the author set one); the ARIA slider pattern's
   * keys (arrows ± `step`, mirrored right to left on horizontal bars; PageUp/PageDown ± `largeStep`; Home/End the
   * bounds; Enter submits the element's form as an `<input>`'s implicit submission: its first submit button, else the form); a press on the gauge sets the value under it (Gauge.valueAt) and a drag follows — the angle on rings and
   * dials, never across the gap between the arc's ends — with pointer capture, `touch-action: none` and no text
   * selection while interactive. `input` fires while a user changes the value and `change` when it is committed
   * (pointer up, a key), bubbling and composed; never for the page's own changes. A form control: `name` puts the value
   * in the form's data, `form.reset()` goes back to the `value` attribute (the default value: neither a user nor, while interactive, the `value` property writes it), `disabled`
   * (or a disabled `<fieldset>`) takes it out of the tab order and greys it, `readonly` keeps it focusable but
   * unchangeable, and the value comes back after back/forward navigation (where the engine calls
   * `formStateRestoreCallback`: Chromium, not Firefox ESR). Focused from the keyboard (`:focus-visible`) the core
   * draws a focus ring around the gauge's shape in `focusColor` (the page's `accent-color`; Highlight under forced
   * colours); while interactive it keeps 4 px of room for it on every side. The value is sanitised as
   * `<input type=range>`'s: snapped to `min + n × step`, within the bounds, and no value is the middle of the range.
   * `createGauge` and surface gauges take the option too (Gauge.interactive).
   */
  get interactive(): boolean;
  set interactive(on: boolean);
  /** Attribute `step`: a number above 0 or `any` (default). See Gauge.step. */
  get step(): number | 'any';
  set step(s: number | 'any' | null);
  /** Attribute `large-step`: a number above 0; absent = 10 % of the range. See Gauge.largeStep. */
  get largeStep(): number | null;
  set largeStep(s: number | null);
  /** The element's form (form-associated: `name`, FormData, reset), or null. */
  readonly form: HTMLFormElement | null;
  /** Attribute `name`: the value's name in the form's data ('' when absent), as `<input>`'s. */
  get name(): string;
  set name(n: string);
  /** Boolean attribute `disabled`, as `<input>`'s: out of the tab order, greyed, not in the form's data. */
  get disabled(): boolean;
  set disabled(d: boolean);
  /** Boolean attribute `readonly`, as `<input>`'s `readOnly`: focusable, unchangeable by the user. */
  get readOnly(): boolean;
  set readOnly(r: boolean);
  /** The `<label>`s of the element (its ElementInternals'), or null. */
  readonly labels: NodeList | null;
  /** Attribute `layout-direction`: `auto` (default, from `dir`), `leftToRight`/`ltr`, `rightToLeft`/`rtl`. */
  get layoutDirection(): GaugeLayoutDirection;
  set layoutDirection(d: GaugeLayoutDirection | null);
  /**
   * Attribute `dial`: a JSON object of Gauge.dial's keys (missing keys take their defaults); null removes it.
   * NaN and ±∞ have no JSON form: a dial holding one warns and changes nothing (set it on `el.gauge`).
   */
  get dial(): GaugeDial | null;
  set dial(d: Partial<GaugeDial> | string | null);
  /** Attribute `needle`: a shape and an optional hub radius (`tapered`, `arrow 0.1`), or a JSON object of
   * Gauge.needle's keys; null removes it. */
  get needle(): GaugeNeedle | null;
  set needle(n: GaugeNeedle | string | null);
  /** Attribute `tick-format` (JSON, as `format`'s): how the dial's tick labels are written (Gauge.tickFormat); a
   * function is set on the gauge, as `format`'s. */
  get tickFormat(): GaugeFormat | null;
  set tickFormat(f: GaugeFormat | string | null);
  /**
   * Attribute `zones`: a JSON array of `{from, color, name}` (Gauge.zones); without it, zones from `low`/`high`/
   * `optimum` as `<meter>` has them. NaN and ±∞ warn, as for `dial`. Reads the gauge's zones.
   */
  get zones(): readonly GaugeZone[] | null;
  set zones(z: readonly GaugeZone[] | string | null);
  /**
   * `<meter>`'s low, high and optimum (attributes of the same names; null when absent, empty or `none`): used
   * when there is no `zones` attribute, as zones of the HTML spec's regions in the bounds, coloured green,
   * yellow and red and named "optimum", "suboptimal", "even less good"; they move with the bounds.
   */
  get low(): number | null;
  set low(v: number | null);
  get high(): number | null;
  set high(v: number | null);
  get optimum(): number | null;
  set optimum(v: number | null);
  /** Attribute `values`: a JSON array of `{value, color, label}` (Gauge.values). NaN and ±∞ warn, as for `dial`. */
  get values(): readonly GaugeExtraValue[] | null;
  set values(v: readonly GaugeExtraValue[] | string | null);
  /** Attribute `origin`: where fills start (finite), or null (absent, empty or `none`: the minimum). */
  get origin(): number | null;
  set origin(v: number | null);
  /** Attribute `target`: a target marked on the track (finite), or null (absent, empty or `none`). */
  get target(): number | null;
  set target(v: number | null);
  /** Attribute `reference`: the value a delta is measured from (finite), or null (absent, empty or `none`). */
  get reference(): number | null;
  set reference(v: number | null);
  /** Attribute `delta`: JSON `{"mode": "relative", "increasingSymbol": "↑", "decreasingSymbol": "↓"}` (Gauge.delta). */
  get delta(): GaugeDelta;
  set delta(d: GaugeDelta | string | null);
  /** Attributes `increasing-color`, `decreasing-color`: the delta's colours (Gauge.increasingColor). */
  get increasingColor(): string | null;
  set increasingColor(v: string | null);
  get decreasingColor(): string | null;
  set decreasingColor(v: string | null);
  /** Attribute `focus-color`: the focus ring's colour (Gauge.focusColor); absent = null (the page's accent). */
  get focusColor(): string | null;
  set focusColor(v: string | null);
  /** Attribute `segments`: cells of a segmented linearCapacity bar (2…200); 0, empty or absent for a continuous one. */
  get segments(): number;
  set segments(n: number | null);
  /** Attribute `thickness`: the stroke in CSS px (`10`), or `12%` of the box; absent, empty or `none` for each
   * style's own (Gauge.thickness). CSS `--swift-gauge-thickness` applies when it is absent. */
  get thickness(): number | string | null;
  set thickness(t: number | string | null);
  /** Attribute `font-scale`: every text's size × this (0.25…4); absent, empty or `none` for 1 (Gauge.fontScale). CSS
   * `--swift-gauge-font-scale` applies when it is absent. */
  get fontScale(): number | null;
  set fontScale(s: number | null);
  /** Attribute `threshold-markers`: `off` (absent), `zones` (also when present and empty), `target` or `zones+target`; an unknown value warns once and keeps the marks. */
  get thresholdMarkers(): GaugeThresholdMarkers;
  set thresholdMarkers(v: GaugeThresholdMarkers | boolean | null);
  /** Attribute `orientation`: `horizontal` (default) or `vertical`; an unknown value warns once and keeps the previous orientation. */
  get orientation(): GaugeOrientation;
  set orientation(v: GaugeOrientation | null);
  /**
   * The ring styles' arc (attribute `ring-arc`: `[startAngle] sweep [clockwise|counterclockwise]` in degrees, or
   * `none`; one number is the sweep, centred on 12 o'clock; see Gauge.ringArc). Setting an object writes the
   * attribute (`-90 180 clockwise`), null removes it; a malformed object warns and changes nothing.
   */
  get ringArc(): Required<GaugeRingArc> | null;
  set ringArc(a: GaugeRingArc | string | null);

  /** What assistive technology is told (Gauge.accessibility); null before the gauge exists. */
  accessibility(): GaugeAccessibility | null;
  /**
   * The gauge as an SVG document (Gauge.toSVG) at its current CSS size (58 px for a side that is still 0), or
   * at the given size (`height` defaults to `width`), in the page's colours. null before the gauge exists
   * (before `ready` resolves, and after the element left the page): after `await el.ready` it is a string, or use
   * `(await el.ready).toSVG(…)`, typed `string`.
   */
  toSVG(width?: number, height?: number): string | null;
  /** The gauge as a PNG (Gauge.toPNG), by default at its CSS size and `devicePixelRatio`; null before the gauge
   * exists (as `toSVG`: after `await el.ready` a Promise). */
  toPNG(width?: number, height?: number, pixelRatio?: number): Promise<Blob> | null;
  /** The same as a `data:` URL (Gauge.toDataURL); null before the gauge exists (as `toSVG`). */
  toDataURL(width?: number, height?: number, pixelRatio?: number): string | null;
  /** Re-reads the element's used colour scheme and `dir` (see SwiftGaugeModule.refresh). */
  refresh(): void;
}

/** The properties a framework may set on `<swift-gauge>` (objects as values, or as JSON text for attributes). */
export type SwiftGaugeElementProps = Partial<Pick<SwiftGaugeElement,
  'value' | 'lower' | 'upper' | 'min' | 'max' | 'gaugeStyle' | 'label' | 'currentValueLabel' | 'minimumValueLabel' |
  'maximumValueLabel' | 'animation' | 'valueAnimation' | 'colorScheme' | 'trackColor' | 'labelColor' | 'valueColor' | 'hubColor' | 'fontFamily' | 'formatsBoundsLabels' | 'announce' | 'layoutDirection' | 'low' | 'high' |
  'optimum' | 'origin' | 'target' | 'reference' | 'increasingColor' | 'decreasingColor' | 'focusColor' | 'segments' | 'thickness' | 'fontScale' | 'thresholdMarkers' | 'orientation'>> & {
  tint?: GaugeTint | null;
  format?: GaugeFormat | string | null;
  strings?: GaugeStrings | string | null;
  dial?: GaugeDial | string | null;
  needle?: GaugeNeedle | string | null;
  delta?: GaugeDelta | string | null;
  tickFormat?: GaugeFormat | string | null;
  zones?: readonly GaugeZone[] | string | null;
  values?: readonly GaugeExtraValue[] | string | null;
  ringArc?: GaugeRingArc | string | null;
};

/** The element's attributes whose HTML name differs from its property's (`gauge-style` → `gaugeStyle`). */
export interface SwiftGaugeAttributeNames {
  'gauge-style': 'gaugeStyle'; 'value-animation': 'valueAnimation'; 'current-value-label': 'currentValueLabel';
  'minimum-value-label': 'minimumValueLabel'; 'maximum-value-label': 'maximumValueLabel'; 'color-scheme': 'colorScheme';
  'track-color': 'trackColor'; 'label-color': 'labelColor'; 'value-color': 'valueColor'; 'hub-color': 'hubColor';
  'increasing-color': 'increasingColor'; 'decreasing-color': 'decreasingColor'; 'focus-color': 'focusColor'; 'font-family': 'fontFamily';
  'formats-bounds-labels': 'formatsBoundsLabels'; 'layout-direction': 'layoutDirection'; 'tick-format': 'tickFormat';
  'threshold-markers': 'thresholdMarkers'; 'ring-arc': 'ringArc';
}

/**
 * What JSX may write on `<swift-gauge>`: its properties (SwiftGaugeElementProps), the same by attribute name
 * (`gauge-style`), the HTML attributes every element has, `data-*`, `aria-*` and `on*` handlers — nothing else, so a
 * misspelt prop (`gaugeStyl`) is a type error. Objects may be JSON text (React 18 writes attributes).
 */
export type SwiftGaugeJSXProps = SwiftGaugeElementProps & {
  [A in keyof SwiftGaugeAttributeNames]?: SwiftGaugeElementProps[SwiftGaugeAttributeNames[A]];
} & {
  children?: unknown; ref?: unknown; key?: string | number | null;
  id?: string; class?: string; className?: string; style?: string | { readonly [property: string]: string | number | null | undefined };
  slot?: string; part?: string; title?: string; lang?: string; dir?: 'ltr' | 'rtl' | 'auto'; hidden?: boolean;
  tabIndex?: number; tabindex?: number | string; role?: string; exportparts?: string; inert?: boolean;
  [data: `data-${string}`]: string | number | boolean | null | undefined;
  [aria: `aria-${string}`]: string | number | boolean | null | undefined;
  [handler: `on${string}`]: unknown;
};

declare global {
  interface HTMLElementTagNameMap {
    'swift-gauge': SwiftGaugeElement;
  }
  // TSX: <swift-gauge value={21} gaugeStyle="accessoryCircular" /> (React and other JSX runtimes).
  namespace JSX {
    interface IntrinsicElements {
      'swift-gauge': SwiftGaugeJSXProps;
    }
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
