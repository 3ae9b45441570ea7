// The worker of La poursuite's exact solver (src/platform/web/solver_worker.cpp, built as
// solver/solver.js and solver.wasm): messages {id, variant, position} in, {id, value, best}
// out (value: +1 the player to move wins, 0 a draw, -1 loses, with perfect play; best: a move
// that keeps it). It thinks in slices of SLICE nodes, so that a newer position, posted while it
// thinks, replaces the one in hand; it gives up after LIMIT nodes (no message then: the
// position stays unsolved, as 8 × 8 starts do).
import createSolver from '../solver/solver.js';

const SLICE = 200000;
const LIMIT = 40000000;
const UNKNOWN = -100;

const solver = createSolver();
let job = null;

async function step() {
  const m = await solver;
  const j = job;  // the newest position (one posted while this waited replaced the one before)
  if (!j) return;
  const value = m.ccall('solver_solve', 'number', ['string', 'string', 'number'], [j.variant, j.position, SLICE]);
  j.spent += SLICE;
  if (value === UNKNOWN && j.spent < LIMIT) {
    setTimeout(step, 0);
    return;
  }
  job = null;
  if (value >= -1 && value <= 1) {
    postMessage({ id: j.id, value, best: m.ccall('solver_best', 'string', [], []) });
  }
}

onmessage = (e) => {
  const { id, variant, position } = e.data || {};
  const idle = !job;
  job = { id, variant: String(variant), position: String(position), spent: 0 };
  if (idle) step();
};
