// TSX with <swift-gauge>: the JSX.IntrinsicElements entry the package declares. This project has no JSX runtime
// (React's types would bring theirs): the two declarations below are what any runtime provides.
import type { GaugeZone } from 'swift-gauge';
import 'swift-gauge';

declare global {
  namespace JSX {
    interface Element { readonly jsx: true }
    interface ElementChildrenAttribute { children: {} }
  }
}

const zones: GaugeZone[] = [{ from: 0, color: 'green' }, { from: 30, color: 'red', name: 'hot' }];

export function Dashboard(props: { speed: number; temperature: number }): JSX.Element {
  return (
    <>
      <swift-gauge gaugeStyle="dial" value={props.speed} min={0} max={220} label="Speed" zones={zones}
        tint={['green', 'red']} dial={{ sweep: 180, majorTicks: 4 }} style={{ width: '240px' }} />
      <swift-gauge gauge-style="accessoryCircular" value={props.temperature} zones={JSON.stringify(zones)}
        currentValueLabel={`${props.temperature}°`} ringArc={{ sweep: 180 }} className="temp" key="t" />
      <swift-gauge value={null} colorScheme="dark" orientation="vertical" segments={10}>no value</swift-gauge>
      <swift-gauge gauge-style="dial" ring-arc="-90 180" current-value-label="96" data-testid="speed" data-row={2}
        aria-describedby="speed-help" aria-hidden={false} onClick={() => undefined} id="speed" slot="main" dir="rtl"
        hidden={false} title="Speed" part="gauge" tabIndex={0} role="meter" />
    </>
  );
}
