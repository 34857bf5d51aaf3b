// The wasm fuzzer's replays run here, in a worker thread (tools/wasm-fuzz/wasm-fuzz.mjs), so a replay that never
// returns — the wasm looping where native did not — can be stopped: the main thread terminates this worker after
// its time limit and reports the program as a hang. Messages: {module} once, then {id, log} → {id, result}.
import { parentPort } from 'node:worker_threads';
import { replay } from './replay.mjs';

let module = null;
parentPort.on('message', (m) => {
  if (m.module) { module = m.module; return; }
  let result;
  try { result = replay(module, m.log); } catch (e) { result = { calls: 0, failure: { kind: 'harness', index: -1, call: '', message: String(e?.stack ?? e) } }; }
  parentPort.postMessage({ id: m.id, result });
});
