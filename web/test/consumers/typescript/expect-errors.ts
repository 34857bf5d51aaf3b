// Mistakes a consumer can make that the types must catch: each line after `@ts-expect-error` has to be an error,
// or tsc reports the directive as unused (TS2578) and the check fails — so this file proves the types are not
// too loose. (broken.ts, compiled separately, proves tsc reports an error that is not expected.)
import { loadSwiftGauge, setWasmSource, tintText, SwiftGaugeElement } from 'swift-gauge';
import type { GaugeOptions, GaugeZone } from 'swift-gauge';

// @ts-expect-error: not a style
const badStyle: GaugeOptions = { style: 'speedometer' };
// @ts-expect-error: an unknown option
const unknownOption: GaugeOptions = { value: 1, colour: 'red' };
// @ts-expect-error: zones need `from`
const badZone: GaugeZone = { color: 'red' };
// @ts-expect-error: a stop has a location or a value, not both
tintText([{ color: 'red', location: 0, value: 3 }]);
// @ts-expect-error: setWasmSource takes no null
setWasmSource(null);

export async function mistakes(el: SwiftGaugeElement): Promise<void> {
  const sg = await loadSwiftGauge();
  const g = sg.createGaugeHandle({ value: 3 });
  // @ts-expect-error: the value is a number
  g.value = '3';
  // @ts-expect-error: bounds are set with setBounds
  g.lower = 0;
  // @ts-expect-error: not a colour scheme
  g.colorScheme = 'sepia';
  // @ts-expect-error: zones are an array
  g.zones = { from: 0, color: 'red' };
  // @ts-expect-error: segments is a number
  g.segments = '10';
  // @ts-expect-error: render needs a size
  g.render();
  // @ts-expect-error: the element's gauge is read-only
  el.gauge = g;
  // @ts-expect-error: the element's value is a number
  el.value = '21';
  // @ts-expect-error: not a layout direction
  el.layoutDirection = 'up';
  // @ts-expect-error: the element has no `style` option property (its style is CSS); the gauge style is gaugeStyle
  el.gaugeStyle = 'bar';
  // @ts-expect-error: the tag name map gives the element type, not any
  document.createElement('swift-gauge').nonsense = 1;
  // @ts-expect-error: createGauge wants an element
  sg.createGauge('#id');
  // The element's events are typed (SwiftGaugeElementEventMap): `error` carries the failed gauge.
  // @ts-expect-error: an error event's gauge has no such member
  el.addEventListener('error', (e) => e.error.gauge.nonsense);
  // @ts-expect-error: an error event is no MouseEvent
  el.addEventListener('error', (e: MouseEvent) => e.clientX);
  document.querySelector('swift-gauge')?.addEventListener('error', (e) => {
    // @ts-expect-error: the tag name map gives the element, and its error event's `error` is a SwiftGaugeError
    const n: number = e.error;
    void n;
  });
  void [badStyle, unknownOption, badZone];
}
