// Compiled only with tsconfig.broken.json: an error no directive expects, so tsc must fail (test_consumers.py
// checks the exit status and that this is the only error).
import { loadSwiftGauge } from 'swift-gauge';

const sg = await loadSwiftGauge();
export const bad: string = sg.createGaugeHandle({ value: 1 }).value;
