// JSX mistakes the types must catch: <swift-gauge>'s props have no catch-all, so a misspelt prop is an error
// (each line after `@ts-expect-error` has to be one, else tsc reports the unused directive, TS2578). TypeScript checks
// no JSX attribute whose name has a hyphen unless the type declares it: a misspelt `gauge-styl` passes, as any
// `data-*` would; the attribute names the element has are declared, so their values are checked.
import 'swift-gauge';

export const mistakes = (
  <>
    {/* @ts-expect-error: a misspelt prop (gaugeStyle) */}
    <swift-gauge gaugeStyl="dial" />
    {/* @ts-expect-error: an attribute name that is declared is checked: not a style */}
    <swift-gauge gauge-style="speedometer" />
    {/* @ts-expect-error: not a style */}
    <swift-gauge gaugeStyle="speedometer" />
    {/* @ts-expect-error: the value is a number */}
    <swift-gauge value="21" />
    {/* @ts-expect-error: zones are an array or JSON text */}
    <swift-gauge zones={{ from: 0, color: 'red' }} />
    {/* @ts-expect-error: an attribute of another element */}
    <swift-gauge href="/speed" />
  </>
);
