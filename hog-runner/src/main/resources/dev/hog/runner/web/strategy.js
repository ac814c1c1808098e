// The strategy page: any strategy drawn as a heat map of dice by the mover's score and the opponent's, in plain SVG.
import { element, loadSetupPanel, postJson, showError } from './setup.js';

const SVG = 'http://www.w3.org/2000/svg';
const $ = (selector) => document.querySelector(selector);


/** The colours of the moves, by their number from -1: apart from every number of dice's. */
const MOVE_COLOURS = ['#d6336c', '#7b2cbf', '#2b8a3e', '#495057', '#e8590c', '#0b7285', '#5c940d', '#862e9c',
  '#c92a2a'];

/** A colour for a number of dice: pale for none, deep for the most; a move (a negative number) has its own. */
export function colour(dice, maxDice) {
  if (dice < 0) {
    return MOVE_COLOURS[(-dice - 1) % MOVE_COLOURS.length];
  }
  const t = maxDice === 0 ? 0 : dice / maxDice;
  const hue = 50 - 50 * t + 200 * t;
  const light = 92 - 62 * t;
  return `hsl(${hue.toFixed(0)}, 70%, ${light.toFixed(0)}%)`;
}

function svg(tag, attributes = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) {
    node.setAttribute(key, value);
  }
  return node;
}

/**
 * A heat map as an SVG element: one cell per pair of scores, coloured and titled by the functions given, the scores
 * numbered along the top and the left, and a legend that legend(root, x, y) draws beside it.
 */
function heatmap({ id, label, goal, colourOf, titleOf, legend, legendWidth }) {
  const cell = Math.max(1, Math.floor(500 / goal));
  const size = cell * goal;
  const margin = 36;
  const root = svg('svg', {
    width: size + margin + legendWidth, height: size + margin + 10, id, role: 'img', 'aria-label': label,
  });
  const grid = svg('g', { transform: `translate(${margin}, ${margin})`, class: 'cells' });
  for (let score = 0; score < goal; score++) {
    for (let opponent = 0; opponent < goal; opponent++) {
      const rect = svg('rect', {
        x: opponent * cell, y: score * cell, width: cell, height: cell, fill: colourOf(score, opponent),
      });
      const title = svg('title');
      title.textContent = titleOf(score, opponent);
      rect.append(title);
      grid.append(rect);
    }
  }
  root.append(grid);
  const step = goal > 20 ? 10 : 1;
  for (let tick = 0; tick < goal; tick += step) {
    const across = svg('text', { x: margin + tick * cell, y: margin - 6, 'font-size': 10 });
    across.textContent = tick;
    const down = svg('text', { x: 2, y: margin + tick * cell + 9, 'font-size': 10 });
    down.textContent = tick;
    root.append(across, down);
  }
  legend(root, margin + size + 12, margin);
  return root;
}

/** The strategy's dice as a heat map, with a swatch per number of dice. */
function draw(map) {
  return heatmap({
    id: 'heatmap',
    label: `${map.name}: dice by score and opponent score`,
    goal: map.goal,
    legendWidth: (map.moves || []).length > 0 ? 120 : 70,
    colourOf: (score, opponent) => colour(map.dice[score][opponent], map.maxDice),
    titleOf: (score, opponent) => {
      const chosen = map.dice[score][opponent];
      const move = (map.moves || []).find((m) => m.choice === chosen);
      return `score ${score}, opponent ${opponent}: ${move ? `${move.name} (${chosen})` : `${chosen} dice`}`;
    },
    legend(root, x, y) {
      const entries = [];
      for (let dice = 0; dice <= map.maxDice; dice++) {
        entries.push([dice, `${dice}`]);
      }
      for (const move of map.moves || []) {
        entries.push([move.choice, `${move.choice} ${move.name}`]);
      }
      entries.forEach(([dice, text], row) => {
        root.append(svg('rect', {
          x, y: y + row * 18, width: 14, height: 14, fill: colour(dice, map.maxDice), stroke: '#555',
        }));
        const label = svg('text', { x: x + 20, y: y + row * 18 + 11, 'font-size': 11 });
        label.textContent = text;
        root.append(label);
      });
    },
  });
}

/** The colours of the regret scale, from white at 0 to the largest regret: as hog compare --regret draws them. */
const REGRET_STOPS = [[255, 255, 255], [253, 212, 158], [252, 141, 89], [215, 48, 31], [127, 0, 0]];

/** A colour for a regret: white at 0 (and below), deep red at the largest. */
export function regretColour(value, max) {
  const at = (max > 0 ? Math.min(1, Math.max(0, value / max)) : 0) * (REGRET_STOPS.length - 1);
  const stop = Math.min(Math.floor(at), REGRET_STOPS.length - 2);
  const between = at - stop;
  const rgb = [0, 1, 2].map((i) => Math.round(REGRET_STOPS[stop][i]
    + (REGRET_STOPS[stop + 1][i] - REGRET_STOPS[stop][i]) * between));
  return `rgb(${rgb.join(', ')})`;
}

/** Percentage points, with the digits that tell small ones apart. */
function points(chance) {
  const value = 100 * chance;
  return value === 0 ? '0' : value >= 0.1 ? value.toFixed(3) : value.toPrecision(2);
}

/** The regret map as a heat map, with a bar of its scale from 0 to the costliest pair of scores. */
function drawRegret(map) {
  const max = Math.max(0, ...map.regret.flat());
  const height = 240;
  return heatmap({
    id: 'regretmap',
    label: `regret of ${map.strategy} against ${map.opponent} by score and opponent score`,
    goal: map.goal,
    legendWidth: 125,
    colourOf: (score, opponent) => regretColour(map.regret[score][opponent], max),
    titleOf: (score, opponent) => `score ${score}, opponent ${opponent}: `
      + `${points(map.regret[score][opponent])} percentage points`,
    legend(root, x, y) {
      const legend = svg('g', { class: 'legend', 'font-size': 11 });
      const gradient = svg('linearGradient', { id: 'regret-scale', x1: 0, y1: 1, x2: 0, y2: 0 });
      REGRET_STOPS.forEach((rgb, i) => gradient.append(svg('stop', {
        offset: i / (REGRET_STOPS.length - 1), 'stop-color': `rgb(${rgb.join(', ')})`,
      })));
      const defs = svg('defs');
      defs.append(gradient);
      const title = svg('text', { x, y: y - 8 });
      title.textContent = 'percentage points';
      legend.append(defs, title, svg('rect', {
        x, y, width: 14, height, fill: 'url(#regret-scale)', stroke: '#555',
      }));
      for (let tick = 0; tick <= 4; tick++) {
        const at = y + height - (tick * height) / 4;
        const label = svg('text', { x: x + 20, y: at + 4, class: 'tick' });
        label.textContent = points((max * tick) / 4);
        legend.append(svg('line', { x1: x + 14, x2: x + 18, y1: at, y2: at, stroke: '#555' }), label);
      }
      root.append(legend);
    },
  });
}

/** The costliest states as a table: the scores, what the rules remember, the dice and what they cost. */
function costliest(map) {
  const table = $('#costliest');
  if (map.costliest.length === 0) {
    table.replaceChildren(element('caption', {
      text: `${map.strategy} rolls the best dice wherever a game goes: it gives nothing away.`,
    }));
    return;
  }
  const memories = Object.keys(map.costliest[0].memories || {});
  const turns = map.costliest.some((state) => state.turn !== undefined);
  const head = ['Score', 'Opponent', ...memories, ...(turns ? ['Turn'] : []), 'Dice', 'Best', 'Weight', 'Loss',
    'Regret'];
  const rows = map.costliest.map((state, rank) => element('tr', { 'data-rank': rank + 1 },
    ...[state.scores[0], state.scores[1], ...memories.map((rule) => state.memories[rule].join(' and ')),
      ...(turns ? [state.turn ?? ''] : []), state.dice, state.best, state.weight.toFixed(6),
      points(state.loss), points(state.regret)]
      .map((value, i) => element('td', i === head.length - 1 ? { text: value, class: 'wasted' } : { text: value }))));
  table.replaceChildren(
    element('caption', {
      class: 'quiet', text: 'Weight: how often a game reaches the state, both seats counting half. Loss: what the'
        + ' dice chosen lose there against the best, in percentage points. Regret: weight × loss.'
        + (memories.length ? ' A memory: what the rule remembers of the strategy, and of the opponent.' : ''),
    }),
    element('tr', {}, ...head.map((name) => element('th', { text: name }))),
    ...rows,
  );
}

function showRegret(map) {
  $('#regret').hidden = false;
  // Until a strategy is drawn, its empty panel would only push the regret map down.
  $('#strategy-map').hidden = !$('#map').hasChildNodes();
  $('#regret-title').textContent = `Regret of ${map.strategy} against ${map.opponent}, to ${map.goal}`;
  $('#regret-total').textContent = `${map.strategy} gives away ${points(map.total)} percentage points against`
    + ` ${map.opponent}: the best response to ${map.opponent} wins ${(100 * map.bestWinRate).toFixed(2)}% on average,`
    + ` ${map.strategy} ${(100 * map.winRate).toFixed(2)}%.`;
  $('#regret-map').replaceChildren(drawRegret(map));
  costliest(map);
}

/** The strategy of a regret map: one the server names, by name or spec. */
function regretStrategy() {
  const kind = document.querySelector('input[name=kind]:checked').value;
  if (kind === 'named') {
    return $('#named').value;
  }
  if (kind === 'spec') {
    return $('#spec').value.trim();
  }
  throw new Error('the regret map is of a strategy by name or spec, such as always:4; choose one above');
}

async function request(panel) {
  const setup = panel.setup();
  const kind = document.querySelector('input[name=kind]:checked').value;
  if (kind === 'named') {
    return { setup, strategy: $('#named').value };
  }
  if (kind === 'spec') {
    return { setup, strategy: $('#spec').value.trim() };
  }
  if (kind === 'best') {
    return { setup, bestResponseTo: $('#best').value.trim() };
  }
  const file = $('#table').files[0];
  if (!file) {
    throw new Error('choose a table file to upload: a CSV or JSON table of dice, as table:FILE reads');
  }
  const text = await file.text();
  return { setup, table: text, format: file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv' };
}

/** Runs a click's request with its button disabled and a title that says it is working. */
function drawing(button, title, working, work) {
  button.addEventListener('click', async () => {
    showError('');
    button.disabled = true;
    title.textContent = working;
    try {
      await work();
    } catch (error) {
      title.textContent = '\u00a0';
      showError(error.message);
    } finally {
      button.disabled = false;
    }
  });
}

async function main() {
  const panel = await loadSetupPanel((ruleset) => {
    $('#named').replaceChildren(...ruleset.strategies.map((spec) => element('option', { value: spec, text: spec })));
  });
  if (!panel) {
    return;
  }
  drawing($('#draw'), $('#title'), 'Drawing…', async () => {
    const map = await postJson('/api/v2/strategy-map', await request(panel));
    $('#title').textContent = `${map.name}, to ${map.goal}`;
    $('#map').replaceChildren(draw(map));
    $('#strategy-map').hidden = false;
  });
  drawing($('#draw-regret'), $('#regret-title'), 'Mapping the regret… a game with memory, such as su20, takes'
    + ' a minute.', async () => {
    $('#regret').hidden = false;
    $('#regret-total').textContent = '';
    $('#regret-map').replaceChildren();
    $('#costliest').replaceChildren();
    try {
      showRegret(await postJson('/api/v2/regret-map', {
        setup: panel.setup(), strategy: regretStrategy(), opponent: $('#regret-opponent').value.trim() || 'optimal',
      }));
    } catch (error) {
      $('#regret').hidden = true;
      throw error;
    }
  });
}

main();
