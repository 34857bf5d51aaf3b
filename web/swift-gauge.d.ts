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
  | 'accessoryCircularCapacity';

/** Style names indexed by their `gauge_set_style` value (0…5). */
export const STYLES: readonly GaugeStyleName[];

/** C-ABI status codes. */
export const STATUS: Readonly<{ ok: 0; badHandle: -1; badArgument: -2; badText: -3; tooMany: -4 }>;

/** Display-list opcodes (docs/display-list.md). */
export const OP: Readonly<{
  solid: 1; linear: 2; conic: 3; stop: 4; strokeArc: 5; fillRoundRect: 6; fillCircle: 7; knockOut: 8; text: 9;
}>;

/**
 * A colour: a SwiftUI system name (`'blue'`, `'green'`, `'red'`, `'orange'`, `'yellow'`, `'purple'`, `'pink'`,
 * `'mint'`, `'teal'`, `'cyan'`, `'indigo'`, `'brown'`, `'gray'`) or `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`.
 */
export type GaugeColor = string;

/** A gradient stop; `location` is 0…1 along the gauge (omitted: spaced evenly). */
export interface GaugeStop {
  color: GaugeColor;
  location?: number;
}

/** A single colour, evenly spaced gradient colours, or explicit stops. */
export type GaugeTint = GaugeColor | ReadonlyArray<GaugeColor | GaugeStop>;

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
}

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

  /** The tint as set (`null` = default blue). */
  get tint(): GaugeTint | null;
  set tint(t: GaugeTint | null | undefined);

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
  /** Animation frames run, render calls made, traps recovered from. */
  readonly stats: { frames: number; renders: number; traps: number };

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

  /** Resolves once every gauge dirty now has been drawn and the frame painted. */
  whenRendered(): Promise<void>;
}

/**
 * Compiles swift-gauge.wasm once and instantiates it. Default source: `swift-gauge.wasm` next to the module.
 * @throws Error if it cannot be loaded or its ABI version is not 1
 *   ("swift-gauge.wasm has ABI version N, this host needs 1").
 */
export function loadSwiftGauge(
  source?: string | URL | Response | ArrayBuffer | ArrayBufferView | WebAssembly.Module,
): Promise<SwiftGaugeModule>;

/** Reads and checks a display list's header in place. */
export function decodeDisplayList(source: ArrayBuffer | ArrayBufferView, ptr?: number, len?: number): DisplayListView;

/** The commands of a list: opcode, payload word index in `view.u32`/`view.f32`, payload word count. */
export function listCommands(view: DisplayListView): Array<{ op: number; at: number; words: number }>;

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

/** The `gauge_set_tint` text for a tint ("green, yellow 0.5, red"). */
export function tintText(tint: GaugeTint): string;
