// A consumer's TypeScript (consumer c): every public function, option and element property of the
// installed package, imported by name. `tsc --strict --noEmit` must accept it (tsconfig.json beside it);
// test_consumers.py also checks that every export and every member the d.ts declares is used here.
import {
  ABI_VERSION, STYLES, STATUS, OP, setWasmSource, loadSwiftGauge, decodeDisplayList, listCommands, displayListText,
  drawDisplayList, tintText, optionAttribute, Gauge, SwiftGaugeModule, SwiftGaugeElement, GaugeSurface,
} from 'swift-gauge';
import type {
  GaugeStyleName, GaugeOrientation, GaugeDial, GaugeDialTick, GaugeRingArc, GaugeZone, GaugeExtraValue, GaugeColor, GaugeStop,
  GaugeInterpolation, GaugeTint, GaugeColorScheme, GaugeFormatOptions, GaugeFormat, GaugeLayoutDirection,
  GaugeOptions, GaugeAnimation, GaugeAccessibility, DisplayListView, GaugeError, OffscreenCanvasContext2D,
  SwiftGaugeAnimationAttribute, SwiftGaugeElementProps, GaugeRect, GaugeStrings, GaugeAnnounce,
  GaugeNeedle, GaugeDelta, GaugeThresholdMarkers, SwiftGaugeError, SVGOptions, SwiftGaugeElementEventMap,
  SwiftGaugeErrorEvent, GaugePartAt,
} from 'swift-gauge';
// The shipped minified file has its own types (swift-gauge.min.d.ts): the same API.
import { loadSwiftGauge as loadMinified, SwiftGaugeElement as MinifiedElement } from 'swift-gauge/swift-gauge.min.js';
import * as readable from 'swift-gauge/swift-gauge.js';

const abi: 1 = ABI_VERSION;
const styles: readonly GaugeStyleName[] = STYLES;
const ok: 0 = STATUS.ok;
const codes: number[] = [STATUS.badHandle, STATUS.badArgument, STATUS.badText, STATUS.tooMany];
const ops: number[] = [OP.solid, OP.linear, OP.conic, OP.stop, OP.strokeArc, OP.fillRoundRect, OP.fillCircle, OP.knockOut, OP.text];

setWasmSource('/assets/swift-gauge.wasm');
setWasmSource(new URL('https://example.com/swift-gauge.wasm'));
setWasmSource(new ArrayBuffer(8));

const orientation: GaugeOrientation = 'vertical';
const dial: GaugeDial = { startAngle: -90, sweep: 180, direction: 'clockwise', majorTicks: 4, minorTicks: 0, tickLabels: true };
const arc: GaugeRingArc = { startAngle: -90, sweep: 180, direction: 'counterclockwise' };
const zones: GaugeZone[] = [{ from: 0, color: 'green' }, { from: 30, color: 'red', name: 'hot' }];
const extra: GaugeExtraValue[] = [{ value: 12, color: '#888', label: 'min' }, { value: null }];
const colour: GaugeColor = 'oklch(0.7 0.15 140)';
const stops: GaugeStop[] = [{ color: 'green', location: 0 }, { color: 'red', value: 40 }, { color: 'blue' }];
const space: GaugeInterpolation = 'oklch longer hue';
const tints: GaugeTint[] = [colour, 'in oklab, green, red', ['green', 'yellow', { color: 'red', location: 1 }],
  { interpolation: space, stops }, { stops: ['green', 'red'] }];
const scheme: GaugeColorScheme = 'dark';
const coreFormat: GaugeFormatOptions = { fractionLength: 1, grouping: true, percent: false, prefix: '$', suffix: '°' };
const digits: GaugeFormatOptions = { significantDigits: 3 };
const formats: GaugeFormat[] = [coreFormat, digits, new Intl.NumberFormat('de', { style: 'unit', unit: 'celsius' }), (v: number) => `${v} °C`];
const direction: GaugeLayoutDirection = 'rightToLeft';
const needle: GaugeNeedle = { shape: 'tapered', hubRadius: 0.08 };
const delta: GaugeDelta = { mode: 'relative', increasingSymbol: '↑', decreasingSymbol: '↓' };
const marks: GaugeThresholdMarkers = 'zones+target';
const animations: GaugeAnimation[] = [null, 'none', 'default', 'linear', 'easeIn', 'easeOut', 'easeInOut',
  { type: 'spring', response: 0.5, dampingFraction: 0.8 }, { type: 'easeInOut', duration: 1 },
  { type: 'timingCurve', controlPoints: [0.2, 0, 0.2, 1], duration: 0.4 }];

// Every option, once: Required<> makes leaving one out an error, and a literal with an unknown key is one too.
const everyOption: Required<GaugeOptions> = {
  value: 21, lower: 0, upper: 40, style: 'accessoryCircular', label: 'Temperature', currentValueLabel: '21°',
  minimumValueLabel: '0', maximumValueLabel: '40', tint: tints[2], animation: animations[7], colorScheme: scheme,
  format: formats[0], formatsBoundsLabels: true, layoutDirection: direction, dial, tickFormat: { fractionLength: 0 }, zones,
  values: extra, origin: 0, target: 35, segments: 0, orientation, ringArc: arc, trackColor: '#e5e5ea', labelColor: 'CanvasText', valueColor: null,
  fontFamily: 'inherit', strings: { unknown: 'unbekannt', to: ' bis ', up: 'plus ', down: 'minus ', from: ' von ' }, announce: 'zones',
  valueAnimation: true, needle, hubColor: 'gray', reference: 20, delta, increasingColor: 'green', decreasingColor: 'red',
  thresholdMarkers: marks, thickness: '12%', fontScale: 1.25, interactive: true, step: 0.5, largeStep: 5,
};
const noValue: GaugeOptions = { value: null, tint: null, colorScheme: null, format: null, dial: null, zones: null,
  values: null, origin: null, target: null, ringArc: null, label: null, thickness: null, fontScale: null };

export async function useModule(container: HTMLElement, canvas: HTMLCanvasElement): Promise<string[]> {
  const sg: SwiftGaugeModule = await loadSwiftGauge();
  await loadSwiftGauge(undefined, { measureText: false });
  const compiled: WebAssembly.Module = sg.wasmModule;
  const memory: WebAssembly.Memory = sg.exports.memory;
  const n: number = sg.gaugeCount + sg.stats.frames + sg.stats.renders + sg.stats.renderCalls + sg.stats.replays +
    sg.stats.traps + sg.stats.frameMs + sg.stats.observerMs + sg.stats.measuredTexts + sg.stats.measureCalls + sg.stats.restarts;
  const preferred: GaugeColorScheme = sg.preferredColorScheme;
  const measures: boolean = sg.measuresText;
  const mem = sg.memoryStats();
  const bytes: number = mem.gauges + mem.heapBytes + mem.displayListBytes + mem.memoryBytes;

  const g: Gauge = sg.createGauge(container, everyOption);
  sg.createGauge(canvas, noValue).destroy();
  const handle: Gauge = sg.createGaugeHandle();
  const raw: number = g.handle;
  const gone: boolean = g.destroyed;

  g.value = 23; g.value = null; g.value = undefined;
  const value: number | null = g.value;
  g.setBounds(-10, 50);
  const range: number = g.upper - g.lower;
  g.style = 'dial';
  const style: GaugeStyleName = g.style;
  g.label = 'Boiler'; g.label = null;
  const label: string | null = g.label;
  g.currentValueLabel = '23°'; g.currentValueLabel = undefined;
  const current: string | null = g.currentValueLabel;
  g.setBoundsLabels('cold', 'hot'); g.setBoundsLabels(null, null);
  const ends: [string | null, string | null] = [g.minimumValueLabel, g.maximumValueLabel];
  for (const a of animations) g.animation = a;
  g.animation = undefined;
  const animation: GaugeAnimation = g.animation;
  for (const t of tints) g.tint = t;
  g.tint = null;
  const tint: GaugeTint | null = g.tint;
  g.thickness = 10; g.thickness = '12%'; g.thickness = null;
  const thickness: number | string | null = g.thickness;
  g.fontScale = 1.5; g.fontScale = null;
  const fontScale: number | null = g.fontScale;
  g.colorScheme = 'light'; g.colorScheme = null;
  const chosen: GaugeColorScheme | null = g.colorScheme;
  const resolved: GaugeColorScheme = g.resolvedColorScheme;
  g.trackColor = '#e5e5ea'; g.labelColor = 'var(--text)'; g.valueColor = 'light-dark(navy, white)';
  const colours: (string | null)[] = [g.trackColor, g.labelColor, g.valueColor];
  g.trackColor = null; g.labelColor = undefined; g.valueColor = null;
  g.fontFamily = 'Georgia, serif'; g.fontFamily = null;
  const font: string | null = g.fontFamily;
  const german: GaugeStrings = { unknown: 'unbekannt', to: ' bis ', optimum: 'optimal', suboptimal: 'mäßig', evenLessGood: 'schlecht' };
  g.strings = german; g.strings = null;
  const words: GaugeStrings | null = g.strings;
  g.announce = 'off'; g.announce = null; g.announce = undefined;
  const announce: GaugeAnnounce = g.announce;
  g.valueAnimation = true; const counting: boolean = g.valueAnimation;
  g.needle = { shape: 'arrow' }; g.needle = null; const shaped: Required<GaugeNeedle> = g.needle;
  g.hubColor = 'gray'; g.hubColor = null; const hub: string | null = g.hubColor;
  g.reference = 57; const reference: number | null = g.reference; g.reference = null;
  g.delta = { mode: 'absolute' }; g.delta = null; const gaugeDelta: GaugeDelta = g.delta;
  g.increasingColor = 'green'; g.decreasingColor = 'red'; g.increasingColor = null; g.decreasingColor = undefined;
  const deltaColours: (string | null)[] = [g.increasingColor, g.decreasingColor];
  g.thresholdMarkers = 'zones'; g.thresholdMarkers = true; g.thresholdMarkers = null;
  const gaugeMarks: GaugeThresholdMarkers = g.thresholdMarkers;
  for (const f of formats) g.format = f;
  g.format = null;
  const format: GaugeFormat | null = g.format;
  g.formatsBoundsLabels = true;
  const formatsBounds: boolean = g.formatsBoundsLabels;
  g.layoutDirection = 'auto';
  const layout: GaugeLayoutDirection = g.layoutDirection;
  g.dial = dial; g.dial = { sweep: 360 }; g.dial = null;
  const fullDial: Required<GaugeDial> = g.dial;
  const ticks: number = fullDial.majorTicks + fullDial.minorTicks;
  const redline: GaugeDialTick = { value: 80, label: 'red' };
  g.dial = { ticks: [0, 50, redline, { value: 100, label: null }], ticksAtZones: true };
  const given: string = g.dial.ticks.map((t) => `${t.value}${t.label}`).join() + String(g.dial.ticksAtZones);
  g.tickFormat = { fractionLength: 1 }; g.tickFormat = (v: number) => `${v}`; g.tickFormat = new Intl.NumberFormat('en'); g.tickFormat = null;
  const tickFormat: GaugeFormat | null = g.tickFormat;
  g.zones = zones; g.zones = null;
  const zoneNames: string[] = g.zones.map((z) => z.name ?? '');
  g.values = extra; g.values = null;
  const extraValues: readonly GaugeExtraValue[] = g.values;
  g.origin = 0; g.origin = null;
  const origin: number | null = g.origin;
  g.target = 30; g.target = null;
  const target: number | null = g.target;
  g.segments = 10;
  const segments: number = g.segments;
  g.orientation = 'horizontal';
  const axis: GaugeOrientation = g.orientation;
  g.ringArc = arc; g.ringArc = null;
  const ringArc: Required<GaugeRingArc> | null = g.ringArc;
  g.interactive = true; g.interactive = null; g.step = 'any'; g.step = 2; g.largeStep = null; g.largeStep = 10;
  const input: [boolean, number | 'any', number | null, number | null] = [g.interactive, g.step, g.largeStep, g.valueAt(10, 20)];
  const hit: GaugePartAt | null = g.partAt(10, 20);
  const zoneName: string | undefined = hit?.part === 'zone' ? hit.name : undefined;
  const text: string = g.formatValue(21.5) + g.formatValue(null);

  const view: DisplayListView = g.render(240, 240, 2, performance.now());
  g.render(120, 120);
  const header: number[] = [view.ptr, view.len, view.width, view.height, view.pixelRatio, view.commandWords, view.stringBytes, view.flags];
  const animating: boolean = view.animating;
  const arrays: [ArrayBuffer, Uint8Array, Uint32Array, Float32Array] = [view.buffer, view.u8, view.u32, view.f32];
  const listing: string = g.displayListText();
  const svgOptions: SVGOptions = { idPrefix: 'report-1' };
  const svg: string = g.toSVG() + g.toSVG(240) + g.toSVG(240, 120, 2) + g.toSVG(svgOptions) + g.toSVG(240, svgOptions)
    + g.toSVG(240, 120, svgOptions) + g.toSVG(240, 120, 2, svgOptions);
  const png: Blob = await g.toPNG(240, 120, 2);
  const pngs: Promise<Blob>[] = [g.toPNG(), g.toPNG(240), g.toPNG(240, 120)];
  const dataURL: string = g.toDataURL() + g.toDataURL(240) + g.toDataURL(240, 120, 2);
  const a11y: GaugeAccessibility = g.accessibility();
  const spoken: string = `${a11y.name} ${a11y.valueText} ${a11y.description}`;

  const copy = new Uint8Array(view.u8.buffer.slice(view.ptr, view.ptr + view.len));
  const decoded: DisplayListView = decodeDisplayList(copy);
  decodeDisplayList(view.buffer, view.ptr, view.len);
  const commands: Array<{ op: number; at: number; words: number }> = listCommands(decoded);
  const asText: string = displayListText(decoded);
  const ctx = canvas.getContext('2d');
  if (ctx) {
    drawDisplayList(ctx, decoded);
    drawDisplayList(ctx, view.buffer, view.ptr, view.len, 2, {});
    drawDisplayList(ctx, { u8: view.u8, u32: view.u32, f32: view.f32 }, view.ptr, view.len);
  }
  const offscreen: OffscreenCanvasContext2D | null = ctx;
  const tintTexts: string[] = tints.map(tintText);
  // The attribute and text the element's property writes (what swift-gauge/ssr writes with).
  const [attr, attrText] = optionAttribute('usage', 'value', 42);
  if (typeof attrText === 'string') tintTexts.push(`${attr}=${attrText}`);

  const surface: GaugeSurface = sg.createSurface(container);
  const rect: GaugeRect = { x: 0, y: 0, width: 240, height: 240 };
  const dash: Gauge = surface.createGauge(rect, { style: 'dial', value: 96, upper: 220, label: 'Speed' });
  surface.createGauge({ x: 250, y: 0, width: 96, height: 240 }, everyOption);
  surface.setRect(dash, { ...rect, x: 10 });
  const parts: [HTMLElement, HTMLCanvasElement, Gauge[], GaugeRect] = [surface.container, surface.canvas, surface.gauges, surface.visibleRect];
  await sg.whenRendered();
  sg.drawAll();
  sg.refresh();
  const freed: number = sg.destroyDisconnected();
  surface.destroy();
  handle.destroy();
  g.destroy();

  try { g.setBounds(1, 0); } catch (e) {
    const err = e as GaugeError;
    const status: number | undefined = err.status;
  }
  void [abi, ok, codes, ops, compiled, memory, n, preferred, measures, bytes, raw, gone, value, range, style, label,
    current, ends, animation, tint, chosen, resolved, format, formatsBounds, layout, ticks, extraValues, origin,
    target, segments, axis, ringArc, input, text, header, animating, arrays, copy, commands, offscreen, parts, styles];
  return [listing, svg, spoken, asText, ...zoneNames, ...tintTexts];
}

export async function useElement(): Promise<void> {
  // The tag name gives the element's type (HTMLElementTagNameMap).
  const el: SwiftGaugeElement = document.createElement('swift-gauge');
  const found: SwiftGaugeElement | null = document.querySelector('swift-gauge');
  const observed: readonly string[] = SwiftGaugeElement.observedAttributes;
  SwiftGaugeElement.wasmSource = '/assets/swift-gauge.wasm';
  const source: string | URL = SwiftGaugeElement.wasmSource;
  const shared: SwiftGaugeModule = await SwiftGaugeElement.loadModule();
  await SwiftGaugeElement.loadModule('/other.wasm');
  SwiftGaugeElement.useModule(shared);
  const same: typeof SwiftGaugeElement = MinifiedElement;

  el.value = 21; el.value = null; el.value = undefined;
  const value: number | null = el.value;
  el.lower = 0; el.upper = 40; el.min = 0; el.max = 40;
  const bounds: number[] = [el.lower, el.upper, el.min, el.max];
  el.setBounds(-10, 40);
  el.gaugeStyle = 'accessoryCircular';
  const style: GaugeStyleName = el.gaugeStyle;
  el.label = 'Temperature'; el.label = null;
  el.currentValueLabel = '21°'; el.currentValueLabel = null;
  el.minimumValueLabel = '0'; el.maximumValueLabel = '40';
  el.minimumValueLabel = null; el.maximumValueLabel = null;
  el.setBoundsLabels('0', '40'); el.setBoundsLabels(null, null);
  const texts: Array<string | null> = [el.label, el.currentValueLabel, el.minimumValueLabel, el.maximumValueLabel];
  el.tint = 'orange'; el.tint = ['green', 'red']; el.tint = { interpolation: 'oklab', stops: ['green', 'red'] }; el.tint = null;
  const tint: string | null = el.tint;
  el.thickness = 8; el.thickness = '10%'; el.thickness = null;
  const elementThickness: number | string | null = el.thickness;
  el.fontScale = 0.8; el.fontScale = null;
  const elementFontScale: number | null = el.fontScale;
  const attributeAnimation: SwiftGaugeAnimationAttribute = 'spring 0.5 0.8';
  el.animation = attributeAnimation; el.animation = { type: 'linear', duration: 0.3 }; el.animation = null;
  const animation: GaugeAnimation | SwiftGaugeAnimationAttribute = el.animation;
  el.colorScheme = 'dark'; el.colorScheme = null;
  const scheme: GaugeColorScheme | null = el.colorScheme;
  el.trackColor = '#e5e5ea'; el.labelColor = 'currentColor'; el.valueColor = null;
  const elementColours: (string | null)[] = [el.trackColor, el.labelColor, el.valueColor];
  el.fontFamily = 'inherit';
  const elementFont: string | null = el.fontFamily;
  el.strings = { unknown: 'inconnu' }; el.strings = '{"to": " à "}'; el.strings = null;
  const elementWords: GaugeStrings | null = el.strings;
  el.announce = 'zones'; el.announce = null;
  const elementAnnounce: GaugeAnnounce = el.announce;
  el.valueAnimation = true; const elementCounting: boolean = el.valueAnimation;
  el.interactive = true; el.step = 'any'; el.step = 0.5; el.step = null; el.largeStep = 2; el.largeStep = null;
  const elementInput: [boolean, number | 'any', number | null, HTMLFormElement | null] = [el.interactive, el.step, el.largeStep, el.form];
  void elementInput;
  el.name = 'heat'; el.disabled = false; el.readOnly = false;
  const elementForm: [string, boolean, boolean, NodeList | null] = [el.name, el.disabled, el.readOnly, el.labels];
  void elementForm;
  el.needle = 'arrow 0.1'; el.needle = { shape: 'tapered' }; el.needle = null; const elementNeedle: GaugeNeedle | null = el.needle;
  el.hubColor = 'gray'; el.hubColor = null; const elementHub: string | null = el.hubColor;
  el.reference = 88; const elementReference: number | null = el.reference; el.reference = null;
  el.delta = '{"mode": "relative"}'; el.delta = { mode: 'absolute' }; el.delta = null; const elementDelta: GaugeDelta = el.delta;
  el.increasingColor = 'green'; el.decreasingColor = null; const elementDeltaColours: (string | null)[] = [el.increasingColor, el.decreasingColor];
  el.thresholdMarkers = 'zones+target'; el.thresholdMarkers = false; const elementMarks: GaugeThresholdMarkers = el.thresholdMarkers;
  el.format = { suffix: ' %' }; el.format = '{"suffix": " %"}'; el.format = new Intl.NumberFormat('en', { style: 'percent' }); el.format = null;
  el.tickFormat = { suffix: '°' }; el.tickFormat = '{"fractionLength": 0}'; el.tickFormat = null;
  const elTickFormat: GaugeFormat | null = el.tickFormat;
  const format: GaugeFormat | null = el.format;
  el.formatsBoundsLabels = true;
  const formatsBounds: boolean = el.formatsBoundsLabels;
  el.layoutDirection = 'rightToLeft'; el.layoutDirection = null;
  const direction: GaugeLayoutDirection = el.layoutDirection;
  el.dial = { sweep: 180 }; el.dial = '{"sweep": 180}'; el.dial = null;
  const dialNow: GaugeDial | null = el.dial;
  el.zones = zones; el.zones = JSON.stringify(zones); el.zones = null;
  const zonesNow: readonly GaugeZone[] | null = el.zones;
  el.low = 10; el.high = 30; el.optimum = 20; el.low = null; el.high = null; el.optimum = null;
  const meter: Array<number | null> = [el.low, el.high, el.optimum];
  el.values = extra; el.values = JSON.stringify(extra); el.values = null;
  const valuesNow: readonly GaugeExtraValue[] | null = el.values;
  el.origin = 0; el.origin = null;
  el.target = 30; el.target = null;
  const marks: Array<number | null> = [el.origin, el.target];
  el.segments = 12; el.segments = null;
  const segments: number = el.segments;
  el.orientation = 'vertical'; el.orientation = null;
  const axis: GaugeOrientation = el.orientation;
  el.ringArc = arc; el.ringArc = '-90 180'; el.ringArc = null;
  const ringArc: Required<GaugeRingArc> | null = el.ringArc;

  document.body.append(el);
  const gauge: Gauge = await el.ready;
  const maybe: Gauge | null = el.gauge;
  const a11y: GaugeAccessibility | null = el.accessibility();
  const svg: string | null = el.toSVG() ?? el.toSVG(120) ?? el.toSVG(120, 60);
  const elementPNG: Blob | null = await el.toPNG() ?? await (el.toPNG(120, 60, 2) ?? Promise.resolve(null));
  const elementURL: string | null = el.toDataURL() ?? el.toDataURL(120, 60, 2);
  el.refresh();
  // A gauge in its error state (it trapped while laid out): the event, the error and whenRendered, typed.
  el.addEventListener('error', (e) => { const failed: Gauge = e.error.gauge; const trap: WebAssembly.RuntimeError = e.error.cause; void [failed, trap, e.message]; });
  el.addEventListener('click', (e) => { const x: number = e.clientX; void x; });
  const onError = (e: SwiftGaugeErrorEvent): void => { const why: string = e.error.message; void why; };
  el.addEventListener('error', onError);
  el.removeEventListener('error', onError);
  const errorType: SwiftGaugeElementEventMap['error'] = null as unknown as SwiftGaugeErrorEvent; void errorType;
  const failure: SwiftGaugeError | null = gauge.error;
  await gauge.whenRendered().catch((e: unknown) => e);
  void failure;
  el.remove();

  // What a framework may set, typed: objects as values or as JSON text.
  const props: SwiftGaugeElementProps & SwiftGaugeJSXProps = { value: 21, gaugeStyle: 'dial', zones, tint: ['green', 'red'], dial: '{"sweep": 180}',
    format: coreFormat, values: JSON.stringify(extra), ringArc: '-90 180', 'current-value-label': '21°' };
  const minified: SwiftGaugeModule = await loadMinified();
  const readableModule: SwiftGaugeModule = await readable.loadSwiftGauge();
  void [found, observed, source, same, value, bounds, style, texts, tint, animation, scheme, format, formatsBounds,
    direction, dialNow, zonesNow, meter, valuesNow, marks, segments, axis, ringArc, gauge, maybe, a11y, svg, props,
    minified, readableModule];
}

// JSX props by type (SwiftGaugeJSXProps: no catch-all; attributes by SwiftGaugeAttributeNames) and swift-gauge/ssr.
import type { SwiftGaugeJSXProps, SwiftGaugeAttributeNames } from 'swift-gauge';
import { gaugeElement, gaugeAttributes, sizeClass, stylesheet } from 'swift-gauge/ssr';
const jsxProps: SwiftGaugeJSXProps = { gaugeStyle: 'dial', 'gauge-style': 'dial', 'data-x': 1, 'aria-label': 'Speed' };
const kebab: SwiftGaugeAttributeNames['ring-arc'] = 'ringArc';
export async function serverMarkup(): Promise<string> {
  const sg = await loadSwiftGauge();
  const css: string = stylesheet([[240, 240], [320, 60]]);
  const cls: string = sizeClass(240, 240);
  const attrs: string = gaugeAttributes({ style: 'dial', value: 96 });
  return css + cls + attrs + gaugeElement(sg, { style: 'dial', value: 96, upper: 220 }, 240, 240, 'ssr1-') + String(jsxProps) + kebab;
}
